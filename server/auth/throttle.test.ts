/**
 * The sign-in throttle's reservation (throttle.ts), on SQLite and on PostgreSQL: parallel
 * reservations for one account count at most the limit, on PostgreSQL through a pool of several
 * connections, as several server processes would (lockFor's advisory lock). The HTTP side, with
 * its three ceilings, is routes/throttle.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { q, type DbHandle } from '../db/query.ts';
import { HttpError } from '../http/errors.ts';
import { testEngines } from '../test/engines.ts';
import { reserveAttempt, settleAttempt, throttleRules } from './throttle.ts';

const engines = testEngines();

describe.each(engines)('the sign-in throttle on $name', (engine) => {
  let db: DbHandle;

  beforeEach(async () => {
    db = await engine.open({ max: 8 });
  });

  afterEach(() => engine.close(db));

  it('lets at most the limit of 200 parallel failures for one account and address through, and records only those', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () =>
        reserveAttempt(db, 'cloud:victim@example.test', '10.0.0.1').then(
          () => 'reserved',
          (error: unknown) => (error instanceof HttpError && error.status === 429 ? 'refused' : error),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'reserved')).toHaveLength(throttleRules.pair.max);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(200 - throttleRules.pair.max);
    const { count } = await q(db)
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(throttleRules.pair.max);
  });

  it('stops counting a settled success', async () => {
    for (let i = 0; i < throttleRules.pair.max; i++) await settleAttempt(db, await reserveAttempt(db, 'cloud:owner@example.test', '10.0.0.2'), true);
    const attempt = await reserveAttempt(db, 'cloud:owner@example.test', '10.0.0.2');
    expect(attempt).toEqual(expect.any(Number));
  });
});
