/**
 * Work that can wait one frame: it runs once the browser has painted the frame in progress,
 * so it does not delay what that frame shows (issue 13's dialogs, issue 16's first screen).
 *
 * `requestAnimationFrame` runs before the frame is painted; a task queued from it runs after.
 * Everything asked for before the frame is run in that one task, so the components that wait
 * for the same frame render once, together.
 */
import { useEffect, useState } from 'react';

let waiting: Set<() => void> | null = null;

/** Runs `callback` after the next paint; returns a function that cancels it. */
export function afterNextPaint(callback: () => void): () => void {
  if (waiting === null) {
    const batch = new Set<() => void>();
    waiting = batch;
    requestAnimationFrame(() => {
      // The batch closes with this frame: what asks after its animation callbacks is not in its paint.
      if (waiting === batch) waiting = null;
      setTimeout(() => {
        for (const run of batch) run();
      });
    });
  }
  const batch = waiting;
  batch.add(callback);
  return () => void batch.delete(callback);
}

/** False until the frame in which the component first appeared has been painted. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}

/**
 * Runs `callback` when the main thread is idle (at most `timeoutMs` later), or after a second
 * where the browser has no idle callbacks (WebKit); returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs = 5000): () => void {
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(callback, 1000);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(callback, { timeout: timeoutMs });
  return () => cancelIdleCallback(handle);
}
