/**
 * Scan VIN (issue 41, ADR 0092): the camera reads a VIN barcode and the vehicle opens. Chromium's
 * fake camera plays a video of barcodes of seeded VINs, made by scripts/vin-video.ts (bwip-js)
 * as the test starts; each test launches a browser of its own, since the video is a launch flag.
 * Chromium on Linux has no BarcodeDetector of its own: these scans run on the ZXing ponyfill and
 * its .wasm from our origin (one test deletes `window.BarcodeDetector` to be sure of it wherever
 * it runs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { vinCheckDigitMessage } from '../../src/contract/vin';
import { PNG } from 'pngjs';
import { barcodePng, writeVinVideo, type VideoPart } from '../../scripts/vin-video';
import { expectNoViolationsWithin } from './axe-within';
import { testChromiumArgs, testChromiumPath } from './chromium-path.mjs';
import { waitForController } from './fixtures';
import { openAs, settled, table, waitForPersisted } from './list-helpers';
import { inspectorToken } from './outbox-helpers';
import { smallTargets } from './touch-targets';
import { absentVin, misread, vehiclesWithOwnVin } from './vin-helpers';

const dialogSelector = 'dialog[aria-modal="true"]';
const scanDialog = (page: Page) => page.getByRole('dialog', { name: 'Scan VIN' });
const finder = (page: Page) => page.getByRole('search', { name: 'Find a vehicle' });
const scanButton = (page: Page) => finder(page).getByRole('button', { name: 'Scan VIN' });
const summary = (page: Page) => page.getByRole('region', { name: 'Vehicle summary' });
/** The top bar's Scan VIN (ADR 0093). */
const topBarScan = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Scan VIN' });
const portraitTablet = { viewport: { width: 820, height: 1180 } };
/** The videos' folder, made by the first test that needs one (not where the runner only lists the tests). */
let videos: string | undefined;
// The videos are some 30 MB each: not left in the host's /tmp. A worker may run this file's hooks
// around each test (fully parallel): the next test makes a folder again.
test.afterAll(() => {
  if (videos) rmSync(videos, { recursive: true, force: true });
  videos = undefined;
});

/**
 * The camera first sees the door jamb without its label, for longer than the longest gap between
 * two looks of `expect(…).toBeVisible()` (1 s): the test sees the dialog open before the read
 * closes it (a label in the first frame was read, and the vehicle opened, between two looks).
 */
const leadIn: VideoPart = { blank: true, seconds: 2 };

/** A Chromium whose camera plays `parts` in a loop; the user allows it at once, or refuses it (`refused`: Chromium's fake prompt answers no). */
async function browserWithCamera(name: string, parts: readonly VideoPart[], camera: 'allowed' | 'refused' = 'allowed'): Promise<Browser> {
  videos ??= mkdtempSync(join(tmpdir(), 'lot-console-vin-video-'));
  const video = await writeVinVideo(join(videos, `${name}.y4m`), parts);
  return chromium.launch({
    executablePath: testChromiumPath() ?? undefined,
    args: [
      ...testChromiumArgs,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
      camera === 'allowed' ? '--use-fake-ui-for-media-stream' : '--use-fake-ui-for-media-stream=deny',
    ],
  });
}

/** A tablet's tab of that browser, as the suite's project opens one; each camera opened is noted (window.cameraStreams) to see that it is stopped. */
async function tabletPage(browser: Browser, baseURL: string | undefined, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 }, hasTouch: true, serviceWorkers: 'block', ...options });
  await context.addInitScript(() => {
    const opened: MediaStream[] = [];
    Object.assign(window, { cameraStreams: opened });
    const devices = navigator.mediaDevices as MediaDevices | undefined;
    if (!devices) return;
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      opened.push(stream);
      return stream;
    };
  });
  return context.newPage();
}

/** A white picture with no barcode in it. */
function blankPng(): Buffer {
  const image = new PNG({ width: 200, height: 100 });
  image.data.fill(255);
  return PNG.sync.write(image);
}

/** The state of every camera track the page opened: "live" while the camera is on, "ended" once stopped. */
function cameraTracks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.flatMap((stream) => stream.getTracks().map((track) => track.readyState)),
  );
}

test('Scan VIN reads a Code 39 VIN label with the camera and opens the vehicle; the camera is stopped and nothing is asked of another origin', async ({
  baseURL,
  request,
}) => {
  const [vehicle] = await vehiclesWithOwnVin(request, await inspectorToken(request), 1, 2);
  if (!vehicle) throw new Error('no vehicle');
  const camera = await browserWithCamera('code39', [leadIn, { symbology: 'code39', text: vehicle.vin, seconds: 2 }]);
  try {
    const page = await tabletPage(camera, baseURL);
    const origins = new Set<string>();
    page.on('request', (sent) => origins.add(new URL(sent.url()).origin));
    await openAs(page, 'inspector', '/vehicles');
    await settled(table(page, 'Vehicles'));
    await scanButton(page).click();
    await expect(scanDialog(page)).toBeVisible();

    await expect(page).toHaveURL(`/vehicles/${vehicle.vehicle_id}`);
    await expect(summary(page).getByText(vehicle.vin, { exact: true })).toBeVisible();
    await expect(scanDialog(page)).toBeHidden();
    expect(await cameraTracks(page)).toEqual(['ended']);
    expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
  } finally {
    await camera.close();
  }
});

