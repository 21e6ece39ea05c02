/** Gate passes of sold and released vehicles, and the work-order settings of each site. */
import type Database from 'better-sqlite3';
import {
  DAY,
  iso,
  MINUTE,
  RowWriter,
  groupBy,
  must,
  scaled,
  siteStaff,
  type DealerInfo,
  type SiteInfo,
  type UserInfo,
  type VehicleInfo,
} from './seed-context.ts';
import { gatePassNotes, gateStatusWeights } from './seed-data/auction-lookups.ts';
import { actionCodes, defaultActionTransaction, shopNames, transactionCodes } from './seed-data/work-orders.ts';
import { pickWeighted, type Rng } from './seed-random.ts';

export const GATE_PASSES_PER_SITE = 300;

export function seedGatePasses(
  sqlite: Database.Database,
  rng: Rng,
  sites: readonly SiteInfo[],
  users: readonly UserInfo[],
  dealers: readonly DealerInfo[],
  vehicles: readonly VehicleInfo[],
  scale: number,
  reference: number,
): void {
  const rows = new RowWriter(sqlite, 'gate_passes', [
    'site_id',
    'vehicle_id',
    'dealer_id',
    'gate_status',
    'is_temp',
    'is_active',
    'last_user_id',
    'last_modified_date',
    'notes',
  ]);
  const dealersBySite = groupBy(dealers, (d) => d.siteId);
  const vehiclesBySite = groupBy(vehicles, (v) => v.siteId);
  const passes: { siteId: number; vehicle: VehicleInfo; ms: number }[] = [];
  for (const site of sites) {
    const siteVehicles = must(vehiclesBySite, site.id);
    const sold = siteVehicles.filter((v) => v.status >= 4 && v.status <= 6);
    const pool = sold.length >= 10 ? sold : siteVehicles;
    for (let i = 0; i < scaled(GATE_PASSES_PER_SITE, scale, 5); i++) {
      const vehicle = rng.pick(pool);
      const earliest = Math.max(vehicle.receivedMs + DAY, reference - 120 * DAY);
      passes.push({ siteId: site.id, vehicle, ms: earliest + rng.next() * Math.max(MINUTE, reference - earliest - MINUTE) });
    }
  }
  passes.sort((a, b) => a.ms - b.ms);
  for (const { siteId, vehicle, ms } of passes) {
    const staff = siteStaff(users, siteId, null);
    const status = vehicle.status === 6 && rng.chance(0.8) ? 'C' : pickWeighted(rng, gateStatusWeights);
    rows.add(
      siteId,
      vehicle.id,
      rng.pick(must(dealersBySite, siteId)).id,
      status,
      rng.chance(0.08) ? 1 : 0,
      status === 'C' || status === 'V' ? 0 : 1,
      staff.length > 0 ? rng.pick(staff).id : null,
      iso(ms),
      rng.chance(0.4) ? rng.pick(gatePassNotes) : null,
    );
  }
}

export function seedWorkOrders(sqlite: Database.Database, rng: Rng, sites: readonly SiteInfo[], reference: number): void {
  const mappings = new RowWriter(sqlite, 'wo_action_mappings', ['site_id', 'action_code', 'is_active', 'transaction_code']);
  const exclusions = new RowWriter(sqlite, 'wo_transaction_exclusions', ['site_id', 'transaction_code', 'created_at']);
  const shops = new RowWriter(sqlite, 'wo_shops', ['site_id', 'name', 'description', 'created_at', 'deleted_at']);
  for (const site of sites) {
    for (const { action_code } of actionCodes) {
      if (rng.chance(0.15)) continue;
      const usual = defaultActionTransaction[action_code] ?? null;
      const code = usual && rng.chance(0.85) ? usual : rng.chance(0.5) ? rng.pick(transactionCodes).transaction_code : null;
      mappings.add(site.id, action_code, rng.chance(0.88) ? 1 : 0, code);
    }
    for (const code of rng.sample(transactionCodes, rng.int(2, 4))) {
      exclusions.add(site.id, code.transaction_code, iso(reference - rng.int(5, 400) * DAY - rng.int(0, 86_399) * 1000));
    }
    const chosen = rng.sample(shopNames, 8);
    const deleted = new Set(rng.sample([0, 1, 2, 3, 4, 5, 6, 7], 2));
    chosen.forEach(([name, description], index) => {
      const created = reference - rng.int(100, 900) * DAY - rng.int(0, 86_399) * 1000;
      shops.add(site.id, name, description, iso(created), deleted.has(index) ? iso(created + rng.int(20, 90) * DAY) : null);
    });
  }
}
