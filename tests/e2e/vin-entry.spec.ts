/**
 * A whole VIN in the VIN boxes (issue 41, ADR 0085): the header's "Go to vehicle" box on the
 * vehicles page takes 17 characters and Enter from a keyboard-wedge scanner, or a pasted VIN,
 * and opens that vehicle; a VIN with a wrong character says so and opens nothing; offline it
 * opens a vehicle this device has seen, and says that one never seen needs the connection once.
 * The list's search box finds a vehicle by a whole VIN sent the same ways.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { vinCheckDigitMessage } from '../../src/contract/vin';
import { expectNoViolationsWithin } from './axe-within';
import { waitForController, withServiceWorker } from './fixtures';
import { columnTexts, openAs, searchOf, serverList, settled, table, waitForPersisted } from './list-helpers';
import { smallTargets } from './touch-targets';
import { absentVin, misread, vehiclesWithOwnVin, type VehicleRow } from './vin-helpers';

const boxSelector = 'form[role="search"][aria-label="Find a vehicle"]';
const finder = (page: Page) => page.getByRole('search', { name: 'Find a vehicle' });
const vinBox = (page: Page) => finder(page).getByRole('textbox', { name: 'VIN or last 6' });
const summary = (page: Page) => page.getByRole('region', { name: 'Vehicle summary' });

const notSeenText = 'No connection: this vehicle has not been seen on this device yet. It needs the connection once.';

/** As a keyboard-wedge scanner sends it: the characters one after another, then Enter. */
async function scanInto(box: Locator, text: string): Promise<void> {
  await box.focus();
  await box.page().keyboard.type(text);
  await box.page().keyboard.press('Enter');
}

/** A paste from the clipboard (Control+V), of a VIN copied with the white space around it. */
async function pasteInto(box: Locator, text: string): Promise<void> {
  await box.page().evaluate((copied) => navigator.clipboard.writeText(copied), text);
  await box.focus();
  await box.page().keyboard.press('ControlOrMeta+V');
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a keyboard-wedge scanner: 17 characters and Enter in the header box open the vehicle; a pasted VIN opens it too', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/vehicles');
  const [scanned, pasted] = await vehiclesWithOwnVin(page.request, token, 2);
  if (!scanned || !pasted) throw new Error('no vehicles');

  await scanInto(vinBox(page), scanned.vin);
  await expect(page).toHaveURL(`/vehicles/${scanned.vehicle_id}`);
  await expect(summary(page).getByText(scanned.vin, { exact: true })).toBeVisible();

  await page.goBack();
  await pasteInto(vinBox(page), `  ${pasted.vin.toLowerCase()}  `);
  // The whole VIN is in the box, not its first 6.
  await expect(vinBox(page)).toHaveValue(`  ${pasted.vin.toLowerCase()}  `);
  await finder(page).getByRole('button', { name: 'Go to vehicle' }).click();
  await expect(page).toHaveURL(`/vehicles/${pasted.vehicle_id}`);
  await expect(summary(page).getByText(pasted.vin, { exact: true })).toBeVisible();
});

