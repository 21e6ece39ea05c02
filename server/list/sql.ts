/**
 * The SQL of the list engine, as Kysely fragments (ADR 0071): identifiers quoted by Kysely
 * (`sql.id`), a resource's table name and which of its columns hold numbers or may be NULL
 * (read once from its Drizzle table), a record id coerced to its key's kind, and the running of
 * a statement through `q(db)` (the write transaction under way, or the database). Identifiers
 * come only from declarations; values are always bound, and Kysely writes each engine's
 * placeholders.
 */
import { getTableColumns, getTableName } from 'drizzle-orm';
import { sql, type RawBuilder } from 'kysely';
import { q, type DbHandle } from '../db/query.ts';
import { notFound } from '../http/errors.ts';
import type { ResourceDef } from './resource.ts';

export type Row = Record<string, unknown>;

/** A piece of SQL with its values bound (a condition, a column list, an ORDER BY term). */
export type Fragment = RawBuilder<unknown>;

/** `alias.column`, both quoted. */
export const column = (alias: string, name: string): Fragment => sql.id(alias, name);

/** A quoted identifier (a table, a column, an alias). */
export const id = (name: string): Fragment => sql.id(name);

/** The fragments joined by AND; null when there are none. */
export function and(parts: readonly Fragment[]): Fragment | null {
  if (!parts.length) return null;
  return parts.length === 1 ? (parts[0] as Fragment) : sql.join(parts, sql` and `);
}

/** ` where …`, or nothing. */
export const whereClause = (condition: Fragment | null): Fragment => (condition ? sql` where ${condition}` : sql``);

/** Runs a statement on `db` (inside a write, on the write's connection) and gives its rows. */
export async function rows<T = Row>(db: DbHandle, statement: RawBuilder<T>): Promise<T[]> {
  return (await statement.execute(q(db))).rows;
}

interface TableInfo {
  name: string;
  /** Column name → whether its values are numbers. */
  numeric: Map<string, boolean>;
  /** The columns of whole numbers (PostgreSQL's bigint: a filter value of 1.5 is no integer). */
  integer: Set<string>;
  /** The columns declared NOT NULL (an ORDER BY on one needs no NULL placement). */
  notNull: Set<string>;
}

const tableInfoCache = new WeakMap<object, TableInfo>();
export function tableInfo(resource: ResourceDef): TableInfo {
  let info = tableInfoCache.get(resource.table);
  if (!info) {
    const numeric = new Map<string, boolean>();
    const notNull = new Set<string>();
    const integer = new Set<string>();
    for (const column of Object.values(getTableColumns(resource.table))) {
      numeric.set(column.name, column.dataType === 'number');
      if (column.columnType === 'SQLiteInteger') integer.add(column.name);
      if (column.notNull) notNull.add(column.name);
    }
    info = { name: getTableName(resource.table), numeric, integer, notNull };
    tableInfoCache.set(resource.table, info);
  }
  return info;
}

/** A record id from the URL, as its key's kind; a numeric key that is not a number is no record. */
export function coerceId(resource: ResourceDef, id: string): string | number {
  if (tableInfo(resource).numeric.get(resource.key)) {
    if (!/^\d{1,15}$/.test(id)) throw notFound(`No ${resource.noun} with id ${id}`);
    return Number(id);
  }
  return id;
}
