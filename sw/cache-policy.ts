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

/** The header a fresh reply is marked with: the place of its request in the worker's order of requests. */
const SENT = 'x-lot-sent';

/**
 * For what the server can take back (the public pages and their photos): when the network
 * answers that the URL is gone, the copy kept for offline use is deleted too, so a revoked
 * link or photo does not come back from the cache the next time the device is offline.
 *
 * Two calls for one URL can cross: a 200 whose request went out before the 404's may reach the
 * worker after it, or be stored after the 404 deleted the copy (its put waits on the worker's
 * other work). So each request is numbered as it goes out (`requestWillFetch`), its reply is
 * marked with that number, each revocation is remembered by its request's number, and a reply to
 * a request sent before the latest revocation of its URL is not stored, or is deleted again if
 * its put was already under way. A 200 to a request sent after the revocation's (the link given
 * back) is kept.
 */
export function forgetRevoked(cacheName: string): WorkboxPlugin {
  let sent = 0;
  const revokedAt = new Map<string, number>();
  const stale = (request: Request, response: Response | null | undefined) => {
    const revoked = revokedAt.get(request.url);
    if (revoked === undefined || !response) return false;
    return Number(response.headers.get(SENT) ?? 0) <= revoked;
  };
  return {
    requestWillFetch: ({ request, state }) => {
      if (state) state.sent = ++sent;
      return Promise.resolve(request);
    },
    fetchDidSucceed: async ({ request, response, state }) => {
      // A request the worker did not number (no state) counts as sent now.
      const order = typeof state?.sent === 'number' ? state.sent : ++sent;
      if (REVOKED.has(response.status)) {
        revokedAt.set(request.url, Math.max(order, revokedAt.get(request.url) ?? 0));
        await (await caches.open(cacheName)).delete(request);
        return response;
      }
      if (response.status !== 200 || response.type === 'opaque') return response;
      const headers = new Headers(response.headers);
      headers.set(SENT, String(order));
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    },
    cacheWillUpdate: ({ request, response }) => Promise.resolve(stale(request, response) ? null : response),
    cacheDidUpdate: async ({ request, newResponse }) => {
      if (stale(request, newResponse)) await (await caches.open(cacheName)).delete(request);
    },
  };
}
