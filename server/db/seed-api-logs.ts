/**
 * The API log: about 30,000 calls (times scale) of the /v3 contract over the 60 days before the
 * reference, with the hand-made rows of seed-api-specials.ts (a multi-megabyte body, markup) among
 * them. The server keeps 30 days of it (API_LOG_MAX_AGE_DAYS), about half.
 */
import type Database from 'better-sqlite3';
import { DAY, HOUR, iso, RowWriter, scaled, type SiteInfo, type UserInfo, type VehicleInfo } from './seed-context.ts';
import { routeTemplates, userAgents, type RouteTemplate } from './seed-data/api-routes.ts';
import { apiRequestBody } from './seed-api-bodies.ts';
import { specialApiLogs, type SpecialApiLog } from './seed-api-specials.ts';
import type { LogRefs } from './seed-log-refs.ts';
import { pickWeighted, weightedPicker, type Rng } from './seed-random.ts';

export const API_LOGS = 30_000;
const DAYS = 60;
const pickRoute = weightedPicker(routeTemplates, (r) => r.weight);
/** Hours (UTC) when the US sites work, weighted. */
const hourWeights: readonly (readonly [number, number])[] = Array.from({ length: 24 }, (_, h) => [h, h >= 13 && h <= 23 ? 10 : h <= 2 ? 3 : 0.6] as const);

interface Caller {
  site: SiteInfo | null;
  user: UserInfo | null;
}

/** DAL is the busiest site, PHX the quietest. */
const siteShare = [45, 35, 20];

function caller(rng: Rng, route: RouteTemplate, refs: LogRefs, pickSite: (rng: Rng) => SiteInfo): Caller {
  const site = pickSite(rng);
  if (route.audience === 'public') return { site, user: null };
  if (route.audience === 'admin') return { site: null, user: rng.pick(refs.admins) };
  if (route.route === '/v3/authentication') return { site: null, user: rng.pick(refs.cloudUsers) };
  const staff = refs.staffBySite.get(site.id) ?? [];
  return { site, user: staff.length > 0 ? rng.pick(staff) : null };
}

function fillRoute(rng: Rng, route: string, site: SiteInfo | null, vehicle: VehicleInfo, refs: LogRefs, reference: number): string {
  return route.replace(/:(\w+)/g, (_, name: string) => {
    switch (name) {
      case 'vehicle':
        return String(vehicle.id);
      case 'site':
        return site?.code ?? 'DAL';
      case 'siteId':
        return String(site?.id ?? rng.int(1, refs.sites.length));
      case 'hash':
        // A link-shaped value from the seeded stream, not the vehicle's real (random) link:
        // the log stays reproducible and holds no working secret link.
        return rng.token128();
      case 'inspection':
        return String(refs.inspectionOf.get(vehicle.id) ?? rng.int(1, Math.max(1, refs.max.inspections ?? 1)));
      case 'company':
        return String(site?.def.cubedCompanyId ?? 41017);
      case 'email':
        return encodeURIComponent(`buyer${rng.int(1, 400)}@example.com`);
      case 'start':
      case 'end': {
        const month = new Date(reference - rng.int(1, 11) * 30 * DAY);
        const day = name === 'start' ? 1 : 28;
        return iso(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), day)).slice(0, 10);
      }
      default:
        return String(rng.int(1, Math.max(1, refs.max[name] ?? 50)));
    }
  });
}

function listParams(rng: Rng, route: RouteTemplate, site: SiteInfo | null, vehicle: VehicleInfo): Record<string, unknown> | null {
  if (route.route === '/v3/data/art/drilldown2') return { autograde: site?.code === 'DAL' ? 'true' : 'false' };
  if (route.route === '/v3/vehicles3/:vehicle/full')
    return { with: ['inspections', 'overall_condition_object', 'vehicle_positions', 'vehicle_images', 'received_date', 'seller', 'equipment'] };
  if (route.route === '/v3/util/vehicles_full/:vehicle') return { withAdd: '1', withCount: ['inspections'] };
  if (!route.list) return null;
  const params: Record<string, unknown> = { paginate2: '1', page: String(rng.chance(0.75) ? 1 : rng.int(2, 30)), per_page: String(route.list.per_page) };
  if (route.list.order_by) params.order_by = [route.list.order_by];
  if (route.list.with) params.with = route.list.with;
  if (site && route.route === '/v3/util/vehicles') params.site = site.code;
  if (route.route === '/v3/util/vehicle_images') params.filters = [`vehicle_id|eq|${vehicle.id}`];
  else if (rng.chance(0.3) && route.route === '/v3/util/vehicles') {
    params.filters = [rng.pick([`last6|eq|${vehicle.vin.slice(-6)}`, 'is_active|eq|Y', `seller.dealer_name|like|${vehicle.make}`])];
  }
  return params;
}

