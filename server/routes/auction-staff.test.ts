/**
 * The calls of the auction-staff screens of issue 5, over HTTP on the
 * seeded database, exactly as the console's list query builder sends them: vehicles,
 * dealers and their reps and defaults, the open gate pass report, the Carmax status and the
 * work-order settings. Each with its scoping (another site's rows are invisible or 404) and
 * its validation errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/http-server.ts';

let server: TestServer;
let admin: string;
let inspector: string;
let clerk: string;

type Row = Record<string, unknown>;
interface Page<T = Row> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, inspector, clerk] = await Promise.all([server.signIn('admin'), server.signIn('inspector'), server.signIn('clerk')]);
});
afterAll(() => server.close());

const get = (path: string, token = inspector) => server.call(path, { token });
async function page<T = Row>(path: string, token = inspector): Promise<Page<T>> {
  const response = await get(path, token);
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Page<T>;
}
async function one<T = Row>(path: string, token = inspector): Promise<T> {
  const response = await get(path, token);
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
/** Status and error message of a refused call. */
async function refusal(response: Response): Promise<[number, string]> {
  const body = (await response.json()) as { error?: { message?: string } };
  return [response.status, body.error?.message ?? '(no message)'];
}
const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown, token = inspector) => server.call(path, { method, token, json });
const scalar = <T = number>(sql: string, ...params: unknown[]) =>
  server.sqlite
    .prepare(sql)
    .pluck()
    .get(...params) as T;
