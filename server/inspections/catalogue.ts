/**
 * The damage catalogue (drilldown2) and the action codes, read once per process: they are
 * seeded lookup tables that nothing in the API writes. The same object is what the write
 * routes check combinations against (src/contract/inspection-rules.ts combinationIssue).
 *
 * On the async query layer (ADR 0071). A write route awaits the catalogue before its write
 * transaction opens and hands it in: a first read started elsewhere, outside any write, would
 * wait on SQLite for the write that awaits it. Items without a display group come first, as
 * SQLite sorts NULL (the dialect's `orderNullsLow`).
 */
import type { Drilldown } from '../../src/contract/inspections.ts';
import { dialectOf, q, type DbHandle } from '../db/query.ts';

export interface Catalogue extends Drilldown {
  itemById: ReadonlyMap<number, Drilldown['items'][number] & { display_group_code: string | null }>;
  damageById: ReadonlyMap<number, Drilldown['damages'][number]>;
  severityById: ReadonlyMap<number, Drilldown['severities'][number]>;
  actionByCode: ReadonlyMap<string, Drilldown['actionCodes'][number]>;
}

const cache = new WeakMap<DbHandle, Promise<Catalogue>>();

async function readCatalogue(db: DbHandle): Promise<Catalogue> {
  const dialect = dialectOf(db);
  const items = (await q(db)
    .selectFrom('art_items')
    .select(['id', 'name', 'aasc_code', 'display_group_code', 'location_code'])
    .orderBy(dialect.orderNullsLow('display_group_code', 'asc'))
    .orderBy('id')
    .execute()) as Drilldown['items'];
  const damages = (await q(db).selectFrom('art_damages').select(['id', 'name', 'aasc_code']).orderBy('name').execute()) as Drilldown['damages'];
  const severities = (await q(db).selectFrom('art_severities').select(['id', 'name', 'aasc_code']).orderBy('id').execute()) as Drilldown['severities'];
  const actionCodes = (await q(db)
    .selectFrom('action_codes')
    .select(['action_code', 'action_desc'])
    .orderBy('action_code')
    .execute()) as Drilldown['actionCodes'];
  const tireBrands = (await q(db).selectFrom('tyre_brands').select(['brand_id', 'brand']).orderBy('brand_id').execute()) as Drilldown['tireBrands'];
  const itemsToDamages: Record<string, number[]> = {};
  const pairs = await q(db).selectFrom('art_item_damages').select(['item_id', 'damage_id']).orderBy('item_id').orderBy('damage_id').execute();
  for (const row of pairs) (itemsToDamages[String(row.item_id)] ??= []).push(row.damage_id);
  const itemsToDamagesToSeverities: Record<string, Record<string, number[]>> = {};
  const triples = await q(db)
    .selectFrom('art_item_damage_severities')
    .select(['item_id', 'damage_id', 'severity_id'])
    .orderBy('item_id')
    .orderBy('damage_id')
    .orderBy('severity_id')
    .execute();
  for (const row of triples) ((itemsToDamagesToSeverities[String(row.item_id)] ??= {})[String(row.damage_id)] ??= []).push(row.severity_id);
  return {
    items,
    damages,
    severities,
    actionCodes,
    tireBrands,
    itemsToDamages,
    itemsToDamagesToSeverities,
    itemById: new Map(items.map((item) => [item.id, item])),
    damageById: new Map(damages.map((damage) => [damage.id, damage])),
    severityById: new Map(severities.map((severity) => [severity.id, severity])),
    actionByCode: new Map(actionCodes.map((action) => [action.action_code, action])),
  };
}

/**
 * The catalogue of `db`, read on first use and kept. Await it outside a write transaction
 * (see above); a read that failed is not kept, the next call reads again.
 */
export function catalogueOf(db: DbHandle): Promise<Catalogue> {
  let known = cache.get(db);
  if (!known) {
    known = readCatalogue(db);
    cache.set(db, known);
    known.catch(() => cache.delete(db));
  }
  return known;
}

/** The reply of GET /v3/data/art/drilldown2: the catalogue without the lookup maps. */
export function drilldownReply(catalogue: Catalogue): Drilldown {
  const { items, damages, severities, actionCodes, tireBrands, itemsToDamages, itemsToDamagesToSeverities } = catalogue;
  return { items, damages, severities, actionCodes, tireBrands, itemsToDamages, itemsToDamagesToSeverities };
}
