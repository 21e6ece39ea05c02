import { createHash } from 'node:crypto';
import { expect, request as apiRequest, type Page } from '@playwright/test';
import { addFault, dalLinks, faultState, serviceWorkerState, signIn, test, testScopeHeader, waitForController, withServiceWorker } from './fixtures';

test.use(withServiceWorker);

/** Every URL in every Cache Storage cache of the page's origin, as path + search, by cache name. */
async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      result[name] = requests.map((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search;
      });
    }
    return result;
  });
}

/** Empties the browser's HTTP cache, so what a page gets offline can only come from the worker's caches. */
async function clearHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

async function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('lot-console.user') ?? '{}') as { access_token: string }).access_token);
}

/** Fetches from the page (through the worker) with the network as it is; status and content type of each. */
async function fetchAll(page: Page, urls: string[], token?: string): Promise<Array<[number, string]>> {
  return page.evaluate(
    async ([list, bearer]) =>
      Promise.all(
        list.map(async (url): Promise<[number, string]> => {
          try {
            const response = await fetch(url, bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {});
            await response.arrayBuffer();
            return [response.status, response.headers.get('Content-Type') ?? ''];
          } catch {
            return [0, 'network error'];
          }
        }),
      ),
    [urls, token] as const,
  );
}

test('the console loads and its service worker takes control of the page; offline, it starts with its runtime configuration', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Lot Console' })).toBeVisible();

  await waitForController(page);

  // Controlled, the app shell now comes from the precache: it loads with the network cut. The
  // first visit read /environments.json before the worker was there: the worker kept its own
  // copy when it installed, so the offline start is not left on "Development on this origin".
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Lot Console' })).toBeVisible();
  // The file is read before the first render; a round trip to the page delivers what it logged before.
  await page.evaluate(() => 0);
  expect(errors.filter((text) => text.includes('environments.json'))).toEqual([]);
});

