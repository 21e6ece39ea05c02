/**
 * Mobile Builds against the reference server: in Development the
 * latest production master build and the paged build table (sorts, filters, refresh), with
 * production builds linking to the production mobile site and the others to their test
 * installer (environments.json, mobileBuilds); a build's own page; elsewhere the message.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiGet } from './admin-helpers';
import { bodyRows, columnTexts, openAsAdmin, type ServerPage, settled, table } from './list-helpers';

interface Build {
  id: number;
  build: string;
  environment: string;
  is_production: number;
  android_filename: string | null;
  branch: string;
}

interface MobileLinks {
  productionSite: string;
  testInstallers: string;
}

const builds = (page: Page) => table(page, 'Mobile builds');

async function mobileLinks(page: Page): Promise<MobileLinks> {
  const file = (await (await page.request.get('/environments.json')).json()) as { mobileBuilds: MobileLinks };
  return file.mobileBuilds;
}

test('shows the latest production master build and the paged builds, newest first, with their links; sorts, filters and refreshes', async ({ page }) => {
  const token = await openAsAdmin(page, '/mobile-builds');
  const links = await mobileLinks(page);
  const list = builds(page);
  await settled(list);

  const latest = (
    await apiGet<ServerPage<Build>>(
      page,
      token,
      '/v3/util/mobile_builds?filters[0]=is_production|eq|1&filters[1]=branch|eq|master&order_by[]=id|desc&perPage=1&page=1',
    )
  ).data[0] as Build;
  const card = page.getByRole('region', { name: 'Latest production build' });
  await expect(card.getByText(latest.build, { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: `Open the production mobile site of build ${latest.build}` })).toHaveAttribute('href', links.productionSite);

  const first = await apiGet<ServerPage<Build>>(page, token, '/v3/util/mobile_builds?order_by[]=id|desc&perPage=10&page=1');
  expect(await columnTexts(list, 'ID')).toEqual(first.data.map((build) => String(build.id)));
  await expect(page.getByText(`1–10 of ${first.total} builds`)).toBeVisible();
  for (const build of first.data) {
    const row = bodyRows(list).filter({ has: page.getByRole('link', { name: `ID ${build.id}, build ${build.build}` }) });
    const expected = build.is_production === 1 ? links.productionSite : `${links.testInstallers}${build.android_filename}`;
    await expect(row.getByRole('link', { name: build.is_production === 1 ? /Production site of build/ : /Test installer of build/ })).toHaveAttribute(
      'href',
      expected,
    );
  }

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/mobile-builds\?page=2$/);
  await settled(list);
  const second = await apiGet<ServerPage<Build>>(page, token, '/v3/util/mobile_builds?order_by[]=id|desc&perPage=10&page=2');
  expect(await columnTexts(list, 'ID')).toEqual(second.data.map((build) => String(build.id)));

  await page.getByRole('combobox', { name: 'Environment' }).selectOption('QA');
  await expect(page).toHaveURL(/\/mobile-builds\?environment=qa$/);
  await settled(list);
  expect(new Set(await columnTexts(list, 'Environment'))).toEqual(new Set(['QA']));
  const branch = page.getByRole('textbox', { name: 'Branch' });
  await page.getByRole('combobox', { name: 'Environment' }).selectOption('');
  await branch.fill('feature/');
  await branch.press('Enter');
  await settled(list);
  for (const text of await columnTexts(list, 'Branch')) expect(text).toMatch(/^feature\//);

  await list.getByRole('button', { name: 'Build' }).click();
  await expect(list.getByRole('columnheader', { name: 'Build', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  await settled(list);
  const sorted = await columnTexts(list, 'Build');
  const byBuild = await apiGet<ServerPage<Build>>(
    page,
    token,
    `/v3/util/mobile_builds?order_by[]=build|asc&perPage=10&filters[0]=${encodeURIComponent('branch|like|feature/')}`,
  );
  expect(sorted).toEqual(byBuild.data.map((build) => build.build));

  const refreshed = page.waitForResponse((response) => response.url().includes('/v3/util/mobile_builds?') && response.url().includes('branch'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await refreshed).status()).toBe(200);
});

test("a build's page shows its facts and its link", async ({ page }) => {
  const token = await openAsAdmin(page, '/mobile-builds');
  const links = await mobileLinks(page);
  const list = builds(page);
  await settled(list);
  const { data } = await apiGet<ServerPage<Build>>(page, token, '/v3/util/mobile_builds?order_by[]=id|desc&per_page=10&filters[0]=is_production|eq|0');
  const build = data[0] as Build;
  await list.getByRole('link', { name: `ID ${build.id}, build ${build.build}` }).click();
  await expect(page).toHaveURL(`/mobile-builds/${build.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Build ${build.build}` })).toBeVisible();
  await expect(page.getByText(build.branch, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Download the test installer of build ${build.build}` })).toHaveAttribute(
    'href',
    `${links.testInstallers}${build.android_filename}`,
  );
  await page.getByRole('link', { name: '← All Builds' }).click();
  await expect(page).toHaveURL(/\/mobile-builds$/);
});

test('outside the Development environment the pages say they are only available from Development', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lot-console.environment', 'qa'));
  await openAsAdmin(page, '/mobile-builds');
  await expect(page.getByText('Mobile builds are only available from the Development environment.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.goto('/mobile-builds/1');
  await expect(page.getByText('Mobile builds are only available from the Development environment.')).toBeVisible();
});
