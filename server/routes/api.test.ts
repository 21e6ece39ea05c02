/** The /v3 API over real HTTP, on the seeded database: sign-in, lists, errors, the API log. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskBody } from '../http/api-log.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';

let server: TestServer;
let admin: string;
let inspector: string;

interface Page<T = Record<string, unknown>> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin');
  inspector = await server.signIn('inspector');
});
afterAll(() => server.close());

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('sign-in', () => {
  it('signs a cloud admin in with a token and the user document, without secrets', async () => {
    const response = await server.call('/v3/authentication', {
      method: 'POST',
      json: { username: 'admin@example.com', password: 'admin-demo-2026' },
      headers: { 'mobile-version': '-1' },
    });
    expect(response.status).toBe(200);
    const body = await json<{ access_token: string; cloudUser: Record<string, unknown> }>(response);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.cloudUser).toMatchObject({ email: 'admin@example.com', is_global_admin: 1, premise_user: 0 });
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/);
  });

  it('refuses a cloud user who is not a global admin with "Not Authorized"', async () => {
    const response = await server.call('/v3/authentication', {
      method: 'POST',
      json: { username: 'user@example.com', password: 'user-demo-2026' },
      headers: { 'mobile-version': '-1' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { message: 'Not Authorized' } });
  });

  it('gives an unknown account and a wrong password the same answer', async () => {
    const wrong = await server.call('/v3/authentication', { method: 'POST', json: { username: 'admin@example.com', password: 'nope' } });
    const unknown = await server.call('/v3/authentication', { method: 'POST', json: { username: 'ghost@example.com', password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('signs auction staff in at their site with securities, install info and premise config', async () => {
    const response = await server.call('/v3/authentication_local', {
      method: 'POST',
      json: { site: 'DAL', username: 'inspector', password: 'inspector-demo-2026' },
    });
    expect(response.status).toBe(200);
    const body = await json<{ cloudUser: Record<string, unknown>; install_info: Record<string, unknown>; config: Record<string, unknown> }>(response);
    expect(body.cloudUser).toMatchObject({
      username: 'inspector',
      premise_user: 1,
      site_current: [{ code: 'DAL' }],
      on_prem_user: { security: { condition_writer: 1, administration: 1 } },
    });
    expect(body.install_info).toMatchObject({ site_code: 'DAL' });
    expect(Object.keys(body.config)).toEqual(
      expect.arrayContaining(['integration_autograde', 'mobile_grade_whole_numbers', 'mobile_inspection_severity_required', 'inspection_delete']),
    );
    const clerk = await server.call('/v3/authentication_local', { method: 'POST', json: { site: 'DAL', username: 'clerk', password: 'clerk-demo-2026' } });
    expect((await json<{ cloudUser: { on_prem_user: unknown } }>(clerk)).cloudUser.on_prem_user).toMatchObject({
      security: { condition_writer: 0, administration: 0 },
    });
  });

  it('refuses staff at a site they do not work at, and names missing fields', async () => {
    const elsewhere = await server.call('/v3/authentication_local', {
      method: 'POST',
      json: { site: 'ATL', username: 'inspector', password: 'inspector-demo-2026' },
    });
    expect(elsewhere.status).toBe(401);
    const missing = await server.call('/v3/authentication_local', { method: 'POST', json: { username: 'inspector', password: 'x' } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: { message: 'site is required' } });
    const blank = await server.call('/v3/authentication_local', { method: 'POST', json: { site: 'DAL', username: '  ', password: 'x' } });
    expect(await blank.json()).toEqual({ error: { message: 'username is required' } });
  });

  it('invalidates the token on logout', async () => {
    const token = await server.signIn('clerk');
    expect((await server.call('/v3/util/vehicles', { token })).status).toBe(200);
    expect((await server.call('/v3/logout', { method: 'POST', token })).status).toBe(200);
    const after = await server.call('/v3/util/vehicles', { token });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: { message: 'Your session has expired or is invalid. Please sign in again.' } });
  });

  it('answers 401 with a message without a token, and for an expired one', async () => {
    const anonymous = await server.call('/v3/util/vehicles');
    expect(anonymous.status).toBe(401);
    expect(await json<{ error: { message: string } }>(anonymous)).toEqual({ error: { message: 'Authentication required. Please sign in.' } });
    const token = await server.signIn('clerk');
    server.sqlite.prepare("UPDATE auth_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE revoked_at IS NULL AND kind = 'local'").run();
    expect((await server.call('/v3/util/vehicles', { token })).status).toBe(401);
    inspector = await server.signIn('inspector');
  });
});

describe('generic lists over HTTP', () => {
  it("lists the signed-in user's site with the vehicles screen's relations", async () => {
    const response = await server.call(
      '/v3/util/vehicles?paginate2=1&page=1&per_page=10&order_by[]=vehicle_id|desc&site=DAL' +
        '&with[]=vehicle_positions&with[]=seller&with[]=inspections&with[]=vehicle_image_main',
      { token: inspector },
    );
    expect(response.status).toBe(200);
    const page = await json<Page>(response);
    expect(page.data).toHaveLength(10);
    expect(page).toMatchObject({ current_page: 1, per_page: 10 });
    expect(page.total).toBeGreaterThan(1000);
    expect(page.data.every((vehicle) => vehicle.site_id === 1)).toBe(true);
    const idsInOrder = page.data.map((vehicle) => vehicle.vehicle_id as number);
    expect(idsInOrder).toEqual([...idsInOrder].sort((a, b) => b - a));
    for (const vehicle of page.data) {
      expect(vehicle).toHaveProperty('seller');
      expect(Array.isArray(vehicle.inspections)).toBe(true);
      expect(Array.isArray(vehicle.vehicle_positions)).toBe(true);
      expect(vehicle).toHaveProperty('vehicle_image_main');
      expect(String(vehicle.vin)).toHaveLength(17);
    }
  });

  it('filters, sorts and pages consistently', async () => {
    const all = await json<Page>(await server.call('/v3/util/vehicles?filters[0]=automake|eq|Ford&per_page=1000', { token: inspector }));
    expect(all.total).toBeGreaterThan(0);
    expect(all.data.every((vehicle) => vehicle.automake === 'Ford')).toBe(true);
    const sorted = await json<Page>(
      await server.call('/v3/util/vehicles?filters[0]=automake|eq|Ford&order_by[]=autoyear|asc&per_page=5&page=2', { token: inspector }),
    );
    expect(sorted.total).toBe(all.total);
    const years = sorted.data.map((vehicle) => vehicle.autoyear as number);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('counts dealer reps', async () => {
    const page = await json<Page>(await server.call('/v3/util/dealers?withCount[]=reps&per_page=25', { token: inspector }));
    expect(page.data.every((dealer) => typeof dealer.reps_count === 'number')).toBe(true);
    const [first] = page.data;
    const reps = await json<Page>(await server.call(`/v3/util/dealer_reps?filters[0]=dealer_id|eq|${first?.dealer_id}&per_page=100`, { token: inspector }));
    expect(reps.total).toBe(first?.reps_count);
  });

  it.each([
    ['/v3/util/vehicles?per_page=5000', 'per_page must be between 1 and 1000'],
    [
      '/v3/util/vehicles?filters[0]=vin|regex|x',
      "Unknown filter operator 'regex' in filters[0]; use one of eq, like, sneq, isnull, notnull, has, notHas, gt, gte, lt, lte",
    ],
    ["/v3/util/vehicles?filters[0]=vin'--|eq|x", "Cannot filter vehicles by 'vin'--'"],
    ['/v3/util/vehicles?order_by[]=vin;drop table vehicles|asc', "Cannot sort vehicles by 'vin;drop table vehicles'"],
    ['/v3/util/vehicles?with[]=password', "Unknown relation 'password' for vehicles"],
  ])('answers %s with a 400 and a clear message', async (path, message) => {
    const response = await server.call(path, { token: inspector });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message } });
  });

  it('answers an unknown resource with 400 and keeps admin lists from staff', async () => {
    const unknown = await server.call('/v3/util/nothing', { token: inspector });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: { message: "Unknown resource 'nothing'" } });
    expect((await server.call('/v3/admin/apilogs', { token: inspector })).status).toBe(403);
    expect((await server.call('/v3/util/users', { token: inspector })).status).toBe(403);
    expect((await server.call('/v3/util/vehicles?site=ATL', { token: inspector })).status).toBe(403);
  });

  it('rejects a write with an unknown field or a bad body without writing', async () => {
    const before = await json<Page>(await server.call('/v3/util/wo_shops?with_trashed=1', { token: inspector }));
    const unknown = await server.call('/v3/util/wo_shops', { method: 'POST', token: inspector, json: { name: 'X', deleted_at: null } });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: { message: "Field 'deleted_at' cannot be written" } });
    const broken = await server.call('/v3/util/wo_shops', {
      method: 'POST',
      token: inspector,
      body: '{"name": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await broken.json()).toEqual({ error: { message: 'The body is not valid JSON' } });
    const after = await json<Page>(await server.call('/v3/util/wo_shops?with_trashed=1', { token: inspector }));
    expect(after.total).toBe(before.total);
    const created = await server.call('/v3/util/wo_shops', { method: 'POST', token: inspector, json: { name: 'Glass Shop' } });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'Glass Shop', site_id: 1 });
  });
});

describe('images', () => {
  it('serves a listed vehicle photo through its signed URL only', async () => {
    const page = await json<Page<{ other_sizes: { small: string } }>>(
      await server.call('/v3/util/vehicle_images?filters[0]=vehicle_images_type_name|eq|photo&per_page=1', { token: inspector }),
    );
    const small = page.data[0]?.other_sizes.small ?? '';
    const image = await server.call(small);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await server.call(small.replace(/\?.*/, ''))).status).toBe(403);
    const tampered = small.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    expect(tampered).not.toBe(small);
    expect((await server.call(tampered)).status).toBe(403);
  });

  it('serves the site logo without sign-in', async () => {
    const logo = await server.call('/v3/images/site/DAL/auction_logo');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect((await server.call('/v3/images/site/../auction_logo')).status).toBe(404);
  });
});

