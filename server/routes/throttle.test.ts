/**
 * Sign-in throttling, on its own server: per account and client address together, with a
 * slower ceiling per account alone and per client alone (throttle.ts).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveAttempt, settleAttempt, throttleRules } from '../auth/throttle.ts';
import { HttpError } from '../http/errors.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A sign-in sent from a given local address (Linux routes all of 127.0.0.0/8 to loopback). */
function signInFrom(from: string, username: string, password: string): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  const payload = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const call = request(
      `${server.url}/v3/authentication`,
      { method: 'POST', localAddress: from, agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body }));
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/** `count` failures, each pair of account and client kept under the pair's own ceiling. */
const failures = async (count: number, account: (i: number) => string, client: (i: number) => string) => {
  for (let i = 0; i < count; i++) await settleAttempt(server.db, await reserveAttempt(server.db, account(i), client(i)), false);
};
const group = (i: number) => Math.floor(i / (throttleRules.pair.max - 1));

describe('sign-in throttling', () => {
  it('holds under 200 parallel wrong guesses: at most the limit reach the password check, the rest get 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => signInFrom('127.0.0.1', 'user@example.com', `wrong-${i}`)));
    const checked = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(checked.length).toBeLessThanOrEqual(throttleRules.pair.max);
    expect(checked.length + refused.length).toBe(200);
    for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(JSON.parse(refused[0]?.body ?? '{}')).toEqual({ error: { message: 'Too many failed sign-in attempts. Try again later.' } });
  });

  it('does not lock the owner out: the real user signs in from another address during an attack on their account', async () => {
    const attack = await Promise.all(Array.from({ length: 50 }, (_, i) => signInFrom('127.0.0.3', 'admin@example.com', `guess-${i}`)));
    expect(attack.some((answer) => answer.status === 429)).toBe(true);
    expect((await signInFrom('127.0.0.3', 'admin@example.com', 'admin-demo-2026')).status).toBe(429);
    expect((await signInFrom('127.0.0.2', 'admin@example.com', 'admin-demo-2026')).status).toBe(200);
  });

  it('answers 429 with Retry-After after 10 failures from one address, even to the right password', async () => {
    for (let i = 0; i < 10; i++) expect((await signInFrom('127.0.0.4', 'admin@example.com', `wrong-${i}`)).status).toBe(401);
    const locked = await signInFrom('127.0.0.4', 'admin@example.com', 'admin-demo-2026');
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(800);
  });

  it('has a slower ceiling per account alone, whatever addresses the failures come from', async () => {
    await failures(
      throttleRules.account.max,
      () => 'cloud:victim@example.com',
      (i) => `10.0.0.${group(i)}`,
    );
    await expect(reserveAttempt(server.db, 'cloud:victim@example.com', '10.9.9.9')).rejects.toThrow(HttpError);
    await expect(reserveAttempt(server.db, 'cloud:other@example.com', '10.9.9.9')).resolves.toEqual(expect.any(Number));
  });

  it('has a ceiling per client address alone, across accounts', async () => {
    await failures(
      throttleRules.client.max,
      (i) => `cloud:sprayed-${group(i)}@example.com`,
      () => '10.1.1.1',
    );
    await expect(reserveAttempt(server.db, 'cloud:one-more@example.com', '10.1.1.1')).rejects.toThrow(HttpError);
    await expect(reserveAttempt(server.db, 'cloud:one-more@example.com', '10.1.1.2')).resolves.toEqual(expect.any(Number));
  });
});
