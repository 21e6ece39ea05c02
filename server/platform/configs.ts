/**
 * Configuration values, global or per site: the one module that reads `configs` for the
 * routes (ADR 0036). A site's own value overrides the global one of the same name.
 */
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { preparedPer } from '../db/prepared.ts';
import { configs } from '../db/schema.ts';

export type ConfigValue = boolean | number | string | null;

/** The rows that apply at a site: its own and the global ones, live only. */
const atSite = and(isNull(configs.deleted_at), or(eq(configs.type, 'global'), and(eq(configs.type, 'site'), eq(configs.type_id, sql.placeholder('siteId')))));

const queries = preparedPer((db: Db) => ({
  // 'global' sorts before 'site': the site's own values come last and win.
  all: db
    .select({ name: configs.name, value_type: configs.value_type, value: configs.value })
    .from(configs)
    .where(atSite)
    .orderBy(asc(configs.type), asc(configs.name))
    .prepare(),
  // The other way round: the site's own value first.
  one: db
    .select({ value: configs.value })
    .from(configs)
    .where(and(eq(configs.name, sql.placeholder('name')), atSite))
    .orderBy(desc(configs.type))
    .limit(1)
    .prepare(),
}));

/** Effective configuration of a site: global values overridden by the site's own, typed by value_type. */
export function effectiveConfig(db: Db, siteId: number): Record<string, ConfigValue> {
  const config: Record<string, ConfigValue> = {};
  for (const row of queries(db).all.all({ siteId })) {
    config[row.name] =
      row.value === null
        ? null
        : row.value_type === 'boolean'
          ? row.value === 'true' || row.value === '1'
          : row.value_type === 'integer'
            ? Number(row.value)
            : row.value;
  }
  return config;
}

/** The stored text of one configuration value at a site (the site's own, else the global one); undefined when neither exists. */
export function configText(db: Db, siteId: number, name: string): string | null | undefined {
  return queries(db).one.get({ siteId, name })?.value;
}
