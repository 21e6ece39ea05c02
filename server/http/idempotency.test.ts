/** Idempotency-Key over HTTP: a write runs once per user and key, whatever the retries. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';
import { requestHash } from './idempotency.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn('inspector');
});
afterAll(() => server.close());

const shopCount = (name: string) => (server.sqlite.prepare('SELECT COUNT(*) AS n FROM wo_shops WHERE name = ?').get(name) as { n: number }).n;

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
    const userId = (server.sqlite.prepare("SELECT id FROM users WHERE username = 'inspector'").get() as { id: number }).id;
    const hash = createHash('sha256')
      .update('POST /v3/util/wo_shops\n')
      .update(JSON.stringify({ name: 'Busy Shop' }))
      .digest('hex');
    server.sqlite
      .prepare(
        "INSERT INTO idempotency_keys (user_id, key, method, path, body_hash, state) VALUES (?, 'outbox-0003-running', 'POST', '/v3/util/wo_shops', ?, 'running')",
      )
      .run(userId, hash);
    const busy = await createShop('outbox-0003-running', 'Busy Shop');
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toBe('1');
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
    // Adding shops needs the administration security, which the seeded clerk lacks.
    server.sqlite.prepare("INSERT INTO user_securities (user_id, site_id, security) SELECT id, 1, 'administration' FROM users WHERE username = 'clerk'").run();
    const mine = await createShop('outbox-0006-per-user', 'Inspector Shop');
    const theirs = await createShop('outbox-0006-per-user', 'Clerk Shop', clerk);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotency-replayed')).toBeNull();
    const bad = await createShop('short', 'x');
    expect(bad.status).toBe(400);
  });
});

describe('claims left running by a process that died', () => {
  const userId = () => (server.sqlite.prepare("SELECT id FROM users WHERE username = 'inspector'").get() as { id: number }).id;
  const hashOf = (name: string) => createHash('sha256').update('POST /v3/util/wo_shops\n').update(JSON.stringify({ name })).digest('hex');
  const leaveRunning = (key: string, name: string, createdAt: string) =>
    server.sqlite
      .prepare(
        "INSERT INTO idempotency_keys (user_id, key, method, path, body_hash, state, created_at) VALUES (?, ?, 'POST', '/v3/util/wo_shops', ?, 'running', ?)",
      )
      .run(userId(), key, hashOf(name), createdAt);
  const state = (key: string) => (server.sqlite.prepare('SELECT state FROM idempotency_keys WHERE key = ?').get(key) as { state: string } | undefined)?.state;

  it('takes over a running claim older than five minutes', async () => {
    leaveRunning('outbox-0007-stale', 'Stale Shop', new Date(Date.now() - 6 * 60_000).toISOString());
    const retried = await createShop('outbox-0007-stale', 'Stale Shop');
    expect(retried.status).toBe(201);
    expect(shopCount('Stale Shop')).toBe(1);
    expect(state('outbox-0007-stale')).toBe('done');
  });

  it('still refuses a different request on a stale key with 422', async () => {
    leaveRunning('outbox-0008-stale-other', 'Stale A', new Date(Date.now() - 6 * 60_000).toISOString());
    expect((await createShop('outbox-0008-stale-other', 'Stale B')).status).toBe(422);
  });

  const leaveOwned = (key: string, name: string, owner: string, expiresAt: string) =>
    server.sqlite
      .prepare(
        "INSERT INTO idempotency_keys (user_id, key, method, path, body_hash, state, owner, expires_at) VALUES (?, ?, 'POST', '/v3/util/wo_shops', ?, 'running', ?, ?)",
      )
      .run(userId(), key, hashOf(name), owner, expiresAt);
  const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

  it('does not release the claims of another live process when a server starts on the database', async () => {
    // The process that started this test is alive: a claim it owns is a request it is still serving.
    leaveOwned('outbox-0009-live-owner', 'Live Shop', `${hostname()}:${process.ppid}:another-instance`, inAMinute());
    createApp({ db: server.db, photoDir: '/nonexistent' });
    expect(state('outbox-0009-live-owner')).toBe('running');
    expect((await createShop('outbox-0009-live-owner', 'Live Shop')).status).toBe(409);
    expect(shopCount('Live Shop')).toBe(0);
  });

  it('takes over at once the claim of a process of this host that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    leaveOwned('outbox-0010-dead-owner', 'Orphan Shop', `${hostname()}:${gone.stdout}:crashed-instance`, inAMinute());
    const retried = await createShop('outbox-0010-dead-owner', 'Orphan Shop');
    expect(retried.status).toBe(201);
    expect(shopCount('Orphan Shop')).toBe(1);
  });

  it('takes over at once the claim of an earlier process that had this pid (a restarted container)', async () => {
    leaveOwned('outbox-0013-restarted', 'Restarted Shop', `${hostname()}:${process.pid}:predecessor-instance`, inAMinute());
    const retried = await createShop('outbox-0013-restarted', 'Restarted Shop');
    expect(retried.status).toBe(201);
    expect(shopCount('Restarted Shop')).toBe(1);
  });

  it('takes over a claim past its expiry, even of a live owner', async () => {
    leaveOwned('outbox-0011-expired', 'Expired Shop', `${hostname()}:${process.ppid}:another-instance`, new Date(Date.now() - 1000).toISOString());
    expect((await createShop('outbox-0011-expired', 'Expired Shop')).status).toBe(201);
  });

  it('records the owner and the expiry of each claim', async () => {
    await createShop('outbox-0012-owned', 'Owned Shop');
    const row = server.sqlite.prepare("SELECT owner, expires_at FROM idempotency_keys WHERE key = 'outbox-0012-owned'").get() as {
      owner: string;
      expires_at: string;
    };
    expect(row.owner).toMatch(new RegExp(`^${hostname()}:${process.pid}:[A-Za-z0-9_-]{16,}$`));
    expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now());
  });
});

describe('secrets and the anonymous', () => {
  const signIn = (key: string, as?: string) =>
    server.call('/v3/authentication_local', {
      method: 'POST',
      token: as,
      json: { site: 'DAL', username: 'clerk', password: 'clerk-demo-2026' },
      headers: { 'Idempotency-Key': key },
    });
  const storedTokens = (tokens: string[]) =>
    (server.sqlite.prepare('SELECT response_body FROM idempotency_keys').pluck().all() as (string | null)[]).filter((body) =>
      tokens.some((t) => body?.includes(t)),
    );

  for (const [who, as] of [
    ['anonymous', () => undefined],
    ['sent with a session of its own', () => token],
  ] as const) {
    it(`a sign-in with an Idempotency-Key (${who}) is neither stored nor replayed`, async () => {
      const key = `sign-in-${who.length}-key`;
      const first = await signIn(key, as());
      const second = await signIn(key, as());
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.headers.get('idempotency-replayed')).toBeNull();
      const tokens = await Promise.all([first, second].map(async (response) => ((await response.json()) as { access_token: string }).access_token));
      expect(tokens[0]).not.toBe(tokens[1]);
      expect(storedTokens(tokens)).toEqual([]);
    });
  }

  it('keeps no key for an anonymous caller: there is no shared anonymous namespace', async () => {
    const refused = await server.call('/v3/util/wo_shops', { method: 'POST', json: { name: 'Nobody' }, headers: { 'Idempotency-Key': 'anonymous-0001' } });
    expect(refused.status).toBe(401);
    expect(
      server.sqlite.prepare("SELECT COUNT(*) FROM idempotency_keys WHERE user_id = 0 OR key LIKE 'anonymous-%' OR key LIKE 'sign-in-%'").pluck().get(),
    ).toBe(0);
  });
});

describe('request hash of multipart bodies', () => {
  const url = new URL('http://localhost/v3/vehicles/1/images');
  async function encode(parts: [string, string | Blob, string?][]): Promise<{ type: string; bytes: Uint8Array }> {
    const form = new FormData();
    for (const [name, value, filename] of parts) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, filename);
    }
    const request = new Request(url, { method: 'POST', body: form });
    return { type: request.headers.get('content-type') ?? '', bytes: new Uint8Array(await request.arrayBuffer()) };
  }
  const hash = async (parts: [string, string | Blob, string?][]) => {
    const { type, bytes } = await encode(parts);
    return { hash: await requestHash('POST', url, type, bytes), type };
  };
  const photo = (bytes: number[]) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

  it('is the same for two encodings of the same form, whatever the boundary', async () => {
    const first = await hash([
      ['image', photo([1, 2, 3]), 'car.jpg'],
      ['type', 'photo'],
    ]);
    const second = await hash([
      ['image', photo([1, 2, 3]), 'car.jpg'],
      ['type', 'photo'],
    ]);
    expect(first.type).not.toBe(second.type);
    expect(first.hash).toBe(second.hash);
  });

  it('differs when the bytes, the file name, a field or the order differ', async () => {
    const base = (
      await hash([
        ['image', photo([1, 2, 3]), 'car.jpg'],
        ['type', 'photo'],
      ])
    ).hash;
    expect(
      (
        await hash([
          ['image', photo([1, 2, 4]), 'car.jpg'],
          ['type', 'photo'],
        ])
      ).hash,
    ).not.toBe(base);
    expect(
      (
        await hash([
          ['image', photo([1, 2, 3]), 'other.jpg'],
          ['type', 'photo'],
        ])
      ).hash,
    ).not.toBe(base);
    expect(
      (
        await hash([
          ['image', photo([1, 2, 3]), 'car.jpg'],
          ['type', 'spin'],
        ])
      ).hash,
    ).not.toBe(base);
    expect(
      (
        await hash([
          ['type', 'photo'],
          ['image', photo([1, 2, 3]), 'car.jpg'],
        ])
      ).hash,
    ).not.toBe(base);
  });

  it('falls back to the raw bytes for a body that does not parse', async () => {
    const broken = new TextEncoder().encode('not multipart at all');
    const a = await requestHash('POST', url, 'multipart/form-data; boundary=x', broken);
    const b = await requestHash('POST', url, 'multipart/form-data; boundary=y', broken);
    expect(a).toBe(b);
  });
});
