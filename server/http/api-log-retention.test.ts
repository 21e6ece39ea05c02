/**
 * The API log cannot fill the disk (issue 15): anonymous bodies are logged only up to a small
 * size, and the log is kept within its age and total size (API_LOG_MAX_AGE_DAYS,
 * API_LOG_MAX_MIB), the newest entries kept.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/http-server.ts';
import { apiLogSize } from './api-log.ts';

const maxBytes = 2 * 1024 * 1024;
let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await startTestServer({ apiLogRetention: { maxAgeDays: 30, maxBytes } });
  token = await server.signIn('admin');
});
afterAll(() => server.close());

const big = (marker: string) => JSON.stringify({ name: marker, filler: 'x'.repeat(200 * 1024) });

it('logs an anonymous body only up to 4 KiB', async () => {
  await server.call('/v3/util/wo_shops?anonymous-marker=1', { method: 'POST', body: big('anonymous'), headers: { 'Content-Type': 'application/json' } });
  const logged = server.sqlite.prepare("SELECT request_content FROM api_logs WHERE params LIKE '%anonymous-marker%' ORDER BY id DESC").pluck().get() as string;
  expect(logged.length).toBeLessThanOrEqual(4096);
  expect(logged).not.toContain('xxxx');
});

it('keeps the log under its size cap through a flood, and keeps the newest entries', async () => {
  for (let round = 0; round < 5; round++) {
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        server.call(`/v3/util/wo_shops?flood=${round}-${index}`, {
          method: 'POST',
          token,
          body: big(`flood ${round}-${index}`),
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
  }
  await server.call('/v3/util/wo_shops?flood=last', { method: 'POST', token, body: big('last'), headers: { 'Content-Type': 'application/json' } });
  expect(await apiLogSize(server.db)).toBeLessThanOrEqual(maxBytes);
  const kept = server.sqlite.prepare("SELECT params FROM api_logs WHERE params LIKE '%flood%' ORDER BY id").pluck().all() as string[];
  expect(kept.at(-1)).toContain('last');
  expect(kept.length).toBeGreaterThanOrEqual(4);
});

it('removes entries older than the retention age', async () => {
  // Written last (the newest id) with an old date: only the age, not the size, removes it.
  server.sqlite
    .prepare("INSERT INTO api_logs (method, route, created_at) VALUES ('GET', '/v3/too-old', ?)")
    .run(new Date(Date.now() - 31 * 86_400_000).toISOString());
  for (let index = 0; index < 12; index++) {
    await server.call(`/v3/util/wo_shops?flood=after-old-${index}`, {
      method: 'POST',
      token,
      body: big('after old'),
      headers: { 'Content-Type': 'application/json' },
    });
  }
  expect(server.sqlite.prepare("SELECT COUNT(*) FROM api_logs WHERE route = '/v3/too-old'").pluck().get()).toBe(0);
});

it('leaves the readiness check out of the log: /v3/health writes no row, even with a token (ADR 0073)', async () => {
  const rows = () => server.sqlite.prepare('SELECT count(*) FROM api_logs').pluck().get() as number;
  const before = rows();
  for (const headers of [{}, { Authorization: `Bearer ${token}` }] as Record<string, string>[]) {
    const health = await server.call('/v3/health', { headers });
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
  }
  expect(rows()).toBe(before);
  // Any other call is logged as before.
  await server.call('/v3/util/wo_shops', { token });
  expect(rows()).toBe(before + 1);
});
