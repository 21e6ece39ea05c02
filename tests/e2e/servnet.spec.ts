/**
 * The ServNet report against the reference server: the previous month by default, with the
 * seeded sales of that month; Get Data only with start, end and site, the seven figures as the
 * API computes them (Sim_Success_PC rounded), the report in the URL, a failure clearing the
 * figures without a message, and no connection. Its months count from the browser's today.
 */
import { expect, test, type Page } from '@playwright/test';
import type { ServnetReport } from '../../src/contract/servnet-report';
import { previousMonthRange } from '../../src/features/servnet/default-range';
import { apiGet } from './admin-helpers';
import { openAsAdmin } from './list-helpers';

const figureNames = ['Sim_Offered', 'Sim_Sold_Inlane', 'Sim_Sold_Online', 'Sim_Success_PC', 'Unique_Attendees', 'Unique_Bidders', 'Unique_Buyers'] as const;

const figures = (page: Page) => page.getByRole('region', { name: 'ServNet figures' });

/** What each figure should read: the number as the API has it, the percent rounded. */
function expectedTexts(report: ServnetReport): string[] {
  return figureNames.map((name) => {
    const value = report.data[name];
    if (name === 'Sim_Success_PC') return value === null ? '—' : `${Math.round(value)}%`;
    return (value ?? 0).toLocaleString('en-US');
  });
}

/** The browser's today, which the page reads its default month from (the seed's sales run to the day it was seeded). */
async function browserToday(page: Page): Promise<Date> {
  return new Date(await page.evaluate(() => Date.now()));
}

async function shownTexts(page: Page): Promise<string[]> {
  return Promise.all(figureNames.map((name) => figures(page).locator(`[data-figure="${name}"]`).innerText()));
}

test('defaults to the previous month, needs a site for Get Data, and shows the seven figures the API computes', async ({ page }) => {
  const token = await openAsAdmin(page, '/admin/reports/servnet');
  await expect(page.getByRole('heading', { level: 1, name: 'ServNet Report' })).toBeVisible();
  const { start, end } = previousMonthRange(await browserToday(page));
  await expect(page.getByLabel('Start date')).toHaveValue(start);
  await expect(page.getByLabel('End date')).toHaveValue(end);
  const getData = page.getByRole('button', { name: 'Get Data' });
  await expect(getData).toBeDisabled();

  await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'DAL' });
  await expect(getData).toBeEnabled();
  await getData.click();
  await expect(page).toHaveURL(new RegExp(`\\?site=1&start=${start}&end=${end}$`));
  const report = await apiGet<ServnetReport>(page, token, `/v3/reporting/servnet/site/1/start/${start}/end/${end}`);
  // The seed is dated from the day it runs: the month the report opens on is full of sales.
  expect(report.data.Sim_Offered).toBeGreaterThan(0);
  await expect(figures(page).getByRole('term')).toHaveText([...figureNames]);
  expect(await shownTexts(page)).toEqual(expectedTexts(report));
  await expect(figures(page)).toContainText(`DAL, ${start} to ${end}`);

  // A reload keeps the report.
  await page.reload();
  await expect(figures(page)).toBeVisible();
  expect(await shownTexts(page)).toEqual(expectedTexts(report));
  await expect(page.getByRole('combobox', { name: 'Site' })).toHaveValue('1');
});

test('reports another site and range, and refuses an empty or reversed range', async ({ page }) => {
  const token = await openAsAdmin(page, '/admin/reports/servnet');
  const getData = page.getByRole('button', { name: 'Get Data' });
  // Five months back, well within the seeded year and a half of sales; then the day after it.
  const today = await browserToday(page);
  const { start, end } = previousMonthRange(new Date(today.getFullYear(), today.getMonth() - 4, 1));
  const dayAfter = previousMonthRange(new Date(today.getFullYear(), today.getMonth() - 3, 1)).start;
  await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'PHX' });
  await page.getByLabel('Start date').fill(start);
  await page.getByLabel('End date').fill(end);
  await getData.click();
  await expect(page).toHaveURL(new RegExp(`\\?site=3&start=${start}&end=${end}$`));
  const report = await apiGet<ServnetReport>(page, token, `/v3/reporting/servnet/site/3/start/${start}/end/${end}`);
  expect(report.data.Sim_Offered).toBeGreaterThan(0);
  await expect(figures(page)).toContainText(`PHX, ${start} to ${end}`);
  expect(await shownTexts(page)).toEqual(expectedTexts(report));

  await page.getByLabel('Start date').fill('');
  await expect(getData).toBeDisabled();
  await page.getByLabel('Start date').fill(dayAfter);
  await expect(page.getByText('End date is before Start date')).toBeVisible();
  await expect(getData).toBeDisabled();
});

test('a failure clears the figures without a message', async ({ page }) => {
  const { start, end } = previousMonthRange(new Date());
  await openAsAdmin(page, `/admin/reports/servnet?site=1&start=${start}&end=${end}`);
  await expect(figures(page)).toBeVisible();
  await page.route('**/v3/reporting/servnet/**', (route) => route.fulfill({ status: 400, json: { error: { message: 'start must be on or before end' } } }));
  const failed = page.waitForResponse((response) => response.url().includes('/v3/reporting/servnet/') && response.status() === 400);
  await page.getByRole('button', { name: 'Get Data' }).click();
  await failed;
  await expect(figures(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('start must be on or before end')).toHaveCount(0);
});

test('with no connection it says the report needs one', async ({ page, context }) => {
  await openAsAdmin(page, '/admin/reports/servnet');
  await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'ATL' });
  await expect(page.getByRole('button', { name: 'Get Data' })).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByText('The ServNet report needs a connection to the server. Nothing can be loaded or saved until it returns.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Data' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Get Data' })).toBeEnabled();
});
