/** Vehicles and what belongs to one: status and body style look-ups, equipment, photos, location history. */
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, requiredRef, sqliteSql, updatedAt } from './columns.ts';
import { dealers } from './dealers.ts';
import { sites } from './platform.ts';

export const vehicleStatuses = sqliteTable('vehicle_statuses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const bodyStyles = sqliteTable('body_styles', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  body_style_code: text('body_style_code').notNull().unique(),
  body_style_desc: text('body_style_desc').notNull(),
});

export const vehicles = sqliteTable(
  'vehicles',
  {
    vehicle_id: integer('vehicle_id').primaryKey({ autoIncrement: true }),
    site_id: requiredRef('site_id', () => sites.id),
    vin: text('vin').notNull(),
    last6: text('last6').generatedAlwaysAs(sqliteSql('vinLast6'), { mode: 'stored' }),
    is_active: text('is_active', { enum: ['Y', 'N'] })
      .notNull()
      .default('Y'),
    autoyear: integer('autoyear'),
    automake: text('automake'),
    automodel: text('automodel'),
    exterior_color: text('exterior_color'),
    stock_number: text('stock_number'),
    stocked_date: text('stocked_date'),
    received_date: text('received_date'),
    /** Secret link id of the public pages: 128 random bits, base64url. */
    guid: text('guid').unique(),
    mileage: integer('mileage'),
    odometer_uom: text('odometer_uom', { enum: ['mi', 'km'] })
      .notNull()
      .default('mi'),
    keys_count: integer('keys_count'),
    drivable: integer('drivable'),
    body_type: text('body_type'),
    body_style: integer('body_style').references(() => bodyStyles.id),
    vehicle_status_id: integer('vehicle_status_id')
      .notNull()
      .default(1)
      .references(() => vehicleStatuses.id),
    /** Tyres document: leftFront/rightFront/leftRear/rightRear and spareExists. */
    tires: text('tires'),
    seller_id: integer('seller_id').references(() => dealers.dealer_id),
    /** Bumped by every write of the condition fields (keys, drivable, body type, tyres): the vehicle's ETag. */
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('vehicles_site_id_idx').on(t.site_id, t.vehicle_id),
    index('vehicles_site_year_idx').on(t.site_id, t.autoyear),
    index('vehicles_site_make_idx').on(t.site_id, t.automake, t.automodel),
    index('vehicles_site_model_idx').on(t.site_id, t.automodel),
    index('vehicles_site_last6_idx').on(t.site_id, t.last6),
    index('vehicles_site_active_idx').on(t.site_id, t.is_active, t.vehicle_id),
    index('vehicles_seller_idx').on(t.seller_id, t.site_id),
    index('vehicles_vin_idx').on(t.vin),
    // The list's search finds a vehicle by its stock number exactly (ADR 0030).
    index('vehicles_site_stock_idx').on(t.site_id, t.stock_number),
  ],
);

/**
 * How many vehicles each site has, kept by triggers as vehicles are added, removed or moved to
 * another site (ADR 0074; the migrations `site-vehicle-counts` of both engines write them). The
 * list engine reads a site's total here when nothing else narrows the list (server/db/
 * kept-counts.ts): counting a third of a million rows on each page took 34 ms of CPU.
 */
export const vehicleCounts = sqliteTable('vehicle_counts', {
  site_id: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  vehicles: integer('vehicles').notNull(),
});

export const vehicleEquipment = sqliteTable(
  'vehicle_equipment',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vehicle_id: requiredRef('vehicle_id', () => vehicles.vehicle_id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('vehicle_equipment_vehicle_idx').on(t.vehicle_id)],
);

export const vehicleImages = sqliteTable(
  'vehicle_images',
  {
    vehicle_image_id: integer('vehicle_image_id').primaryKey({ autoIncrement: true }),
    vehicle_id: requiredRef('vehicle_id', () => vehicles.vehicle_id, { onDelete: 'cascade' }),
    /** Path relative to the photo store (PHOTO_DIR). */
    image_file_path: text('image_file_path').notNull(),
    mime_type: text('mime_type').notNull().default('image/png'),
    width: integer('width'),
    height: integer('height'),
    is_private: integer('is_private').notNull().default(0),
    main_image: integer('main_image').notNull().default(0),
    vehicle_images_type_name: text('vehicle_images_type_name').notNull().default('photo'),
    created_at: createdAt(),
  },
  (t) => [index('vehicle_images_vehicle_idx').on(t.vehicle_id, t.main_image, t.created_at)],
);

export const vehicleEventTypes = sqliteTable('vehicle_event_types', {
  id: integer('id').primaryKey(),
  vehicle_event_type_name: text('vehicle_event_type_name').notNull(),
});

export const vehicleLocationHistory = sqliteTable(
  'vehicle_location_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vehicle_id: requiredRef('vehicle_id', () => vehicles.vehicle_id, { onDelete: 'cascade' }),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    accuracy: real('accuracy'),
    vehicle_event_type_id: integer('vehicle_event_type_id').references(() => vehicleEventTypes.id),
    created_at: createdAt(),
  },
  (t) => [index('vehicle_location_history_vehicle_idx').on(t.vehicle_id, t.created_at)],
);
