/**
 * What the measurement scripts share: the production build served by the real server on a
 * free port with a temporary seeded database, Debian's Chromium, and signing in through
 * the form as the auction demo user. Run `npm run build` first.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { createApp } from '../../server/app.ts';
import { bundleServer } from '../../server/bundle.ts';
import { projectRoot } from '../../server/lib/run-paths.ts';
import { openDatabase, type Db } from '../../server/db/connection.ts';
import { seedDatabase } from '../../server/db/seed.ts';
import { http2ServeOptions } from '../../server/http/tls.ts';
import { writeSelfSignedCertificate } from '../../server/test/self-signed.ts';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/chromium-path.mjs';

/** The flags of every launch: the suite's. */
export { chromiumArgs };

/**
 * A landscape tablet's tab, as the timed scripts open it: 1024 x 768, and no emulated media
 * features. Playwright emulates `prefers-color-scheme: light` (and reduced motion, forced colours,
 * contrast) unless told not to; at each navigation's commit the renderer drops that emulation
 * from the old document, which then restyles all its elements and paints once more before the
 * new one may commit: 50-80 ms at 4x for the vehicles list, work a tablet never does, and
 * more the bigger the page left (ADR 0057). The browser's own preferences are a tablet's
 * defaults (light, no reduced motion).
 */
export const tabletTab = {
  viewport: { width: 1024, height: 768 },
  colorScheme: null,
  reducedMotion: null,
  forcedColors: null,
  contrast: null,
} satisfies BrowserContextOptions;

export const inspector = { site: 'DAL', username: 'inspector', password: 'inspector-demo-2026' };
export const admin = { email: 'admin@example.com', password: 'admin-demo-2026' };

export function requireChromium(): string {
  const path = chromiumPath();
  if (!path) throw new Error('No Chromium: apt-get update && apt-get install -y chromium');
  return path;
}

/** A persistent Chromium profile in `folder`, opened as the timed scripts open theirs: Debian's Chromium with the suite's flags, a tablet's tab. */
/** A tablet's tab in its own profile; `touch`: driven by touch (`locator.tap()`), as a finger does. */
export function tabletProfile(folder: string, options: { touch?: boolean } = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(folder, { executablePath: requireChromium(), args: chromiumArgs, ...tabletTab, hasTouch: options.touch ?? false });
}

export interface MeasureServer {
  origin: string;
  db: Db;
  /** A temporary folder that is removed by close(): profiles and scratch files go here. */
  folder: string;
  /**
   * Stops answering, as if the network were gone: no new connection, and the open ones closed
   * (a page would otherwise still reach the server on a kept-alive connection).
   */
  unplug(): void;
  /** Answers again after unplug(), on the same port (the same origin, so the same service worker and storage): the network is back. */
  plugIn(): Promise<void>;
  close(): void;
}

/**
 * `tls`: HTTPS with HTTP/2 (HTTP/1.1 over TLS for clients without h2) on a throw-away self-signed
 * certificate (ADR 0049). `distDir`: the build to serve; by default `MEASURE_DIST`, else `dist`.
 */
