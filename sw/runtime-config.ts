/**
 * The runtime configuration (/environments.json) is fetched network first, so a deploy
 * that changes an API URL reaches the tablets at once, and served from the cache when the
 * tablet starts offline.
 */
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

export function routeRuntimeConfig(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === '/environments.json',
    new NetworkFirst({ cacheName: 'runtime-config', networkTimeoutSeconds: 4 }),
  );
}
