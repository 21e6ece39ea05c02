/**
 * The SQL that differs between the engines (dialect.ts): each fragment gives the same answer on
 * SQLite and on PostgreSQL.
 */
import { sql, type SqlBool } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '../test/engines.ts';
import { dialectOf, q, type DbHandle } from './query.ts';

const engines = testEngines();

describe.each(engines)('the dialect on $name', (engine) => {
  let db: DbHandle;
  beforeEach(async () => {
    db = await engine.open();
    await q(db)
      .insertInto('sites')
      .values([
        { id: 1, code: 'DAL', name: 'Dallas', desc: 'North 50%_off' },
        { id: 2, code: 'HOU', name: 'Houston', desc: null },
        { id: 3, code: 'PHX', name: 'phoenix', desc: 'South' },
      ])
      .execute();
  });
  afterEach(() => engine.close(db));

  const codesWhere = async (where: ReturnType<ReturnType<typeof dialectOf>['inList']>) =>
    (await q(db).selectFrom('sites').select('code').where(where).orderBy('id').execute()).map((row) => row.code);

  it('matches a column against a list given as one parameter, an empty list matching nothing', async () => {
    const dialect = dialectOf(db);
    expect(await codesWhere(dialect.inList('id', [3, 1, 99]))).toEqual(['DAL', 'PHX']);
    expect(await codesWhere(dialect.inList('sites.code', ['HOU']))).toEqual(['HOU']);
    expect(await codesWhere(dialect.inList('id', []))).toEqual([]);
  });

  it('searches text case-insensitively, taking % and _ literally', async () => {
    const dialect = dialectOf(db);
    expect(await codesWhere(dialect.containsText('name', 'PHOEN'))).toEqual(['PHX']);
    expect(await codesWhere(dialect.containsText('name', 'O'))).toEqual(['HOU', 'PHX']);
    expect(await codesWhere(dialect.containsText('desc', '50%_'))).toEqual(['DAL']);
    expect(await codesWhere(dialect.containsText('desc', '%'))).toEqual(['DAL']);
    expect(await codesWhere(dialect.containsText('desc', 'Sout_'))).toEqual([]);
  });

  it('finds a typographic apostrophe from a typed one and the other way round', async () => {
    const dialect = dialectOf(db);
    await q(db).insertInto('sites').values({ id: 4, code: 'LAU', name: 'Laura\u2019s Lot', desc: "O'Brien\u2018s" }).execute();
    expect(await codesWhere(dialect.containsText('name', "laura's"))).toEqual(['LAU']);
    expect(await codesWhere(dialect.containsText('name', 'Laura\u2019s'))).toEqual(['LAU']);
    expect(await codesWhere(dialect.containsText('desc', "O\u2019Brien's"))).toEqual(['LAU']);
    expect(await codesWhere(dialect.containsText('name', "Dallas'"))).toEqual([]);
  });

  it('compares with NULL as a value: differs from a value, not from NULL', async () => {
    const dialect = dialectOf(db);
    expect(await codesWhere(dialect.isDistinctFrom('desc', 'South'))).toEqual(['DAL', 'HOU']);
    expect(await codesWhere(dialect.isDistinctFrom('desc', null))).toEqual(['DAL', 'PHX']);
  });

  it('orders NULL below every value, as SQLite does', async () => {
    const dialect = dialectOf(db);
    const order = async (direction: 'asc' | 'desc') =>
      (await q(db).selectFrom('sites').select('code').orderBy(dialect.orderNullsLow('desc', direction)).execute()).map((row) => row.code);
    expect(await order('asc')).toEqual(['HOU', 'DAL', 'PHX']);
    expect(await order('desc')).toEqual(['PHX', 'DAL', 'HOU']);
  });

  it('moves a timestamp back by days, fractions and month ends included, NULL staying NULL', async () => {
    const dialect = dialectOf(db);
    const before = async (timestamp: string | null, days: number) =>
      (
        await q(db)
          .selectFrom('sites')
          .select(dialect.daysBefore(sql.val(timestamp), days).as('at'))
          .where('id', '=', 1)
          .executeTakeFirstOrThrow()
      ).at;
    expect(await before('2026-03-01T08:30:15.250Z', 30)).toBe('2026-01-30T08:30:15.250Z');
    expect(await before('2026-01-10T00:00:00.000Z', 0.5)).toBe('2026-01-09T12:00:00.000Z');
    expect(await before('2024-03-01T00:00:00.000Z', 1)).toBe('2024-02-29T00:00:00.000Z');
    expect(await before(null, 30)).toBeNull();
    // From a column, compared with it as text.
    await q(db).updateTable('sites').set({ created_at: '2026-01-10T00:00:00.000Z' }).where('id', '=', 2).execute();
    const codes = await codesWhere(sql<SqlBool>`created_at >= ${dialect.daysBefore(sql.val('2026-01-20T00:00:00.000Z'), 10)}`);
    expect(codes).toContain('HOU');
    expect(await codesWhere(sql<SqlBool>`created_at >= ${dialect.daysBefore(sql.val('2026-01-20T00:00:00.000Z'), 9)} and id = 2`)).toEqual([]);
  });

  it('keeps an index from answering a column (a planner hint on SQLite), the answers unchanged', async () => {
    const dialect = dialectOf(db);
    const codes = async (direction: 'asc' | 'desc') =>
      (
        await q(db)
          .selectFrom('sites')
          .select('code')
          .where(sql<SqlBool>`${dialect.unindexed('id')} >= ${2}`)
          .orderBy(dialect.orderNullsLow(dialect.unindexed('sites.code'), direction))
          .execute()
      ).map((row) => row.code);
    expect(await codes('asc')).toEqual(['HOU', 'PHX']);
    expect(await codes('desc')).toEqual(['PHX', 'HOU']);
  });

  it('gives now as the schema writes timestamps', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const row = await q(db)
      .selectFrom('sites')
      .select((eb) => [dialectOf(db).nowText().as('now'), eb.ref('created_at').as('created')])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.now).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(row.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(row.now >= before && row.now <= new Date(Date.now() + 1000).toISOString()).toBe(true);
  });
});