test("a tablet that lost its network before the worker's code arrived registers the worker when the connection returns", async ({ page, context }) => {
  const registration = /\/assets\/register-sw-[\w-]+\.js$/;
  await page.route(registration, (route) => route.abort('internetdisconnected'));
  const lost = page.waitForEvent('requestfailed', (request) => registration.test(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Lot Console' })).toBeVisible();
  await lost;
  expect(await serviceWorkerState(page)).toBe('not controlled, no registration');

  await page.unroute(registration);
  await context.setOffline(true);
  await context.setOffline(false);
  await waitForController(page);
});

test("offline, a reload paints the signed-in frame as the device last drew it before the app has started; the app's first render replaces it", async ({
  page,
}) => {
  await signIn(page, 'inspector');
  await page.goto('/vehicles');
  await waitForController(page);
  // The frame's copy is kept once the page that the worker served has been idle (ADR 0104).
  await page.reload();
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lot-console.shell') !== null), { message: 'the copy is kept' }).toBe(true);

  // What #root shows, in order, from the document's start: the copy, then the app.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { rootStates: string[] }).rootStates = seen;
    new MutationObserver(() => {
      const frame = document.querySelector('#root > .shell-frame');
      const state = !frame
        ? 'splash'
        : frame.querySelector('header[inert][aria-hidden="true"]')
          ? `copy: ${frame.querySelector('.shell-profile')?.textContent} / ${frame.querySelector('main [role="status"]')?.getAttribute('aria-label')}`
          : 'app';
      if (seen.at(-1) !== state) seen.push(state);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /Marcus Bell/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { rootStates: string[] }).rootStates)).toEqual([
    'splash',
    'copy: MB Marcus Bell / Loading Lot Console',
    'app',
  ]);
  await expect(page.locator('[inert]')).toHaveCount(0);
});

test('vehicle photos and the site logo seen online are served from the cache offline; a request with a token is not cached', async ({ page }) => {
  await signIn(page, 'inspector');
  await waitForController(page);
  const token = await storedToken(page);

  const reply = await page.request.get('/v3/util/vehicle_images?per_page=25', { headers: { Authorization: `Bearer ${token}` } });
  expect(reply.status()).toBe(200);
  const body = (await reply.json()) as { data: Array<{ other_sizes: Record<string, string> }> };
  const sizes = body.data.map((image) => image.other_sizes).find((urls) => urls.small?.startsWith('/v3/images/vehicle/'));
  if (!sizes?.small || !sizes.thumb) throw new Error('The seeded site has no stored vehicle photo');
  const photo = sizes.small;
  const logo = '/v3/images/site/DAL/auction_logo';

  // As an <img> loads them: no token.
  expect((await fetchAll(page, [photo, logo])).map(([status]) => status)).toEqual([200, 200]);
  // The same kind of URL fetched with a token goes to the network and is never stored.
  expect((await fetchAll(page, [sizes.thumb], token))[0]?.[0]).toBe(200);

  await expect
    .poll(async () => {
      const cached = await cachedUrls(page);
      return [cached['vehicle-images']?.includes(photo), cached['site-logos']?.includes(logo)];
    })
    .toEqual([true, true]);
  const cached = await cachedUrls(page);
  expect(Object.values(cached).flat()).not.toContain(sizes.thumb);

  await clearHttpCache(page);
  await page.context().setOffline(true);
  const offline = await fetchAll(page, [photo, logo, sizes.thumb]);
  expect(offline[0]?.[0]).toBe(200);
  expect(offline[0]?.[1]).toMatch(/^image\//);
  expect(offline[1]).toEqual([200, 'image/png']);
  expect(offline[2]?.[0]).toBe(0); // fetched with a token, never cached: the network error shows through
});

test('a public vehicle page and its photos are cached network first and served offline; refused and revoked ones are not kept', async ({ page, context }) => {
  // A vehicle of DAL (public photos on) with a secret link and at least one public photo.
  await signIn(page, 'inspector');
  const token = await storedToken(page);
  const list = await page.request.get('/v3/util/vehicles?per_page=100&filters[0]=guid|notnull|', { headers: { Authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  let photosPath = '';
  let photo = '';
  for (const { guid } of ((await list.json()) as { data: Array<{ guid: string }> }).data) {
    const reply = await page.request.get(`/v3/site/DAL/vehicle-photos/${guid}`);
    const images = reply.ok()
      ? ((await reply.json()) as { response: { vehicle_images: Array<{ other_sizes: { small: string } }> } }).response.vehicle_images
      : [];
    if (images[0]) {
      photosPath = `/v3/site/DAL/vehicle-photos/${guid}`;
      photo = images[0].other_sizes.small;
      break;
    }
  }
  if (!photosPath) throw new Error('The seed has no DAL vehicle with a public photo');
  const missingPath = '/v3/site/DAL/location-history/q7Lx_0-aZ9kPm3vT8wYb2cQ';

  // A visitor's page: no token on these calls.
  await page.goto(photosPath.replace('/v3/site/DAL/vehicle-photos/', '/dealers/vehiclePhotos/DAL/'));
  await waitForController(page);
  expect((await fetchAll(page, [photosPath, photo, missingPath])).map(([status]) => status)).toEqual([200, 200, 404]);
  // The page itself shows the thumbnails too: the photo fetched here is among the kept images.
  await expect
    .poll(async () => {
      const cached = await cachedUrls(page);
      return [cached['public-api'], cached['public-images']?.includes(photo)];
    })
    .toEqual([[photosPath], true]);

  // Offline, with the HTTP cache empty: only the worker's caches can answer.
  await clearHttpCache(page);
  await context.setOffline(true);
  const offline = await fetchAll(page, [photosPath, photo, missingPath]);
  expect(offline[0]).toEqual([200, 'application/json']);
  expect(offline[1]?.[0]).toBe(200);
  expect(offline[2]?.[0]).toBe(0);
  // The public page itself opens offline from the shell (an app route, not a file).
  await page.reload();
  await expect(page.locator('#root')).not.toBeEmpty();

  // Back online, the server takes the link back (404): the kept copy goes too. The link is taken
  // back before the connection returns, so the page's own read on reconnecting gets the 404 as well.
  await context.route(`**${photosPath}`, (route) => route.fulfill({ status: 404, json: { error: { message: 'Invalid Link for Vehicle Photos' } } }));
  await context.setOffline(false);
  expect((await fetchAll(page, [photosPath]))[0]?.[0]).toBe(404);
  await expect.poll(async () => (await cachedUrls(page))['public-api']).toEqual([]);
  await context.unrouteAll();
  await clearHttpCache(page);
  await context.setOffline(true);
  expect((await fetchAll(page, [photosPath]))[0]?.[0]).toBe(0);
});

test('nothing from the admin API or any signed-in call is kept in a cache', async ({ page }) => {
  await signIn(page, 'admin');
  await waitForController(page);
  const token = await storedToken(page);

  // What an admin session does: admin lists with the token, /v3/me, and a call without a token.
  const statuses = await fetchAll(page, ['/v3/admin/users?per_page=5', '/v3/admin/config', '/v3/me'], token);
  expect(statuses.map(([status]) => status)).toEqual([200, 200, 200]);
  expect((await fetchAll(page, ['/v3/admin/users']))[0]?.[0]).toBe(401);
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const cached = Object.values(await cachedUrls(page)).flat();
  expect(cached.length).toBeGreaterThan(0); // the precache is there
  expect(cached.filter((url) => url.startsWith('/v3/'))).toEqual([]);
});

test('the console can be installed on a home screen: its icon and manifest are linked once the first screen is painted', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The build leaves the links inert in index.html; the app adds them after its first paint (ADR 0056).
  await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('head > link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Lot Console', display: 'standalone', start_url: '/' });
  // A test's browser context is a private window, which Chromium never installs from; nothing else may stand in the way.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  await cdp.detach();
});

test('the server sends the security headers with the app', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // The two inline scripts, the boot script and the one after #root that paints the frame's
  // copy, are allowed by their hashes, the same in every copy of the page (ADR 0094, 0104).
  const html = await response.text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);
  expect(inline).toHaveLength(2);
  for (const script of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBeTruthy();
});

test('a page whose document arrived after the first worker claimed the open pages is controlled too', async ({ page, context }) => {
  // The console opens and registers the worker, whose install is held (one precached file)
  // until the next page's document has been asked for: so that request cannot go through the
  // worker. The document is then held back until the worker is active (and has claimed the
  // pages then open).
  const hold = () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    return { release, released };
  };
  const documentSent = hold();
  const workerActive = hold();
  await context.route('**/manifest.webmanifest', async (route) => {
    if (route.request().serviceWorker()) await documentSent.released;
    await route.continue();
  });
  await context.route('**/vehicles/1/photos', async (route) => {
    documentSent.release();
    await workerActive.released;
    await route.continue();
  });
  await page.goto('/login');
  await expect.poll(() => serviceWorkerState(page), { message: 'the first worker installs', timeout: 30_000 }).toMatch(/installing installing$/);
  const navigation = page.goto('/vehicles/1/photos');
  await documentSent.released;
  const watcher = await context.newPage();
  await watcher.goto('/environments.json');
  await expect
    .poll(() => watcher.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), {
      message: 'the first worker is activated',
      timeout: 30_000,
    })
    .toBe('activated');
  workerActive.release();
  await navigation;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Without the page asking the worker to claim it (src/pwa/register-sw.ts), nothing would
  // ever control it: "not controlled, registration with active activated" until a reload.
  await waitForController(page);
});

