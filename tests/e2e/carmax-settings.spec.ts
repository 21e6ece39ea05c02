/**
 * The Carmax status and auction settings screens against the real server: the inspector
 * (administration security) sees the DAL status entries as the server has them, the clerk
 * and a failing server get the red "Error: {message}", another integration name is named
 * as unknown, and the settings card leads to the work-order settings.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatTimestamp } from '../../src/lib/dates';
import { demoUsers, waitForController, withServiceWorker } from './fixtures';

type Staff = 'inspector' | 'clerk';

/** Signs in through the API and stores the session as the console does, then opens `path`. */
async function openAs(page: Page, who: Staff, path: string): Promise<string> {
  const account = demoUsers[who];
  if (account.mode !== 'auction') throw new Error('auction staff only');
  const response = await page.request.post('/v3/authentication_local', {
    data: { site: account.site, username: account.username, password: account.password },
  });
  expect(response.status()).toBe(200);
  const reply = (await response.json()) as { access_token: string; cloudUser: Record<string, unknown>; install_info: unknown; config: unknown };
  await page.context().addInitScript(
    (stored) => {
      if (sessionStorage.getItem('e2e-session-stored')) return;
      for (const [key, value] of stored) localStorage.setItem(key, value);
      sessionStorage.setItem('e2e-session-stored', '1');
    },
    [
      ['lot-console.user', JSON.stringify({ ...reply.cloudUser, access_token: reply.access_token })],
      ['lot-console.install_info', JSON.stringify(reply.install_info)],
      ['lot-console.premise_config', JSON.stringify(reply.config)],
    ] as [string, string][],
  );
  await page.goto(path);
  return reply.access_token;
}

test('the inspector sees the Carmax status of DAL: every entry the server has, lists item by item', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/auction/integration/carmax');
  const reply = await page.request.get('/v3/integration/carmax/status/DAL', { headers: { Authorization: `Bearer ${token}` } });
  const { response: entries } = (await reply.json()) as { response: { name: string; value: string | string[] }[] };
  expect(entries.length).toBeGreaterThan(5);

  await expect(page.getByRole('heading', { level: 1, name: 'Carmax Status' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Carmax at Dallas Auto Auction' })).toBeVisible();
  const terms = page.getByRole('term');
  await expect(terms).toHaveText(entries.map((entry) => entry.name));
  const definitions = page.getByRole('definition');
  for (const [index, entry] of entries.entries()) {
    const shown = definitions.nth(index);
    if (Array.isArray(entry.value)) await expect(shown.getByRole('listitem')).toHaveText(entry.value);
    else if (!/^\d{4}-\d\d-\d\dT/.test(entry.value)) await expect(shown).toHaveText(entry.value);
    else await expect(shown).toHaveText(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{1,2}:\d{2} [AP]M$/);
  }

  // Refresh asks the server again.
  const again = page.waitForResponse((response) => response.url().endsWith('/v3/integration/carmax/status/DAL'));
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  expect((await again).status()).toBe(200);
});

test.describe('in a browser on another continent', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('an instant (Last Sync) is shown on the site’s clock, as Last read is, not the device’s', async ({ page }) => {
    const token = await openAs(page, 'inspector', '/auction/integration/carmax');
    const signIn = await page.evaluate(() => JSON.parse(localStorage.getItem('lot-console.install_info') ?? '{}') as { timezone?: string });
    const timeZone = signIn.timezone;
    expect(timeZone).toBe('America/Chicago');
    const reply = await page.request.get('/v3/integration/carmax/status/DAL', { headers: { Authorization: `Bearer ${token}` } });
    const { response: entries } = (await reply.json()) as { response: { name: string; value: string | string[] }[] };
    const instants = entries.filter(
      (entry): entry is { name: string; value: string } => typeof entry.value === 'string' && /^\d{4}-\d\d-\d\dT/.test(entry.value),
    );
    expect(instants.map((entry) => entry.name)).toContain('Last Sync');
    const terms = page.getByRole('term');
    await expect(terms).toHaveText(entries.map((entry) => entry.name));
    for (const entry of instants) {
      const index = entries.indexOf(entry);
      // Dallas's clock, not Tokyo's (14 or 15 hours apart: never the same text).
      expect(formatTimestamp(entry.value, timeZone)).not.toBe(formatTimestamp(entry.value, 'Asia/Tokyo'));
      await expect(page.getByRole('definition').nth(index)).toHaveText(formatTimestamp(entry.value, timeZone));
    }
  });
});

test('a refusal and a failure show the red "Error: {message}"', async ({ page }) => {
  await openAs(page, 'clerk', '/auction/integration/carmax');
  const refused = page.getByText('Error: The integration status needs the administration security');
  await expect(refused).toBeVisible();
  // Red, and readable on white (fg.error is red.700: 6.5:1).
  await expect(refused).toHaveCSS('color', 'rgb(153, 25, 25)');

  await page.route('**/v3/integration/carmax/status/DAL', (route) =>
    route.fulfill({ status: 503, json: { error: { message: 'Carmax feed service unavailable' } } }),
  );
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  // A 5xx is asked again three times (the app's retry policy) before it shows.
  await expect(page.getByText('Error: Carmax feed service unavailable')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('term')).toHaveCount(0);
});

test.describe('with the service worker', () => {
  test.use(withServiceWorker);

  test('with no connection the status screen says it needs one', async ({ page, context }) => {
    await openAs(page, 'inspector', '/auction/integration/carmax');
    await expect(page.getByRole('term').first()).toBeVisible();
    await waitForController(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('The integration status needs a connection to the server.')).toBeVisible();
    await expect(page.getByRole('term')).toHaveCount(0);
  });
});

test('another integration name is named as unknown and links the known one', async ({ page }) => {
  await openAs(page, 'inspector', '/auction/integration/autograde');
  await expect(page.getByText('Unknown integration: autograde')).toBeVisible();
  await page.getByRole('link', { name: 'Carmax', exact: true }).click();
  await expect(page).toHaveURL(/\/auction\/integration\/carmax$/);
  await expect(page.getByRole('term').first()).toBeVisible();
});

test('the auction settings card leads to the work-order settings', async ({ page }) => {
  await openAs(page, 'inspector', '/auction/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Settings' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Work Orders' }).click();
  await expect(page).toHaveURL(/\/auction\/settings\/workorders$/);
});
