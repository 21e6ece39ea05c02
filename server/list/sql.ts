/**
 * The SQL text of the list engine: quoted identifiers, a resource's table name and which of
 * its columns hold numbers (read once from its Drizzle table), and a record id coerced to
 * its key's kind. Identifiers come only from declarations; values are always bound.
 */
import { getTableColumns, getTableName } from 'drizzle-orm';
import { notFound } from '../http/errors.ts';
import type { ResourceDef } from './resource.ts';

export type Row = Record<string, unknown>;

/** A piece of SQL and the values bound to its placeholders, in order. */
export interface SqlPart {
  sql: string;
  values: unknown[];
}

export const q = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

interface TableInfo {
  name: string;
  /** Column name → whether its values are numbers. */
  numeric: Map<string, boolean>;
}

const tableInfoCache = new WeakMap<object, TableInfo>();
export function tableInfo(resource: ResourceDef): TableInfo {
  let info = tableInfoCache.get(resource.table);
  if (!info) {
    const numeric = new Map<string, boolean>();
    for (const column of Object.values(getTableColumns(resource.table))) {
      numeric.set(column.name, column.dataType === 'number');
    }
    info = { name: getTableName(resource.table), numeric };
    tableInfoCache.set(resource.table, info);
  }
  return info;
}

/** A record id from the URL, as its key's kind; a numeric key that is not a number is no record. */
export function coerceId(resource: ResourceDef, id: string): string | number {
  if (tableInfo(resource).numeric.get(resource.key)) {
    if (!/^\d{1,15}$/.test(id)) throw notFound(`No record with id ${id}`);
    return Number(id);
  }
  return id;
}
