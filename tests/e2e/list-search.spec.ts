/**
 * The lists' search box against the reference server (issue 17, ADR 0030): one box finds a
 * vehicle by its whole VIN, its stock number or its last 6, a dealer by name, number or AA#,
 * a gate pass by its dealer or its vehicle's last 6; the text lives in the URL (`q`), shows
 * as a removable chip, and `/` puts the focus in the box.
 */
import { expect, test, type Page } from '@playwright/test';
import { columnTexts, openAs, searchOf, serverList, settled, table } from './list-helpers';

interface VehicleRow {
  vin: string;
  last6: string;
  stock_number: string;
}

interface DealerRow {
  dealer_id: number;
  dealer_num: string;
  dealer_name: string;
  auction_access: string | null;
}

interface PassRow {
  gate_pass_id: number;
  vehicle: { last6: string };
  dealer: { dealer_num: string; dealer_name: string } | null;
}

const searchBox = (page: Page, noun: string) => page.getByRole('search', { name: `Search ${noun}` }).getByRole('searchbox', { name: `Search ${noun}` });

async function search(page: Page, noun: string, text: string): Promise<void> {
  const box = searchBox(page, noun);
  await box.fill(text);
  await box.press('Enter');
}

test('finds a vehicle by its whole VIN, its stock number or its last 6 from one box, kept in the URL', async ({ page }) => {
  const token = await openAs(page, 'clerk', '/vehicles');
  const list = table(page, 'Vehicles');
  await settled(list);
  const sample = (await serverList<VehicleRow>(page, token, 'vehicles', 'site=DAL&per_page=1&page=37')).data[0];
  if (!sample) throw new Error('no vehicle to search for');

  // `/` from the page puts the focus in the box.
  await list.click();
  await page.keyboard.press('/');
  await expect(searchBox(page, 'vehicles')).toBeFocused();
  await page.keyboard.type(sample.vin.toLowerCase());
  await page.keyboard.press('Enter');
  await expect.poll(() => searchOf(page)).toEqual({ q: sample.vin });
  await settled(list);
  expect(await columnTexts(list, 'VIN')).toEqual([sample.vin]);
  await expect(page.getByText('1 of 1 vehicle', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Search: ${sample.vin}` })).toBeVisible();

  await search(page, 'vehicles', sample.stock_number);
  await expect.poll(() => searchOf(page)).toEqual({ q: sample.stock_number });
  await settled(list);
  expect(await columnTexts(list, 'VIN')).toEqual([sample.vin]);

  // The last 6 may be shared: every vehicle the list shows ends with it, and this one is among them.
  await search(page, 'vehicles', sample.last6);
  await expect.poll(() => searchOf(page)).toEqual({ q: sample.last6 });
  await settled(list);
  const byLast6 = await serverList<VehicleRow>(
    page,
    token,
    'vehicles',
    `site=DAL&per_page=10&filters[0][]=vin|eq|${sample.last6}&filters[0][]=stock_number|eq|${sample.last6}&filters[0][]=last6|eq|${sample.last6}`,
  );
  expect(byLast6.data.map((row) => row.vin)).toContain(sample.vin);
  expect(await columnTexts(list, 'VIN')).toEqual(byLast6.data.map((row) => row.vin));

  // A reload keeps the search; Back returns to the one before; the chip removes it.
  await page.reload();
  await settled(list);
  await expect(searchBox(page, 'vehicles')).toHaveValue(sample.last6);
  await page.goBack();
  await expect.poll(() => searchOf(page)).toEqual({ q: sample.stock_number });
  await expect(searchBox(page, 'vehicles')).toHaveValue(sample.stock_number);
  await page.getByRole('button', { name: `Remove filter Search: ${sample.stock_number}` }).click();
  await expect.poll(() => searchOf(page)).toEqual({});
  await expect(searchBox(page, 'vehicles')).toHaveValue('');

  await search(page, 'vehicles', 'NOSUCHVIN');
  await expect(page.getByText('No vehicles match the filters.')).toBeVisible();
});

test('finds dealers by a part of the name, the number or the AA#', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/dealers');
  const list = table(page, 'Dealers');
  await settled(list);
  const dealer = (await serverList<DealerRow>(page, token, 'dealers', 'site=DAL&per_page=1&page=12&filters[0]=auction_access|notnull|')).data[0];
  if (!dealer?.auction_access) throw new Error('no dealer with an AA# to search for');

  await search(page, 'dealers', dealer.dealer_num);
  await expect.poll(() => searchOf(page).q).toBe(dealer.dealer_num);
  await settled(list);
  expect(await columnTexts(list, 'ID')).toContain(String(dealer.dealer_id));
  expect(await columnTexts(list, 'Number')).toContain(dealer.dealer_num);

  await search(page, 'dealers', dealer.auction_access);
  await expect.poll(() => searchOf(page).q).toBe(dealer.auction_access);
  await settled(list);
  expect(await columnTexts(list, 'ID')).toContain(String(dealer.dealer_id));

  const part = dealer.dealer_name.split(' ')[0]?.toLowerCase() ?? '';
  await search(page, 'dealers', part);
  await expect.poll(() => searchOf(page).q).toBe(part);
  await settled(list);
  const names = await columnTexts(list, 'Name');
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain(part);

  // A name stored with a typographic apostrophe (“Laura’s Used Cars”) is found by the one a keyboard types.
  const owned = (
    await serverList<DealerRow>(page, token, 'dealers', `site=DAL&per_page=1&filters[0]=dealer_name|like|${encodeURIComponent('\u2019s Used Cars')}`)
  ).data[0];
  if (!owned) throw new Error('no dealer named with an apostrophe');
  const typed = owned.dealer_name.replace('\u2019', "'");
  await search(page, 'dealers', typed);
  await expect.poll(() => searchOf(page).q).toBe(typed);
  await settled(list);
  expect(await columnTexts(list, 'Name')).toContain(owned.dealer_name);
});

test('finds gate passes by the dealer or the vehicle last 6, with the Open status kept', async ({ page }) => {
  const token = await openAs(page, 'clerk', '/auction/reports/gate-pass-open');
  const list = table(page, 'Open Gate Passes');
  await settled(list);
  const open = await serverList<PassRow>(page, token, 'gate_passes3', 'site=DAL&with[]=vehicle&with[]=dealer&per_page=1&page=5&filters[0]=gate_status|eq|O');
  const pass = open.data[0];
  if (!pass?.dealer) throw new Error('no open pass with a dealer to search for');

  await search(page, 'gate passes', pass.vehicle.last6);
  await expect.poll(() => searchOf(page).q).toBe(pass.vehicle.last6);
  await settled(list);
  expect(await columnTexts(list, 'Gate Pass')).toContain(String(pass.gate_pass_id));
  for (const last6 of await columnTexts(list, 'Last 6')) expect(last6).toBe(pass.vehicle.last6);

  await search(page, 'gate passes', pass.dealer.dealer_num);
  await expect.poll(() => searchOf(page).q).toBe(pass.dealer.dealer_num);
  await settled(list);
  expect(await columnTexts(list, 'Gate Pass')).toContain(String(pass.gate_pass_id));
  await expect(page.getByRole('listitem').filter({ hasText: 'Gate Status: Open' })).toBeVisible();
});
