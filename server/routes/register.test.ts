/** POST /v3/register over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/http-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const register = (body: Record<string, unknown>) => server.call('/v3/register', { method: 'POST', json: body });
const valid = { first_name: 'Rosa', last_name: 'Diaz', username: 'rosa.diaz@example.com', password: 'lot-lane-gate-42' };

describe('registration', () => {
  it('creates a cloud user who can sign in to the platform but not to the console', async () => {
    const created = await register(valid);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ response: { username: 'rosa.diaz@example.com', name: 'Rosa Diaz' } });
    const platform = await server.call('/v3/authentication', { method: 'POST', json: { username: valid.username, password: valid.password } });
    expect(platform.status).toBe(200);
    const console = await server.call('/v3/authentication', {
      method: 'POST',
      json: { username: valid.username, password: valid.password },
      headers: { 'mobile-version': '-1' },
    });
    expect(console.status).toBe(403);
  });

  it.each([
    [{ ...valid, first_name: ' ' }, 'First Name is required'],
    [{ ...valid, last_name: undefined }, 'last_name is required'],
    [{ ...valid, password: 'short1' }, 'Password must be at least 8 characters'],
    [{ ...valid, username: 'weak@example.com', password: 'password' }, 'Password is too weak: add words or characters that are harder to guess'],
    [{ ...valid, first_name: 'F'.repeat(61) }, 'First Name must be at most 60 characters'],
    // A field registration does not take is refused, not dropped under a 201.
    [{ ...valid, username: 'admin.wanted@example.com', is_global_admin: 1 }, "Field 'is_global_admin' cannot be written"],
  ])('refuses %o with a clear message', async (body, message) => {
    const response = await register(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message } });
  });

  it('refuses a taken username', async () => {
    const response = await register({ ...valid, username: 'inspector' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { message: 'That username is already taken' } });
  });

  it('gives one account and 9 clear refusals to 10 parallel registrations of one name, in any case or width', async () => {
    const spellings = ['race.name', 'Race.Name', 'RACE.NAME', 'ｒａｃｅ.name', 'race.ＮＡＭＥ'];
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => register({ ...valid, username: spellings[i % spellings.length] })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) expect(await answer.json()).toEqual({ error: { message: 'That username is already taken' } });
    expect(server.sqlite.prepare("SELECT COUNT(*) FROM users WHERE lower(username) = 'race.name'").pluck().get()).toBe(1);
  });

  it.each(['nul\u0000name', 'bell\u0007', 'line\nbreak', 'right\u202Eto-left'])('refuses the control character in %j with a clear 400', async (username) => {
    const response = await register({ ...valid, username });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: 'Username must not contain control characters' } });
  });

  it('is throttled like sign-in: refusals of taken names from one address end in 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await register({ ...valid, username: 'clerk' })).status);
    expect(statuses).toContain(409);
    const last = await register({ ...valid, username: 'clerk' });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last.json()).toEqual({ error: { message: 'Too many registration attempts. Try again later.' } });
  });
});

describe('PUT /v3/admin/users/{id}', () => {
  it('changes only the fields sent, hashes a new password and ends the other sessions', async () => {
    const admin = await server.signIn('admin');
    const other = await server.signIn('admin');
    const users = (await (await server.call('/v3/admin/users?per_page=100', { token: admin })).json()) as { data: { id: number; email: string | null }[] };
    const me = users.data.find((user) => user.email === 'admin@example.com');
    const renamed = await server.call(`/v3/admin/users/${me?.id}`, { method: 'PUT', token: admin, json: { name: 'Avery Q. Admin' } });
    expect(await renamed.json()).toMatchObject({ name: 'Avery Q. Admin', email: 'admin@example.com', is_global_admin: 1 });
    const weak = await server.call(`/v3/admin/users/${me?.id}`, { method: 'PUT', token: admin, json: { password: 'abc' } });
    expect(await weak.json()).toEqual({ error: { message: 'Password must be at least 8 characters' } });
    const unknown = await server.call(`/v3/admin/users/${me?.id}`, { method: 'PUT', token: admin, json: { password_hash: 'x' } });
    expect(unknown.status).toBe(400);
    expect((await server.call(`/v3/admin/users/${me?.id}`, { method: 'PUT', token: admin, json: { password: 'new-gate-lane-2027' } })).status).toBe(200);
    expect((await server.call('/v3/me', { token: other })).status).toBe(401);
    expect((await server.call('/v3/me', { token: admin })).status).toBe(200);
    const signIn = await server.call('/v3/authentication', { method: 'POST', json: { username: 'admin@example.com', password: 'new-gate-lane-2027' } });
    expect(signIn.status).toBe(200);
  });

  it('is for global admins only', async () => {
    const inspector = await server.signIn('inspector');
    expect((await server.call('/v3/admin/users/1', { method: 'PUT', token: inspector, json: { name: 'x' } })).status).toBe(403);
  });
});
