/**
 * Vehicles as the routes look them up outside the list engine, and their location history:
 * the one module that reads `vehicles` and `vehicle_location_history` for them (ADR 0036).
 *
 * On the async query layer (ADR 0071). The statements of the public pages (a vehicle by its
 * link, its latest scans) are compiled once; the scans' window is date arithmetic, which
 * differs between the engines and comes from the dialect (`daysBefore`).
 */
import { compiledOnce, q, type DbHandle } from '../db/query.ts';

export type PublicLinkVehicle = {
  vehicle_id: number;
  site_id: number;
  vin: string;
  autoyear: number | null;
  automake: string | null;
  automodel: string | null;
  public_photos_enabled: number;
};

export type VehicleScan = {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  created_at: string;
  vehicle_event_type_name: string | null;
};

const byPublicLink = compiledOnce<'code' | 'guid', PublicLinkVehicle>((query, param) =>
  query
    .selectFrom('vehicles')
    .innerJoin('sites', 'sites.id', 'vehicles.site_id')
    .select([
      'vehicles.vehicle_id',
      'vehicles.site_id',
      'vehicles.vin',
      'vehicles.autoyear',
      'vehicles.automake',
      'vehicles.automodel',
      'sites.public_photos_enabled',
    ])
    .where('sites.code', '=', param('code'))
    .where('vehicles.guid', '=', param('guid')),
);

const scans = compiledOnce<'vehicleId' | 'maxAccuracy' | 'days' | 'limit', VehicleScan>((query, param, dialect) => {
  const vehicleId = param('vehicleId') as unknown as number;
  // The window ends at the vehicle's latest scan, not now.
  const latest = query
    .selectFrom('vehicle_location_history as latest')
    .select((eb) => eb.fn.max('latest.created_at').as('created_at'))
    .where('latest.vehicle_id', '=', vehicleId);
  return query
    .selectFrom('vehicle_location_history')
    .leftJoin('vehicle_event_types', 'vehicle_event_types.id', 'vehicle_location_history.vehicle_event_type_id')
    .select([
      'vehicle_location_history.latitude',
      'vehicle_location_history.longitude',
      'vehicle_location_history.accuracy',
      'vehicle_location_history.created_at',
      'vehicle_event_types.vehicle_event_type_name',
    ])
    .where('vehicle_location_history.vehicle_id', '=', vehicleId)
    .where((eb) =>
      eb.or([eb('vehicle_location_history.accuracy', 'is', null), eb('vehicle_location_history.accuracy', '<=', param('maxAccuracy') as unknown as number)]),
    )
    .where('vehicle_location_history.created_at', '>=', dialect.daysBefore(latest, param('days')))
    .orderBy('vehicle_location_history.created_at', 'desc')
    .orderBy('vehicle_location_history.id', 'desc')
    .limit(param('limit') as unknown as number);
});

/** A vehicle's site and VIN, by id (no scope: the caller checks who may see it). */
export function vehicleSite(db: DbHandle, vehicleId: number) {
  return q(db).selectFrom('vehicles').select(['vehicle_id', 'site_id', 'vin']).where('vehicle_id', '=', vehicleId).executeTakeFirst();
}

/** The vehicle a public link names: its site's code and its guid; with whether the site shows public photos. */
export async function vehicleByPublicLink(db: DbHandle, siteCode: string, guid: string): Promise<PublicLinkVehicle | undefined> {
  const [vehicle] = await byPublicLink(db, { code: siteCode, guid });
  return vehicle;
}

/**
 * A vehicle's latest scans, newest first: those of the `days` before its latest scan, at most
 * `maxAccuracy` metres off (or of unknown accuracy), at most `limit` of them.
 */
export function recentScans(db: DbHandle, vehicleId: number, options: { days: number; maxAccuracy: number; limit: number }): Promise<VehicleScan[]> {
  return scans(db, { vehicleId, maxAccuracy: options.maxAccuracy, days: options.days, limit: options.limit });
}
