/**
 * Scan VIN in WebKit (issue 41, ADR 0092): WebKit has no BarcodeDetector, so the scanner runs the
 * `barcode-detector` ponyfill (ZXing's WebAssembly, its .wasm from our origin). MiniBrowser has no
 * camera to feed a video to: the dialog says what it says where the camera cannot be used, and
 * the photo of the label, the way left to an iPad whose browser may not open the camera, is read
 * by the ponyfill: a Code 39 label drawn by bwip-js (scripts/vin-video.ts) opens its vehicle.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { inspector, type MeasureServer } from '../../scripts/lib/measure-server.ts';
import { barcodePng } from '../../scripts/vin-video.ts';
import { scanTexts } from '../../src/features/vehicles/list/scan-texts.ts';
import { keepWhatItShowed, startSuite, type WebKitSuite } from './suite.ts';
import { byRole, waitFor, type Browser } from './webkit.ts';

let suite: WebKitSuite | undefined;
let server: MeasureServer;
let browser: Browser;

beforeAll(async () => {
  suite = await startSuite();
  ({ server, browser } = suite);
});

afterAll(async () => {
  await suite?.stop();
});

test('no BarcodeDetector: the Scan VIN dialog says the camera cannot be used, and the ZXing ponyfill reads a photo of a Code 39 label: the vehicle opens', async () => {
  onTestFailed(() => keepWhatItShowed(browser, 'scan'));
  // Signed in through the API, the session stored as the console stores it.
  const signIn = await fetch(`${server.origin}/v3/authentication_local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(inspector),
  });
  const reply = (await signIn.json()) as { access_token: string; cloudUser: Record<string, unknown>; install_info: unknown; config: unknown };
  const listed = await fetch(`${server.origin}/v3/util/vehicles?site=DAL&per_page=1&order_by[]=vehicle_id|desc`, {
    headers: { Authorization: `Bearer ${reply.access_token}` },
  });
  const [vehicle] = ((await listed.json()) as { data: { vehicle_id: number; vin: string }[] }).data;
  if (!vehicle) throw new Error('no DAL vehicle');
  const label = join(server.folder, 'vin-label.png');
  writeFileSync(label, await barcodePng('code39', vehicle.vin));

  await browser.url(`${server.origin}/login`);
  await browser.execute(
    (entries: string[][]) => {
      for (const [key = '', value = ''] of entries) localStorage.setItem(key, value);
    },
    [
      ['lot-console.user', JSON.stringify({ ...reply.cloudUser, access_token: reply.access_token })],
      ['lot-console.install_info', JSON.stringify(reply.install_info)],
      ['lot-console.premise_config', JSON.stringify(reply.config)],
    ],
  );
  await browser.url(`${server.origin}/vehicles`);
  expect(await browser.execute(() => 'BarcodeDetector' in window)).toBe(false);

  await (await byRole(browser, 'button', scanTexts.button)).click();
  const dialog = await byRole(browser, 'dialog', scanTexts.title);
  // No camera in MiniBrowser under Xvfb: the dialog says so.
  let said = '';
  await waitFor(async () => {
    said = await browser.execute((scope: HTMLElement) => scope.querySelector('[role=alert]')?.textContent ?? '', dialog as unknown as HTMLElement);
    return said !== '';
  }, 'the dialog says the camera cannot be used');
  expect(said).toBe(`${scanTexts.noCameraTitle}${scanTexts.noCamera}`);

  // The photo of the label: the ponyfill reads it, and the vehicle opens.
  await (await dialog.$(`aria/${scanTexts.photoInput}`)).addValue(label);
  await waitFor(async () => new URL(await browser.getUrl()).pathname === `/vehicles/${vehicle.vehicle_id}`, 'the vehicle opens');
  await byRole(browser, 'heading', 'Vehicle Details');
  // The reader's .wasm came from this origin.
  const wasm = await browser.execute(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.wasm')),
  );
  expect(wasm.length).toBe(1);
  expect(wasm[0]?.startsWith(`${server.origin}/assets/zxing_reader-`)).toBe(true);
});
