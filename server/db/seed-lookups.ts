/** Lookup tables: statuses, body styles, announcements, gate statuses, work-order codes, tyre brands and the damage catalogue. */
import type Database from 'better-sqlite3';
import { RowWriter } from './seed-context.ts';
import { announcements, conditionReportTypes, gateStatuses, vehicleEventTypes, vehicleStatuses } from './seed-data/auction-lookups.ts';
import { artDamages, artItems, artSeverities, damageSets, severitiesFor } from './seed-data/damage-catalogue.ts';
import { tyreBrands } from './seed-data/tyre-brands.ts';
import { bodyStyles } from './seed-data/vehicle-attributes.ts';
import { actionCodes, transactionCodes } from './seed-data/work-orders.ts';

export function seedLookups(sqlite: Database.Database): void {
  const statuses = new RowWriter(sqlite, 'vehicle_statuses', ['id', 'name']);
  for (const s of vehicleStatuses) statuses.add(s.id, s.name);

  const reportTypes = new RowWriter(sqlite, 'condition_report_types', ['id', 'name']);
  for (const t of conditionReportTypes) reportTypes.add(t.id, t.name);

  const events = new RowWriter(sqlite, 'vehicle_event_types', ['id', 'vehicle_event_type_name']);
  for (const e of vehicleEventTypes) events.add(e.id, e.vehicle_event_type_name);

  const bodies = new RowWriter(sqlite, 'body_styles', ['id', 'body_style_code', 'body_style_desc']);
  for (const b of bodyStyles) bodies.add(b.id, b.code, b.desc);

  const notices = new RowWriter(sqlite, 'announcements', ['announcement_id', 'announcement']);
  announcements.forEach((text, index) => notices.add(index + 1, text));

  const gates = new RowWriter(sqlite, 'gate_statuses', ['gate_status_code', 'gate_status_desc']);
  for (const g of gateStatuses) gates.add(g.gate_status_code, g.gate_status_desc);

  const actions = new RowWriter(sqlite, 'action_codes', ['action_code', 'action_desc']);
  for (const a of actionCodes) actions.add(a.action_code, a.action_desc);

  const transactions = new RowWriter(sqlite, 'transaction_codes', ['transaction_code', 'description']);
  for (const t of transactionCodes) transactions.add(t.transaction_code, t.description);

  const brands = new RowWriter(sqlite, 'tyre_brands', ['brand_id', 'brand']);
  for (const b of tyreBrands) brands.add(b.brand_id, b.brand);

  seedCatalogue(sqlite);
}

function seedCatalogue(sqlite: Database.Database): void {
  const items = new RowWriter(sqlite, 'art_items', ['id', 'name', 'aasc_code', 'display_group_code', 'location_code', 'kind']);
  for (const i of artItems) items.add(i.id, i.name, i.aasc_code, i.display_group_code, i.location_code, i.kind);

  const damages = new RowWriter(sqlite, 'art_damages', ['id', 'name', 'aasc_code']);
  for (const d of artDamages) damages.add(d.id, d.name, d.aasc_code);

  const severities = new RowWriter(sqlite, 'art_severities', ['id', 'name', 'aasc_code']);
  for (const s of artSeverities) severities.add(s.id, s.name, s.aasc_code);

  const itemDamages = new RowWriter(sqlite, 'art_item_damages', ['item_id', 'damage_id']);
  const combos = new RowWriter(sqlite, 'art_item_damage_severities', ['item_id', 'damage_id', 'severity_id']);
  for (const item of artItems) {
    for (const damageId of damageSets[item.set]) {
      itemDamages.add(item.id, damageId);
      for (const severityId of severitiesFor(item.set, damageId)) combos.add(item.id, damageId, severityId);
    }
  }
}
