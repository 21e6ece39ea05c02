/**
 * Interactions timed as INP times them (Event Timing API): the longest event entry of each
 * interaction, from the input to the next paint. The editor's figures (measure-inspection.ts),
 * the damage diagram's (measure-taps.ts) and the marked-up save's (measure-markup.ts).
 */
import type { Page } from '@playwright/test';

/** Starts watching the page's interactions; the function it gives times one: `action`, then `settled`. */
export async function watchInteractions(page: Page): Promise<(action: () => Promise<void>, settled: () => Promise<unknown>) => Promise<number>> {
  await page.evaluate(`(() => {
    window.__inp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) window.__inp.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
  })()`);
  return async (action, settled) => {
    await page.evaluate('window.__inp = []');
    await action();
    await settled();
    // The entry of a slow interaction is reported after its paint.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))');
    return Math.max(16, ...((await page.evaluate('window.__inp')) as number[]));
  };
}