test('with the ZXing ponyfill (no BarcodeDetector): a misread label says so and scanning goes on, then a Data Matrix of the right VIN opens the vehicle', async ({
  baseURL,
  request,
}) => {
  const [vehicle] = await vehiclesWithOwnVin(request, await inspectorToken(request), 1, 3);
  if (!vehicle) throw new Error('no vehicle');
  // The misread first, long enough to be read before the right one however slowly the reader starts.
  const camera = await browserWithCamera('misread', [
    { symbology: 'code39', text: misread(vehicle.vin), seconds: 5 },
    { symbology: 'datamatrix', text: vehicle.vin, seconds: 3 },
  ]);
  try {
    const page = await tabletPage(camera, baseURL);
    await page.context().addInitScript(() => {
      delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
    });
    await openAs(page, 'inspector', '/vehicles');
    await settled(table(page, 'Vehicles'));
    await scanButton(page).click();

    const dialog = scanDialog(page);
    await expect(dialog.getByRole('status')).toHaveText('Looking for a VIN barcode…');
    await expect(dialog.locator('video')).toHaveAttribute('data-reader', 'zxing');
    const warning = dialog.getByRole('alert');
    await expect(warning).toContainText('Misread, still scanning');
    await expect(warning).toContainText(vinCheckDigitMessage);
    await expectNoViolationsWithin(page, dialogSelector);
    // Still on the list: a misread opens nothing.
    await expect(page).toHaveURL('/vehicles');

    await expect(page).toHaveURL(`/vehicles/${vehicle.vehicle_id}`);
    await expect(summary(page).getByText(vehicle.vin, { exact: true })).toBeVisible();
    expect(await cameraTracks(page)).toEqual(['ended']);
  } finally {
    await camera.close();
  }
});

test('a refused camera says so in the dialog, and the typed box still opens the vehicle', async ({ baseURL, request }) => {
  const [vehicle] = await vehiclesWithOwnVin(request, await inspectorToken(request), 1, 4);
  if (!vehicle) throw new Error('no vehicle');
  const camera = await browserWithCamera('refused', [{ symbology: 'code39', text: vehicle.vin, seconds: 1 }], 'refused');
  try {
    const page = await tabletPage(camera, baseURL);
    await openAs(page, 'inspector', '/vehicles');
    await settled(table(page, 'Vehicles'));
    await scanButton(page).click();
    const dialog = scanDialog(page);
    await expect(dialog.getByRole('alert')).toContainText('The camera is not allowed');
    await expect(dialog.getByRole('alert')).toContainText('type the VIN in the box');
    await expectNoViolationsWithin(page, dialogSelector);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(await cameraTracks(page)).toEqual([]);

    const box = finder(page).getByRole('textbox', { name: 'VIN or last 6' });
    await box.fill(vehicle.vin);
    await box.press('Enter');
    await expect(page).toHaveURL(`/vehicles/${vehicle.vehicle_id}`);
  } finally {
    await camera.close();
  }
});

test('a device with no camera says so in the dialog; a photo of the label is read instead: a QR code, a Code 128 misread, nothing, then the vehicle opens', async ({
  page,
  request,
}) => {
  const [vehicle] = await vehiclesWithOwnVin(request, await inspectorToken(request), 1, 5);
  if (!vehicle) throw new Error('no vehicle');
  await page.context().addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined });
  });
  await openAs(page, 'inspector', '/vehicles');
  await settled(table(page, 'Vehicles'));
  await scanButton(page).click();
  const dialog = scanDialog(page);
  const alert = dialog.getByRole('alert').first();
  await expect(alert).toContainText('No camera');
  await expect(alert).toContainText('This device has no camera the browser can use. Type the VIN in the box.');
  await expectNoViolationsWithin(page, dialogSelector);

  const photo = async (name: string, buffer: Buffer) => {
    await dialog.getByLabel('Label photo').setInputFiles({ name, mimeType: 'image/png', buffer });
  };
  await photo('misread.png', await barcodePng('code128', misread(vehicle.vin)));
  await expect(dialog.getByText(vinCheckDigitMessage)).toBeVisible();
  await photo('blank.png', blankPng());
  await expect(dialog.getByText('No VIN barcode found in the photo. Take it again, closer and straight on, or type the VIN in the box.')).toBeVisible();
  await expectNoViolationsWithin(page, dialogSelector);
  await photo('label.png', await barcodePng('qrcode', vehicle.vin));
  await expect(page).toHaveURL(`/vehicles/${vehicle.vehicle_id}`);
  await expect(summary(page).getByText(vehicle.vin, { exact: true })).toBeVisible();
});

