/**
 * The keyboard at the desk (issue 17, ADR 0034): in a list, the rows take the focus one at a
 * time (roving focus: one row in the tab order, with a visible focus ring); Up, Down, Home and
 * End move between them; Enter opens the focused row (its link, or the screen's row action);
 * Escape closes the dialog it opened and the focus returns to the row; `?` lists the keys,
 * except while typing in a field.
 */
import { expect, test } from '@playwright/test';
import { axe } from './axe-within';
import { bodyRows, openAs, openAsAdmin, serverList, settled, table } from './list-helpers';

test('arrows, Home and End move the focus between rows, and Enter opens the focused vehicle', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/vehicles');
  const list = table(page, 'Vehicles');
  await settled(list);
  const expected = await serverList<{ vehicle_id: number }>(page, token, 'vehicles', 'site=DAL&per_page=10&order_by[]=vehicle_id|desc');
  const rows = bodyRows(list);

  // Down from the table's scroll region (or a header) reaches the first row: the only row in the tab order.
  await page.getByRole('region', { name: 'Vehicles table' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(0)).toBeFocused();
  await expect(rows.nth(0)).toHaveAttribute('tabindex', '0');
  await expect(rows.nth(1)).toHaveAttribute('tabindex', '-1');
  // The focus ring is drawn (keyboard focus).
  expect(await rows.nth(0).evaluate((row) => getComputedStyle(row).outlineStyle)).toBe('solid');

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(rows.nth(9)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(9)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  // The row last focused is the one in the tab order now.
  await expect(rows.nth(1)).toHaveAttribute('tabindex', '0');
  await expect(rows.nth(0)).toHaveAttribute('tabindex', '-1');

  await page.keyboard.press('Enter');
  const second = expected.data[1]?.vehicle_id;
  await expect(page).toHaveURL(new RegExp(`/vehicles/${second}$`));
});

test('back from a record, by its Back link or the browser’s Back, the focus is on the row it was opened from', async ({ page }) => {
  await openAs(page, 'inspector', '/dealers');
  const list = table(page, 'Dealers');
  await settled(list);
  const rows = bodyRows(list);
  // Opened with a click on the row's name (its link).
  const third = rows.nth(2);
  const name = (await third.getByRole('link').first().textContent()) ?? '';
  await third.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dealers\/\d+$/);
  await page.getByRole('link', { name: '← All Dealers' }).click();
  await settled(list);
  await expect(rows.nth(2)).toBeFocused();
  await expect(rows.nth(2)).toContainText(name);
  await expect(rows.nth(2)).toHaveAttribute('tabindex', '0');

  // Opened from the keyboard (Enter on the fifth row), back with the browser's Back.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(4)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dealers\/\d+$/);
  await page.goBack();
  await settled(list);
  await expect(rows.nth(4)).toBeFocused();
});

test('? lists the keys in a dialog that passes axe, Escape closes it, and ? typed in a field is text', async ({ page }) => {
  await openAs(page, 'clerk', '/vehicles');
  const list = table(page, 'Vehicles');
  await settled(list);
  await list.getByRole('button', { name: 'ID' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const row = bodyRows(list).nth(1);
  await expect(row).toBeFocused();

  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  for (const [key, does] of [
    ['Slash', 'Go to the list’s search box'],
    ['Up or Down arrow', 'Move to the row above or below'],
    ['Home or End', 'Move to the first or last row'],
    ['Enter', 'Open the row'],
    ['Escape', 'Close a dialog'],
    ['Question mark', 'Show these keys'],
  ]) {
    await expect(dialog.getByRole('row', { name: `${key} ${does}` })).toBeVisible();
  }
  const { violations } = await axe(page).include('[role="dialog"]').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeFocused();

  // In the search box, ? is a character.
  const search = page.getByRole('searchbox', { name: 'Search vehicles' });
  await search.focus();
  await page.keyboard.press('?');
  await expect(search).toHaveValue('?');
  await expect(dialog).toHaveCount(0);
});

test('Enter on a log row opens its dialog, Escape closes it and the focus is back on the row', async ({ page }) => {
  await openAsAdmin(page, '/apibadgelogs');
  const list = table(page, 'Badge Logs');
  await settled(list);
  await page.getByRole('region', { name: 'Badge Logs table' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const row = bodyRows(list).nth(1);
  await expect(row).toBeFocused();
  const id = (await row.locator('td').first().innerText()).trim();

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Badge Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(new RegExp(`\\b${id}\\b`)).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeFocused();
});
