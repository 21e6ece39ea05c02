/**
 * The worker's lifecycle: an update waits until the page asks for it (SKIP_WAITING from
 * workbox-window's messageSkipWaiting), and an activated worker claims open pages so a
 * first install controls the page without a reload.
 */
import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

export function handleLifecycle(): void {
  self.addEventListener('message', (event) => {
    if (typeof event.data === 'object' && event.data !== null && 'type' in event.data && event.data.type === 'SKIP_WAITING') {
      void self.skipWaiting();
    }
  });
  clientsClaim();
}