function responseFor(rng: Rng, route: RouteTemplate, vehicle: VehicleInfo): { status: number; type: string | null; content: string | null } {
  const roll = rng.next();
  if (route.audience !== 'public' && roll < 0.012) return { status: 401, type: 'application/json', content: '{"error":{"message":"Not Authorized"}}' };
  if (roll < 0.022) return { status: 404, type: 'application/json', content: '{"error":{"message":"Not found"}}' };
  if (route.method !== 'GET' && roll < 0.035) return { status: 422, type: 'application/json', content: '{"error":{"message":"The given data was invalid."}}' };
  if (roll < 0.038) return { status: 500, type: 'application/json', content: '{"error":{"message":"Internal server error"}}' };
  if (route.method === 'DELETE') return { status: 204, type: null, content: null };
  if (route.route.endsWith('auction_logo')) return { status: 200, type: 'image/png', content: null };
  if (route.list) {
    const total = rng.int(0, 5000);
    return {
      status: 200,
      type: 'application/json',
      content: JSON.stringify({ current_page: 1, per_page: route.list.per_page, total, data_count: Math.min(total, route.list.per_page) }),
    };
  }
  if (route.body === 'login' || route.body === 'login_local') {
    return { status: 200, type: 'application/json', content: JSON.stringify({ response: { access_token: '****', token_type: 'Bearer', expires_in: 28_800 } }) };
  }
  const body = responseBody(rng, route, vehicle);
  // As the server answers: the admin record writes and the Servnet report are not wrapped in `response`.
  const plain = (route.route.startsWith('/v3/admin/') && route.method === 'PUT') || route.route.includes('servnet');
  const status = route.route.endsWith('/sync') ? 202 : route.method === 'POST' ? 201 : 200;
  return { status, type: 'application/json', content: JSON.stringify(plain ? body : { response: body, meta: {} }) };
}

/** A short reply body that fits the route. */
function responseBody(rng: Rng, route: RouteTemplate, vehicle: VehicleInfo): unknown {
  const path = route.route;
  if (path.includes('/inspections/:inspection/conditions')) return { vehicle_condition_id: rng.int(1, 20_000), vehicle_id: vehicle.id };
  if (path.includes(':inspection')) return { condition_report_id: rng.int(1, 40_000), vehicle_id: vehicle.id, grade: rng.round(1, 5, 1) };
  if (path.includes('cubedUrl')) return route.method === 'GET' ? { url: `https://cr.cubed.example.com/r/${rng.token128()}` } : { sent: true };
  if (path === '/v3/vehicles/:vehicle/images') {
    return {
      vehicle_image_id: rng.int(20_000, 40_000),
      vehicle_id: vehicle.id,
      mime_type: 'image/jpeg',
      is_private: 0,
      main_image: 0,
      vehicle_images_type_name: 'photo',
    };
  }
  if (path.endsWith('/vehicle-photos/:hash')) {
    return { autoyear: vehicle.year, automake: vehicle.make, automodel: vehicle.model, vehicle_images_count: rng.int(0, 6) };
  }
  if (path.endsWith('/sync')) return { id: rng.int(3_000, 9_000), status: 'new', source: 'console', vehicle_id: vehicle.id, has_error: 0 };
  if (path.includes(':vehicle') || path.includes(':hash')) {
    return { vehicle_id: vehicle.id, vin: vehicle.vin, autoyear: vehicle.year, automake: vehicle.make, automodel: vehicle.model };
  }
  if (path.endsWith('api-status/summary')) {
    return {
      sites: { status: 'red', running: 1, not_running: 1, not_updated: 1 },
      services: { status: 'red', running: 8, degraded: 2, stopped: 2 },
      schedules: { status: 'red', ok: 6, late: 1, failed: 1 },
      lanemonitor: { status: 'green', running: 1, action: null },
    };
  }
  if (path.endsWith('drilldown2')) return { items: 68, damages: 30, severities: 9 };
  if (path.endsWith('action-codes'))
    return [
      { action_code: 'RPR', action_desc: 'Repair' },
      { action_code: 'RPL', action_desc: 'Replace' },
    ];
  if (path.includes('carmax'))
    return [
      { name: 'Enabled', value: 'Yes' },
      { name: 'Lots Included', value: ['Lot A', 'Lot C'] },
    ];
  if (path.includes('servnet')) {
    const offered = rng.int(400, 900);
    const inlane = Math.round(offered * rng.float(0.3, 0.45));
    const online = Math.round(offered * rng.float(0.15, 0.25));
    const attendees = rng.int(120, 260);
    const bidders = Math.round(attendees * rng.float(0.55, 0.7));
    return {
      data: {
        Sim_Offered: offered,
        Sim_Sold_Inlane: inlane,
        Sim_Sold_Online: online,
        Sim_Success_PC: Math.round(((inlane + online) / offered) * 10_000) / 100,
        Unique_Attendees: attendees,
        Unique_Bidders: bidders,
        Unique_Buyers: Math.round(bidders * rng.float(0.6, 0.8)),
      },
    };
  }
  if (path.includes(':dealer')) return { dealer_id: rng.int(1, 300), reps_count: rng.int(0, 6) };
  if (path.includes(':flumbus')) return { status: 'new' };
  if (path.includes(':config')) return { value: 'true' };
  if (path.endsWith('admin/users')) return { total: 16 };
  return { ok: true };
}

