/** Per-vehicle extras: images, lane positions, location history and posted transactions. */
import type Database from 'better-sqlite3';
import { DAY, HOUR, iso, isoDate, MINUTE, RowWriter, groupBy, type AuctionInfo, type SiteInfo, type VehicleInfo } from './seed-context.ts';
import { transactionCodes } from './seed-data/work-orders.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './seed-photos.ts';
import { pickWeighted, type Rng } from './seed-random.ts';

export function seedVehicleImages(sqlite: Database.Database, rng: Rng, vehicles: readonly VehicleInfo[], reference: number): void {
  const rows = new RowWriter(sqlite, 'vehicle_images', [
    'vehicle_id',
    'image_file_path',
    'mime_type',
    'width',
    'height',
    'is_private',
    'main_image',
    'vehicle_images_type_name',
    'created_at',
  ]);
  for (const v of vehicles) {
    if (!rng.chance(0.6)) continue;
    const count = pickWeighted(rng, [
      [1, 2],
      [2, 2],
      [3, 3],
      [4, 3],
      [5, 2],
      [6, 2],
    ] as const);
    const mainIndex = rng.chance(0.8) ? 0 : rng.int(0, count - 1);
    let ms = v.receivedMs + rng.int(20, 3 * 24 * 60) * MINUTE;
    for (let i = 0; i < count; i++) {
      const main = i === mainIndex;
      const isPrivate = !main && rng.chance(0.06) ? 1 : 0;
      rows.add(v.id, v.photo, 'image/png', PHOTO_WIDTH, PHOTO_HEIGHT, isPrivate, main ? 1 : 0, 'photo', iso(Math.min(ms, reference - MINUTE)));
      ms += rng.int(5, 90) * 1000;
    }
    if (rng.chance(0.05)) {
      rows.add(v.id, `https://spins.example.com/walk/${v.vin}`, 'text/html', null, null, 0, 0, 'spin', iso(Math.min(ms + HOUR, reference - MINUTE)));
    }
  }
}

/**
 * Lane positions for about a quarter of the vehicles: those in auction (and some ready for
 * sale) at one of the next sales, sold ones at the sale after they arrived.
 */
export function seedVehiclePositions(
  sqlite: Database.Database,
  rng: Rng,
  sites: readonly SiteInfo[],
  vehicles: readonly VehicleInfo[],
  auctions: readonly AuctionInfo[],
  reference: number,
): void {
  const rows = new RowWriter(sqlite, 'vehicle_positions', ['vehicle_id', 'auction_id', 'lane_id', 'run_id', 'run_sequence']);
  const auctionsBySite = groupBy(auctions, (a) => a.siteId);
  const lanesBySite = new Map(sites.map((s) => [s.id, s.def.lanes]));
  const runs = new Map<number, { next: number; lanes: Map<string, number> }>();
  for (const v of vehicles) {
    const probability = v.status === 3 ? 0.9 : v.status === 2 ? 0.2 : v.status >= 4 && v.status <= 6 ? 0.35 : 0;
    if (!rng.chance(probability)) continue;
    const siteAuctions = auctionsBySite.get(v.siteId) ?? [];
    const after = v.status <= 3 ? reference + (rng.chance(0.7) ? 0 : 7 * DAY) : v.receivedMs + rng.int(2, 21) * DAY;
    const auction = siteAuctions.find((a) => a.ms >= after && (v.status <= 3 || a.ms < reference));
    if (!auction) continue;
    const lane = rng.pick(lanesBySite.get(v.siteId) ?? ['A']);
    const run = runs.get(auction.id) ?? { next: 0, lanes: new Map<string, number>() };
    runs.set(auction.id, run);
    run.next++;
    const sequence = (run.lanes.get(lane) ?? 0) + 1;
    run.lanes.set(lane, sequence);
    rows.add(v.id, auction.id, lane, run.next, sequence);
  }
}

/** Scan points near the site for about a fifth of the vehicles, mostly those with a public link. */
export function seedLocationHistory(
  sqlite: Database.Database,
  rng: Rng,
  sites: readonly SiteInfo[],
  vehicles: readonly VehicleInfo[],
  reference: number,
): void {
  const rows = new RowWriter(sqlite, 'vehicle_location_history', ['vehicle_id', 'latitude', 'longitude', 'accuracy', 'vehicle_event_type_id', 'created_at']);
  const siteById = new Map(sites.map((s) => [s.id, s.def]));
  for (const v of vehicles) {
    if (!rng.chance(v.guid ? 0.26 : 0.05)) continue;
    const site = siteById.get(v.siteId);
    if (!site) continue;
    const points = rng.int(1, 8);
    let ms = v.receivedMs + rng.int(5, 120) * MINUTE;
    for (let p = 0; p < points && ms < reference; p++) {
      const lat = site.gpsLat + rng.float(-0.0028, 0.0028);
      const lng = site.gpsLng + rng.float(-0.0035, 0.0035);
      const event =
        p === 0
          ? 1
          : pickWeighted(rng, [
              [2, 5],
              [3, 1],
              [4, 2],
              [5, 2],
            ] as const);
      rows.add(v.id, Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6, rng.round(3, 40, 1), event, iso(ms));
      ms += rng.int(20, 4 * 24 * 60) * MINUTE;
    }
  }
}

export function seedVehicleTransactions(sqlite: Database.Database, rng: Rng, vehicles: readonly VehicleInfo[], reference: number): void {
  const rows = new RowWriter(sqlite, 'vehicle_transactions', ['vehicle_id', 'transaction_code', 'transaction_date', 'description', 'amount', 'is_valid']);
  for (const v of vehicles) {
    if (v.status === 1 || !rng.chance(0.2)) continue;
    let ms = v.receivedMs + rng.int(1, 5) * DAY;
    for (let i = rng.int(1, 4); i > 0 && ms < reference; i--) {
      const code = rng.pick(transactionCodes);
      const amount = Math.round(rng.float(code.amount[0], code.amount[1]) * 100) / 100;
      const description = rng.chance(0.6) ? code.description : `${code.description} - ${v.year} ${v.make} ${v.model}`;
      rows.add(v.id, code.transaction_code, isoDate(ms), description, amount, rng.chance(0.92) ? 1 : 0);
      ms += rng.int(1, 6) * DAY;
    }
  }
}
