/**
 * The console against two server processes on PostgreSQL behind nginx, with the photos in
 * S3-compatible storage (issue 39, docs/deployment.md, ADR 0073), in Chromium: an
 * inspector's writes go through the outbox as on a tablet while processes are killed or
 * restarted and PostgreSQL restarts. Each test counts what landed in the database (exactly once)
 * and checks what the inspector sees: the outbox ends with nothing waiting and nothing needing
 * attention, and no answer reached it that it would show as an error rather than send again.
 *
 * One cluster for the file (cluster-fixtures.ts), its tests one after another in one worker;
 * each leaves every process and PostgreSQL up for the next.
 */
import { withServiceWorker, waitForController } from './fixtures';
import { createReport, freshVehicle, jpeg, openEditor, addDamage } from './inspection-helpers';
import { openAs, waitForPersisted } from './list-helpers';
import { expectOutbox, makePhotos } from './outbox-helpers';
import {
  addDamages,
  damagePhotosOf,
  damagesOf,
  described,
  expect,
  reportCount,
  sha256,
  test,
  vehicleImageRows,
  watchWrites,
  type ClusterWorld,
} from './cluster-fixtures';
import type { Page, Request, Response } from '@playwright/test';

test.describe.configure({ mode: 'default' });

// Once the file is done, its cluster is not kept idle through the rest of the suite.
test.afterAll(async ({ world }) => {
  await world.close();
});

/** A damage's creation: POST /v3/vehicles3/{vehicle}/inspections/{report}/conditions. */
const isDamageWrite = (vehicleId: number) => (sent: Request) => {
  const path = new URL(sent.url()).pathname;
  return sent.method() === 'POST' && path.startsWith(`/v3/vehicles3/${vehicleId}/inspections/`) && path.endsWith('/conditions');
};

/** Resolves with the `nth` damage created (a 201 seen by the page). */
function nthDamageCreated(page: Page, vehicleId: number, nth: number): Promise<Response> {
  let seen = 0;
  return page.waitForResponse((answer) => isDamageWrite(vehicleId)(answer.request()) && answer.status() === 201 && ++seen === nth, { timeout: 60_000 });
}

/** The inspector's editor on a report of a fresh vehicle, made with no network, with `count` damages waiting in the outbox. */
async function reportWaitingOffline(page: Page, vehicleId: number, prefix: string, count: number): Promise<void> {
  await openEditor(page, vehicleId);
  await page.context().setOffline(true);
  await createReport(page);
  await addDamages(page, prefix, { count });
  await expectOutbox(page, `Outbox: Offline, ${count + 1} waiting`);
}

/** What the inspector sees once the outbox is done: nothing waiting, nothing needing attention, every damage shown. */
async function allSynced(page: Page, damages: number): Promise<void> {
  await expectOutbox(page, 'Outbox: Online', 60_000);
  await expect(page.getByRole('heading', { name: `Damages (${damages})` })).toBeVisible();
  await expect(page.getByText(/^Error /)).toHaveCount(0);
}

async function landedOnce(world: ClusterWorld, vehicleId: number, descriptions: string[]): Promise<void> {
  expect(await reportCount(world, vehicleId)).toBe(1);
  expect(await damagesOf(world, vehicleId)).toEqual(descriptions);
}

