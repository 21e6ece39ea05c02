/** Dealers of a site, their representatives, options document and defaults, and the announcements a dealer may default to. */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, requiredRef, updatedAt } from './columns.ts';
import { sites } from './platform.ts';

export const dealers = sqliteTable(
  'dealers',
  {
    dealer_id: integer('dealer_id').primaryKey({ autoIncrement: true }),
    site_id: requiredRef('site_id', () => sites.id),
    dealer_num: text('dealer_num').notNull(),
    dealer_name: text('dealer_name').notNull(),
    auction_access: text('auction_access'),
    addr1_line: text('addr1_line'),
    addr1_city: text('addr1_city'),
    addr1_state: text('addr1_state'),
    addr1_zip: text('addr1_zip'),
    phone: text('phone'),
    auth_flag: text('auth_flag', { enum: ['Y', 'N'] })
      .notNull()
      .default('Y'),
    auth_reason: text('auth_reason'),
    cubed_id: integer('cubed_id'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('dealers_site_num_unique').on(t.site_id, t.dealer_num),
    index('dealers_site_name_idx').on(t.site_id, t.dealer_name),
    index('dealers_site_city_idx').on(t.site_id, t.addr1_city),
  ],
);

export const dealerReps = sqliteTable(
  'dealer_reps',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    dealer_id: requiredRef('dealer_id', () => dealers.dealer_id, { onDelete: 'cascade' }),
    display_name: text('display_name').notNull(),
    name_first: text('name_first'),
    name_last: text('name_last'),
    auction_access: text('auction_access'),
    cubed_id: integer('cubed_id'),
    auth_flag: text('auth_flag', { enum: ['Y', 'N'] })
      .notNull()
      .default('Y'),
    auth_reason: text('auth_reason'),
  },
  (t) => [index('dealer_reps_dealer_idx').on(t.dealer_id)],
);

/** Dealer options (registration lights and default announcements) as a JSON document. */
export const dealerOptions = sqliteTable('dealer_options', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  dealer_id: integer('dealer_id')
    .notNull()
    .unique()
    .references(() => dealers.dealer_id, { onDelete: 'cascade' }),
  options: text('options').notNull(),
  updated_at: updatedAt(),
});

/** Dealer defaults (payment and title handling) shown on the Basic tab. */
export const dealerDefaults = sqliteTable('dealer_defaults', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  dealer_id: integer('dealer_id')
    .notNull()
    .unique()
    .references(() => dealers.dealer_id, { onDelete: 'cascade' }),
  payment_method: text('payment_method'),
  title_delivery: text('title_delivery'),
  floor_plan: text('floor_plan'),
});

export const announcements = sqliteTable('announcements', {
  announcement_id: integer('announcement_id').primaryKey({ autoIncrement: true }),
  announcement: text('announcement').notNull(),
});