const sorted = <T>(values: T[], compare: (a: T, b: T) => number) => [...values].sort(compare);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('vehicles list (/vehicles)', () => {
  const screen =
    '/v3/util/vehicles?page=1&per_page=10&order_by[]=vehicle_id|desc&site=DAL&with[]=vehicle_positions&with[]=seller&with[]=inspections&with[]=vehicle_image_main';

  it('loads the current site with the four relations, newest first', async () => {
    const result = await page(screen);
    expect(result.data).toHaveLength(10);
    expect(result.total).toBe(scalar('SELECT COUNT(*) FROM vehicles WHERE site_id = 1'));
    for (const vehicle of result.data) {
      expect(vehicle.site_id).toBe(1);
      expect(Object.keys(vehicle)).toEqual(expect.arrayContaining(['vehicle_positions', 'seller', 'inspections', 'vehicle_image_main', 'guid']));
    }
    const ids = result.data.map((vehicle) => vehicle.vehicle_id as number);
    expect(ids).toEqual(sorted(ids, (a, b) => b - a));
  });

  it('sorts by year, make and model in both directions', async () => {
    for (const [field, direction] of [
      ['autoyear', 'asc'],
      ['automake', 'desc'],
      ['automodel', 'asc'],
    ] as const) {
      const values = (await page(`/v3/util/vehicles?site=DAL&per_page=25&order_by[]=${field}|${direction}`)).data.map((v) => v[field] as string | number);
      const expected = sorted(values, (a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values, field).toEqual(direction === 'asc' ? expected : expected.reverse());
    }
  });

  it('filters on has / notHas inspections, active, last 6 (eq and like) and the seller number and name', async () => {
    const withInspection = await page<{ inspections: unknown[] }>(`${screen}&has[]=inspections&filters[0]=is_active|eq|Y`);
    expect(withInspection.total).toBeGreaterThan(0);
    expect(withInspection.data.every((vehicle) => vehicle.inspections.length > 0)).toBe(true);
    const without = await page<{ inspections: unknown[]; is_active: string }>(`${screen}&notHas[]=inspections&filters[0]=is_active|eq|N`);
    expect(without.total).toBeGreaterThan(0);
    expect(without.data.every((vehicle) => vehicle.inspections.length === 0 && vehicle.is_active === 'N')).toBe(true);
    expect(withInspection.total + (await page(`${screen}&notHas[]=inspections&filters[0]=is_active|eq|Y`)).total).toBe(
      (await page(`${screen}&filters[0]=is_active|eq|Y`)).total,
    );

    const sample = await one<{ last6: string; seller: { dealer_num: string; dealer_name: string } }>(
      `/v3/util/vehicles/${scalar('SELECT vehicle_id FROM vehicles WHERE site_id = 1 AND seller_id IS NOT NULL ORDER BY vehicle_id LIMIT 1')}?with[]=seller`,
    );
    const exact = await page<{ last6: string }>(`${screen}&filters[0]=last6|eq|${sample.last6}`);
    expect(exact.data.map((vehicle) => vehicle.last6)).toContain(sample.last6);
    expect(exact.data.every((vehicle) => vehicle.last6 === sample.last6)).toBe(true);
    const partial = await page<{ last6: string }>(`${screen}&filters[0]=last6|like|${sample.last6.slice(1, 4)}`);
    expect(partial.data.every((vehicle) => vehicle.last6.includes(sample.last6.slice(1, 4)))).toBe(true);

    const bySellerNumber = await page<{ seller: { dealer_num: string } }>(`${screen}&filters[0]=seller.dealer_num|eq|${sample.seller.dealer_num}`);
    expect(bySellerNumber.total).toBeGreaterThan(0);
    expect(bySellerNumber.data.every((vehicle) => vehicle.seller.dealer_num === sample.seller.dealer_num)).toBe(true);
    const word = sample.seller.dealer_name.split(' ')[0]?.toLowerCase() ?? '';
    const bySellerName = await page<{ seller: { dealer_name: string } }>(`${screen}&filters[0]=seller.dealer_name|like|${encodeURIComponent(word)}`);
    expect(bySellerName.total).toBeGreaterThan(0);
    expect(bySellerName.data.every((vehicle) => vehicle.seller.dealer_name.toLowerCase().includes(word))).toBe(true);
  });

  it('keeps other sites out: 403 for a site the user does not work at, another site’s vehicle is 404', async () => {
    expect(await refusal(await get(screen.replace('site=DAL', 'site=ATL')))).toEqual([403, 'Not authorized for site ATL']);
    const atl = scalar('SELECT vehicle_id FROM vehicles WHERE site_id = 2 LIMIT 1');
    expect((await get(`/v3/util/vehicles/${atl}`)).status).toBe(404);
    const adminView = await page(screen.replace('site=DAL', 'site=ATL'), admin);
    expect(adminView.data.every((vehicle) => vehicle.site_id === 2)).toBe(true);
  });

  it('refuses unknown names with a 400 naming them', async () => {
    expect(await refusal(await get(`${screen}&has[]=photos`))).toEqual([400, "Unknown relation 'photos' for vehicles"]);
    expect(await refusal(await get(`${screen}&filters[0]=seller.phone|eq|1`))).toEqual([400, "Cannot filter vehicles by 'seller.phone'"]);
    expect(await refusal(await get('/v3/util/vehicles?site=NOPE'))).toEqual([400, "Unknown site 'NOPE'"]);
  });

  it('takes a site code in any case, as sign-in and the public pages do', async () => {
    const upper = (await (await get('/v3/util/vehicles?site=DAL&per_page=1')).json()) as { total: number };
    const lower = (await (await get('/v3/util/vehicles?site=dal&per_page=1')).json()) as { total: number };
    expect(lower.total).toBe(upper.total);
    expect(upper.total).toBeGreaterThan(0);
  });
});

describe('dealers (/dealers, /dealers/{id})', () => {
  const list = '/v3/util/dealers?page=1&per_page=10&withCount[]=reps';

  it('lists the site’s dealers with their rep counts, newest id first', async () => {
    const result = await page<{ dealer_id: number; site_id: number; reps_count: number; address1: { city: string } }>(`${list}&order_by[]=dealer_id|desc`);
    expect(result.total).toBe(scalar('SELECT COUNT(*) FROM dealers WHERE site_id = 1'));
    const ids = result.data.map((dealer) => dealer.dealer_id);
    expect(ids).toEqual(sorted(ids, (a, b) => b - a));
    for (const dealer of result.data) {
      expect(dealer.site_id).toBe(1);
      expect(dealer.reps_count).toBe(scalar('SELECT COUNT(*) FROM dealer_reps WHERE dealer_id = ?', dealer.dealer_id));
      expect(typeof dealer.address1.city).toBe('string');
    }
  });

  it('sorts by number, name and AA#', async () => {
    for (const field of ['dealer_num', 'dealer_name', 'auction_access'] as const) {
      const values = (await page(`${list.replace('per_page=10', 'per_page=25')}&order_by[]=${field}|asc`)).data.map((dealer) => String(dealer[field]));
      expect(values, field).toEqual(sorted(values, byText));
    }
  });

  it('filters by city with like', async () => {
    const result = await page<{ addr1_city: string }>(`${list}&filters[0]=addr1_city|like|ALLA`);
    expect(result.total).toBeGreaterThan(0);
    expect(result.data.every((dealer) => dealer.addr1_city.toLowerCase().includes('alla'))).toBe(true);
  });

  it('gets one dealer with its defaults and options; another site’s dealer is 404', async () => {
    const id = scalar(
      'SELECT d.dealer_id FROM dealers d JOIN dealer_options o USING (dealer_id) JOIN dealer_defaults f USING (dealer_id) WHERE d.site_id = 1 LIMIT 1',
    );
    const dealer = await one<{ dealer_id: number; defaults: Row; options: { id: number; options: unknown } }>(
      `/v3/util/dealers/${id}?with[]=defaults&with[]=options`,
    );
    expect(dealer.dealer_id).toBe(id);
    expect(dealer.defaults).toMatchObject({ dealer_id: id, payment_method: expect.any(String) });
    expect(dealer.options.options).toMatchObject({ registration: { defaultLights: expect.any(Object), defaultAnnouncements: expect.any(Array) } });
    const atl = scalar('SELECT dealer_id FROM dealers WHERE site_id = 2 LIMIT 1');
    expect(await refusal(await get(`/v3/util/dealers/${atl}?with[]=defaults&with[]=options`))).toEqual([404, `No dealer with id ${atl}`]);
  });

  it('lists a dealer’s reps and gets one; another site’s rep is 404', async () => {
    const id = scalar(
      'SELECT dealer_id FROM dealer_reps r JOIN dealers d USING (dealer_id) WHERE d.site_id = 1 GROUP BY dealer_id HAVING COUNT(*) > 2 LIMIT 1',
    );
    const reps = await page<{ id: number; dealer_id: number; display_name: string }>(`/v3/util/dealer_reps?page=1&per_page=10&filters[0]=dealer_id|eq|${id}`);
    expect(reps.total).toBe(scalar('SELECT COUNT(*) FROM dealer_reps WHERE dealer_id = ?', id));
    expect(reps.data.every((rep) => rep.dealer_id === id)).toBe(true);
    const rep = await one<Row>(`/v3/util/dealer_reps/${reps.data[0]?.id}`);
    expect(Object.keys(rep).sort()).toEqual([
      'auction_access',
      'auth_flag',
      'auth_reason',
      'cubed_id',
      'dealer_id',
      'display_name',
      'id',
      'name_first',
      'name_last',
    ]);
    const atlRep = scalar('SELECT r.id FROM dealer_reps r JOIN dealers d USING (dealer_id) WHERE d.site_id = 2 LIMIT 1');
    expect((await get(`/v3/util/dealer_reps/${atlRep}`)).status).toBe(404);
    expect((await page(`/v3/util/dealer_reps?filters[0]=dealer_id|eq|${scalar('SELECT dealer_id FROM dealers WHERE site_id = 2 LIMIT 1')}`)).total).toBe(0);
  });

  it('loads the announcements for the Defaults tab, CUSTOM left out by the filter the tab sends', async () => {
    const all = await page<{ announcement: string }>('/v3/util/announcements?page=1&per_page=1000');
    expect(all.data.map((a) => a.announcement)).toContain('CUSTOM');
    const offered = await page<{ announcement: string }>('/v3/util/announcements?page=1&per_page=1000&filters[0]=announcement|sneq|CUSTOM');
    expect(offered.total).toBe(all.total - 1);
    expect(offered.data.map((a) => a.announcement)).not.toContain('CUSTOM');
  });
});

describe('dealer defaults (dealer_options)', () => {
  const document = (lights: Partial<Record<'red' | 'green' | 'white' | 'blue' | 'yellow', number>>, announcements: number[]) => ({
    options: { registration: { defaultLights: { red: 0, green: 0, white: 0, blue: 0, yellow: 0, ...lights }, defaultAnnouncements: announcements } },
  });
  let optionsId: number;
  const custom = () => scalar("SELECT announcement_id FROM announcements WHERE announcement = 'CUSTOM'");

  beforeAll(() => {
    optionsId = scalar('SELECT o.id FROM dealer_options o JOIN dealers d USING (dealer_id) WHERE d.site_id = 1 ORDER BY o.id LIMIT 1');
  });

  it('saves the lights and announcements with PUT and reads them back', async () => {
    const response = await send('PUT', `/v3/util/dealer_options/${optionsId}`, document({ red: 1, blue: 1 }, [3, 1]));
    expect(response.status).toBe(200);
    const saved = await one<{ options: unknown }>(`/v3/util/dealer_options/${optionsId}`);
    expect(saved.options).toEqual(document({ red: 1, blue: 1 }, [3, 1]).options);
  });

  it.each([
    // Inside the document, the refusal names the path in it.
    ['a light that is not 0 or 1', document({ red: 2 }, []), 'Invalid options.registration.defaultLights.red: a light is 0 (Off) or 1 (On)'],
    [
      'a missing light',
      { options: { registration: { defaultLights: { red: 0 }, defaultAnnouncements: [] } } },
      'options.registration.defaultLights.green is required',
    ],
    ['an unknown key', { options: { ...document({}, []).options, extra: 1 } }, "Field 'options.extra' cannot be written"],
    ['a fractional announcement', document({}, [1.5]), 'Invalid options.registration.defaultAnnouncements.0: an announcement is a whole number'],
    ['a repeated announcement', document({}, [3, 3]), 'Invalid options.registration.defaultAnnouncements: an announcement is listed twice'],
    ['an unknown announcement', document({}, [3, 999]), 'Invalid options: unknown or CUSTOM default announcement 999'],
    ['an unknown field', { ...document({}, []), note: 'x' }, "Field 'note' cannot be written"],
  ])('refuses %s with a 400 and writes nothing', async (_, body, message) => {
    const before = scalar<string>('SELECT options FROM dealer_options WHERE id = ?', optionsId);
    expect(await refusal(await send('PUT', `/v3/util/dealer_options/${optionsId}`, body))).toEqual([400, message]);
    expect(scalar<string>('SELECT options FROM dealer_options WHERE id = ?', optionsId)).toBe(before);
  });

  it('refuses CUSTOM as a default announcement and a change of dealer', async () => {
    expect(await refusal(await send('PUT', `/v3/util/dealer_options/${optionsId}`, document({}, [custom()])))).toEqual([
      400,
      `Invalid options: unknown or CUSTOM default announcement ${custom()}`,
    ]);
    const other = scalar('SELECT dealer_id FROM dealers WHERE site_id = 1 ORDER BY dealer_id DESC LIMIT 1');
    expect(await refusal(await send('PUT', `/v3/util/dealer_options/${optionsId}`, { dealer_id: other }))).toEqual([400, 'dealer_id cannot be changed']);
  });

  it('creates the options of a dealer that has none, once; another site’s dealer cannot get any', async () => {
    const bare = scalar(
      'SELECT dealer_id FROM dealers d WHERE site_id = 1 AND NOT EXISTS (SELECT 1 FROM dealer_options o WHERE o.dealer_id = d.dealer_id) LIMIT 1',
    );
    expect((await one<{ options: unknown }>(`/v3/util/dealers/${bare}?with[]=options`)).options).toBeNull();
    const created = await send('POST', '/v3/util/dealer_options', { dealer_id: bare, ...document({ green: 1 }, [2]) });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ dealer_id: bare, options: document({ green: 1 }, [2]).options });
    expect((await one<{ options: { options: unknown } }>(`/v3/util/dealers/${bare}?with[]=options`)).options.options).toEqual(
      document({ green: 1 }, [2]).options,
    );
    expect(await refusal(await send('POST', '/v3/util/dealer_options', { dealer_id: bare, ...document({}, []) }))).toEqual([
      409,
      'This dealer already has options: change them with PUT dealer_options/{id}',
    ]);
    expect(await refusal(await send('POST', '/v3/util/dealer_options', { dealer_id: bare }))).toEqual([400, 'options is required']);
    const atl = scalar(
      'SELECT dealer_id FROM dealers d WHERE site_id = 2 AND NOT EXISTS (SELECT 1 FROM dealer_options o WHERE o.dealer_id = d.dealer_id) LIMIT 1',
    );
    expect(await refusal(await send('POST', '/v3/util/dealer_options', { dealer_id: atl, ...document({}, []) }))).toEqual([400, `Unknown dealer_id '${atl}'`]);
  });

  it('answers 404 for another site’s options, read or write', async () => {
    const atl = scalar('SELECT o.id FROM dealer_options o JOIN dealers d USING (dealer_id) WHERE d.site_id = 2 LIMIT 1');
    expect((await get(`/v3/util/dealer_options/${atl}`)).status).toBe(404);
    expect((await send('PUT', `/v3/util/dealer_options/${atl}`, document({}, []))).status).toBe(404);
  });
});

