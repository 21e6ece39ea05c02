/**
 * Is the server reachable? `navigator.onLine` lies in both directions (a Wi-Fi with no
 * route says online), so the app's own calls are the better witness: the last call (a read
 * of any screen, or a send of the outbox) that got no answer makes the app offline until a
 * call gets one, or the browser reports going offline or back online. While it is offline that
 * way and the browser says online, the witness asks the server's readiness check now and then
 * (1 s, doubling to 5 s), so that it learns the connection is back when nothing else is sent.
 * TanStack Query follows the same witness (main.tsx): a read with no answer pauses its retries
 * rather than failing, and runs again once the connection is back.
 */
import { useSyncExternalStore } from 'react';

let failedSinceLastAnswer = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

let probe: (() => Promise<boolean>) | null = null;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const firstProbeMs = 1000;
const lastProbeMs = 5000;
let probeDelay = firstProbeMs;

/** How the witness asks the server whether it answers (main.tsx sets it: the API's readiness check, serverAnswers). */
export function setConnectionProbe(ask: () => Promise<boolean>): void {
  probe = ask;
}

function runProbe(): void {
  if (probe === null) return;
  void probe().then((answered) => {
    probeDelay = answered ? firstProbeMs : Math.min(probeDelay * 2, lastProbeMs);
    reportSendOutcome(answered);
  });
}

function scheduleProbe(): void {
  if (probeTimer !== undefined || probe === null || typeof window === 'undefined') return;
  probeTimer = setTimeout(() => {
    probeTimer = undefined;
    // The browser's own word (offline) or an answer since: nothing to find out.
    if (failedSinceLastAnswer && navigator.onLine) runProbe();
  }, probeDelay);
}

/**
 * Asks the server's readiness check now (main.tsx, as the app starts from the service worker's
 * copy): a device whose Wi-Fi has no route learns at once that it is offline.
 */
export function checkConnectionNow(): void {
  if (navigator.onLine) runProbe();
}

/** A call tells what it got: an answer (any status) or none. */
export function reportSendOutcome(answered: boolean): void {
  if (!answered) scheduleProbe();
  if (failedSinceLastAnswer === !answered) return;
  failedSinceLastAnswer = !answered;
  if (answered) probeDelay = firstProbeMs;
  notify();
}

/** Calls `listener` whenever the witness may have changed its mind. */
export function subscribeConnection(listener: () => void): () => void {
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
  return useSyncExternalStore(subscribeConnection, isOnline, () => true);
}
