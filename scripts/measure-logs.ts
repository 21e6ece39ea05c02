/**
 * The log screens' quality bars of issue 6, measured in Chromium against the real server
 * with the seeded data (run `npm run build` first):
 *
 * 1. First page: from a click on the screen's menu link on the dashboard to the first rows
 *    painted (the table holds rows of data, not a loading row, and a frame has been drawn).
 *    Each run starts from a fresh load of the dashboard, so nothing of the screen is in the
 *    query cache. Budget: median under 1 s.
 * 2. Page change: from a click on Next page to the next page's rows painted, once the page
 *    shown has settled (a person reads a page before paging on; the screen fetches the next
 *    page meanwhile). Budget: median under 300 ms. Also shown, without a budget: Next
 *    clicked the moment the first page appears, while its read-ahead is still on its way.
 *
 * Times are taken inside the page (performance.now around the click and a MutationObserver),
 * so the test driver's own round trips are not counted.
 *
 *   npm run measure:logs -- [--runs 7]
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, loadAverage, median, requireChromium, signInAsAdmin, startMeasureServer } from './lib/measure-server.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);
const budget = { firstPageMs: 1000, pageChangeMs: 300 };

/** Each screen: its menu entry and its table's name (the page title). */
const screens = [
  { link: 'API', title: 'API Logs', path: '/apilogs' },
  { link: 'AA Validation', title: 'AA Card Validation Logs', path: '/aavalidationlogs' },
  { link: 'Spincar', title: 'Spincar Logs', path: '/spincarlogs' },
  { link: 'Badge', title: 'Badge Logs', path: '/apibadgelogs' },
  { link: 'Valuation History', title: 'Valuation History', path: '/valuationlogs' },
] as const;

/** In the page: whether the named table shows rows of data that are not a previous page's. */
const rowsShown = `(title) => {
  const table = document.querySelector('table[aria-label="' + title + '"]');
  return Boolean(table && table.querySelector('tbody tr td:not([colspan])') && !table.querySelector('tbody[aria-busy=true]'));
}`;

/** In the page: clicks the menu link and resolves with the time until the rows are painted. */
const navigate = `([linkText, title]) => new Promise((resolve, reject) => {
  const shown = ${rowsShown};
  const link = [...document.querySelectorAll('a')].find((a) => a.textContent.trim() === linkText);
  if (!link) return reject(new Error('No menu link ' + linkText));
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (!shown(title)) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  link.click();
  setTimeout(() => reject(new Error('No rows after 20 s')), 20000);
})`;

/** In the page: clicks Next page and resolves with the time until the next page's rows are painted. */
const nextPage = `(title) => new Promise((resolve, reject) => {
  const shown = ${rowsShown};
  const firstId = () => document.querySelector('table[aria-label="' + title + '"] tbody tr td')?.textContent;
  const before = firstId();
  const next = document.querySelector('button[aria-label="Next page"]');
  if (!next) return reject(new Error('No Next page button'));
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (!shown(title) || firstId() === before) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  next.click();
  setTimeout(() => reject(new Error('No next page after 20 s')), 20000);
})`;

async function dashboard(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByRole('link', { name: 'Valuation History' }).waitFor();
  // The app at rest: Chakra and the menu loaded, nothing in flight.
  await page.waitForLoadState('networkidle');
}

const executablePath = requireChromium();
const server = await startMeasureServer();
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const results: { title: string; first: number[]; change: number[]; atOnce: number[] }[] = [];
let exitCode = 0;
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await signInAsAdmin(page, server.origin);
  for (const screen of screens) {
    const first: number[] = [];
    const change: number[] = [];
    const atOnce: number[] = [];
    // One warm-up (the route's code comes from the server once, then from the browser's cache).
    for (let run = 0; run <= runs; run++) {
      await dashboard(page, server.origin);
      const ms = await page.evaluate<number>(`(${navigate})(${JSON.stringify([screen.link, screen.title])})`);
      if (run > 0) first.push(ms);
      // Next page the moment the first page is there: its read-ahead has only just started.
      if (run > 0) atOnce.push(await page.evaluate<number>(`(${nextPage})(${JSON.stringify(screen.title)})`));
    }
    for (let run = 0; run < runs; run++) {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      change.push(await page.evaluate<number>(`(${nextPage})(${JSON.stringify(screen.title)})`));
    }
    results.push({ title: screen.title, first, change, atOnce });
    const list = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
    console.log(
      `${screen.title}: first page median ${Math.round(median(first))} ms (${list(first)}); page change median ${Math.round(median(change))} ms (${list(change)}); ` +
        `at once ${Math.round(median(atOnce))} ms (${list(atOnce)})`,
    );
  }
} finally {
  await browser.close();
  server.close();
}

console.log(`\nLoad average during the runs: ${loadAverage()}`);
console.log('| Screen | First page (median) | Page change (median) | Next page at once (median) |');
console.log('| --- | --- | --- | --- |');
for (const { title, first, change, atOnce } of results) {
  const firstMs = median(first);
  const changeMs = median(change);
  if (!Number.isFinite(firstMs) || !Number.isFinite(changeMs)) exitCode = 1;
  const mark = (ms: number, limit: number) => `${Math.round(ms)} ms${ms > limit ? ' **over budget**' : ''}`;
  console.log(`| ${title} | ${mark(firstMs, budget.firstPageMs)} | ${mark(changeMs, budget.pageChangeMs)} | ${Math.round(median(atOnce))} ms |`);
  if (firstMs > budget.firstPageMs || changeMs > budget.pageChangeMs) exitCode = 1;
}
console.log(
  exitCode === 0
    ? `\nMet: every first page under ${budget.firstPageMs} ms and every page change under ${budget.pageChangeMs} ms (medians of ${runs}).`
    : '\nOver budget.',
);
process.exit(exitCode);
