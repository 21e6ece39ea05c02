/**
 * Throttling of sign-in and registration (ADR 0023), kept in the database like every other
 * state. Three ceilings on failed attempts, each within its own window:
 * - per account AND client address together (the tight one: a guesser is stopped fast);
 * - per account alone, higher and longer (guessing spread over many addresses), so an
 *   attacker at one address cannot lock the owner out from theirs;
 * - per client address alone (one address spraying many accounts).
 *
 * An attempt is reserved (counted as a failure) before the password check, in one write
 * transaction that counts and then inserts, so parallel guesses cannot all pass the count; a
 * success settles it as such and stops counting. The one module that reads and writes
 * `login_attempts`, on the async query layer (ADR 0071); every sign-in runs its statements,
 * so they are compiled once.
 */
import { compiledOnce, lockFor, writeTransaction, type DbHandle, type Query } from '../db/query.ts';
import { HttpError } from '../http/errors.ts';
import { numericSetting } from '../lib/settings.ts';

interface Rule {
  max: number;
  windowMinutes: number;
}

type RuleName = 'pair' | 'account' | 'client';

export const throttleRules: Record<RuleName, Rule> = {
  pair: { max: numericSetting('LOGIN_MAX_FAILURES'), windowMinutes: 15 },
  account: { max: numericSetting('LOGIN_MAX_ACCOUNT_FAILURES'), windowMinutes: 60 },
  client: { max: numericSetting('LOGIN_MAX_CLIENT_FAILURES'), windowMinutes: 15 },
};

export const tooManyAttempts = 'Too many failed sign-in attempts. Try again later.';

/** The failures since a time, and the oldest of them (when the window frees a place). */
const failuresSince = (query: Query, since: string) =>
  query
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('failures'), eb.fn.min('created_at').as('oldest')])
    .where('succeeded', '=', 0)
    .where('created_at', '>', since);

type Failures = { failures: number; oldest: string | null };
type Keys = 'since' | 'account' | 'client';

/** One count per ceiling; each passes the keys it does not use unread. */
const failuresOf: Record<RuleName, (db: DbHandle, values: Record<Keys, unknown>) => Promise<Failures[]>> = {
  pair: compiledOnce<Keys, Failures>((query, param) =>
    failuresSince(query, param('since')).where('account_key', '=', param('account')).where('client_key', '=', param('client')),
  ),
  account: compiledOnce<Keys, Failures>((query, param) => failuresSince(query, param('since')).where('account_key', '=', param('account'))),
  client: compiledOnce<Keys, Failures>((query, param) => failuresSince(query, param('since')).where('client_key', '=', param('client'))),
};

const insertFailure = compiledOnce<'account' | 'client', { id: number }>((query, param) =>
  query
    .insertInto('login_attempts')
    .values({ account_key: param('account'), client_key: param('client'), succeeded: 0 })
    .returning('id'),
);

const markSucceeded = compiledOnce<'id', unknown>((query, param) =>
  query
    .updateTable('login_attempts')
    .set({ succeeded: 1 })
    .where('id', '=', param('id') as unknown as number),
);

/**
 * Counts the attempt before the caller does any work of its own (the password check): 429 with
 * Retry-After when a ceiling is reached, else the id of the reserved attempt for settleAttempt.
 * A refused attempt is not recorded, so a flood does not extend its own lock.
 */
export function reserveAttempt(db: DbHandle, accountKey: string, clientKey: string, message = tooManyAttempts): Promise<number> {
  return writeTransaction(db, async () => {
    // Every ceiling counts by the account or by the client: while this write holds both keys, no
    // other write counts or inserts an attempt of either. Always the account's first, then the
    // client's, so two writes cannot each hold the key the other waits for.
    await lockFor(db, `login_attempts:account:${accountKey}`);
    await lockFor(db, `login_attempts:client:${clientKey}`);
    const now = Date.now();
    for (const name of ['pair', 'account', 'client'] as const) {
      const rule = throttleRules[name];
      const since = new Date(now - rule.windowMinutes * 60_000).toISOString();
      const [row] = await failuresOf[name](db, { since, account: accountKey, client: clientKey });
      if (row && row.failures >= rule.max && row.oldest) {
        const retryAfter = Math.max(1, Math.ceil((Date.parse(row.oldest) + rule.windowMinutes * 60_000 - now) / 1000));
        throw new HttpError(429, message, { 'Retry-After': String(retryAfter) });
      }
    }
    const [inserted] = await insertFailure(db, { account: accountKey, client: clientKey });
    return inserted!.id;
  });
}

/** Records the outcome of a reserved attempt: a success no longer counts against any ceiling. */
export async function settleAttempt(db: DbHandle, attemptId: number, succeeded: boolean): Promise<void> {
  if (succeeded) await markSucceeded(db, { id: attemptId });
}