export async function startMeasureServer(options: { tls?: boolean; distDir?: string } = {}): Promise<MeasureServer> {
  const folder = mkdtempSync(join(tmpdir(), 'lot-console-measure-'));
  const db = openDatabase(join(folder, 'db.sqlite'));
  const photoDir = join(folder, 'photos');
  await seedDatabase(db, { scale: 1, photoDir });
  // MEASURE_DIST serves another build (an A/B comparison in one run on a busy machine).
  const app = createApp({ db, photoDir, distDir: options.distDir ?? process.env.MEASURE_DIST ?? resolve(import.meta.dirname, '../../dist') });
  const tls = options.tls ? http2ServeOptions(writeSelfSignedCertificate(folder)) : {};
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', ...tls });
  await new Promise<void>((done) => server.once('listening', () => done()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    db,
    folder,
    unplug() {
      if (!server.listening) return;
      server.close();
      if ('closeAllConnections' in server) server.closeAllConnections();
    },
    plugIn() {
      if (server.listening) return Promise.resolve();
      return new Promise<void>((done, fail) => {
        server.once('error', fail);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', fail);
          done();
        });
      });
    },
    close() {
      if (server.listening) server.close();
      db.$client.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Signs in through the /login form as the auction demo user and waits for the dashboard. */
export async function signInAsInspector(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  if ((await heading.textContent()) !== 'Auction Staff Sign In') {
    await page.getByRole('link', { name: 'Auction Staff Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Auction Staff Sign In' }).waitFor();
  }
  await page.getByRole('textbox', { name: 'Site Code' }).fill(inspector.site);
  await page.getByRole('textbox', { name: 'Username' }).fill(inspector.username);
  await page.getByLabel('Password', { exact: true }).fill(inspector.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Signs in through the /login form as the cloud admin demo user and waits for the dashboard. */
export async function signInAsAdmin(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  if ((await heading.textContent()) !== 'Admin Sign in') {
    await page.getByRole('link', { name: 'Admin Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Sign in' }).waitFor();
  }
  await page.getByRole('textbox', { name: 'E-mail' }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Says that the figures are over their budget, and fails the run: the script exits 1 when it ends (`process.exit()`). */
export function overBudget(): void {
  console.error('Over budget.');
  process.exitCode = 1;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Two builds' figures taken in pairs (the same run, alternating): the median of the differences,
 * this build's minus the other's, and in how many pairs this build was faster (lower).
 */
export function pairedDifference(mine: readonly number[], theirs: readonly number[]): { median: number; faster: number; pairs: number } {
  const differences = mine.map((value, index) => value - theirs[index]!);
  return { median: median(differences), faster: differences.filter((difference) => difference < 0).length, pairs: differences.length };
}

/** The nearest-rank percentile `p` (0-100) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** The 1, 5 and 15 minute load averages, to print beside figures measured on a shared machine. */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

/**
 * The vehicles screen's read of a page, as it sends it (src/features/vehicles/list/vehicle-list.ts
 * through src/api/list-query.ts): the sort, its four relations, the search box (`search`: an OR of
 * the whole VIN, the stock number and the last 6, each exact) or the Last 6 filter, and the site.
 */
export function vehicleListPath(options: { site?: string; page?: number; perPage?: number; search?: string; last6?: string } = {}): string {
  const query = new URLSearchParams({ page: String(options.page ?? 1), per_page: String(options.perPage ?? 25) });
  query.append('order_by[]', 'vehicle_id|desc');
  for (const relation of ['vehicle_positions', 'seller', 'inspections', 'vehicle_image_main']) query.append('with[]', relation);
  let n = 0;
  if (options.search !== undefined) {
    for (const field of ['vin', 'stock_number', 'last6']) query.append(`filters[${n}][]`, `${field}|eq|${options.search}`);
    n += 1;
  }
  if (options.last6 !== undefined) query.append(`filters[${n}]`, `last6|eq|${options.last6}`);
  query.set('site', options.site ?? 'DAL');
  return `/v3/util/vehicles?${query}`;
}

/** The heaviest vehicles list the caps allow (as server/list/list-load.test.ts): 1,000 rows, every relation and count. */
export function heaviestVehicleListPath(site = 'DAL'): string {
  const query = new URLSearchParams({ site, per_page: '1000' });
  for (const path of ['seller', 'vehicle_positions.auction', 'inspections', 'vehicle_image_main', 'vehicle_images']) query.append('with[]', path);
  for (const name of ['vehicle_positions', 'inspections', 'vehicle_images']) query.append('withCount[]', name);
  return `/v3/util/vehicles?${query}`;
}

/** The details screen's read of one vehicle (src/features/vehicles/api.ts, fetchVehicle). */
export function vehicleFullPath(vehicleId: number): string {
  return `/v3/util/vehicles_full/${vehicleId}?withAdd=1&withCount%5B%5D=inspections`;
}

/** Milliseconds from sending `url` to having its whole body; throws unless it answers 2xx. */
export async function timedRequest(url: string, init: RequestInit = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}`);
  return ms;
}

/**
 * The server bundled (server/bundle.ts) into a folder of its own under the project's .scratch:
 * inside the project (the bundle finds its migrations and packages from there), and neither the
 * shared node_modules/.cache of `npm start` nor another run's.
 */
export async function privateServerBundle(): Promise<{ entry: string; remove(): void }> {
  mkdirSync(join(projectRoot, '.scratch'), { recursive: true });
  const folder = mkdtempSync(join(projectRoot, '.scratch', 'server-bundle-'));
  return { entry: await bundleServer(folder), remove: () => rmSync(folder, { recursive: true, force: true }) };
}

let clockTicks: number | undefined;

/** CPU seconds (user and system) process `pid` has used so far (Linux /proc), or null once it is gone. */
export function processCpuSeconds(pid: number): number | null {
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses: field 3 (state) onwards; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return null;
  }
}

/** The processes whose parent is `pid` (nginx's workers under its master), from /proc. */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The machine's CPU time so far, in seconds summed over its cores: busy (all but idle and I/O wait) and in all. */
export function machineCpuSeconds(): { busy: number; total: number } {
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, n) => sum + n, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) / clockTicks, total: total / clockTicks };
}

/** The inspector's bearer token, from the API directly. */
export async function apiSignIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/v3/authentication_local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ site: inspector.site, username: inspector.username, password: inspector.password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) throw new Error(`Sign-in failed: ${response.status}`);
  return body.access_token;
}

export async function apiUploadPhoto(origin: string, token: string, vehicleId: number, bytes: Uint8Array, type: string): Promise<void> {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type }), 'photo');
  const response = await fetch(`${origin}/v3/vehicles/${vehicleId}/images`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  if (!response.ok) throw new Error(`Upload failed: ${response.status} ${await response.text()}`);
}

/** The reference API as `token`'s holder calls it: JSON in and out, a refusal thrown with its status and body. */
export function apiClient(origin: string, token: string) {
  return async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${origin}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
    });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}
