/**
 * The settings screens of issue 6 over HTTP on the seeded database: API Config (/config2) and
 * the original /config page, Site management, Cloud Users and Mobile builds. Every write is
 * checked in the database afterwards; every rule and refusal has its case.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCalls, byText, refusal, type Row, startAdminApi } from '../test/calls.ts';
import type { TestServer } from '../test/http-server.ts';

let server: TestServer, calls: ApiCalls, admin: string, inspector: string, cloudUser: string;

beforeAll(async () => {
  ({ server, calls, admin, inspector, cloudUser } = await startAdminApi());
});
afterAll(() => server.close());

const page = <T = Row>(path: string) => calls.page<T>(path, admin);
const put = (path: string, json: unknown, token = admin) => calls.send('PUT', path, token, json);
const post = (path: string, json: unknown, token = admin) => calls.send('POST', path, token, json);

interface ConfigRow {
  id: number;
  name: string;
  description: string | null;
  type: 'global' | 'site';
  type_id: number | null;
  value_type: 'boolean' | 'integer' | 'string';
  value: string;
  site: { id: number; code: string } | null;
  global_config: { value: string; value_type: string } | null;
}
const configId = (name: string, siteId: number | null) =>
  Number(
    siteId === null
      ? calls.scalar("SELECT id FROM configs WHERE type = 'global' AND name = ?", name)
      : calls.scalar("SELECT id FROM configs WHERE type = 'site' AND type_id = ? AND name = ?", siteId, name),
  );
const storedValue = (id: number) => calls.scalar<string>('SELECT value FROM configs WHERE id = ?', id);

describe('API Config (/config2) and the original /config page', () => {
  const screen = '/v3/admin/config?with[]=site&with[]=global_config&order_by[]=type|asc&order_by[]=type_id|asc&order_by[]=name|asc&per_page=2000';

  it('lists every config in one page, global rows first, site rows with their site and global value', async () => {
    const result = await page<ConfigRow>(screen);
    expect(result.total).toBe(calls.scalar('SELECT count(*) FROM configs WHERE deleted_at IS NULL'));
    expect(result.data).toHaveLength(result.total);
    const firstSite = result.data.findIndex((row) => row.type === 'site');
    expect(result.data.slice(0, firstSite).every((row) => row.type === 'global' && row.site === null && row.global_config?.value === row.value)).toBe(true);
    const siteRows = result.data.slice(firstSite);
    expect(siteRows.every((row) => row.type === 'site' && row.site?.id === row.type_id)).toBe(true);
    for (const row of siteRows) {
      expect(row.global_config?.value_type).toBe(row.value_type);
      expect(row.global_config?.value).toBe(storedValue(configId(row.name, null)));
    }
    const dallas = siteRows.filter((row) => row.site?.code === 'DAL').map((row) => row.name);
    expect(dallas).toEqual([...dallas].sort(byText));
  });

  it('filters by name or description (one OR group), by site code and GLOBAL', async () => {
    const text = await page<ConfigRow>(`${screen}&filters[0][]=name|like|WATERMARK&filters[0][]=description|like|watermark`);
    expect(text.data.map((row) => row.name)).toEqual(['photo_watermark_text', 'photo_watermark_text']);
    const byDescription = await page<ConfigRow>(`${screen}&filters[0][]=name|like|thumbnails&filters[0][]=description|like|thumbnails`);
    expect(byDescription.data.map((row) => row.name)).toEqual(['photo_thumbnail_width']);
    const atlanta = await page<ConfigRow>(`${screen}&filters[0]=site.code|eq|ATL`);
    expect(atlanta.total).toBe(calls.scalar("SELECT count(*) FROM configs WHERE type = 'site' AND type_id = 2"));
    const global = await page<ConfigRow>(`${screen}&filters[0]=type|eq|global`);
    expect(global.data.every((row) => row.type === 'global')).toBe(true);
    expect(await refusal(await server.call(`${screen}&filters[0]=type|eq|site&order_by[]=value|asc`, { token: admin }))).toEqual([
      400,
      "Cannot sort config by 'value'",
    ]);
  });

  it('edits a boolean as True/False and stores true/false; the auction sign-in sees it', async () => {
    const id = configId('integration_autograde', 1);
    const response = await put(`/v3/admin/config/${id}`, { value: 'False' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, value: 'false', value_type: 'boolean' });
    expect(storedValue(id)).toBe('false');
    const signIn = await server.call('/v3/authentication_local', {
      method: 'POST',
      json: { site: 'DAL', username: 'inspector', password: 'inspector-demo-2026' },
    });
    expect(((await signIn.json()) as { config: Record<string, unknown> }).config.integration_autograde).toBe(false);
    expect((await put(`/v3/admin/config/${id}`, { value: true })).status).toBe(200);
    expect(storedValue(id)).toBe('true');
    expect((await put(`/v3/admin/config/${id}`, { value: 'TRUE' })).status).toBe(200);
    expect(storedValue(id)).toBe('true');
  });

  it('edits an integer as digits only and a string as text', async () => {
    const integer = configId('gate_pass_expiry_days', 2);
    expect((await put(`/v3/admin/config/${integer}`, { value: '021' })).status).toBe(200);
    expect(storedValue(integer)).toBe('21');
    expect((await put(`/v3/admin/config/${integer}`, { value: 30 })).status).toBe(200);
    expect(storedValue(integer)).toBe('30');
    const text = configId('support_phone', null);
    expect((await put(`/v3/admin/config/${text}`, { value: '  (800) 555-0199 ' })).status).toBe(200);
    expect(storedValue(text)).toBe('(800) 555-0199');
    expect((await put(`/v3/admin/config/${text}`, { value: '' })).status).toBe(200);
    expect(storedValue(text)).toBe('');
  });

  it('refuses a value that does not fit its type, and any other change, without writing', async () => {
    const boolean = configId('inspection_delete', null);
    const integer = configId('gate_pass_expiry_days', null);
    const text = configId('support_phone', null);
    const cases: [number, unknown, number, string][] = [
      [boolean, { value: 'yes' }, 400, 'Invalid value: inspection_delete is a boolean config: send True or False'],
      [boolean, { value: 1 }, 400, 'Invalid value: inspection_delete is a boolean config: send True or False'],
      [integer, { value: '4.5' }, 400, 'Invalid value: gate_pass_expiry_days is an integer config: digits only (at most 15)'],
      [integer, { value: '-3' }, 400, 'Invalid value: gate_pass_expiry_days is an integer config: digits only (at most 15)'],
      [integer, { value: 'ten' }, 400, 'Invalid value: gate_pass_expiry_days is an integer config: digits only (at most 15)'],
      [integer, { value: 1e16 }, 400, 'Invalid value: gate_pass_expiry_days is an integer config: digits only (at most 15)'],
      [text, { value: 42 }, 400, 'Invalid value: support_phone is a text config: send the value as text'],
      [text, { value: null }, 400, 'Invalid value: must be text, a number or true/false'],
      [text, { value: 'x'.repeat(4001) }, 400, 'Invalid value: must be at most 4000 characters'],
      [text, {}, 400, 'Nothing to update: the body names no writable field'],
      [text, { name: 'support_line' }, 400, 'name cannot be changed'],
      [text, { value_type: 'integer' }, 400, 'value_type cannot be changed'],
      [text, { deleted_at: null }, 400, "Field 'deleted_at' cannot be written"],
      [99999, { value: 'x' }, 404, 'No config with id 99999'],
    ];
    const before = calls.rows('SELECT * FROM configs ORDER BY id');
    for (const [id, body, status, message] of cases)
      expect(await refusal(await put(`/v3/admin/config/${id}`, body)), JSON.stringify(body)).toEqual([status, message]);
    expect(await refusal(await put(`/v3/admin/config/${text}`, { value: 'x' }, inspector))).toEqual([403, 'Not Authorized']);
    expect(await refusal(await put(`/v3/util/config/${text}`, { value: 'x' }, cloudUser))).toEqual([403, 'Not Authorized']);
    expect(calls.rows('SELECT * FROM configs ORDER BY id')).toEqual(before);
  });

  it('creates a site row as a copy of a global config', async () => {
    const global = await calls.one<ConfigRow>(`/v3/admin/config/${configId('photo_max_per_vehicle', null)}`, admin);
    const { id: _id, created_at: _created, updated_at: _updated, deleted_at: _deleted, ...copy } = global as ConfigRow & Record<string, unknown>;
    const response = await post('/v3/admin/config', { ...copy, type: 'site', type_id: 3, value: '80' });
    expect(response.status).toBe(201);
    const created = (await response.json()) as ConfigRow;
    expect(created).toMatchObject({
      name: 'photo_max_per_vehicle',
      type: 'site',
      type_id: 3,
      value_type: 'integer',
      value: '80',
      description: global.description,
    });
    expect(calls.row('SELECT type, type_id, value FROM configs WHERE id = ?', created.id)).toEqual({ type: 'site', type_id: 3, value: '80' });
    const listed = await page<ConfigRow>(
      `/v3/admin/config?with[]=site&with[]=global_config&filters[0]=site.code|eq|PHX&filters[1]=name|eq|photo_max_per_vehicle`,
    );
    expect(listed.data).toEqual([
      expect.objectContaining({ value: '80', site: expect.objectContaining({ code: 'PHX' }), global_config: expect.objectContaining({ value: '60' }) }),
    ]);
    // Without a value the copy starts with the global's; the type comes from the global.
    const bare = await post('/v3/util/config', { name: 'report_show_costs', type: 'site', type_id: 2 });
    expect(await bare.json()).toMatchObject({ value: 'true', value_type: 'boolean', description: expect.stringContaining('repair costs') });
  });

  it('refuses a copy that is not a site row of an existing global, a duplicate, or a bad value', async () => {
    const cases: [unknown, number, string][] = [
      [
        { name: 'support_phone', type: 'global', value: 'x' },
        400,
        'Only site configs can be created: copy a global config with type site and the site id as type_id',
      ],
      [{ name: 'support_phone', type: 'site', value: 'x' }, 400, 'type_id is required: the id of the site the config is for'],
      [
        { name: 'no_such_config', type: 'site', type_id: 1, value: 'x' },
        400,
        "No global config is named 'no_such_config': a site config overrides an existing global one",
      ],
      [{ name: 'support_phone', type: 'site', type_id: 99, value: 'x' }, 400, "Unknown type_id '99'"],
      [
        { name: 'support_phone', type: 'site', type_id: 1, value_type: 'integer', value: '5' },
        400,
        'value_type must be string, like the global config support_phone',
      ],
      [
        { name: 'inspection_delete', type: 'site', type_id: 2, value: 'maybe' },
        400,
        'Invalid value: inspection_delete is a boolean config: send True or False',
      ],
      [
        { name: 'integration_autograde', type: 'site', type_id: 1, value: 'true' },
        409,
        `Site DAL already has its own integration_autograde (config ${configId('integration_autograde', 1)}): change that one`,
      ],
      [{ type: 'site', type_id: 1 }, 400, 'name is required'],
      [{ name: 'support_phone', type: 'site', type_id: 1, id: 5 }, 400, "Field 'id' cannot be written"],
    ];
    const before = calls.scalar('SELECT count(*) FROM configs');
    for (const [body, status, message] of cases) expect(await refusal(await post('/v3/admin/config', body)), JSON.stringify(body)).toEqual([status, message]);
    expect(await refusal(await post('/v3/admin/config', { name: 'support_phone', type: 'site', type_id: 1 }, inspector))).toEqual([403, 'Not Authorized']);
    expect(calls.scalar('SELECT count(*) FROM configs')).toBe(before);
  });
});

describe('Site management (/siteconfig)', () => {
  interface SiteRow {
    id: number;
    code: string;
    name: string;
    desc: string | null;
    cubed_company_id: number;
    account: { name: string | null };
    configs?: ConfigRow[];
  }

  it('lists the sites by code, with a text filter over code, name and description', async () => {
    const all = await page<SiteRow>('/v3/admin/sites?order_by[]=code|asc&per_page=1000');
    expect(all.data.map((site) => site.code)).toEqual(['ATL', 'DAL', 'PHX']);
    expect(all.data[0]?.account.name).toBe('Atlanta Auto Auction Inc.');
    const text = (q: string) => `/v3/admin/sites?per_page=1000&filters[0][]=code|like|${q}&filters[0][]=name|like|${q}&filters[0][]=desc|like|${q}`;
    expect((await page<SiteRow>(text('phoenix'))).data.map((site) => site.code)).toEqual(['PHX']);
    expect((await page<SiteRow>(text('fleet'))).data.map((site) => site.code)).toEqual(['DAL', 'PHX']);
    expect((await page<SiteRow>(text('dal'))).data.map((site) => site.code)).toEqual(['DAL']);
  });

  it('serves one site with its own config rows for the API Site Config tab', async () => {
    const site = await calls.one<SiteRow>('/v3/admin/sites/1?with[]=configs.global_config', admin);
    expect(site).toMatchObject({ id: 1, code: 'DAL', cubed_company_id: 41017, account: { name: 'Dallas Auto Auction LLC' } });
    expect(site.configs?.map((row) => row.name)).toEqual(
      calls.rows<{ name: string }>("SELECT name FROM configs WHERE type = 'site' AND type_id = 1 ORDER BY name").map((row) => row.name),
    );
    expect(site.configs?.every((row) => row.global_config?.value_type === row.value_type)).toBe(true);
  });

  it('saves the site fields it is sent', async () => {
    const changes = {
      name: 'Dallas Auto Auction North',
      desc: 'Dealer, fleet and lease sales',
      cubed_company_id: 41018,
      gps_lat: 32.9,
      gps_lng: -96.91,
      dbport: 1434,
      timezone: 'America/Chicago',
      account_name: 'DAA North LLC',
    };
    const response = await put('/v3/admin/sites/1', changes);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ...changes, code: 'DAL', account: { name: 'DAA North LLC' } });
    expect(calls.row('SELECT name, "desc", cubed_company_id, gps_lat, gps_lng, dbport, timezone, account_name FROM sites WHERE id = 1')).toEqual(changes);
  });

  it("refuses bad site fields, another site's Cubed company and the code, without writing", async () => {
    const cases: [unknown, number, string][] = [
      [{ code: 'DFW' }, 400, "Field 'code' cannot be written"],
      [{ value: 'x' }, 400, "Field 'value' cannot be written"],
      [{ name: ' ' }, 400, 'Name is required'],
      [{ dbport: 70000 }, 400, 'Database port: a whole number from 1 to 65535'],
      [{ gps_lat: 91 }, 400, 'Latitude: a number from -90 to 90 (e.g. 32.8998)'],
      [{ timezone: 'Mars/Olympus_Mons' }, 400, "'Mars/Olympus_Mons' is not a known time zone (e.g. America/Chicago)"],
      [{ cubed_company_id: 41022 }, 409, 'Cubed company 41022 is already the company of site ATL'],
      [{ cubed_company_id: 'x' }, 400, 'Cubed company id: a positive whole number (digits only)'],
      [{ ip_primary: '999.1.1.1' }, 400, 'Primary IP: an IPv4 address (e.g. 10.21.4.15) or an IPv6 address'],
      [{ ip_primary: 'fe80::1::2' }, 400, 'Primary IP: an IPv4 address (e.g. 10.21.4.15) or an IPv6 address'],
      [{ dbhost: 'bad host name!' }, 400, 'Database host: a host name (e.g. dal-sql01.premise.internal) or an IP address'],
      [{ dbhost: '-dal.example.com' }, 400, 'Database host: a host name (e.g. dal-sql01.premise.internal) or an IP address'],
    ];
    const before = calls.row('SELECT * FROM sites WHERE id = 3');
    for (const [body, status, message] of cases) expect(await refusal(await put('/v3/admin/sites/3', body)), JSON.stringify(body)).toEqual([status, message]);
    expect(await refusal(await put('/v3/admin/sites/99', { name: 'x' }))).toEqual([404, 'No site with id 99']);
    expect(await refusal(await put('/v3/admin/sites/3', { name: 'x' }, inspector))).toEqual([403, 'Not Authorized']);
    expect(calls.row('SELECT * FROM sites WHERE id = 3')).toEqual(before);
  });
});

describe('Cloud Users (/users)', () => {
  interface UserRow {
    id: number;
    name: string;
    email: string | null;
    premise_user: number;
    is_global_admin: number;
    is_cloud_user: number;
  }
  const idOf = (email: string) => Number(calls.scalar('SELECT id FROM users WHERE email = ?', email));

  it('lists admins first, then cloud users, then auction users, each by name; no secrets', async () => {
    const result = await page<UserRow>('/v3/admin/users?per_page=100');
    const key = (user: UserRow) => [1 - user.is_global_admin, user.premise_user, user.name] as const;
    const expected = [...result.data].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x[0] - y[0] || x[1] - y[1] || byText(x[2], y[2]);
    });
    expect(result.data.map((user) => user.id)).toEqual(expected.map((user) => user.id));
    expect(result.data[0]?.is_global_admin).toBe(1);
    expect(result.data.at(-1)?.premise_user).toBe(1);
    expect(JSON.stringify(result)).not.toMatch(/password|scrypt/);
    const single = await calls.one<UserRow>(`/v3/admin/users/${idOf('user@example.com')}`, admin);
    expect(single).toMatchObject({ email: 'user@example.com', is_cloud_user: 1, is_global_admin: 0, premise_user: 0 });
  });

  it("saves only the fields sent, with each of the API settings the checkboxes can produce, ending the user's sessions", async () => {
    const id = idOf('sam.okafor@example.com');
    const before = calls.row<{ name: string; password_hash: string }>('SELECT name, password_hash FROM users WHERE id = ?', id);
    const session = await server.call('/v3/authentication', { method: 'POST', json: { username: 'sam.okafor@example.com', password: 'user-demo-2026' } });
    const token = ((await session.json()) as { access_token: string }).access_token;

    const flags = (user: unknown) => {
      const { premise_user, is_cloud_user, is_global_admin } = user as UserRow;
      return [premise_user, is_cloud_user, is_global_admin];
    };
    const stored = () => flags(calls.row<UserRow>('SELECT premise_user, is_cloud_user, is_global_admin FROM users WHERE id = ?', id));
    // Cloud Admin ticked: Cloud User stays on.
    expect(flags(await (await put(`/v3/admin/users/${id}`, { is_global_admin: 1 })).json())).toEqual([0, 1, 1]);
    expect(stored()).toEqual([0, 1, 1]);
    expect((await server.call('/v3/me', { token })).status).toBe(401);
    // Cloud Admin unticked: only that flag.
    expect(flags(await (await put(`/v3/admin/users/${id}`, { is_global_admin: 0 })).json())).toEqual([0, 1, 0]);
    // Auction User ticked: Cloud User and Cloud Admin cleared.
    expect(flags(await (await put(`/v3/admin/users/${id}`, { premise_user: 1, is_cloud_user: 0 })).json())).toEqual([1, 0, 0]);
    // Cloud User ticked: Auction User cleared.
    expect(flags(await (await put(`/v3/admin/users/${id}`, { premise_user: 0, is_cloud_user: 1 })).json())).toEqual([0, 1, 0]);
    expect(stored()).toEqual([0, 1, 0]);
    // A user stored in a combination the form cannot make (older data) can still be renamed.
    server.sqlite.prepare('UPDATE users SET premise_user = 1 WHERE id = ?').run(id);
    const renamed = await put(`/v3/admin/users/${id}`, { name: 'Samuel Okafor' });
    // The name shown for the user elsewhere (/v3/me, "Inspected By") is renamed with it.
    expect(await renamed.json()).toMatchObject({ name: 'Samuel Okafor', full_name: 'Samuel Okafor', email: 'sam.okafor@example.com' });
    expect(calls.row('SELECT name, password_hash FROM users WHERE id = ?', id)).toEqual({ ...before, name: 'Samuel Okafor' });
    expect(await refusal(await put(`/v3/admin/users/${id}`, { is_global_admin: 1 }))).toEqual([
      400,
      'These API settings do not go together: a user is either an Auction User or a Cloud User, and a Cloud Admin is also a Cloud User',
    ]);
  });

  it("refuses API settings that do not go together, bad fields, a taken e-mail and taking one's own admin rights", async () => {
    const user = idOf('priya.natarajan@example.com');
    const me = idOf('admin@example.com');
    const auction = Number(calls.scalar("SELECT id FROM users WHERE username = 'clerk'"));
    const combination = 'These API settings do not go together: a user is either an Auction User or a Cloud User, and a Cloud Admin is also a Cloud User';
    const cases: [number, unknown, number, string][] = [
      [user, { premise_user: 1 }, 400, combination],
      [user, { is_cloud_user: 0 }, 400, 'Choose Auction User or Cloud User'],
      [auction, { is_global_admin: 1 }, 400, combination],
      [auction, { is_cloud_user: 1 }, 400, combination],
      [user, { is_global_admin: 2 }, 400, 'Invalid is_global_admin: must be 0 or 1'],
      [user, { email: 'not-an-address' }, 400, 'Email Address is not a valid e-mail address'],
      [user, { email: 'ADMIN@example.com' }, 409, 'Another user has that e-mail address'],
      [user, { name: '' }, 400, 'Name is required'],
      [user, { password: 'short' }, 400, 'Password must be at least 8 characters'],
      [user, { password: 'password1' }, 400, 'Password is too weak: add words or characters that are harder to guess'],
      [user, { username: 'priya' }, 400, "Field 'username' cannot be written"],
      [user, {}, 400, 'Nothing to update: the body names no field'],
      [me, { is_global_admin: 0 }, 409, 'You cannot remove your own Cloud Admin rights: ask another admin'],
      [me, { premise_user: 1, is_cloud_user: 0, is_global_admin: 0 }, 409, 'You cannot remove your own Cloud Admin rights: ask another admin'],
      [99999, { name: 'x' }, 404, 'No user with id 99999'],
    ];
    const before = calls.rows('SELECT * FROM users ORDER BY id');
    for (const [id, body, status, message] of cases)
      expect(await refusal(await put(`/v3/admin/users/${id}`, body)), JSON.stringify(body)).toEqual([status, message]);
    expect(await refusal(await put(`/v3/admin/users/${user}`, { name: 'x' }, cloudUser))).toEqual([403, 'Not Authorized']);
    expect(calls.rows('SELECT * FROM users ORDER BY id')).toEqual(before);
  });

  it('gives one e-mail address to one user when two edits ask for it at once: the other gets 409', async () => {
    const first = idOf('user@example.com');
    const second = idOf('priya.natarajan@example.com');
    const address = 'shared.desk@example.com';
    const replies = await Promise.all([first, second, first, second].map((id) => put(`/v3/admin/users/${id}`, { email: address })));
    const statuses = replies.map((reply) => reply.status);
    const refused = await Promise.all(replies.filter((reply) => reply.status !== 200).map(refusal));
    const holders = calls.rows<{ id: number }>('SELECT id FROM users WHERE email = ?', address).map((row) => row.id);
    expect(holders).toHaveLength(1);
    // The holder's own second edit is a no-op 200; the other user's two are refused.
    const holder = holders[0]!;
    expect(statuses).toEqual([first, second, first, second].map((id) => (id === holder ? 200 : 409)));
    expect(refused).toEqual([
      [409, 'Another user has that e-mail address'],
      [409, 'Another user has that e-mail address'],
    ]);
  });
});

describe('Mobile builds (/mobile-builds)', () => {
  interface Build {
    id: number;
    build: string;
    environment: string;
    is_production: number;
    branch: string;
    android_filename: string;
    ios_version: string;
    created_at: string;
  }

  it('finds the latest production master build', async () => {
    const latest = await calls.page<Build>(
      '/v3/util/mobile_builds?filters[0]=is_production|eq|1&filters[1]=branch|eq|master&order_by[]=id|desc&perPage=1&page=1',
      inspector,
    );
    expect(latest.data).toHaveLength(1);
    expect(latest.data[0]).toMatchObject({ is_production: 1, branch: 'master', environment: 'production' });
    expect(latest.data[0]?.id).toBe(calls.scalar("SELECT max(id) FROM mobile_builds WHERE is_production = 1 AND branch = 'master'"));
  });

  it('pages the build table newest first, and serves one build; any signed-in user may read them', async () => {
    const first = await calls.page<Build>('/v3/util/mobile_builds?order_by[]=id|desc&perPage=10&page=1', admin);
    const second = await calls.page<Build>('/v3/util/mobile_builds?order_by[]=id|desc&perPage=10&page=2', cloudUser);
    expect(first.total).toBe(calls.scalar('SELECT count(*) FROM mobile_builds'));
    expect(first.data).toHaveLength(10);
    expect(second.data[0]?.id).toBe((first.data.at(-1)?.id ?? 0) - 1);
    expect(new Set(first.data.map((build) => build.environment))).not.toEqual(new Set(['production']));
    const build = first.data[0] as Build;
    expect(await calls.one(`/v3/util/mobile_builds/${build.id}`, inspector)).toMatchObject({ build: build.build, android_filename: build.android_filename });
    const byName = await calls.page<Build>(`/v3/util/mobile_builds?filters[0]=build|eq|${build.build}`, admin);
    expect(byName.data.map((row) => row.id)).toEqual([build.id]);
    expect(await refusal(await server.call('/v3/util/mobile_builds/99999', { token: admin }))).toEqual([404, 'No mobile build with id 99999']);
    expect(await refusal(await server.call('/v3/util/mobile_builds?filters[0]=notes|like|x', { token: admin }))).toEqual([
      400,
      "Cannot filter mobile_builds by 'notes'",
    ]);
    expect((await server.call('/v3/util/mobile_builds')).status).toBe(401);
  });
});