export function seedApiLogs(sqlite: Database.Database, rng: Rng, refs: LogRefs, scale: number, reference: number): void {
  const rows = new RowWriter(sqlite, 'api_logs', [
    'site_id',
    'user_id',
    'user',
    'method',
    'route',
    'params',
    'request_headers',
    'request_content_type',
    'request_content',
    'response_status',
    'response_content_type',
    'response_content',
    'duration_ms',
    'created_at',
  ]);
  // The special rows take their place in time among the generated ones (ids follow time).
  const specials = specialApiLogs(refs, reference).sort((a, b) => a.ms - b.ms);
  const writeSpecial = (row: SpecialApiLog) =>
    rows.add(
      row.siteId,
      row.userId,
      row.user,
      row.method,
      row.route,
      row.params ? JSON.stringify(row.params) : null,
      JSON.stringify(row.headers),
      row.requestType,
      row.request,
      row.status,
      row.responseType,
      row.response,
      row.durationMs,
      iso(row.ms),
    );
  const count = Math.max(0, scaled(API_LOGS, scale) - specials.length);
  const pickSite = weightedPicker(refs.sites, (s) => siteShare[refs.sites.indexOf(s)] ?? 10);
  const times = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const day = Math.floor(reference / DAY) - rng.int(0, DAYS - 1);
    const ms = day * DAY + pickWeighted(rng, hourWeights) * HOUR + rng.int(0, 3_599_999);
    times[i] = ms < reference ? ms : ms - DAY;
  }
  times.sort();
  for (const ms of times) {
    while (specials.length > 0 && (specials[0]?.ms ?? Infinity) <= ms) writeSpecial(specials.shift() as SpecialApiLog);
    const route = pickRoute(rng);
    const { site, user } = caller(rng, route, refs, pickSite);
    const pool = site ? (refs.vehiclesBySite.get(site.id) ?? refs.vehicles) : refs.vehicles;
    const vehicle = rng.pick(pool);
    const body = apiRequestBody(rng, route.body, { site, user, vehicle, refs });
    const headers: Record<string, string> = { Host: 'api.example.com', Accept: 'application/json, text/plain, */*', 'User-Agent': rng.pick(userAgents) };
    if (route.audience !== 'public' && route.audience !== 'login') headers.Authorization = 'Bearer ****';
    if (route.audience === 'login') headers['mobile-version'] = '-1';
    if (body) headers['Content-Type'] = body.type;
    headers['X-Request-Id'] = rng.token128();
    const params = listParams(rng, route, site, vehicle);
    const response = responseFor(rng, route, vehicle);
    const duration = Math.round(8 + 600 * rng.next() ** 4 + (route.method === 'GET' ? 0 : rng.int(20, 300)));
    rows.add(
      site?.id ?? null,
      user?.id ?? null,
      user ? (user.username ?? user.email) : null,
      route.method,
      fillRoute(rng, route.route, site, vehicle, refs, reference),
      params ? JSON.stringify(params) : null,
      JSON.stringify(headers),
      body?.type ?? null,
      body?.content ?? null,
      response.status,
      response.type,
      response.content,
      duration,
      iso(ms),
    );
  }
  for (const row of specials) writeSpecial(row);
}
