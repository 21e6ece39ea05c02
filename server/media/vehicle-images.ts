/**
 * Vehicle photos as rows: the one module that reads and writes `vehicle_images` for the routes
 * (ADR 0036), on the async query layer (ADR 0071). The files themselves are photo-store.ts's.
 * Served images are looked up on every image request: those statements are compiled once.
 */
import type { ExpressionBuilder } from 'kysely';
import { compiledOnce, lockFor, q, writeTransaction, type Database, type DbHandle } from '../db/query.ts';
import { HttpError } from '../http/errors.ts';
import { configText } from '../platform/configs.ts';

/** Shown on the public pages: the vehicle's photos that are not private. */
const isPublicPhoto = (eb: ExpressionBuilder<Database, 'vehicle_images'>) =>
  eb.and([eb('vehicle_images.is_private', '=', 0), eb('vehicle_images.vehicle_images_type_name', '=', 'photo')]);

type ImageFile = { image_file_path: string; mime_type: string };

const staffFile = compiledOnce<'id', ImageFile & { vehicle_images_type_name: string }>((query, param) =>
  query
    .selectFrom('vehicle_images')
    .select(['image_file_path', 'mime_type', 'vehicle_images_type_name'])
    .where('vehicle_image_id', '=', param('id') as unknown as number),
);

const publicFile = compiledOnce<'id', ImageFile>((query, param) =>
  query
    .selectFrom('vehicle_images')
    .innerJoin('vehicles', 'vehicles.vehicle_id', 'vehicle_images.vehicle_id')
    .innerJoin('sites', 'sites.id', 'vehicles.site_id')
    .select(['vehicle_images.image_file_path', 'vehicle_images.mime_type'])
    .where('vehicle_images.vehicle_image_id', '=', param('id') as unknown as number)
    .where(isPublicPhoto)
    .where('sites.public_photos_enabled', '=', 1),
);

const publicOfVehicle = compiledOnce<'vehicleId', { vehicle_image_id: number; vehicle_images_type_name: string; main_image: number }>((query, param) =>
  query
    .selectFrom('vehicle_images')
    .select(['vehicle_image_id', 'vehicle_images_type_name', 'main_image'])
    .where('vehicle_id', '=', param('vehicleId') as unknown as number)
    .where(isPublicPhoto)
    .orderBy('main_image', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('vehicle_image_id', 'desc'),
);

/** A photo's file and type, for a signed staff link. */
export async function vehicleImageFile(db: DbHandle, imageId: number) {
  return (await staffFile(db, { id: imageId }))[0];
}

/** A photo's file while it may be shown publicly: a public photo of a site that shows public photos. */
export async function publicVehicleImageFile(db: DbHandle, imageId: number) {
  return (await publicFile(db, { id: imageId }))[0];
}

/** A vehicle's public photos, the main one first, then the newest. */
export function publicPhotosOf(db: DbHandle, vehicleId: number) {
  return publicOfVehicle(db, { vehicleId });
}

export async function vehicleImageCount(db: DbHandle, vehicleId: number): Promise<number> {
  const row = await q(db)
    .selectFrom('vehicle_images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst();
  return row?.n ?? 0;
}

export async function hasMainImage(db: DbHandle, vehicleId: number): Promise<boolean> {
  const main = await q(db)
    .selectFrom('vehicle_images')
    .select('vehicle_image_id')
    .where('vehicle_id', '=', vehicleId)
    .where('main_image', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return main !== undefined;
}

/** An uploaded photo to record: its file in the photo store, and what it is. */
export interface UploadedImage {
  path: string;
  mimeType: string;
  width: number;
  height: number;
  type: string;
}

/** The lock a write about a vehicle's photos takes (its count, its main photo), in any process. */
export const vehiclePhotosLock = (vehicleId: number) => `photos:vehicle:${vehicleId}`;

/**
 * Records an uploaded photo of a vehicle within the site's cap (configuration
 * `photo_max_per_vehicle`, 422 past it); its id. The first photo of a vehicle without a main
 * image becomes the main one. Counted in the insert's write, under a lock on the vehicle, so
 * uploads at once (in any process) cannot both take the last place; inside a caller's write
 * (writeOnce) it is part of that one.
 */
export function recordVehicleImage(db: DbHandle, vehicle: { vehicle_id: number; site_id: number }, image: UploadedImage): Promise<number> {
  const vehicleId = vehicle.vehicle_id;
  return writeTransaction(db, async () => {
    await lockFor(db, vehiclePhotosLock(vehicleId));
    const limit = Number(await configText(db, vehicle.site_id, 'photo_max_per_vehicle'));
    if (Number.isInteger(limit) && limit > 0 && (await vehicleImageCount(db, vehicleId)) >= limit) {
      throw new HttpError(
        422,
        `This vehicle already has ${limit} photos, the most a vehicle may have (configuration photo_max_per_vehicle); delete some first`,
      );
    }
    return insertVehicleImage(db, { ...image, vehicleId, main: !(await hasMainImage(db, vehicleId)) });
  });
}

/** Records an uploaded photo (not private); its id. */
export async function insertVehicleImage(
  db: DbHandle,
  image: { vehicleId: number; path: string; mimeType: string; width: number; height: number; main: boolean; type: string },
): Promise<number> {
  const inserted = await q(db)
    .insertInto('vehicle_images')
    .values({
      vehicle_id: image.vehicleId,
      image_file_path: image.path,
      mime_type: image.mimeType,
      width: image.width,
      height: image.height,
      is_private: 0,
      main_image: image.main ? 1 : 0,
      vehicle_images_type_name: image.type,
      created_at: new Date().toISOString(),
    })
    .returning('vehicle_image_id')
    .executeTakeFirstOrThrow();
  return inserted.vehicle_image_id;
}