test("a fault rule reaches only the requests of the test that added it: its page's, also through the worker, and its contexts', never another test's", async ({
  page,
  request,
  browser,
}) => {
  const [guid] = await dalLinks(request);
  const path = `/v3/site/DAL/vehicle-photos/${guid}`;
  const rule = await addFault(request, { path, method: 'GET', failEvery: 1, status: 503 });
  const statusFrom = (from: Page) => from.evaluate(async (url) => (await fetch(url)).status, path);

  // This test's page, once controlled: the public API goes through the worker (network first).
  await page.goto('/login');
  await waitForController(page);
  expect(await serviceWorkerState(page)).toBe('controlled by /sw.js (activated)');
  expect(await statusFrom(page)).toBe(503);
  // A second context of the same test (a second tablet, a second tab) is the same test.
  const sameTest = await browser.newContext();
  const tab = await sameTest.newPage();
  await tab.goto('/login');
  expect(await statusFrom(tab)).toBe(503);
  await sameTest.close();

  // Another test's context and requests, and requests of no test, are not touched.
  const otherTest = await browser.newContext({ extraHTTPHeaders: { [testScopeHeader]: 'another test' } });
  const other = await otherTest.newPage();
  await other.goto('/login');
  expect(await statusFrom(other)).toBe(200);
  await otherTest.close();
  const unscoped = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: {} });
  expect((await unscoped.get(path)).status()).toBe(200);
  await unscoped.dispose();

  expect((await faultState(request, rule)).injected).toBe(2);
});
