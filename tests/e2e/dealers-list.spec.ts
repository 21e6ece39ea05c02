/** The dealers list against the reference server: sorts, the city filter, paging, the URL state, the links. */
import { expect, test, type Page } from '@playwright/test';
import { bodyRows, columnTexts, openAs, searchOf, serverList, settled, table } from './list-helpers';

interface DealerRow {
  dealer_id: number;
  dealer_name: string;
  dealer_num: string;
  reps_count: number;
  addr1_city: string;
}

const dealers = (page: Page) => table(page, 'Dealers');
const query = (entries: [string, string][]) => new URLSearchParams([['site', 'DAL'], ['withCount[]', 'reps'], ...entries]).toString();

test('opens sorted by ID descending with rep counts, and sorts by Number, Name and AA#', async ({ page }) => {
  const token = await openAs(page, 'clerk', '/dealers');
  const expected = await serverList<DealerRow>(page, token, 'dealers', query([['per_page', '10']]));
  const list = dealers(page);
  await settled(list);
  await expect(page.getByRole('heading', { level: 1, name: 'Dealers' })).toBeVisible();
  await expect(list.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'descending');
  expect(await columnTexts(list, 'ID')).toEqual(expected.data.map((row) => String(row.dealer_id)));
  expect(await columnTexts(list, 'Reps')).toEqual(expected.data.map((row) => String(row.reps_count)));
  await expect(page.getByText(`1–10 of ${expected.total} dealers`)).toBeVisible();

  const byName = await serverList<DealerRow>(
    page,
    token,
    'dealers',
    query([
      ['per_page', '10'],
      ['order_by[]', 'dealer_name|asc'],
    ]),
  );
  await list.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/\?sort=dealer_name&dir=asc$/);
  await settled(list);
  expect(await columnTexts(list, 'Name')).toEqual(byName.data.map((row) => row.dealer_name));
  for (const header of ['Number', 'AA#']) {
    await list.getByRole('button', { name: header, exact: true }).click();
    await expect(list.getByRole('columnheader', { name: header, exact: true })).toHaveAttribute('aria-sort', 'ascending');
    await settled(list);
  }
  const numbers = await columnTexts(list, 'AA#');
  expect(numbers).toEqual([...numbers].sort());
});

test('filters by city on Enter, pages, keeps the state across a reload and Back, and opens a dealer from its row or its reps', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/dealers?page=2');
  const list = dealers(page);
  await settled(list);
  const city = await serverList<DealerRow>(
    page,
    token,
    'dealers',
    query([
      ['filters[0]', 'addr1_city|like|dallas'],
      ['per_page', '10'],
    ]),
  );
  expect(city.total).toBeGreaterThan(10);

  const box = page.getByRole('textbox', { name: 'City' });
  await box.fill('dallas');
  await expect(page).toHaveURL(/\?page=2$/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\?city=dallas$/);
  await settled(list);
  expect(new Set(await columnTexts(list, 'City'))).toEqual(new Set(['Dallas']));
  await expect(page.getByText(`1–10 of ${city.total} dealers`)).toBeVisible();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\?city=dallas&page=2$/);
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('5');
  expect(searchOf(page)).toEqual({ city: 'dallas', per_page: '5' });
  await settled(list);
  await expect(bodyRows(list)).toHaveCount(5);
  await page.reload();
  await settled(dealers(page));
  await expect(bodyRows(dealers(page))).toHaveCount(5);
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('dallas');
  await page.goBack();
  await expect(page).toHaveURL(/\?city=dallas&page=2$/);
  // Page 2 at 10 a page, not the 5-row page shown a moment ago.
  await settled(dealers(page));
  await expect(bodyRows(dealers(page))).toHaveCount(Math.min(10, city.total - 10));

  // The Reps count opens the dealer's Reps tab; a click elsewhere on a row opens the dealer.
  const first = bodyRows(dealers(page)).first();
  const id = (await first.locator('td').first().innerText()).trim();
  await first.getByRole('link', { name: /reps of/ }).click();
  await expect(page).toHaveURL(`/dealers/${id}?tab=reps`);
  await page.goBack();
  await settled(dealers(page));
  await bodyRows(dealers(page)).first().locator('td').nth(5).click();
  await expect(page).toHaveURL(`/dealers/${id}`);
});

test('a city that matches nothing says so and offers to clear the filters', async ({ page }) => {
  await openAs(page, 'clerk', '/dealers?city=Atlantis');
  await expect(page.getByText('No dealers match the filters.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Filter dealers' }).getByText('City', { exact: true })).toHaveCSS('font-weight', '700');
  await page.getByRole('table', { name: 'Dealers' }).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/dealers$/);
  await settled(dealers(page));
  await expect(bodyRows(dealers(page))).toHaveCount(10);
});
