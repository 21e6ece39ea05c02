/**
 * The deterministic seed of the reference database. Fills an empty, migrated database
 * with three sites, the demo users, vehicles, dealers, inspections, logs and the Servnet
 * sources, and writes the pool of seeded pictures. The same scale gives the same rows on
 * every run of a day: all randomness comes from a fixed-seed PRNG and every timestamp is
 * relative to the day's reference (`seedReference`: the last 12:00 UTC), so the demo never
 * ages. Only the dashboards' live state is dated from the run itself, and secrets differ: the
 * salted password hashes and the vehicles' secret links (guid), which come from the CSPRNG.
 */
import type { Db } from './connection.ts';
import { seedApiLogs } from './seed-api-logs.ts';
import { seedAuctions, seedServnet } from './seed-auctions.ts';
import { inTransaction, seedReference } from './seed-context.ts';
import { seedDashboard } from './seed-dashboard.ts';
import { seedDealers } from './seed-dealers.ts';
import { seedFlumbusLogs } from './seed-flumbus.ts';
import { seedGatePasses, seedWorkOrders } from './seed-gate-passes.ts';
import { seedConditionPhotos, seedInspections, seedKeptFacts } from './seed-inspections.ts';
import { seedAaValidationLogs, seedBadgeLogs, seedSpincarLogs, seedValuationLogs } from './seed-integration-logs.ts';
import { buildLogRefs } from './seed-log-refs.ts';
import { seedLookups } from './seed-lookups.ts';
import { writeSeedPictures } from './seed-photos.ts';
import { localPhotoStore, type PhotoStore } from '../media/photo-store.ts';
import { hashDemoPasswords, seedConfigs, seedMobileBuilds, seedSites, seedUsers } from './seed-platform.ts';
import { Rng } from './seed-random.ts';
import { seedLocationHistory, seedVehicleImages, seedVehiclePositions, seedVehicleTransactions } from './seed-vehicle-extras.ts';
import { seedVehicles } from './seed-vehicles.ts';

/** The fixed seed of the PRNG. */
export const SEED = 0x5eed2026;

export interface SeedSummary {
  scale: number;
  /** Row count of every seeded table. */
  counts: Record<string, number>;
  /** Picture files written under the photo directory. */
  files: number;
  elapsedMs: number;
}

const countedTables = [
  'sites',
  'users',
  'user_sites',
  'user_securities',
  'configs',
  'mobile_builds',
  'vehicle_statuses',
  'body_styles',
  'condition_report_types',
  'vehicle_event_types',
  'announcements',
  'gate_statuses',
  'action_codes',
  'transaction_codes',
  'tyre_brands',
  'art_items',
  'art_damages',
  'art_severities',
  'art_item_damages',
  'art_item_damage_severities',
  'dealers',
  'dealer_reps',
  'dealer_options',
  'dealer_defaults',
  'auctions',
  'vehicles',
  'vehicle_equipment',
  'vehicle_images',
  'vehicle_positions',
  'vehicle_location_history',
  'vehicle_transactions',
  'inspections',
  'inspection_items',
  'condition_images',
  'gate_passes',
  'wo_action_mappings',
  'wo_transaction_exclusions',
  'wo_shops',
  'auction_sales',
  'auction_attendance',
  'scheduled_jobs',
  'api_schedule_logs',
  'premise_services',
  'lane_monitor_state',
  'lane_monitor_lanes',
  'integration_status',
  'flumbus_logs',
  'api_logs',
  'api_aavalidation_logs',
  'api_spincar_logs',
  'api_badge_logs',
  'api_valuation_logs',
] as const;

/**
 * `seededAt` (the clock by default) is when the seed runs: every row is dated from its
 * reference (`seedReference`), the dashboards' live state (sites' heartbeats and WAN outage,
 * on-premise services, scheduled jobs, the lane monitor, the Carmax status) from `seededAt`
 * itself, minutes old at it.
 */
