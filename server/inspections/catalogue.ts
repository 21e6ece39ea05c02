/**
 * The damage catalogue (drilldown2) and the action codes, read once per process: they are
 * seeded lookup tables that nothing in the API writes. The same object is what the write
 * routes check combinations against (src/contract/inspection-rules.ts combinationIssue).
 */
import type { Drilldown } from '../../src/contract/inspections.ts';
import type { Db } from '../db/connection.ts';

export interface Catalogue extends Drilldown {
  itemById: ReadonlyMap<number, Drilldown['items'][number] & { display_group_code: string | null }>;
  damageById: ReadonlyMap<number, Drilldown['damages'][number]>;
  severityById: ReadonlyMap<number, Drilldown['severities'][number]>;
  actionByCode: ReadonlyMap<string, Drilldown['actionCodes'][number]>;
}

const cache = new WeakMap<Db, Catalogue>();

export function catalogueOf(db: Db): Catalogue {
  const known = cache.get(db);
  if (known) return known;
  const sql = db.$client;
  const items = sql
    .prepare('SELECT id, name, aasc_code, display_group_code, location_code FROM art_items ORDER BY display_group_code, id')
    .all() as Drilldown['items'];
  const damages = sql.prepare('SELECT id, name, aasc_code FROM art_damages ORDER BY name').all() as Drilldown['damages'];
  const severities = sql.prepare('SELECT id, name, aasc_code FROM art_severities ORDER BY id').all() as Drilldown['severities'];
  const actionCodes = sql.prepare('SELECT action_code, action_desc FROM action_codes ORDER BY action_code').all() as Drilldown['actionCodes'];
  const tireBrands = sql.prepare('SELECT brand_id, brand FROM tyre_brands ORDER BY brand_id').all() as Drilldown['tireBrands'];
  const itemsToDamages: Record<string, number[]> = {};
  for (const row of sql.prepare('SELECT item_id, damage_id FROM art_item_damages ORDER BY item_id, damage_id').all() as {
    item_id: number;
    damage_id: number;
  }[]) {
    (itemsToDamages[String(row.item_id)] ??= []).push(row.damage_id);
  }
  const itemsToDamagesToSeverities: Record<string, Record<string, number[]>> = {};
  const triples = sql.prepare('SELECT item_id, damage_id, severity_id FROM art_item_damage_severities ORDER BY item_id, damage_id, severity_id').all() as {
    item_id: number;
    damage_id: number;
    severity_id: number;
  }[];
  for (const row of triples) ((itemsToDamagesToSeverities[String(row.item_id)] ??= {})[String(row.damage_id)] ??= []).push(row.severity_id);
  const catalogue: Catalogue = {
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
  cache.set(db, catalogue);
  return catalogue;
}

/** The reply of GET /v3/data/art/drilldown2: the catalogue without the lookup maps. */
export function drilldownReply(catalogue: Catalogue): Drilldown {
  const { items, damages, severities, actionCodes, tireBrands, itemsToDamages, itemsToDamagesToSeverities } = catalogue;
  return { items, damages, severities, actionCodes, tireBrands, itemsToDamages, itemsToDamagesToSeverities };
}
