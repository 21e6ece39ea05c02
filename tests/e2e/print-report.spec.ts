/**
 * The printable report (issue 14, ADR 0021), in Chromium against the reference server: Print
 * on the inspection screen shows "Generating Inspection Document", then the PDF, which is
 * read back with pdf.js in the test (its text: the title, the VIN, every damage); a report
 * written offline prints while still offline, with its offline damage and the not-yet-synced
 * mark (the print route was never opened online in that test: its worker, pdfmake and the
 * font come from the service worker's precache); axe finds nothing on the page. The page offers
 * the download, as in a browser without a PDF viewer (the headless shell these tests run in has
 * none, and the page is told so); print-pdf-viewer.spec.ts covers a browser with one.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axe } from './axe-within';
import { readPdf } from '../../scripts/lib/pdf-text';
import { addDamage, bearer, createReport, freshVehicle, jpeg, openEditor, serverState, withoutPdfViewer } from './inspection-helpers';
import { openAs, waitForPersisted } from './list-helpers';
import { waitForController, withServiceWorker } from './fixtures';

interface PrintReply {
  condition_report_id: number;
  inspection_items: { item: { name: string } | null; damage: { name: string } | null; image: { sha256: string } | null }[];
  vehicle_inspection_pdf: { vin: string; equipment: string[]; announcements: string[]; transactions: unknown[] | null };
}

/** A seeded DAL report with damages and photos, equipment, announcements and charges. */
async function richReport(request: APIRequestContext, token: string): Promise<{ vehicleId: number; reply: PrintReply }> {
  const list = await request.get('/v3/util/vehicles?site=DAL&per_page=100&has[]=inspections&order_by[]=vehicle_id|asc', { headers: bearer(token) });
  const { data } = (await list.json()) as { data: { vehicle_id: number }[] };
  for (const { vehicle_id: vehicleId } of data) {
    const full = (await (await request.get(`/v3/vehicles3/${vehicleId}/full`, { headers: bearer(token) })).json()) as {
      response: { inspections: { condition_report_id: number }[] };
    };
    const reportId = full.response.inspections[0]?.condition_report_id;
    if (reportId === undefined) continue;
    const reply = (
      (await (
        await request.get(`/v3/vehicles3/${vehicleId}/inspections/${reportId}?with[]=inspection_items&with[]=vehicle_inspection_pdf`, {
          headers: bearer(token),
        })
      ).json()) as { response: PrintReply }
    ).response;
    const pdf = reply.vehicle_inspection_pdf;
    if (reply.inspection_items.some((item) => item.image) && pdf.equipment.length && pdf.announcements.length && pdf.transactions?.length)
      return { vehicleId, reply };
  }
  throw new Error('no seeded DAL report with photos, equipment, announcements and charges among the first 100');
}

/** Waits for the document, downloads it and reads it back. */
async function downloadReport(page: Page) {
  const link = page.getByRole('link', { name: 'Download the report' });
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return readPdf(new Uint8Array(await readFile(await download.path())));
}