describe('open gate pass report (gate_passes3, gate_statuses3)', () => {
  const report = '/v3/util/gate_passes3?page=1&per_page=10&with[]=vehicle&with[]=dealer&with[]=last_user&with[]=gate_status_obj';
  interface GatePass {
    gate_pass_id: number;
    site_id: number;
    gate_status: string;
    vehicle: { last6: string; is_active: string };
    dealer: { dealer_num: string; dealer_name: string } | null;
    last_user: Record<string, unknown> | null;
    gate_status_obj: { gate_status_desc: string };
  }

  it('lists the site’s gate passes with their vehicle, dealer, last user (username only) and status', async () => {
    const result = await page<GatePass>(report);
    expect(result.total).toBe(scalar('SELECT COUNT(*) FROM gate_passes WHERE site_id = 1'));
    for (const pass of result.data) {
      expect(pass.site_id).toBe(1);
      expect(pass.vehicle).toMatchObject({ last6: expect.any(String), is_active: expect.stringMatching(/^[YN]$/) });
      expect(pass.dealer).toMatchObject({ dealer_num: expect.any(String), dealer_name: expect.any(String) });
      if (pass.last_user) expect(Object.keys(pass.last_user)).toEqual(['username']);
      expect(pass.gate_status_obj.gate_status_desc).toBe(
        scalar<string>('SELECT gate_status_desc FROM gate_statuses WHERE gate_status_code = ?', pass.gate_status),
      );
    }
  });

  it('filters by gate status, dealer, vehicle last 6 and last user', async () => {
    const sample = (await page<GatePass>(`${report}&filters[0]=last_user_id|notnull|`)).data[0];
    if (!sample?.dealer || !sample.last_user) throw new Error('no complete gate pass');
    const checks: [string, (pass: GatePass) => boolean][] = [
      [`gate_status|eq|${sample.gate_status}`, (pass) => pass.gate_status === sample.gate_status],
      [`dealer.dealer_num|eq|${sample.dealer.dealer_num}`, (pass) => pass.dealer?.dealer_num === sample.dealer?.dealer_num],
      [
        `dealer.dealer_name|like|${sample.dealer.dealer_name.slice(0, 5)}`,
        (pass) => !!pass.dealer?.dealer_name.toLowerCase().includes(sample.dealer?.dealer_name.slice(0, 5).toLowerCase() ?? ''),
      ],
      [`vehicle.last6|like|${sample.vehicle.last6.slice(2)}`, (pass) => pass.vehicle.last6.includes(sample.vehicle.last6.slice(2))],
      [
        `last_user.username|like|${String(sample.last_user.username).slice(0, 3)}`,
        (pass) => String(pass.last_user?.username).includes(String(sample.last_user?.username).slice(0, 3)),
      ],
    ];
    for (const [filter, holds] of checks) {
      const result = await page<GatePass>(`${report}&filters[0]=${encodeURIComponent(filter)}`);
      expect(result.total, filter).toBeGreaterThan(0);
      expect(result.data.every(holds), filter).toBe(true);
    }
  });

  it('loads every gate status for the filter, and hides another site’s passes', async () => {
    const statuses = await page<{ gate_status_code: string; gate_status_desc: string }>('/v3/util/gate_statuses3?page=1&per_page=1000');
    expect(statuses.total).toBe(scalar('SELECT COUNT(*) FROM gate_statuses'));
    expect(statuses.data[0]).toEqual({ gate_status_code: expect.any(String), gate_status_desc: expect.any(String) });
    const atl = scalar('SELECT gate_pass_id FROM gate_passes WHERE site_id = 2 LIMIT 1');
    expect((await get(`/v3/util/gate_passes3/${atl}`)).status).toBe(404);
    expect(await refusal(await get(`${report}&filters[0]=last_user.full_name|like|a`))).toEqual([400, "Cannot filter gate_passes3 by 'last_user.full_name'"]);
  });

  it('serves the report logo of every seeded site', async () => {
    const codes = server.sqlite.prepare('SELECT code FROM sites ORDER BY id').pluck().all() as string[];
    expect(codes.length).toBeGreaterThanOrEqual(3);
    for (const code of codes) {
      const logo = await server.call(`/v3/images/site/${code}/auction_logo`);
      expect(logo.status, code).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/png');
    }
    expect(await refusal(await server.call('/v3/images/site/NOPE/auction_logo'))).toEqual([404, 'Image not found']);
  });
});

