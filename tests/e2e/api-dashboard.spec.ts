/**
 * The API Dashboard against the reference server: the four cards and
 * their colours as the server's summary has them, a job's schedule log (JSON as a tree, text as
 * text), the lane monitor's Cycle / Stop / Start with their enabling rules, the server's state
 * after each, another admin's action in progress (the dashboard then reads every second), and no
 * connection. The lane monitor actions
 * take the test server 6 s each (LOT_LANE_MONITOR_MS in playwright.config.ts; 1.2 to 2.5 s
 * otherwise), so a loaded machine still sees one running: the tests wait for their answers,
 * never for a fixed time. They run in order and leave the monitor running, as seeded.
 */
import { expect, test, type Page } from '@playwright/test';
import type { ApiStatusSummary, CardStatus, ScheduleLog } from '../../src/contract/api-status';
import { formatTimestamp, timeZoneLabel } from '../../src/lib/dates';
import { apiGet, snackbar } from './admin-helpers';
import { expectNoViolationsWithin } from './axe-within';
import { openAsAdmin } from './list-helpers';

test.describe.configure({ mode: 'serial' });

const statusName: Record<CardStatus, string> = { green: 'OK', yellow: 'Needs attention', red: 'Problem' };

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const summaryOf = (page: Page, token: string) => apiGet<ApiStatusSummary>(page, token, '/v3/admin/api-status/summary');
const laneButtons = (page: Page) => ({
  cycle: card(page, 'Lane Monitor').getByRole('button', { name: 'Cycle LM' }),
  stop: card(page, 'Lane Monitor').getByRole('button', { name: 'Stop LM' }),
  start: card(page, 'Lane Monitor').getByRole('button', { name: 'Start LM' }),
});

async function expectButtons(page: Page, enabled: { cycle: boolean; stop: boolean; start: boolean }, timeout?: number) {
  const buttons = laneButtons(page);
  for (const name of ['cycle', 'stop', 'start'] as const) {
    if (enabled[name]) await expect(buttons[name]).toBeEnabled({ timeout });
    else await expect(buttons[name]).toBeDisabled({ timeout });
  }
}

/**
 * Holds this page's next lane monitor call until released, so the test sees the screen while the
 * call is out, however slow the machine (the server's own action then takes its 6 s).
 */
