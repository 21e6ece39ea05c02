/**
 * The worker's lifecycle: an update waits until the page asks for it (SKIP_WAITING from
 * workbox-window's messageSkipWaiting), and an activated worker claims open pages so a
 * first install controls the page without a reload.
 *
 * The claim at activation misses a page whose navigation was sent before the worker was
 * active and whose document arrived after the claim ran (a page opened while the first
 * install finished): nothing would ever control that page, so its photos and public pages
 * would not be kept for offline use until a reload. Such a page asks with CLAIM_CLIENTS
 * (src/pwa/register-sw.ts), and the worker claims again (ADR 0045).
 */
import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

function messageType(data: unknown): unknown {
  return typeof data === 'object' && data !== null && 'type' in data ? data.type : undefined;
}

export function handleLifecycle(): void {
  self.addEventListener('message', (event) => {
    const type = messageType(event.data);
    if (type === 'SKIP_WAITING') void self.skipWaiting();
    // Only the active worker may claim; a waiting update is applied by SKIP_WAITING, never here.
    else if (type === 'CLAIM_CLIENTS' && self.registration.active === self.serviceWorker) event.waitUntil(self.clients.claim());
  });
  clientsClaim();
}
