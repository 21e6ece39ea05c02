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
import { compiledOnce, writeTransaction, type DbHandle } from '../db/query.ts';
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

export function idempotency({ db }: Deps): MiddlewareHandler<AppEnv> {
  const claim = db.$client.prepare(
    `INSERT INTO idempotency_keys (user_id, key, method, path, body_hash, state, owner, expires_at) VALUES (?, ?, ?, ?, ?, 'running', ?, ?)
     ON CONFLICT (user_id, key) DO NOTHING`,
  );
  const find = db.$client.prepare(
    'SELECT body_hash, owner, state, status, response_content_type, response_body FROM idempotency_keys WHERE user_id = ? AND key = ?',
  );
  const complete = db.$client.prepare(
    `UPDATE idempotency_keys SET state = 'done', status = ?, response_content_type = ?, response_body = ?,
       completed_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ? AND key = ?`,
  );
  const release = db.$client.prepare('DELETE FROM idempotency_keys WHERE user_id = ? AND key = ?');
  // Expired: past its expiry, or (a claim made before claims had one) older than staleClaimMs.
  const releaseStale = db.$client.prepare(
    "DELETE FROM idempotency_keys WHERE user_id = ? AND key = ? AND state = 'running' AND (expires_at < ? OR (expires_at IS NULL AND created_at < ?))",
  );
  const releaseOrphan = db.$client.prepare("DELETE FROM idempotency_keys WHERE user_id = ? AND key = ? AND state = 'running' AND owner = ?");
  const expire = db.$client.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');
  const prune = () => expire.run(new Date(Date.now() - keyRetentionDays * 86_400_000).toISOString());
  prune();
  setInterval(prune, 3_600_000).unref();

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

    const claimed = () =>
      claim.run(userId, key, c.req.method, url.pathname, bodyHash, claimOwner, new Date(Date.now() + staleClaimMs).toISOString()).changes > 0;
    if (!claimed()) {
      const row = find.get(userId, key) as KeyRow | undefined;
      if (row && row.body_hash !== bodyHash) throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
      if (row?.state === 'done') {
        return new Response(row.response_body, {
          status: row.status ?? 200,
          headers: { 'Content-Type': row.response_content_type ?? 'application/json', 'Idempotency-Replayed': 'true' },
        });
      }
      // Still running: take the claim over only when its process died mid-request, or it expired.
      const now = new Date().toISOString();
      const cutoff = new Date(Date.now() - staleClaimMs).toISOString();
      const released =
        row !== undefined &&
        ((ownerGone(row.owner) && releaseOrphan.run(userId, key, row.owner).changes > 0) || releaseStale.run(userId, key, now, cutoff).changes > 0);
      const takenOver = released && claimed();
      if (!takenOver) throw new HttpError(409, 'This request is still being processed; try again shortly', { 'Retry-After': '1' });
    }

    const served: IdempotencyClaim = { userId, key, stored: false };
    claims.set(c.req.raw, served);
    try {
      await next();
    } catch (error) {
      release.run(userId, key);
      throw error;
    }
    if (served.stored) return;
    const status = c.res.status;
    if (status >= 500 || retryable.has(status)) {
      release.run(userId, key);
      return;
    }
    complete.run(status, c.res.headers.get('content-type'), await c.res.clone().text(), userId, key);
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
