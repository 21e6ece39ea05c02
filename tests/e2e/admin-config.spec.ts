/**
 * API Config (/config2) and the original /config page against the reference server:
 * the site buttons, the name/description filter and its chip, refresh,
 * the item count; editing values by type (and what the server then holds); a site copy of
 * a global config; the original page's greeting, buttons, loading and "ERROR: {error}".
 *
 * The tests share the suite's one database, so each starts from what the server holds, not
 * from the seed: an edit types a value other than the current one, and a copy picks a config
 * the site has no value of yet. A retry, or a second run on the same database, then finds
 * nothing left over in its way. They run one after the other (not side by side) because the
 * list test compares the screen with the server while the others write; a failed one is
 * retried alone. The edits change global values, so repeats of this file (--repeat-each) must
 * run in one worker (--workers 1): two copies of one edit side by side would each overwrite
 * the other's value.
 */
import { expect, type Page } from '@playwright/test';
import { apiGet, snackbar } from './admin-helpers';
import { expectNoViolationsWithin } from './axe-within';
import { addFault, test } from './fixtures';
import { bodyRows, columnTexts, openAsAdmin, type ServerPage, settled, table } from './list-helpers';

test.describe.configure({ mode: 'default' });

interface Config {
  id: number;
  name: string;
  description: string | null;
  type: 'global' | 'site';
  type_id: number | null;
  value_type: string;
  value: string | null;
  site: { code: string } | null;
}

const configs = (page: Page) => table(page, 'Configs');
const q = (...filters: string[]) => filters.map((filter, index) => `filters[${index}]=${encodeURIComponent(filter)}`).join('&');

async function globalConfig(page: Page, token: string, name: string): Promise<Config> {
  const found = await apiGet<ServerPage<Config>>(page, token, `/v3/admin/config?${q(`name|eq|${name}`, 'type|eq|global')}`);
  return found.data[0] as Config;
}

/**
 * A config of the test's own among `names` (globals no other test reads, edits or filters):
 * the first one `site` has no value of yet, starting at the run's own place in the list, so a
 * repeat running beside this run picks another.
 */
async function withoutSiteValue(page: Page, token: string, site: string, names: readonly string[]): Promise<Config> {
  const own = await apiGet<ServerPage<Config>>(page, token, `/v3/admin/config?per_page=2000&${q(`site.code|eq|${site}`)}`);
  const { repeatEachIndex, retry } = test.info();
  const start = repeatEachIndex * 2 + retry;
  const name = [...names.slice(start % names.length), ...names.slice(0, start % names.length)].find(
    (candidate) => !own.data.some((config) => config.name === candidate),
  );
  if (!name) throw new Error(`${site} already has its own value of each of ${names.join(', ')}: reseed the database`);
  return globalConfig(page, token, name);
}

const shown = (value: string | null) => (value === 'true' ? 'True' : value === 'false' ? 'False' : (value ?? ''));

/** The Name cell's first line: the config's name. */
async function names(page: Page): Promise<string[]> {
  return configs(page).locator('tbody tr td:first-child .config-name').allInnerTexts();
}