describe('Carmax status (GET /v3/integration/carmax/status/{siteCode})', () => {
  const status = (site: string, token = inspector, integration = 'carmax') => server.call(`/v3/integration/${integration}/status/${site}`, { token });

  it('lists the site’s name/value entries in order, a list value as a list', async () => {
    const response = await status('DAL');
    expect(response.status).toBe(200);
    const { response: entries } = (await response.json()) as { response: { name: string; value: string | string[] }[] };
    const stored = server.sqlite.prepare("SELECT name FROM integration_status WHERE site_id = 1 AND integration = 'carmax' ORDER BY sort_order").pluck().all();
    expect(entries.map((entry) => entry.name)).toEqual(stored);
    expect(entries.find((entry) => entry.name === 'Enabled')?.value).toBe('Yes');
    expect(entries.find((entry) => entry.name === 'Lots Included')?.value).toEqual(['Lot A', 'Lot C']);
    expect(entries.every((entry) => typeof entry.value === 'string' || (Array.isArray(entry.value) && entry.value.every((v) => typeof v === 'string')))).toBe(
      true,
    );
  });

  it('gives each site its own status (an admin may ask for any site, in any case)', async () => {
    const dal = (await (await status('DAL', admin)).json()) as { response: { name: string; value: unknown }[] };
    const atl = (await (await status('atl', admin)).json()) as { response: { name: string; value: unknown }[] };
    expect(atl.response.find((entry) => entry.name === 'Lots Included')?.value).toEqual(['Lot 1', 'Lot 2', 'Overflow']);
    expect(atl.response.find((entry) => entry.name === 'Endpoint')?.value).not.toEqual(dal.response.find((entry) => entry.name === 'Endpoint')?.value);
  });

  it('refuses another site, an unknown site or integration, staff without the administration security, and no sign-in', async () => {
    expect(await refusal(await status('ATL'))).toEqual([403, 'Not authorized for site ATL']);
    expect(await refusal(await status('XYZ'))).toEqual([404, "Unknown site 'XYZ'"]);
    expect(await refusal(await status('DAL', inspector, 'autograde'))).toEqual([404, "Unknown integration 'autograde'"]);
    expect(await refusal(await status('DAL', clerk))).toEqual([403, 'The integration status needs the administration security']);
    expect(await refusal(await server.call('/v3/integration/carmax/status/DAL'))).toEqual([401, 'Authentication required. Please sign in.']);
  });
});

