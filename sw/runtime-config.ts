/**
 * The runtime configuration (/environments.json) is fetched network first, so a deploy
 * that changes an API URL reaches the tablets at once, and served from the cache when the
 * tablet starts offline.
 *
 * The worker keeps a copy when it installs, too. A page's first visit is not yet the worker's
 * (it reads the file before the worker controls it), so a tablet opened once online and then
 * reloaded on the lot, out of reach, would otherwise start on "Development on this origin":
 * with its outbox pointed at the wrong API once the network is back.
 */
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

const cacheName = 'runtime-config';
const path = '/environments.json';

async function keepACopy(): Promise<void> {
  try {
    const response = await fetch(path, { cache: 'no-store' });
    if (response.ok) await (await caches.open(cacheName)).put(path, response);
  } catch {
    // Out of reach while installing: the first read through the worker keeps it.
  }
}

export function routeRuntimeConfig(): void {
  registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === path, new NetworkFirst({ cacheName, networkTimeoutSeconds: 4 }));
  self.addEventListener('install', (event) => event.waitUntil(keepACopy()));
}