describe('the API log and headers', () => {
  it('records calls with secrets masked', async () => {
    await server.call('/v3/authentication', { method: 'POST', json: { username: 'admin@example.com', password: 'admin-demo-2026' } });
    await server.call('/v3/util/vehicles?filters[0]=automake|eq|Ford', { token: inspector });
    const logs = await json<Page<{ id: number; route: string; method: string; user: string }>>(
      await server.call('/v3/admin/apilogs?paginate2=1&per_page=25&order_by[]=id|desc', { token: admin }),
    );
    const signIn = logs.data.find((log) => log.route === '/v3/authentication' && log.method === 'POST');
    const list = logs.data.find((log) => log.route === '/v3/util/vehicles');
    expect(list?.user).toBe('inspector');
    const full = await json<Record<string, string>>(await server.call(`/v3/admin/apilogsfull/${signIn?.id}`, { token: admin }));
    expect(full.request_content).toContain('"password":"****"');
    expect(full.response_content).toContain('"access_token":"****"');
    expect(full.response_content).not.toContain('admin-demo-2026');
    const listed = await json<Record<string, string>>(await server.call(`/v3/admin/apilogsfull/${list?.id}`, { token: admin }));
    expect(JSON.parse(listed.request_headers ?? '{}').authorization).toBe('Bearer ****');
    expect(JSON.parse(listed.params ?? '{}')).toEqual({ 'filters[0]': 'automake|eq|Ford' });
  });

  it('masks secret links: the share link GET cubedUrl answers, the public report and vehicle pages, and a vehicle’s guid', async () => {
    const sql = server.sqlite;
    const firstId = sql.prepare('SELECT coalesce(max(id), 0) FROM api_logs').pluck().get() as number;
    // A DAL vehicle with a report (for its share link), its public page hash, with public photos on.
    const vehicleId = sql
      .prepare(
        `SELECT v.vehicle_id FROM vehicles v JOIN inspections r ON r.vehicle_id = v.vehicle_id
         WHERE v.site_id = 1 AND r.deleted_at IS NULL AND v.guid IS NOT NULL ORDER BY v.vehicle_id LIMIT 1`,
      )
      .pluck()
      .get() as number;
    sql.prepare('UPDATE sites SET public_photos_enabled = 1 WHERE id = 1').run();
    const guid = sql.prepare('SELECT guid FROM vehicles WHERE vehicle_id = ?').pluck().get(vehicleId) as string;
    const shared = await server.call(`/v3/vehicles3/${vehicleId}/cubedUrl`, { token: inspector });
    expect(shared.status).toBe(200);
    const url = (await json<{ response: { url: string } }>(shared)).response.url;
    const secret = /\/reports\/DAL\/([A-Za-z0-9_-]+)$/.exec(url)?.[1] ?? '';
    expect(secret).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The public report as its page calls it (the page's own URL as Referer), its PDF's and a photo's paths, the vehicle pages.
    const report = await server.call(`/v3/site/DAL/condition-report/${secret}?from=${encodeURIComponent(url)}`, { headers: { Referer: url } });
    expect(report.status).toBe(200);
    expect(await report.text()).toContain(secret);
    expect((await server.call(`/v3/site/DAL/condition-report/${secret}/damage-photos/999999`)).status).toBe(404);
    expect((await server.call(`/v3/site/DAL/vehicle-photos/${guid}`)).status).toBe(200);
    expect((await server.call(`/v3/site/DAL/location-history/${guid}`)).status).toBe(200);
    // Staff reads that carry the hash: the vehicle's guid and public page links, a filter on guid.
    expect((await server.call(`/v3/util/vehicles?filters[0]=guid|eq|${guid}`, { token: inspector })).status).toBe(200);
    expect((await server.call(`/v3/util/vehicles_full/${vehicleId}?withAdd=1`, { token: inspector })).status).toBe(200);
    const logged = sql.prepare('SELECT * FROM api_logs WHERE id > ? ORDER BY id').all(firstId) as Record<string, unknown>[];
    expect(logged.length).toBeGreaterThanOrEqual(7);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(guid);
    expect(logged.map((row) => row.route)).toEqual(
      expect.arrayContaining([
        `/v3/vehicles3/${vehicleId}/cubedUrl`,
        '/v3/site/DAL/condition-report/****',
        '/v3/site/DAL/condition-report/****/damage-photos/999999',
        '/v3/site/DAL/vehicle-photos/****',
        '/v3/site/DAL/location-history/****',
      ]),
    );
    const cubed = logged.find((row) => row.route === `/v3/vehicles3/${vehicleId}/cubedUrl`);
    expect(JSON.parse(String(cubed?.response_content)).response.url).toBe(url.replace(secret, '****'));
    const page = logged.find((row) => row.route === '/v3/site/DAL/condition-report/****');
    expect(JSON.parse(String(page?.request_headers)).referer).toBe(url.replace(secret, '****'));
  });

  it('masks secrets in a JSON body it cannot parse, and in one nested too deeply to walk', () => {
    const cut = '{"username":"rosa","password":"hunter2","token":"abc"';
    expect(maskBody(cut, 'application/json')).toBe('{"username":"rosa","password":"****","token":"****"');
    const deep = `{"password":"hunter2","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(maskBody(deep, 'application/json')).not.toContain('hunter2');
  });

  it('sends the security headers on API answers and no stack traces', async () => {
    const response = await server.call('/v3/util/vehicles?page=zero', { token: inspector });
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    const text = await response.text();
    expect(text).not.toMatch(/at |SELECT|sqlite/i);
  });
});