test.describe('with the service worker', () => {
  test.use(withServiceWorker);

  test('a report written offline with three photographed damages, reloaded offline, reaches the database and the bucket exactly once through nginx', async ({
    page,
    context,
    request,
    world,
  }, testInfo) => {
    test.setTimeout(120_000);
    const token = await openAs(page, 'inspector', '/');
    const vehicleId = await freshVehicle(request, token, 0, testInfo.retry);
    await openEditor(page, vehicleId);
    await waitForController(page);
    await waitForPersisted(page, `["vehicle-inspection",${vehicleId}]`);
    await waitForPersisted(page, '["inspection-catalogue",true]');
    const writes = watchWrites(page, vehicleId);

    await context.setOffline(true);
    await createReport(page);
    await addDamage(page, { item: 'Hood', damage: 'Dent', severity: '2-4 inches', description: 'offline 0', photo: await jpeg(page, 20) });
    await addDamage(page, { item: 'Windshield', damage: 'Chip', severity: 'Less than 1 inch', description: 'offline 1', photo: await jpeg(page, 120) });
    await addDamage(page, { item: 'Left Front Door', damage: 'Scratch', severity: '1-2 inches', description: 'offline 2', photo: await jpeg(page, 240) });
    expect(await reportCount(world, vehicleId)).toBe(0);

    // A reload with no network: the app, the report and its photos all come from the device.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inspection' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Damages' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('img', { name: 'Photo of Windshield – Chip' })).toBeVisible();

    await context.setOffline(false);
    await allSynced(page, 3);
    await landedOnce(world, vehicleId, described('offline', 3));
    const photos = await damagePhotosOf(world, vehicleId);
    expect(photos).toHaveLength(3);
    for (const photo of photos) {
      const bytes = await world.photoBytes(photo.key);
      expect([photo.mime, sha256(bytes)]).toEqual(['image/jpeg', photo.sha256]);
    }
    expect(new Set(writes.answers.map((answer) => answer.origin))).toEqual(new Set([world.cluster.url]));
    expect(writes.shownAsErrors()).toEqual([]);
  });
});

