/** Vehicle lookups and location history on SQLite and on PostgreSQL. */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { q, type DbHandle } from '../db/query.ts';
import { testEngines } from '../test/engines.ts';
import { recentScans, vehicleByPublicLink, vehicleSite } from './vehicles.ts';

const engines = testEngines();

describe.each(engines)('vehicles on $name', (engine) => {
  let db: DbHandle;

  beforeEach(async () => {
    db = await engine.open();
    for (const statement of [
      sql`INSERT INTO vehicle_statuses (id, name) VALUES (1, 'In stock')`,
      sql`INSERT INTO vehicle_event_types (id, vehicle_event_type_name) VALUES (1, 'Gate in')`,
      sql`INSERT INTO sites (id, code, name, public_photos_enabled) VALUES (1, 'DAL', 'Dallas', 0)`,
      sql`INSERT INTO vehicles (vehicle_id, site_id, vin, guid, autoyear) VALUES (7, 1, '1HGCM82633A004352', 'secret-guid-0123456789', 2019)`,
      sql`INSERT INTO vehicle_location_history (vehicle_id, latitude, longitude, accuracy, vehicle_event_type_id, created_at) VALUES
        (7, 1, 1, 5, 1, '2026-01-10T00:00:00.000Z'),
        (7, 2, 2, 50, NULL, '2026-01-09T00:00:00.000Z'),
        (7, 3, 3, NULL, NULL, '2026-01-08T00:00:00.000Z'),
        (7, 4, 4, 1, NULL, '2025-12-01T00:00:00.000Z'),
        (7, 5, 5, 1.5, NULL, '2025-12-11T00:00:00.000Z')`,
    ])
      await statement.execute(q(db));
  });

  afterEach(() => engine.close(db));

  it('are found by id, and by their public link only with their own site’s code', async () => {
    expect(await vehicleSite(db, 7)).toEqual({ vehicle_id: 7, site_id: 1, vin: '1HGCM82633A004352' });
    expect(await vehicleSite(db, 8)).toBeUndefined();
    expect(await vehicleByPublicLink(db, 'DAL', 'secret-guid-0123456789')).toEqual({
      vehicle_id: 7,
      site_id: 1,
      vin: '1HGCM82633A004352',
      autoyear: 2019,
      automake: null,
      automodel: null,
      public_photos_enabled: 0,
    });
    expect(await vehicleByPublicLink(db, 'HOU', 'secret-guid-0123456789')).toBeUndefined();
  });

  it('show the scans of the days before their latest one, precise enough or of unknown accuracy, newest first', async () => {
    const scans = await recentScans(db, 7, { days: 30, maxAccuracy: 10, limit: 500 });
    // The window starts 30 days before the latest scan, 2025-12-11 included.
    expect(scans.map((scan) => scan.latitude)).toEqual([1, 3, 5]);
    expect(scans[0]).toEqual({ latitude: 1, longitude: 1, accuracy: 5, created_at: '2026-01-10T00:00:00.000Z', vehicle_event_type_name: 'Gate in' });
    expect(scans[2]).toMatchObject({ accuracy: 1.5, vehicle_event_type_name: null });
    expect((await recentScans(db, 7, { days: 29.5, maxAccuracy: 10, limit: 500 })).map((scan) => scan.latitude)).toEqual([1, 3]);
    expect((await recentScans(db, 7, { days: 60, maxAccuracy: 100, limit: 3 })).map((scan) => scan.latitude)).toEqual([1, 2, 3]);
    expect(await recentScans(db, 8, { days: 30, maxAccuracy: 10, limit: 500 })).toEqual([]);
  });
});
