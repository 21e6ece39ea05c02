/**
 * Saved views (issue 17; ADR 0038) on the vehicles list against the reference server: the
 * current filters and sort saved under a name, reopened from the list, a missing or taken name
 * refused with a clear message, a view deleted, and none of it seen by the next user of the
 * tablet. Every list has them from its declaration; the open gate passes show it once more.
 */
import { expect, test, type Page } from '@playwright/test';
import { submitSignIn, demoUsers } from './fixtures';
import { openAs, table } from './list-helpers';
import { smallTargets } from './touch-targets';
import { expectNoViolationsWithin } from './axe-within';

const views = (page: Page) => page.getByRole('group', { name: 'Saved views' });
const saveView = (page: Page) => page.getByRole('button', { name: 'Save view', exact: true });

/** Opens Save view, types the name and saves; the dialog is left open when the name is refused. */
async function saveAs(page: Page, name: string): Promise<void> {
  await saveView(page).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save view' }).click();
}

test('saves the filters and sort under a name, reopens them, refuses a missing or taken name, deletes a view', async ({ page }) => {
  await openAs(page, 'inspector', '/vehicles');
  const vehicles = table(page, 'Vehicles');
  await expect(vehicles).toBeVisible();

  // Filter and sort as a person does: Active Vehicle Y, sorted by Make.
  await page.getByRole('combobox', { name: 'Active Vehicle' }).selectOption('Y');
  await expect(page.getByRole('button', { name: 'Remove filter Active Vehicle: Y Active' })).toBeVisible();
  await vehicles.getByRole('button', { name: 'Make' }).click();
  await expect(page).toHaveURL(/sort=automake/);

  // No name: refused, with the reason on the field.
  await saveView(page).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expectNoViolationsWithin(page, '[role=dialog]');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog.getByText('Enter a name for the view.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Active by make');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('View “Active by make” saved.')).toBeVisible();
  const view = views(page).getByRole('button', { name: 'Active by make', exact: true });
  await expect(view).toHaveAttribute('aria-pressed', 'true');

  // Back to the plain list: the view is offered, not shown; opening it brings back its filters and sort.
  await page.goto('/vehicles');
  await expect(page.getByRole('button', { name: 'Remove filter Active Vehicle: Y Active' })).toBeHidden();
  await expect(view).toHaveAttribute('aria-pressed', 'false');
  await view.click();
  await expect(page).toHaveURL(/active=Y/);
  await expect(page).toHaveURL(/sort=automake/);
  await expect(page.getByRole('button', { name: 'Remove filter Active Vehicle: Y Active' })).toBeVisible();
  await expect(vehicles.getByRole('columnheader', { name: 'Make' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(view).toHaveAttribute('aria-pressed', 'true');

  // A taken name, in another case: refused, not replaced.
  await saveAs(page, 'ACTIVE BY MAKE');
  await expect(dialog.getByText('A view named “Active by make” already exists. Choose another name, or delete that view first.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(views(page).getByRole('listitem')).toHaveCount(1);

  // The row of views: no violation, every control big enough for a finger (an inspector's screen).
  await expectNoViolationsWithin(page, '[aria-label="Saved views"]');
  expect(await smallTargets(page, 44, '[aria-label="Saved views"]')).toEqual([]);

  // Deleted after a question; the list itself stays as it is.
  await views(page).getByRole('button', { name: 'Delete view Active by make' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete this view?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Delete view' }).click();
  await expect(views(page).getByRole('listitem')).toHaveCount(0);
  await expect(page).toHaveURL(/active=Y/);
  await page.reload();
  await expect(saveView(page)).toBeVisible();
  await expect(views(page).getByRole('button', { name: 'Active by make' })).toHaveCount(0);
});

test('from the keyboard, a deleted view’s place goes to the next view, then to Save view (ADR 0102)', async ({ page }) => {
  await openAs(page, 'inspector', '/vehicles');
  await expect(table(page, 'Vehicles')).toBeVisible();
  for (const name of ['Desk one', 'Desk two']) {
    await saveAs(page, name);
    await expect(page.getByText(`View “${name}” saved.`)).toBeVisible();
  }
  const remove = async (name: string) => {
    await views(page)
      .getByRole('button', { name: `Delete view ${name}` })
      .focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: 'Delete this view?' });
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Delete view' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(views(page).getByRole('button', { name, exact: true })).toHaveCount(0);
  };
  await remove('Desk one');
  await expect(views(page).getByRole('button', { name: 'Desk two', exact: true })).toBeFocused();
  await remove('Desk two');
  await expect(saveView(page)).toBeFocused();
});

test('another user of the same tablet never sees them: sign-out deletes them', async ({ page }) => {
  await openAs(page, 'inspector', '/auction/reports/gate-pass-open');
  await page.getByRole('button', { name: /^Remove filter Gate Status/ }).click();
  await expect(page).toHaveURL(/status=all/);
  await saveAs(page, 'Every status');
  await expect(views(page).getByRole('button', { name: 'Every status', exact: true })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lot-console.saved-views.')))).toHaveLength(1);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lot-console.saved-views.')))).toEqual([]);

  await submitSignIn(page, demoUsers.clerk);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/auction/reports/gate-pass-open');
  await expect(saveView(page)).toBeVisible();
  await expect(views(page).getByRole('button', { name: 'Every status' })).toHaveCount(0);
});
