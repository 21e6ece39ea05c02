/**
 * The build's own files (/assets/*, each named by its content hash) are answered by the
 * browser straight from the precache, without starting this worker: the Service Worker
 * Static Routing API (Chromium 123 and later). A tablet that opens the console after the
 * worker was stopped (the usual case for an app opened from the home screen) then loads its
 * scripts while the worker starts, instead of after. A file the precache does not hold (an
 * older page asking for a chunk of its own build) goes to the network, as it did before.
 * Browsers without the API ignore this and the worker's precache route answers as before.
 */
import { cacheNames } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

/** The API's rule (not in TypeScript's WebWorker library yet). */
interface RouterRule {
  condition: { urlPattern: string };
  source: { cacheName: string };
}
type InstallEventWithRoutes = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

export function answerAssetsFromPrecache(): void {
  self.addEventListener('install', (event: InstallEventWithRoutes) => {
    if (typeof event.addRoutes !== 'function') return;
    const rules: RouterRule[] = [{ condition: { urlPattern: '/assets/*' }, source: { cacheName: cacheNames.precache } }];
    // A browser that refuses the rule keeps the worker's own route: the install goes on.
    event.waitUntil(event.addRoutes(rules).catch(() => undefined));
  });
}
