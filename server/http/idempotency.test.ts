/** Idempotency-Key over HTTP: a write runs once per user and key, whatever the retries. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/http-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn('inspector');
});
afterAll(() => server.close());

const shopCount = (name: string) =>
  (server.db.$client.prepare('SELECT COUNT(*) AS n FROM wo_shops WHERE name = ?').get(name) as { n: number }).n;

const createShop = (key: string, name: string, as = token) =>
  server.call('/v3/util/wo_shops', { method: 'POST', token: as, json: { name }, headers: { 'Idempotency-Key': key } });

describe('Idempotency-Key', () => {
  it('writes once and answers a replay with the first answer', async () => {
    const first = await createShop('outbox-0001-create-shop', 'Replay Shop');
    const second = await createShop('outbox-0001-create-shop', 'Replay Shop');
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(shopCount('Replay Shop')).toBe(1);
  });

  it('refuses the same key for a different request with 422', async () => {
    await createShop('outbox-0002-create-shop', 'First Body');
    const other = await createShop('outbox-0002-create-shop', 'Other Body');
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: { message: 'This Idempotency-Key was already used for a different request' } });
    expect(shopCount('Other Body')).toBe(0);
  });

  it('answers 409 while the first request is still running', async () => {
    // The first request of this key is mid-flight: its row is claimed but not complete.
    const userId = (server.db.$client.prepare("SELECT id FROM users WHERE username = 'inspector'").get() as { id: number }).id;
    const hash = createHash('sha256').update('POST /v3/util/wo_shops\n').update(JSON.stringify({ name: 'Busy Shop' })).digest('hex');
    server.db.$client
      .prepare("INSERT INTO idempotency_keys (user_id, key, method, path, body_hash, state) VALUES (?, 'outbox-0003-running', 'POST', '/v3/util/wo_shops', ?, 'running')")
      .run(userId, hash);
    const busy = await createShop('outbox-0003-running', 'Busy Shop');
    expect(busy.status).toBe(409);
    expect(await busy.json()).toEqual({ error: { message: 'This request is still being processed; try again shortly' } });
    expect(shopCount('Busy Shop')).toBe(0);
  });

  it('replays a validation error instead of running the request again', async () => {
    const first = await server.call('/v3/util/wo_shops', { method: 'POST', token, json: { name: '' }, headers: { 'Idempotency-Key': 'outbox-0004-invalid' } });
    const again = await server.call('/v3/util/wo_shops', { method: 'POST', token, json: { name: '' }, headers: { 'Idempotency-Key': 'outbox-0004-invalid' } });
    expect(first.status).toBe(400);
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
  });

  it('does not keep a 401: after signing in again the same key goes through', async () => {
    const expired = await createShop('outbox-0005-after-401', 'After Sign-in', 'not-a-valid-token');
    expect(expired.status).toBe(401);
    const retried = await createShop('outbox-0005-after-401', 'After Sign-in');
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotency-replayed')).toBeNull();
    expect(shopCount('After Sign-in')).toBe(1);
  });

  it('keeps keys per user, and checks their shape', async () => {
    const clerk = await server.signIn('clerk');
    const mine = await createShop('outbox-0006-per-user', 'Inspector Shop');
    const theirs = await createShop('outbox-0006-per-user', 'Clerk Shop', clerk);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotency-replayed')).toBeNull();
    const bad = await createShop('short', 'x');
    expect(bad.status).toBe(400);
  });
});
