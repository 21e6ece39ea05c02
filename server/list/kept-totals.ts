/**
 * Totals kept rather than counted (ADR 0074). Every list page answers `total`, and counting a
 * site's rows is an index walk over all of them: a third of a million vehicles at one site took
 * 34 ms of CPU a page on PostgreSQL. Where triggers keep a table's rows per site (the
 * `site-vehicle-counts` migrations of both engines), a read that nothing but its one site
 * narrows reads that number instead. Any filter, parameter, soft delete or condition of the
 * resource, or more than one site, and the rows are counted as before.
 */
import { sql } from 'kysely';
import type { Call } from './caller.ts';
import type { EngineContext } from './engine-context.ts';
import type { ResourceDef } from './resource.ts';
import { id, rows, tableInfo } from './sql.ts';

/** Table → where its rows per site are kept: a table keyed by `site_id`, the number in `column`. */
const keptPerSite: Readonly<Record<string, { table: string; column: string }>> = {
  vehicles: { table: 'vehicle_counts', column: 'vehicles' },
};

/**
 * The kept total of a read narrowed by nothing but its scope (`narrowed` false), when its table
 * has one and the scope is one site; else null, and the caller counts.
 */
export async function keptTotal(ctx: EngineContext, resource: ResourceDef, call: Call, narrowed: boolean): Promise<number | null> {
  const kept = keptPerSite[tableInfo(resource).name];
  if (!kept || narrowed || resource.scope.kind !== 'site') return null;
  const sites = call.sites();
  if (sites === 'all' || sites.length !== 1) return null;
  const [found] = await rows(ctx.db, sql<{ n: number }>`select ${id(kept.column)} as n from ${id(kept.table)} where site_id = ${sites[0]}`);
  return Number(found?.n ?? 0);
}
