/**
 * The JavaScript budgets, checked on every run so that a change which pulls a screen into the
 * entry chunk fails here rather than in a measurement months later: a cold /login loads at
 * most 150 KB of JavaScript (gzip, issue 3), and a public vehicle page at most 150 KB with
 * none of the console's code (issue 5). `npm run measure:login` and `npm run measure:vehicles`
 * print the same figures with Lighthouse and timings.
 */
import { expect, test } from '@playwright/test';
import { coldScripts, consoleChunksAmong, totalGzipKb } from '../../scripts/lib/script-bytes';
import { dalLinks } from './fixtures';

const budgetKb = 150;

test('a cold /login loads at most 150 KB of JavaScript (gzip)', async ({ browser, baseURL }) => {
  const scripts = await coldScripts(browser, `${baseURL}/login`, (page) => page.getByRole('button', { name: /sign in/i }).first().waitFor());
  const listing = scripts.map((script) => `${(script.gzipBytes / 1024).toFixed(1)} KB ${new URL(script.url).pathname}`).join('\n');
  expect(totalGzipKb(scripts), listing).toBeLessThanOrEqual(budgetKb);
  expect(consoleChunksAmong(scripts.map((script) => script.url)), 'no screen of the console on /login').toEqual([]);
});

test('a public vehicle page loads at most 150 KB of JavaScript (gzip) and none of the console', async ({ browser, baseURL, request }) => {
  const [guid] = await dalLinks(request);
  if (!guid) throw new Error('no DAL vehicle with a public link in the seed');

  const scripts = await coldScripts(browser, `${baseURL}/dealers/vehiclePhotos/DAL/${guid}`, (page) => page.getByRole('heading', { level: 1 }).first().waitFor(), {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const listing = scripts.map((script) => `${(script.gzipBytes / 1024).toFixed(1)} KB ${new URL(script.url).pathname}`).join('\n');
  expect(totalGzipKb(scripts), listing).toBeLessThanOrEqual(budgetKb);
  expect(consoleChunksAmong(scripts.map((script) => script.url))).toEqual([]);
});