describe('work-order settings', () => {
  interface Mapping {
    id: number;
    is_active: number;
    transaction_code: { transaction_code: string; description: string } | null;
  }
  interface ActionCode {
    action_code: string;
    action_desc: string;
    wo_mapping: Mapping | null;
  }
  const actionCodes = (query = '', token = inspector) => page<ActionCode>(`/v3/util/action_codes?page=1&per_page=1000&with[]=wo_mapping${query}`, token);

  describe('action codes with their mapping at the caller’s site', () => {
    it('gives each action code the mapping of the user’s site: id, is_active and the transaction code as an object', async () => {
      const result = await actionCodes();
      expect(result.total).toBe(scalar('SELECT COUNT(*) FROM action_codes'));
      for (const code of result.data) {
        const stored = server.sqlite
          .prepare(
            'SELECT m.id, m.is_active, m.transaction_code, t.description FROM wo_action_mappings m LEFT JOIN transaction_codes t USING (transaction_code) WHERE m.site_id = 1 AND m.action_code = ?',
          )
          .get(code.action_code) as { id: number; is_active: number; transaction_code: string | null; description: string | null } | undefined;
        if (!stored) {
          expect(code.wo_mapping, code.action_code).toBeNull();
          continue;
        }
        expect(code.wo_mapping).toMatchObject({
          id: stored.id,
          is_active: stored.is_active,
          transaction_code: stored.transaction_code ? { transaction_code: stored.transaction_code, description: stored.description } : null,
        });
      }
      expect(result.data.some((code) => code.wo_mapping === null)).toBe(true);
    });

    it('follows the site parameter (an admin must name one), and filters on the mapping', async () => {
      const atl = await actionCodes('&site=ATL', admin);
      const atlIds = atl.data.flatMap((code) => (code.wo_mapping ? [code.wo_mapping.id] : []));
      expect(atlIds.length).toBeGreaterThan(0);
      expect(atlIds.every((id) => scalar('SELECT site_id FROM wo_action_mappings WHERE id = ?', id) === 2)).toBe(true);
      expect(await refusal(await get('/v3/util/action_codes?with[]=wo_mapping', admin))).toEqual([
        400,
        'site is required for wo_mapping: name the site whose records to relate (?site=CODE)',
      ]);
      expect(await refusal(await get('/v3/util/action_codes?with[]=wo_mapping&site=ATL'))).toEqual([403, 'Not authorized for site ATL']);
      expect((await get('/v3/util/action_codes', admin)).status).toBe(200);

      const unmapped = await page<ActionCode>('/v3/util/action_codes?notHas[]=wo_mapping&with[]=wo_mapping');
      expect(unmapped.total).toBe(
        scalar(
          'SELECT COUNT(*) FROM action_codes a WHERE NOT EXISTS (SELECT 1 FROM wo_action_mappings m WHERE m.site_id = 1 AND m.action_code = a.action_code)',
        ),
      );
      const active = await page<ActionCode>('/v3/util/action_codes?filters[0]=wo_mapping.is_active|eq|1&with[]=wo_mapping');
      expect(active.data.every((code) => code.wo_mapping?.is_active === 1)).toBe(true);
    });

    it('saves the active toggle and the transaction code of a mapping (PUT wo_action_mappings/{id})', async () => {
      const mapped = (await actionCodes()).data.find((code) => code.wo_mapping !== null);
      if (!mapped?.wo_mapping) throw new Error('no mapping at DAL');
      const { id } = mapped.wo_mapping;
      const flipped = mapped.wo_mapping.is_active === 1 ? 0 : 1;
      expect((await send('PUT', `/v3/util/wo_action_mappings/${id}`, { is_active: flipped })).status).toBe(200);
      expect((await send('PUT', `/v3/util/wo_action_mappings/${id}`, { transaction_code: 'DTL' })).status).toBe(200);
      const after = (await actionCodes()).data.find((code) => code.action_code === mapped.action_code);
      expect(after?.wo_mapping).toMatchObject({ id, is_active: flipped, transaction_code: { transaction_code: 'DTL', description: 'Detail' } });
      expect((await send('PUT', `/v3/util/wo_action_mappings/${id}`, { transaction_code: null })).status).toBe(200);
      expect((await actionCodes()).data.find((code) => code.action_code === mapped.action_code)?.wo_mapping?.transaction_code).toBeNull();

      expect(await refusal(await send('PUT', `/v3/util/wo_action_mappings/${id}`, { is_active: 2 }))).toEqual([400, 'Invalid is_active: must be 0 or 1']);
      expect(await refusal(await send('PUT', `/v3/util/wo_action_mappings/${id}`, { transaction_code: 'NOPE' }))).toEqual([
        400,
        "Unknown transaction_code 'NOPE'",
      ]);
      expect(await refusal(await send('PUT', `/v3/util/wo_action_mappings/${id}`, { action_code: 'RPR' }))).toEqual([400, 'action_code cannot be changed']);
      expect(await refusal(await send('PUT', `/v3/util/wo_action_mappings/${id}`, { is_active: 1 }, clerk))).toEqual([
        403,
        'Changing wo_action_mappings needs the administration security',
      ]);
      const atl = scalar('SELECT id FROM wo_action_mappings WHERE site_id = 2 LIMIT 1');
      expect((await send('PUT', `/v3/util/wo_action_mappings/${atl}`, { is_active: 1 })).status).toBe(404);
    });

    it('creates the mapping of an action code that has none at the site, once (POST wo_action_mappings)', async () => {
      const unmapped = (await actionCodes()).data.find((code) => code.wo_mapping === null);
      if (!unmapped) throw new Error('every action code is mapped at DAL');
      const created = await send('POST', '/v3/util/wo_action_mappings', { action_code: unmapped.action_code, is_active: 1, transaction_code: 'MECH' });
      expect(created.status).toBe(201);
      expect(await created.json()).toMatchObject({ site_id: 1, action_code: unmapped.action_code, is_active: 1, transaction_code: 'MECH' });
      expect((await actionCodes()).data.find((code) => code.action_code === unmapped.action_code)?.wo_mapping).toMatchObject({
        is_active: 1,
        transaction_code: { transaction_code: 'MECH' },
      });
      expect(await refusal(await send('POST', '/v3/util/wo_action_mappings', { action_code: unmapped.action_code }))).toEqual([
        409,
        'This action code already has a mapping at this site: change it with PUT wo_action_mappings/{id}',
      ]);
      expect(await refusal(await send('POST', '/v3/util/wo_action_mappings', { action_code: 'ZZZ' }))).toEqual([400, "Unknown action_code 'ZZZ'"]);
      expect(await refusal(await send('POST', '/v3/util/wo_action_mappings', { is_active: 1 }))).toEqual([400, 'action_code is required']);
    });
  });

  describe('transaction exclusions', () => {
    interface TransactionCode {
      transaction_code: string;
      wo_exclusion: { id: number } | null;
    }
    const exclusions = () => page<TransactionCode>('/v3/util/transaction_codes_exclusions?page=1&per_page=1000');

    it('gives each transaction code its exclusion at the caller’s site, or null', async () => {
      const result = await exclusions();
      expect(result.total).toBe(scalar('SELECT COUNT(*) FROM transaction_codes'));
      const excluded = server.sqlite.prepare('SELECT transaction_code FROM wo_transaction_exclusions WHERE site_id = 1 ORDER BY 1').pluck().all();
      expect(
        result.data
          .filter((code) => code.wo_exclusion)
          .map((code) => code.transaction_code)
          .sort(),
      ).toEqual(excluded);
      expect((await page<TransactionCode>('/v3/util/transaction_codes?per_page=1000&with[]=wo_exclusion')).data).toEqual(result.data);
      expect((await page<TransactionCode>('/v3/util/transaction_codes_exclusions?has[]=wo_exclusion')).total).toBe(excluded.length);
    });

    it('turns a code Inactive by creating an exclusion and Active again by deleting it', async () => {
      const active = (await exclusions()).data.find((code) => code.wo_exclusion === null);
      if (!active) throw new Error('every code is excluded');
      const created = await send('POST', '/v3/util/wo_transaction_exclusions', { transaction_code: active.transaction_code });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      expect((await exclusions()).data.find((code) => code.transaction_code === active.transaction_code)?.wo_exclusion).toMatchObject({ id });
      expect(await refusal(await send('POST', '/v3/util/wo_transaction_exclusions', { transaction_code: active.transaction_code }))).toEqual([
        409,
        'This transaction code is already excluded at this site',
      ]);
      expect((await send('DELETE', `/v3/util/wo_transaction_exclusions/${id}`)).status).toBe(200);
      expect((await exclusions()).data.find((code) => code.transaction_code === active.transaction_code)?.wo_exclusion).toBeNull();
      expect((await send('DELETE', `/v3/util/wo_transaction_exclusions/${id}`)).status).toBe(404);
    });

    it('refuses an unknown code, staff without the administration security, and another site’s exclusion', async () => {
      expect(await refusal(await send('POST', '/v3/util/wo_transaction_exclusions', { transaction_code: 'NOPE' }))).toEqual([
        400,
        "Unknown transaction_code 'NOPE'",
      ]);
      expect(await refusal(await send('POST', '/v3/util/wo_transaction_exclusions', {}))).toEqual([400, 'transaction_code is required']);
      expect((await send('POST', '/v3/util/wo_transaction_exclusions', { transaction_code: 'DTL' }, clerk)).status).toBe(403);
      const atl = scalar('SELECT id FROM wo_transaction_exclusions WHERE site_id = 2 LIMIT 1');
      expect((await send('DELETE', `/v3/util/wo_transaction_exclusions/${atl}`)).status).toBe(404);
    });
  });

  describe('shops', () => {
    interface Shop {
      id: number;
      name: string;
      description: string | null;
      deleted_at: string | null;
    }
    const shops = (query = '') => page<Shop>(`/v3/util/wo_shops?with_trashed=1&with_none=1&order_by[]=deleted_at|asc&order_by[]=name|asc${query}`);

    it('lists "None" first, then the active shops by name, then the deleted ones by deletion date', async () => {
      const result = await shops('&per_page=1000');
      const stored = scalar('SELECT COUNT(*) FROM wo_shops WHERE site_id = 1');
      expect(result.total).toBe(stored + 1);
      const [none, ...rest] = result.data;
      expect(none).toEqual({ id: 0, site_id: null, name: 'None', description: null, created_at: null, deleted_at: null });
      const active = rest.filter((shop) => shop.deleted_at === null);
      const deleted = rest.filter((shop) => shop.deleted_at !== null);
      expect(deleted.length).toBeGreaterThan(0);
      expect(rest).toEqual([...active, ...deleted]);
      expect(active.map((shop) => shop.name)).toEqual(
        sorted(
          active.map((shop) => shop.name),
          byText,
        ),
      );
      expect(deleted.map((shop) => shop.deleted_at ?? '')).toEqual(
        sorted(
          deleted.map((shop) => shop.deleted_at ?? ''),
          byText,
        ),
      );
      expect((await page<Shop>('/v3/util/wo_shops?per_page=1000')).data.every((shop) => shop.deleted_at === null && shop.id !== 0)).toBe(true);
    });

    it('pages through "None" and the shops without a gap or a repeat', async () => {
      const all = (await shops('&per_page=1000')).data.map((shop) => shop.id);
      const pages = [];
      for (let n = 1; n <= Math.ceil(all.length / 3); n++) pages.push(...(await shops(`&per_page=3&page=${n}`)).data.map((shop) => shop.id));
      expect(pages).toEqual(all);
      expect((await shops('&per_page=3&page=1')).last_page).toBe(Math.ceil(all.length / 3));
    });

    it('adds a shop with a required name and a description, and soft-deletes it', async () => {
      const created = await send('POST', '/v3/util/wo_shops', { name: '  Paint Booth 2 ', description: 'Second paint booth' });
      expect(created.status).toBe(201);
      const shop = (await created.json()) as Shop & { site_id: number };
      expect(shop).toMatchObject({ name: 'Paint Booth 2', description: 'Second paint booth', site_id: 1, deleted_at: null });
      expect((await shops('&per_page=1000')).data.map((s) => s.id)).toContain(shop.id);
      expect(await refusal(await send('POST', '/v3/util/wo_shops', { name: 'paint booth 2' }))).toEqual([
        409,
        'A shop named paint booth 2 already exists at this site',
      ]);

      expect((await send('DELETE', `/v3/util/wo_shops/${shop.id}`)).status).toBe(200);
      const deleted = (await shops('&per_page=1000')).data.find((s) => s.id === shop.id);
      expect(deleted?.deleted_at).toEqual(expect.any(String));
      expect((await page<Shop>('/v3/util/wo_shops?per_page=1000')).data.map((s) => s.id)).not.toContain(shop.id);
      expect((await send('DELETE', `/v3/util/wo_shops/${shop.id}`)).status).toBe(404);
      expect(scalar('SELECT COUNT(*) FROM wo_shops WHERE id = ?', shop.id)).toBe(1);
    });

    it.each([
      [{ description: 'x' }, 'name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      [{ name: 'Ok', description: 5 }, 'Invalid description: must be text'],
    ])('refuses a shop %j with a 400', async (body, message) => {
      expect(await refusal(await send('POST', '/v3/util/wo_shops', body))).toEqual([400, message]);
    });

    it('refuses bad switches, "None" and another site’s shop, and staff without the administration security', async () => {
      expect(await refusal(await get('/v3/util/wo_shops?with_none=yes'))).toEqual([400, 'with_none must be 1 or 0']);
      expect(await refusal(await get('/v3/util/wo_shops?with_trashed=2'))).toEqual([400, 'with_trashed must be 1 or 0']);
      expect((await send('DELETE', '/v3/util/wo_shops/0')).status).toBe(404);
      const atl = scalar('SELECT id FROM wo_shops WHERE site_id = 2 AND deleted_at IS NULL LIMIT 1');
      expect((await send('DELETE', `/v3/util/wo_shops/${atl}`)).status).toBe(404);
      expect(await refusal(await send('POST', '/v3/util/wo_shops', { name: 'Clerk Shop' }, clerk))).toEqual([
        403,
        'Changing wo_shops needs the administration security',
      ]);
      expect(
        await refusal(
          await send('DELETE', `/v3/util/wo_shops/${scalar('SELECT id FROM wo_shops WHERE site_id = 1 AND deleted_at IS NULL LIMIT 1')}`, undefined, clerk),
        ),
      ).toEqual([403, 'Changing wo_shops needs the administration security']);
      expect((await page('/v3/util/wo_shops?with_trashed=1', clerk)).total).toBe(scalar('SELECT COUNT(*) FROM wo_shops WHERE site_id = 1'));
    });
  });
});
