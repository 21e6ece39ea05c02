/**
 * Loads the offline engine (engine.ts) once: the shell's outbox status, its sign-out question and
 * the sync engine share one load. Where a screen that writes through the outbox is on the page,
 * the engine's code came with it and the load takes no request. A load fails only when the
 * network went before the engine's code reached a device whose service worker did not hold it
 * yet: no screen that writes could load either, and what an earlier visit queued waits on the
 * device. The next caller tries again; where the browser keeps a failed import failed for the
 * page's life (Chromium, ADR 0075), the next load of the page brings it.
 */
import type * as Engine from './engine';

let loading: Promise<typeof Engine> | undefined;

export function loadOfflineEngine(): Promise<typeof Engine> {
  if (loading === undefined) {
    const attempt = import('./engine');
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    loading = attempt;
  }
  return loading;
}
