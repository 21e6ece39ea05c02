/**
 * Image files, for the inspector's photo screens and the public pages offline:
 * - vehicle photos, GET /v3/images/vehicle/{imageId}/{size}?sig=…, and damage photos,
 *   GET /v3/images/condition/{imageId}/{size}?sig=… (a new photo gets a new id): the signed
 *   URL names one stored file that never changes, so cache first (no request once seen),
 *   bounded by count and age; a report seen once can then be printed offline with them;
 * - the public pages' photos, GET /v3/images/public/{imageId}/{size}?sig=…: the server
 *   checks at every request that the photo is still public, so network first (short
 *   wait), the cached copy only when offline, and deleted when the server refuses it;
 * - a site's logo, GET /v3/images/site/{code}/auction_logo: the same URL may get a new
 *   file, so it is served from the cache at once and refreshed behind (stale while
 *   revalidate).
 * <img> sends no Authorization header; a request that does is left to the network.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { forgetRevoked, mayCache, only200 } from './cache-policy';

export const VEHICLE_IMAGE_CACHE = 'vehicle-images';
export const PUBLIC_IMAGE_CACHE = 'public-images';
export const SITE_LOGO_CACHE = 'site-logos';

const DAY_SECONDS = 24 * 60 * 60;
const VEHICLE_IMAGE_PATH = /^\/v3\/images\/(?:vehicle|condition)\/\d+\/[a-z]+$/;
const PUBLIC_IMAGE_PATH = /^\/v3\/images\/public\/\d+\/[a-z]+$/;
const SITE_LOGO_PATH = /^\/v3\/images\/site\/[^/]+\/auction_logo$/;

function isSigned(request: Request, path: RegExp): boolean {
  const url = new URL(request.url);
  // Without `sig` the server refuses the URL, so there is nothing to keep.
  return mayCache(request) && path.test(url.pathname) && url.searchParams.get('sig') !== null;
}

/** A signed vehicle or damage photo URL handed to a signed-in screen. */
export function isVehicleImageRequest(request: Request): boolean {
  return isSigned(request, VEHICLE_IMAGE_PATH);
}

/** A signed photo URL of a public vehicle page. */
export function isPublicImageRequest(request: Request): boolean {
  return isSigned(request, PUBLIC_IMAGE_PATH);
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
    ({ request }) => isPublicImageRequest(request),
    new NetworkFirst({
      cacheName: PUBLIC_IMAGE_CACHE,
      networkTimeoutSeconds: 4,
      plugins: [only200, forgetRevoked(PUBLIC_IMAGE_CACHE), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true })],
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
