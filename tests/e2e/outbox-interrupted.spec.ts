/**
 * The offline outbox interrupted in the middle of a send (issue 4): the page reloaded while
 * an upload is on the wire, and the browser killed and started again on the same profile.
 * Either way the server ends with every photo exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type CDPSession } from '@playwright/test';
import { demoUsers, signIn, submitSignIn, withServiceWorker } from './fixtures';
import {
  addPhotos,
  expectOutbox,
  imageRowCount,
  inspectorToken,
  makePhotos,
  newWidths,
  openPhotos,
  range,
  serverImages,
  uploadedFiles,
  vehicleFor,
} from './outbox-helpers';

test.use(withServiceWorker);

/** The network as DevTools emulates it: offline, or online with uploads slowed to `uploadBytesPerSecond` (-1: no limit). */
async function network(cdp: CDPSession, state: { offline: boolean; uploadBytesPerSecond?: number }): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: state.offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: state.uploadBytesPerSecond ?? -1,
  });
}

function isUpload(vehicleId: number) {
  return (request: { method(): string; url(): string }) =>
    request.method() === 'POST' && new URL(request.url()).pathname === `/v3/vehicles/${vehicleId}/images`;
}

test('a reload while a photo is on its way loses nothing and stores nothing twice', async ({ page, request }, testInfo) => {
  const token = await inspectorToken(request);
  const vehicleId = await vehicleFor(request, token, 20, testInfo);
  const before = await serverImages(request, token, vehicleId);
  const filesBefore = await uploadedFiles(request, vehicleId);

  await signIn(page, 'inspector');
  await openPhotos(page, vehicleId);
  const widths = range(220, 5);
  const photos = await makePhotos(page, widths);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await network(cdp, { offline: true });
  await addPhotos(page, photos);
  await expectOutbox(page, 'Outbox: Offline, 5 waiting');

  // Back online with uploads slowed to 1 kB/s, so the first photo (a few kB) is seconds on the
  // wire: the page reloads as soon as its request starts, cutting it mid-body.
  const keys: string[] = [];
  page.on('request', (sent) => {
    if (isUpload(vehicleId)(sent)) keys.push(sent.headers()['idempotency-key'] ?? '');
  });
  const started = page.waitForRequest(isUpload(vehicleId));
  const cut = page.waitForEvent('requestfailed', isUpload(vehicleId));
  await network(cdp, { offline: false, uploadBytesPerSecond: 1000 });
  await started;
  await page.reload();
  expect((await cut).failure()?.errorText).toBe('net::ERR_ABORTED');
  const resent = page.waitForRequest(isUpload(vehicleId));
  await network(cdp, { offline: false });
  await resent;
  // The photo cut on the wire is the first sent after the reload, under the same key.
  expect(keys[1]).toBe(keys[0]);
  await expect.poll(() => imageRowCount(request, vehicleId), { timeout: 20_000 }).toBe(before.length + 5);
  await expectOutbox(page, 'Outbox: Online');
  expect(newWidths(await serverImages(request, token, vehicleId), before)).toEqual(widths);
  expect((await uploadedFiles(request, vehicleId)).length).toBe(filesBefore.length + 5);
});

test('the browser killed while a photo is on its way, then started again on the same profile: every photo reaches the server once', async ({
  request,
}, testInfo) => {
  test.setTimeout(45_000);
  const token = await inspectorToken(request);
  const vehicleId = await vehicleFor(request, token, 21, testInfo);
  const before = await serverImages(request, token, vehicleId);
  const filesBefore = await uploadedFiles(request, vehicleId);
  const profile = mkdtempSync(join(tmpdir(), 'lot-console-outbox-profile-'));
  const { launchOptions, baseURL, viewport } = testInfo.project.use;
  const launch = () => chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, viewport });
  let context: BrowserContext | null = await launch();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, 'inspector');
    await openPhotos(page, vehicleId);
    const widths = range(230, 5);
    const photos = await makePhotos(page, widths);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await network(cdp, { offline: true });
    await addPhotos(page, photos);
    await expectOutbox(page, 'Outbox: Offline, 5 waiting');

    // Back online with slow uploads; the browser process crashes once the first photo is on the wire.
    const started = page.waitForRequest(isUpload(vehicleId));
    await network(cdp, { offline: false, uploadBytesPerSecond: 1000 });
    const cutKey = (await started).headers()['idempotency-key'];
    const browser = context.browser();
    if (!browser) throw new Error('No browser behind the persistent context');
    const closed = new Promise((resolve) => context?.once('close', resolve));
    const browserCdp = await browser.newBrowserCDPSession();
    await browserCdp.send('Browser.crash').catch(() => undefined); // the answer dies with the browser
    await closed;

    // Started again on the same profile. Chromium writes localStorage lazily, so the session may
    // not have survived the crash: then the same user signs in again and comes back here.
    context = await launch();
    const again = context.pages()[0] ?? (await context.newPage());
    const resent = again.waitForRequest(isUpload(vehicleId));
    await again.goto(`/vehicles/${vehicleId}/photos`);
    const signedOut = new URL(again.url()).pathname === '/login';
    testInfo.annotations.push({ type: 'session after the crash', description: signedOut ? 'lost: signed in again' : 'kept' });
    if (signedOut) {
      await submitSignIn(again, demoUsers.inspector);
      await again.waitForURL((url) => url.pathname === `/vehicles/${vehicleId}/photos`);
    }
    // The photo cut on the wire is the first sent after the restart, under the same key.
    expect((await resent).headers()['idempotency-key']).toBe(cutKey);
    await expect.poll(() => imageRowCount(request, vehicleId), { timeout: 20_000 }).toBe(before.length + 5);
    await expectOutbox(again, 'Outbox: Online');
    expect(newWidths(await serverImages(request, token, vehicleId), before)).toEqual(widths);
    expect((await uploadedFiles(request, vehicleId)).length).toBe(filesBefore.length + 5);
  } finally {
    await context?.close().catch(() => undefined);
    rmSync(profile, { recursive: true, force: true });
  }
});
