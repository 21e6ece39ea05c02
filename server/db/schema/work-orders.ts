/** Work-order settings of a site (action mappings, excluded transactions, shops), their codes, and a vehicle's posted charges. */
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, requiredRef } from './columns.ts';
import { sites } from './platform.ts';
import { vehicles } from './vehicles.ts';

export const actionCodes = sqliteTable('action_codes', {
  action_code: text('action_code').primaryKey(),
  action_desc: text('action_desc').notNull(),
});

export const transactionCodes = sqliteTable('transaction_codes', {
  transaction_code: text('transaction_code').primaryKey(),
  description: text('description').notNull(),
});

export const woActionMappings = sqliteTable(
  'wo_action_mappings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: requiredRef('site_id', () => sites.id),
    action_code: text('action_code')
      .notNull()
      .references(() => actionCodes.action_code),
    is_active: integer('is_active').notNull().default(1),
    transaction_code: text('transaction_code').references(() => transactionCodes.transaction_code),
  },
  (t) => [uniqueIndex('wo_action_mappings_site_code_unique').on(t.site_id, t.action_code)],
);

export const woTransactionExclusions = sqliteTable(
  'wo_transaction_exclusions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: requiredRef('site_id', () => sites.id),
    transaction_code: text('transaction_code')
      .notNull()
      .references(() => transactionCodes.transaction_code),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('wo_transaction_exclusions_site_code_unique').on(t.site_id, t.transaction_code)],
);

export const woShops = sqliteTable(
  'wo_shops',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: requiredRef('site_id', () => sites.id),
    name: text('name').notNull(),
    description: text('description'),
    created_at: createdAt(),
    deleted_at: text('deleted_at'),
  },
  (t) => [index('wo_shops_site_idx').on(t.site_id, t.deleted_at, t.name)],
);

/** Posted charges of a vehicle; the printable report lists the valid ones. */
export const vehicleTransactions = sqliteTable(
  'vehicle_transactions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vehicle_id: requiredRef('vehicle_id', () => vehicles.vehicle_id, { onDelete: 'cascade' }),
    transaction_code: text('transaction_code')
      .notNull()
      .references(() => transactionCodes.transaction_code),
    transaction_date: text('transaction_date').notNull(),
    description: text('description'),
    amount: real('amount').notNull(),
    is_valid: integer('is_valid').notNull().default(1),
  },
  (t) => [index('vehicle_transactions_vehicle_idx').on(t.vehicle_id)],
);
