/**
 * The report e-mail quotas (quota.ts), on SQLite and on PostgreSQL: parallel sends never pass a
 * ceiling, per sender or per site, on PostgreSQL through a pool of several connections as several
 * server processes would (the locks on the sender and the sites); a released message no longer
 * counts; the prune removes rows past their keeping. The HTTP side is routes/delivery-limits.test.ts.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { q, type DbHandle } from '../db/query.ts';
import { HttpError } from '../http/errors.ts';
import { testEngines } from '../test/engines.ts';
import { mailQuota, pruneMailSends, type MailQuota } from './quota.ts';

const engines = testEngines();

const dallas = { id: 1, code: 'DAL', reports: 1 };
const houston = { id: 2, code: 'HOU', reports: 2 };

describe.each(engines)('the e-mail quotas on $name', (engine) => {
  let db: DbHandle;
  let quota: MailQuota;
  beforeEach(async () => {
    db = await engine.open({ max: 8 });
    for (const statement of [
      sql`INSERT INTO users (id, name, username, password_hash) VALUES (1, 'Ann', 'ann', 'x'), (2, 'Bob', 'bob', 'x'), (3, 'Cy', 'cy', 'x')`,
      sql`INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas'), (2, 'HOU', 'Houston')`,
    ]) {
      await statement.execute(q(db));
    }
    quota = mailQuota(db, { perUserPerHour: 5, perSitePerDay: 8 });
  });
  afterEach(() => engine.close(db));

  const send = (userId: number, sites = [dallas]) =>
    quota.reserve(userId, 'dealer@example.test', sites).then(
      (message) => message,
      (error: unknown) => (error instanceof HttpError && error.status === 429 ? 429 : Promise.reject(error)),
    );
  const messages = async (where: { user_id?: number; site_id?: number }) => {
    let query = q(db)
      .selectFrom('email_sends')
      .select((eb) => eb.fn.count<number>('message').distinct().as('n'));
    if (where.user_id !== undefined) query = query.where('user_id', '=', where.user_id);
    if (where.site_id !== undefined) query = query.where('site_id', '=', where.site_id);
    return (await query.executeTakeFirstOrThrow()).n;
  };

  it('lets at most the sender’s ceiling of 20 parallel sends through', async () => {
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => send(1)));
    expect(outcomes.filter((outcome) => outcome !== 429)).toHaveLength(5);
    expect(await messages({ user_id: 1 })).toBe(5);
  });

  it('lets at most the site’s ceiling of parallel sends by several senders through, over both of a message’s sites', async () => {
    const outcomes = await Promise.all(Array.from({ length: 15 }, (_, n) => send(1 + (n % 3), n % 2 ? [dallas, houston] : [houston, dallas])));
    expect(outcomes.filter((outcome) => outcome !== 429)).toHaveLength(8);
    expect(await messages({ site_id: 1 })).toBe(8);
    expect(await messages({ site_id: 2 })).toBe(8);
    for (const userId of [1, 2, 3]) expect(await messages({ user_id: userId })).toBeLessThanOrEqual(5);
  });

  it('answers the wait until a place frees, and counts a released message no more', async () => {
    const sent: string[] = [];
    for (let n = 0; n < 5; n++) sent.push((await send(1)) as string);
    await expect(quota.reserve(1, 'dealer@example.test', [dallas])).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '3600' } });
    await quota.release(sent[0]!);
    expect(await send(1)).toEqual(expect.any(String));
  });

  it('prunes the rows past their keeping', async () => {
    await send(1);
    await pruneMailSends(db, Date.now() + 31 * 86_400_000);
    expect(await messages({})).toBe(0);
  });
});
