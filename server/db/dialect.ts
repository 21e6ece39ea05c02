/**
 * The SQL that differs between SQLite and PostgreSQL (ADR 0071), as Kysely fragments: a data
 * module asks `dialectOf(db)` (query.ts) and writes `where(dialect.inList('t.id', ids))`; it
 * never asks which engine it is on. Each fragment is written once per engine here, and
 * `dialect.test.ts` runs every one on both.
 *
 * A column is named as Kysely names one (`'t.id'`, `'name'`) or given as an expression; a value
 * is a parameter, unless it is itself an expression (`sql.ref(…)`, another fragment).
 */
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { dialectSql } from './schema/columns.ts';

type Operand = string | Expression<unknown>;

const operand = (value: Operand) => (typeof value === 'string' ? sql.ref(value) : value);

/** `%`, `_` and `\` of a user's text, escaped for a LIKE pattern with `ESCAPE '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Typographic apostrophes (’ and ‘), which names are often stored with and a keyboard rarely types. */
const curlyApostrophes = /[\u2018\u2019]/g;

/**
 * A search's column and LIKE pattern: `%text%` escaped; where the text holds an apostrophe of
 * either kind, both sides with ’ and ‘ as ' (so "Laura's" finds "Laura’s", and the other way
 * round). Other searches compare the column as it is.
 */
function searchTerms(column: Operand, text: string): [Expression<unknown>, string] {
  const pattern = `%${escapeLike(text.replace(curlyApostrophes, "'"))}%`;
  if (!/['\u2018\u2019]/.test(text)) return [operand(column), pattern];
  return [sql`replace(replace(${operand(column)}, ${'\u2019'}, ${"'"}), ${'\u2018'}, ${"'"})`, pattern];
}

export interface Dialect {
  /**
   * `column` is one of `values`, the list sent as one parameter: the statement's text does not
   * depend on the list's length (one cached statement), and an empty list matches nothing.
   */
  inList(column: Operand, values: readonly (number | string)[]): RawBuilder<SqlBool>;
  /**
   * `column` contains `text`, case-insensitively (ASCII letters, as SQLite's LIKE), `%` and `_`
   * taken literally, an apostrophe matching a typographic one (’ or ‘).
   */
  containsText(column: Operand, text: string): RawBuilder<SqlBool>;
  /** `left` differs from `right`, NULL being a value like any other (NULL differs from 1, and not from NULL). */
  isDistinctFrom(left: Operand, right: unknown): RawBuilder<SqlBool>;
  /** Now, as the schema's timestamps are written (`2026-11-01T08:00:00.000Z`), taken per statement. */
  nowText(): RawBuilder<string>;
  /**
   * An ORDER BY term that sorts NULL below every value, as SQLite does: first ascending, last
   * descending (PostgreSQL's default is the opposite). For orders the contract relies on.
   */
  orderNullsLow(column: Operand, direction: 'asc' | 'desc'): RawBuilder<unknown>;
  /**
   * The timestamp `days` days (a number, fractions allowed) before `timestamp`, both as the
   * schema writes them (`2026-11-01T08:00:00.000Z`), so it compares with a timestamp column as
   * text; NULL when `timestamp` is NULL.
   */
  daysBefore(timestamp: Operand, days: unknown): RawBuilder<string>;
  /**
   * `column` as an operand no index may answer: SQLite's planner hint (`+column`), so that a
   * query whose filters leave few rows sorts those rows instead of walking a sort index over the
   * whole table; PostgreSQL's planner costs that itself (the column as it is).
   */
  unindexed(column: Operand): RawBuilder<unknown>;
}

export const sqliteDialect: Dialect = {
  inList: (column, values) => sql<SqlBool>`${operand(column)} in (select value from json_each(${JSON.stringify(values)}))`,
  // SQLite's LIKE ignores the case of ASCII letters.
  containsText: (column, text) => {
    const [target, pattern] = searchTerms(column, text);
    return sql<SqlBool>`${target} like ${pattern} escape '\\'`;
  },
  isDistinctFrom: (left, right) => sql<SqlBool>`${operand(left)} is not ${right}`,
  nowText: () => sql<string>`${sql.raw(dialectSql.nowIso.sqlite)}`,
  orderNullsLow: (column, direction) => sql`${operand(column)} ${sql.raw(direction)}`,
  daysBefore: (timestamp, days) => sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${operand(timestamp)}, '-' || ${days} || ' days')`,
  unindexed: (column) => sql`+${operand(column)}`,
};

export const postgresDialect: Dialect = {
  // A JavaScript array is one PostgreSQL array parameter (node-postgres), typed from the column.
  inList: (column, values) => sql<SqlBool>`${operand(column)} = any(${values})`,
  containsText: (column, text) => {
    const [target, pattern] = searchTerms(column, text);
    return sql<SqlBool>`${target} ilike ${pattern} escape '\\'`;
  },
  isDistinctFrom: (left, right) => sql<SqlBool>`${operand(left)} is distinct from ${right}`,
  nowText: () => sql<string>`${sql.raw(dialectSql.nowIso.postgres)}`,
  orderNullsLow: (column, direction) => sql`${operand(column)} ${sql.raw(direction === 'asc' ? 'asc nulls first' : 'desc nulls last')}`,
  // The text read as UTC, moved back, and written in the schema's form again (dialectSql.nowIso).
  daysBefore: (timestamp, days) =>
    sql<string>`to_char(((${operand(timestamp)})::timestamptz at time zone 'utc') - ${days}::double precision * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  unindexed: (column) => sql`${operand(column)}`,
};
