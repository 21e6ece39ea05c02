/**
 * Flumbus Logs and Flumbus Push against the reference server: the site first,
 * the filters, sorts and pages, the row colours, the
 * log dialog (error text as text, "No Data"), the reset to new and the manual push, each write
 * checked in the server afterwards. The tests run in order: two of them write (the reset at ATL,
 * the push at PHX), the reading ones look at DAL.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet, snackbar } from './admin-helpers';
import { bodyRows, columnTexts, openAsAdmin, searchOf, settled, table } from './list-helpers';

test.describe.configure({ mode: 'serial' });

interface LogRow {
  id: number;
  site_id: number;
  status: string;
  vehicle_id: number;
  has_error: number;
  error_text: string | null;
  destination_request_endpoint: string | null;
  destination_response_code: number | null;
  destination_response_content?: string | null;
}

interface Paged<T> {
  data: T[];
  total: number;
}

const DAL = 1;
const ATL = 2;
const PHX = 3;

const logs = (page: Page) => table(page, 'Flumbus logs');

function logQuery(entries: [string, string][]): string {
  return new URLSearchParams([['paginate2', '1'], ['order_by[]', 'id|desc'], ['with[]', 'site'], ...entries]).toString();
}

async function serverLogs(page: Page, token: string, entries: [string, string][]): Promise<Paged<LogRow>> {
  return apiGet<Paged<LogRow>>(page, token, `/v3/admin/flumbus?${logQuery(entries)}`);
}

function expectedTone(row: LogRow): string | null {
  if (row.has_error === 1) return 'error';
  if (row.destination_request_endpoint === 'suppressed') return 'muted';
  if (row.destination_response_code !== null && row.destination_response_code >= 400) return 'warning';
  return null;
}

async function rowTones(page: Page): Promise<(string | null)[]> {
  return bodyRows(logs(page)).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-tone')));
}

const totalText = (total: number, noun = 'Flumbus logs') => new RegExp(`^1–\\d+ of ${total.toLocaleString('en-US')} ${noun}$`);

test('asks for a site before loading anything, then shows the site’s newest logs, 5 a page, coloured by state', async ({ page }) => {
  const logCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v3/admin/flumbus')) logCalls.push(request.url());
  });
  const token = await openAsAdmin(page, '/flumbus');
  await expect(page.getByRole('heading', { level: 1, name: 'Flumbus Logs' })).toBeVisible();
  await expect(logs(page).getByText('Select a site to retrieve data')).toBeVisible();
  expect(logCalls).toEqual([]);

  await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'DAL' });
  await expect(page).toHaveURL(/\/flumbus\?site=1$/);
  await settled(logs(page));
  const expected = await serverLogs(page, token, [
    ['per_page', '5'],
    ['filters[0]', `site_id|eq|${DAL}`],
  ]);
  expect(await columnTexts(logs(page), 'ID')).toEqual(expected.data.map((row) => String(row.id)));
  await expect(page.getByText(totalText(expected.total))).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('5');
  expect(await rowTones(page)).toEqual(expected.data.map(expectedTone));
  // The call names the site by id, the newest first, 5 rows.
  const call = new URL(logCalls.at(-1) ?? '');
  expect(call.searchParams.getAll('filters[0]')).toEqual([`site_id|eq|${DAL}`]);
  expect(call.searchParams.get('per_page')).toBe('5');
});

test('filters by error, suppressed, source content and vehicle id, sorts and pages, with the state in the URL', async ({ page }) => {
  const token = await openAsAdmin(page, `/flumbus?site=${DAL}`);
  await settled(logs(page));
  const site: [string, string] = ['filters[0]', `site_id|eq|${DAL}`];

  // Has error: every row red.
  await page.getByRole('checkbox', { name: 'Has error' }).click();
  await expect(page).toHaveURL(/\?site=1&error=true$/);
  await settled(logs(page));
  const errors = await serverLogs(page, token, [['per_page', '5'], site, ['filters[1]', 'has_error|eq|1']]);
  await expect(page.getByText(totalText(errors.total))).toBeVisible();
  expect(await columnTexts(logs(page), 'ID')).toEqual(errors.data.map((row) => String(row.id)));
  expect(new Set(await rowTones(page))).toEqual(new Set(['error']));
  await page.getByRole('checkbox', { name: 'Has error' }).click();

  // Suppressed: only them (grey), or all but them.
  const suppressedChoice = page.getByRole('combobox', { name: 'Suppressed' });
  await suppressedChoice.selectOption({ label: 'Only suppressed' });
  await expect(page).toHaveURL(/\?site=1&suppressed=only$/);
  await settled(logs(page));
  const only = await serverLogs(page, token, [['per_page', '5'], site, ['filters[1]', 'destination_request_endpoint|eq|suppressed']]);
  await expect(page.getByText(totalText(only.total))).toBeVisible();
  expect(new Set(await rowTones(page))).toEqual(new Set(['muted']));
  expect(new Set(await columnTexts(logs(page), 'HTTP Code'))).toEqual(new Set(['suppressed']));
  await suppressedChoice.selectOption({ label: 'Hide suppressed' });
  await settled(logs(page));
  const hidden = await serverLogs(page, token, [['per_page', '5'], site, ['filters[1]', 'destination_request_endpoint|sneq|suppressed']]);
  await expect(page.getByText(totalText(hidden.total))).toBeVisible();
  expect(await rowTones(page)).not.toContain('muted');
  await suppressedChoice.selectOption({ label: 'Choose Option' });

  // Source content: a part of the event, applied on Enter.
  const content = page.getByRole('textbox', { name: 'Source content' });
  await content.fill('vehicle_images');
  await expect(page.getByText('Press Enter to apply')).toBeVisible();
  await content.press('Enter');
  await expect(page).toHaveURL(/\?site=1&content=vehicle_images$/);
  await settled(logs(page));
  const images = await serverLogs(page, token, [['per_page', '5'], site, ['filters[1]', 'source_content|like|vehicle_images']]);
  await expect(page.getByText(totalText(images.total))).toBeVisible();
  for (const event of await columnTexts(logs(page), 'Event')) expect(event).toContain('vehicle_images');
  await content.fill('');
  await content.press('Enter');
  await settled(logs(page));

  // Vehicle id: digits only.
  const vehicle = page.getByRole('textbox', { name: 'Vehicle ID' });
  await vehicle.fill('12a');
  await expect(page.getByText('Enter digits only')).toBeVisible();
  await vehicle.press('Enter');
  await expect(page).toHaveURL(/\?site=1$/);
  const vehicleId = errors.data[0]?.vehicle_id ?? 0;
  await vehicle.fill(String(vehicleId));
  await vehicle.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?site=1&vehicle=${vehicleId}$`));
  await settled(logs(page));
  expect(new Set(await columnTexts(logs(page), 'Vehicle'))).toEqual(new Set([String(vehicleId)]));
  await vehicle.fill('');
  await vehicle.press('Enter');
  await expect(page).toHaveURL(/\?site=1$/);
  await settled(logs(page));

  // Sort by vehicle, then page and change the page size.
  await logs(page).getByRole('button', { name: 'Vehicle', exact: true }).click();
  await expect(page).toHaveURL(/\?site=1&sort=vehicle_id&dir=asc$/);
  await expect(logs(page).getByRole('columnheader', { name: 'Vehicle' })).toHaveAttribute('aria-sort', 'ascending');
  await settled(logs(page));
  // Equal vehicle ids fall back to the key, as the server breaks ties.
  const byVehicleQuery = new URLSearchParams([['paginate2', '1'], ['order_by[]', 'vehicle_id|asc'], ['per_page', '5'], site]).toString();
  const sorted = await apiGet<Paged<LogRow>>(page, token, `/v3/admin/flumbus?${byVehicleQuery}`);
  expect(await columnTexts(logs(page), 'ID')).toEqual(sorted.data.map((row) => String(row.id)));

  await page.getByRole('button', { name: 'Next page' }).click();
  expect(searchOf(page)).toEqual({ site: '1', sort: 'vehicle_id', dir: 'asc', page: '2' });
  await settled(logs(page));
  const second = await apiGet<Paged<LogRow>>(page, token, `/v3/admin/flumbus?${byVehicleQuery}&page=2`);
  expect(await columnTexts(logs(page), 'ID')).toEqual(second.data.map((row) => String(row.id)));
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
  expect(searchOf(page)).toEqual({ site: '1', sort: 'vehicle_id', dir: 'asc', per_page: '10' });
  await settled(logs(page));
  await expect(bodyRows(logs(page))).toHaveCount(10);

  // A reload keeps it all.
  await page.reload();
  await settled(logs(page));
  await expect(bodyRows(logs(page))).toHaveCount(10);
  await expect(page.getByRole('combobox', { name: 'Site' })).toHaveValue('1');
});

test('opens a log: an invalid one shows its error text as text, empty parts say No Data, an HTML answer stays text', async ({ page }) => {
  const scripts: string[] = [];
  page.on('dialog', (dialog) => {
    scripts.push(dialog.message());
    void dialog.dismiss();
  });
  const token = await openAsAdmin(page, `/flumbus?site=${DAL}`);
  await settled(logs(page));

  // The seeded markup row: the newest invalid DAL log.
  const [invalid] = (
    await serverLogs(page, token, [
      ['per_page', '1'],
      ['filters[0]', `site_id|eq|${DAL}`],
      ['filters[1]', 'status|eq|invalid'],
    ])
  ).data;
  if (!invalid) throw new Error('no invalid DAL log in the seed');
  expect(invalid.error_text).toContain('<img src=x onerror=alert(1)>');
  await page.goto(`/flumbus?site=${DAL}&vehicle=${invalid.vehicle_id}&per_page=25`);
  await settled(logs(page));
  await expect(logs(page).getByRole('button', { name: `Retry Flumbus log ${invalid.id} (reset to new)` })).toHaveCount(0);
  await logs(page)
    .getByRole('button', { name: `Error of Flumbus log ${invalid.id}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Flumbus log ${invalid.id}: Error` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Error text' })).toContainText(invalid.error_text ?? '');
  await expect(dialog.getByRole('region', { name: 'Source content' })).toContainText('"model": "<img src=x onerror=alert(1)>"');
  await expect(dialog.locator('img')).toHaveCount(0);
  for (const part of ['Request headers', 'Request body', 'Response headers', 'Response body']) {
    await expect(dialog.getByRole('region', { name: part })).toContainText('No Data');
  }
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // A failed log whose answer was the proxy's HTML page.
  const [html] = (
    await serverLogs(page, token, [
      ['per_page', '1'],
      ['filters[0]', `site_id|eq|${DAL}`],
      ['filters[1]', 'destination_response_code|eq|502'],
    ])
  ).data;
  if (!html) throw new Error('no 502 DAL log in the seed');
  await page.goto(`/flumbus?site=${DAL}&vehicle=${html.vehicle_id}&per_page=25`);
  await settled(logs(page));
  await logs(page)
    .getByRole('button', { name: `Error of Flumbus log ${html.id}` })
    .click();
  const failed = page.getByRole('dialog', { name: `Flumbus log ${html.id}: Error` });
  await expect(failed.getByRole('region', { name: 'Error text' })).toContainText(html.error_text ?? '');
  await expect(failed.getByRole('region', { name: 'Response body' })).toContainText('<center><h1>502 Bad Gateway</h1></center>');
  await expect(failed.getByRole('heading', { name: '502 Bad Gateway' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(failed).toBeHidden();

  // A complete log opens with its details (a click on its row does the same), without an error part.
  const [complete] = (
    await serverLogs(page, token, [
      ['per_page', '1'],
      ['filters[0]', `site_id|eq|${DAL}`],
      ['filters[1]', 'status|eq|complete'],
      ['filters[2]', 'destination_request_endpoint|sneq|suppressed'],
    ])
  ).data;
  if (!complete) throw new Error('no complete DAL log in the seed');
  await page.goto(`/flumbus?site=${DAL}&vehicle=${complete.vehicle_id}&per_page=25`);
  await settled(logs(page));
  const row = bodyRows(logs(page)).filter({ has: page.getByRole('button', { name: `Details of Flumbus log ${complete.id}` }) });
  await row.getByRole('cell').nth(3).click();
  const details = page.getByRole('dialog', { name: `Flumbus log ${complete.id}: Details` });
  await expect(details).toBeVisible();
  await expect(details.getByRole('region', { name: 'Error text' })).toHaveCount(0);
  await expect(details.getByRole('region', { name: 'Response body' })).toContainText('"ok": true');
  expect(scripts).toEqual([]);
});

test('resets a failed log to new after a confirmation, and the server holds it', async ({ page }) => {
  const token = await openAsAdmin(page, '/flumbus');
  const [failed] = (
    await serverLogs(page, token, [
      ['per_page', '1'],
      ['filters[0]', `site_id|eq|${ATL}`],
      ['filters[1]', 'status|eq|failed'],
    ])
  ).data;
  if (!failed) throw new Error('no failed ATL log in the seed');
  await page.goto(`/flumbus?site=${ATL}&vehicle=${failed.vehicle_id}&per_page=25`);
  await settled(logs(page));
  const row = bodyRows(logs(page)).filter({ has: page.getByRole('button', { name: `Retry Flumbus log ${failed.id} (reset to new)` }) });
  await expect(row).toHaveAttribute('data-tone', 'error');

  // Cancel changes nothing.
  await row.getByRole('button', { name: /^Retry/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset to new?' });
  await expect(confirm).toContainText(`Flumbus log ${failed.id} (failed) goes back to new and is sent to Cubed again.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await apiGet<LogRow>(page, token, `/v3/admin/flumbus/${failed.id}`)).status).toBe('failed');

  await row.getByRole('button', { name: /^Retry/ }).click();
  await confirm.getByRole('button', { name: 'Reset to new' }).click();
  await expect(snackbar(page, `Flumbus log ${failed.id} was reset to new.`)).toBeVisible();
  const stored = await apiGet<LogRow>(page, token, `/v3/admin/flumbus/${failed.id}`);
  expect(stored).toMatchObject({ status: 'new', has_error: 0 });
  // The list read again: the row is new, no longer red but yellow (its last answer was an error), and cannot be reset again.
  const shown = bodyRows(logs(page)).filter({ has: page.getByRole('button', { name: `Details of Flumbus log ${failed.id}` }) });
  await expect(shown.getByRole('cell').nth(1)).toContainText('new');
  await expect(shown).toHaveAttribute('data-tone', 'warning');
  await expect(shown.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
});

test('pushes a vehicle of the chosen site to the queue, and the new log is first in the site’s logs', async ({ page }) => {
  const token = await openAsAdmin(page, '/flumbus');
  await page.getByRole('link', { name: 'Flumbus Push →' }).click();
  await expect(page).toHaveURL(/\/flumbus\/push$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Flumbus Push' })).toBeVisible();
  const vehicles = table(page, 'Vehicles to push');
  await expect(vehicles.getByText('Select a site to retrieve data')).toBeVisible();
  await expect(page.getByRole('link', { name: '← Flumbus Logs' })).toHaveAttribute('href', '/flumbus');

  await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'PHX' });
  await expect(page).toHaveURL(/\/flumbus\/push\?site=3$/);
  await settled(vehicles);
  const query = (entries: [string, string][]) =>
    new URLSearchParams([['site', 'PHX'], ['per_page', '10'], ['order_by[]', 'vehicle_id|desc'], ['with[]', 'seller'], ...entries]).toString();
  const newest = await apiGet<Paged<{ vehicle_id: number; vin: string }>>(page, token, `/v3/util/vehicles?${query([])}`);
  expect(await columnTexts(vehicles, 'Vehicle ID')).toEqual(newest.data.map((vehicle) => String(vehicle.vehicle_id)));

  // Search by a part of a VIN, typed in lower case.
  const target = newest.data[2];
  if (!target) throw new Error('PHX has fewer than 3 vehicles');
  const part = target.vin.slice(-8);
  const search = page.getByRole('textbox', { name: 'VIN, stock number or vehicle ID' });
  await search.fill(part.toLowerCase());
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?site=3&q=${part}$`));
  await settled(vehicles);
  const found = await apiGet<Paged<{ vehicle_id: number }>>(
    page,
    token,
    `/v3/util/vehicles?${query([
      ['filters[0][]', `vin|like|${part}`],
      ['filters[0][]', `stock_number|like|${part}`],
    ])}`,
  );
  expect(await columnTexts(vehicles, 'Vehicle ID')).toEqual(found.data.map((vehicle) => String(vehicle.vehicle_id)));

  await vehicles.getByRole('button', { name: `Push vehicle ${target.vehicle_id}` }).click();
  const done = snackbar(page, new RegExp(`^Vehicle ${target.vehicle_id} was queued for Cubed \\(Flumbus log \\d+\\)\\.$`));
  await expect(done).toBeVisible();
  const logId = Number(/Flumbus log (\d+)/.exec((await done.textContent()) ?? '')?.[1]);
  const stored = await apiGet<LogRow & { source: string }>(page, token, `/v3/admin/flumbus/${logId}`);
  expect(stored).toMatchObject({ id: logId, site_id: PHX, vehicle_id: target.vehicle_id, status: 'new', source: 'console', has_error: 0 });

  await page.getByRole('link', { name: 'See it in the Flumbus logs' }).click();
  await expect(page).toHaveURL(/\/flumbus\?site=3$/);
  await settled(logs(page));
  expect((await columnTexts(logs(page), 'ID'))[0]).toBe(String(logId));
});

test('from the keyboard: a reset log’s row takes the focus from its Retry, which is gone; Push keeps the focus while it runs (ADR 0102)', async ({ page }) => {
  const token = await openAsAdmin(page, '/flumbus');
  const [complete] = (
    await serverLogs(page, token, [
      ['per_page', '1'],
      ['filters[0]', `site_id|eq|${DAL}`],
      ['filters[1]', 'status|eq|complete'],
    ])
  ).data;
  if (!complete) throw new Error('no complete DAL log in the seed');
  await page.goto(`/flumbus?site=${DAL}&vehicle=${complete.vehicle_id}&per_page=25`);
  await settled(logs(page));
  const row = bodyRows(logs(page)).filter({ has: page.getByRole('button', { name: `Details of Flumbus log ${complete.id}` }) });
  const retry = row.getByRole('button', { name: `Retry Flumbus log ${complete.id} (reset to new)` });
  await retry.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Reset to new?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Reset to new' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(snackbar(page, `Flumbus log ${complete.id} was reset to new.`)).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toContainText('new');
  await expect(retry).toHaveCount(0);
  await expect(row).toBeFocused();

  // Push: the pressed button is busy while the vehicle is queued, and keeps the focus.
  await page.goto(`/flumbus/push?site=${PHX}`);
  const vehicles = table(page, 'Vehicles to push');
  await settled(vehicles);
  const push = bodyRows(vehicles)
    .first()
    .getByRole('button', { name: /^Push vehicle \d+$/ });
  const vehicleId = Number((await push.getAttribute('aria-label'))?.replace('Push vehicle ', ''));
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/v3/cubed/companies/') && url.pathname.endsWith(`/asset/${vehicleId}/sync`),
    async (route) => {
      await gate;
      await route.continue();
    },
    { times: 1 },
  );
  await push.focus();
  await page.keyboard.press('Enter');
  await expect(push).toHaveAttribute('aria-busy', 'true');
  await expect(push).toBeFocused();
  release();
  await expect(snackbar(page, new RegExp(`^Vehicle ${vehicleId} was queued for Cubed`))).toBeVisible();
  await expect(push).toBeEnabled();
  await expect(push).toBeFocused();
});
