/**
 * What the schema says in one engine's SQL: the columns many tables share (creation and change
 * stamps, ISO-8601 UTC text set by the database; foreign keys that must be set) and every SQL fragment of the DDL, each written
 * once for SQLite and once for PostgreSQL (ADR 0070).
 *
 * The area modules are SQLite tables; server/db/schema-pg.ts derives the PostgreSQL set from
 * them and translates a default, a generated column or a CHECK written in SQL only through
 * `dialectSql`: a fragment missing from it stops the derivation, so no SQLite-only DDL reaches
 * PostgreSQL unseen.
 */
import { sql } from 'drizzle-orm';
import { integer, text, type ReferenceConfig } from 'drizzle-orm/sqlite-core';

export const dialectSql = {
  /**
   * Now, as ISO-8601 UTC text with milliseconds (`2026-11-01T08:00:00.000Z`): the app compares
   * timestamps as strings. PostgreSQL's statement_timestamp(), like SQLite's 'now', is taken per
   * statement, not once per transaction as now() is.
   */
  nowIso: {
    sqlite: "(strftime('%Y-%m-%dT%H:%M:%fZ','now'))",
    postgres: `(to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
  },
  /** A VIN's last six characters (all of a shorter one), the last-6 search's column. */
  vinLast6: { sqlite: 'substr(vin, -6)', postgres: 'right(vin, 6)' },
} as const satisfies Record<string, { sqlite: string; postgres: string }>;

/** A fragment of `dialectSql` in SQLite's words, for a table of the schema. */
export const sqliteSql = (fragment: keyof typeof dialectSql) => sql.raw(dialectSql[fragment].sqlite);

export const createdAt = () => text('created_at').notNull().default(sqliteSql('nowIso'));
export const updatedAt = () => text('updated_at').notNull().default(sqliteSql('nowIso'));

/**
 * A foreign key that must be set: the integer column `name`, NOT NULL, referencing `target` (a
 * thunk, as Drizzle's `references` takes it, since tables refer to each other) with `actions`.
 */
export const requiredRef = <N extends string>(name: N, target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);
