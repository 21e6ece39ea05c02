/**
 * A small, hand-made database for the engine's tests: two sites, a few users,
 * dealers, vehicles and their relations, with known values to assert against.
 * The rows are written once (`fixtureRows`) and loaded into a SQLite database
 * (`fixtureDatabase`) or into either engine's (`loadFixture`).
 */
import { getTableName, type Table } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { openDatabase, type Db } from '../db/connection.ts';
import { bumpSequences } from '../db/postgres.ts';
import { PostgresDb, q, type DbHandle } from '../db/query.ts';
import * as t from '../db/schema.ts';
import type { Actor } from '../auth/actor.ts';

type Rows = [SQLiteTable, Record<string, unknown>[]];
/** A table's rows, checked against its columns. */
const rowsOf = <T extends SQLiteTable>(table: T, rows: T['$inferInsert'][]): Rows => [table, rows];

/** The fixture's rows, table by table, in an order its foreign keys allow. */
const fixtureRows: Rows[] = [
  rowsOf(t.sites, [
    { id: 1, code: 'DAL', name: 'Dallas Auto Auction' },
    { id: 2, code: 'ATL', name: 'Atlanta Auto Auction' },
  ]),
  rowsOf(t.users, [
    { id: 1, name: 'Avery Admin', email: 'admin@example.com', password_hash: 'scrypt$secret-admin-hash', is_global_admin: 1, is_cloud_user: 1 },
    { id: 2, name: 'Ian Inspector', username: 'inspector', password_hash: 'scrypt$secret-inspector-hash', premise_user: 1 },
    { id: 3, name: 'Atlanta Clerk', username: 'atlclerk', password_hash: 'scrypt$secret-atl-hash', premise_user: 1 },
  ]),
  rowsOf(t.userSites, [
    { user_id: 2, site_id: 1 },
    { user_id: 3, site_id: 2 },
  ]),
  rowsOf(t.dealers, [
    { dealer_id: 1, site_id: 1, dealer_num: '1001', dealer_name: 'Lone Star Motors', addr1_city: 'Dallas' },
    { dealer_id: 2, site_id: 1, dealer_num: '1002', dealer_name: '100% Auto Sales', addr1_city: 'Plano' },
    { dealer_id: 3, site_id: 2, dealer_num: '2001', dealer_name: 'Peach State Cars', addr1_city: 'Atlanta' },
  ]),
  rowsOf(t.dealerReps, [
    { id: 1, dealer_id: 1, display_name: 'Ann Lee' },
    { id: 2, dealer_id: 1, display_name: 'Bob Ray' },
    { id: 3, dealer_id: 3, display_name: 'Cal Fox' },
  ]),
  rowsOf(t.dealerOptions, [
    {
      id: 1,
      dealer_id: 1,
      options: JSON.stringify({ registration: { defaultLights: { red: 0, green: 1, white: 0, blue: 0, yellow: 0 }, defaultAnnouncements: [] } }),
    },
    {
      id: 2,
      dealer_id: 3,
      options: JSON.stringify({ registration: { defaultLights: { red: 1, green: 0, white: 0, blue: 0, yellow: 0 }, defaultAnnouncements: [] } }),
    },
  ]),
  rowsOf(t.vehicleStatuses, [{ id: 1, name: 'Received' }]),
  rowsOf(t.vehicles, [
    { vehicle_id: 10, site_id: 1, vin: '1FTFW1E50NFA00010', automake: 'Ford', automodel: 'F-150', autoyear: 2022, seller_id: 1, is_active: 'Y' },
    { vehicle_id: 11, site_id: 1, vin: '1HGCV1F30LA000011', automake: 'Honda', automodel: 'Accord', autoyear: 2020, seller_id: 2, is_active: 'N' },
    { vehicle_id: 12, site_id: 1, vin: '5YJ3E1EA7KF000012', automake: 'Tesla', automodel: 'Model 3', autoyear: 2019, seller_id: null, is_active: 'Y' },
    { vehicle_id: 20, site_id: 2, vin: '1G1ZD5ST0LF000020', automake: 'Chevrolet', automodel: 'Malibu', autoyear: 2020, seller_id: 3, is_active: 'Y' },
  ]),
  rowsOf(t.conditionReportTypes, [
    { id: 1, name: 'standard' },
    { id: 2, name: 'post-recon' },
  ]),
  rowsOf(t.inspections, [
    { condition_report_id: 1, vehicle_id: 10, condition_report_type_id: 1, created_date: '2026-10-01T10:00:00Z', grade: 3.5 },
    { condition_report_id: 2, vehicle_id: 10, condition_report_type_id: 2, original_report_id: 1, created_date: '2026-10-05T10:00:00Z', grade: 4 },
  ]),
  rowsOf(t.auctions, [{ auction_id: 1, site_id: 1, event_name: 'DAL Weekly Dealer Sale', auction_date: '2026-11-25T09:30:00Z' }]),
  rowsOf(t.vehiclePositions, [{ id: 1, vehicle_id: 10, auction_id: 1, lane_id: 'A', run_id: 101, run_sequence: 7 }]),
  rowsOf(t.vehicleImages, [
    { vehicle_image_id: 1, vehicle_id: 10, image_file_path: 'seed/car-01.png', main_image: 1 },
    { vehicle_image_id: 2, vehicle_id: 10, image_file_path: 'seed/car-02.png', main_image: 0 },
  ]),
  rowsOf(t.announcements, [
    { announcement_id: 1, announcement: 'Frame Damage' },
    { announcement_id: 2, announcement: 'Flood Damage' },
    { announcement_id: 3, announcement: 'TMU' },
    { announcement_id: 4, announcement: 'CUSTOM' },
  ]),
  rowsOf(t.actionCodes, [
    { action_code: 'RPR', action_desc: 'Repair' },
    { action_code: 'RPL', action_desc: 'Replace' },
    { action_code: 'BUF', action_desc: 'Buff' },
  ]),
  rowsOf(t.transactionCodes, [
    { transaction_code: 'DTL', description: 'Detail' },
    { transaction_code: 'RECON', description: 'Reconditioning' },
  ]),
  rowsOf(t.woActionMappings, [
    { id: 1, site_id: 1, action_code: 'RPR', is_active: 1, transaction_code: 'RECON' },
    { id: 2, site_id: 2, action_code: 'RPR', is_active: 0, transaction_code: 'DTL' },
    { id: 3, site_id: 2, action_code: 'BUF', is_active: 1, transaction_code: null },
  ]),
  rowsOf(t.woTransactionExclusions, [{ id: 1, site_id: 2, transaction_code: 'DTL' }]),
  rowsOf(t.woShops, [
    { id: 1, site_id: 1, name: 'Body Shop' },
    { id: 2, site_id: 1, name: 'Old Shop', deleted_at: '2026-01-01T00:00:00Z' },
    { id: 3, site_id: 2, name: 'ATL Detail' },
  ]),
];

