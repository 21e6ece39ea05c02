/**
 * The work order settings (/auction/settings/workorders) against the real server:
 * the three cards open on click and list what the server has for DAL; Add Shop (required
 * name, the 409 of a duplicate) and Delete (asked first; the shop stays, greyed); a mapping's
 * active switch and transaction code, by PUT and, for a code with no mapping, by POST; an
 * exclusion switched on and off; each write checked through the API afterwards. Then a
 * refused write, the clerk (no administration security), and no connection.
 *
 * The tests share one server and may run side by side: each writes rows no other test reads.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForController, withServiceWorker } from './fixtures';
import { columnTexts, openAs, serverList, settled, table } from './list-helpers';

interface Shop {
  id: number;
  name: string;
  description: string | null;
  deleted_at: string | null;
}
interface Mapping {
  id: number;
  is_active: 0 | 1;
  transaction_code: { transaction_code: string } | null;
}
interface ActionCode {
  action_code: string;
  wo_mapping: Mapping | null;
}
interface TransactionCode {
  transaction_code: string;
  description: string;
  wo_exclusion?: { id: number } | null;
}

const path = '/auction/settings/workorders';
const shopsQuery = 'site=DAL&with_trashed=1&order_by[]=deleted_at|asc&order_by[]=name|asc';
const actionCodesQuery = 'site=DAL&with[]=wo_mapping&per_page=1000&order_by[]=action_code|asc';
const exclusionsQuery = 'site=DAL&per_page=1000&order_by[]=transaction_code|asc';

/** Opens a card by its title, as a person does, and waits for it to be open. */
async function openCard(page: Page, title: string) {
  const trigger = page.getByRole('button', { name: new RegExp(`^${title}`) });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

/** Flips a switch from the keyboard (its row, name, control and word, is one label). */
async function flip(page: Page, name: string) {
  const control = page.getByRole('switch', { name, exact: true });
  await expect(control).toBeEnabled();
  await control.focus();
  await page.keyboard.press('Space');
}

const isWrite = (method: string, pathname: string) => (request: { method(): string; url(): string }) =>
  request.method() === method && new URL(request.url()).pathname === pathname;

test('the cards open on click; Shops lists the active shops by name, then the deleted ones greyed, without the None pseudo-shop', async ({ page }) => {
  const token = await openAs(page, 'inspector', path);
  await expect(page.getByRole('heading', { level: 1, name: 'Work Order Settings' })).toBeVisible();
  for (const title of ['Shops', 'Action Codes Mapping', 'Transaction Exclusions']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${title}`) })).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(table(page, 'Shops')).toHaveCount(0);

  const expected = await serverList<Shop>(page, token, 'wo_shops', `${shopsQuery}&per_page=10`);
  expect(expected.data.some((shop) => shop.deleted_at)).toBe(true);
  await openCard(page, 'Shops');
  const shops = table(page, 'Shops');
  await settled(shops);
  expect(await columnTexts(shops, 'Name')).toEqual(expected.data.map((shop) => shop.name));
  expect(await columnTexts(shops, 'Name')).not.toContain('None');
  const statuses = await columnTexts(shops, 'Status');
  expected.data.forEach((shop, index) => expect(statuses[index]).toMatch(shop.deleted_at ? /^Deleted \d\d-[A-Z][a-z]{2}-\d{4} / : /^Active$/));

  const activeRow = shops
    .locator('tbody tr')
    .filter({ hasText: expected.data.find((shop) => !shop.deleted_at)!.name })
    .first();
  const deletedShop = expected.data.find((shop) => shop.deleted_at)!;
  const deletedRow = shops.locator('tbody tr').filter({ hasText: deletedShop.name }).last();
  await expect(activeRow.getByRole('button', { name: /^Delete / })).toBeEnabled();
  await expect(deletedRow.getByRole('button')).toHaveCount(0);
  // Greyed: the deleted row's text is lighter than an active row's.
  const colour = (row: typeof activeRow) =>
    row
      .locator('td')
      .first()
      .evaluate((cell) => getComputedStyle(cell).color);
  expect(await colour(deletedRow)).not.toBe(await colour(activeRow));
  if (expected.total <= 10) await expect(page.getByRole('navigation', { name: 'shops pages' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Admin Settings' }).click();
  await expect(page).toHaveURL(/\/auction\/settings$/);
});

test('Add Shop needs a name, sends once however often it is submitted, refuses a duplicate with the server’s message, and Delete asks first and keeps the shop greyed', async ({
  page,
}) => {
  const token = await openAs(page, 'inspector', path);
  await openCard(page, 'Shops');
  const shops = table(page, 'Shops');
  await settled(shops);
  const form = page.getByRole('form', { name: 'Add Shop' });
  const name = form.getByRole('textbox', { name: /^Name/ });
  const description = form.getByRole('textbox', { name: 'Description' });
  const create = form.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await name.fill('   ');
  await expect(create).toBeDisabled();

  const shopName = `E2E Bay ${test.info().retry}-${Date.now().toString(36)}`;
  await name.fill(`  ${shopName} `);
  await description.fill('Booth 2');
  await expect(create).toBeEnabled();
  const posts: unknown[] = [];
  page.on('request', (request) => {
    if (isWrite('POST', '/v3/util/wo_shops')(request)) posts.push(request.postDataJSON());
  });
  // Submitted twice in one go, as Enter pressed twice before the screen shows the first is on its way: one shop is sent.
  await form.evaluate((element: HTMLFormElement) => {
    element.requestSubmit();
    element.requestSubmit();
  });
  await expect(page.getByText(`Shop ${shopName} added.`)).toBeVisible();
  await expect(name).toHaveValue('');
  expect(posts).toEqual([{ name: shopName, description: 'Booth 2' }]);
  const row = shops.locator('tbody tr').filter({ hasText: shopName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');
  const stored = await serverList<Shop>(page, token, 'wo_shops', `site=DAL&filters[0]=name|eq|${encodeURIComponent(shopName)}`);
  expect(stored.data).toEqual([expect.objectContaining({ name: shopName, description: 'Booth 2', deleted_at: null })]);

  // The same name in other letters is the same shop: the server says so, and the text stays for correcting.
  await name.fill(shopName.toUpperCase());
  await create.click();
  const message = `A shop named ${shopName.toUpperCase()} already exists at this site`;
  await expect(form.getByText(message)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  expect(posts).toHaveLength(2);
  await expect(name).toHaveValue(shopName.toUpperCase());
  const count = await page.request.get(`/__test/count?table=wo_shops&name=${encodeURIComponent(shopName.toUpperCase())}`);
  expect(await count.json()).toEqual({ count: 0 });
  await name.fill('');

  // Delete asks first; Cancel changes nothing.
  await row.getByRole('button', { name: `Delete ${shopName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Shop?' });
  await expect(dialog).toContainText(shopName);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await row.getByRole('button', { name: `Delete ${shopName}` }).click();
  const remove = page.waitForRequest(isWrite('DELETE', `/v3/util/wo_shops/${stored.data[0]!.id}`));
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await remove;
  await expect(page.getByText(`Shop ${shopName} deleted.`)).toBeVisible();
  await expect(row).toContainText(/Deleted \d\d-[A-Z][a-z]{2}-\d{4}/);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row).toHaveAttribute('data-tone', 'muted');
  const deleted = await serverList<Shop>(page, token, 'wo_shops', `site=DAL&with_trashed=1&filters[0]=name|eq|${encodeURIComponent(shopName)}`);
  expect(deleted.data).toHaveLength(1);
  expect(deleted.data[0]!.deleted_at).not.toBeNull();
});

test('Action Codes Mapping: the active switch and the transaction code are saved at once (PUT, or POST for a code with no mapping)', async ({ page }) => {
  const token = await openAs(page, 'inspector', path);
  const all = await serverList<ActionCode>(page, token, 'action_codes', actionCodesQuery);
  const codes = await serverList<TransactionCode>(page, token, 'transaction_codes', 'per_page=1000');
  const mappingOf = async (code: string) =>
    (await serverList<ActionCode>(page, token, 'action_codes', `site=DAL&with[]=wo_mapping&filters[0]=action_code|eq|${encodeURIComponent(code)}`)).data[0]!
      .wo_mapping;

  await openCard(page, 'Action Codes Mapping');
  const list = table(page, 'Action Codes Mapping');
  await settled(list);
  expect(await columnTexts(list, 'Action Code')).toEqual(all.data.slice(0, 10).map((row) => row.action_code));
  await expect(page.getByText(`1–10 of ${all.total} action codes`)).toBeVisible();
  for (const row of all.data.slice(0, 10)) {
    const active = page.getByRole('switch', { name: `Mapping of ${row.action_code} active`, exact: true });
    if (row.wo_mapping?.is_active === 1) await expect(active).toBeChecked();
    else await expect(active).not.toBeChecked();
    await expect(page.getByRole('combobox', { name: `Transaction code of ${row.action_code}` })).toHaveValue(
      row.wo_mapping?.transaction_code?.transaction_code ?? '',
    );
  }

  // A mapped code on page 1 (the first; the failure test takes the last): switch, then choose a code, then None.
  const mapped = all.data.slice(0, 10).find((row) => row.wo_mapping)!;
  const mapping = mapped.wo_mapping!;
  const put = page.waitForRequest(isWrite('PUT', `/v3/util/wo_action_mappings/${mapping.id}`));
  await flip(page, `Mapping of ${mapped.action_code} active`);
  expect((await put).postDataJSON()).toEqual({ is_active: mapping.is_active ? 0 : 1 });
  await expect.poll(async () => (await mappingOf(mapped.action_code))?.is_active).toBe(mapping.is_active ? 0 : 1);
  const active = page.getByRole('switch', { name: `Mapping of ${mapped.action_code} active`, exact: true });
  await expect(active).toBeEnabled();
  if (mapping.is_active) await expect(active).not.toBeChecked();
  else await expect(active).toBeChecked();

  const choice = page.getByRole('combobox', { name: `Transaction code of ${mapped.action_code}` });
  const other = codes.data.find((code) => code.transaction_code !== mapping.transaction_code?.transaction_code)!;
  await expect(choice).toBeEnabled();
  await choice.selectOption(other.transaction_code);
  await expect.poll(async () => (await mappingOf(mapped.action_code))?.transaction_code?.transaction_code).toBe(other.transaction_code);
  await expect(choice).toBeEnabled();
  await expect(choice).toHaveValue(other.transaction_code);
  await choice.selectOption({ label: 'None' });
  await expect.poll(async () => (await mappingOf(mapped.action_code))?.transaction_code ?? null).toBeNull();
  await expect(choice).toBeEnabled();
  await expect(choice).toHaveValue('');

  // A code the site has no mapping for: the first change creates it.
  const unmappedIndex = all.data.findIndex((row) => !row.wo_mapping);
  if (unmappedIndex >= 0) {
    const unmapped = all.data[unmappedIndex]!;
    if (unmappedIndex >= 10) {
      await page.getByRole('button', { name: 'Next page' }).first().click();
      await expect(page.getByText(`11–${all.total} of ${all.total} action codes`)).toBeVisible();
    }
    const post = page.waitForRequest(isWrite('POST', '/v3/util/wo_action_mappings'));
    await flip(page, `Mapping of ${unmapped.action_code} active`);
    expect((await post).postDataJSON()).toEqual({ action_code: unmapped.action_code, is_active: 1, transaction_code: null });
    await expect.poll(async () => await mappingOf(unmapped.action_code)).toMatchObject({ is_active: 1, transaction_code: null });
    await expect(page.getByRole('switch', { name: `Mapping of ${unmapped.action_code} active`, exact: true })).toBeChecked();
  }
});

test('a refused mapping write shows the server’s message and the row goes back to what the server holds', async ({ page }) => {
  const token = await openAs(page, 'inspector', path);
  const all = await serverList<ActionCode>(page, token, 'action_codes', actionCodesQuery);
  const mapped = all.data.slice(0, 10).findLast((row) => row.wo_mapping)!;
  await page.route(
    (url) => url.pathname === `/v3/util/wo_action_mappings/${mapped.wo_mapping!.id}`,
    (route) => route.fulfill({ status: 503, json: { error: { message: 'The mapping store is being maintained' } } }),
  );
  await openCard(page, 'Action Codes Mapping');
  await settled(table(page, 'Action Codes Mapping'));
  await flip(page, `Mapping of ${mapped.action_code} active`);
  await expect(page.getByRole('alert').filter({ hasText: 'The mapping store is being maintained' })).toBeVisible();
  const active = page.getByRole('switch', { name: `Mapping of ${mapped.action_code} active`, exact: true });
  await expect(active).toBeEnabled();
  if (mapped.wo_mapping!.is_active) await expect(active).toBeChecked();
  else await expect(active).not.toBeChecked();
});

test('Transaction Exclusions: switching a code Inactive creates its exclusion, Active deletes it', async ({ page }) => {
  const token = await openAs(page, 'inspector', path);
  const all = await serverList<TransactionCode>(page, token, 'transaction_codes_exclusions', exclusionsQuery);
  const exclusionOf = async (code: string) =>
    (await serverList<TransactionCode>(page, token, 'transaction_codes_exclusions', `site=DAL&filters[0]=transaction_code|eq|${code}`)).data[0]!.wo_exclusion;

  await openCard(page, 'Transaction Exclusions');
  const list = table(page, 'Transaction Exclusions');
  await settled(list);
  const firstPage = all.data.slice(0, 10);
  expect(await columnTexts(list, 'Transaction Code')).toEqual(firstPage.map((row) => row.transaction_code));
  expect(await columnTexts(list, 'Status')).toEqual(firstPage.map((row) => (row.wo_exclusion ? 'Inactive' : 'Active')));
  await expect(page.getByText(`1–10 of ${all.total} transaction codes`)).toBeVisible();

  const code = firstPage.find((row) => !row.wo_exclusion)!.transaction_code;
  const name = `Transaction code ${code} active`;
  const row = list.locator('tbody tr').filter({ has: page.getByRole('switch', { name, exact: true }) });
  const post = page.waitForRequest(isWrite('POST', '/v3/util/wo_transaction_exclusions'));
  await flip(page, name);
  expect((await post).postDataJSON()).toEqual({ transaction_code: code });
  await expect.poll(async () => (await exclusionOf(code)) ?? null).not.toBeNull();
  const exclusion = (await exclusionOf(code))!;
  await expect(page.getByRole('switch', { name, exact: true })).not.toBeChecked();
  await expect(row).toContainText('Inactive');

  const remove = page.waitForRequest(isWrite('DELETE', `/v3/util/wo_transaction_exclusions/${exclusion.id}`));
  await flip(page, name);
  await remove;
  await expect.poll(async () => (await exclusionOf(code)) ?? null).toBeNull();
  await expect(page.getByRole('switch', { name, exact: true })).toBeChecked();
  await expect(row).toContainText('Active');

  // Another desk removes the exclusion first: this desk's Active is what the server now holds, with no error.
  const create = page.waitForRequest(isWrite('POST', '/v3/util/wo_transaction_exclusions'));
  await flip(page, name);
  await create;
  await expect.poll(async () => (await exclusionOf(code)) ?? null).not.toBeNull();
  await expect(row).toContainText('Inactive');
  // The switch is busy until the card has read the server again: only then does this desk hold
  // the exclusion the other desk removes next. (Removed before that read, the card would rightly
  // read it back Active, and the flip below would create it again.)
  await expect(page.getByRole('switch', { name, exact: true })).toBeEnabled();
  const again = (await exclusionOf(code))!;
  const gone = await page.request.delete(`/v3/util/wo_transaction_exclusions/${again.id}?site=DAL`, { headers: { Authorization: `Bearer ${token}` } });
  expect(gone.ok()).toBe(true);
  const late = page.waitForResponse((response) => isWrite('DELETE', `/v3/util/wo_transaction_exclusions/${again.id}`)(response.request()));
  await flip(page, name);
  expect((await late).status()).toBe(404);
  await expect(page.getByRole('switch', { name, exact: true })).toBeChecked();
  await expect(row).toContainText('Active');
  // Counted once, not awaited: a snackbar hides itself after 6 s, within an assertion's wait.
  expect(
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('alert')
      .count(),
  ).toBe(0);
});

test('the clerk (no administration security) has no menu entry, sees the settings, cannot change them, and the server refuses him', async ({ page }) => {
  const token = await openAs(page, 'clerk', '/vehicles');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Vehicles' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Work Orders' })).toHaveCount(0);
  await page.goto(path);
  await expect(page.getByText('You can look at these settings, but changing them needs the administration security.')).toBeVisible();

  await openCard(page, 'Shops');
  await settled(table(page, 'Shops'));
  const form = page.getByRole('form', { name: 'Add Shop' });
  await expect(form.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
  for (const button of await table(page, 'Shops')
    .getByRole('button', { name: /^Delete / })
    .all())
    await expect(button).toBeDisabled();

  await openCard(page, 'Action Codes Mapping');
  await settled(table(page, 'Action Codes Mapping'));
  await expect(page.getByRole('switch', { name: /^Mapping of .* active$/ }).first()).toBeDisabled();
  await expect(page.getByRole('combobox', { name: /^Transaction code of / }).first()).toBeDisabled();
  await openCard(page, 'Transaction Exclusions');
  await settled(table(page, 'Transaction Exclusions'));
  await expect(page.getByRole('switch', { name: /^Transaction code .* active$/ }).first()).toBeDisabled();

  const refused = await page.request.post('/v3/util/wo_shops?site=DAL', { data: { name: 'Clerk shop' }, headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: { message: 'Changing wo_shops needs the administration security' } });
});

