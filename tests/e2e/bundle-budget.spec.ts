/**
 * The JavaScript budgets, checked on every run so that a change which pulls a screen into the
 * entry chunk fails here rather than in a measurement months later: a cold /login loads at
 * most 150 KB of JavaScript (gzip, issue 3), and a public vehicle page at most 150 KB with
 * none of the console's code (issue 5). `npm run measure:login` and `npm run measure:vehicles`
 * print the same figures with Lighthouse and timings.
 */
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { coldScripts, consoleChunksAmong, totalGzipKb } from '../../scripts/lib/script-bytes';
import { inspectorToken, reportedVehicle, shareLink } from './delivery-helpers';
import { dalLinks, waitForController } from './fixtures';

const budgetKb = 150;

/**
 * The page's scripts at most `budgetKb` (gzip), listed file by file when they are not; the total
 * is printed either way, the figure docs/performance.md gives with this test as its command.
 */
function expectWithinBudget(page: string, scripts: Awaited<ReturnType<typeof coldScripts>>): void {
  const total = totalGzipKb(scripts);
  console.log(`${page}: ${total.toFixed(1)} KB of JavaScript (gzip) in ${scripts.length} files, budget ${budgetKb} KB`);
  const listing = scripts.map((script) => `${(script.gzipBytes / 1024).toFixed(1)} KB ${new URL(script.url).pathname}`).join('\n');
  expect(total, listing).toBeLessThanOrEqual(budgetKb);
}

test('a cold /login loads at most 150 KB of JavaScript (gzip)', async ({ browser, baseURL }) => {
  const scripts = await coldScripts(browser, `${baseURL}/login`, (page) =>
    page
      .getByRole('button', { name: /sign in/i })
      .first()
      .waitFor(),
  );
  expectWithinBudget('/login', scripts);
  expect(consoleChunksAmong(scripts.map((script) => script.url)), 'no screen of the console on /login').toEqual([]);
  // pdfmake and its font load only inside the print route's worker (ADR 0021).
  expect(scripts.filter((script) => /\/(pdfmake|Helvetica|report-pdf\.worker)-/.test(new URL(script.url).pathname)).map((script) => script.url)).toEqual([]);
});

/** The VIN scanner's files (ADR 0092): its chunk, the ZXing ponyfill and its WebAssembly. */
const scannerFile = /\/assets\/(vin-scan|ponyfill|zxing_reader)-[\w-]+\.(js|css|wasm)$/;

/**
 * The VIN scanner loads only when scanning starts (issue 41): neither /login, nor the dashboard
 * with the top bar's Scan VIN, nor the vehicles list it sits on asks for its chunk, the ZXing ponyfill or the .wasm; and the service worker has all
 * three in its precache, so that scanning works offline (vin-scan.spec.ts scans offline).
 */
