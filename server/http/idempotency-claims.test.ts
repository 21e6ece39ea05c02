/**
 * The idempotency middleware's statements (idempotency.ts), on SQLite and on PostgreSQL: a key is
 * claimed once, a completed one replays its stored answer, a different request on it is a 422, a
 * running one a 409 unless its process died or its claim expired, and the prune removes old keys.
 * The HTTP side is idempotency.test.ts.
 */
import { hostname } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { q, type DbHandle } from '../db/query.ts';
import { testEngines } from '../test/engines.ts';
import { HttpError } from './errors.ts';
import { claimEnded, claimOwner, completeClaim, keyRetentionDays, pruneKeys, releaseClaim, takeClaim, type KeyClaim } from './idempotency.ts';

const engines = testEngines();

const claim = (key: string, bodyHash = 'hash-a'): KeyClaim => ({ userId: 7, key, method: 'POST', path: '/v3/util/wo_shops', bodyHash });

/** The status an HttpError carries, or the error itself. */
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'claimed',
    (error: unknown) => (error instanceof HttpError ? error.status : error),
  );

describe.each(engines)('idempotency keys on $name', (engine) => {
  let db: DbHandle;
  beforeEach(async () => {
    db = await engine.open();
  });
  afterEach(() => engine.close(db));

  const row = (key: string) => q(db).selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
  const leaveRunning = (key: string, values: { owner?: string | null; expires_at?: string | null; created_at?: string }) =>
    q(db)
      .insertInto('idempotency_keys')
      .values({ user_id: 7, key, method: 'POST', path: '/v3/util/wo_shops', body_hash: 'hash-a', state: 'running', ...values })
      .execute();

  it('claims a key once, with its owner and expiry; a second send while it runs is a 409', async () => {
    expect(await takeClaim(db, claim('key-00000001'))).toEqual({ claimed: true });
    const claimed = await row('key-00000001');
    expect(claimed).toMatchObject({ state: 'running', owner: claimOwner, user_id: 7 });
    expect(Date.parse(claimed!.expires_at!)).toBeGreaterThan(Date.now());
    expect(await statusOf(takeClaim(db, claim('key-00000001')))).toBe(409);
    // Another user's key of the same text is another key.
    expect(await takeClaim(db, { ...claim('key-00000001'), userId: 8 })).toEqual({ claimed: true });
  });

  it('replays the stored answer of a completed key, and refuses a different request on it with 422', async () => {
    await takeClaim(db, claim('key-00000002'));
    await completeClaim(db, 7, 'key-00000002', { status: 201, contentType: 'application/json', body: '{"response":{"id":3}}' });
    expect(await takeClaim(db, claim('key-00000002'))).toEqual({
      claimed: false,
      replay: {
        body_hash: 'hash-a',
        owner: claimOwner,
        state: 'done',
        status: 201,
        response_content_type: 'application/json',
        response_body: '{"response":{"id":3}}',
      },
    });
    expect(await statusOf(takeClaim(db, claim('key-00000002', 'hash-b')))).toBe(422);
    expect((await row('key-00000002'))?.completed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('gives a released key to the next send', async () => {
    await takeClaim(db, claim('key-00000003'));
    await releaseClaim(db, 7, 'key-00000003');
    expect(await row('key-00000003')).toBeUndefined();
    expect(await takeClaim(db, claim('key-00000003'))).toEqual({ claimed: true });
  });

  it('takes over the claim of a process of this host that is gone, and one past its expiry, but not a live one', async () => {
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    await leaveRunning('key-orphan1', { owner: `${hostname()}:${process.pid}:predecessor-instance`, expires_at: inAMinute });
    await leaveRunning('key-expired', { owner: `${hostname()}:${process.ppid}:another-instance`, expires_at: new Date(Date.now() - 1000).toISOString() });
    await leaveRunning('key-old-one', { owner: null, expires_at: null, created_at: new Date(Date.now() - 6 * 60_000).toISOString() });
    await leaveRunning('key-livesrv', { owner: `${hostname()}:${process.ppid}:another-instance`, expires_at: inAMinute });
    for (const key of ['key-orphan1', 'key-expired', 'key-old-one']) {
      expect(await takeClaim(db, claim(key))).toEqual({ claimed: true });
      expect((await row(key))?.owner).toBe(claimOwner);
    }
    expect(await statusOf(takeClaim(db, claim('key-livesrv')))).toBe(409);
    expect((await row('key-livesrv'))?.owner).not.toBe(claimOwner);
  });

  it('takes over at once a claim of this process that no request of it serves any more (its release failed with the database down)', async () => {
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    await leaveRunning('key-selfleft', { owner: claimOwner, expires_at: inAMinute });
    expect(await takeClaim(db, claim('key-selfleft'))).toEqual({ claimed: true });
    // While that request runs, its key is served: another send is a 409; once it has ended, a claim it left is taken over.
    expect(await statusOf(takeClaim(db, claim('key-selfleft')))).toBe(409);
    claimEnded(7, 'key-selfleft');
    expect(await takeClaim(db, claim('key-selfleft'))).toEqual({ claimed: true });
    claimEnded(7, 'key-selfleft');
    // A stale claim of a different request is still a different request.
    await leaveRunning('key-stale-b', { created_at: new Date(Date.now() - 6 * 60_000).toISOString() });
    expect(await statusOf(takeClaim(db, claim('key-stale-b', 'hash-b')))).toBe(422);
  });

  it('lets one of parallel first sends claim a key', async () => {
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => statusOf(takeClaim(db, claim('key-parallel')))));
    expect(outcomes.filter((outcome) => outcome === 'claimed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 409)).toHaveLength(9);
  });

  it('prunes the keys older than their retention', async () => {
    await leaveRunning('key-ancient', { created_at: new Date(Date.now() - (keyRetentionDays + 1) * 86_400_000).toISOString() });
    await takeClaim(db, claim('key-recent'));
    await pruneKeys(db);
    expect(await row('key-ancient')).toBeUndefined();
    expect(await row('key-recent')).toBeDefined();
  });
});