test('Escape closes the dialog, as any dialog', async ({ page }) => {
  await page.context().addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined });
  });
  await openAs(page, 'inspector', '/vehicles');
  await settled(table(page, 'Vehicles'));
  await scanButton(page).click();
  await expect(scanDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(scanDialog(page)).toBeHidden();
  await expect(scanButton(page)).toBeFocused();
});

test('offline, the scanner comes from the service worker (its chunk and its .wasm precached) and opens a vehicle the device has seen', async ({
  baseURL,
  request,
}) => {
  const [vehicle] = await vehiclesWithOwnVin(request, await inspectorToken(request), 1);
  if (!vehicle) throw new Error('no vehicle');
  const camera = await browserWithCamera('offline', [{ symbology: 'code39', text: vehicle.vin, seconds: 2 }]);
  try {
    const page = await tabletPage(camera, baseURL, { serviceWorkers: 'allow' });
    await openAs(page, 'inspector', '/vehicles');
    await settled(table(page, 'Vehicles'));
    await waitForController(page);
    // The first page of the list, which holds the vehicle, is kept on the device.
    await waitForPersisted(page, vehicle.vin);

    await page.context().setOffline(true);
    await page.reload();
    await settled(table(page, 'Vehicles'));
    await scanButton(page).click();
    await expect(page).toHaveURL(`/vehicles/${vehicle.vehicle_id}`);
    await expect(page.getByText('No connection: the vehicle loads when the connection returns (it has not been saved on this device).')).toBeVisible();
  } finally {
    await camera.close();
  }
});

test('from the dashboard on a portrait tablet, by touch: the top bar’s Scan VIN (axe-clean, 44 px) opens the scanner over the vehicles list, and the VIN read opens its vehicle', async ({
  baseURL,
  request,
}) => {
  const [vehicle] = await vehiclesWithOwnVin(request, await inspectorToken(request), 1, 6);
  if (!vehicle) throw new Error('no vehicle');
  const camera = await browserWithCamera('top-bar', [leadIn, { symbology: 'code39', text: vehicle.vin, seconds: 2 }]);
  try {
    const page = await tabletPage(camera, baseURL, portraitTablet);
    await openAs(page, 'inspector', '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Lot Console' })).toBeVisible();
    // Below 1024 px the menu is a drawer; Scan VIN needs none of it.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(topBarScan(page)).toBeVisible();
    expect(await smallTargets(page, 44, 'header')).toEqual([]);
    await expectNoViolationsWithin(page, 'header');
    await page.emulateMedia({ colorScheme: 'dark' });
    // The app takes the dark mode a frame later: axe saw the top bar's words half-way to their dark colours.
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoViolationsWithin(page, 'header');

    await topBarScan(page).tap();
    await expect(scanDialog(page)).toBeVisible();
    await expect(page).toHaveURL(`/vehicles/${vehicle.vehicle_id}`);
    await expect(summary(page).getByText(vehicle.vin, { exact: true })).toBeVisible();
    await expect(scanDialog(page)).toBeHidden();
    expect(await cameraTracks(page)).toEqual(['ended']);
    // The vehicle's page has the top bar's Scan VIN too: the next car is one tap away.
    await expect(topBarScan(page)).toBeVisible();
  } finally {
    await camera.close();
  }
});

test('from the top bar, a VIN no vehicle at the site has is said under the vehicles list’s box, with the VIN in it; the list shows one Scan VIN, the box’s', async ({
  baseURL,
  request,
}) => {
  const absent = await request.get(`/v3/util/vehicles?site=DAL&filters[0]=vin|eq|${absentVin}`, {
    headers: { Authorization: `Bearer ${await inspectorToken(request)}` },
  });
  expect(((await absent.json()) as { total: number }).total).toBe(0);
  const camera = await browserWithCamera('top-bar-absent', [{ symbology: 'code39', text: absentVin, seconds: 2 }]);
  try {
    const page = await tabletPage(camera, baseURL, portraitTablet);
    await openAs(page, 'inspector', '/');
    await topBarScan(page).tap();
    await expect(finder(page).getByText(`No vehicle with the VIN ${absentVin} at this site`)).toBeVisible();
    await expect(page).toHaveURL('/vehicles');
    await expect(scanDialog(page)).toBeHidden();
    await expect(finder(page).getByRole('textbox', { name: 'VIN or last 6' })).toHaveValue(absentVin);
    await expect(page.getByRole('button', { name: 'Scan VIN' })).toHaveCount(1);
    await expect(scanButton(page)).toBeVisible();
    expect(await cameraTracks(page)).toEqual(['ended']);
  } finally {
    await camera.close();
  }
});