test('Print makes the Vehicle Condition Report of a seeded report, with its VIN and damages as text', async ({ page, request }) => {
  test.setTimeout(120_000);
  await withoutPdfViewer(page);
  const token = await openAs(page, 'inspector', '/');
  const { vehicleId, reply } = await richReport(request, token);
  await openEditor(page, vehicleId);
  await page.getByRole('link', { name: 'Print', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicleId}/inspections/print/${reply.condition_report_id}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Generating Inspection Document' })).toBeVisible();
  const pdf = await downloadReport(page);
  expect(pdf.pages.every((p) => p.width === 612 && p.height === 792)).toBe(true);
  expect(pdf.text).toContain('Vehicle Condition Report');
  expect(pdf.text).toContain(reply.vehicle_inspection_pdf.vin);
  for (const item of reply.inspection_items) {
    expect(pdf.text).toContain(`${item.item?.name}: ${item.damage?.name}`);
    if (item.image) expect(pdf.text).toContain(`SHA-256 ${item.image.sha256.slice(0, 12)}`);
  }
  expect(pdf.text).not.toContain('NOT YET SYNCED');
  // The staff copy: what the dealer copy below leaves out.
  expect(pdf.text).toContain('Notes');
  expect(pdf.text).toContain('Charges');
  // Every photo is at most 150 dpi of the widest printed size (3 in): scaled in the worker.
  expect(Math.max(...pdf.images.map((image) => image.width))).toBeLessThanOrEqual(450);

  await expect(page.getByRole('status').filter({ hasText: 'Generating Inspection Document' })).toHaveCount(0);
  const { violations } = await axe(page).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  const download = page.getByRole('link', { name: 'Download the report' });
  expect((await download.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await page.getByRole('link', { name: '← Back to the inspection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inspection' })).toBeVisible();
});

test('Print Dealer Copy makes the dealer copy (exclude=1): the report without its notes, charges or costs', async ({ page, request }) => {
  test.setTimeout(120_000);
  await withoutPdfViewer(page);
  const token = await openAs(page, 'inspector', '/');
  const { vehicleId, reply } = await richReport(request, token);
  await openEditor(page, vehicleId);
  await page.getByRole('toolbar', { name: 'Inspection actions' }).getByRole('link', { name: 'Print Dealer Copy' }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicleId}/inspections/print/${reply.condition_report_id}\\?exclude=1$`));
  await expect(page.getByText('Dealer copy: the report as a dealer receives it, without notes, charges or costs.')).toBeVisible();
  const pdf = await downloadReport(page);
  expect(pdf.text).toContain(reply.vehicle_inspection_pdf.vin);
  for (const item of reply.inspection_items) expect(pdf.text).toContain(`${item.item?.name}: ${item.damage?.name}`);
  // What the staff copy holds and the dealer's does not: the notes, the charges, every amount.
  expect(pdf.text).toContain('Comments');
  expect(pdf.text).not.toContain('Notes');
  expect(pdf.text).not.toContain('Charges');
  expect(pdf.text).not.toContain('$');
});

test.describe('with the service worker', () => {
  test.use(withServiceWorker);

  test('a report written offline prints while still offline, with its offline damage, keys, drivable and body type, and the not-yet-synced mark', async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await withoutPdfViewer(page);
    const token = await openAs(page, 'inspector', '/');
    const vehicleId = await freshVehicle(request, token, 20, testInfo.retry);
    // A body type other than the server's, so the PDF can only have it from this device's change.
    const body =
      (await serverState(request, token, vehicleId)).body_type === 'CONV'
        ? { label: 'Coupe 2 Door (CPE)', code: 'CPE' }
        : { label: 'Convertible (CONV)', code: 'CONV' };
    await openEditor(page, vehicleId);
    await waitForController(page);
    await waitForPersisted(page, `["vehicle-inspection",${vehicleId}]`);
    await context.setOffline(true);

    await createReport(page);
    await addDamage(page, {
      item: 'Hood',
      damage: 'Dent',
      severity: '2-4 inches',
      description: 'Dent written at the lane',
      laborCost: '150',
      photo: await jpeg(page, 40),
    });
    // The vehicle's fields, changed here and still in the outbox: the PDF prints them as the screen shows them.
    await page.getByRole('combobox', { name: 'Keys' }).selectOption({ label: 'No Keys' });
    await page.getByRole('combobox', { name: 'Drivable' }).selectOption({ label: 'No' });
    await page.getByRole('combobox', { name: 'Body Type' }).selectOption({ label: body.label });
    await expect(page.getByRole('region', { name: 'Vehicle' })).toContainText('No Keys');
    await expect(page.getByRole('combobox', { name: 'Drivable' })).toHaveValue('0');
    await expect(page.getByRole('combobox', { name: 'Body Type' })).toHaveValue(body.code);
    // The grade as the screen shows it now (at this autograde site, computed on the device once it can be).
    const grade = (await page.getByRole('status', { name: /^Grade / }).textContent())?.trim() ?? '';
    await page.getByRole('link', { name: 'Print', exact: true }).click();
    await expect(page).toHaveURL(/\/inspections\/print\/[^/]+$/);
    const pdf = await downloadReport(page);
    expect(pdf.text).toContain('NOT YET SYNCED');
    // The banner is on every page.
    for (const p of pdf.pages) expect(p.text).toContain('NOT YET SYNCED');
    expect(pdf.text).toContain('1. Hood: Dent');
    expect(pdf.text).toContain('Dent written at the lane');
    expect(pdf.text).toContain('$150.00');
    expect(pdf.text).toMatch(/Keys\s*No Keys/);
    expect(pdf.text).toMatch(/Drivable\s*No/);
    // Named as the editor's choice names it, not by its bare code.
    expect(pdf.text).toMatch(new RegExp(`Body type\\s*${body.label.replace(/[()]/g, '\\$&')}`));
    expect(pdf.text).toMatch(new RegExp(`Grade\\s*${grade.replace('.', '\\.')}`));
    // The photo's hash, taken on the device from the bytes that will be uploaded.
    expect(pdf.text).toMatch(/SHA-256 [0-9a-f]{12}/);
    expect(pdf.images.length).toBeGreaterThan(0);
    await context.setOffline(false);
  });
});
