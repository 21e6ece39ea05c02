/** Sites (with their time zone and on-premise heartbeat), configuration values global or per site, and mobile builds. */
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns.ts';

export const sites = sqliteTable('sites', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  desc: text('desc'),
  cubed_company_id: integer('cubed_company_id'),
  dbhost: text('dbhost'),
  dbport: integer('dbport'),
  gps_lat: real('gps_lat'),
  gps_lng: real('gps_lng'),
  ip_primary: text('ip_primary'),
  account_name: text('account_name'),
  timezone: text('timezone').notNull().default('America/Chicago'),
  /** Whether the public photos page may be linked from the console for this site. */
  public_photos_enabled: integer('public_photos_enabled').notNull().default(1),
  /** On-premise WAN heartbeat, kept by the dashboard summary. */
  is_wan_up: integer('is_wan_up').notNull().default(1),
  wan_first_down: text('wan_first_down'),
  last_heartbeat_at: text('last_heartbeat_at'),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const configs = sqliteTable(
  'configs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: ['global', 'site'] }).notNull(),
    /** The site id for type site, null for global. */
    type_id: integer('type_id').references(() => sites.id),
    value_type: text('value_type', { enum: ['boolean', 'string', 'integer'] }).notNull(),
    value: text('value'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: text('deleted_at'),
  },
  (t) => [uniqueIndex('configs_name_scope_unique').on(t.name, t.type, t.type_id), index('configs_order_idx').on(t.type, t.type_id, t.name)],
);

export const mobileBuilds = sqliteTable(
  'mobile_builds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    build: text('build').notNull(),
    environment: text('environment').notNull(),
    is_production: integer('is_production').notNull().default(0),
    ios_version: text('ios_version'),
    android_version: text('android_version'),
    android_filename: text('android_filename'),
    branch: text('branch'),
    notes: text('notes'),
    created_at: createdAt(),
  },
  (t) => [index('mobile_builds_build_idx').on(t.build)],
);
