import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/connection.ts';
import { recentScans, vehicleByPublicLink, vehicleSite } from './vehicles.ts';

let db: Db;

beforeEach(() => {
  db = openDatabase(':memory:');
  db.$client.exec(`
    INSERT INTO vehicle_statuses (id, name) VALUES (1, 'In stock');
    INSERT INTO vehicle_event_types (id, vehicle_event_type_name) VALUES (1, 'Gate in');
    INSERT INTO sites (id, code, name, public_photos_enabled) VALUES (1, 'DAL', 'Dallas', 0);
    INSERT INTO vehicles (vehicle_id, site_id, vin, guid, autoyear) VALUES (7, 1, '1HGCM82633A004352', 'secret-guid-0123456789', 2019);
    INSERT INTO vehicle_location_history (vehicle_id, latitude, longitude, accuracy, vehicle_event_type_id, created_at) VALUES
      (7, 1, 1, 5, 1, '2026-01-10T00:00:00.000Z'),
      (7, 2, 2, 50, NULL, '2026-01-09T00:00:00.000Z'),
      (7, 3, 3, NULL, NULL, '2026-01-08T00:00:00.000Z'),
      (7, 4, 4, 1, NULL, '2025-12-01T00:00:00.000Z');
  `);
});

afterEach(() => db.$client.close());

describe('vehicles', () => {
  it('are found by id, and by their public link only with their own site’s code', () => {
    expect(vehicleSite(db, 7)).toEqual({ vehicle_id: 7, site_id: 1, vin: '1HGCM82633A004352' });
    expect(vehicleSite(db, 8)).toBeUndefined();
    expect(vehicleByPublicLink(db, 'DAL', 'secret-guid-0123456789')).toMatchObject({ vehicle_id: 7, autoyear: 2019, public_photos_enabled: 0 });
    expect(vehicleByPublicLink(db, 'HOU', 'secret-guid-0123456789')).toBeUndefined();
  });

  it('show the scans of the days before their latest one, precise enough or of unknown accuracy, newest first', () => {
    const scans = recentScans(db, 7, { days: 30, maxAccuracy: 10, limit: 500 });
    expect(scans.map((scan) => scan.latitude)).toEqual([1, 3]);
    expect(scans[0]).toMatchObject({ created_at: '2026-01-10T00:00:00.000Z', vehicle_event_type_name: 'Gate in' });
    expect(recentScans(db, 7, { days: 60, maxAccuracy: 100, limit: 3 }).map((scan) => scan.latitude)).toEqual([1, 2, 3]);
    expect(recentScans(db, 8, { days: 30, maxAccuracy: 10, limit: 500 })).toEqual([]);
  });
});
