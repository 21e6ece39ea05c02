/**
 * Live screens (issue 17; ADR 0038) against the reference server: the API dashboard and the
 * Carmax status read their data again on their own, say when they last read it on the site's
 * clock, say how often, pause and resume on the user's word, and read nothing while the tab is
 * hidden. Time is the page's fake clock (page.clock): the tests move it on instead of waiting,
 * and wait only for what the screen shows.
 */
import { expect, test, type Page } from '@playwright/test';
import { openAs, openAsAdmin } from './list-helpers';
import { smallTargets } from './touch-targets';
import { expectNoViolationsWithin } from './axe-within';

// A device in Tokyo: the Carmax screen must show Dallas' clock, not the device's.
test.use({ timezoneId: 'Asia/Tokyo' });

const start = new Date('2026-11-04T15:42:00Z');
const lastRead = (page: Page) => page.getByText(/^Last read \d{1,2}:\d{2}:\d{2} (AM|PM)$/);

/** Counts the page's reads of a URL. */
function countReads(page: Page, pattern: RegExp): { count: () => number } {
  let reads = 0;
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname)) reads += 1;
  });
  return { count: () => reads };
}

/** Hides or shows the tab as the browser does when the user switches tabs (headless Chromium never hides one itself). */
async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hide) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hide ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hide });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, hidden);
}

test('the API dashboard reads its summary every minute, says when it last did, pauses on request and in a hidden tab', async ({ page }) => {
  await page.clock.install({ time: start });
  const reads = countReads(page, /\/v3\/admin\/api-status\/summary$/);
  await openAsAdmin(page, '/apidashboard');
  await expect(page.getByText('Refreshes every minute')).toBeVisible();
  await expect(lastRead(page)).toBeVisible();
  const pause = page.getByRole('button', { name: 'Pause refreshing', exact: true });
  await expect(pause).toBeVisible();

  // A minute on: read again, and the time says so.
  let before = await lastRead(page).textContent();
  let count = reads.count();
  await page.clock.runFor(60_000);
  await expect(lastRead(page)).not.toHaveText(before ?? '');
  expect(reads.count()).toBeGreaterThan(count);

  // Paused by the user: five minutes read nothing.
  await pause.click();
  const resume = page.getByRole('button', { name: 'Resume refreshing', exact: true });
  await expect(resume).toBeFocused();
  await expect(page.getByText('Refreshing paused')).toBeVisible();
  before = await lastRead(page).textContent();
  count = reads.count();
  await page.clock.runFor(5 * 60_000);
  await expect(page.getByText('Refreshing paused')).toBeVisible();
  expect(reads.count()).toBe(count);
  await expect(lastRead(page)).toHaveText(before ?? '');

  // Resumed: read at once, then every minute again.
  await resume.click();
  await expect(lastRead(page)).not.toHaveText(before ?? '');
  await expect(page.getByText('Refreshes every minute')).toBeVisible();

  // A hidden tab reads nothing and says it is paused; shown again, it reads at once.
  await setTabHidden(page, true);
  await expect(page.getByText('Paused while this tab is hidden')).toBeVisible();
  before = await lastRead(page).textContent();
  count = reads.count();
  await page.clock.runFor(3 * 60_000);
  expect(reads.count()).toBe(count);
  await setTabHidden(page, false);
  await expect(page.getByText('Refreshes every minute')).toBeVisible();
  await expect(lastRead(page)).not.toHaveText(before ?? '');

  // The controls are named by their text and big enough for the desk.
  await expectNoViolationsWithin(page, 'main');
  expect(await smallTargets(page, 24, 'main')).toEqual([]);
});

test('the Carmax status reads again every 30 s, on the site’s clock, with a pause button a finger can hit', async ({ page }) => {
  await page.clock.install({ time: start });
  const reads = countReads(page, /\/v3\/integration\/carmax\/status\/DAL$/);
  await openAs(page, 'inspector', '/auction/integration/carmax');
  await expect(page.getByRole('heading', { level: 2, name: 'Carmax at Dallas Auto Auction' })).toBeVisible();
  await expect(page.getByText('Refreshes every 30 s')).toBeVisible();
  // 15:42 UTC is 9:42 in Dallas (and 0:42 in Tokyo, the device's zone).
  await expect(lastRead(page)).toHaveText(/^Last read 9:4\d:\d\d AM$/);
  const before = await lastRead(page).textContent();
  const count = reads.count();
  await page.clock.runFor(30_000);
  await expect(lastRead(page)).not.toHaveText(before ?? '');
  expect(reads.count()).toBeGreaterThan(count);

  await page.getByRole('button', { name: 'Pause refreshing', exact: true }).click();
  await expect(page.getByText('Refreshing paused')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume refreshing', exact: true })).toBeVisible();
  await expectNoViolationsWithin(page, 'main');
  expect(await smallTargets(page, 44, 'main')).toEqual([]);
});
