/**
 * Registers the service worker (production builds only: the dev server serves no
 * precache) with the prompt flow: a new version installs in the background, waits, and
 * is applied only when the user agrees (applyUpdate), never behind their back, because a
 * silent reload could lose a half-filled form or an outbox send.
 */
import { Workbox } from 'workbox-window';
import { setUpdateWaiting } from './update-store';

/** A tablet may stay open on the lot all day; look for a new version every hour. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setUpdateWaiting(true));
  workbox
    .register()
    .then(() => window.setInterval(() => void workbox?.update(), UPDATE_CHECK_MS))
    // The app works without a worker (online); a failed registration is only logged.
    .catch((error: unknown) => console.error('Service worker registration failed', error));
  void navigator.serviceWorker.ready.then(claimThisPage);
}

/**
 * A page opened while the first worker finished installing (its document sent before the
 * worker was active, arriving after the worker claimed the open pages) is left without a
 * controller: none of its requests would reach the worker, so nothing it shows would be kept
 * for offline use until a reload. Such a page asks the active worker to claim it (sw/lifecycle.ts).
 */
function claimThisPage(registration: ServiceWorkerRegistration): void {
  if (!navigator.serviceWorker.controller) registration.active?.postMessage({ type: 'CLAIM_CLIENTS' });
}

/** Activates the waiting worker and reloads once it controls the page. */
export function applyUpdate(): void {
  const current = workbox;
  if (!current) return;
  current.addEventListener('controlling', () => window.location.reload());
  current.messageSkipWaiting();
}
