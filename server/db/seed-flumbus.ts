/** The Flumbus message log: vehicle change events pushed to Cubed, with failures, invalid and suppressed rows. */
import type Database from 'better-sqlite3';
import { DAY, iso, MINUTE, RowWriter, scaled, type SiteInfo, type VehicleInfo } from './seed-context.ts';
import { pickWeighted, type Rng } from './seed-random.ts';

export const FLUMBUS_LOGS = 3_000;

const events = [
  { table: 'vehicles', type: 'vehicle', actions: ['update', 'update', 'insert'] },
  { table: 'inspections', type: 'condition_report', actions: ['insert', 'update', 'delete'] },
  { table: 'vehicle_images', type: 'image', actions: ['insert', 'delete'] },
  { table: 'vehicle_positions', type: 'lineup', actions: ['insert', 'update'] },
] as const;

const failures: readonly (readonly [number, string])[] = [
  [500, 'Cubed API returned 500 Internal Server Error'],
  [502, 'Bad gateway from api.cubed.example.com'],
  [503, 'Cubed API unavailable, retry scheduled'],
  [404, 'Asset not found in Cubed company'],
  [409, 'Asset version conflict: a newer change is already applied'],
  [429, 'Rate limited by Cubed (120 requests/minute)'],
];

const invalidReasons = ['Vehicle has no VIN', 'source_content is not valid JSON', 'Unknown table in event', 'Vehicle belongs to another site'];

/** What the proxy in front of Cubed answers on a 502: an HTML page, not JSON. */
const badGatewayPage =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/** The model of the last row: an invalid DAL message whose texts hold markup (the console shows it as text). */
const markupModel = '<img src=x onerror=alert(1)>';

export function seedFlumbusLogs(
  sqlite: Database.Database,
  rng: Rng,
  sites: readonly SiteInfo[],
  vehiclesBySite: ReadonlyMap<number, readonly VehicleInfo[]>,
  scale: number,
  reference: number,
): void {
  const rows = new RowWriter(sqlite, 'flumbus_logs', [
    'site_id',
    'status',
    'source',
    'source_content',
    'source_content_type',
    'vehicle_id',
    'error_text',
    'suppress_text',
    'has_error',
    'destination_request_endpoint',
    'destination_request_headers',
    'destination_request_content',
    'destination_request_content_type',
    'destination_response_content',
    'destination_response_content_type',
    'destination_response_code',
    'destination_response_headers',
    'created_at',
    'updated_at',
  ]);
  // One row fewer than the volume: the hand-made markup row below completes it.
  const count = Math.max(0, scaled(FLUMBUS_LOGS, scale) - 1);
  const stamps = new Float64Array(count);
  for (let i = 0; i < count; i++) stamps[i] = reference - rng.int(MINUTE, 30 * DAY);
  stamps.sort();
  let eventId = 5_400_000;
  for (const ms of stamps) {
    const site = rng.pick(sites);
    const vehicle = rng.pick(vehiclesBySite.get(site.id) ?? []);
    const event = rng.pick(events);
    eventId += rng.int(1, 40);
    const source = pickWeighted(rng, [
      ['cubed', 75],
      ['console', 10],
      ['mobile', 10],
      ['scheduler', 5],
    ] as const);
    const content = { action: rng.pick(event.actions), eventid: eventId, vehicle_id: vehicle.id, table: event.table, type: event.type };
    const outcome =
      reference - ms < 10 * MINUTE
        ? 'new'
        : pickWeighted(rng, [
            ['complete', 66],
            ['suppressed', 10],
            ['failed', 12],
            ['invalid', 6],
            ['new', 6],
          ] as const);
    const endpoint = `https://api.cubed.example.com/v2/companies/${site.def.cubedCompanyId}/assets/${vehicle.id}`;
    const requestHeaders = JSON.stringify({ 'Content-Type': 'application/json', Authorization: 'Bearer ****', 'X-Flumbus-Event': String(eventId) });
    const requestBody = JSON.stringify({
      asset: { id: vehicle.id, vin: vehicle.vin, year: vehicle.year, make: vehicle.make, model: vehicle.model, odometer: vehicle.mileage },
      event: content.action,
    });
    const updated = iso(Math.min(reference, ms + rng.int(1, 90) * 1000 + (outcome === 'failed' ? rng.int(1, 120) * MINUTE : 0)));
    const base = [site.id, outcome === 'suppressed' ? 'complete' : outcome, source, JSON.stringify(content), 'application/json', vehicle.id] as const;
    if (outcome === 'suppressed') {
      rows.add(
        ...base,
        null,
        rng.pick(['No changes since last push', 'Duplicate event within 60 s', 'Site push disabled']),
        0,
        'suppressed',
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        iso(ms),
        updated,
      );
    } else if (outcome === 'new') {
      rows.add(...base, null, null, 0, endpoint, null, null, null, null, null, null, null, iso(ms), iso(ms));
    } else if (outcome === 'invalid') {
      const invalidCode = rng.chance(0.5) ? 400 : null;
      rows.add(
        ...base,
        rng.pick(invalidReasons),
        null,
        1,
        endpoint,
        requestHeaders,
        null,
        null,
        invalidCode ? '{"error":"Bad request"}' : null,
        invalidCode ? 'application/json' : null,
        invalidCode,
        null,
        iso(ms),
        updated,
      );
    } else if (outcome === 'failed') {
      const [code, text] = rng.pick(failures);
      const [responseBody, responseType] =
        code === 502 ? [badGatewayPage, 'text/html'] : [JSON.stringify({ error: { code, message: text } }), 'application/json'];
      rows.add(
        ...base,
        text,
        null,
        1,
        endpoint,
        requestHeaders,
        requestBody,
        responseType,
        responseBody,
        responseType,
        code,
        JSON.stringify({ 'Content-Type': responseType, 'Retry-After': code >= 500 || code === 429 ? '60' : undefined }),
        iso(ms),
        updated,
      );
    } else {
      const code = rng.pick([200, 200, 200, 201, 202]);
      rows.add(
        ...base,
        null,
        null,
        0,
        endpoint,
        requestHeaders,
        requestBody,
        'application/json',
        JSON.stringify({ ok: true, asset_id: vehicle.id, version: rng.int(1, 40) }),
        'application/json',
        code,
        JSON.stringify({ 'Content-Type': 'application/json', 'X-Request-Id': rng.token128() }),
        iso(ms),
        updated,
      );
    }
  }
  const dallas = sites.find((site) => site.code === 'DAL');
  const vehicle = dallas && vehiclesBySite.get(dallas.id)?.[0];
  if (dallas && vehicle) {
    const ms = reference - 12 * MINUTE;
    const content = { action: 'update', eventid: eventId + 1, vehicle_id: vehicle.id, table: 'vehicles', type: 'vehicle', model: markupModel };
    rows.add(
      dallas.id,
      'invalid',
      'console',
      JSON.stringify(content),
      'application/json',
      vehicle.id,
      `Model "${markupModel}" is not a known model <script>alert('xss')</script>`,
      null,
      1,
      `https://api.cubed.example.com/v2/companies/${dallas.def.cubedCompanyId}/assets/${vehicle.id}`,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      iso(ms),
      iso(ms + 2_000),
    );
  }
}
