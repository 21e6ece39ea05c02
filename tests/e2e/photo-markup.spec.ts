/**
 * Photo markup (issue 41, "Point at it"; ADR 0091), in Chromium against the reference server:
 * on a damage photo the inspector draws a circle and an arrow by touch and a stroke with the
 * mouse, undoes one, and saves; the card, a reload, the edit dialog, the device's PDF and the
 * public report page show the marks; the server holds them as vectors and the photo as the
 * device took it (its SHA-256 unchanged). With no network the same damage reaches the server
 * exactly once with its markup. The tools are named, pressed when chosen, at least 44 px, and
 * axe finds nothing in the dialog. The markup names the photo it was drawn on by the SHA-256 the
 * device took of the bytes it sent (ADR 0095): a photo replaced by another client takes the old
 * marks off the screen, and marks drawn on the damage's photo name the server's hash of it.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';
import { readPdf, strokeColours } from '../../scripts/lib/pdf-text';
import { expectNoViolationsWithin } from './axe-within';
import { shareLink } from './delivery-helpers';
import { test, waitForController, withServiceWorker } from './fixtures';
import { bearer, createReport, fillDamage, freshVehicle, jpeg, openEditor, serverState, withoutPdfViewer } from './inspection-helpers';
import { openAs, waitForPersisted } from './list-helpers';
import { expectOutbox } from './outbox-helpers';
import { smallTargets } from './touch-targets';

test.use(withServiceWorker);

type Point = [number, number];

interface ServerMarkup {
  photo_sha256: string;
  shapes: { type: string; colour: string; cx?: number; cy?: number; r?: number; x1?: number; y1?: number; x2?: number; y2?: number }[];
}

/** A finger on the screen: touch events through DevTools, which Chromium turns into pointer events of type touch. */
async function touchDrag(cdp: CDPSession, box: { x: number; y: number; width: number; height: number }, from: Point, to: Point): Promise<void> {
  const at = ([x, y]: Point) => ({ x: box.x + x * box.width, y: box.y + y * box.height });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(from)] });
  for (let step = 1; step <= 8; step++) {
    const t = step / 8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t])] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function mouseStroke(page: Page, box: { x: number; y: number; width: number; height: number }, points: Point[]): Promise<void> {
  const at = ([x, y]: Point): [number, number] => [box.x + x * box.width, box.y + y * box.height];
  await page.mouse.move(...at(points[0]!));
  await page.mouse.down();
  for (const point of points.slice(1)) await page.mouse.move(...at(point), { steps: 4 });
  await page.mouse.up();
}

/** Draws a circle and an arrow by touch and a stroke with the mouse, then undoes the stroke. */
async function markUp(page: Page, dialog: Locator): Promise<void> {
  const tools = dialog.getByRole('group', { name: 'Mark up the photo' });
  const photo = dialog.getByRole('img', { name: /^The photo chosen/ });
  /** The photo's box once it is all in view, as a finger finds it (the dialog scrolls inside; a tap on a tool may have scrolled it). */
  const photoBox = async () => {
    await photo.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    return (await photo.boundingBox())!;
  };
  const cdp = await page.context().newCDPSession(page);
  const status = dialog.getByText(/^Marked up: /);

  const circle = tools.getByRole('button', { name: 'Circle' });
  await circle.click();
  await expect(circle).toHaveAttribute('aria-pressed', 'true');
  await touchDrag(cdp, await photoBox(), [0.5, 0.5], [0.65, 0.5]);
  await expect(status).toHaveText('Marked up: 1 circle. The photo itself is not changed.');

  await tools.getByRole('button', { name: 'Yellow' }).click();
  await tools.getByRole('button', { name: 'Arrow' }).click();
  await expect(circle).toHaveAttribute('aria-pressed', 'false');
  await touchDrag(cdp, await photoBox(), [0.15, 0.85], [0.42, 0.58]);
  await expect(status).toHaveText('Marked up: 1 circle, 1 arrow. The photo itself is not changed.');

  await tools.getByRole('button', { name: 'Freehand' }).click();
  await mouseStroke(page, await photoBox(), [
    [0.7, 0.2],
    [0.8, 0.3],
    [0.9, 0.2],
  ]);
  await expect(status).toHaveText('Marked up: 1 circle, 1 arrow, 1 stroke. The photo itself is not changed.');
  await tools.getByRole('button', { name: 'Undo' }).click();
  await expect(status).toHaveText('Marked up: 1 circle, 1 arrow. The photo itself is not changed.');
  await cdp.detach();
}

