/**
 * The log screens of issue 6 over HTTP on the seeded database, as the console calls them:
 * API Logs (list and full record, with the multi-megabyte and markup bodies), AA Validation,
 * Spincar, Badge and Valuation History logs, and the schedule logs of the dashboard.
 * Filters, sorts, paging (5, 10, 25), the refusals of bad input and of non-admins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCalls, byText, isSorted, refusal, type Row, startAdminApi } from '../test/calls.ts';
import type { TestServer } from '../test/http-server.ts';

let server: TestServer, calls: ApiCalls, admin: string, inspector: string, cloudUser: string;

beforeAll(async () => {
  ({ server, calls, admin, inspector, cloudUser } = await startAdminApi());
});
afterAll(() => server.close());

const page = <T = Row>(path: string) => calls.page<T>(path, admin);
const one = <T = Row>(path: string) => calls.one<T>(path, admin);

describe('API Logs (/apilogs)', () => {
  const screen = '/v3/admin/apilogs?paginate2=1&order_by[]=id|desc&with[]=site';

  it('pages the log newest first, 5, 10 or 25 rows, with the site and without the large fields', async () => {
    const ten = await page<{ id: number; site: { code: string } | null }>(`${screen}&per_page=10&page=1`);
    expect(ten.data).toHaveLength(10);
    expect(ten.total).toBe(calls.scalar('SELECT count(*) FROM api_logs WHERE id <= ?', ten.data[0]?.id));
    expect(
      isSorted(
        ten.data.map((row) => -row.id),
        (a, b) => a - b,
      ),
    ).toBe(true);
    // The log grows with every call (this test's too): pages are compared on Dallas's seeded rows.
    const dallas = `${screen}&filters[0]=site_id|eq|1`;
    const tenOfDallas = await page<{ id: number }>(`${dallas}&per_page=10&page=1`);
    const five = await page<{ id: number }>(`${dallas}&per_page=5&page=2`);
    expect(five.data.map((row) => row.id)).toEqual(tenOfDallas.data.slice(5).map((row) => row.id));
    const many = await page(`${screen}&per_page=25&page=3`);
    expect(many).toMatchObject({ current_page: 3, per_page: 25 });
    expect(many.data).toHaveLength(25);
    for (const row of many.data) {
      expect(Object.keys(row)).toEqual(expect.arrayContaining(['id', 'created_at', 'site_id', 'site', 'user', 'method', 'route', 'params', 'response_status']));
      expect(row).not.toHaveProperty('response_content');
      expect(row).not.toHaveProperty('request_headers');
    }
    const sited = (await page<{ site_id: number | null; site: { code: string } | null }>(`${screen}&per_page=25&filters[0]=site_id|eq|2`)).data;
    expect(sited.every((row) => row.site_id === 2 && row.site?.code === 'ATL')).toBe(true);
  });

  it('filters by method, route, user and status, and sorts by the columns', async () => {
    const puts = await page<{ method: string }>(`${screen}&per_page=25&filters[0]=method|eq|PUT`);
    expect(puts.total).toBe(calls.scalar("SELECT count(*) FROM api_logs WHERE method = 'PUT'"));
    expect(puts.data.every((row) => row.method === 'PUT')).toBe(true);
    const flumbus = await page<{ route: string }>(`${screen}&per_page=25&filters[0]=route|like|/v3/admin/flumbus`);
    expect(flumbus.total).toBeGreaterThan(0);
    expect(flumbus.data.every((row) => row.route.startsWith('/v3/admin/flumbus'))).toBe(true);
    const mine = await page<{ user: string }>(`${screen}&per_page=25&filters[0]=user|eq|inspector&filters[1]=response_status|eq|200`);
    expect(mine.total).toBe(calls.scalar("SELECT count(*) FROM api_logs WHERE user = 'inspector' AND response_status = 200"));
    const byRoute = await page<{ route: string }>('/v3/admin/apilogs?per_page=25&order_by[]=route|asc');
    expect(
      isSorted(
        byRoute.data.map((row) => row.route),
        byText,
      ),
    ).toBe(true);
    const byUser = await page<{ user: string | null }>('/v3/admin/apilogs?per_page=25&order_by[]=user|desc&filters[0]=user|notnull|');
    expect(isSorted(byUser.data.map((row) => row.user ?? '').reverse(), byText)).toBe(true);
  });

  it('gives the full record: headers, request and response bodies with their types', async () => {
    const [put] = (await page<{ id: number }>(`${screen}&per_page=1&filters[0]=method|eq|PUT`)).data;
    const full = await one<Row>(`/v3/admin/apilogsfull/${put?.id}`);
    expect(Object.keys(full)).toEqual(
      expect.arrayContaining(['request_headers', 'request_content_type', 'request_content', 'response_content_type', 'response_content', 'params']),
    );
    expect(JSON.parse(String(full.request_headers))).toMatchObject({ Host: 'api.example.com' });
    expect(await one(`/v3/admin/apilogs/${put?.id}`)).toEqual(full);
  });

  it('serves the body of several megabytes whole, only on the full record', async () => {
    const exports = await page<{ id: number; route: string }>(
      `${screen}&per_page=5&filters[0]=user|eq|admin@example.com&filters[1]=route|eq|/v3/util/vehicles`,
    );
    expect(exports.total).toBe(1);
    const id = exports.data[0]?.id;
    const response = await server.call(`/v3/admin/apilogsfull/${id}`, { token: admin });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const full = (await response.json()) as { response_content: string; response_content_type: string };
    expect(full.response_content.length).toBeGreaterThan(3_500_000);
    expect(full.response_content_type).toBe('application/json');
    expect((JSON.parse(full.response_content) as { data: unknown[] }).data).toHaveLength(1000);
  });

  it('serves markup in bodies and headers as it was logged, inside JSON (for the console to show as text)', async () => {
    const [rep] = (
      await page<{ id: number }>(`${screen}&per_page=1&filters[0]=route|like|/v3/util/dealer_reps/&filters[1]=method|eq|PUT&filters[2]=user|notnull|`)
    ).data;
    expect(rep).toBeDefined();
    const response = await server.call(`/v3/admin/apilogsfull/${rep?.id}`, { token: admin });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const full = (await response.json()) as Record<string, string>;
    expect(JSON.parse(full.request_content ?? '{}')).toMatchObject({ display_name: '<img src=x onerror=alert(1)>' });
    expect(full.response_content).toContain("<script>alert('xss')</script>");
    expect(JSON.parse(full.request_headers ?? '{}')['User-Agent']).toContain('<img src=x onerror=alert(1)>');

    const types = calls.rows<{ request_content_type: string | null; response_content_type: string | null }>(
      "SELECT request_content_type, response_content_type FROM api_logs WHERE (request_content LIKE '%<script>%' OR response_content LIKE '%<script%') ORDER BY id",
    );
    const seen = types.flatMap((row) => [row.request_content_type, row.response_content_type]).join(' ');
    for (const type of ['application/json', 'application/xml', 'text/html', 'text/plain']) expect(seen).toContain(type);
  });

  it('answers bad list input with 400 naming it, and non-admins with 403 Not Authorized', async () => {
    const cases: [string, string][] = [
      ['/v3/admin/apilogs?filters[0]=request_content|like|x', "Cannot filter api_logs by 'request_content'"],
      ['/v3/admin/apilogs?order_by[]=response_content|asc', "Cannot sort api_logs by 'response_content'"],
      ['/v3/admin/apilogs?filters[0]=site_id|eq|DAL', 'Filter value for site_id must be a whole number (at most 15 digits)'],
      ['/v3/admin/apilogs?per_page=0', 'per_page must be a positive integer'],
      ['/v3/admin/apilogs?with[]=user', "Unknown relation 'user' for api_logs"],
      ['/v3/admin/apilogs?site=DAL', "Unknown parameter 'site' for api_logs"],
    ];
    for (const [path, message] of cases) expect(await refusal(await server.call(path, { token: admin })), path).toEqual([400, message]);
    expect(await refusal(await server.call('/v3/admin/apilogsfull/99999999', { token: admin }))).toEqual([404, 'No API log with id 99999999']);
    for (const token of [inspector, cloudUser]) {
      for (const path of ['/v3/admin/apilogs', '/v3/admin/apilogsfull/1', '/v3/util/api_logs']) {
        expect(await refusal(await server.call(path, { token })), path).toEqual([403, 'Not Authorized']);
      }
    }
    expect((await server.call('/v3/admin/apilogs')).status).toBe(401);
  });
});

describe('AA Validation Logs (/aavalidationlogs)', () => {
  const screen = '/v3/util/api_aavalidation_logs?paginate2=1&order_by[]=id|desc&with[]=site';

  it('lists id, site, person, success, message, valid with the request and response bodies', async () => {
    const result = await page<Row & { site: { code: string } }>(`${screen}&per_page=10`);
    expect(result.total).toBe(calls.scalar('SELECT count(*) FROM api_aavalidation_logs'));
    for (const row of result.data) {
      expect(Object.keys(row)).toEqual(expect.arrayContaining(['id', 'created_at', 'site', 'person_id', 'success', 'message', 'valid', 'payload', 'response']));
      expect(JSON.parse(String(row.payload))).toHaveProperty('auctionAccessId', row.person_id);
    }
  });

  it('filters by success, validity, person and site, and sorts by person', async () => {
    const failed = await page<{ success: number; response: string | null }>(`${screen}&per_page=25&filters[0]=success|eq|0`);
    expect(failed.total).toBe(calls.scalar('SELECT count(*) FROM api_aavalidation_logs WHERE success = 0'));
    expect(failed.data.every((row) => row.success === 0 && row.response === null)).toBe(true);
    const invalid = await page<{ valid: number }>(`${screen}&per_page=25&filters[0]=valid|eq|0&filters[1]=site_id|eq|3`);
    expect(invalid.total).toBe(calls.scalar('SELECT count(*) FROM api_aavalidation_logs WHERE valid = 0 AND site_id = 3'));
    const person = String(calls.scalar('SELECT person_id FROM api_aavalidation_logs ORDER BY id LIMIT 1'));
    const found = await page<{ person_id: string }>(`${screen}&filters[0]=person_id|eq|${person}`);
    expect(found.data.every((row) => row.person_id === person)).toBe(true);
    const sorted = await page<{ person_id: string }>('/v3/util/api_aavalidation_logs?per_page=25&order_by[]=person_id|asc');
    expect(
      isSorted(
        sorted.data.map((row) => row.person_id),
        byText,
      ),
    ).toBe(true);
    expect(await refusal(await server.call('/v3/util/api_aavalidation_logs', { token: inspector }))).toEqual([403, 'Not Authorized']);
  });
});

describe('Spincar Logs (/spincarlogs)', () => {
  it('lists the Spincar site, the vehicle (for its link), asset and error; the payload on the single record', async () => {
    const result = await page<Row & { vehicle: { vehicle_id: number; vin: string } | null; site: { code: string } }>(
      '/v3/admin/spincarlogs?paginate2=1&per_page=10&order_by[]=id|desc&with[]=site&with[]=vehicle',
    );
    for (const row of result.data) {
      expect(Object.keys(row)).toEqual(expect.arrayContaining(['id', 'created_at', 'site', 'spincar_auction_code', 'vehicle_id', 'asset_id', 'error']));
      expect(row).not.toHaveProperty('spincar_payload');
      expect(row.vehicle?.vehicle_id).toBe(row.vehicle_id);
      expect(row.vehicle?.vin).toBe(row.spincar_asset_identifier);
    }
    const first = result.data[0];
    const single = await one<{ spincar_payload: string }>(`/v3/admin/spincarlogs/${first?.id}`);
    expect(JSON.parse(single.spincar_payload)).toMatchObject({ asset_id: first?.asset_id });
    expect(await one(`/v3/util/api_spincar_logs/${first?.id}`)).toEqual(single);
  });

  it('filters by error, vehicle and Spincar site; sorts by vehicle', async () => {
    const errors = await page<{ error: string | null }>('/v3/admin/spincarlogs?per_page=25&filters[0]=error|notnull|');
    expect(errors.total).toBe(calls.scalar('SELECT count(*) FROM api_spincar_logs WHERE error IS NOT NULL'));
    expect(errors.data.every((row) => row.error)).toBe(true);
    const vehicleId = Number(calls.scalar('SELECT vehicle_id FROM api_spincar_logs ORDER BY id DESC LIMIT 1'));
    const ofVehicle = await page<{ vehicle_id: number }>(`/v3/admin/spincarlogs?filters[0]=vehicle_id|eq|${vehicleId}`);
    expect(ofVehicle.data.every((row) => row.vehicle_id === vehicleId)).toBe(true);
    const phoenix = await page<{ spincar_auction_code: string }>('/v3/admin/spincarlogs?per_page=25&filters[0]=spincar_auction_code|eq|phoenixautoauction');
    expect(phoenix.total).toBe(calls.scalar('SELECT count(*) FROM api_spincar_logs WHERE site_id = 3'));
    const sorted = await page<{ vehicle_id: number }>('/v3/admin/spincarlogs?per_page=25&order_by[]=vehicle_id|desc');
    expect(
      isSorted(
        sorted.data.map((row) => -row.vehicle_id),
        (a, b) => a - b,
      ),
    ).toBe(true);
    expect(await refusal(await server.call('/v3/admin/spincarlogs?filters[0]=vehicle_id|eq|abc', { token: admin }))).toEqual([
      400,
      'Filter value for vehicle_id must be a whole number (at most 15 digits)',
    ]);
    expect(await refusal(await server.call('/v3/admin/spincarlogs/1', { token: inspector }))).toEqual([403, 'Not Authorized']);
  });
});

describe('Badge Logs (/apibadgelogs)', () => {
  const screen = '/v3/util/api_badge_logs?paginate2=1&order_by[]=id|desc&with[]=site';

  it('lists every column of the screen; errored rows carry the error and may have no site', async () => {
    const result = await page<Row>(`${screen}&per_page=10`);
    for (const row of result.data) {
      expect(Object.keys(row)).toEqual(
        expect.arrayContaining([
          'id',
          'site',
          'rep_cubed_id',
          'rep_auction_access',
          'dealer_cubed_id',
          'dealer_auction_access',
          'bidder_badge',
          'oktobuy',
          'credit_limit',
          'has_error',
          'error_message',
          'error_message_text',
          'response',
          'created_at',
        ]),
      );
    }
    const errors = await page<{ has_error: number; error_message: string; error_message_text: string; site: unknown; site_id: number | null }>(
      `${screen}&per_page=25&filters[0]=has_error|eq|1`,
    );
    expect(errors.total).toBe(calls.scalar('SELECT count(*) FROM api_badge_logs WHERE has_error = 1'));
    expect(errors.data.every((row) => row.has_error === 1 && row.error_message)).toBe(true);
    expect(errors.data.some((row) => row.site_id === null && row.site === null)).toBe(true);
    // The newest row's error text holds markup, served as it is.
    expect(String(errors.data[0]?.error_message_text ?? '')).toContain('<script>');
  });

  it('filters by badge, dealer and OK to buy; sorts by credit limit', async () => {
    const badge = String(calls.scalar('SELECT bidder_badge FROM api_badge_logs WHERE bidder_badge IS NOT NULL ORDER BY id LIMIT 1'));
    const found = await page<{ bidder_badge: string }>(`${screen}&filters[0]=bidder_badge|eq|${badge}`);
    expect(found.total).toBeGreaterThan(0);
    expect(found.data.every((row) => row.bidder_badge === badge)).toBe(true);
    const noBuy = await page<{ oktobuy: number }>(`${screen}&filters[0]=oktobuy|eq|0&per_page=25`);
    expect(noBuy.total).toBe(calls.scalar('SELECT count(*) FROM api_badge_logs WHERE oktobuy = 0'));
    const limits = (await page<{ credit_limit: number }>('/v3/util/api_badge_logs?per_page=25&order_by[]=credit_limit|desc')).data.map(
      (row) => row.credit_limit,
    );
    expect(limits[0]).toBe(calls.scalar('SELECT max(credit_limit) FROM api_badge_logs'));
    expect(isSorted([...limits].reverse(), (a, b) => a - b)).toBe(true);
    expect(await refusal(await server.call('/v3/util/api_badge_logs?order_by[]=response|asc', { token: admin }))).toEqual([
      400,
      "Cannot sort api_badge_logs by 'response'",
    ]);
  });
});

describe('Valuation History (/valuationlogs)', () => {
  const screen = '/v3/util/api_valuation_logs?paginate2=1&per_page=10&page=1&with[]=site';

  it('lists newest first by default, with the site name and the stored JSON for the Data dialog', async () => {
    const result = await page<{ id: number; vin: string; json: string; site: { name: string; code: string } }>(screen);
    expect(
      isSorted(
        result.data.map((row) => -row.id),
        (a, b) => a - b,
      ),
    ).toBe(true);
    for (const row of result.data) {
      expect(row.site.name).toMatch(/Auto Auction$/);
      expect(JSON.parse(row.json)).toMatchObject({ vin: row.vin });
    }
  });

  it('filters by site (by code or id), vehicle id, exact VIN and fuzzy VIN', async () => {
    const atl = await page<{ site_id: number }>(`${screen}&filters[0]=site.code|eq|ATL`);
    expect(atl.total).toBe(calls.scalar('SELECT count(*) FROM api_valuation_logs WHERE site_id = 2'));
    expect(atl.data.every((row) => row.site_id === 2)).toBe(true);
    expect((await page(`${screen}&filters[0]=site_id|eq|2`)).total).toBe(atl.total);
    const sample = calls.row<{ vehicle_id: number; vin: string }>('SELECT vehicle_id, vin FROM api_valuation_logs ORDER BY id DESC LIMIT 1');
    const byVehicle = await page<{ vehicle_id: number }>(`${screen}&filters[0]=vehicle_id|eq|${sample.vehicle_id}`);
    expect(byVehicle.total).toBe(calls.scalar('SELECT count(*) FROM api_valuation_logs WHERE vehicle_id = ?', sample.vehicle_id));
    const exact = await page<{ vin: string }>(`${screen}&filters[0]=vin|eq|${sample.vin}`);
    expect(exact.data.every((row) => row.vin === sample.vin)).toBe(true);
    expect((await page(`${screen}&filters[0]=vin|eq|${sample.vin.slice(3)}`)).total).toBe(0);
    const fuzzy = await page<{ vin: string }>(`${screen}&filters[0]=vin|like|${sample.vin.slice(9, 15).toLowerCase()}`);
    expect(fuzzy.total).toBeGreaterThanOrEqual(exact.total);
    expect(fuzzy.data.every((row) => row.vin.includes(sample.vin.slice(9, 15)))).toBe(true);
    expect(await refusal(await server.call(`${screen}&filters[0]=site.code|eq|`, { token: admin }))).toEqual([
      400,
      'Filter filters[0] (site.code|eq) needs a value',
    ]);
    expect(await refusal(await server.call(`${screen}&filters[0]=json|like|mmr`, { token: admin }))).toEqual([
      400,
      "Cannot filter api_valuation_logs by 'json'",
    ]);
  });

  it('sorts by the columns and pages 5, 10 or 25', async () => {
    const mileage = (await page<{ mileage: number }>('/v3/util/api_valuation_logs?per_page=25&order_by[]=mileage|asc')).data.map((row) => row.mileage);
    expect(isSorted(mileage, (a, b) => a - b)).toBe(true);
    const five = await page<{ id: number }>('/v3/util/api_valuation_logs?per_page=5&page=3');
    const fifteen = await page<{ id: number }>('/v3/util/api_valuation_logs?per_page=25&page=1');
    expect(five.data.map((row) => row.id)).toEqual(fifteen.data.slice(10, 15).map((row) => row.id));
    expect(await refusal(await server.call('/v3/util/api_valuation_logs', { token: inspector }))).toEqual([403, 'Not Authorized']);
  });
});

describe('schedule logs (the dashboard dialog)', () => {
  it('serves a log with its name and output; JSON output parses', async () => {
    const list = await page<{ id: number; name: string; output_type: string }>('/v3/util/api_schedule_logs?per_page=25&filters[0]=output_type|eq|json');
    const log = await one<{ name: string; output: string; output_type: string }>(`/v3/util/api_schedule_logs/${list.data[0]?.id}`);
    expect(log.output_type).toBe('json');
    expect(JSON.parse(log.output)).toHaveProperty('job', log.name);
  });
});
