/** The damage catalogue an inspection picks from (items, damages, severities and which go together) and tyre brands. */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { requiredRef } from './columns.ts';

export const artItems = sqliteTable('art_items', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  aasc_code: text('aasc_code').notNull(),
  display_group_code: text('display_group_code'),
  /** For tyre and wheel entries: the tyre's location code (1290, 155, ...). */
  location_code: integer('location_code'),
  kind: text('kind', { enum: ['body', 'tire', 'wheel', 'glass', 'interior', 'mechanical'] })
    .notNull()
    .default('body'),
});

export const artDamages = sqliteTable('art_damages', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  aasc_code: text('aasc_code').notNull(),
});

export const artSeverities = sqliteTable('art_severities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  aasc_code: text('aasc_code').notNull(),
});

export const artItemDamages = sqliteTable(
  'art_item_damages',
  {
    item_id: requiredRef('item_id', () => artItems.id),
    damage_id: requiredRef('damage_id', () => artDamages.id),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.damage_id] })],
);

export const artItemDamageSeverities = sqliteTable(
  'art_item_damage_severities',
  {
    item_id: requiredRef('item_id', () => artItems.id),
    damage_id: requiredRef('damage_id', () => artDamages.id),
    severity_id: requiredRef('severity_id', () => artSeverities.id),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.damage_id, t.severity_id] })],
);

export const tyreBrands = sqliteTable('tyre_brands', {
  brand_id: integer('brand_id').primaryKey(),
  brand: text('brand').notNull(),
});
