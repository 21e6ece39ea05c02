/**
 * Image files, for the public pages and the inspector's photo screens offline:
 * - vehicle photos, GET /v3/images/vehicle/{imageId}/{size}?sig=…: the signed URL names
 *   one stored file that never changes, so cache first (no request once seen), bounded
 *   by count and age;
 * - a site's logo, GET /v3/images/site/{code}/auction_logo: the same URL may get a new
 *   file, so it is served from the cache at once and refreshed behind (stale while
 *   revalidate), in a small cache of its own.
 * <img> sends no Authorization header; a request that does is left to the network.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { mayCache, only200 } from './cache-policy';

export const VEHICLE_IMAGE_CACHE = 'vehicle-images';
export const SITE_LOGO_CACHE = 'site-logos';

const DAY_SECONDS = 24 * 60 * 60;
const VEHICLE_IMAGE_PATH = /^\/v3\/images\/vehicle\/\d+\/[a-z]+$/;
const SITE_LOGO_PATH = /^\/v3\/images\/site\/[^/]+\/auction_logo$/;

/** A signed vehicle photo URL (without `sig` the server refuses it, so there is nothing to keep). */
export function isVehicleImageRequest(request: Request): boolean {
  const url = new URL(request.url);
  return mayCache(request) && VEHICLE_IMAGE_PATH.test(url.pathname) && url.searchParams.get('sig') !== null;
}

export function isSiteLogoRequest(request: Request): boolean {
  return mayCache(request) && SITE_LOGO_PATH.test(new URL(request.url).pathname);
}

export function routeImages(): void {
  registerRoute(
    ({ request }) => isVehicleImageRequest(request),
    new CacheFirst({
      cacheName: VEHICLE_IMAGE_CACHE,
      plugins: [only200, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    ({ request }) => isSiteLogoRequest(request),
    new StaleWhileRevalidate({
      cacheName: SITE_LOGO_CACHE,
      plugins: [only200, new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
  );
}
