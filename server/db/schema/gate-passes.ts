/** Gate passes of vehicles leaving a site, and their statuses. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { requiredRef } from './columns.ts';
import { users } from './auth.ts';
import { dealers } from './dealers.ts';
import { sites } from './platform.ts';
import { vehicles } from './vehicles.ts';

export const gateStatuses = sqliteTable('gate_statuses', {
  gate_status_code: text('gate_status_code').primaryKey(),
  gate_status_desc: text('gate_status_desc').notNull(),
});

export const gatePasses = sqliteTable(
  'gate_passes',
  {
    gate_pass_id: integer('gate_pass_id').primaryKey({ autoIncrement: true }),
    site_id: requiredRef('site_id', () => sites.id),
    vehicle_id: requiredRef('vehicle_id', () => vehicles.vehicle_id),
    dealer_id: integer('dealer_id').references(() => dealers.dealer_id),
    gate_status: text('gate_status')
      .notNull()
      .references(() => gateStatuses.gate_status_code),
    is_temp: integer('is_temp').notNull().default(0),
    is_active: integer('is_active').notNull().default(1),
    last_user_id: integer('last_user_id').references(() => users.id),
    last_modified_date: text('last_modified_date').notNull(),
    notes: text('notes'),
  },
  (t) => [index('gate_passes_site_idx').on(t.site_id, t.gate_pass_id), index('gate_passes_vehicle_idx').on(t.vehicle_id)],
);
