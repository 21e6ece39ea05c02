/** What the log generators pick from: seeded rows by site, and the id ranges of the smaller tables. */
import type Database from 'better-sqlite3';
import { groupBy, siteStaff, type DealerInfo, type SiteInfo, type UserInfo, type VehicleInfo } from './seed-context.ts';
import type { InspectionRef } from './seed-inspections.ts';

export interface LogRefs {
  sites: readonly SiteInfo[];
  users: readonly UserInfo[];
  admins: readonly UserInfo[];
  cloudUsers: readonly UserInfo[];
  staffBySite: ReadonlyMap<number, readonly UserInfo[]>;
  vehicles: readonly VehicleInfo[];
  vehiclesBySite: ReadonlyMap<number, readonly VehicleInfo[]>;
  dealers: readonly DealerInfo[];
  dealersBySite: ReadonlyMap<number, readonly DealerInfo[]>;
  /** The latest inspection of a vehicle. */
  inspectionOf: ReadonlyMap<number, number>;
  /** Highest id per route placeholder name (condition, image, shop, ...). */
  max: Readonly<Record<string, number>>;
}

const idRanges: Readonly<Record<string, string>> = {
  inspections: 'SELECT max(condition_report_id) FROM inspections',
  condition: 'SELECT max(vehicle_condition_id) FROM inspection_items',
  image: 'SELECT max(vehicle_image_id) FROM vehicle_images',
  dealerOption: 'SELECT max(id) FROM dealer_options',
  mapping: 'SELECT max(id) FROM wo_action_mappings',
  shop: 'SELECT max(id) FROM wo_shops',
  exclusion: 'SELECT max(id) FROM wo_transaction_exclusions',
  flumbus: 'SELECT max(id) FROM flumbus_logs',
  config: 'SELECT max(id) FROM configs',
  user: 'SELECT max(id) FROM users',
};

export function buildLogRefs(
  sqlite: Database.Database,
  sites: readonly SiteInfo[],
  users: readonly UserInfo[],
  dealers: readonly DealerInfo[],
  vehicles: readonly VehicleInfo[],
  inspections: readonly InspectionRef[],
): LogRefs {
  const max: Record<string, number> = {};
  for (const [name, query] of Object.entries(idRanges)) {
    max[name] = Number(sqlite.prepare(query).pluck().get() ?? 0);
  }
  return {
    sites,
    users,
    admins: users.filter((u) => u.isAdmin),
    cloudUsers: users.filter((u) => !u.premise),
    staffBySite: new Map(sites.map((s) => [s.id, siteStaff(users, s.id, null)])),
    vehicles,
    vehiclesBySite: groupBy(vehicles, (v) => v.siteId),
    dealers,
    dealersBySite: groupBy(dealers, (d) => d.siteId),
    inspectionOf: new Map(inspections.map((i) => [i.vehicleId, i.id])),
    max,
  };
}
