/**
 * Sign-in throttling per account and per client: after `maxFailures` failed
 * attempts within the window, further attempts get 429 with Retry-After until the
 * oldest failure leaves the window. Kept in the database, like every other state.
 */
import type { Db } from '../db/connection.ts';
import { HttpError } from '../http/errors.ts';

export const throttleWindowMinutes = 15;
export const maxFailures = Number(process.env.LOGIN_MAX_FAILURES ?? 10);

export function assertNotThrottled(db: Db, accountKey: string, clientKey: string): void {
  const since = new Date(Date.now() - throttleWindowMinutes * 60_000).toISOString();
  for (const [column, key] of [
    ['account_key', accountKey],
    ['client_key', clientKey],
  ] as const) {
    const row = db.$client
      .prepare(`SELECT COUNT(*) AS failures, MIN(created_at) AS oldest FROM login_attempts WHERE succeeded = 0 AND created_at > ? AND ${column} = ?`)
      .get(since, key) as { failures: number; oldest: string | null };
    if (row.failures >= maxFailures && row.oldest) {
      const retryAfter = Math.max(1, Math.ceil((Date.parse(row.oldest) + throttleWindowMinutes * 60_000 - Date.now()) / 1000));
      throw new HttpError(429, 'Too many failed sign-in attempts. Try again later.', { 'Retry-After': String(retryAfter) });
    }
  }
}

export function recordAttempt(db: Db, accountKey: string, clientKey: string, succeeded: boolean): void {
  db.$client
    .prepare('INSERT INTO login_attempts (account_key, client_key, succeeded) VALUES (?, ?, ?)')
    .run(accountKey, clientKey, succeeded ? 1 : 0);
}