test('a photo uploaded through one process is shown through the other, from its signed URL', async ({ browser, request, world }, testInfo) => {
  const [first, second] = world.cluster.processes;
  if (!first || !second) throw new Error('The cluster has two processes');
  const { viewport, hasTouch } = testInfo.project.use;
  const tabletAt = (baseURL: string) => browser.newContext({ baseURL, viewport, hasTouch, serviceWorkers: 'block' });

  const uploading = await tabletAt(first.url);
  const showing = await tabletAt(second.url);
  try {
    const page = await uploading.newPage();
    const token = await openAs(page, 'inspector', '/');
    const vehicleId = await freshVehicle(request, token, 1, testInfo.retry);
    await page.goto(`/vehicles/${vehicleId}/photos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Photos' })).toBeVisible();
    const rowsBefore = await vehicleImageRows(world, vehicleId);
    const uploaded = page.waitForResponse(
      (answer) => answer.request().method() === 'POST' && new URL(answer.url()).pathname === `/v3/vehicles/${vehicleId}/images`,
    );
    await page.getByLabel('Photo files').setInputFiles(await makePhotos(page, [173], 'across'));
    const answer = await uploaded;
    expect([answer.status(), new URL(answer.url()).origin]).toEqual([201, first.url]);
    const imageId = ((await answer.json()) as { response: { vehicle_image_id: number } }).response.vehicle_image_id;
    await expectOutbox(page, 'Outbox: Online');
    expect(await vehicleImageRows(world, vehicleId)).toBe(rowsBefore + 1);

    const other = await showing.newPage();
    const images: Response[] = [];
    other.on('response', (reply) => {
      if (reply.request().resourceType() === 'image') images.push(reply);
    });
    await openAs(other, 'inspector', `/vehicles/${vehicleId}/photos`);
    const image = other.getByRole('listitem', { name: `Photo: image ${imageId}` }).getByRole('img', { name: `Vehicle photo, image ${imageId}` });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(173);
    // Its signed URL, made and checked by the second process, for bytes the first one stored in the bucket.
    const src = new URL((await image.getAttribute('src')) ?? '', second.url).href;
    const served = images.find((reply) => reply.url() === src);
    expect([new URL(src).origin, served?.status()]).toEqual([second.url, 200]);
    expect(served?.headers()['content-type']).toMatch(/^image\//);
  } finally {
    await uploading.close();
    await showing.close();
  }
});

test('one process killed with SIGKILL during a flush of 20 damages, then started again: every damage lands once, nothing shown as an error', async ({
  page,
  request,
  world,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 2, testInfo.retry);
  await reportWaitingOffline(page, vehicleId, 'killed', 20);
  const writes = watchWrites(page, vehicleId);

  // Killed while the fourth damage is on its way, the rest still waiting.
  let sent = 0;
  const fourth = page.waitForRequest((request) => isDamageWrite(vehicleId)(request) && ++sent === 4);
  await page.context().setOffline(false);
  await fourth;
  const landedBefore = writes.created();
  expect(await world.cluster.stop(0, 'SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
  expect(landedBefore).toBeLessThan(20);
  await world.cluster.start(0);

  await allSynced(page, 20);
  await landedOnce(world, vehicleId, described('killed', 20));
  expect(writes.shownAsErrors()).toEqual([]);
  testInfo.annotations.push({ type: 'sent again', description: writes.retried().join(', ') || 'none' });
});

test('PostgreSQL restarted during writes: 503 with Retry-After while it is down, the outbox sends again, nothing lost or doubled', async ({
  page,
  request,
  world,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 3, testInfo.retry);
  await reportWaitingOffline(page, vehicleId, 'restart', 5);
  const writes = watchWrites(page, vehicleId);

  const unavailable = page.waitForResponse((answer) => answer.status() === 503, { timeout: 60_000 });
  const flushing = nthDamageCreated(page, vehicleId, 1);
  await page.context().setOffline(false);
  await flushing;
  // PostgreSQL stops while the flush goes on; the inspector keeps adding damages until the
  // server says it is unavailable, so writes are under way whatever the timing.
  const stopped = world.postgres.stop();
  let added = 5;
  let down = false;
  void unavailable.then(() => (down = true));
  while (!down) {
    await addDamages(page, 'restart', { from: added, count: 1 });
    added++;
  }
  await stopped;
  const answer = await unavailable;
  expect([answer.status(), answer.headers()['retry-after'], new URL(answer.url()).origin]).toEqual([503, '2', world.cluster.url]);
  await world.postgres.start();

  await allSynced(page, added);
  await landedOnce(world, vehicleId, described('restart', added));
  expect(writes.retried()).toContain(503);
  expect(writes.shownAsErrors()).toEqual([]);
  testInfo.annotations.push({ type: 'writes', description: `${added} damages; sent again: ${writes.retried().join(', ')}` });
});

test('a rolling restart of every process during a flush: no write lost or doubled, no error on the screen', async ({ page, request, world }, testInfo) => {
  test.setTimeout(120_000);
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 4, testInfo.retry);
  await reportWaitingOffline(page, vehicleId, 'rolling', 5);
  const writes = watchWrites(page, vehicleId);

  const flushing = nthDamageCreated(page, vehicleId, 1);
  await page.context().setOffline(false);
  await flushing;
  // Each process in turn stops (SIGTERM), and starts again before the next; meanwhile the
  // inspector keeps adding damages, so writes are under way through the whole restart.
  let restarted = false;
  const restart = world.cluster.rollingRestart().finally(() => (restarted = true));
  let added = 5;
  while (!restarted) {
    await addDamages(page, 'rolling', { from: added, count: 1 });
    added++;
  }
  await restart;

  await allSynced(page, added);
  await landedOnce(world, vehicleId, described('rolling', added));
  expect(writes.shownAsErrors()).toEqual([]);
  testInfo.annotations.push({ type: 'writes', description: `${added} damages; sent again: ${writes.retried().join(', ') || 'none'}` });
});

test('what nginx answers itself is the API’s JSON: an unreadable address, and no process to answer (502 with Retry-After)', async ({ world }) => {
  const at = (path: string) => fetch(`${world.cluster.url}${path}`);
  const unreadable = await at('/v3/vehicles3/%00/full');
  expect([unreadable.status, unreadable.headers.get('content-type'), await unreadable.json()]).toEqual([
    400,
    'application/json',
    { error: { message: 'The request cannot be read: its address or headers are malformed' } },
  ]);

  // Every process stopped: nginx has nobody to ask. The console would otherwise read an HTML page as "Not Authorized".
  for (const process of world.cluster.processes) await world.cluster.stop(process.index);
  try {
    const unreachable = await at('/v3/health');
    expect([unreachable.status, unreachable.headers.get('retry-after'), await unreachable.json()]).toEqual([
      502,
      '2',
      { error: { message: 'The server cannot be reached at the moment. Try again shortly.' } },
    ]);
  } finally {
    for (const process of world.cluster.processes) await world.cluster.start(process.index);
  }
});
