/**
 * What the worker may ever put in a runtime cache, checked before any route's own test:
 * only GET requests without an Authorization header, and never the admin API. A signed-in
 * call carries a bearer token, so its reply is never stored here; the admin screens are
 * online-only. Writes (any other method) go through the app's outbox, never the worker.
 */
import type { WorkboxPlugin } from 'workbox-core';

/** /v3/admin and anything below it (case-insensitive, so no spelling slips through). */
const ADMIN_PATH = /^\/v3\/admin(?:\/|$)/i;

export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATH.test(pathname);
}

/** True when nothing forbids caching this request's reply; each route then decides if it wants it. */
export function mayCache(request: Request): boolean {
  return (
    request.method === 'GET' &&
    !request.headers.has('Authorization') &&
    /^https?:$/.test(new URL(request.url).protocol) &&
    !isAdminPath(new URL(request.url).pathname)
  );
}

/**
 * Stores a reply only when it is a 200 to a request `mayCache` allows (checked again here:
 * a route test is not the last line). Opaque replies (status 0, e.g. a cross-origin image
 * without CORS) are refused too: they cannot be checked and count heavily against quota.
 */
export const only200: WorkboxPlugin = {
  cacheWillUpdate: ({ request, response }) => Promise.resolve(response.status === 200 && mayCache(request) ? response : null),
};

/** Answers that mean "this is no longer yours to see": a link turned off, a photo made private. */
const REVOKED = new Set([403, 404, 410]);

/**
 * For what the server can take back (the public pages and their photos): when the network
 * answers that the URL is gone, the copy kept for offline use is deleted too, so a revoked
 * link or photo does not come back from the cache the next time the device is offline.
 */
export function forgetRevoked(cacheName: string): WorkboxPlugin {
  return {
    fetchDidSucceed: async ({ request, response }) => {
      if (REVOKED.has(response.status)) await (await caches.open(cacheName)).delete(request);
      return response;
    },
  };
}
