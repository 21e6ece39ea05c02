/**
 * Vehicle photos as rows: the one module that reads and writes `vehicle_images` for the routes
 * (ADR 0036). The files themselves are photo-store.ts's. Served images are looked up on every
 * image request: those statements are prepared once per database.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { preparedPer } from '../db/prepared.ts';
import { sites, vehicleImages, vehicles } from '../db/schema.ts';

const file = { image_file_path: vehicleImages.image_file_path, mime_type: vehicleImages.mime_type };

/** Shown on the public pages: the vehicle's photos that are not private. */
const isPublicPhoto = and(eq(vehicleImages.is_private, 0), eq(vehicleImages.vehicle_images_type_name, 'photo'));

const queries = preparedPer((db: Db) => ({
  staff: db
    .select({ ...file, vehicle_images_type_name: vehicleImages.vehicle_images_type_name })
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicle_image_id, sql.placeholder('id')))
    .prepare(),
  public: db
    .select(file)
    .from(vehicleImages)
    .innerJoin(vehicles, eq(vehicles.vehicle_id, vehicleImages.vehicle_id))
    .innerJoin(sites, eq(sites.id, vehicles.site_id))
    .where(and(eq(vehicleImages.vehicle_image_id, sql.placeholder('id')), isPublicPhoto, eq(sites.public_photos_enabled, 1)))
    .prepare(),
  publicOfVehicle: db
    .select({
      vehicle_image_id: vehicleImages.vehicle_image_id,
      vehicle_images_type_name: vehicleImages.vehicle_images_type_name,
      main_image: vehicleImages.main_image,
    })
    .from(vehicleImages)
    .where(and(eq(vehicleImages.vehicle_id, sql.placeholder('vehicleId')), isPublicPhoto))
    .orderBy(desc(vehicleImages.main_image), desc(vehicleImages.created_at), desc(vehicleImages.vehicle_image_id))
    .prepare(),
}));

/** A photo's file and type, for a signed staff link. */
export function vehicleImageFile(db: Db, imageId: number) {
  return queries(db).staff.get({ id: imageId });
}

/** A photo's file while it may be shown publicly: a public photo of a site that shows public photos. */
export function publicVehicleImageFile(db: Db, imageId: number) {
  return queries(db).public.get({ id: imageId });
}

/** A vehicle's public photos, the main one first, then the newest. */
export function publicPhotosOf(db: Db, vehicleId: number) {
  return queries(db).publicOfVehicle.all({ vehicleId });
}

export function vehicleImageCount(db: Db, vehicleId: number): number {
  return db.select({ n: count() }).from(vehicleImages).where(eq(vehicleImages.vehicle_id, vehicleId)).get()?.n ?? 0;
}

export function hasMainImage(db: Db, vehicleId: number): boolean {
  const main = db
    .select({ id: vehicleImages.vehicle_image_id })
    .from(vehicleImages)
    .where(and(eq(vehicleImages.vehicle_id, vehicleId), eq(vehicleImages.main_image, 1)))
    .limit(1)
    .get();
  return main !== undefined;
}

/** Records an uploaded photo (not private); its id. */
export function insertVehicleImage(
  db: Db,
  image: { vehicleId: number; path: string; mimeType: string; width: number; height: number; main: boolean; type: string },
): number {
  const inserted = db
    .insert(vehicleImages)
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
    .run();
  return Number(inserted.lastInsertRowid);
}
