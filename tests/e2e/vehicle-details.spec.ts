/**
 * Vehicle details (issue 5): the summary and link buttons of a
 * seeded vehicle, and the page with no network: a vehicle opened before shows from the
 * device's saved copy with its age, one never opened says it loads when the connection returns.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForController, withServiceWorker } from './fixtures';
import { bodyRows, openAs, serverList, settled, table, waitForPersisted } from './list-helpers';

interface VehicleRow {
  vehicle_id: number;
  vin: string;
  autoyear: number;
  automake: string;
  automodel: string;
}

test.describe('with the service worker', () => {
  test.use(withServiceWorker);

  test('a vehicle opened from the list shows its summary and links; offline it shows as saved, and an unseen one says it needs the connection', async ({
    page,
    context,
  }) => {
    const token = await openAs(page, 'inspector', '/vehicles');
    const newest = await serverList<VehicleRow>(page, token, 'vehicles', 'site=DAL&per_page=2&order_by[]=vehicle_id|desc');
    const [first, second] = newest.data;
    if (!first || !second) throw new Error('The seed has fewer than two DAL vehicles');
    const list = table(page, 'Vehicles');
    await settled(list);
    await waitForController(page);

    await bodyRows(list).first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/${first.vehicle_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Details' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Vehicle summary' });
    await expect(summary.getByText(first.vin, { exact: true })).toBeVisible();
    await expect(summary.getByRole('heading', { name: `${first.autoyear} ${first.automake} ${first.automodel}` })).toBeVisible();
    for (const name of ['Vehicle Details', 'Inspections', 'Photo Management']) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    // The screen shown is the one marked current (and filled), not Photo Management.
    await expect(page.getByRole('link', { name: 'Vehicle Details', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Photo Management', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await waitForPersisted(page, `["vehicle",${first.vehicle_id}]`);

    await context.setOffline(true);
    await page.reload();
    await expect(summary.getByText(first.vin, { exact: true })).toBeVisible();
    await expect(page.getByText(/^No connection: showing this vehicle as saved /)).toBeVisible();

    await page.goto(`/vehicles/${second.vehicle_id}`);
    await expect(page.getByText('No connection: the vehicle loads when the connection returns (it has not been saved on this device).')).toBeVisible();
    await context.setOffline(false);
    await expect(summary.getByText(second.vin, { exact: true })).toBeVisible();
    await expect(page.getByText(/^No connection/)).toHaveCount(0);
  });
});

test('each vehicle screen has the same title row with Back: it returns where the user came from, and up a level when they came by a link', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/vehicles');
  const newest = await serverList<VehicleRow>(page, token, 'vehicles', 'site=DAL&per_page=1&order_by[]=vehicle_id|desc');
  const vehicle = newest.data[0];
  if (!vehicle) throw new Error('The seed has no DAL vehicle');
  const titled = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await settled(table(page, 'Vehicles'));
  await bodyRows(table(page, 'Vehicles')).first().getByRole('link').first().click();
  await expect(titled('Vehicle Details')).toBeVisible();
  await page.getByRole('link', { name: 'Inspections', exact: true }).click();
  await expect(titled('Vehicle Inspection')).toBeVisible();
  // The inspection's title is the size of its siblings' (it was twice the Vehicle Details title's).
  const size = (name: string) => titled(name).evaluate((element) => getComputedStyle(element).fontSize);
  const inspectionSize = await size('Vehicle Inspection');
  await back.click();
  await expect(titled('Vehicle Details')).toBeVisible();
  expect(await size('Vehicle Details')).toBe(inspectionSize);
  await back.click();
  await expect(page).toHaveURL(/\/vehicles$/);

  // Opened by a link in a new tab (the session is the device's): Back goes up one level, to the vehicle.
  const tab = await page.context().newPage();
  await tab.goto(`/vehicles/${vehicle.vehicle_id}/inspections`);
  await expect(tab.getByRole('heading', { level: 1, name: 'Vehicle Inspection', exact: true })).toBeVisible();
  await tab.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(tab).toHaveURL(new RegExp(`/vehicles/${vehicle.vehicle_id}$`));
  await expect(tab.getByRole('heading', { level: 1, name: 'Vehicle Details', exact: true })).toBeVisible();
});

test.describe('in a browser on another continent', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  /** The lineup badge's text for a vehicle, with the sale's time as a Dallas clock reads it: computed here from the UTC stamp, independently of the app. */
  async function dallasLineup(page: Page, token: string, vehicleId: number): Promise<string> {
    const reply = await page.request.get(`/v3/util/vehicles_full/${vehicleId}?withAdd=1`, { headers: { Authorization: `Bearer ${token}` } });
    const vehicle = (await reply.json()) as {
      vehicle_positions: { lane_id: string; run_sequence: number; auction: { auction_date: string; event_name: string } }[];
    };
    const position = vehicle.vehicle_positions[0];
    if (!position) throw new Error(`vehicle ${vehicleId} has no position`);
    const dallas = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    const at = Object.fromEntries(dallas.formatToParts(new Date(position.auction.auction_date)).map((part) => [part.type, part.value]));
    return `Lane ${position.lane_id} · Run ${position.run_sequence} — ${position.auction.event_name} · ${at.month}-${at.day} ${at.hour}:${at.minute} ${at.dayPeriod}`;
  }

  test('the lineup badge gives the sale time in the site’s time zone, not the server’s UTC digits or the device’s zone', async ({ page }) => {
    const token = await openAs(page, 'inspector', '/vehicles');
    const lined = await serverList<{ vehicle_id: number }>(page, token, 'vehicles', 'site=DAL&per_page=1&has[]=vehicle_positions&order_by[]=vehicle_id|desc');
    const vehicleId = lined.data[0]?.vehicle_id;
    if (vehicleId === undefined) throw new Error('no lined-up DAL vehicle in the seed');
    const expected = await dallasLineup(page, token, vehicleId);
    await page.goto(`/vehicles/${vehicleId}`);
    await expect(page.getByRole('region', { name: 'Vehicle summary' }).getByText(expected)).toBeVisible();
  });

  test('issue 17’s vehicle 4486: its sale at 15:30 UTC reads the Dallas clock (9:30 AM, or 10:30 in summer time), not Tokyo’s', async ({ page }) => {
    const token = await openAs(page, 'inspector', '/vehicles/4486');
    const expected = await dallasLineup(page, token, 4486);
    expect(expected).toMatch(/ (9|10):30 AM$/);
    await expect(page.getByRole('region', { name: 'Vehicle summary' }).getByText(/DAL Weekly Dealer Sale/)).toHaveText(expected);
  });
});
