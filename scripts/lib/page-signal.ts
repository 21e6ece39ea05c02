/**
 * How a timed page tells the script that something happened, at no cost to the page (ADR 0050):
 * a DevTools binding the page calls (pageSignal), the page-side watcher that calls it when a
 * condition first holds (signalWhen), and the wait for a settled page before a timed reload
 * (settledInPage, ADR 0041). Used by measure-inspection, measure-print, measure-offline-reload
 * and measure-scan, over Playwright's CDP session or the DevTools pipe (devtools-pipe.ts).
 */

/** A DevTools session as `pageSignal` needs it: Playwright's `CDPSession`, or the pipe's tab (devtools-pipe.ts). */
export interface BindingSession {
  on(event: 'Runtime.bindingCalled', listener: (event: { name: string; payload: string }) => void): unknown;
  send(method: 'Runtime.enable' | 'Runtime.addBinding', params?: { name: string }): Promise<unknown>;
}

/**
 * A signal from the page to the script that costs the page nothing: a DevTools binding
 * (`window[name](text)`) on every document of `cdp`'s page, including those loaded later.
 * Waiting through Playwright instead (waitForFunction, polling evaluate) evaluates
 * Playwright's own script in the page, which at 4x CPU is about 100 ms of main-thread work
 * inside the timed load (ADR 0050). `next()` resolves with the text of the next call.
 */
export async function pageSignal(cdp: BindingSession, name: string): Promise<{ next(timeoutMs?: number): Promise<string> }> {
  const waiting: ((payload: string) => void)[] = [];
  const arrived: string[] = [];
  cdp.on('Runtime.bindingCalled', (event: { name: string; payload: string }) => {
    if (event.name !== name) return;
    const resolve = waiting.shift();
    if (resolve) resolve(event.payload);
    else arrived.push(event.payload);
  });
  // The binding's calls are reported only to a session with the Runtime domain on.
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name });
  return {
    next(timeoutMs = 30_000) {
      const early = arrived.shift();
      if (early !== undefined) return Promise.resolve(early);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No ${name} signal from the page in ${timeoutMs} ms`)), timeoutMs);
        waiting.push((payload) => {
          clearTimeout(timer);
          resolve(payload);
        });
      });
    },
  };
}

/**
 * Page-side text (for `addInitScript`, or inside `evaluate`) that watches the document until
 * `condition` (a JavaScript expression, evaluated in the page at each change) holds, then tells
 * the script through the binding `name` (pageSignal) when, in ms since navigation start: on
 * the next animation frame, the one that shows it, unless `frame` is false. `attributes`: also
 * look at attribute changes (a landmark that gets its size from a class). Nothing of
 * Playwright's runs in the page meanwhile (ADR 0050).
 */
export function signalWhen(name: string, condition: string, options: { frame?: boolean; attributes?: boolean } = {}): string {
  const { frame = true, attributes = false } = options;
  return `(() => {
  const signal = () => window[${JSON.stringify(name)}]?.(String(performance.now()));
  const observer = new MutationObserver(() => {
    if (!(${condition})) return;
    observer.disconnect();
    ${frame ? 'requestAnimationFrame(signal);' : 'signal();'}
  });
  observer.observe(document, { childList: true, subtree: true, attributes: ${attributes} });
})();`;
}

/**
 * Page-side: resolves once the page has had no long task for a second. A timed reload waits
 * for it, since a navigation waits for the task in progress and would time the previous
 * page's work after its first paint (ADR 0041).
 */
export const settledInPage = `new Promise((resolve) => {
  let last = performance.now();
  new PerformanceObserver(() => { last = performance.now(); }).observe({ type: 'longtask' });
  const check = () => (performance.now() - last > 1000 ? resolve(true) : setTimeout(check, 100));
  check();
})`;
