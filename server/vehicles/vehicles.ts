/**
 * Vehicles as the routes look them up outside the list engine, and their location history:
 * the one module that reads `vehicles` and `vehicle_location_history` for them (ADR 0036).
 */
import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { preparedPer } from '../db/prepared.ts';
import { sites, vehicleEventTypes, vehicleLocationHistory, vehicles } from '../db/schema.ts';

const queries = preparedPer((db: Db) => ({
  byId: db
    .select({ vehicle_id: vehicles.vehicle_id, site_id: vehicles.site_id, vin: vehicles.vin })
    .from(vehicles)
    .where(eq(vehicles.vehicle_id, sql.placeholder('id')))
    .prepare(),
  byPublicLink: db
    .select({
      vehicle_id: vehicles.vehicle_id,
      site_id: vehicles.site_id,
      vin: vehicles.vin,
      autoyear: vehicles.autoyear,
      automake: vehicles.automake,
      automodel: vehicles.automodel,
      public_photos_enabled: sites.public_photos_enabled,
    })
    .from(vehicles)
    .innerJoin(sites, eq(sites.id, vehicles.site_id))
    .where(and(eq(sites.code, sql.placeholder('code')), eq(vehicles.guid, sql.placeholder('guid'))))
    .prepare(),
  scans: db
    .select({
      latitude: vehicleLocationHistory.latitude,
      longitude: vehicleLocationHistory.longitude,
      accuracy: vehicleLocationHistory.accuracy,
      created_at: vehicleLocationHistory.created_at,
      vehicle_event_type_name: vehicleEventTypes.vehicle_event_type_name,
    })
    .from(vehicleLocationHistory)
    .leftJoin(vehicleEventTypes, eq(vehicleEventTypes.id, vehicleLocationHistory.vehicle_event_type_id))
    .where(
      and(
        eq(vehicleLocationHistory.vehicle_id, sql.placeholder('vehicleId')),
        or(isNull(vehicleLocationHistory.accuracy), lte(vehicleLocationHistory.accuracy, sql.placeholder('maxAccuracy'))),
        // SQLite's date arithmetic (no builder words for it): the window ends at the vehicle's
        // latest scan, not now. PostgreSQL says max(created_at) - interval.
        sql`${vehicleLocationHistory.created_at} >= strftime('%Y-%m-%dT%H:%M:%fZ', (SELECT MAX(${vehicleLocationHistory.created_at}) FROM ${vehicleLocationHistory} WHERE ${vehicleLocationHistory.vehicle_id} = ${sql.placeholder('vehicleId')}), ${sql.placeholder('window')})`,
      ),
    )
    .orderBy(desc(vehicleLocationHistory.created_at), desc(vehicleLocationHistory.id))
    .limit(sql.placeholder('limit'))
    .prepare(),
}));

/** A vehicle's site and VIN, by id (no scope: the caller checks who may see it). */
export function vehicleSite(db: Db, vehicleId: number) {
  return queries(db).byId.get({ id: vehicleId });
}

/** The vehicle a public link names: its site's code and its guid; with whether the site shows public photos. */
export function vehicleByPublicLink(db: Db, siteCode: string, guid: string) {
  return queries(db).byPublicLink.get({ code: siteCode, guid });
}

/**
 * A vehicle's latest scans, newest first: those of the `days` before its latest scan, at most
 * `maxAccuracy` metres off (or of unknown accuracy), at most `limit` of them.
 */
export function recentScans(db: Db, vehicleId: number, options: { days: number; maxAccuracy: number; limit: number }) {
  return queries(db).scans.all({ vehicleId, maxAccuracy: options.maxAccuracy, window: `-${options.days} days`, limit: options.limit });
}
