/**
 * Image files: GET /v3/images/vehicle/{imageId}/{size} (signed URL, see signing.ts),
 * GET /v3/images/public/{imageId}/{size} (signed URL of the public photos page, served only
 * while the photo is public) and GET /v3/images/site/{code}/auction_logo (public: the logo
 * is on every report), and GET /v3/images/condition/{imageId}/{size} (a damage's photo, signed).
 * Every size serves the stored file for now; sizes are part of the URL so that
 * resized variants can be added without changing a client.
 */
import { readFile } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { publicHeaders } from '../http/public-headers.ts';
import { insidePhotoDir } from '../media/photo-store.ts';
import { verifyExpiringPath, verifyPath } from '../media/signing.ts';

export const imageSizes = ['small', 'thumb', 'large', 'original'] as const;

async function fileResponse(path: string, type: string, cache: string): Promise<Response> {
  try {
    const bytes = await readFile(path);
    return new Response(bytes, { headers: { 'Content-Type': type, 'Cache-Control': cache, 'Content-Length': String(bytes.length) } });
  } catch {
    throw notFound('Image not found');
  }
}

/** A staff image's link must be signed and not expired (signing.ts): 403 otherwise. */
function staffLink(c: Context<AppEnv>, path: string): void {
  const verdict = verifyExpiringPath(path, c.req.query('exp'), c.req.query('sig'));
  if (verdict === 'expired') throw new HttpError(403, 'This image link has expired');
  if (verdict === 'invalid') throw new HttpError(403, 'This image link is not valid');
}

export function imageRoutes({ db, photoDir }: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/vehicle/:id/:size', async (c) => {
    const { id, size } = c.req.param();
    if (!/^\d{1,12}$/.test(id) || !(imageSizes as readonly string[]).includes(size)) throw notFound('Image not found');
    staffLink(c, `/v3/images/vehicle/${id}/${size}`);
    const image = db.$client
      .prepare('SELECT image_file_path, mime_type, vehicle_images_type_name FROM vehicle_images WHERE vehicle_image_id = ?')
      .get(Number(id)) as { image_file_path: string; mime_type: string; vehicle_images_type_name: string } | undefined;
    if (!image || image.vehicle_images_type_name === 'spin') throw notFound('Image not found');
    return fileResponse(insidePhotoDir(photoDir, image.image_file_path), image.mime_type, 'private, max-age=604800, immutable');
  });

  // Damage photos (src/contract/inspections.ts ConditionImage): signed like vehicle photos.
  app.get('/condition/:id/:size', async (c) => {
    const { id, size } = c.req.param();
    if (!/^\d{1,12}$/.test(id) || !(imageSizes as readonly string[]).includes(size)) throw notFound('Image not found');
    staffLink(c, `/v3/images/condition/${id}/${size}`);
    const image = db.$client.prepare('SELECT image_file_path, mime_type FROM condition_images WHERE id = ?').get(Number(id)) as
      | { image_file_path: string; mime_type: string }
      | undefined;
    if (!image) throw notFound('Image not found');
    return fileResponse(insidePhotoDir(photoDir, image.image_file_path), image.mime_type, 'private, max-age=604800, immutable');
  });

  // Photos handed out by the public vehicle pages: checked again at every request, so a photo
  // marked private, or a site that turns public photos off, stops being served at once.
  app.get('/public/:id/:size', async (c) => {
    const { id, size } = c.req.param();
    if (!/^\d{1,12}$/.test(id) || !(imageSizes as readonly string[]).includes(size)) throw notFound('Image not found');
    if (!verifyPath(`/v3/images/public/${id}/${size}`, c.req.query('sig'))) {
      throw new HttpError(403, 'This image link is not valid');
    }
    const image = db.$client
      .prepare(
        `SELECT i.image_file_path, i.mime_type FROM vehicle_images i JOIN vehicles v ON v.vehicle_id = i.vehicle_id JOIN sites s ON s.id = v.site_id
         WHERE i.vehicle_image_id = ? AND i.is_private = 0 AND i.vehicle_images_type_name = 'photo' AND s.public_photos_enabled = 1`,
      )
      .get(Number(id)) as { image_file_path: string; mime_type: string } | undefined;
    if (!image) throw notFound('Image not found');
    const response = await fileResponse(insidePhotoDir(photoDir, image.image_file_path), image.mime_type, 'public, max-age=300');
    for (const [name, value] of Object.entries(publicHeaders)) response.headers.set(name, value);
    return response;
  });

  app.get('/site/:code/auction_logo', async (c) => {
    const code = c.req.param('code').toUpperCase();
    if (!/^[A-Z0-9]{2,8}$/.test(code)) throw notFound('Logo not found');
    return fileResponse(insidePhotoDir(photoDir, `sites/${code}/auction_logo.png`), 'image/png', 'public, max-age=86400');
  });

  return app;
}
