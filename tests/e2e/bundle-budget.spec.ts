/**
 * The JavaScript budgets, checked on every run so that a change which pulls a screen into the
 * entry chunk fails here rather than in a measurement months later: a cold /login loads at
 * most 150 KB of JavaScript (gzip, issue 3), and a public vehicle page at most 150 KB with
 * none of the console's code (issue 5). `npm run measure:login` and `npm run measure:vehicles`
 * print the same figures with Lighthouse and timings.
 */
import { expect, test } from '@playwright/test';
import { coldScripts, consoleChunksAmong, totalGzipKb } from '../../scripts/lib/script-bytes';
import { demoUsers } from './fixtures';

const budgetKb = 150;

test('a cold /login loads at most 150 KB of JavaScript (gzip)', async ({ browser, baseURL }) => {
  const scripts = await coldScripts(browser, `${baseURL}/login`, (page) => page.getByRole('button', { name: /sign in/i }).first().waitFor());
  const listing = scripts.map((script) => `${(script.gzipBytes / 1024).toFixed(1)} KB ${new URL(script.url).pathname}`).join('\n');
  expect(totalGzipKb(scripts), listing).toBeLessThanOrEqual(budgetKb);
  expect(consoleChunksAmong(scripts.map((script) => script.url)), 'no screen of the console on /login').toEqual([]);
});

test('a public vehicle page loads at most 150 KB of JavaScript (gzip) and none of the console', async ({ browser, baseURL, request }) => {
  const account = demoUsers.inspector;
  if (account.mode !== 'auction') throw new Error('The inspector is an auction account');
  const signIn = await request.post('/v3/authentication_local', { data: { site: account.site, username: account.username, password: account.password } });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const list = await request.get('/v3/util/vehicles?site=DAL&per_page=1&filters[0]=guid|notnull|', { headers: { Authorization: `Bearer ${token}` } });
  const [vehicle] = ((await list.json()) as { data: { guid: string }[] }).data;
  if (!vehicle) throw new Error('no DAL vehicle with a public link in the seed');

  const scripts = await coldScripts(browser, `${baseURL}/dealers/vehiclePhotos/DAL/${vehicle.guid}`, (page) => page.getByRole('heading', { level: 1 }).first().waitFor(), {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const listing = scripts.map((script) => `${(script.gzipBytes / 1024).toFixed(1)} KB ${new URL(script.url).pathname}`).join('\n');
  expect(totalGzipKb(scripts), listing).toBeLessThanOrEqual(budgetKb);
  expect(consoleChunksAmong(scripts.map((script) => script.url))).toEqual([]);
});
