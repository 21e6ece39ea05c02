/**
 * Image files: GET /v3/images/vehicle/{imageId}/{size} (signed URL, see signing.ts),
 * GET /v3/images/public/{imageId}/{size} (signed URL of the public photos page, served only
 * while the photo is public) and GET /v3/images/site/{code}/auction_logo (public: the logo
 * is on every report), and GET /v3/images/condition/{imageId}/{size} (a damage's photo, signed).
 * Every size serves the stored file but `print` (vehicle and damage photos only): the
 * print-sized JPEG the condition report embeds as it is (server/reports/print-variant.ts, ADR 0025).
 */
import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { publicHeaders } from '../http/public-headers.ts';
import { conditionImageFile } from '../media/condition-images.ts';
import type { PhotoStore } from '../media/photo-store.ts';
import { verifyExpiringPath, verifyPath } from '../media/signing.ts';
import { publicVehicleImageFile, vehicleImageFile } from '../media/vehicle-images.ts';
import { printVariant, printVariantWidths } from '../reports/print-variant.ts';

export const imageSizes = ['small', 'thumb', 'large', 'original'] as const;
/** Sizes of signed vehicle and damage photos: the listed ones and the print variant. */
const signedSizes: readonly string[] = [...imageSizes, 'print'];
const privateCache = 'private, max-age=604800, immutable';

/** The stored photo as an answer; 404 when the store has nothing under the key (or it cannot be read). */
async function fileResponse(photos: PhotoStore, key: string, type: string, cache: string): Promise<Response> {
  const bytes = await photos.get(key).catch((error: unknown) => {
    if (!(error instanceof HttpError)) console.error('could not read a photo:', error instanceof Error ? error.message : error);
    return null;
  });
  if (!bytes) throw notFound('Image not found');
  return new Response(bytes, { headers: { 'Content-Type': type, 'Cache-Control': cache, 'Content-Length': String(bytes.length) } });
}

/** A staff image's link must be signed and not expired (signing.ts): 403 otherwise. */
function staffLink(c: Context<AppEnv>, path: string): void {
  const verdict = verifyExpiringPath(path, c.req.query('exp'), c.req.query('sig'));
  if (verdict === 'expired') throw new HttpError(403, 'This image link has expired');
  if (verdict === 'invalid') throw new HttpError(403, 'This image link is not valid');
}

export function imageRoutes({ db, photos }: Deps) {
  const app = new Hono<AppEnv>();

  async function printResponse(relative: string, mimeType: string, width: number): Promise<Response> {
    const bytes = await printVariant(photos, { relative, mimeType, width });
    if (!bytes) throw notFound('Image not found');
    return new Response(bytes, { headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': privateCache, 'Content-Length': String(bytes.length) } });
  }

  app.get('/vehicle/:id/:size', async (c) => {
    const { id, size } = c.req.param();
    if (!/^\d{1,12}$/.test(id) || !signedSizes.includes(size)) throw notFound('Image not found');
    staffLink(c, `/v3/images/vehicle/${id}/${size}`);
    const image = await vehicleImageFile(db, Number(id));
    if (!image || image.vehicle_images_type_name === 'spin') throw notFound('Image not found');
    if (size === 'print') return printResponse(image.image_file_path, image.mime_type, printVariantWidths.vehicle);
    return fileResponse(photos, image.image_file_path, image.mime_type, privateCache);
  });

  // Damage photos (src/contract/inspections.ts ConditionImage): signed like vehicle photos.
  app.get('/condition/:id/:size', async (c) => {
    const { id, size } = c.req.param();
    if (!/^\d{1,12}$/.test(id) || !signedSizes.includes(size)) throw notFound('Image not found');
    staffLink(c, `/v3/images/condition/${id}/${size}`);
    const image = await conditionImageFile(db, Number(id));
    if (!image) throw notFound('Image not found');
    if (size === 'print') return printResponse(image.image_file_path, image.mime_type, printVariantWidths.damage);
    return fileResponse(photos, image.image_file_path, image.mime_type, privateCache);
  });

  // Photos handed out by the public vehicle pages: checked again at every request, so a photo
  // marked private, or a site that turns public photos off, stops being served at once.
  app.get('/public/:id/:size', async (c) => {
    const { id, size } = c.req.param();
    if (!/^\d{1,12}$/.test(id) || !(imageSizes as readonly string[]).includes(size)) throw notFound('Image not found');
    if (!verifyPath(`/v3/images/public/${id}/${size}`, c.req.query('sig'))) {
      throw new HttpError(403, 'This image link is not valid');
    }
    const image = await publicVehicleImageFile(db, Number(id));
    if (!image) throw notFound('Image not found');
    const response = await fileResponse(photos, image.image_file_path, image.mime_type, 'public, max-age=300');
    for (const [name, value] of Object.entries(publicHeaders)) response.headers.set(name, value);
    return response;
  });

  app.get('/site/:code/auction_logo', async (c) => {
    const code = c.req.param('code').toUpperCase();
    if (!/^[A-Z0-9]{2,8}$/.test(code)) throw notFound('Logo not found');
    return fileResponse(photos, `sites/${code}/auction_logo.png`, 'image/png', 'public, max-age=86400');
  });

  return app;
}
