/**
 * Idempotent writes for the offline outbox: a POST, PUT, PATCH or DELETE that carries an
 * `Idempotency-Key` header runs once per user and key. A replay with the same request gets
 * the first answer again (header `Idempotency-Replayed: true`); the same key with a
 * different request gets 422; a replay while the first is still running gets 409.
 *
 * Answers that a retry should not see again are not kept: 5xx, 401 (the user signs in again
 * and the outbox resends), 408, 409 and 429. The key is then released for the retry.
 *
 * "The same request" is the same method, path, query and body. A multipart body counts by
 * its parts (names, file names, types, bytes), not by its boundary, which a browser draws
 * anew for every send of the same photo (multipart.ts).
 *
 * Exactly once across a crash: a write route runs its write through `writeOnce`, which stores
 * the answer in the same SQLite transaction as the write, so a process killed at any point
 * leaves both or neither. The middleware then does not store it again. (Routes that do not use
 * it have their answer stored after they return, one step later.)
 *
 * A claim left `running` by a process that died mid-request would block its key for good, yet
 * several server processes may share one database: a claim names its owner (`host:pid:instance`)
 * and an expiry (`staleClaimMs` after it was made). A replay takes a running claim over when it
 * has expired, or at once when its owner is a process of this host that no longer exists (a
 * crash, then a restart). Starting a server releases nothing: another process's claims are
 * requests it is still serving.
 *
 * Sign-in and register are never kept (their answer holds a session token, and a replay would
 * hand it out again), and neither is any anonymous call: keys belong to a signed-in user.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { lockedJob } from '../db/periodic.ts';
import { compiledOnce, q, writeTransaction, type DbHandle, type Query } from '../db/query.ts';
import { ownerGone, processOwner, staleAfterMs } from '../lib/process-owner.ts';
import type { AppEnv, Deps } from './context.ts';
import { HttpError } from './errors.ts';
import { isMultipart, multipartDigest, parseMultipart } from './multipart.ts';
import { bodyLimitFor, readRawBody } from './raw-body.ts';

export const keyRetentionDays = 30;
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const retryable = new Set([401, 408, 409, 429]);
const keyPattern = /^[A-Za-z0-9_.:-]{8,200}$/;
/** A claim running for longer than this is taken to belong to a request that will never finish. */
export const staleClaimMs = staleAfterMs;

/** The claim of the request being served, for writeOnce (set by the middleware). */
export interface IdempotencyClaim {
  userId: number;
  key: string;
  /** The route stored the answer with its write. */
  stored: boolean;
}

const claims = new WeakMap<Request, IdempotencyClaim>();

/** This server process, as the owner of its claims. */
export const claimOwner = processOwner;

/** The calls whose answer holds a secret (a new session's token): never stored, never replayed. */
const unreplayable = /^\/v3\/(authentication|authentication_local|register)\/?$/;

/** What a write route answers, stored with its write when the request carries an Idempotency-Key. */
export interface WriteAnswer {
  status: ContentfulStatusCode;
  body: unknown;
  headers?: Record<string, string>;
}

const storeAnswer = compiledOnce<'status' | 'body' | 'userId' | 'key', never>((query, param, dialect) =>
  query
    .updateTable('idempotency_keys')
    .set({
      state: 'done',
      status: param('status') as unknown as number,
      response_content_type: 'application/json',
      response_body: param('body'),
      completed_at: dialect.nowText(),
    })
    .where('user_id', '=', param('userId') as unknown as number)
    .where('key', '=', param('key')),
);

/**
 * Runs a write and stores its answer in one transaction (when the request carries an
 * Idempotency-Key), then answers it. `work` runs inside the write transaction (query.ts's
 * `writeTransaction`: every `q(db)` in it is that transaction); a thrown HttpError rolls the
 * write back and becomes the answer the middleware stores. As every write transaction, `work`
 * awaits nothing but its statements (ADR 0071).
 */
export async function writeOnce(c: Context<AppEnv>, db: DbHandle, work: () => Promise<WriteAnswer> | WriteAnswer): Promise<Response> {
  const claim = claims.get(c.req.raw);
  const result = await writeTransaction(db, async () => {
    const result = await work();
    if (claim) await storeAnswer(db, { status: result.status, body: JSON.stringify(result.body), userId: claim.userId, key: claim.key });
    return result;
  });
  if (claim) claim.stored = true;
  return c.json(result.body, result.status, result.headers);
}

interface KeyRow {
  body_hash: string;
  owner: string | null;
  state: 'running' | 'done';
  status: number | null;
  response_content_type: string | null;
  response_body: string | null;
}