test.describe('with the service worker', () => {
  test.use(withServiceWorker);

  test('with no connection the settings say they need one and nothing can be changed', async ({ page, context }) => {
    await openAs(page, 'inspector', path);
    await openCard(page, 'Shops');
    await settled(table(page, 'Shops'));
    await waitForController(page);
    await context.setOffline(true);
    const needs = 'The work-order settings need a connection to the server. Changes cannot be saved until the connection returns.';
    await expect(page.getByText(needs)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Add Shop' }).getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect(
      table(page, 'Shops')
        .getByRole('button', { name: /^Delete / })
        .first(),
    ).toBeDisabled();

    await page.reload();
    await expect(page.getByText(needs)).toBeVisible();
    await openCard(page, 'Transaction Exclusions');
    await expect(
      page.getByText('No connection: transaction codes load when the connection returns (this page has not been saved on this device).'),
    ).toBeVisible();
  });
});

test.describe('from the keyboard (ADR 0102)', () => {
  test('a transaction code reached by the arrows or by typing is only shown; Enter or leaving the choice saves it, and the focus stays', async ({ page }) => {
    const token = await openAs(page, 'inspector', path);
    // PNT: a code of page 1 that no other test writes, mapped to PAINT first if the seed left it unmapped.
    const saved = async () =>
      (await serverList<ActionCode>(page, token, 'action_codes', 'site=DAL&with[]=wo_mapping&filters[0]=action_code|eq|PNT')).data[0]!.wo_mapping;
    if (!(await saved())) {
      const made = await page.request.post('/v3/util/wo_action_mappings?site=DAL', {
        headers: { Authorization: `Bearer ${token}` },
        data: { action_code: 'PNT', is_active: 1, transaction_code: 'PAINT' },
      });
      expect(made.ok(), await made.text()).toBe(true);
    }
    const mapping = (await saved())!;
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (isWrite('PUT', `/v3/util/wo_action_mappings/${mapping.id}`)(request)) bodies.push(request.postDataJSON());
    });
    await openCard(page, 'Action Codes Mapping');
    await settled(table(page, 'Action Codes Mapping'));
    const choice = page.getByRole('combobox', { name: 'Transaction code of PNT' });
    const before = mapping.transaction_code?.transaction_code ?? '';
    await expect(choice).toHaveValue(before);
    const after = (value: string) =>
      choice.evaluate(
        (select: HTMLSelectElement, current) => select.options[[...select.options].findIndex((option) => option.value === current) + 1]!.value,
        value,
      );

    // Typing the code's first letters reaches it; the arrows browse on; Escape puts back the saved one.
    await choice.focus();
    await page.keyboard.type('PD');
    await expect(choice).toHaveValue('PDR');
    await expect(choice).toBeFocused();
    const next = await after('PDR');
    await page.keyboard.press('ArrowDown');
    await expect(choice).toHaveValue(next);
    await expect(choice).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(choice).toHaveValue(before);

    // Enter saves the code reached, once; the choice keeps the focus while it is saved and after.
    const first = await after(before);
    await page.keyboard.press('ArrowDown');
    await expect(choice).toHaveValue(first);
    const put = page.waitForRequest(isWrite('PUT', `/v3/util/wo_action_mappings/${mapping.id}`));
    await page.keyboard.press('Enter');
    expect((await put).postDataJSON()).toEqual({ transaction_code: first });
    await expect(choice).toBeFocused();
    await expect.poll(async () => (await saved())?.transaction_code?.transaction_code).toBe(first);
    await expect(choice).not.toHaveAttribute('aria-busy', 'true');
    await expect(choice).toHaveValue(first);
    await expect(choice).toBeFocused();

    // Leaving the choice (Tab) saves the code browsed to.
    const second = await after(first);
    await page.keyboard.press('ArrowDown');
    await expect(choice).toHaveValue(second);
    const put2 = page.waitForRequest(isWrite('PUT', `/v3/util/wo_action_mappings/${mapping.id}`));
    await page.keyboard.press('Tab');
    expect((await put2).postDataJSON()).toEqual({ transaction_code: second });
    await expect.poll(async () => (await saved())?.transaction_code?.transaction_code).toBe(second);
    await expect(choice).toHaveValue(second);
    // Typing and browsing saved nothing: two writes, the two codes chosen.
    expect(bodies).toEqual([{ transaction_code: first }, { transaction_code: second }]);
  });

  test('a switch keeps the focus while its change is saved and after, in both cards', async ({ page }) => {
    const token = await openAs(page, 'inspector', path);
    const cln = (await serverList<ActionCode>(page, token, 'action_codes', 'site=DAL&with[]=wo_mapping&filters[0]=action_code|eq|CLN')).data[0]!;
    await openCard(page, 'Action Codes Mapping');
    await settled(table(page, 'Action Codes Mapping'));
    const mapped = page.getByRole('switch', { name: 'Mapping of CLN active', exact: true });
    const wasOn = cln.wo_mapping?.is_active === 1;
    for (const on of [!wasOn, wasOn]) {
      const write = page.waitForResponse(
        (response) => response.request().method() !== 'GET' && new URL(response.url()).pathname.startsWith('/v3/util/wo_action_mappings'),
      );
      await flip(page, 'Mapping of CLN active');
      await write;
      await expect(mapped).toBeFocused();
      await expect(mapped).not.toHaveAttribute('aria-busy', 'true');
      if (on) await expect(mapped).toBeChecked();
      else await expect(mapped).not.toBeChecked();
      await expect(mapped).toBeFocused();
    }

    // Transaction Exclusions: the last code of page 1 that is Active (the other test takes the first).
    const codes = await serverList<TransactionCode>(page, token, 'transaction_codes_exclusions', exclusionsQuery);
    const code = codes.data.slice(0, 10).findLast((row) => !row.wo_exclusion)!.transaction_code;
    await openCard(page, 'Transaction Exclusions');
    await settled(table(page, 'Transaction Exclusions'));
    const name = `Transaction code ${code} active`;
    const control = page.getByRole('switch', { name, exact: true });
    for (const on of [false, true]) {
      const write = page.waitForResponse(
        (response) => response.request().method() !== 'GET' && new URL(response.url()).pathname.startsWith('/v3/util/wo_transaction_exclusions'),
      );
      await flip(page, name);
      await write;
      await expect(control).toBeFocused();
      await expect(control).not.toHaveAttribute('aria-busy', 'true');
      if (on) await expect(control).toBeChecked();
      else await expect(control).not.toBeChecked();
      await expect(control).toBeFocused();
    }
  });

  test('a deleted shop’s row takes the focus from its Delete button, which is gone', async ({ page }) => {
    const token = await openAs(page, 'inspector', path);
    const shopName = `A desk shop ${Date.now().toString(36)}`;
    const created = await page.request.post('/v3/util/wo_shops?site=DAL', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: shopName, description: null },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await openCard(page, 'Shops');
    const shops = table(page, 'Shops');
    await settled(shops);
    const row = shops.locator('tbody tr').filter({ hasText: shopName });
    const remove = row.getByRole('button', { name: `Delete ${shopName}` });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete Shop?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Shop ${shopName} deleted.`)).toBeVisible();
    await expect(row).toContainText(/Deleted \d\d-[A-Z][a-z]{2}-\d{4}/);
    await expect(remove).toHaveCount(0);
    await expect(row).toBeFocused();
  });
});