async function holdNextAction(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    /\/v3\/admin\/api-status\/laneMonitor\w+$/,
    async (route) => {
      await gate;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

test('shows the four cards with the colours and details of the server’s summary', async ({ page }) => {
  const token = await openAsAdmin(page, '/apidashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'API Dashboard' })).toBeVisible();
  const summary = await summaryOf(page, token);
  const cards = [
    ['On-Premise WAN', summary.sites.status],
    ['On-Premise Services', summary.services.status],
    ['Scheduled Jobs', summary.schedules.status],
    ['Lane Monitor', summary.lanemonitor.status],
  ] as const;
  for (const [title, status] of cards) {
    await expect(card(page, title).getByRole('img', { name: `Status: ${statusName[status]}` })).toBeVisible();
  }
  // The seed: a site down, one not updated; a stopped service; a failed job; the monitor running.
  expect(cards.map(([, status]) => status)).toEqual(['red', 'red', 'red', 'green']);

  const wan = card(page, 'On-Premise WAN');
  const { sites } = summary;
  await expect(wan).toContainText(`${sites.running} running · ${sites.not_running} not running · ${sites.not_updated} not updated`);
  const sitesList = wan.getByRole('list', { name: 'Sites' }).getByRole('listitem');
  await expect(sitesList).toHaveCount(sites.details.length);
  for (const [index, site] of sites.details.entries()) {
    const line = sitesList.nth(index);
    await expect(line).toContainText(site.code);
    if (site.state === 'not_running') await expect(line).toContainText(`Down since ${formatTimestamp(site.wan_first_down)}`);
    else await expect(line).toContainText(/^\w+Up/);
  }
  // The times are the device's (an admin has no site's zone), and the page says which zone that is, once.
  // Named as the house names a zone (UTC by its own name, not "GMT+00:00"); the zone is the browser's.
  const deviceZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByText(`Times are in ${timeZoneLabel(deviceZone)}.`, { exact: true })).toBeVisible();

  const services = card(page, 'On-Premise Services');
  for (const environment of new Set(summary.services.details.map((service) => service.environment))) {
    const list = services.getByRole('list', { name: `${environment} services` }).getByRole('listitem');
    const expected = summary.services.details.filter((service) => service.environment === environment).map((service) => `${service.service}${service.status}`);
    await expect(list).toHaveText(expected);
  }

  const jobs = card(page, 'Scheduled Jobs').getByRole('list', { name: 'Jobs' }).getByRole('button');
  await expect(jobs).toHaveText(
    summary.schedules.details.map((job) => new RegExp(`^${job.name}Last run ${formatTimestamp(job.last_run_at)}.*${job.last_status}$`)),
  );

  // Each lane of each site; an active one links to its site's lane monitor page, in a new tab.
  const lanes = card(page, 'Lane Monitor');
  for (const code of new Set(summary.lanemonitor.details.map((lane) => lane.site))) {
    const expected = summary.lanemonitor.details.filter((lane) => lane.site === code);
    const section = lanes.getByRole('region', { name: `${code} lanes` });
    await expect(section.getByRole('listitem')).toHaveCount(expected.length);
    const links = section.getByRole('link', { name: /^Active/ });
    await expect(links).toHaveCount(expected.filter((lane) => lane.active === 1).length);
    await expect(links.first()).toHaveAttribute('href', new URL(`/v3/lanemonitor/${code}/mobile`, page.url()).href);
    await expect(links.first()).toHaveAttribute('target', '_blank');
  }
  const monitorPage = await page.request.get(`/v3/lanemonitor/DAL/mobile`);
  expect(monitorPage.status()).toBe(200);
});

test('opens a job’s schedule log: JSON output as a collapsible tree, text output as text', async ({ page }) => {
  const token = await openAsAdmin(page, '/apidashboard');
  const summary = await summaryOf(page, token);
  const jsonJob = summary.schedules.details.find((job) => job.name === 'Cubed Vehicle Sync');
  const textJob = summary.schedules.details.find((job) => job.name === 'Archive Checked-out Vehicles');
  if (!jsonJob?.schedule_log_id || !textJob?.schedule_log_id) throw new Error('the seeded jobs have no logs');
  const jsonLog = await apiGet<ScheduleLog>(page, token, `/v3/util/api_schedule_logs/${jsonJob.schedule_log_id}`);
  const output = JSON.parse(jsonLog.output ?? '{}') as { processed: number; sites: Record<string, number> };

  await card(page, 'Scheduled Jobs')
    .getByRole('button', { name: /^Cubed Vehicle Sync Last run/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cubed Vehicle Sync' });
  const tree = dialog.getByRole('list', { name: 'Output' });
  await expect(tree).toContainText(`processed: ${output.processed}`);
  await expect(tree).toContainText('job: "Cubed Vehicle Sync"');
  await expect(tree.getByText(`DAL: ${output.sites.DAL}`)).toBeVisible();
  // The sites branch closes and opens again.
  await tree.getByText('sites:').click();
  await expect(tree.getByText(`DAL: ${output.sites.DAL}`)).toBeHidden();
  await tree.getByText('sites:').click();
  await expect(tree.getByText(`DAL: ${output.sites.DAL}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  const textLog = await apiGet<ScheduleLog>(page, token, `/v3/util/api_schedule_logs/${textJob.schedule_log_id}`);
  await card(page, 'Scheduled Jobs')
    .getByRole('button', { name: /^Archive Checked-out Vehicles Last run/ })
    .click();
  const textDialog = page.getByRole('dialog', { name: 'Archive Checked-out Vehicles' });
  await expect(textDialog.getByLabel('Output')).toHaveText(textLog.output ?? '');
  await expect(textDialog).toContainText(formatTimestamp(textLog.created_at));
});

test('cycles, stops and starts the lane monitor: one call each, the buttons off while it runs, the server’s state after each', async ({ page }) => {
  // Three actions of 6 s each (LOT_LANE_MONITOR_MS), on a shared machine.
  test.setTimeout(90_000);
  const token = await openAsAdmin(page, '/apidashboard');
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/laneMonitor\w+$/.test(path)) calls.push(path.split('/').at(-1) ?? '');
  });
  const monitor = card(page, 'Lane Monitor');
  const buttons = laneButtons(page);
  await expectButtons(page, { cycle: true, stop: true, start: false });

  // Cycle: everything off while it runs, yellow, then on again as the state says.
  let release = await holdNextAction(page);
  await buttons.cycle.click();
  await expectButtons(page, { cycle: false, stop: false, start: false });
  await expect(monitor.getByText('Cycling the lane monitor…')).toBeVisible();
  await expect(monitor.getByRole('img', { name: 'Status: Needs attention' })).toBeVisible();
  release();
  await expect(snackbar(page, 'The lane monitor was cycled.')).toBeVisible({ timeout: 15_000 });
  await expectButtons(page, { cycle: true, stop: true, start: false });
  let state = (await summaryOf(page, token)).lanemonitor;
  expect(state).toMatchObject({ running: 1, action: null, last_action: 'cycle', last_action_by: 'admin@example.com', status: 'green' });
  await expect(monitor.getByRole('img', { name: 'Status: OK' })).toBeVisible();

  // Stop: only Start remains, the card is red.
  release = await holdNextAction(page);
  await buttons.stop.click();
  await expectButtons(page, { cycle: false, stop: false, start: false });
  await expect(monitor.getByText('Stopping the lane monitor…')).toBeVisible();
  release();
  await expect(snackbar(page, 'The lane monitor was stopped.')).toBeVisible({ timeout: 15_000 });
  await expectButtons(page, { cycle: false, stop: false, start: true });
  state = (await summaryOf(page, token)).lanemonitor;
  expect(state).toMatchObject({ running: 0, last_action: 'stop', status: 'red' });
  await expect(monitor.getByRole('img', { name: 'Status: Problem' })).toBeVisible();
  await expect(monitor).toContainText(`Stopped since ${formatTimestamp(state.changed_at)}`);

  // Start: back to running.
  release = await holdNextAction(page);
  await buttons.start.click();
  await expectButtons(page, { cycle: false, stop: false, start: false });
  await expect(monitor.getByText('Starting the lane monitor…')).toBeVisible();
  release();
  await expect(snackbar(page, 'The lane monitor was started.')).toBeVisible({ timeout: 15_000 });
  await expectButtons(page, { cycle: true, stop: true, start: false });
  state = (await summaryOf(page, token)).lanemonitor;
  expect(state).toMatchObject({ running: 1, last_action: 'start', status: 'green' });
  await expect(monitor).toContainText(`Running since ${formatTimestamp(state.changed_at)}`);

  expect(calls).toEqual(['laneMonitorRecycle', 'laneMonitorEnd', 'laneMonitorStart']);
});

test('from the keyboard the focus follows the lane monitor: on Stop LM while it runs, then on Start LM, then back on Stop LM (ADR 0102)', async ({ page }) => {
  test.setTimeout(90_000);
  await openAsAdmin(page, '/apidashboard');
  const buttons = laneButtons(page);
  await expectButtons(page, { cycle: true, stop: true, start: false });

  let release = await holdNextAction(page);
  await buttons.stop.focus();
  await page.keyboard.press('Enter');
  await expect(buttons.stop).toHaveAttribute('aria-busy', 'true');
  await expect(buttons.stop).toBeFocused();
  release();
  await expect(snackbar(page, 'The lane monitor was stopped.')).toBeVisible({ timeout: 15_000 });
  await expectButtons(page, { cycle: false, stop: false, start: true });
  await expect(buttons.start).toBeFocused();

  release = await holdNextAction(page);
  await page.keyboard.press('Enter');
  await expect(buttons.start).toHaveAttribute('aria-busy', 'true');
  await expect(buttons.start).toBeFocused();
  release();
  await expect(snackbar(page, 'The lane monitor was started.')).toBeVisible({ timeout: 15_000 });
  await expectButtons(page, { cycle: true, stop: true, start: false });
  await expect(buttons.stop).toBeFocused();
  await expectNoViolationsWithin(page, '[aria-label="Lane monitor actions"]');
});

test('while another admin’s action runs every button is off, and they come back when it ends', async ({ page }) => {
  test.setTimeout(60_000);
  const token = await openAsAdmin(page, '/apidashboard');
  await expectButtons(page, { cycle: true, stop: true, start: false });
  // Another console cycles the monitor (for 6 s); this one is refreshed while it runs.
  const other = page.request.get('/v3/admin/api-status/laneMonitorRecycle', { headers: { Authorization: `Bearer ${token}` } });
  await expect.poll(async () => (await summaryOf(page, token)).lanemonitor.action, { intervals: [100] }).toBe('cycle');
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  const monitor = card(page, 'Lane Monitor');
  await expect(monitor.getByText('Cycling the lane monitor… (started by admin@example.com)')).toBeVisible();
  await expectButtons(page, { cycle: false, stop: false, start: false });
  await expect(monitor.getByRole('img', { name: 'Status: Needs attention' })).toBeVisible();
  expect((await other).status()).toBe(200);
  // The dashboard follows the action to its end on its own.
  await expectButtons(page, { cycle: true, stop: true, start: false }, 15_000);
  await expect(monitor.getByText(/^Cycled .* by admin@example\.com\.$/)).toBeVisible();
});

test('while a lane monitor action runs the dashboard says it reads every second, and every minute again after', async ({ page }) => {
  test.setTimeout(60_000);
  const token = await openAsAdmin(page, '/apidashboard');
  await expect(page.getByText('Refreshes every minute')).toBeVisible();
  // Another console cycles the monitor (6 s on the test server). Here, not in live-screens.spec.ts:
  // the monitor is the server's, and this file's tests, which run in order, expect its buttons on.
  const other = page.request.get('/v3/admin/api-status/laneMonitorRecycle', { headers: { Authorization: `Bearer ${token}` } });
  await expect
    .poll(async () => (await apiGet<ApiStatusSummary>(page, token, '/v3/admin/api-status/summary')).lanemonitor.action, { intervals: [100] })
    .toBe('cycle');
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(page.getByText('Refreshes every second')).toBeVisible();
  expect((await other).status()).toBe(200);
  await expect(page.getByText('Refreshes every minute')).toBeVisible({ timeout: 15_000 });
});

test('with no connection it says the dashboard needs one and offers no action', async ({ page, context }) => {
  await openAsAdmin(page, '/apidashboard');
  await expectButtons(page, { cycle: true, stop: true, start: false });
  await context.setOffline(true);
  await expect(page.getByText('The API Dashboard needs a connection to the server. Nothing can be loaded or saved until it returns.')).toBeVisible();
  await expectButtons(page, { cycle: false, stop: false, start: false });
  await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByText('The API Dashboard needs a connection to the server. Nothing can be loaded or saved until it returns.')).toBeHidden();
  await expectButtons(page, { cycle: true, stop: true, start: false });
});