test('the VIN scanner’s code and .wasm are not loaded at start, and the service worker precaches them', async ({ browser, baseURL, request }) => {
  const cold = await browser.newContext({ storageState: await signedInStorage(request, baseURL), serviceWorkers: 'block' });
  try {
    const page = await cold.newPage();
    const asked: string[] = [];
    page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
    await page.goto(`${baseURL}/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The dashboard, with the top bar's Scan VIN (ADR 0093), which is a navigation to the list's scanner.
    await page.goto(`${baseURL}/`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Scan VIN' })).toBeVisible();
    await page.goto(`${baseURL}/vehicles`);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scan VIN' })).toBeVisible();
    expect(asked.filter((path) => /^\/assets\//.test(path)).length, asked.join('\n')).toBeGreaterThan(0);
    expect(asked.filter((path) => scannerFile.test(path))).toEqual([]);
  } finally {
    await cold.close();
  }

  const installed = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await installed.newPage();
    await page.goto(`${baseURL}/login`);
    await waitForController(page);
    const precached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const entry of await (await caches.open(name)).keys()) urls.push(new URL(entry.url).pathname);
      return urls;
    });
    const scanner = precached.map((path) => scannerFile.exec(path)?.[1]).filter((name) => name !== undefined);
    expect(new Set(scanner)).toEqual(new Set(['vin-scan', 'ponyfill', 'zxing_reader']));
  } finally {
    await installed.close();
  }
});

/** A public page, loaded cold on a phone until its heading shows: within the budget, with no console chunk. */
async function expectPublicPageBudget(browser: Browser, url: string): Promise<void> {
  const scripts = await coldScripts(browser, url, (page) => page.getByRole('heading', { level: 1 }).first().waitFor(), {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  expectWithinBudget(new URL(url).pathname.split('/').slice(0, 3).join('/'), scripts);
  expect(consoleChunksAmong(scripts.map((script) => script.url))).toEqual([]);
}

test('a public vehicle page loads at most 150 KB of JavaScript (gzip) and none of the console', async ({ browser, baseURL, request }) => {
  const [guid] = await dalLinks(request);
  if (!guid) throw new Error('no DAL vehicle with a public link in the seed');
  await expectPublicPageBudget(browser, `${baseURL}/dealers/vehiclePhotos/DAL/${guid}`);
});

test('the shared condition report loads at most 150 KB of JavaScript (gzip) and none of the console', async ({ browser, baseURL, request }) => {
  const token = await inspectorToken(request);
  const vehicle = await reportedVehicle(request, token, 2);
  const url = new URL(await shareLink(request, token, vehicle.vehicle_id));
  await expectPublicPageBudget(browser, `${baseURL}${url.pathname}`);
});

/** A browser's storage of a signed-in inspector at DAL, for a cold context (as the side-by-side measurement's peer plants it). */
async function signedInStorage(request: APIRequestContext, baseURL: string | undefined, who: 'inspector' | 'admin' = 'inspector') {
  const signIn =
    who === 'inspector'
      ? await request.post('/v3/authentication_local', { data: { site: 'DAL', username: 'inspector', password: 'inspector-demo-2026' } })
      : await request.post('/v3/authentication', { data: { username: 'admin@example.com', password: 'admin-demo-2026' } });
  expect(signIn.status()).toBe(200);
  const reply = (await signIn.json()) as { access_token: string; cloudUser: Record<string, unknown>; install_info?: unknown; config?: unknown };
  const localStorage = [{ name: 'lot-console.user', value: JSON.stringify({ ...reply.cloudUser, access_token: reply.access_token }) }];
  if (reply.install_info !== undefined) localStorage.push({ name: 'lot-console.install_info', value: JSON.stringify(reply.install_info) });
  if (reply.config !== undefined) localStorage.push({ name: 'lot-console.premise_config', value: JSON.stringify(reply.config) });
  return { cookies: [], origins: [{ origin: new URL(baseURL ?? '').origin, localStorage }] };
}

/**
 * A cold signed-in screen loads its code in at most 6 script requests after the entry (issue
 * 16): the chunks are grouped by what loads together (scripts/chunk-groups.ts) and the boot
 * script asks for them with the page (scripts/boot-preload.ts).
 */
for (const [screen, path, ready] of [
  ['the vehicles list', '/vehicles', 'Vehicles'],
  ['the dealers list', '/dealers', 'Dealers'],
  ['the outbox', '/outbox', 'Outbox'],
] as const) {
  test(`a cold signed-in load of ${screen} fetches its code in at most 6 scripts after the entry`, async ({ browser, baseURL, request }) => {
    const storageState = await signedInStorage(request, baseURL);
    const scripts = await coldScripts(browser, `${baseURL}${path}`, (page) => page.getByRole('heading', { level: 1, name: ready }).waitFor(), { storageState });
    const names = scripts.map((script) => new URL(script.url).pathname);
    // Not the screen's code: the start-up scripts that index.html asks for itself (the read ahead,
    // ADR 0048, and common, ADR 0081, among them), and the colour mode's head script (ADR 0039)
    // where it is not folded into the boot script.
    const afterEntry = names.filter(
      (name) => !/\/assets\/(index|rolldown-runtime|boot|read-ahead|common|register-sw|workbox-window)[-.]/.test(name) && name !== '/colour-mode.js',
    );
    expect(afterEntry.length, names.join('\n')).toBeLessThanOrEqual(6);
  });
}

/**
 * The entry's stylesheet and `common`'s are in index.html (scripts/boot-preload.ts): no lazy chunk fetches them
 * again. It did once, and applied the entry's rules a second time after the shell's: the plain
 * button's then beat the shell's own (the menu button showed beside the permanent drawer).
 */
test('a cold signed-in load does not fetch the stylesheet the page carries inline', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ storageState: await signedInStorage(request, baseURL), serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on('request', (sent) => sent.resourceType() === 'stylesheet' && stylesheets.push(new URL(sent.url()).pathname));
    await page.goto(`${baseURL}/vehicles/4486/inspections`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inspection' })).toBeVisible();
    // The editor's lazily loaded parts too, whose chunks import the entry's modules.
    await expect(page.getByRole('button', { name: 'Inspection Delivery Options' })).toBeVisible();
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(stylesheets.filter((path) => /^\/assets\/(index|common)-[\w-]+\.css$/.test(path))).toEqual([]);
  } finally {
    await context.close();
  }
});

/**
 * The scripts a page runs as it starts open with V8's compile hint (ADR 0083): Chromium compiles
 * their functions on a background thread while they stream in, not one by one on the main thread.
 * A chunk loaded on demand (the snackbars' renderer) is compiled lazily, as before.
 */
test('the entry opens with V8’s compile hint, the chunk of the first snackbar does not', async ({ request }) => {
  const hint = '//# allFunctionsCalledOnLoad\n';
  const html = await (await request.get('/login', { headers: { accept: 'text/html' } })).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(entry, html).toBeDefined();
  const code = await (await request.get(entry!)).text();
  expect(code.startsWith(hint)).toBe(true);
  const toaster = /"(assets\/toaster-[\w-]+\.js)"/.exec(code)?.[1];
  expect(toaster).toBeDefined();
  expect((await (await request.get(`/${toaster}`)).text()).startsWith(hint)).toBe(false);
});

/**
 * The screen's API read starts no later than its first route chunk, and is sent once (issue 16,
 * ADR 0048): the read ahead sends it while the entry is still arriving, and the list's own
 * read takes that answer instead of asking again. The vehicles list an inspector opens on the
 * lot, the dealers list at the desk (ADR 0081) and the admin's API logs (ADR 0083).
 */
for (const [screen, path, read, group, who] of [
  ['the vehicles list', '/vehicles?per_page=25', '/v3/util/vehicles', 'vehicles', 'inspector'],
  ['the dealers list', '/dealers', '/v3/util/dealers', 'dealers', 'inspector'],
  ['the API logs', '/apilogs', '/v3/admin/apilogs', 'logs', 'admin'],
] as const) {
  test(`a cold signed-in load of ${screen} sends its API read once, before any of its route code is asked for`, async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ storageState: await signedInStorage(request, baseURL, who), serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const sent: string[] = [];
      page.on('request', (sentRequest) => sent.push(new URL(sentRequest.url()).pathname + new URL(sentRequest.url()).search));
      await page.goto(`${baseURL}${path}`);
      await expect(page.locator('tbody tr').first()).toBeVisible();
      // The first page's read (the logs ask for the next page once the first is drawn).
      const reads = sent.flatMap((url, index) => (url.startsWith(`${read}?`) && /[?&]page=1(&|$)/.test(url) ? [index] : []));
      expect(reads, sent.join('\n')).toHaveLength(1);
      const firstRouteChunk = sent.findIndex((url) => new RegExp(`^/assets/(shell|${group})-[\\w-]+\\.js$`).test(url));
      expect(firstRouteChunk, sent.join('\n')).toBeGreaterThan(-1);
      expect(reads[0], sent.join('\n')).toBeLessThan(firstRouteChunk);
      // The code every page loads beside the entry is asked for with the page, before the read ahead has run (ADR 0081).
      const common = sent.findIndex((url) => /^\/assets\/common-[\w-]+\.js$/.test(url));
      expect(common, sent.join('\n')).toBeGreaterThan(-1);
      expect(common, sent.join('\n')).toBeLessThan(reads[0]!);
      // Two stylesheets at most, the shell's and the screen's: with the read and the code they fit
      // the five connections the entry leaves (a third sheet once waited a round trip for one, ADR 0083).
      const sheets = sent.filter((url) => /^\/assets\/[\w-]+\.css$/.test(url));
      expect(sheets.length, sheets.join('\n')).toBeLessThanOrEqual(2);
    } finally {
      await context.close();
    }
  });
}
