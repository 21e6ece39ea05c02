/**
 * POST /v3/vehicles/{vehicle_id}/images: a vehicle photo upload (multipart/form-data, the
 * file in the field `image`, optional `type` = photo).
 *
 * The vehicle must be in the caller's sites (the engine's scope; 404 otherwise, as if it did
 * not exist). The body is read under a cap (raw-body.ts), the image is checked from its
 * bytes and stripped of its metadata (image-file.ts), stored under
 * `uploads/{site}/{vehicle}/{random}.{ext}` in the photo store (local folder or S3, ADR 0069), and recorded in
 * vehicle_images; the first photo of a vehicle without a main image becomes the main one.
 * The file is stored durably first, then the row and the stored idempotent answer commit in
 * one transaction; when that fails the file is removed, so a failure leaves neither, and a file
 * a crash left without its row is swept at the next start (photo-store.ts).
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { actorOf } from '../auth/middleware.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { HttpError, badRequest } from '../http/errors.ts';
import { isMultipart, parseMultipart } from '../http/multipart.ts';
import { maxImageBytes, maxRequestBytes, readRawBody, tooLarge } from '../http/raw-body.ts';
import { checkUploadedImage } from '../media/image-file.ts';
import { uploadFolder } from '../media/photo-store.ts';
import { recordVehicleImage } from '../media/vehicle-images.ts';
import { siteById } from '../platform/sites.ts';
import { printVariantWidths, queuePrintVariant } from '../reports/print-variant.ts';
import { writeOnce } from '../http/idempotency.ts';
import { translateSqliteError } from '../http/sqlite-errors.ts';

const uploadTypes = ['photo'];

/** The one file and the type an upload form carries; 400 for anything else in it. */
export function readUploadForm(form: FormData): { file: File; type: string } {
  const files: File[] = [];
  let type: string | undefined;
  for (const [name, value] of form) {
    if (name === 'image') {
      if (typeof value === 'string') throw badRequest('The field image must be a file');
      files.push(value);
    } else if (typeof value !== 'string') {
      throw badRequest(`Unexpected file in the field ${name}: send one image in the field image`);
    } else if (name === 'type') {
      if (type !== undefined) throw badRequest('The field type is given twice');
      type = value;
    } else {
      throw badRequest(`Unknown form field '${name}'`);
    }
  }
  const [file, ...more] = files;
  if (!file) throw badRequest('No image: send the photo as a file in the form field image');
  if (more.length) throw badRequest('Send one image per request');
  if (type !== undefined && !uploadTypes.includes(type)) throw badRequest(`type must be ${uploadTypes.join(' or ')}`);
  if (file.size > maxImageBytes) throw tooLarge(maxImageBytes, 'The image');
  if (file.size === 0) throw badRequest('The image file is empty');
  return { file, type: type ?? 'photo' };
}

export function vehicleImageRoutes({ db, engine, photos, uploadMoments }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/:vehicleId/images', async (c) => {
    const actor = actorOf(c);
    const none = new URLSearchParams();
    // Scoped like every read: a vehicle outside the caller's sites is a 404.
    const vehicle = (await engine.get('vehicles', c.req.param('vehicleId'), none, actor)) as { vehicle_id: number; site_id: number };
    const contentType = c.req.header('content-type');
    if (!isMultipart(contentType)) throw new HttpError(415, 'Send the photo as multipart/form-data, the file in the field image');
    const form = await parseMultipart(await readRawBody(c, maxRequestBytes, 'The upload'), contentType ?? '');
    const { file, type } = readUploadForm(form);
    const image = await checkUploadedImage(new Uint8Array(await file.arrayBuffer()));

    const relative = `${uploadFolder}/${String((await siteById(db, vehicle.site_id))?.code)}/${vehicle.vehicle_id}/${randomBytes(16).toString('base64url')}.${image.extension}`;
    const upload = await photos.putUpload(relative, image.bytes, image.mimeType);
    let response: Response;
    try {
      if (uploadMoments) await uploadMoments.fileStored('vehicle-image', c.req.path);
      // The row and the stored idempotent answer commit together (a crash leaves both or neither).
      response = await writeOnce(c, db, async () => {
        const id = await recordVehicleImage(db, vehicle, { path: relative, mimeType: image.mimeType, width: image.width, height: image.height, type });
        return { status: 201, body: { response: await engine.get('vehicle_images', String(id), none, actor) } };
      });
    } catch (error) {
      await photos.removeUpload(relative);
      throw translateSqliteError(error);
    } finally {
      await upload.settle();
    }
    if (uploadMoments) await uploadMoments.rowCommitted('vehicle-image', c.req.path);
    if (type === 'photo') queuePrintVariant(photos, { relative, mimeType: image.mimeType, width: printVariantWidths.vehicle });
    return response;
  });

  return app;
}
