/** The open gate pass report against the reference server: logo, filters, sorting, paging, unknown report types. */
import { expect, test, type Page } from '@playwright/test';
import { bodyRows, columnTexts, openAs, searchOf, serverList, settled, table } from './list-helpers';

interface PassRow {
  gate_pass_id: number;
  vehicle: { last6: string };
  dealer: { dealer_num: string; dealer_name: string };
  last_user: { username: string };
}

const passes = (page: Page) => table(page, 'Open Gate Passes');
const query = (entries: [string, string][]) =>
  new URLSearchParams([['site', 'DAL'], ['with[]', 'vehicle'], ['with[]', 'dealer'], ['with[]', 'last_user'], ...entries]).toString();

const openOnly: [string, string] = ['filters[0]', 'gate_status|eq|O'];

test('shows the site logo and the newest open gate passes, 10 a page', async ({ page }) => {
  const token = await openAs(page, 'clerk', '/auction/reports/gate-pass-open');
  const expected = await serverList<PassRow>(page, token, 'gate_passes3', query([['per_page', '10'], openOnly]));
  await expect(page.getByRole('heading', { level: 1, name: 'Open Gate Passes' })).toBeVisible();
  const logo = page.getByRole('img', { name: 'Dallas Auto Auction logo' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const list = passes(page);
  await settled(list);
  expect(await columnTexts(list, 'Gate Pass')).toEqual(expected.data.map((row) => String(row.gate_pass_id)));
  await expect(page.getByText(`1–10 of ${expected.total} gate passes`)).toBeVisible();
});

test('at a desk (1440 wide) every column fits: no sideways scroll, the notes in view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, 'clerk', '/auction/reports/gate-pass-open');
  const list = passes(page);
  await settled(list);
  const fits = await list.evaluate((table: HTMLTableElement) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0));
  expect(fits).toBe(true);
  await expect(page.getByRole('columnheader', { name: 'Notes' })).toBeInViewport({ ratio: 1 });
});

test('filters by gate status (loaded from the server), vehicle last 6, dealer and last user; sorts and pages', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/auction/reports/gate-pass-open?page=3');
  const list = passes(page);
  await settled(list);

  const status = page.getByRole('combobox', { name: 'Gate Status' });
  await expect(status.getByRole('option')).toHaveText(['Choose Option', 'Closed', 'Hold', 'Open', 'Printed', 'Released to transporter', 'Void']);
  await expect(status).toHaveValue('O');
  await status.selectOption({ label: 'Closed' });
  await expect(page).toHaveURL(/\?status=C$/);
  await settled(list);
  expect(new Set(await columnTexts(list, 'Gate Status'))).toEqual(new Set(['Closed']));
  await page.getByRole('button', { name: 'Last Modified' }).click();
  await expect(page.getByRole('columnheader', { name: 'Last Modified' })).toHaveAttribute('aria-sort', 'ascending');
  expect(searchOf(page)).toEqual({ status: 'C', sort: 'last_modified_date', dir: 'asc' });
  await status.selectOption({ label: 'Choose Option' });
  await page.getByRole('button', { name: 'Gate Pass' }).click();
  await expect(page.getByRole('columnheader', { name: 'Gate Pass' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/gate-pass-open\?status=all$/);
  await settled(list);

  const sample = (
    await serverList<PassRow>(
      page,
      token,
      'gate_passes3',
      query([
        ['per_page', '1'],
        ['page', '7'],
      ]),
    )
  ).data[0] as PassRow;

  await page.getByRole('textbox', { name: 'Vehicle Last 6' }).fill(sample.vehicle.last6);
  await page.getByRole('textbox', { name: 'Vehicle Last 6' }).press('Enter');
  await settled(list);
  expect(new Set(await columnTexts(list, 'Last 6'))).toEqual(new Set([sample.vehicle.last6]));
  await page.getByRole('textbox', { name: 'Vehicle Last 6' }).fill('');
  await page.getByRole('textbox', { name: 'Vehicle Last 6' }).press('Enter');

  // Dealer: a number matches exactly, or a part of the name.
  const byDealer = await serverList<PassRow>(page, token, 'gate_passes3', query([['filters[0]', `dealer.dealer_num|eq|${sample.dealer.dealer_num}`]]));
  await page.getByRole('textbox', { name: 'Dealer' }).fill(sample.dealer.dealer_num);
  await page.getByRole('textbox', { name: 'Dealer' }).press('Enter');
  await settled(list);
  await expect(page.getByText(new RegExp(`of ${byDealer.total} gate passes`))).toBeVisible();
  expect(new Set(await columnTexts(list, 'Dealer#'))).toEqual(new Set([sample.dealer.dealer_num]));
  await page.getByRole('textbox', { name: 'Dealer' }).fill('motors');
  await page.getByRole('textbox', { name: 'Dealer' }).press('Enter');
  await settled(list);
  for (const name of await columnTexts(list, 'Dealer')) expect(name.toLowerCase()).toContain('motors');

  await page.getByRole('textbox', { name: 'Last User' }).fill(sample.last_user.username);
  await page.getByRole('textbox', { name: 'Last User' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`dealer=motors&user=${sample.last_user.username}$`));
  await settled(list);
  for (const user of await columnTexts(list, 'Last User')) expect(user).toContain(sample.last_user.username);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/gate-pass-open\?status=all$/);
  await settled(list);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^11–20 of/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^11–20 of/)).toBeVisible();
  await page.goBack();
  await expect(page.getByText(/^1–10 of/)).toBeVisible();
});

test('opens on the open passes only, with Open as a removable filter that widens the report to every status', async ({ page }) => {
  const token = await openAs(page, 'clerk', '/auction/reports/gate-pass-open');
  const open = await serverList<PassRow>(page, token, 'gate_passes3', query([['per_page', '1'], openOnly]));
  const all = await serverList<PassRow>(page, token, 'gate_passes3', query([['per_page', '1']]));
  expect(open.total).toBeLessThan(all.total);
  const list = passes(page);
  await settled(list);
  await expect(page.getByText(`1–10 of ${open.total} gate passes`)).toBeVisible();
  expect(new Set(await columnTexts(list, 'Gate Status'))).toEqual(new Set(['Open']));
  const chips = page.getByRole('list', { name: 'Applied filters' });
  await expect(chips.getByRole('listitem')).toHaveText(['Gate Status: Open']);

  await chips.getByRole('button', { name: 'Remove filter Gate Status: Open' }).click();
  await expect(page).toHaveURL(/\?status=all$/);
  await expect(page.getByText(`1–10 of ${all.total} gate passes`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Gate Status' })).toHaveValue('');
  await expect(chips).toHaveCount(0);
  // The widened report is a link like any filtered view, and Back returns to the open passes.
  await page.reload();
  await expect(page.getByText(`1–10 of ${all.total} gate passes`)).toBeVisible();
  await page.goBack();
  await expect(page.getByText(`1–10 of ${open.total} gate passes`)).toBeVisible();
  await expect(page).toHaveURL(/gate-pass-open$/);
});

test('a report type that does not exist says so', async ({ page }) => {
  await openAs(page, 'clerk', '/auction/reports/gate-pass-closed');
  await expect(page.getByRole('heading', { level: 1, name: 'Unknown report' })).toBeVisible();
  await expect(page.getByText('There is no report named “gate-pass-closed”.')).toBeVisible();
  await page.getByRole('link', { name: 'Open Gate Passes' }).last().click();
  await expect(page).toHaveURL(/\/auction\/reports\/gate-pass-open$/);
  await settled(passes(page));
  await expect(bodyRows(passes(page))).toHaveCount(10);
});
