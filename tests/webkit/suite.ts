/**
 * What each WebKit test file starts and keeps: the build served by the reference server with a
 * fresh database, and one WebKit session; and, when a test fails, what the screen showed, where
 * Playwright keeps its own failures (test-results/webkit/<name>.png and .html).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startMeasureServer, type MeasureServer } from '../../scripts/lib/measure-server.ts';
import { startWebKit, type Browser, type WebKit } from './webkit.ts';

const failures = resolve(import.meta.dirname, '../../test-results/webkit');

export interface WebKitSuite {
  server: MeasureServer;
  webkit: WebKit;
  browser: Browser;
  stop(): Promise<void>;
}

export async function startSuite(): Promise<WebKitSuite> {
  if (!existsSync(resolve(import.meta.dirname, '../../dist/index.html'))) throw new Error('No build to serve: run `npm run build` first.');
  const server = await startMeasureServer();
  try {
    const webkit = await startWebKit();
    return {
      server,
      webkit,
      browser: webkit.browser,
      async stop() {
        await webkit.stop();
        server.close();
      },
    };
  } catch (error) {
    server.close();
    throw error;
  }
}

/** Keeps the screen and the page's source of a failed test as `name`.png and `name`.html. */
export async function keepWhatItShowed(browser: Browser, name: string): Promise<void> {
  mkdirSync(failures, { recursive: true });
  await browser.saveScreenshot(join(failures, `${name}.png`)).catch(() => undefined);
  writeFileSync(join(failures, `${name}.html`), await browser.getPageSource().catch(() => ''));
}