/** The server's markup of the vehicle's only damage, checked against what was drawn. */
function expectDrawn(markup: ServerMarkup | null | undefined): void {
  expect(markup?.shapes.map((shape) => [shape.type, shape.colour])).toEqual([
    ['circle', 'red'],
    ['arrow', 'yellow'],
  ]);
  const [circle, arrow] = markup!.shapes;
  expect(circle?.cx).toBeCloseTo(0.5, 1);
  expect(circle?.cy).toBeCloseTo(0.5, 1);
  expect(circle?.r).toBeCloseTo(0.15, 1);
  expect([arrow?.x1, arrow?.y1, arrow?.x2, arrow?.y2].map((value) => Math.round((value ?? 0) * 20) / 20)).toEqual([0.15, 0.85, 0.4, 0.6]);
}

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The SHA-256 of each photo the device holds in its outbox (IndexedDB `lot-console`, table `photos`). */
async function queuedPhotoHashes(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('lot-console');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const rows = await new Promise<{ bytes: ArrayBuffer }[]>((resolve, reject) => {
      const read = database.transaction('photos').objectStore('photos').getAll();
      read.onsuccess = () => resolve(read.result as { bytes: ArrayBuffer }[]);
      read.onerror = () => reject(read.error);
    });
    database.close();
    const hex = (digest: ArrayBuffer) => [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    return Promise.all(rows.map(async (row) => hex(await crypto.subtle.digest('SHA-256', row.bytes))));
  });
}

