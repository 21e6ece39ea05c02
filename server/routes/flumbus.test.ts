/**
 * Flumbus over HTTP on the seeded database: the log list with
 * its filters, the single record, the retry (reset to new) with its state rule, the manual
 * push of a vehicle, the sites list and the vehicle search of the push screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCalls, refusal, type Row, startAdminApi } from '../test/calls.ts';
import type { TestServer } from '../test/http-server.ts';

let server: TestServer, calls: ApiCalls, admin: string, inspector: string, cloudUser: string;

beforeAll(async () => {
  ({ server, calls, admin, inspector, cloudUser } = await startAdminApi());
});
afterAll(() => server.close());

const page = <T = Row>(path: string) => calls.page<T>(path, admin);
const put = (path: string, json?: unknown, token = admin) => calls.send('PUT', path, token, json);

interface FlumbusRow {
  id: number;
  site_id: number;
  status: string;
  has_error: number;
  source: string;
  source_content: string;
  vehicle_id: number;
  error_text: string | null;
  destination_request_endpoint: string | null;
  destination_response_code: number | null;
  updated_at: string;
  site: { code: string };
}

describe('the log list (/flumbus)', () => {
  const screen = '/v3/admin/flumbus?paginate2=1&order_by[]=id|desc&with[]=site&filters[0]=site_id|eq|1';

  it('loads a site newest first, 5 rows by default, with the site and the row-colour fields', async () => {
    const result = await page<FlumbusRow>(screen);
    expect(result).toMatchObject({ per_page: 5, current_page: 1, total: calls.scalar('SELECT count(*) FROM flumbus_logs WHERE site_id = 1') });
    expect(result.data).toHaveLength(5);
    for (const row of result.data) {
      expect(row.site.code).toBe('DAL');
      expect(Object.keys(row)).toEqual(
        expect.arrayContaining([
          'status',
          'source',
          'source_content',
          'error_text',
          'suppress_text',
          'has_error',
          'destination_request_endpoint',
          'destination_response_code',
          'updated_at',
        ]),
      );
      expect(row).not.toHaveProperty('destination_response_content');
    }
    const ids = result.data.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await page(`${screen}&per_page=25&page=2`)).data).toHaveLength(25);
  });

  it('filters: errors only, suppressed left out, source content text, numeric vehicle id', async () => {
    const errors = await page<FlumbusRow>(`${screen}&per_page=25&filters[1]=has_error|eq|1`);
    expect(errors.total).toBe(calls.scalar('SELECT count(*) FROM flumbus_logs WHERE site_id = 1 AND has_error = 1'));
    expect(errors.data.every((row) => row.has_error === 1 && ['failed', 'invalid'].includes(row.status))).toBe(true);

    const suppressed = Number(calls.scalar("SELECT count(*) FROM flumbus_logs WHERE site_id = 1 AND destination_request_endpoint = 'suppressed'"));
    expect(suppressed).toBeGreaterThan(0);
    const unsuppressed = await page<FlumbusRow>(`${screen}&per_page=25&filters[1]=destination_request_endpoint|sneq|suppressed`);
    expect(unsuppressed.total).toBe(Number(calls.scalar('SELECT count(*) FROM flumbus_logs WHERE site_id = 1')) - suppressed);
    expect(unsuppressed.data.some((row) => row.destination_request_endpoint === 'suppressed')).toBe(false);

    const images = await page<FlumbusRow>(`${screen}&per_page=25&filters[1]=source_content|like|vehicle_images`);
    expect(images.total).toBe(calls.scalar("SELECT count(*) FROM flumbus_logs WHERE site_id = 1 AND source_content LIKE '%vehicle_images%'"));
    expect(images.data.every((row) => JSON.parse(row.source_content).table === 'vehicle_images')).toBe(true);

    const vehicleId = Number(calls.scalar('SELECT vehicle_id FROM flumbus_logs WHERE site_id = 1 ORDER BY id DESC LIMIT 1'));
    const ofVehicle = await page<FlumbusRow>(`${screen}&per_page=25&filters[1]=vehicle_id|eq|${vehicleId}&filters[2]=has_error|eq|1`);
    expect(ofVehicle.total).toBe(calls.scalar('SELECT count(*) FROM flumbus_logs WHERE vehicle_id = ? AND has_error = 1', vehicleId));
    expect(ofVehicle.data.every((row) => row.vehicle_id === vehicleId)).toBe(true);

    expect(await refusal(await server.call(`${screen}&filters[1]=vehicle_id|eq|12a`, { token: admin }))).toEqual([
      400,
      'Filter value for vehicle_id must be a whole number (at most 15 digits)',
    ]);
    expect(await refusal(await server.call(`${screen}&filters[1]=error_text|like|x`, { token: admin }))).toEqual([
      400,
      "Cannot filter flumbus_logs by 'error_text'",
    ]);
  });

  it('serves the full record with the destination request and response; a 502 answer is the proxy page', async () => {
    const id = Number(calls.scalar('SELECT id FROM flumbus_logs WHERE destination_response_code = 502 ORDER BY id DESC LIMIT 1'));
    const full = await calls.one<Row>(`/v3/admin/flumbus/${id}?with[]=site&with[]=vehicle`, admin);
    expect(full).toMatchObject({ status: 'failed', destination_response_content_type: 'text/html', has_error: 1 });
    expect(String(full.destination_response_content)).toContain('<h1>502 Bad Gateway</h1>');
    expect(JSON.parse(String(full.destination_request_headers))).toMatchObject({ Authorization: 'Bearer ****' });
    expect(full.vehicle).toMatchObject({ vehicle_id: full.vehicle_id });
    const markup = calls.row<{ id: number }>("SELECT id FROM flumbus_logs WHERE error_text LIKE '%<script>%'");
    expect((await calls.one<{ error_text: string }>(`/v3/admin/flumbus/${markup.id}`, admin)).error_text).toContain("<script>alert('xss')</script>");
  });

  it('is for global admins only', async () => {
    for (const token of [inspector, cloudUser]) {
      expect(await refusal(await server.call(screen, { token }))).toEqual([403, 'Not Authorized']);
      expect(await refusal(await server.call('/v3/util/flumbus_logs', { token }))).toEqual([403, 'Not Authorized']);
    }
  });
});

describe('retry: PUT /v3/admin/flumbus/{id} {status: "new"}', () => {
  const idOf = (status: string, extra = '') => Number(calls.scalar(`SELECT id FROM flumbus_logs WHERE status = ? ${extra} ORDER BY id LIMIT 1`, status));

  it('resets a failed log to new, clears the error flag and keeps the last attempt', async () => {
    const id = idOf('failed');
    const before = calls.row<{ error_text: string; destination_response_code: number; updated_at: string }>('SELECT * FROM flumbus_logs WHERE id = ?', id);
    const response = await put(`/v3/admin/flumbus/${id}`, { status: 'new' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, status: 'new', has_error: 0, error_text: before.error_text });
    const after = calls.row<{ status: string; has_error: number; error_text: string; destination_response_code: number; updated_at: string }>(
      'SELECT * FROM flumbus_logs WHERE id = ?',
      id,
    );
    expect(after).toMatchObject({ status: 'new', has_error: 0, error_text: before.error_text, destination_response_code: before.destination_response_code });
    expect(after.updated_at > before.updated_at).toBe(true);
  });

  it('resets a complete log (a suppressed one too) to new', async () => {
    for (const id of [
      idOf('complete', "AND destination_request_endpoint <> 'suppressed'"),
      idOf('complete', "AND destination_request_endpoint = 'suppressed'"),
    ]) {
      expect((await put(`/v3/admin/flumbus/${id}`, { status: 'new' })).status).toBe(200);
      expect(calls.scalar('SELECT status FROM flumbus_logs WHERE id = ?', id)).toBe('new');
    }
  });

  it('refuses a log that is new or invalid with 409 and changes nothing', async () => {
    const fresh = idOf('new');
    expect(await refusal(await put(`/v3/admin/flumbus/${fresh}`, { status: 'new' }))).toEqual([
      409,
      `Flumbus log ${fresh} is already new: it waits to be sent`,
    ]);
    const invalid = idOf('invalid');
    const before = calls.row('SELECT * FROM flumbus_logs WHERE id = ?', invalid);
    expect(await refusal(await put(`/v3/admin/flumbus/${invalid}`, { status: 'new' }))).toEqual([
      409,
      `Flumbus log ${invalid} is invalid: only a complete or failed log can be reset to new`,
    ]);
    expect(calls.row('SELECT * FROM flumbus_logs WHERE id = ?', invalid)).toEqual(before);
  });

  it('refuses bad bodies and ids with 400 or 404, and non-admins with 403', async () => {
    const id = idOf('failed');
    const cases: [unknown, number, string][] = [
      [{ status: 'complete' }, 400, 'status can only be set to new (retry)'],
      [{}, 400, 'status is required'],
      [{ status: 'new', error_text: null }, 400, `Field 'error_text' cannot be written: a Flumbus log takes only {"status": "new"}`],
      [['new'], 400, 'The body must be a JSON object'],
    ];
    for (const [body, status, message] of cases)
      expect(await refusal(await put(`/v3/admin/flumbus/${id}`, body)), JSON.stringify(body)).toEqual([status, message]);
    const text = await server.call(`/v3/admin/flumbus/${id}`, { method: 'PUT', token: admin, body: 'status=new', headers: { 'Content-Type': 'text/plain' } });
    expect(await refusal(text)).toEqual([400, 'The body must be JSON (Content-Type: application/json)']);
    expect(await refusal(await put('/v3/admin/flumbus/99999999', { status: 'new' }))).toEqual([404, 'No Flumbus log with id 99999999']);
    expect(await refusal(await put('/v3/admin/flumbus/abc', { status: 'new' }))).toEqual([404, 'No Flumbus log with id abc']);
    expect(calls.scalar('SELECT status FROM flumbus_logs WHERE id = ?', id)).toBe('failed');
    expect(await refusal(await put(`/v3/admin/flumbus/${id}`, { status: 'new' }, inspector))).toEqual([403, 'Not Authorized']);
    expect(calls.scalar('SELECT status FROM flumbus_logs WHERE id = ?', id)).toBe('failed');
  });
});

describe('manual push: PUT /v3/cubed/companies/{companyId}/asset/{assetId}/sync', () => {
  const dallasCompany = 41017;
  const vehicleOf = (siteId: number) => Number(calls.scalar('SELECT vehicle_id FROM vehicles WHERE site_id = ? ORDER BY vehicle_id DESC LIMIT 1', siteId));

  it('queues a new message for the vehicle, visible first in the site log', async () => {
    const vehicleId = vehicleOf(1);
    const before = Number(calls.scalar('SELECT count(*) FROM flumbus_logs'));
    const response = await put(`/v3/cubed/companies/${dallasCompany}/asset/${vehicleId}/sync`);
    expect(response.status).toBe(202);
    const { response: row } = (await response.json()) as { response: FlumbusRow };
    expect(row).toMatchObject({ site_id: 1, status: 'new', source: 'console', vehicle_id: vehicleId, has_error: 0, site: { code: 'DAL' } });
    expect(row.destination_request_endpoint).toBe(`https://api.cubed.example.com/v2/companies/${dallasCompany}/assets/${vehicleId}`);
    expect(JSON.parse(row.source_content)).toMatchObject({
      action: 'sync',
      vehicle_id: vehicleId,
      table: 'vehicles',
      type: 'vehicle',
      requested_by: 'admin@example.com',
    });
    expect(calls.scalar('SELECT count(*) FROM flumbus_logs')).toBe(before + 1);
    expect(calls.row('SELECT status, site_id, vehicle_id FROM flumbus_logs WHERE id = ?', row.id)).toEqual({
      status: 'new',
      site_id: 1,
      vehicle_id: vehicleId,
    });

    const list = await page<FlumbusRow>('/v3/admin/flumbus?paginate2=1&order_by[]=id|desc&filters[0]=site_id|eq|1');
    expect(list.data[0]?.id).toBe(row.id);
    // Each push is a new event: a second one queues another message with the next event id.
    const again = (await (await put(`/v3/cubed/companies/${dallasCompany}/asset/${vehicleId}/sync`, {})).json()) as { response: FlumbusRow };
    expect(JSON.parse(again.response.source_content).eventid).toBe(JSON.parse(row.source_content).eventid + 1);
  });

  it('refuses a company of no site, a vehicle of another site or none, and bad ids', async () => {
    const atlanta = vehicleOf(2);
    const cases: [string, number, string][] = [
      [`/v3/cubed/companies/99999/asset/${vehicleOf(1)}/sync`, 404, 'No site has Cubed company 99999'],
      [
        `/v3/cubed/companies/${dallasCompany}/asset/${atlanta}/sync`,
        422,
        `Vehicle ${atlanta} belongs to site ATL, not to DAL (Cubed company ${dallasCompany})`,
      ],
      [`/v3/cubed/companies/${dallasCompany}/asset/99999999/sync`, 404, 'No vehicle with id 99999999'],
      [`/v3/cubed/companies/DAL/asset/1/sync`, 400, 'companyId must be a positive whole number'],
      [`/v3/cubed/companies/${dallasCompany}/asset/0/sync`, 400, 'assetId must be a positive whole number'],
    ];
    const before = calls.scalar('SELECT count(*) FROM flumbus_logs');
    for (const [path, status, message] of cases) expect(await refusal(await put(path)), path).toEqual([status, message]);
    expect(await refusal(await put(`/v3/cubed/companies/${dallasCompany}/asset/${vehicleOf(1)}/sync`, { vehicle_id: 1 }))).toEqual([
      400,
      'This call takes no body: the company and the vehicle are in the path',
    ]);
    for (const token of [inspector, cloudUser]) {
      expect(await refusal(await put(`/v3/cubed/companies/${dallasCompany}/asset/${vehicleOf(1)}/sync`, undefined, token))).toEqual([403, 'Not Authorized']);
    }
    expect(calls.scalar('SELECT count(*) FROM flumbus_logs')).toBe(before);
  });

  it("is refused while the site's Cubed sync is off", async () => {
    const created = await calls.send('POST', '/v3/admin/config', admin, { name: 'integration_cubed_sync', type: 'site', type_id: 3, value: 'false' });
    expect(created.status).toBe(201);
    const phoenix = vehicleOf(3);
    expect(await refusal(await put(`/v3/cubed/companies/41031/asset/${phoenix}/sync`))).toEqual([
      409,
      'Cubed sync is turned off for PHX (config integration_cubed_sync): turn it on to push vehicles',
    ]);
    const { id } = (await created.json()) as { id: number };
    expect((await put(`/v3/admin/config/${id}`, { value: 'True' })).status).toBe(200);
    expect((await put(`/v3/cubed/companies/41031/asset/${phoenix}/sync`)).status).toBe(202);
  });
});

describe('the push screen: site choice and vehicle search', () => {
  it('lists the sites by code with their Cubed company', async () => {
    const sites = await page<{ code: string; cubed_company_id: number }>('/v3/admin/sites?order_by[]=code|asc&per_page=1000');
    expect(sites.data.map((site) => site.code)).toEqual(['ATL', 'DAL', 'PHX']);
    expect(sites.data.every((site) => site.cubed_company_id > 0)).toBe(true);
  });

  it("searches the chosen site's vehicles (by last 6, VIN or stock number) as an admin", async () => {
    const vehicle = calls.row<{ vehicle_id: number; vin: string; last6: string; stock_number: string }>(
      'SELECT vehicle_id, vin, last6, stock_number FROM vehicles WHERE site_id = 2 ORDER BY vehicle_id LIMIT 1',
    );
    const base = '/v3/util/vehicles?site=ATL&per_page=10&order_by[]=vehicle_id|desc&with[]=seller';
    const byLast6 = await page<{ vehicle_id: number; site_id: number }>(`${base}&filters[0]=last6|eq|${vehicle.last6}`);
    expect(byLast6.data.map((row) => row.vehicle_id)).toContain(vehicle.vehicle_id);
    expect(byLast6.data.every((row) => row.site_id === 2)).toBe(true);
    const byVin = await page<{ vehicle_id: number }>(
      `${base}&filters[0][]=vin|like|${vehicle.vin.slice(5)}&filters[0][]=stock_number|like|${vehicle.vin.slice(5)}`,
    );
    expect(byVin.data.map((row) => row.vehicle_id)).toEqual([vehicle.vehicle_id]);
    const byStock = await page<{ vehicle_id: number }>(`${base}&filters[0]=stock_number|eq|${vehicle.stock_number}`);
    expect(byStock.data.map((row) => row.vehicle_id)).toContain(vehicle.vehicle_id);
    expect((await page(`/v3/util/vehicles?site=DAL&filters[0]=vin|eq|${vehicle.vin}`)).total).toBe(0);
    expect(await refusal(await server.call('/v3/util/vehicles?site=XYZ', { token: admin }))).toEqual([400, "Unknown site 'XYZ'"]);
  });
});
