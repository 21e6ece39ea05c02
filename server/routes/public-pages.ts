/**
 * The public vehicle pages behind a secret link (no sign-in): the site code and the
 * vehicle's guid (128 random bits, base64url) in the path.
 *
 *   GET /v3/site/{siteCode}/vehicle-photos/{vehicleHash}
 *   GET /v3/site/{siteCode}/location-history/{vehicleHash}
 *
 * They show only what the pages need: no ids of other records, no private photo, no spin
 * link (it carries the VIN), and the photos only where the site has public photos enabled
 * (sites.public_photos_enabled). An unknown site, an unknown link and a disabled site get
 * the same 404. Every answer says `Referrer-Policy: no-referrer` (the link must not leak to
 * the sites a visitor goes on to) and `X-Robots-Tag: noindex`. Calls are throttled per client
 * address before any database work (http/public-throttle.ts, ADR 0066).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { publicHeaders } from '../http/public-headers.ts';
import { publicLimits, publicThrottle } from '../http/public-throttle.ts';
import { signPath } from '../media/signing.ts';
import { publicPhotosOf } from '../media/vehicle-images.ts';
import { effectiveConfig } from '../platform/configs.ts';
import { recentScans, vehicleByPublicLink, type PublicLinkVehicle } from '../vehicles/vehicles.ts';
import { imageSizes } from './images.ts';

/** At most this many scans are shown on the location page. */
const maxScans = 500;

/** Signed URLs of a public photo: served only while the photo is public and the site allows it (images.ts). */
export function publicImageUrls(imageId: number): Record<(typeof imageSizes)[number], string> {
  return Object.fromEntries(imageSizes.map((size) => [size, signPath(`/v3/images/public/${imageId}/${size}`)])) as Record<(typeof imageSizes)[number], string>;
}

export function publicPageRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(publicHeaders)) c.header(name, value);
  });
  const requests = publicThrottle(publicLimits().requests);
  app.use('/:siteCode/vehicle-photos/:vehicleHash', requests);
  app.use('/:siteCode/location-history/:vehicleHash', requests);

  /** The vehicle a link names; the same 404 for a malformed, unknown or foreign link. */
  async function linked(c: Context<AppEnv>, message: string): Promise<PublicLinkVehicle> {
    const code = c.req.param('siteCode') ?? '';
    const hash = c.req.param('vehicleHash') ?? '';
    if (!/^[A-Za-z0-9]{2,8}$/.test(code) || !/^[A-Za-z0-9_-]{16,64}$/.test(hash)) throw notFound(message);
    const vehicle = await vehicleByPublicLink(db, code.toUpperCase(), hash);
    if (!vehicle) throw notFound(message);
    return vehicle;
  }

  app.get('/:siteCode/vehicle-photos/:vehicleHash', async (c) => {
    const message = 'Invalid Link for Vehicle Photos';
    const vehicle = await linked(c, message);
    if (vehicle.public_photos_enabled !== 1) throw notFound(message);
    const photos = await publicPhotosOf(db, vehicle.vehicle_id);
    return c.json({
      response: {
        autoyear: vehicle.autoyear,
        automake: vehicle.automake,
        automodel: vehicle.automodel,
        vehicle_images: photos.map(({ vehicle_image_id, vehicle_images_type_name }) => ({
          vehicle_image_id,
          vehicle_images_type_name,
          other_sizes: publicImageUrls(vehicle_image_id),
        })),
      },
    });
  });

  app.get('/:siteCode/location-history/:vehicleHash', async (c) => {
    const vehicle = await linked(c, 'Vehicle does not exist');
    const config = await effectiveConfig(db, vehicle.site_id);
    const days = typeof config.location_history_days === 'number' && config.location_history_days > 0 ? config.location_history_days : 30;
    const accuracy = typeof config.location_min_accuracy_m === 'number' && config.location_min_accuracy_m > 0 ? config.location_min_accuracy_m : 1e9;
    const history = await recentScans(db, vehicle.vehicle_id, { days, maxAccuracy: accuracy, limit: maxScans });
    // The photo of the page is the main one, only when it is public and the site shows public photos.
    const main = vehicle.public_photos_enabled === 1 ? (await publicPhotosOf(db, vehicle.vehicle_id)).find((photo) => photo.main_image === 1) : undefined;
    return c.json({
      response: {
        vehicle_id: vehicle.vehicle_id,
        vin: vehicle.vin,
        autoyear: vehicle.autoyear,
        automake: vehicle.automake,
        automodel: vehicle.automodel,
        vehicle_image_main_strict: main ? { vehicle_image_id: main.vehicle_image_id, other_sizes: publicImageUrls(main.vehicle_image_id) } : null,
        coordinate_history: history.map((scan) => ({
          latitude: scan.latitude,
          longitude: scan.longitude,
          accuracy: scan.accuracy,
          created_at: scan.created_at,
          event: { vehicle_event_type_name: scan.vehicle_event_type_name },
        })),
      },
    });
  });

  return app;
}
