/**
 * Vehicle photo rows (vehicle-images.ts), on SQLite and on PostgreSQL: the per-vehicle cap
 * (`photo_max_per_vehicle`) holds when uploads of one vehicle record their rows at once, on
 * PostgreSQL through a pool of several connections as several server processes would (the lock
 * on the vehicle); the first photo is the main one; the lookups of the image routes and public
 * pages. The HTTP side is routes/vehicle-images.test.ts.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { q, type DbHandle } from '../db/query.ts';
import { HttpError } from '../http/errors.ts';
import { testEngines } from '../test/engines.ts';
import { publicPhotosOf, publicVehicleImageFile, recordVehicleImage, vehicleImageFile } from './vehicle-images.ts';

const engines = testEngines();

const vehicle = { vehicle_id: 7, site_id: 1 };
const upload = (n: number) => ({ path: `uploads/DAL/7/photo-${n}.jpg`, mimeType: 'image/jpeg', width: 640, height: 480, type: 'photo' });

describe.each(engines)('vehicle photo rows on $name', (engine) => {
  let db: DbHandle;
  beforeEach(async () => {
    db = await engine.open({ max: 8 });
    for (const statement of [
      sql`INSERT INTO vehicle_statuses (id, name) VALUES (1, 'In stock')`,
      sql`INSERT INTO sites (id, code, name, public_photos_enabled) VALUES (1, 'DAL', 'Dallas', 1)`,
      sql`INSERT INTO vehicles (vehicle_id, site_id, vin) VALUES (7, 1, '1HGCM82633A004352')`,
      sql`INSERT INTO configs (name, type, type_id, value_type, value) VALUES ('photo_max_per_vehicle', 'site', 1, 'integer', '10')`,
    ]) {
      await statement.execute(q(db));
    }
  });
  afterEach(() => engine.close(db));

  const rows = () => q(db).selectFrom('vehicle_images').select(['vehicle_image_id', 'main_image']).where('vehicle_id', '=', 7).execute();

  it('records at most the cap of 20 uploads at once, the first of them the main photo', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        recordVehicleImage(db, vehicle, upload(n)).then(
          () => 'recorded',
          (error: unknown) => (error instanceof HttpError ? error.status : error),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'recorded')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === 422)).toHaveLength(10);
    const recorded = await rows();
    expect(recorded).toHaveLength(10);
    expect(recorded.filter((row) => row.main_image === 1)).toHaveLength(1);
  });

  it('takes no cap when the site has none, and answers the image routes’ lookups', async () => {
    await q(db).deleteFrom('configs').execute();
    const ids: number[] = [];
    for (let n = 0; n < 12; n++) ids.push(await recordVehicleImage(db, vehicle, upload(n)));
    expect(await rows()).toHaveLength(12);
    expect(await vehicleImageFile(db, ids[1]!)).toEqual({
      image_file_path: 'uploads/DAL/7/photo-1.jpg',
      mime_type: 'image/jpeg',
      vehicle_images_type_name: 'photo',
    });
    expect(await publicVehicleImageFile(db, ids[1]!)).toEqual({ image_file_path: 'uploads/DAL/7/photo-1.jpg', mime_type: 'image/jpeg' });
    expect((await publicPhotosOf(db, 7))[0]).toEqual({ vehicle_image_id: ids[0], vehicle_images_type_name: 'photo', main_image: 1 });
    await q(db).updateTable('sites').set({ public_photos_enabled: 0 }).execute();
    expect(await publicVehicleImageFile(db, ids[1]!)).toBeUndefined();
    expect(await vehicleImageFile(db, 999)).toBeUndefined();
  });
});