/** A key's claim as the middleware makes it. */
export interface KeyClaim {
  userId: number;
  key: string;
  method: string;
  path: string;
  bodyHash: string;
}

type KeyParams = 'userId' | 'key';
const byKey = <P extends string>(param: (name: P | KeyParams) => string) =>
  [
    ['user_id', '=', param('userId') as unknown as number],
    ['key', '=', param('key')],
  ] as const;

// The statements of every write that carries a key, compiled once (ADR 0071). A statement that
// may change nothing returns the key, so its caller knows whether it did.
const claimStatement = compiledOnce<KeyParams | 'method' | 'path' | 'bodyHash' | 'owner' | 'expiresAt', { key: string }>((query, param) =>
  query
    .insertInto('idempotency_keys')
    .values({
      user_id: param('userId') as unknown as number,
      key: param('key'),
      method: param('method'),
      path: param('path'),
      body_hash: param('bodyHash'),
      state: 'running',
      owner: param('owner'),
      expires_at: param('expiresAt'),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .returning('key'),
);
const findStatement = compiledOnce<KeyParams, KeyRow>((query, param) => {
  const [user, key] = byKey(param);
  return query
    .selectFrom('idempotency_keys')
    .select(['body_hash', 'owner', 'state', 'status', 'response_content_type', 'response_body'])
    .where(...user)
    .where(...key);
});
const completeStatement = compiledOnce<KeyParams | 'status' | 'contentType' | 'body', never>((query, param, dialect) => {
  const [user, key] = byKey(param);
  return query
    .updateTable('idempotency_keys')
    .set({
      state: 'done',
      status: param('status') as unknown as number,
      response_content_type: param('contentType'),
      response_body: param('body'),
      completed_at: dialect.nowText(),
    })
    .where(...user)
    .where(...key);
});
/** The delete of a key's row, which the releases below narrow. */
const deleteKey = <P extends string>(query: Query, param: (name: P | KeyParams) => string) => {
  const [user, key] = byKey(param);
  return query
    .deleteFrom('idempotency_keys')
    .where(...user)
    .where(...key);
};
const releaseStatement = compiledOnce<KeyParams, never>(deleteKey);
// Expired: past its expiry, or (a claim made before claims had one) older than staleClaimMs.
const releaseStaleStatement = compiledOnce<KeyParams | 'now' | 'cutoff', { key: string }>((query, param) =>
  deleteKey(query, param)
    .where('state', '=', 'running')
    .where((eb) => eb.or([eb('expires_at', '<', param('now')), eb.and([eb('expires_at', 'is', null), eb('created_at', '<', param('cutoff'))])]))
    .returning('key'),
);
const releaseOrphanStatement = compiledOnce<KeyParams | 'owner', { key: string }>((query, param) =>
  deleteKey(query, param).where('state', '=', 'running').where('owner', '=', param('owner')).returning('key'),
);

/** Claims the key for this request: true, or false when it is taken (by this request's first send, or another request). */
/**
 * The keys this process is serving now (`user id` NUL `key`). A running claim of this process
 * whose key is not among them was left by a request that ended without releasing it: its release
 * failed, because the database was unreachable when the request failed (PostgreSQL restarting).
 * It is taken over at once, not after `staleClaimMs`.
 */
const serving = new Set<string>();
const servingId = (userId: number, key: string) => `${userId}\u0000${key}`;

async function claimKey(db: DbHandle, claim: KeyClaim): Promise<boolean> {
  const rows = await claimStatement(db, { ...claim, owner: claimOwner, expiresAt: new Date(Date.now() + staleClaimMs).toISOString() });
  if (rows.length > 0) serving.add(servingId(claim.userId, claim.key));
  return rows.length > 0;
}

/** The request that claimed the key has ended (its answer stored, or its claim released or left). */
export function claimEnded(userId: number, key: string): void {
  serving.delete(servingId(userId, key));
}

/** Whether a running claim's request is over: its process is gone, or it is this process and no request of it serves the key. */
function abandoned(owner: string | null, userId: number, key: string): boolean {
  return ownerGone(owner) || (owner === claimOwner && !serving.has(servingId(userId, key)));
}

/**
 * Claims the key for a request, or answers why not: the stored answer of a completed first send
 * (a replay), 422 for the same key with a different request, 409 while the first send runs. A
 * claim left running is taken over when its request is over (its process died on this host, or
 * it is this process's and no request of it serves the key), or when it expired.
 */
export async function takeClaim(db: DbHandle, claim: KeyClaim): Promise<{ claimed: true } | { claimed: false; replay: KeyRow }> {
  if (await claimKey(db, claim)) return { claimed: true };
  const values = { userId: claim.userId, key: claim.key };
  const [row] = await findStatement(db, values);
  if (row && row.body_hash !== claim.bodyHash) throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
  if (row?.state === 'done') return { claimed: false, replay: row };
  // Still running: take the claim over only when its process died mid-request, or it expired.
  const now = new Date().toISOString();
  const cutoff = new Date(Date.now() - staleClaimMs).toISOString();
  const released =
    row !== undefined &&
    ((abandoned(row.owner, claim.userId, claim.key) && (await releaseOrphanStatement(db, { ...values, owner: row.owner })).length > 0) ||
      (await releaseStaleStatement(db, { ...values, now, cutoff })).length > 0);
  if (released && (await claimKey(db, claim))) return { claimed: true };
  throw new HttpError(409, 'This request is still being processed; try again shortly', { 'Retry-After': '1' });
}

/** Stores the answer of a claimed request for its replays. */
export async function completeClaim(db: DbHandle, userId: number, key: string, answer: { status: number; contentType: string | null; body: string }) {
  await completeStatement(db, { userId, key, ...answer });
}

/** Gives a claimed key up: its request may be sent again and run. */
export async function releaseClaim(db: DbHandle, userId: number, key: string): Promise<void> {
  await releaseStatement(db, { userId, key });
}

/** Removes the keys older than `keyRetentionDays`. */
export async function pruneKeys(db: DbHandle): Promise<void> {
  const before = new Date(Date.now() - keyRetentionDays * 86_400_000).toISOString();
  await q(db).deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}

export function idempotency({ db }: Deps): MiddlewareHandler<AppEnv> {
  // Hourly, in one of the processes that share the database at a time.
  lockedJob(db, 'idempotency keys prune', 3_600_000, () => pruneKeys(db));

  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined || !writeMethods.has(c.req.method)) return next();
    if (!keyPattern.test(key)) throw new HttpError(400, 'Idempotency-Key must be 8 to 200 letters, digits or _ . : -');
    // Keys belong to a signed-in user: an anonymous request (a sign-in, a register, a call that
    // will get 401) is neither claimed nor stored, so its body is not read here, no anonymous
    // namespace exists, and a sign-in's answer (a session token) is never kept for a replay.
    const userId = c.get('actor')?.userId;
    if (userId === undefined || unreplayable.test(c.req.path)) return next();
    const url = new URL(c.req.url);
    const bodyHash = await requestHash(c.req.method, url, c.req.header('content-type'), await readRawBody(c, bodyLimitFor(c.req.header('content-type'))));

    const taken = await takeClaim(db, { userId, key, method: c.req.method, path: url.pathname, bodyHash });
    if (!taken.claimed) {
      const row = taken.replay;
      return new Response(row.response_body, {
        status: row.status ?? 200,
        headers: { 'Content-Type': row.response_content_type ?? 'application/json', 'Idempotency-Replayed': 'true' },
      });
    }

    const served: IdempotencyClaim = { userId, key, stored: false };
    claims.set(c.req.raw, served);
    try {
      try {
        await next();
      } catch (error) {
        // The request's own failure is the answer, even when the release fails too (the
        // database is down): the claim is then taken over by the next send (`abandoned`).
        await releaseClaim(db, userId, key).catch(() => undefined);
        throw error;
      }
      if (served.stored) return;
      const status = c.res.status;
      if (status >= 500 || retryable.has(status)) {
        await releaseClaim(db, userId, key).catch(() => undefined);
        return;
      }
      await completeClaim(db, userId, key, { status, contentType: c.res.headers.get('content-type'), body: await c.res.clone().text() });
    } finally {
      claimEnded(userId, key);
    }
  };
}

/** What makes two requests "the same": method, path, query and body (a multipart body by its parts). */
export async function requestHash(method: string, url: URL, contentType: string | undefined, body: Uint8Array): Promise<string> {
  const hash = createHash('sha256').update(`${method} ${url.pathname}${url.search}\n`);
  if (isMultipart(contentType)) {
    try {
      return hash.update(`multipart ${await multipartDigest(await parseMultipart(body, contentType ?? ''))}`).digest('hex');
    } catch {
      // Not parseable: the route answers 400; the raw bytes identify the request meanwhile.
    }
  }
  return hash.update(body).digest('hex');
}
