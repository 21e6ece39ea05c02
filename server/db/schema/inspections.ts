/** Condition reports (inspections), their damages and damage photos, and a report's share link. */
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { conditionAmountNames } from '../../../src/contract/inspections.ts';
import { createdAt, requiredRef } from './columns.ts';
import { users } from './auth.ts';
import { artDamages, artItems, artSeverities } from './damage-catalogue.ts';
import { vehicles } from './vehicles.ts';
import { actionCodes } from './work-orders.ts';

export const conditionReportTypes = sqliteTable('condition_report_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const inspections = sqliteTable(
  'inspections',
  {
    condition_report_id: integer('condition_report_id').primaryKey({ autoIncrement: true }),
    vehicle_id: requiredRef('vehicle_id', () => vehicles.vehicle_id, { onDelete: 'cascade' }),
    condition_report_type_id: requiredRef('condition_report_type_id', () => conditionReportTypes.id),
    /** For an approved (post-recon) report: the original report it was made from. */
    original_report_id: integer('original_report_id'),
    grade: real('grade'),
    comments: text('comments'),
    notes: text('notes'),
    total_damages_cost: real('total_damages_cost').notNull().default(0),
    created_by: integer('created_by').references(() => users.id),
    created_username: text('created_username'),
    created_date: text('created_date').notNull(),
    written_by: integer('written_by').references(() => users.id),
    written_date: text('written_date'),
    approved_date: text('approved_date'),
    deleted_at: text('deleted_at'),
    /**
     * The vehicle's condition facts as the report kept them (ADR 0089): set on the original when
     * it is approved (writes.ts `approve`), from the vehicle's values then; null on the current
     * report, which shows the vehicle's own. `facts_kept_at` says whether they are kept (a kept
     * value may itself be null: keys not set).
     */
    facts_kept_at: text('facts_kept_at'),
    kept_keys_count: integer('kept_keys_count'),
    kept_drivable: integer('kept_drivable'),
    kept_body_type: text('kept_body_type'),
    kept_body_style: integer('kept_body_style'),
    /** The tyres document as JSON text, as vehicles.tires holds it. */
    kept_tires: text('kept_tires'),
    /** Bumped by every write of the report or one of its damages: the report's ETag. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('inspections_vehicle_idx').on(t.vehicle_id, t.deleted_at)],
);

export const inspectionItems = sqliteTable(
  'inspection_items',
  {
    vehicle_condition_id: integer('vehicle_condition_id').primaryKey({ autoIncrement: true }),
    condition_report_id: requiredRef('condition_report_id', () => inspections.condition_report_id, { onDelete: 'cascade' }),
    condition_report_group_id: integer('condition_report_group_id'),
    condition_report_item_id: integer('condition_report_item_id'),
    item_code: integer('item_code').references(() => artItems.id),
    damage_code: integer('damage_code').references(() => artDamages.id),
    severity_code: integer('severity_code').references(() => artSeverities.id),
    action_code: text('action_code').references(() => actionCodes.action_code),
    damage_status_code: text('damage_status_code'),
    display_group_code: text('display_group_code'),
    description: text('description'),
    has_image: text('has_image', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    image_file_path: text('image_file_path'),
    item_image_updated: text('item_image_updated'),
    repair_suggested: integer('repair_suggested').notNull().default(0),
    repair_approved: integer('repair_approved').notNull().default(0),
    damage_repaired: integer('damage_repaired').notNull().default(0),
    approvable: integer('approvable').notNull().default(1),
    approval_by: integer('approval_by'),
    approval_date: text('approval_date'),
    approval_user: text('approval_user'),
    approval_source: text('approval_source'),
    written_by: text('written_by'),
    written_date: text('written_date'),
    labor_parts: text('labor_parts'),
    labor_desc: text('labor_desc'),
    labor_hours: real('labor_hours'),
    paint_hours: real('paint_hours'),
    part_hours: real('part_hours'),
    labor_cost: real('labor_cost'),
    paint_cost: real('paint_cost'),
    part_cost: real('part_cost'),
    /** The markup drawn over the damage's photo (src/contract/photo-markup.ts) as JSON text; null when none. */
    photo_markup: text('photo_markup'),
    /** In an approved (post-recon) report: the original report's damage this one was copied from. */
    source_condition_id: integer('source_condition_id'),
    /** Bumped by every write of the damage (its photo included): the damage's ETag. */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('inspection_items_report_idx').on(t.condition_report_id)],
);

/**
 * A report's fields as the platform's API has them, its key aside: what `/v3/inspections` reads
 * (server/list/resources/vehicles.ts), what the seed writes (server/db/seed-inspections.ts) and
 * what approving a report fills in its copy (server/inspections/writes.ts). The table's own
 * bookkeeping (`deleted_at`, `version`) is not among them.
 */
export const inspectionFields = [
  'vehicle_id',
  'condition_report_type_id',
  'original_report_id',
  'grade',
  'comments',
  'notes',
  'total_damages_cost',
  'created_by',
  'created_username',
  'created_date',
  'written_by',
  'written_date',
  'approved_date',
] as const satisfies readonly (keyof typeof inspections.$inferSelect)[];

/**
 * A damage's fields as the platform's API has them, its key aside: what `/v3/inspection_items`
 * reads (server/list/resources/vehicles.ts) and what the seed writes (server/db/seed-inspections.ts).
 * The table's own bookkeeping (`source_condition_id`, `version`) is not among them.
 */
export const inspectionItemFields = [
  'condition_report_id',
  'condition_report_group_id',
  'condition_report_item_id',
  'item_code',
  'damage_code',
  'severity_code',
  'action_code',
  'damage_status_code',
  'display_group_code',
  'description',
  'has_image',
  'image_file_path',
  'item_image_updated',
  'repair_suggested',
  'repair_approved',
  'damage_repaired',
  'approvable',
  'approval_by',
  'approval_date',
  'approval_user',
  'approval_source',
  'written_by',
  'written_date',
  'labor_parts',
  'labor_desc',
  ...conditionAmountNames,
] as const satisfies readonly (keyof typeof inspectionItems.$inferSelect)[];

/**
 * A damage's photo (one per damage: a new one replaces it). The bytes' SHA-256 is taken when
 * they arrive, so a printed report can show it and a dealer can check a photo against it.
 * Copies of an approved report point at the same file as the original's damage.
 */
export const conditionImages = sqliteTable(
  'condition_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vehicle_condition_id: requiredRef('vehicle_condition_id', () => inspectionItems.vehicle_condition_id, { onDelete: 'cascade' }),
    /** Path relative to the photo store (PHOTO_DIR). */
    image_file_path: text('image_file_path').notNull(),
    mime_type: text('mime_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    captured_at: text('captured_at').notNull(),
  },
  (t) => [uniqueIndex('condition_images_condition_unique').on(t.vehicle_condition_id), index('condition_images_path_idx').on(t.image_file_path)],
);

/**
 * The share link of a vehicle's condition report (ADR 0022): one live secret per vehicle
 * (128 random bits, base64url). The link always shows the vehicle's current report;
 * revoking deletes the row, and the next request for the link draws a new secret.
 */
export const reportLinks = sqliteTable('report_links', {
  vehicle_id: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.vehicle_id),
  secret: text('secret').notNull().unique(),
  created_by: integer('created_by').references(() => users.id),
  created_at: createdAt(),
});
