/**
 * Is the server reachable? `navigator.onLine` lies in both directions (a Wi-Fi with no
 * route says online), so the outbox's own sends are the better witness: the last send
 * that got no answer makes the app offline until a send gets one, or the browser reports
 * going offline or back online.
 */
import { useSyncExternalStore } from 'react';

let failedSinceLastAnswer = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The outbox tells what its last send got: an answer (any status) or none. */
export function reportSendOutcome(answered: boolean): void {
  if (failedSinceLastAnswer === !answered) return;
  failedSinceLastAnswer = !answered;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const changed = () => {
    failedSinceLastAnswer = false;
    listener();
  };
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

export function isOnline(): boolean {
  return navigator.onLine && !failedSinceLastAnswer;
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
