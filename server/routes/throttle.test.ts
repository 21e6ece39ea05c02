/** Sign-in throttling, on its own server: after it, this client is locked out for 15 minutes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNotThrottled, recordAttempt } from '../auth/throttle.ts';
import { HttpError } from '../http/errors.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const attempt = (password: string, username = 'admin@example.com') =>
  server.call('/v3/authentication', { method: 'POST', json: { username, password } });

describe('sign-in throttling', () => {
  it('counts failures per account, whatever client they come from', () => {
    for (let i = 0; i < 10; i++) recordAttempt(server.db, 'cloud:victim@example.com', `10.0.0.${i}`, false);
    expect(() => assertNotThrottled(server.db, 'cloud:victim@example.com', '10.9.9.9')).toThrow(HttpError);
    expect(() => assertNotThrottled(server.db, 'cloud:other@example.com', '10.9.9.9')).not.toThrow();
  });

  it('answers 429 with Retry-After after 10 failures, even to the right password', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
    const locked = await attempt('admin-demo-2026');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await locked.json()).toEqual({ error: { message: 'Too many failed sign-in attempts. Try again later.' } });
    // The same client is held back for other accounts too.
    expect((await attempt('x', 'ghost@example.com')).status).toBe(429);
  });
});