export function fixtureDatabase(): Db {
  const db = openDatabase(':memory:');
  for (const [table, rows] of fixtureRows) db.insert(table).values(rows).run();
  return db;
}

/** The fixture's rows in an empty migrated database of either engine (on PostgreSQL, its identities moved past the ids written). */
export async function loadFixture(db: DbHandle): Promise<void> {
  for (const [table, rows] of fixtureRows) {
    // Row by row: a row leaves out columns another names, and SQLite has no DEFAULT in VALUES.
    for (const row of rows) {
      await q(db)
        .insertInto(getTableName(table as Table) as 'sites')
        .values(row as never)
        .execute();
    }
  }
  if (db instanceof PostgresDb) await bumpSequences(db.pool);
}

export const admin: Actor = {
  userId: 1,
  tokenId: 1,
  username: 'admin@example.com',
  isGlobalAdmin: true,
  isPremiseUser: false,
  siteIds: [],
  securitiesBySite: {},
};
export const dallasInspector: Actor = {
  userId: 2,
  tokenId: 2,
  username: 'inspector',
  isGlobalAdmin: false,
  isPremiseUser: true,
  siteIds: [1],
  securitiesBySite: { 1: ['condition_writer', 'administration'] },
};
export const atlantaClerk: Actor = {
  userId: 3,
  tokenId: 3,
  username: 'atlclerk',
  isGlobalAdmin: false,
  isPremiseUser: true,
  siteIds: [2],
  securitiesBySite: {},
};
