/**
 * The lot's core flow in WebKit (issue 41, ADR 0088): every iPad browser is WebKit. The
 * production build (dist/, `npm run build` first) on the real server with a fresh seeded database
 * (scripts/lib/measure-server.ts), in WebKitGTK's MiniBrowser over WebDriver (webkit.ts): the
 * inspector signs in by typing, opens a vehicle by the last 6 of its VIN, writes a report with a
 * damage and a camera-sized photo with no network, reloads from the service worker, prints the
 * device's copy, and once the network is back the server holds the report, the damage and the
 * photo exactly once; then the server's copy prints. "No network" is the server refusing every
 * connection (unplug), as a Wi-Fi with no route: WebDriver has no offline mode, and the app tells
 * an unreachable server from its own calls, not from navigator.onLine (src/offline/connection.ts).
 * What WebKit lacks is worked around by the app: no BarcodeDetector (the typed search), no
 * requestIdleCallback, no ImageDecoder (the PDF worker's createImageBitmap), no Background Sync
 * (the outbox sends itself), no navigator.storage.persist.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { apiSignIn, type MeasureServer } from '../../scripts/lib/measure-server.ts';
import { readPdf, type PdfReadBack } from '../../scripts/lib/pdf-text.ts';
import { keepWhatItShowed, startSuite, type WebKitSuite } from './suite.ts';
import { byRole, waitFor, waitForNoRole, type Browser } from './webkit.ts';

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

interface ServerState {
  inspections: {
    condition_report_id: number;
    inspection_items: { vehicle_condition_id: number; item: { name: string } | null; damage: { name: string } | null; image: { sha256: string } | null }[];
  }[];
}

async function api<T>(path: string, token: string): Promise<T> {
  const reply = await fetch(`${server.origin}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!reply.ok) throw new Error(`${path} answered ${reply.status}`);
  return (await reply.json()) as T;
}

/** A DAL vehicle that may be written to, has no report, and is the only one with its last 6. */
async function freshVehicle(token: string): Promise<{ vehicleId: number; last6: string; vin: string }> {
  const { data } = await api<{ data: { vehicle_id: number; vehicle_status_id: number; vin: string; last6: string }[] }>(
    '/v3/util/vehicles?site=DAL&per_page=100&notHas[]=inspections&order_by[]=vehicle_id|asc',
    token,
  );
  for (const vehicle of data.filter((candidate) => candidate.vehicle_status_id <= 3)) {
    const same = await api<{ total: number }>(`/v3/util/vehicles?site=DAL&per_page=2&filters[0]=last6|eq|${vehicle.last6}`, token);
    if (same.total === 1) return { vehicleId: vehicle.vehicle_id, last6: vehicle.last6, vin: vehicle.vin };
  }
  throw new Error('no fresh DAL vehicle with a last 6 of its own');
}

/** The top bar's outbox status, in full (its description and tooltip): 'Outbox: Online', 'Outbox: Offline, 2 waiting'. */
async function outboxStatus(): Promise<string> {
  const links = await browser.$$('a[aria-label^="Outbox:"]').getElements();
  return links.length === 1 ? ((await links[0]?.getAttribute('title')) ?? '') : '';
}

/**
 * The PDF the tab shows. WebKit has a PDF viewer (navigator.pdfViewerEnabled), so Print sends the
 * tab to the document itself, a blob: URL; WebKitGTK shows it in its pdf.js viewer, in a frame,
 * whose copy of the bytes is read back here (the app's CSP keeps fetch off blob: URLs).
 */
async function shownPdf(): Promise<PdfReadBack> {
  await waitFor(async () => (await browser.getUrl()).startsWith('blob:'), 'the tab goes to the PDF', 60_000);
  expect(await browser.execute(() => document.contentType)).toBe('application/pdf');
  await browser.switchFrame(await browser.$('iframe'));
  try {
    type Viewer = { PDFViewerApplication?: { pdfDocument?: { getData(): Promise<Uint8Array> } | null } };
    await waitFor(() => browser.execute(() => Boolean((window as Viewer).PDFViewerApplication?.pdfDocument)), "WebKit's PDF viewer opened the document");
    const base64 = await browser.executeAsync((done: (base64: string) => void) => {
      void (window as Viewer).PDFViewerApplication?.pdfDocument?.getData().then((bytes) => {
        let binary = '';
        for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
        done(btoa(binary));
      });
    });
    return await readPdf(Buffer.from(base64, 'base64'));
  } finally {
    await browser.switchFrame(null);
  }
}

/** Whether the device's persisted query cache holds `key` (src/lib/query-persistence.ts). */
function persisted(key: string): Promise<boolean> {
  return browser.execute((wanted) => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const stored = localStorage.key(index);
      if (stored?.startsWith('lot-console.query-cache.') && localStorage.getItem(stored)?.includes(wanted)) return true;
    }
    return false;
  }, key);
}

