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
});
