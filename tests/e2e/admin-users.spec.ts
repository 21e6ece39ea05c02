/**
 * Cloud Users against the reference server: the list in its default order (admins, cloud
 * users, auction users), its filters, sorts and pages; the edit form's Save Changes
 * rules, the API Settings checkboxes, what is sent and what the server then holds; the
 * server's refusals with everything typed kept; no connection.
 *
 * Serial: the edit test changes a user the list test reads.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet, nextRequestBody } from './admin-helpers';
import { bodyRows, columnTexts, openAsAdmin, type ServerPage, settled, table } from './list-helpers';

test.describe.configure({ mode: 'serial' });

interface User {
  id: number;
  name: string;
  email: string | null;
  premise_user: number;
  is_cloud_user: number;
  is_global_admin: number;
}

const users = (page: Page) => table(page, 'Cloud Users');

async function userByEmail(page: Page, token: string, email: string): Promise<User> {
  const found = await apiGet<ServerPage<User>>(page, token, `/v3/admin/users?filters[0]=${encodeURIComponent(`email|eq|${email}`)}`);
  expect(found.data).toHaveLength(1);
  return found.data[0] as User;
}

test('lists the users admins first, then cloud users, then auction users, by name; filters, sorts and pages', async ({ page }) => {
  const token = await openAsAdmin(page, '/users');
  const list = users(page);
  await settled(list);
  await expect(page.getByRole('heading', { level: 1, name: 'Cloud Users' })).toBeVisible();
  const expected = await apiGet<ServerPage<User>>(
    page,
    token,
    '/v3/admin/users?per_page=10&order_by[]=is_global_admin|desc&order_by[]=premise_user|asc&order_by[]=name|asc',
  );
  expect(await columnTexts(list, 'Name')).toEqual(expected.data.map((user) => user.name));
  const settings = await columnTexts(list, 'API Settings');
  const rank = (text: string) => (text.includes('Cloud Admin') ? 0 : text.includes('Cloud User') ? 1 : 2);
  expect(settings.map(rank)).toEqual([...settings.map(rank)].sort());
  expect(settings[0]).toBe('Cloud Admin, Cloud User');
  await expect(list.getByRole('columnheader', { name: 'API Settings' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText(`1–10 of ${expected.total} users`)).toBeVisible();

  // Page 2 holds the rest.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/users\?page=2$/);
  await settled(list);
  await expect(bodyRows(list)).toHaveCount(expected.total - 10);

  // The text filter, on Enter, back on page 1.
  const text = page.getByRole('textbox', { name: 'Name, e-mail or username' });
  await text.fill('OKAFOR');
  await text.press('Enter');
  await expect(page).toHaveURL(/\/users\?q=OKAFOR$/);
  await settled(list);
  expect(await columnTexts(list, 'Email Address')).toEqual(['sam.okafor@example.com']);
  await text.fill('');
  await text.press('Enter');
  await expect(page).toHaveURL(/\/users$/);

  // The API Settings choice.
  const auction = await apiGet<ServerPage<User>>(page, token, '/v3/admin/users?per_page=25&filters[0]=premise_user|eq|1');
  await page.getByRole('combobox', { name: 'API Settings' }).selectOption('Auction User');
  await expect(page).toHaveURL(/\/users\?settings=auction$/);
  await settled(list);
  expect(new Set(await columnTexts(list, 'API Settings'))).toEqual(new Set(['Auction User']));
  await expect(page.getByText(`of ${auction.total} users`)).toBeVisible();

  // Sorting by name, then back to the default order from the API Settings header.
  const byName = await apiGet<ServerPage<User>>(page, token, '/v3/admin/users?per_page=10&order_by[]=name|asc&filters[0]=premise_user|eq|1');
  await list.getByRole('button', { name: 'Name', exact: true }).click();
  await expect(list.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  await settled(list);
  expect(await columnTexts(list, 'Name')).toEqual(byName.data.map((user) => user.name));
  await list.getByRole('button', { name: 'API Settings' }).click();
  await expect(list.getByRole('columnheader', { name: 'API Settings' })).toHaveAttribute('aria-sort', 'descending');

  // A row opens the user's edit form.
  const first = bodyRows(list).first();
  const name = (await first.locator('td').first().innerText()).trim();
  await first.locator('td').nth(2).click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('edits a user: Save Changes only once something changed, the API Settings rules, only the changed fields sent, and the server holds them', async ({
  page,
}) => {
  const token = await openAsAdmin(page, '/users');
  const sam = await userByEmail(page, token, 'sam.okafor@example.com');
  await page.goto(`/users/${sam.id}`);
  const form = page.getByRole('form', { name: `Edit ${sam.name}` });
  const save = form.getByRole('button', { name: 'Save Changes' });
  const name = form.getByRole('textbox', { name: /^Name/ });
  await expect(name).toHaveValue(sam.name);
  await expect(form.getByRole('textbox', { name: 'Email Address' })).toHaveValue('sam.okafor@example.com');
  await expect(save).toBeDisabled();

  // Something changed, then changed back: disabled again.
  await name.fill('Sam A. Okafor');
  await expect(save).toBeEnabled();
  await name.fill(sam.name);
  await expect(save).toBeDisabled();

  // The checkbox rules as a person clicks them (labels).
  const box = (label: string) => form.getByRole('checkbox', { name: label });
  const click = (label: string) => form.getByText(label, { exact: true }).click();
  await expect(box('Cloud User')).toBeChecked();
  await click('Auction User'); // ticking Auction User clears Cloud User and Cloud Admin
  await expect(box('Auction User')).toBeChecked();
  await expect(box('Cloud User')).not.toBeChecked();
  await click('Cloud Admin'); // ticking Cloud Admin clears Auction User and sets Cloud User
  await expect(box('Cloud Admin')).toBeChecked();
  await expect(box('Cloud User')).toBeChecked();
  await expect(box('Auction User')).not.toBeChecked();
  await click('Cloud User'); // unticking Cloud User switches Auction User on and Cloud Admin off
  await expect(box('Auction User')).toBeChecked();
  await expect(box('Cloud User')).not.toBeChecked();
  await expect(box('Cloud Admin')).not.toBeChecked();
  await click('Cloud User'); // ticking Cloud User clears Auction User and Cloud Admin
  await expect(box('Cloud User')).toBeChecked();
  await expect(box('Auction User')).not.toBeChecked();
  await expect(save).toBeDisabled();
  await click('Cloud Admin');
  await click('Cloud Admin'); // unticking Cloud Admin changes only that flag
  await expect(box('Cloud User')).toBeChecked();
  await expect(save).toBeDisabled();

  // Make Sam a Cloud Admin with a new name: exactly those two fields are sent.
  await click('Cloud Admin');
  await name.fill('Sam A. Okafor');
  const sent = nextRequestBody(page, 'PUT', new RegExp(`^/v3/admin/users/${sam.id}$`));
  await save.click();
  expect(await sent).toEqual({ name: 'Sam A. Okafor', is_global_admin: 1 });
  await expect(page.getByText('Sam A. Okafor was saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sam A. Okafor' })).toBeVisible();
  const stored = await apiGet<User>(page, token, `/v3/admin/users/${sam.id}`);
  expect(stored).toMatchObject({ name: 'Sam A. Okafor', premise_user: 0, is_cloud_user: 1, is_global_admin: 1 });
  const saved = page.getByRole('form', { name: 'Edit Sam A. Okafor' });
  await expect(saved.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

  // A weak password is refused with the reason; a strong one is sent alone, and works.
  const password = saved.getByLabel('Change Password');
  await password.fill('password');
  await expect(saved.getByText('Password is too weak: add words or characters that are harder to guess')).toBeVisible();
  await expect(saved.getByText('Strength: weak')).toBeVisible();
  await expect(saved.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await password.fill('Gravel tandem orchid 42');
  await expect(saved.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  const sentPassword = nextRequestBody(page, 'PUT', new RegExp(`^/v3/admin/users/${sam.id}$`));
  await saved.getByRole('button', { name: 'Save Changes' }).click();
  expect(await sentPassword).toEqual({ password: 'Gravel tandem orchid 42' });
  await expect(page.getByText('Sam A. Okafor was saved, with the new password.')).toBeVisible();
  const signIn = await page.request.post('/v3/authentication', {
    data: { username: 'sam.okafor@example.com', password: 'Gravel tandem orchid 42' },
    headers: { 'mobile-version': '-1' },
  });
  expect(signIn.status()).toBe(200);

  await page.getByRole('link', { name: '← All Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
});

test('leaving a user with unsaved changes asks first: Stay keeps them, Leave drops them; a reload gets the browser warning', async ({ page }) => {
  const token = await openAsAdmin(page, '/users');
  const chris = await userByEmail(page, token, 'jordan.blake@example.com');
  await page.goto(`/users/${chris.id}`);
  const form = page.getByRole('form', { name: `Edit ${chris.name}` });
  const name = form.getByRole('textbox', { name: 'Name' });
  await name.fill('Chris Ortega-Diaz');

  // The link back asks; Stay keeps the page and what was typed.
  await page.getByRole('link', { name: '← All Users' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toContainText('The changes on this page have not been saved. If you leave, they are lost.');
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/users/${chris.id}$`));
  await expect(name).toHaveValue('Chris Ortega-Diaz');

  // A reload gets the browser's own warning (dismissed: the page and the text stay).
  const warnings: string[] = [];
  page.once('dialog', (dialog) => {
    warnings.push(dialog.type());
    void dialog.dismiss();
  });
  await page.reload({ timeout: 3_000 }).catch(() => undefined);
  expect(warnings).toEqual(['beforeunload']);
  await expect(name).toHaveValue('Chris Ortega-Diaz');

  // The menu asks too; Leave goes, and nothing was saved.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Site Management' }).click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/siteconfig$/);
  expect((await apiGet<User>(page, token, `/v3/admin/users/${chris.id}`)).name).toBe(chris.name);

  // Without changes nothing is asked.
  await page.goto(`/users/${chris.id}`);
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(chris.name);
  await page.getByRole('link', { name: '← All Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
});

test('a refusal keeps what was typed and shows the server message; problems are named before saving; no connection is said', async ({ page, context }) => {
  const token = await openAsAdmin(page, '/users');
  const priya = await userByEmail(page, token, 'priya.natarajan@example.com');
  await page.goto(`/users/${priya.id}`);
  const form = page.getByRole('form', { name: `Edit ${priya.name}` });
  const email = form.getByRole('textbox', { name: 'Email Address' });
  const save = form.getByRole('button', { name: 'Save Changes' });

  await email.fill('priya@');
  await expect(form.getByText('Email Address is not a valid e-mail address')).toBeVisible();
  await expect(save).toBeDisabled();

  await email.fill('admin@example.com');
  await save.click();
  await expect(form.getByRole('alert')).toHaveText('Not saved: Another user has that e-mail address');
  await expect(email).toHaveValue('admin@example.com');
  expect((await apiGet<User>(page, token, `/v3/admin/users/${priya.id}`)).email).toBe('priya.natarajan@example.com');

  // Neither box ticked: the form asks for one.
  await form.getByText('Cloud User', { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'Auction User' })).toBeChecked();
  await form.getByText('Auction User', { exact: true }).click();
  await expect(form.getByText('Choose Auction User or Cloud User')).toBeVisible();
  await expect(save).toBeDisabled();

  // One's own Cloud Admin rights stay.
  await page.goto('/users/1');
  const own = page.getByRole('form', { name: 'Edit Avery Admin' });
  await own.getByText('Cloud Admin', { exact: true }).click();
  await expect(own.getByText('You cannot remove your own Cloud Admin rights: ask another admin')).toBeVisible();
  await expect(own.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

  // No connection: the screen says so and cannot save.
  await own.getByText('Cloud Admin', { exact: true }).click();
  await own.getByRole('textbox', { name: /^Name/ }).fill('Avery Q. Admin');
  await context.setOffline(true);
  await expect(page.getByText('The cloud users need a connection to the server. Nothing can be loaded or saved until it returns.')).toBeVisible();
  await expect(own.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await context.setOffline(false);
  await expect(own.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});
