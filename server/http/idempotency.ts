/**
 * Idempotent writes for the offline outbox: a POST, PUT, PATCH or DELETE that carries an
 * `Idempotency-Key` header runs once per user and key. A replay with the same request gets
 * the first answer again (header `Idempotency-Replayed: true`); the same key with a
 * different request gets 422; a replay while the first is still running gets 409.
 *
 * Answers that a retry should not see again are not kept: 5xx, 401 (the user signs in again
 * and the outbox resends), 408, 409 and 429. The key is then released for the retry.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from './context.ts';
import { HttpError } from './errors.ts';

export const keyRetentionDays = 30;
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const retryable = new Set([401, 408, 409, 429]);
const keyPattern = /^[A-Za-z0-9_.:-]{8,200}$/;

interface KeyRow {
  body_hash: string;
  state: 'running' | 'done';
  status: number | null;
  response_content_type: string | null;
  response_body: string | null;
}

export function idempotency({ db }: Deps): MiddlewareHandler<AppEnv> {
  const claim = db.$client.prepare(
    `INSERT INTO idempotency_keys (user_id, key, method, path, body_hash, state) VALUES (?, ?, ?, ?, ?, 'running')
     ON CONFLICT (user_id, key) DO NOTHING`,
  );
  const find = db.$client.prepare('SELECT body_hash, state, status, response_content_type, response_body FROM idempotency_keys WHERE user_id = ? AND key = ?');
  const complete = db.$client.prepare(
    `UPDATE idempotency_keys SET state = 'done', status = ?, response_content_type = ?, response_body = ?,
       completed_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ? AND key = ?`,
  );
  const release = db.$client.prepare('DELETE FROM idempotency_keys WHERE user_id = ? AND key = ?');
  const expire = db.$client.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');
  const prune = () => expire.run(new Date(Date.now() - keyRetentionDays * 86_400_000).toISOString());
  prune();
  setInterval(prune, 3_600_000).unref();

  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined || !writeMethods.has(c.req.method)) return next();
    if (!keyPattern.test(key)) throw new HttpError(400, 'Idempotency-Key must be 8 to 200 letters, digits or _ . : -');
    const userId = c.get('actor')?.userId ?? 0;
    const url = new URL(c.req.url);
    const body = new Uint8Array(await c.req.raw.clone().arrayBuffer());
    const bodyHash = createHash('sha256').update(`${c.req.method} ${url.pathname}${url.search}\n`).update(body).digest('hex');

    if (claim.run(userId, key, c.req.method, url.pathname, bodyHash).changes === 0) {
      const row = find.get(userId, key) as KeyRow | undefined;
      if (row && row.body_hash !== bodyHash) throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
      if (!row || row.state === 'running') throw new HttpError(409, 'This request is still being processed; try again shortly');
      return new Response(row.response_body, {
        status: row.status ?? 200,
        headers: { 'Content-Type': row.response_content_type ?? 'application/json', 'Idempotency-Replayed': 'true' },
      });
    }

    try {
      await next();
    } catch (error) {
      release.run(userId, key);
      throw error;
    }
    const status = c.res.status;
    if (status >= 500 || retryable.has(status)) {
      release.run(userId, key);
      return;
    }
    complete.run(status, c.res.headers.get('content-type'), await c.res.clone().text(), userId, key);
  };
}
