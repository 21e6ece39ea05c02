/**
 * What a cold page load costs in JavaScript: the scripts a fresh context (no cache, no
 * service worker) fetches until the network is idle, with the bytes sent (the server's
 * brotli files) and the gzip size each script is also fetched at, since budgets are stated
 * in gzip. Used by the measure scripts and by the bundle budget end-to-end test.
 */
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { basename, join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

export interface LoadedScript {
  url: string;
  /** As transferred to the browser (compressed). */
  sentBytes: number;
  /** The same script fetched with `Accept-Encoding: gzip` (not decoded). */
  gzipBytes: number;
}

/** Bytes of a response body as sent with `Accept-Encoding: gzip` (not decoded). */
export function gzipBytes(scriptUrl: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(scriptUrl, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Loads `url` cold until the network is idle and `ready` has seen the page drawn; the scripts it fetched. */
export async function coldScripts(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<unknown>,
  options: BrowserContextOptions = {},
): Promise<LoadedScript[]> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  const sent = new Map<string, number>();
  const pending: Promise<void>[] = [];
  try {
    const page = await context.newPage();
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(request.sizes().then((sizes) => void sent.set(request.url(), sizes.responseBodySize)));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await ready(page);
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  return Promise.all([...sent].map(async ([scriptUrl, sentBytes]) => ({ url: scriptUrl, sentBytes, gzipBytes: await gzipBytes(scriptUrl) })));
}

export const kilobytes = (bytes: number) => bytes / 1024;
export const totalGzipKb = (scripts: readonly LoadedScript[]) => kilobytes(scripts.reduce((sum, script) => sum + script.gzipBytes, 0));

/**
 * The console's own code among these script URLs: a chunk named after a signed-in screen's
 * route file or feature, the shell, the list framework or Chakra (what a public page must not
 * load; the chunk groups are scripts/chunk-groups.ts).
 */
export function consoleChunksAmong(scriptUrls: readonly string[], routesFolder = 'src/routes/_signed-in', featuresFolder = 'src/features'): string[] {
  const names = new Set(['system', 'app-shell', 'data-list', 'provider', 'toaster', 'chakra', 'shell', 'lists', 'vehicle-photos']);
  for (const entry of readdirSync(featuresFolder, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'public-vehicle' && entry.name !== 'auth') names.add(entry.name);
  }
  const routeFiles = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? routeFiles(join(folder, entry.name)) : [basename(entry.name, '.tsx').replace(/^\$/, '')],
    );
  for (const name of routeFiles(routesFolder)) if (name !== 'index' && name.length > 3) names.add(name);
  return scriptUrls.filter((url) => names.has(basename(new URL(url).pathname).replace(/-[\w-]{8}\.js$/, '')));
}
