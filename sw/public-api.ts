/**
 * The public vehicle pages' API replies (no sign-in; the link's hash is the secret):
 *   GET /v3/site/{siteCode}/vehicle-photos/{vehicleHash}
 *   GET /v3/site/{siteCode}/location-history/{vehicleHash}
 * Network first, so a visitor sees the latest photos and position, falling back after a
 * short wait to the last reply seen, so a page opened once still shows on the lot with no
 * signal. A link the server no longer answers (404) is dropped from the cache as well.
 * These replies say `Cache-Control: no-store` like every API reply; keeping them is the
 * deliberate exception of issue 4. Matched by path on any origin: the API base URL is
 * chosen at run time (environments.json), and the worker only sees the app's requests.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { forgetRevoked, mayCache, only200 } from './cache-policy';

export const PUBLIC_API_CACHE = 'public-api';

const PUBLIC_API_PATH = /^\/v3\/site\/[^/]+\/(?:vehicle-photos|location-history)\/[^/]+$/;

export function isPublicApiRequest(request: Request): boolean {
  return mayCache(request) && PUBLIC_API_PATH.test(new URL(request.url).pathname);
}

export function routePublicApi(): void {
  registerRoute(
    ({ request }) => isPublicApiRequest(request),
    new NetworkFirst({
      cacheName: PUBLIC_API_CACHE,
      networkTimeoutSeconds: 4,
      plugins: [only200, forgetRevoked(PUBLIC_API_CACHE), new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true })],
    }),
  );
}
