/**
 * Throttling of sign-in and registration (ADR 0023), kept in the database like every other
 * state. Three ceilings on failed attempts, each within its own window:
 * - per account AND client address together (the tight one: a guesser is stopped fast);
 * - per account alone, higher and longer (guessing spread over many addresses), so an
 *   attacker at one address cannot lock the owner out from theirs;
 * - per client address alone (one address spraying many accounts).
 *
 * An attempt is reserved (counted as a failure) before the password check, in one
 * immediate transaction, so parallel guesses cannot all pass the count; a success settles
 * it as such and stops counting.
 */
import type { Db } from '../db/connection.ts';
import { HttpError } from '../http/errors.ts';

interface Rule {
  max: number;
  windowMinutes: number;
}

export const throttleRules: Record<'pair' | 'account' | 'client', Rule> = {
  pair: { max: Number(process.env.LOGIN_MAX_FAILURES ?? 10), windowMinutes: 15 },
  account: { max: Number(process.env.LOGIN_MAX_ACCOUNT_FAILURES ?? 100), windowMinutes: 60 },
  client: { max: Number(process.env.LOGIN_MAX_CLIENT_FAILURES ?? 50), windowMinutes: 15 },
};

const where = {
  pair: 'account_key = ? AND client_key = ?',
  account: 'account_key = ?',
  client: 'client_key = ?',
} as const;

export const tooManyAttempts = 'Too many failed sign-in attempts. Try again later.';

/**
 * Counts the attempt before the caller does any work that awaits: 429 with Retry-After when a
 * ceiling is reached, else the id of the reserved attempt for settleAttempt.
 */
export function reserveAttempt(db: Db, accountKey: string, clientKey: string, message = tooManyAttempts): number {
  const sql = db.$client;
  return sql
    .transaction(() => {
      const now = Date.now();
      for (const name of ['pair', 'account', 'client'] as const) {
        const rule = throttleRules[name];
        const keys = name === 'pair' ? [accountKey, clientKey] : [name === 'account' ? accountKey : clientKey];
        const row = sql
          .prepare(`SELECT COUNT(*) AS failures, MIN(created_at) AS oldest FROM login_attempts WHERE succeeded = 0 AND created_at > ? AND ${where[name]}`)
          .get(new Date(now - rule.windowMinutes * 60_000).toISOString(), ...keys) as { failures: number; oldest: string | null };
        if (row.failures >= rule.max && row.oldest) {
          const retryAfter = Math.max(1, Math.ceil((Date.parse(row.oldest) + rule.windowMinutes * 60_000 - now) / 1000));
          throw new HttpError(429, message, { 'Retry-After': String(retryAfter) });
        }
      }
      return Number(sql.prepare('INSERT INTO login_attempts (account_key, client_key, succeeded) VALUES (?, ?, 0)').run(accountKey, clientKey).lastInsertRowid);
    })
    .immediate();
}

/** Records the outcome of a reserved attempt: a success no longer counts against any ceiling. */
export function settleAttempt(db: Db, attemptId: number, succeeded: boolean): void {
  if (succeeded) db.$client.prepare('UPDATE login_attempts SET succeeded = 1 WHERE id = ?').run(attemptId);
}