export async function seedDatabase(
  db: Db,
  options: { scale: number; seededAt?: number } & ({ photos: PhotoStore } | { photoDir: string }),
): Promise<SeedSummary> {
  const started = performance.now();
  const { scale, seededAt = Date.now() } = options;
  const reference = seedReference(seededAt);
  // The pictures go to the photo store: a folder (PHOTO_DIR) or S3 (ADR 0069).
  const photos = 'photos' in options ? options.photos : localPhotoStore(options.photoDir);
  if (!(scale > 0) || !Number.isFinite(scale)) throw new Error(`seed scale must be a positive number, got ${scale}`);
  const sqlite = db.$client;
  const existing = Number(sqlite.prepare('SELECT count(*) FROM sites').pluck().get());
  if (existing > 0) throw new Error('seedDatabase needs an empty database (sites already has rows)');

  const rng = new Rng(SEED);
  // scrypt runs on the thread pool while the synchronous inserts below proceed.
  const pendingHashes = hashDemoPasswords();
  const sites = inTransaction(sqlite, () => {
    seedLookups(sqlite);
    const siteRows = seedSites(sqlite, reference, seededAt);
    seedConfigs(sqlite, siteRows, reference);
    seedMobileBuilds(sqlite, rng.fork('builds'), reference);
    seedDashboard(sqlite, rng.fork('dashboard'), siteRows, seededAt);
    seedWorkOrders(sqlite, rng.fork('work-orders'), siteRows, reference);
    return siteRows;
  });
  const { files, pool } = await writeSeedPictures(
    photos,
    sites.map((s) => s.def),
  );
  const hashes = await pendingHashes;
  const users = inTransaction(sqlite, () => seedUsers(sqlite, sites, hashes, reference));

  const { dealers, auctions, vehicles } = inTransaction(sqlite, () => {
    const dealerRows = seedDealers(sqlite, rng.fork('dealers'), sites, scale, reference);
    const auctionRows = seedAuctions(sqlite, sites, reference);
    const vehicleRows = seedVehicles(sqlite, rng.fork('vehicles'), sites, dealerRows, scale, reference);
    return { dealers: dealerRows, auctions: auctionRows, vehicles: vehicleRows };
  });
  const inspections = inTransaction(sqlite, () => {
    seedVehicleImages(sqlite, rng.fork('images'), vehicles, reference);
    seedVehiclePositions(sqlite, rng.fork('positions'), sites, vehicles, auctions, reference);
    seedLocationHistory(sqlite, rng.fork('locations'), sites, vehicles, reference);
    seedVehicleTransactions(sqlite, rng.fork('transactions'), vehicles, reference);
    seedGatePasses(sqlite, rng.fork('gate-passes'), sites, users, dealers, vehicles, scale, reference);
    const refs = seedInspections(sqlite, rng.fork('inspections'), sites, users, vehicles, reference);
    seedConditionPhotos(sqlite, pool);
    seedKeptFacts(sqlite);
    return refs;
  });
  inTransaction(sqlite, () => seedServnet(sqlite, rng.fork('servnet'), auctions, dealers, vehicles, scale, reference));

  inTransaction(sqlite, () => {
    const vehiclesBySite = new Map(sites.map((s) => [s.id, vehicles.filter((v) => v.siteId === s.id)]));
    seedFlumbusLogs(sqlite, rng.fork('flumbus'), sites, vehiclesBySite, scale, reference);
    const refs = buildLogRefs(sqlite, sites, users, dealers, vehicles, inspections);
    seedAaValidationLogs(sqlite, rng.fork('aa-logs'), refs, scale, reference);
    seedSpincarLogs(sqlite, rng.fork('spincar-logs'), refs, scale, reference);
    seedBadgeLogs(sqlite, rng.fork('badge-logs'), refs, scale, reference);
    seedValuationLogs(sqlite, rng.fork('valuation-logs'), refs, scale, reference);
    seedApiLogs(sqlite, rng.fork('api-logs'), refs, scale, reference);
  });
  sqlite.pragma('analysis_limit = 1000');
  sqlite.exec('ANALYZE');

  const counts: Record<string, number> = {};
  for (const table of countedTables) counts[table] = Number(sqlite.prepare(`SELECT count(*) FROM "${table}"`).pluck().get());
  return { scale, counts, files, elapsedMs: Math.round(performance.now() - started) };
}
