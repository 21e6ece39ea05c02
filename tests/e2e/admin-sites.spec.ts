/**
 * Site management against the reference server: the list with
 * its text filter and sorts; a site's three tabs; the API Site Config form (only the changed
 * fields sent, each problem named, the server's refusal shown, what the server then holds)
 * and the site's own config rows, edited in place.
 *
 * Serial: the edits change what the list test reads.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet, nextRequestBody } from './admin-helpers';
import { bodyRows, columnTexts, openAsAdmin, type ServerPage, settled, table } from './list-helpers';

test.describe.configure({ mode: 'serial' });

interface Site {
  id: number;
  code: string;
  name: string;
  account_name: string | null;
  dbport: number | null;
  dbhost: string | null;
  ip_primary: string | null;
  cubed_company_id: number | null;
  configs?: { id: number; name: string; value: string | null; global_config: { value: string | null } | null }[];
}

const sites = (page: Page) => table(page, 'Sites');

async function siteByCode(page: Page, token: string, code: string): Promise<Site> {
  const found = await apiGet<ServerPage<Site>>(page, token, `/v3/admin/sites?filters[0]=${encodeURIComponent(`code|eq|${code}`)}`);
  return found.data[0] as Site;
}

test('lists the sites by code, filters by code, name or description, sorts, and opens a site', async ({ page }) => {
  const token = await openAsAdmin(page, '/siteconfig');
  const list = sites(page);
  await settled(list);
  await expect(page.getByRole('heading', { level: 1, name: 'Site Management' })).toBeVisible();
  const all = await apiGet<ServerPage<Site>>(page, token, '/v3/admin/sites?order_by[]=code|asc&per_page=1000');
  expect(await columnTexts(list, 'Code')).toEqual(all.data.map((site) => site.code));
  expect(await columnTexts(list, 'Name')).toEqual(all.data.map((site) => site.name));
  await expect(list.getByRole('columnheader', { name: 'Code' })).toHaveAttribute('aria-sort', 'ascending');

  const filter = page.getByRole('textbox', { name: 'Code, name or description' });
  await filter.fill('valley of the sun');
  await filter.press('Enter');
  await expect(page).toHaveURL(/\/siteconfig\?q=valley(%20|\+)of(%20|\+)the(%20|\+)sun$/);
  await settled(list);
  expect(await columnTexts(list, 'Code')).toEqual(['PHX']);
  await filter.fill('nowhere at all');
  await filter.press('Enter');
  await expect(page.getByText('No sites match the filters.')).toBeVisible();
  await list.getByRole('button', { name: 'Clear filters' }).click();
  await settled(list);

  await list.getByRole('button', { name: 'Name' }).click();
  await list.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/\/siteconfig\?sort=name&dir=desc$/);
  await settled(list);
  expect(await columnTexts(list, 'Name')).toEqual(
    all.data
      .map((site) => site.name)
      .sort()
      .reverse(),
  );
  await list.getByRole('button', { name: 'Time zone' }).click();
  await settled(list);
  const zones = await columnTexts(list, 'Time zone');
  expect(zones).toEqual([...zones].sort());

  const dal = all.data.find((site) => site.code === 'DAL') as Site;
  await bodyRows(list)
    .filter({ has: page.getByRole('link', { name: 'DAL', exact: true }) })
    .locator('td')
    .nth(2)
    .click();
  await expect(page).toHaveURL(`/siteconfig/${dal.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `DAL · ${dal.name}` })).toBeVisible();
});

test('a site has three tabs, of which only API Site Config has content; the chosen tab is in the URL', async ({ page }) => {
  const token = await openAsAdmin(page, '/siteconfig');
  const atl = await siteByCode(page, token, 'ATL');
  await page.goto(`/siteconfig/${atl.id}`);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['API Site Config', 'API Options', 'On-Premise Config']);
  await expect(page.getByRole('tab', { name: 'API Site Config' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Site ATL' })).toBeVisible();

  await page.getByRole('tab', { name: 'API Options' }).click();
  await expect(page).toHaveURL(`/siteconfig/${atl.id}?tab=options`);
  await expect(page.getByText('API Options has no settings for ATL in this version of the console.')).toBeVisible();
  await page.getByRole('tab', { name: 'On-Premise Config' }).click();
  await expect(page).toHaveURL(`/siteconfig/${atl.id}?tab=premise`);
  await expect(page.getByText('On-Premise Config has no settings for ATL in this version of the console.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'On-Premise Config' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'API Site Config' }).click();
  await expect(page).toHaveURL(`/siteconfig/${atl.id}`);
  await expect(page.getByRole('form', { name: 'Site ATL' })).toBeVisible();
});

test('edits a site: each problem named, only the changed fields sent, the server refusal shown with everything kept, and the server holds the change', async ({
  page,
}) => {
  const token = await openAsAdmin(page, '/siteconfig');
  const phx = await siteByCode(page, token, 'PHX');
  const dal = await siteByCode(page, token, 'DAL');
  await page.goto(`/siteconfig/${phx.id}`);
  const form = page.getByRole('form', { name: 'Site PHX' });
  const save = form.getByRole('button', { name: 'Save Changes' });
  await expect(form.getByRole('textbox', { name: 'Code' })).toHaveAttribute('readonly', '');
  await expect(save).toBeDisabled();

  const port = form.getByRole('textbox', { name: 'Database port' });
  await expect(port).toHaveValue(String(phx.dbport));
  await port.fill('70000');
  await expect(form.getByText('Database port: a whole number from 1 to 65535')).toBeVisible();
  await expect(save).toBeDisabled();
  // The time zone is typed, with the runtime's zones offered as it is (a combobox with its list).
  const zone = form.getByRole('combobox', { name: /^Time zone/ });
  await expect(zone).toHaveAttribute('list', /.+/);
  const offered = await zone.evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((option) => option.value));
  expect(offered).toEqual(expect.arrayContaining(['America/Chicago', 'America/Phoenix', 'Europe/London']));
  await zone.fill('Mars/Base');
  await expect(form.getByText("'Mars/Base' is not a known time zone (e.g. America/Chicago)")).toBeVisible();
  await zone.fill('America/Phoenix');
  // An address that cannot be one: each named, and put back.
  const ip = form.getByRole('textbox', { name: 'Primary IP' });
  await ip.fill('999.1.1.1');
  await expect(form.getByText('Primary IP: an IPv4 address (e.g. 10.21.4.15) or an IPv6 address')).toBeVisible();
  await ip.fill(phx.ip_primary ?? '');
  const host = form.getByRole('textbox', { name: 'Database host' });
  await host.fill('bad host name!');
  await expect(form.getByText('Database host: a host name (e.g. dal-sql01.premise.internal) or an IP address')).toBeVisible();
  await host.fill(phx.dbhost ?? '');
  await port.fill('1434');
  await form.getByRole('textbox', { name: 'Account' }).fill('  Phoenix Auto Auction Holdings  ');

  // Another site's Cubed company: the server refuses it; everything typed stays.
  const company = form.getByRole('textbox', { name: 'Cubed company id' });
  await company.fill(String(dal.cubed_company_id));
  await save.click();
  await expect(form.getByRole('alert')).toHaveText(`Not saved: Cubed company ${dal.cubed_company_id} is already the company of site DAL`);
  await expect(port).toHaveValue('1434');
  await expect(company).toHaveValue(String(dal.cubed_company_id));

  // Back to its own company: the two changed fields are sent, as their types.
  await company.fill(String(phx.cubed_company_id));
  const sent = nextRequestBody(page, 'PUT', new RegExp(`^/v3/admin/sites/${phx.id}$`));
  await save.click();
  expect(await sent).toEqual({ account_name: 'Phoenix Auto Auction Holdings', dbport: 1434 });
  await expect(page.getByText('Site PHX was saved.')).toBeVisible();
  const stored = await apiGet<Site>(page, token, `/v3/admin/sites/${phx.id}`);
  expect(stored).toMatchObject({ account_name: 'Phoenix Auto Auction Holdings', dbport: 1434, cubed_company_id: phx.cubed_company_id });
  await expect(form.getByRole('textbox', { name: 'Account' })).toHaveValue('Phoenix Auto Auction Holdings');
  await expect(form.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
});

test("the API Site Config tab lists the site's own configs with the global values, and edits one in place", async ({ page }) => {
  const token = await openAsAdmin(page, '/siteconfig');
  const dal = await siteByCode(page, token, 'DAL');
  const withConfigs = await apiGet<Site>(page, token, `/v3/admin/sites/${dal.id}?with[]=configs.global_config`);
  await page.goto(`/siteconfig/${dal.id}`);
  const configs = table(page, 'Configs of DAL');
  await settled(configs);
  const rows = withConfigs.configs ?? [];
  expect(rows.length).toBeGreaterThan(3);
  expect(await configs.locator('tbody .config-name').allInnerTexts()).toEqual(rows.map((row) => row.name));
  const bcc = bodyRows(configs).filter({ hasText: 'report_email_bcc' });
  await expect(bcc.locator('td').nth(1)).toHaveText('dal-cr@example.com');
  await expect(bcc.locator('td').nth(2)).toHaveText('(empty)');

  await configs.getByRole('button', { name: 'Edit report_email_bcc (site DAL)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit report_email_bcc' });
  await expect(dialog.getByText('Site DAL · Global value: (empty)')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Value' }).fill('dal-reports@example.com');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(bcc.locator('td').nth(1)).toHaveText('dal-reports@example.com');
  const after = await apiGet<Site>(page, token, `/v3/admin/sites/${dal.id}?with[]=configs`);
  expect(after.configs?.find((row) => row.name === 'report_email_bcc')?.value).toBe('dal-reports@example.com');

  await page.getByRole('main').getByRole('link', { name: 'API Config', exact: true }).click();
  await expect(page).toHaveURL(/\/config2\?site=DAL$/);
});
