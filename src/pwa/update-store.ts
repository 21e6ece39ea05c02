/**
 * Whether a new service worker is installed and waiting, as a tiny external store the UI
 * can subscribe to (useSyncExternalStore). register-sw.ts writes it; a later issue shows
 * the "update available" prompt from it.
 */
type Listener = () => void;

let updateWaiting = false;
const listeners = new Set<Listener>();

export function setUpdateWaiting(value: boolean): void {
  if (value === updateWaiting) return;
  updateWaiting = value;
  for (const listener of listeners) listener();
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