test('a VIN with one wrong character says it is not valid and opens nothing; the next scan replaces it', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/vehicles');
  const [vehicle] = await vehiclesWithOwnVin(page.request, token, 1);
  if (!vehicle) throw new Error('no vehicle');
  await settled(table(page, 'Vehicles'));
  await expectNoViolationsWithin(page, boxSelector);

  await scanInto(vinBox(page), misread(vehicle.vin));
  await expect(finder(page).getByText(vinCheckDigitMessage)).toBeVisible();
  await expect(vinBox(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/vehicles');
  await expectNoViolationsWithin(page, boxSelector);

  // Too short, too long, a letter no VIN has: each says why.
  await vinBox(page).fill('12');
  await vinBox(page).press('Enter');
  await expect(finder(page).getByText('Enter the last 6 characters of the VIN, or the whole VIN')).toBeVisible();
  await vinBox(page).fill(vehicle.vin.slice(0, 12));
  await vinBox(page).press('Enter');
  await expect(finder(page).getByText('A VIN has 17 characters; this has 12. Enter the whole VIN or its last 6')).toBeVisible();
  await vinBox(page).fill(`${vehicle.vin.slice(0, 11)}O${vehicle.vin.slice(12)}`);
  await vinBox(page).press('Enter');
  await expect(finder(page).getByText('A VIN has no letter O: the 12th character may be a 0')).toBeVisible();
  await expect(page).toHaveURL('/vehicles');

  // The refused text is selected: the scanner's next VIN replaces it rather than adding to it.
  await page.keyboard.type(vehicle.vin);
  await expect(vinBox(page)).toHaveValue(vehicle.vin);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/vehicles/${vehicle.vehicle_id}`);
});

test('a valid VIN that no vehicle of the site has says so, and stays', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/vehicles');
  expect((await serverList<VehicleRow>(page, token, 'vehicles', `site=DAL&filters[0]=vin|eq|${absentVin}`)).total).toBe(0);
  await settled(table(page, 'Vehicles'));
  await scanInto(vinBox(page), absentVin);
  await expect(finder(page).getByText(`No vehicle with the VIN ${absentVin} at this site`)).toBeVisible();
  await expect(page).toHaveURL('/vehicles');
  await expectNoViolationsWithin(page, boxSelector);
});

test("the list's search box takes a whole VIN from a scanner or a paste and finds the vehicle", async ({ page }) => {
  const token = await openAs(page, 'inspector', '/vehicles');
  const [scanned, pasted] = await vehiclesWithOwnVin(page.request, token, 2);
  if (!scanned || !pasted) throw new Error('no vehicles');
  const list = table(page, 'Vehicles');
  await settled(list);
  const search = page.getByRole('searchbox', { name: 'Search vehicles' });

  await scanInto(search, scanned.vin);
  await expect.poll(() => searchOf(page)).toEqual({ q: scanned.vin });
  await settled(list);
  expect(await columnTexts(list, 'VIN')).toEqual([scanned.vin]);

  await search.fill('');
  await pasteInto(search, ` ${pasted.vin.toLowerCase()} `);
  await search.press('Enter');
  await expect.poll(() => searchOf(page)).toEqual({ q: pasted.vin });
  await settled(list);
  expect(await columnTexts(list, 'VIN')).toEqual([pasted.vin]);
});

test.describe('with the service worker', () => {
  test.use(withServiceWorker);

  test('offline, a VIN the device has seen opens its vehicle, and one never seen says it needs the connection once', async ({ page, context }) => {
    const token = await openAs(page, 'inspector', '/vehicles');
    // Two on the list's first page, which the device reads as the page opens; one on its fifth, which it never reads.
    const [opened, listed] = await vehiclesWithOwnVin(page.request, token, 2);
    const [unseen] = await vehiclesWithOwnVin(page.request, token, 1, 5);
    if (!opened || !listed || !unseen) throw new Error('no vehicles');
    await settled(table(page, 'Vehicles'));
    await waitForController(page);

    // Seen: opened once with the connection, through the box.
    await scanInto(vinBox(page), opened.vin);
    await expect(summary(page).getByText(opened.vin, { exact: true })).toBeVisible();
    await waitForPersisted(page, `["vehicle",${opened.vehicle_id}]`);
    await waitForPersisted(page, listed.vin);

    await context.setOffline(true);
    await page.goto('/vehicles');
    await scanInto(vinBox(page), opened.vin);
    await expect(page).toHaveURL(`/vehicles/${opened.vehicle_id}`);
    await expect(summary(page).getByText(opened.vin, { exact: true })).toBeVisible();
    await expect(page.getByText(/^No connection: showing this vehicle as saved /)).toBeVisible();

    // Seen in the list only: the box knows which vehicle it is; its page says its details come with the connection.
    await page.goBack();
    await scanInto(vinBox(page), listed.vin);
    await expect(page).toHaveURL(`/vehicles/${listed.vehicle_id}`);
    await expect(page.getByText('No connection: the vehicle loads when the connection returns (it has not been saved on this device).')).toBeVisible();

    await page.goBack();
    await scanInto(vinBox(page), unseen.vin);
    await expect(finder(page).getByText(notSeenText)).toBeVisible();
    await expect(page).toHaveURL('/vehicles');
    await expectNoViolationsWithin(page, boxSelector);

    // A misread says so offline too: the check needs no connection.
    await scanInto(vinBox(page), misread(unseen.vin));
    await expect(finder(page).getByText(vinCheckDigitMessage)).toBeVisible();

    // With the connection back (the top bar says so), the vehicle never seen opens.
    await context.setOffline(false);
    await expect(page.getByRole('link', { name: 'Outbox: All saved' })).toBeVisible();
    await scanInto(vinBox(page), unseen.vin);
    await expect(page).toHaveURL(`/vehicles/${unseen.vehicle_id}`);
    await expect(summary(page).getByText(unseen.vin, { exact: true })).toBeVisible();
  });
});

const sizes = [
  { name: 'portrait tablet', viewport: { width: 820, height: 1180 }, hasTouch: true, target: 44 },
  { name: 'landscape tablet', viewport: { width: 1024, height: 768 }, hasTouch: true, target: 44 },
  { name: 'desk', viewport: { width: 1440, height: 900 }, hasTouch: false, target: 24 },
];

for (const size of sizes) {
  test.describe(`at ${size.viewport.width}x${size.viewport.height} (${size.name})`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch });

    test('the box shows a whole VIN and its messages inside the screen, with controls big enough to touch', async ({ page, context }, testInfo) => {
      const token = await openAs(page, 'inspector', '/vehicles');
      const [vehicle] = await vehiclesWithOwnVin(page.request, token, 1);
      if (!vehicle) throw new Error('no vehicle');
      await settled(table(page, 'Vehicles'));
      // What the box looks like in each state, kept with the test's results (test-results/) to look at.
      const shoot = async (state: string): Promise<void> => {
        const path = testInfo.outputPath(`${size.viewport.width}x${size.viewport.height}-${state.replace(/\W+/g, '-')}.png`);
        await page.screenshot({ path, clip: { x: 0, y: 0, width: size.viewport.width, height: Math.min(size.viewport.height, 420) } });
      };
      await shoot('empty');

      await vinBox(page).fill(vehicle.vin);
      // All 17 characters in view: the box does not scroll its text.
      expect(await vinBox(page).evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
      await shoot('a whole VIN');

      for (const [state, text, message] of [
        ['misread', misread(vehicle.vin), vinCheckDigitMessage],
        ['not found', absentVin, `No vehicle with the VIN ${absentVin} at this site`],
        ['offline, never seen', absentVin, notSeenText],
      ] as const) {
        if (state === 'offline, never seen') await context.setOffline(true);
        await vinBox(page).fill(text);
        await vinBox(page).press('Enter');
        const shown = finder(page).getByText(message);
        await expect(shown).toBeVisible();
        const box = await shown.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= size.viewport.width, `${state}: the message is inside the screen`).toBe(true);
        expect(await smallTargets(page, size.target, boxSelector)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);
        await shoot(state);
      }
      await context.setOffline(false);
    });
  });
}
