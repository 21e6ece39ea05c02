/**
 * Configuration values, global or per site: the one module that reads `configs` for the
 * routes (ADR 0036). A site's own value overrides the global one of the same name.
 *
 * On the async query layer (ADR 0071), standard SQL only; the effective configuration, read by
 * sign-ins and public pages, is compiled once.
 */
import type { ExpressionBuilder } from 'kysely';
import { compiledOnce, q, type Database, type DbHandle } from '../db/query.ts';

export type ConfigValue = boolean | number | string | null;

type ConfigRow = { name: string; value_type: 'boolean' | 'string' | 'integer'; value: string | null };

/** The rows that apply at a site: its own and the global ones, live only. */
const atSite = (eb: ExpressionBuilder<Database, 'configs'>, siteId: unknown) =>
  eb.and([eb('deleted_at', 'is', null), eb.or([eb('type', '=', 'global'), eb.and([eb('type', '=', 'site'), eb('type_id', '=', siteId as number)])])]);

// 'global' sorts before 'site': the site's own values come last and win.
const rowsAt = compiledOnce<'siteId', ConfigRow>((query, param) =>
  query
    .selectFrom('configs')
    .select(['name', 'value_type', 'value'])
    .where((eb) => atSite(eb, param('siteId')))
    .orderBy('type')
    .orderBy('name'),
);

/** The configuration of typed rows, in their order (a later row of a name overrides an earlier one). */
function typedConfig(rows: readonly ConfigRow[]): Record<string, ConfigValue> {
  const config: Record<string, ConfigValue> = {};
  for (const row of rows) {
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

/** Effective configuration of a site: global values overridden by the site's own, typed by value_type. */
export async function effectiveConfig(db: DbHandle, siteId: number): Promise<Record<string, ConfigValue>> {
  return typedConfig(await rowsAt(db, { siteId }));
}

/** The stored text of one configuration value at a site (the site's own, else the global one); undefined when neither exists. */
export async function configText(db: DbHandle, siteId: number, name: string): Promise<string | null | undefined> {
  // The other way round: the site's own value first.
  const row = await q(db)
    .selectFrom('configs')
    .select('value')
    .where('name', '=', name)
    .where((eb) => atSite(eb, siteId))
    .orderBy('type', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.value;
}