test('a circle and an arrow drawn by touch on a damage photo are saved with the damage, shown after a reload, printed, and shared; the photo stays as taken', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await withoutPdfViewer(page);
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 27, testInfo.retry);
  await openEditor(page, vehicleId);
  await createReport(page);
  await page.getByRole('button', { name: 'Add Damage' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Damage' });
  await fillDamage(dialog, { item: 'Hood', damage: 'Dent', severity: '2-4 inches', photo: await jpeg(page, 30) });
  // A file the device cannot decode (here a damaged JPEG) is refused when it is chosen, in words, and the photo chosen before stays.
  await dialog.getByLabel('Photo file').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('\xff\xd8\xff not a picture') });
  await expect(dialog.getByRole('alert')).toHaveText(
    'IMG_2041.jpg could not be read as a photo: the file is damaged, or in a format this device cannot open. Choose another photo.',
  );
  await expect(dialog.getByRole('img', { name: /^The photo chosen/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();

  const tools = dialog.getByRole('group', { name: 'Mark up the photo' });
  await expect(tools.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(tools.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoViolationsWithin(page, '[role=dialog]');
  expect(await smallTargets(page, 44, '[role=dialog] [role=group]')).toEqual([]);
  await markUp(page, dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const marked = page.getByRole('img', { name: 'Photo of Hood – Dent, marked up: 1 circle, 1 arrow' });
  await expect(marked).toBeVisible();
  await expectOutbox(page, 'Outbox: Online', 60_000);
  const [report] = (await serverState(request, token, vehicleId)).inspections;
  const damage = report?.inspection_items[0] as unknown as { photo_markup: ServerMarkup; image: { sha256: string; original: string } };
  expect(report?.inspection_items).toHaveLength(1);
  expectDrawn(damage.photo_markup);
  expect(damage.photo_markup.photo_sha256).toBe(damage.image.sha256);
  // The photo is the bytes it was: the server's hash is of the file it serves, as before any markup.
  const original = await request.get(damage.image.original, { headers: bearer(token) });
  expect(sha256(await original.body())).toBe(damage.image.sha256);

  await page.reload();
  await expect(marked).toBeVisible();
  // The thumbnail opens the photo larger, with its marks; Close gives the focus back to it.
  const thumbnail = page.getByRole('button', { name: 'Photo of Hood – Dent, marked up: 1 circle, 1 arrow' });
  await thumbnail.click();
  const enlarged = page.getByRole('dialog', { name: 'Photo of Hood – Dent' });
  const large = enlarged.getByRole('img', { name: 'Photo of Hood – Dent, marked up: 1 circle, 1 arrow' });
  await expect(large).toBeVisible();
  await expect(enlarged.locator('svg.markup-layer circle')).toHaveCount(1);
  await expect.poll(async () => (await large.boundingBox())?.width ?? 0).toBeGreaterThan(2 * ((await thumbnail.boundingBox())?.width ?? 0));
  await expectNoViolationsWithin(page, '[role=dialog]');
  await enlarged.getByRole('button', { name: 'Close' }).click();
  await expect(enlarged).toBeHidden();
  await expect(thumbnail).toBeFocused();
  await page.getByRole('button', { name: 'Edit Hood – Dent' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Damage' });
  await expect(edit.getByText('Marked up: 1 circle, 1 arrow. The photo itself is not changed.')).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // The device's PDF: the marks as vectors in their colours over the photo, and the evidence line unchanged.
  await page.getByRole('link', { name: 'Print', exact: true }).click();
  const link = page.getByRole('link', { name: 'Download the report' });
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = new Uint8Array(await readFile(await download.path()));
  const pdf = await readPdf(bytes);
  expect(pdf.text.replace(/\s+/g, ' ')).toContain('Marked up: 1 circle, 1 arrow (drawn over the photo, which is unchanged)');
  expect(pdf.text).toContain(`SHA-256 ${damage.image.sha256.slice(0, 12)}`);
  expect((await strokeColours(bytes)).flat()).toEqual(expect.arrayContaining(['#ef4444', '#facc15']));

  // The public report page draws them over the photo too.
  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(await shareLink(request, token, vehicleId));
  await expect(shared.getByRole('img', { name: 'Photo of Hood: Dent, opens it in a new tab, marked up: 1 circle, 1 arrow' })).toBeVisible();
  // (The damage diagram beside it draws circles too: the photo's own layer is the one asked.)
  await expect(shared.locator('svg.markup-layer circle')).toHaveCount(1);
  await visitor.close();
});

test('marked up with no network, the damage reaches the server exactly once with its markup, and the photo’s hash is the one the device took', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 28, testInfo.retry);
  await openEditor(page, vehicleId);
  await waitForController(page);
  await waitForPersisted(page, `["vehicle-inspection",${vehicleId}]`);
  await waitForPersisted(page, '["inspection-catalogue",true]');
  await context.setOffline(true);

  await createReport(page);
  await page.getByRole('button', { name: 'Add Damage' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Damage' });
  await fillDamage(dialog, { item: 'Hood', damage: 'Dent', severity: '2-4 inches', photo: await jpeg(page, 200) });
  await markUp(page, dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'Photo of Hood – Dent, marked up: 1 circle, 1 arrow' })).toBeVisible();
  await expectOutbox(page, 'Outbox: Offline, 3 waiting');
  const taken = await queuedPhotoHashes(page);
  expect(taken).toHaveLength(1);
  expect((await serverState(request, token, vehicleId)).inspections).toEqual([]);

  const backOnline = Date.now();
  await context.setOffline(false);
  await expectOutbox(page, 'Outbox: Online', 60_000);
  const server = await serverState(request, token, vehicleId);
  expect(server.inspections).toHaveLength(1);
  const reportId = server.inspections[0]!.condition_report_id;
  const damages = server.inspections[0]!.inspection_items as unknown as {
    vehicle_condition_id: number;
    photo_markup: ServerMarkup;
    image: { sha256: string; captured_at: string };
  }[];
  expect(damages).toHaveLength(1);
  // Dated when it was taken, offline, not when it reached the server (ADR 0108).
  expect(Date.parse(damages[0]!.image.captured_at)).toBeLessThan(backOnline);
  expectDrawn(damages[0]?.photo_markup);
  expect(damages[0]?.image.sha256).toBe(taken[0]);
  // Sent before the photo, the markup named it by the hash the device took of the bytes it queued.
  expect(damages[0]?.photo_markup.photo_sha256).toBe(taken[0]);
  const count = async (query: string) => ((await (await request.get(`/__test/count?${query}`)).json()) as { count: number }).count;
  expect(await count(`table=inspection_items&condition_report_id=${reportId}`)).toBe(1);
  expect(await count(`table=condition_images&vehicle_condition_id=${damages[0]?.vehicle_condition_id}`)).toBe(1);
});

test('a photo replaced by another client takes the old marks off the screen; marks drawn on the damage’s photo name the server’s hash of it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 29, testInfo.retry);
  const api = async (path: string, init: { method: string; data?: object; multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }> }) => {
    const reply = await request.fetch(`/v3/vehicles3/${vehicleId}${path}`, { ...init, headers: bearer(token) });
    expect(reply.ok(), `${init.method} ${path}: ${await reply.text()}`).toBe(true);
    return ((await reply.json()) as { response: { condition_report_id: number; vehicle_condition_id: number; image: { sha256: string } | null } }).response;
  };
  // Another client: a report, a hood dent, its photo, and a circle on that photo.
  const report = await api('/inspections', { method: 'POST', data: {} });
  const damagePath = `/inspections/${report.condition_report_id}/conditions`;
  const damage = await api(damagePath, { method: 'POST', data: { item_code: 1, damage_code: 1, severity_code: 1 } });
  const photoOf = async (hue: number) =>
    api(`${damagePath}/${damage.vehicle_condition_id}/images`, { method: 'POST', multipart: { photo: await jpeg(page, hue) } });
  const first = await photoOf(40);
  const circle = { type: 'circle', colour: 'red', cx: 0.3, cy: 0.3, r: 0.1 };
  await api(`${damagePath}/${damage.vehicle_condition_id}`, { method: 'PUT', data: { photo_markup: { photo_sha256: first.image?.sha256, shapes: [circle] } } });

  await openEditor(page, vehicleId);
  const photo = page.getByRole('img', { name: /^Photo of Hood – Dent/ });
  await expect(photo).toHaveAccessibleName('Photo of Hood – Dent, marked up: 1 circle');
  await expect(page.locator('svg.markup-layer circle')).toHaveCount(1);

  // The client sends a new photo and nothing else: the circle drawn on the old one is not drawn over it.
  const second = await photoOf(220);
  expect(second.image?.sha256).not.toBe(first.image?.sha256);
  await page.reload();
  await expect(photo).toHaveAccessibleName('Photo of Hood – Dent');
  await expect(page.locator('svg.markup-layer circle')).toHaveCount(0);

  // Drawn in the dialog on the damage's photo as it is now, the marks name that photo.
  await page.getByRole('button', { name: 'Edit Hood – Dent' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Damage' });
  await expect(edit.getByText(/^Marked up: /)).toHaveCount(0);
  await edit.getByRole('group', { name: 'Mark up the photo' }).getByRole('button', { name: 'Circle' }).click();
  const shown = edit.getByRole('img', { name: /^The damage photo/ });
  await shown.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const cdp = await page.context().newCDPSession(page);
  await touchDrag(cdp, (await shown.boundingBox())!, [0.5, 0.5], [0.6, 0.5]);
  await cdp.detach();
  await expect(edit.getByText('Marked up: 1 circle. The photo itself is not changed.')).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(photo).toHaveAccessibleName('Photo of Hood – Dent, marked up: 1 circle');
  await expectOutbox(page, 'Outbox: Online', 60_000);
  const saved = (await serverState(request, token, vehicleId)).inspections[0]?.inspection_items[0] as unknown as {
    photo_markup: ServerMarkup;
    image: { sha256: string };
  };
  expect(saved.image.sha256).toBe(second.image?.sha256);
  expect(saved.photo_markup.photo_sha256).toBe(second.image?.sha256);
  expect(saved.photo_markup.shapes.map((shape) => shape.type)).toEqual(['circle']);

  // An edit of another field leaves the marks as they are, tied to their photo.
  await page.getByRole('button', { name: 'Edit Hood – Dent' }).click();
  await edit.getByRole('textbox', { name: 'Description' }).fill('By the hinge');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expectOutbox(page, 'Outbox: Online', 60_000);
  const described = (await serverState(request, token, vehicleId)).inspections[0]?.inspection_items[0] as unknown as {
    description: string;
    photo_markup: ServerMarkup;
  };
  expect(described.description).toBe('By the hinge');
  expect(described.photo_markup).toEqual(saved.photo_markup);
  await expect(photo).toHaveAccessibleName('Photo of Hood – Dent, marked up: 1 circle');
});
