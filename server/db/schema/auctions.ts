/** Auction events, a vehicle's position in a run, and the Simulcast sales and attendance that Servnet counts. */
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { requiredRef } from './columns.ts';
import { dealers } from './dealers.ts';
import { sites } from './platform.ts';
import { vehicles } from './vehicles.ts';

export const auctions = sqliteTable(
  'auctions',
  {
    auction_id: integer('auction_id').primaryKey({ autoIncrement: true }),
    site_id: requiredRef('site_id', () => sites.id),
    event_name: text('event_name').notNull(),
    auction_date: text('auction_date').notNull(),
  },
  (t) => [index('auctions_site_date_idx').on(t.site_id, t.auction_date)],
);

export const vehiclePositions = sqliteTable(
  'vehicle_positions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vehicle_id: requiredRef('vehicle_id', () => vehicles.vehicle_id, { onDelete: 'cascade' }),
    auction_id: requiredRef('auction_id', () => auctions.auction_id),
    lane_id: text('lane_id').notNull(),
    run_id: integer('run_id'),
    run_sequence: integer('run_sequence'),
  },
  (t) => [index('vehicle_positions_vehicle_idx').on(t.vehicle_id)],
);

/** Simulcast sale results: one row per vehicle offered at an auction event. */
export const auctionSales = sqliteTable(
  'auction_sales',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: requiredRef('site_id', () => sites.id),
    auction_id: requiredRef('auction_id', () => auctions.auction_id),
    vehicle_id: requiredRef('vehicle_id', () => vehicles.vehicle_id),
    offered_at: text('offered_at').notNull(),
    is_simulcast: integer('is_simulcast').notNull().default(1),
    sold_channel: text('sold_channel', { enum: ['inlane', 'online'] }),
    buyer_dealer_id: integer('buyer_dealer_id').references(() => dealers.dealer_id),
    price: real('price'),
  },
  (t) => [index('auction_sales_site_time_idx').on(t.site_id, t.offered_at)],
);

/** Simulcast attendance and bids, for the Servnet unique attendee and bidder counts. */
export const auctionAttendance = sqliteTable(
  'auction_attendance',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: requiredRef('site_id', () => sites.id),
    auction_id: requiredRef('auction_id', () => auctions.auction_id),
    dealer_id: requiredRef('dealer_id', () => dealers.dealer_id),
    attended_at: text('attended_at').notNull(),
    bids: integer('bids').notNull().default(0),
  },
  (t) => [index('auction_attendance_site_time_idx').on(t.site_id, t.attended_at)],
);