test('lists every config with its value and global value; the name/description filter with its chip, the site buttons, refresh and the item count', async ({
  page,
}) => {
  const token = await openAsAdmin(page, '/config2');
  const list = configs(page);
  await settled(list);
  await expect(page.getByRole('heading', { level: 1, name: 'API Config' })).toBeVisible();
  const buttons = page.getByRole('group', { name: 'Show the configs of' }).getByRole('button');
  await expect(buttons).toHaveText(['All Configs', 'ATL', 'DAL', 'PHX']);
  await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
  const shown = await bodyRows(list).count();
  await expect(page.getByText(`${shown} items`, { exact: true })).toBeVisible();
  // Globals first, by name.
  const all = await apiGet<ServerPage<Config>>(
    page,
    token,
    '/v3/admin/config?per_page=2000&with[]=site&with[]=global_config&order_by[]=type|asc&order_by[]=type_id|asc&order_by[]=name|asc',
  );
  const globals = all.data.filter((config) => config.type === 'global').map((config) => config.name);
  expect((await names(page)).slice(0, globals.length)).toEqual(globals);
  const phone = bodyRows(list).filter({ hasText: 'support_phone' }).first();
  await expect(phone.locator('td').nth(1)).toHaveText('(800) 555-0142');
  await expect(phone.locator('td').nth(2)).toHaveText('(800) 555-0142');
  const autograde = bodyRows(list).filter({ hasText: 'integration_autograde' }).filter({ hasText: 'Site DAL' });
  await expect(autograde.locator('td').nth(1)).toHaveText('True');
  await expect(autograde.locator('td').nth(2)).toHaveText('False');

  // The filter toggle opens the name/description filter; Enter applies it; the chip removes it.
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const filter = page.getByRole('textbox', { name: 'Name or description' });
  await expect(filter).toBeFocused();
  await filter.fill('Photo');
  await expect(page.getByText('Press Enter to apply')).toBeVisible();
  await filter.press('Enter');
  await expect(page).toHaveURL(/\/config2\?q=Photo$/);
  await settled(list);
  const photo = await apiGet<ServerPage<Config>>(
    page,
    token,
    `/v3/admin/config?per_page=2000&filters[0][]=${encodeURIComponent('name|like|Photo')}&filters[0][]=${encodeURIComponent('description|like|Photo')}`,
  );
  expect(photo.total).toBeGreaterThan(3);
  expect((await names(page)).sort()).toEqual(photo.data.map((config) => config.name).sort());
  await expect(page.getByText(`${photo.total} items`, { exact: true })).toBeVisible();
  // Each row matches by its name or its description.
  for (const row of photo.data) expect(`${row.name} ${row.description ?? ''}`.toLowerCase()).toContain('photo');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(filter).toBeHidden();
  const chip = page.getByRole('button', { name: 'Remove filter Name or description: Photo' });
  await expect(chip).toBeVisible();

  // A site button shows that site's own rows, with the filter kept.
  await page.getByRole('button', { name: 'DAL', exact: true }).click();
  await expect(page).toHaveURL(/\/config2\?q=Photo&site=DAL$|\/config2\?site=DAL&q=Photo$/);
  await expect(page.getByText('No configs match the filters.')).toBeVisible();
  await chip.click();
  await expect(page).toHaveURL(/\/config2\?site=DAL$/);
  await settled(list);
  const dal = await apiGet<ServerPage<Config>>(page, token, `/v3/admin/config?per_page=2000&${q('site.code|eq|DAL')}`);
  expect((await names(page)).sort()).toEqual(dal.data.map((config) => config.name).sort());
  await expect(page.getByText(`${dal.total} items`, { exact: true })).toBeVisible();
  expect(new Set(await list.locator('tbody .config-scope').allInnerTexts())).toEqual(new Set(['Site DAL']));
  await expect(page.getByRole('button', { name: 'DAL', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Refresh asks the server again.
  const again = page.waitForResponse((response) => response.url().includes('/v3/admin/config?') && response.request().method() === 'GET');
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await again).status()).toBe(200);
  await page.getByRole('button', { name: 'All Configs' }).click();
  await expect(page).toHaveURL(/\/config2$/);
});

test('edits values by type: digits only for integers, True/False for booleans, text trimmed; a failed save keeps the value; the server holds each', async ({
  page,
}) => {
  const token = await openAsAdmin(page, '/config2');
  const list = configs(page);
  await settled(list);

  // An integer: what is not digits is refused with the reason, and nothing is sent.
  const height = await globalConfig(page, token, 'report_logo_height');
  const taller = String(Number(height.value) + 8);
  await list.getByRole('button', { name: 'Edit report_logo_height (global)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit report_logo_height' });
  const value = dialog.getByRole('textbox', { name: 'Value' });
  await expect(value).toHaveValue(height.value ?? '');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  for (const typed of ['4.5', '-48', '4 8', 'forty']) {
    await value.fill(typed);
    await expect(dialog.getByText('Digits only: a whole number of 0 or more, without signs, spaces, separators or decimals')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  }
  // Leading zeros are dropped.
  await value.fill(`00${taller}`);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  // A tap beside the dialog does not close it and throw away what was typed.
  await page.mouse.click(5, 700);
  await expect(dialog).toBeVisible();
  await expect(value).toHaveValue(`00${taller}`);

  // The server fails once: the dialog says so and keeps the value.
  await addFault(page.request, { path: `/v3/admin/config/${height.id}`, method: 'PUT', failEvery: 1, status: 500, times: 1 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Not saved: Injected fault 500');
  await expect(value).toHaveValue(`00${taller}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`report_logo_height (Global) is now ${taller}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await globalConfig(page, token, 'report_logo_height')).value).toBe(taller);
  await expect(bodyRows(list).filter({ hasText: 'report_logo_height' }).locator('td').nth(1)).toHaveText(taller);

  // A boolean: True or False; the dialog opens on the current one, and the other is saved.
  const badges = await globalConfig(page, token, 'badge_print_enabled');
  const [current, other] = badges.value === 'true' ? (['True', 'False'] as const) : (['False', 'True'] as const);
  await list.getByRole('button', { name: 'Edit badge_print_enabled (global)' }).click();
  const flag = page.getByRole('dialog', { name: 'Edit badge_print_enabled' });
  await expect(flag.getByRole('combobox', { name: 'Value' })).toHaveValue(current);
  await expect(flag.getByRole('combobox', { name: 'Value' }).locator('option')).toHaveText(['True', 'False']);
  await flag.getByRole('combobox', { name: 'Value' }).selectOption(other);
  await flag.getByRole('button', { name: 'Save' }).click();
  await expect(flag).toBeHidden();
  expect((await globalConfig(page, token, 'badge_print_enabled')).value).toBe(other.toLowerCase());
  await expect(bodyRows(list).filter({ hasText: 'badge_print_enabled' }).locator('td').nth(1)).toHaveText(other);

  // Text, trimmed; Cancel sends nothing.
  const sender = (await globalConfig(page, token, 'report_email_from')).value;
  const newSender = sender === 'condition-reports@example.com' ? 'reports@example.com' : 'condition-reports@example.com';
  await list.getByRole('button', { name: 'Edit report_email_from (global)' }).click();
  const from = page.getByRole('dialog', { name: 'Edit report_email_from' });
  await from.getByRole('textbox', { name: 'Value' }).fill(`  ${newSender}  `);
  await from.getByRole('button', { name: 'Cancel' }).click();
  await expect(from).toBeHidden();
  expect((await globalConfig(page, token, 'report_email_from')).value).toBe(sender);
  await list.getByRole('button', { name: 'Edit report_email_from (global)' }).click();
  await from.getByRole('textbox', { name: 'Value' }).fill(`  ${newSender}  `);
  await from.getByRole('button', { name: 'Save' }).click();
  await expect(from).toBeHidden();
  expect((await globalConfig(page, token, 'report_email_from')).value).toBe(newSender);
});

/** Globals that nothing on the server reads and no other test shows: a site copy of one changes nothing else. */
const copyableFlags = [
  'report_show_costs',
  'gate_pass_require_payment',
  'flumbus_suppress_unchanged',
  'integration_spincar',
  'integration_aa_validation',
  'mobile_force_update',
];
const copyableNumbers = [
  'flumbus_batch_size',
  'vehicle_archive_days',
  'inspection_max_damages',
  'flumbus_retry_limit',
  'session_timeout_minutes',
  'badge_default_credit_limit',
];

test('holds a known config to its domain: the rule is the hint, a value out of it cannot be saved, a choice of words is a select', async ({ page }) => {
  await openAsAdmin(page, '/config2');
  const list = configs(page);
  await settled(list);
  // Nothing is saved: the public location pages read this value.
  await list.getByRole('button', { name: 'Edit location_history_days (global)' }).click();
  const days = page.getByRole('dialog', { name: 'Edit location_history_days' });
  const value = days.getByRole('textbox', { name: 'Value' });
  await expect(days.getByText('A whole number from 1 to 3,650.')).toBeVisible();
  await value.fill('3000000');
  await expect(value).toHaveAccessibleDescription(/A whole number from 1 to 3,650/);
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(days.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoViolationsWithin(page, '[role="dialog"]');
  await value.fill('365');
  await expect(value).not.toHaveAttribute('aria-invalid', 'true');
  await expect(days.getByRole('button', { name: 'Save' })).toBeEnabled();
  await days.getByRole('button', { name: 'Cancel' }).click();
  await expect(days).toBeHidden();

  await list.getByRole('button', { name: 'Edit odometer_default_uom (global)' }).click();
  const unit = page.getByRole('dialog', { name: 'Edit odometer_default_uom' });
  await expect(unit.getByRole('combobox', { name: 'Value' }).locator('option')).toHaveText(['mi', 'km']);
  await expect(unit.getByText('One of mi, km.')).toBeVisible();
  await expectNoViolationsWithin(page, '[role="dialog"]');
  await unit.getByRole('button', { name: 'Cancel' }).click();
  await expect(unit).toBeHidden();
});

test('copies a global config to a site: sites that have their own value are offered disabled, and the server holds the copy', async ({ page }) => {
  const token = await openAsAdmin(page, '/config2');
  const list = configs(page);
  await settled(list);
  // A flag and a number ATL has no value of yet, each copied with a value other than the global one.
  const flag = await withoutSiteValue(page, token, 'ATL', copyableFlags);
  const flagCopy = flag.value === 'true' ? 'False' : 'True';
  const number = await withoutSiteValue(page, token, 'ATL', copyableNumbers);
  const numberCopy = String(Number(number.value) + 10);

  // DAL already has its own integration_autograde.
  await list.getByRole('button', { name: 'Copy to site: integration_autograde' }).click();
  const autograde = page.getByRole('dialog', { name: 'Site value of integration_autograde' });
  await expect(autograde.locator('option', { hasText: 'DAL' })).toBeDisabled();
  await expect(autograde.locator('option', { hasText: 'DAL' })).toContainText('(has its own value)');
  await autograde.getByRole('button', { name: 'Cancel' }).click();

  await list.getByRole('button', { name: `Copy to site: ${flag.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Site value of ${flag.name}` });
  await expect(dialog.getByRole('button', { name: 'Create site value' })).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'Site value' })).toHaveValue(shown(flag.value));
  await dialog.getByRole('combobox', { name: 'Site', exact: true }).selectOption('ATL');
  await dialog.getByRole('combobox', { name: 'Site value' }).selectOption(flagCopy);
  // Enter pressed twice before the dialog shows the first is on its way sends one copy, not a copy and a 409.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v3/admin/config') posts.push(request.url());
  });
  await dialog.locator('form').evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(page.getByText(`ATL now has its own ${flag.name}: ${flagCopy}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(posts).toHaveLength(1);

  const copies = await apiGet<ServerPage<Config>>(page, token, `/v3/admin/config?with[]=site&${q(`name|eq|${flag.name}`, 'site.code|eq|ATL')}`);
  expect(copies.data).toHaveLength(1);
  expect(copies.data[0]).toMatchObject({
    type: 'site',
    value: flagCopy.toLowerCase(),
    value_type: 'boolean',
    description: flag.description,
    site: { code: 'ATL' },
  });

  // Shown on ATL's button, with the global value beside it.
  await page.getByRole('button', { name: 'ATL', exact: true }).click();
  await settled(list);
  const row = bodyRows(list).filter({ hasText: flag.name });
  await expect(row.locator('td').nth(1)).toHaveText(flagCopy);
  await expect(row.locator('td').nth(2)).toHaveText(shown(flag.value));

  // From ATL's view: a new ATL value of a global ATL does not override yet.
  await page.getByRole('button', { name: 'New ATL value' }).click();
  const add = page.getByRole('dialog', { name: 'New ATL value' });
  const choice = add.getByRole('combobox', { name: 'Config' });
  await expect(choice.locator('option', { hasText: number.name })).toHaveCount(1);
  await expect(choice.locator('option', { hasText: flag.name })).toHaveCount(0);
  await choice.selectOption(number.name);
  const width = add.getByRole('textbox', { name: 'Site value' });
  await expect(width).toHaveValue(number.value ?? '');
  await width.fill(`${numberCopy}px`);
  await expect(add.getByText(/^Digits only/)).toBeVisible();
  await expect(add.getByRole('button', { name: 'Create site value' })).toBeDisabled();
  await width.fill(numberCopy);
  await add.getByRole('button', { name: 'Create site value' }).click();
  await expect(add).toBeHidden();
  await expect(bodyRows(list).filter({ hasText: number.name }).locator('td').nth(1)).toHaveText(numberCopy);
  const atlNumber = await apiGet<ServerPage<Config>>(page, token, `/v3/admin/config?${q(`name|eq|${number.name}`, 'site.code|eq|ATL')}`);
  expect(atlNumber.data.map((config) => config.value)).toEqual([numberCopy]);

  // A second copy: ATL is now offered disabled, and the server refuses one with 409. The copies'
  // snackbars, stacked at the top, can cover the view buttons (their width follows the config's
  // name), and a snackbar stays while the pointer is on it: a user waits until they have gone.
  await expect(snackbar(page, /ATL now has its own/)).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('button', { name: 'All Configs' }).click();
  await settled(list);
  await list.getByRole('button', { name: `Copy to site: ${flag.name}` }).click();
  await expect(dialog.locator('option', { hasText: 'ATL' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const second = await page.request.post('/v3/admin/config', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: flag.name, description: flag.description, type: 'site', type_id: copies.data[0]?.type_id, value_type: 'boolean', value: flag.value },
  });
  expect(second.status()).toBe(409);
});

test('the original /config page copies a global config to a site too, with API Config’s dialog', async ({ page }) => {
  const token = await openAsAdmin(page, '/config');
  const list = configs(page);
  await settled(list);
  // From the end of the list: the copy test on API Config takes its flag from the start.
  const flag = await withoutSiteValue(page, token, 'ATL', [...copyableFlags].reverse());
  const copy = flag.value === 'true' ? 'False' : 'True';
  await list.getByRole('button', { name: `Copy to site: ${flag.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Site value of ${flag.name}` });
  await dialog.getByRole('combobox', { name: 'Site', exact: true }).selectOption('ATL');
  await dialog.getByRole('combobox', { name: 'Site value' }).selectOption(copy);
  await dialog.getByRole('button', { name: 'Create site value' }).click();
  await expect(page.getByText(`ATL now has its own ${flag.name}: ${copy}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const copies = await apiGet<ServerPage<Config>>(page, token, `/v3/admin/config?with[]=site&${q(`name|eq|${flag.name}`, 'site.code|eq|ATL')}`);
  expect(copies.data.map((config) => config.value)).toEqual([copy.toLowerCase()]);

  // ATL's button lists it; a site's own rows offer no copy.
  await page.getByRole('button', { name: 'ATL', exact: true }).click();
  await settled(list);
  await expect(bodyRows(list).filter({ hasText: flag.name }).locator('td').nth(2)).toHaveText(copy);
  await expect(list.getByRole('button', { name: /^Copy to site/ })).toHaveCount(0);
});

test('the original /config page: greets the user, offers Logout, GLOBAL and the site buttons, "Loading..." and "ERROR: {error}"', async ({ page }) => {
  const token = await openAsAdmin(page, '/config');
  const main = page.getByRole('main');
  await expect(main.getByText('Hello, Avery Admin')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/login');
  const list = configs(page);
  await settled(list);
  await expect(page.getByRole('button', { name: 'GLOBAL' })).toHaveAttribute('aria-pressed', 'true');
  const globals = await apiGet<ServerPage<Config>>(page, token, `/v3/admin/config?per_page=2000&order_by[]=name|asc&${q('type|eq|global')}`);
  expect(await names(page)).toEqual(globals.data.map((config) => config.name));

  await page.getByRole('button', { name: 'PHX', exact: true }).click();
  await expect(page).toHaveURL(/\/config\?site=PHX$/);
  const phx = await apiGet<ServerPage<Config>>(page, token, `/v3/admin/config?per_page=2000&order_by[]=name|asc&${q('site.code|eq|PHX')}`);
  expect(await names(page)).toEqual(phx.data.map((config) => config.name));
  expect(await columnTexts(list, 'Value')).toEqual(phx.data.map((config) => shown(config.value)));

  // A load that fails (the server answers 500 to the read and its three retries).
  await addFault(page.request, { path: '/v3/admin/config', method: 'GET', failEvery: 1, status: 500, times: 4 });
  await page.reload();
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(page.getByText(/^ERROR: Injected fault 500/)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Try again' }).click();
  await settled(configs(page));

  // Logout signs out.
  await main.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