/** A camera-sized JPEG (12 megapixels would be slow to make here; 3000 x 2000 is past the device's 2560 px limit and the print size). */
function cameraPhoto(folder: string): string {
  const width = 3000;
  const height = 2000;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const dent = (x - 1500) ** 2 + (y - 1000) ** 2 < 300 ** 2;
      data[at] = dent ? 240 : Math.round((x / width) * 200);
      data[at + 1] = dent ? 240 : 90;
      data[at + 2] = dent ? 240 : Math.round((y / height) * 200);
      data[at + 3] = 255;
    }
  }
  const path = join(folder, 'hood-dent.jpg');
  writeFileSync(path, jpeg.encode({ data, width, height }, 85).data);
  return path;
}

test('sign in, open a vehicle, write a report with a photo offline, reload from the service worker, reconnect: sent exactly once; print the PDF', async () => {
  onTestFailed(() => keepWhatItShowed(browser, 'core-flow'));
  const token = await apiSignIn(server.origin);
  const vehicle = await freshVehicle(token);
  const photo = cameraPhoto(server.folder);
  // What this WebKit lacks, for the run's log: the flow below runs on the app's way around each.
  const lacks = await browser.execute(() =>
    Object.entries({
      BarcodeDetector: 'BarcodeDetector' in window,
      requestIdleCallback: 'requestIdleCallback' in window,
      ImageDecoder: 'ImageDecoder' in window,
      SyncManager: 'SyncManager' in window,
      'navigator.storage.persist': typeof navigator.storage?.persist === 'function',
    })
      .filter(([, has]) => !has)
      .map(([name]) => name),
  );
  console.log(`WebKitGTK ${suite!.webkit.version}, without ${lacks.join(', ') || 'nothing of the list'}`);

  // 1. Sign in by typing, as the inspector.
  await browser.url(`${server.origin}/login`);
  await byRole(browser, 'heading', 'Auction Staff Sign In');
  await (await byRole(browser, 'textbox', 'Site Code')).setValue('DAL');
  await (await byRole(browser, 'textbox', 'Username')).setValue('inspector');
  await (await byRole(browser, 'textbox', 'Password')).setValue('inspector-demo-2026');
  await (await byRole(browser, 'button', 'Sign in')).click();
  await waitFor(async () => new URL(await browser.getUrl()).pathname === '/', 'the dashboard after sign-in');
  await waitFor(() => browser.execute(() => navigator.serviceWorker.controller?.state === 'activated'), 'the service worker controls the page', 30_000);

  // 2. Open the vehicle by the last 6 of its VIN, typed into the header's box (WebKit has no BarcodeDetector).
  await (await byRole(browser, 'link', 'Vehicles')).click();
  // The list in a window of a tablet's width: its rows are cards (ADR 0111), nothing scrolls sideways, the Inspection links in view.
  const windowSize = await browser.getWindowSize();
  await browser.setWindowSize(820, 1000);
  // The rows, not the loading row (a table of headers only is drawn as cards too when it is wide).
  await waitFor(
    () =>
      browser.execute(() => {
        const region = document.querySelector('[aria-label="Vehicles table"]');
        const rows = [...(region?.querySelectorAll('tbody a') ?? [])].some((anchor) => /Inspection$/.test(anchor.textContent ?? ''));
        return region?.getAttribute('data-layout') === 'stacked' && rows;
      }),
    'the vehicles list drawn as cards, with its rows',
  );
  const list = await browser.execute(() => {
    const region = document.querySelector('[aria-label="Vehicles table"]')!;
    const link = [...region.querySelectorAll('tbody a')].find((anchor) => /Inspection$/.test(anchor.textContent ?? ''))!;
    return { sideways: region.scrollWidth - region.clientWidth, linkEnd: link.getBoundingClientRect().right, width: region.getBoundingClientRect().right };
  });
  expect(list.sideways).toBeLessThanOrEqual(0);
  expect(list.linkEnd).toBeLessThanOrEqual(list.width);
  if (process.env.WEBKIT_SHOTS) await keepWhatItShowed(browser, 'vehicles-cards');
  await browser.setWindowSize(windowSize.width, windowSize.height);
  await (await byRole(browser, 'textbox', 'VIN or last 6')).setValue(vehicle.last6);
  await (await byRole(browser, 'button', 'Go to vehicle')).click();
  await byRole(browser, 'heading', 'Vehicle Details');
  await (await byRole(browser, 'link', 'Inspections')).click();
  await byRole(browser, 'heading', 'Vehicle Inspection');
  // The device keeps what the editor needs to open with no network (the persisted query cache).
  for (const key of [`["vehicle-inspection",${vehicle.vehicleId}]`, '["inspection-catalogue",true]'])
    await waitFor(() => persisted(key), `the device keeps ${key}`);

  // 3. The network goes: the server refuses every connection.
  server.unplug();
  await (await byRole(browser, 'button', 'Create Inspection')).click();
  const question = await byRole(browser, 'alertdialog', 'Create Report?');
  await (await byRole(browser, 'button', 'Create', { within: question })).click();
  await byRole(browser, 'heading', 'Damages (0)');
  await (await byRole(browser, 'button', 'Add Damage')).click();
  const dialog = await byRole(browser, 'dialog', 'New Damage');
  await (await byRole(browser, 'combobox', 'Item', { within: dialog })).selectByVisibleText('Hood');
  await (await byRole(browser, 'combobox', 'Damage', { within: dialog })).selectByVisibleText('Dent');
  await (await byRole(browser, 'combobox', 'Severity (required at this site)', { within: dialog })).selectByVisibleText('2-4 inches');
  // The file input behind "Choose photo" (hidden, as on the screen): WebDriver sends it the file's path.
  await (await dialog.$('aria/Photo file')).addValue(photo);
  await byRole(browser, 'img', 'The photo chosen', { within: dialog });
  await (await byRole(browser, 'button', 'Save', { within: dialog })).click();
  await waitForNoRole(browser, 'dialog', 'New Damage').catch(async (error: Error) => {
    // Say what the dialog says (a photo it could not read, say).
    const alerts = await browser.execute(
      (scope: HTMLElement) => [...scope.querySelectorAll('[role=alert]')].map((alert) => alert.textContent).join(' '),
      dialog as unknown as HTMLElement,
    );
    throw new Error(`${error.message}: ${alerts || 'no alert in it'}`);
  });
  const card = await byRole(browser, 'listitem', 'Damage: Hood – Dent');
  await byRole(browser, 'img', 'Photo of Hood – Dent', { within: card });
  await waitFor(async () => (await outboxStatus()).startsWith('Outbox: Offline, '), 'the outbox keeps the changes, offline');

  // 4. A reload with no network: the app, the report and the photo come from the device (the server refuses every connection).
  await browser.refresh();
  await byRole(browser, 'heading', 'Vehicle Inspection');
  await byRole(browser, 'img', 'Photo of Hood – Dent', { within: await byRole(browser, 'listitem', 'Damage: Hood – Dent') });
  expect(await browser.execute(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${server.origin}/sw.js`);
  expect(await outboxStatus()).toMatch(/^Outbox: Offline, \d+ waiting$/);

  // 5. Print while still offline: the device's copy, stamped NOT YET SYNCED. WebKit has no
  // ImageDecoder: the 2560 px photo is scaled to its printed size with createImageBitmap.
  await (await byRole(browser, 'link', 'Print')).click();
  const onDevice = await shownPdf();
  expect(onDevice.text).toContain('NOT YET SYNCED');
  expect(onDevice.text).toContain('1. Hood: Dent');
  expect(onDevice.text).toContain(vehicle.vin);
  const deviceHash = /SHA-256 ([0-9a-f]{12})/.exec(onDevice.text)?.[1];
  expect(deviceHash, "the photo's hash, from the bytes the device will upload").toBeDefined();
  // The photo is 3:2 (the seeded vehicle pictures are 4:3), no wider than 150 dpi of its printed size.
  expect(onDevice.images.filter((image) => Math.abs(image.width / image.height - 1.5) < 0.02).map((image) => image.width <= 450)).toEqual([true]);
  await browser.back();
  await byRole(browser, 'heading', 'Vehicle Inspection');

  // 6. The network returns: the outbox sends the report, its damage and the photo, each once.
  await server.plugIn();
  await waitFor(async () => (await outboxStatus()) === 'Outbox: Online', 'the outbox sent everything', 120_000);
  const { response } = await api<{ response: ServerState }>(`/v3/vehicles3/${vehicle.vehicleId}/full`, token);
  expect(response.inspections).toHaveLength(1);
  const damages = response.inspections[0]?.inspection_items ?? [];
  expect(damages.map((damage) => [damage.item?.name, damage.damage?.name])).toEqual([['Hood', 'Dent']]);
  // The photo the device hashed, and only once (a second upload would be a second row).
  expect(damages[0]?.image?.sha256.slice(0, 12)).toBe(deviceHash);
  const photos = server.db.$client.prepare('SELECT count(*) AS n FROM condition_images WHERE vehicle_condition_id = ?').get(damages[0]?.vehicle_condition_id);
  expect(photos).toEqual({ n: 1 });

  // 7. Print the server's copy: the same damage and photo, no longer stamped.
  await (await byRole(browser, 'link', 'Print')).click();
  const fromServer = await shownPdf();
  expect(fromServer.text).toContain('1. Hood: Dent');
  expect(fromServer.text).toContain(`SHA-256 ${deviceHash}`);
  expect(fromServer.text).not.toContain('NOT YET SYNCED');
});
