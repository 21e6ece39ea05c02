/**
 * Created from / to on the log screens against the reference server (issue 17, ADR 0031):
 * the days go in the URL, are read on the browser's clock (the one the times are shown on),
 * and the list shows exactly the rows the engine's range operators give; a "to" before the
 * "from" says so; a chip removes each end.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { columnTexts, openAsAdmin, searchOf, serverList, settled, table } from './list-helpers';

interface LogRow {
  id: number;
  created_at: string;
}

/** A date field of the panel (the chip's remove button carries the same words). */
const dateField = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function ids(list: Locator): Promise<string[]> {
  return (await columnTexts(list, 'Id')).map((text) => text.split('\n')[0]?.trim() ?? '');
}

/** The browser's day of an instant, and the instants its day and the next start at. */
function dayOf(page: Page, instant: string) {
  return page.evaluate((stamp) => {
    const date = new Date(stamp);
    const pad = (value: number) => String(value).padStart(2, '0');
    const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    const start = new Date(date.getFullYear(), date.getMonth(), date.getDate()).toISOString();
    const end = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).toISOString();
    return { day, start, end };
  }, instant);
}

test('valuation logs between two days: the URL holds the days, the rows are those of the engine range', async ({ page }) => {
  const token = await openAsAdmin(page, '/valuationlogs');
  const list = table(page, 'Valuation History');
  await settled(list);
  const all = await serverList<LogRow>(page, token, 'api_valuation_logs', 'per_page=1&page=40');
  const sample = all.data[0];
  if (!sample) throw new Error('no valuation log to take a day from');
  const { day, start, end } = await dayOf(page, sample.created_at);

  await dateField(page, 'Created from').fill(day);
  await expect.poll(() => searchOf(page)).toEqual({ from: day });
  await dateField(page, 'Created to').fill(day);
  await expect.poll(() => searchOf(page)).toEqual({ from: day, to: day });

  const range = new URLSearchParams([
    ['filters[0]', `created_at|gte|${start}`],
    ['filters[1]', `created_at|lt|${end}`],
    ['order_by[]', 'id|desc'],
    ['per_page', '10'],
  ]);
  const expected = await serverList<LogRow>(page, token, 'api_valuation_logs', range.toString());
  expect(expected.total).toBeGreaterThan(0);
  for (const row of expected.data) expect(row.created_at >= start && row.created_at < end, row.created_at).toBe(true);
  await settled(list);
  await expect(page.getByText(new RegExp(`of ${expected.total.toLocaleString('en-US')} valuations$`))).toBeVisible();
  expect(await ids(list)).toEqual(expected.data.map((row) => String(row.id)));
  await expect(page.getByRole('listitem').filter({ hasText: `Created from: ${day}` })).toBeVisible();

  // A reload keeps the range; a "to" before the "from" is pointed out.
  await page.reload();
  await settled(list);
  await expect(dateField(page, 'Created from')).toHaveValue(day);
  const earlier = await dayOf(page, new Date(Date.parse(start) - 36 * 3600_000).toISOString());
  await dateField(page, 'Created to').fill(earlier.day);
  await expect.poll(() => searchOf(page)).toEqual({ from: day, to: earlier.day });
  await expect(page.getByText('Created to is before Created from')).toBeVisible();
  await expect(page.getByText('No valuations match the filters.')).toBeVisible();

  await page.getByRole('button', { name: `Remove filter Created to: ${earlier.day}` }).click();
  await page.getByRole('button', { name: `Remove filter Created from: ${day}` }).click();
  await expect.poll(() => searchOf(page)).toEqual({});
  await settled(list);
  await expect(dateField(page, 'Created from')).toHaveValue('');
});

test('a log list URL with a date that is not a day leaves the range off, and the API answers a bad bound with a 400', async ({ page }) => {
  const token = await openAsAdmin(page, '/aavalidationlogs?from=2026-02-30&to=soon');
  const list = table(page, 'AA Card Validation Logs');
  await settled(list);
  await expect(dateField(page, 'Created from')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Applied filters' })).toHaveCount(0);
  const response = await page.request.get('/v3/util/api_aavalidation_logs?filters[0]=created_at|gte|2026-02-30', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(400);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
    "Filter created_at|gte needs a date: YYYY-MM-DD or an ISO instant with its zone such as 2026-11-01T05:00:00Z, not '2026-02-30'",
  );
});
