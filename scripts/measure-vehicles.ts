/**
 * The quality bars of issue 5, measured against the production build (run `npm run build`
 * first) served by the real server with a temporary seeded database, in Debian's Chromium:
 *
 * 1. Vehicles list: signed in as the inspector on the dashboard, a click on the menu's
 *    "Vehicles" until the first page's rows are on screen (the data not in any cache:
 *    the persisted query cache is emptied before each run). Budget: 1 s (median).
 * 2. Last-6 jump: on the vehicles list, the last 6 of a VIN that matches one vehicle typed
 *    into the quick search, then Enter, until that vehicle's details show its VIN. A
 *    different vehicle each run. Budget: 500 ms (median).
 * 3. Public photos page: a cold load of /dealers/vehiclePhotos/{site}/{hash} on a phone-
 *    sized screen, no service worker: JavaScript downloaded, gzip (each script fetched
 *    again with Accept-Encoding: gzip, as measure-login does), and no chunk of a console
 *    screen, the shell or Chakra among the scripts. Budget: 150 KB gzip.
 *
 * Each timing is taken in the page (performance.now() at the click or key press, and on
 * the animation frame after a MutationObserver sees the result). Fails when over budget.
 *
 *   npm run measure:vehicles -- [--runs 7]
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, median, overBudget, requireChromium, signInAsInspector, startMeasureServer } from './lib/measure-server.ts';
import { coldScripts, consoleChunksAmong, kilobytes, totalGzipKb } from './lib/script-bytes.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);
const budget = { listMs: 1000, jumpMs: 500, publicKb: 150 };

const executablePath = requireChromium();
const server = await startMeasureServer();
const { origin, db } = server;

/**
 * Runs in the page: resolves with the ms from `start()` until `selector` matches an element
 * with a size (checked on every DOM change), taken on the next animation frame.
 */
const timeUntil = (selector: string, matchText: string | null) => `new Promise((resolve) => {
  const start = performance.now();
  const seen = () => {
    const element = [...document.querySelectorAll(${JSON.stringify(selector)})].find((el) => ${matchText === null ? 'true' : `el.textContent.includes(${JSON.stringify(matchText)})`});
    return element && element.getBoundingClientRect().width > 0;
  };
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - start));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  window.__measureStarted = start;
})`;

/** Starts the timer in the page and performs the action right after; resolves with the ms. */
async function timed(page: Page, selector: string, matchText: string | null, action: () => Promise<void>): Promise<number> {
  const result = page.evaluate<number>(timeUntil(selector, matchText));
  await page.waitForFunction(() => (globalThis as { __measureStarted?: number }).__measureStarted !== undefined);
  await action();
  const ms = await result;
  await page.evaluate(() => delete (globalThis as { __measureStarted?: number }).__measureStarted);
  return ms;
}

const report = (name: string, times: number[], limit: number) => {
  const middle = median([...times].sort((a, b) => a - b));
  console.log(
    `${name}: median ${middle.toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}, ${times.length} runs; budget ${limit} ms)`,
  );
  return middle <= limit;
};

let ok = true;
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  // 1 and 2: the inspector at a tablet size.
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await signInAsInspector(page, origin);
  const rowSelector = 'table[aria-label="Vehicles"] tbody tr a[href^="/vehicles/"]';

  const listTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(`${origin}/`);
    // Page code as text: this (node) project has no DOM types.
    await page.evaluate(`for (const key of Object.keys(localStorage)) if (key.startsWith('lot-console.query-cache.')) localStorage.removeItem(key)`);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Vehicles', exact: true }).waitFor();
    listTimes.push(
      await timed(page, rowSelector, null, () =>
        page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Vehicles', exact: true }).click(),
      ),
    );
  }
  ok = report('Vehicles list, menu click until the first page is on screen', listTimes, budget.listMs) && ok;

  // VINs whose last 6 belong to one DAL vehicle only.
  const unique = db.$client
    .prepare(
      `SELECT v.vehicle_id AS id, v.vin, v.last6 FROM vehicles v JOIN sites s ON s.id = v.site_id WHERE s.code = 'DAL' AND v.last6 IS NOT NULL
       AND (SELECT count(*) FROM vehicles o WHERE o.site_id = v.site_id AND o.last6 = v.last6) = 1 ORDER BY v.vehicle_id LIMIT ?`,
    )
    .all(runs) as { id: number; vin: string; last6: string }[];
  const jumpTimes: number[] = [];
  for (const vehicle of unique) {
    await page.goto(`${origin}/vehicles`);
    await page.locator(rowSelector).first().waitFor();
    const box = page.getByRole('search', { name: 'Find a vehicle' }).getByRole('textbox', { name: 'VIN or last 6' });
    await box.fill(vehicle.last6);
    jumpTimes.push(await timed(page, 'section[aria-label="Vehicle summary"] dd', vehicle.vin, () => box.press('Enter')));
    if (!page.url().endsWith(`/vehicles/${vehicle.id}`)) throw new Error(`The quick search for ${vehicle.last6} went to ${page.url()}`);
  }
  ok = report('Last-6 jump, Enter until the vehicle shows its VIN', jumpTimes, budget.jumpMs) && ok;
  await context.close();

  // 3: the public photos page, cold, on a phone.
  const linked = db.$client
    .prepare(
      `SELECT s.code, v.guid FROM vehicles v JOIN sites s ON s.id = v.site_id WHERE v.guid IS NOT NULL AND s.public_photos_enabled = 1
       AND EXISTS (SELECT 1 FROM vehicle_images i WHERE i.vehicle_id = v.vehicle_id AND i.is_private = 0) LIMIT 1`,
    )
    .get() as { code: string; guid: string } | undefined;
  if (!linked) throw new Error('No vehicle with a public photo link in the seed');
  const loaded = await coldScripts(
    browser,
    `${origin}/dealers/vehiclePhotos/${linked.code}/${linked.guid}`,
    (page) => page.getByRole('link').first().waitFor(),
    {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    },
  );
  const scripts = loaded.map((script) => script.url);
  const totalKb = totalGzipKb(loaded);
  const consoleChunks = consoleChunksAmong(scripts);
  console.log(
    `Public photos page, cold load on a phone: ${totalKb.toFixed(1)} KB of JavaScript gzip in ${scripts.length} files (budget ${budget.publicKb} KB)`,
  );
  for (const script of loaded) console.log(`  ${kilobytes(script.gzipBytes).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`);
  if (consoleChunks.length > 0) {
    console.error(`Console code loaded by the public page: ${consoleChunks.join(', ')}`);
    ok = false;
  }
  ok = totalKb <= budget.publicKb && ok;
} finally {
  await browser.close();
  server.close();
}
if (!ok) overBudget();
