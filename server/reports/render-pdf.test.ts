/**
 * The printable report on the server (ADR 0021): `vehicle_inspection_pdf` as the API answers
 * it (its shape, valid transactions, exclude=1), and the PDF renderConditionReportPdf makes,
 * read back with pdf.js: letter pages, the VIN, every damage and the totals as text, "No
 * Charges" and "No Main Image" where they apply, each photo's hash prefix, and photos
 * embedded at about 150 dpi of their printed size.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costBreakdown, formatMoney, printedDamage, printPixels, printedWidths, VehicleInspectionPdf } from '../../src/contract/condition-report.ts';
import { Inspection } from '../../src/contract/inspections.ts';
import { readPdf, strokeColours } from '../../scripts/lib/pdf-text.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';
import { printVariantFolder } from './print-variant.ts';
import { renderConditionReportPdf } from './render-pdf.ts';

let server: TestServer;
let inspector: string;

beforeAll(async () => {
  server = await startTestServer();
  inspector = await server.signIn('inspector');
});
afterAll(() => server.close());

const PrintReply = v.object({ response: v.object({ ...Inspection.entries, vehicle_inspection_pdf: VehicleInspectionPdf }) });

const validCharges = `EXISTS (SELECT 1 FROM vehicle_transactions t WHERE t.vehicle_id = r.vehicle_id AND t.is_valid = 1
  AND t.transaction_code NOT IN (SELECT transaction_code FROM wo_transaction_exclusions x WHERE x.site_id = v.site_id))`;
const mainImage = 'EXISTS (SELECT 1 FROM vehicle_images i WHERE i.vehicle_id = r.vehicle_id AND i.main_image = 1 AND i.is_private = 0)';
const damagePhotos = `(SELECT count(*) FROM inspection_items c JOIN condition_images ci ON ci.vehicle_condition_id = c.vehicle_condition_id
  WHERE c.condition_report_id = r.condition_report_id)`;

/** A DAL report of the seed matching `where` (r: the report, v: its vehicle). */
function seededReport(where: string): { reportId: number; vehicleId: number } {
  const row = server.sqlite
    .prepare(
      `SELECT r.condition_report_id AS reportId, r.vehicle_id AS vehicleId FROM inspections r JOIN vehicles v ON v.vehicle_id = r.vehicle_id
       WHERE v.site_id = 1 AND r.deleted_at IS NULL AND ${where} ORDER BY ${damagePhotos} DESC, r.condition_report_id LIMIT 1`,
    )
    .get() as { reportId: number; vehicleId: number } | undefined;
  if (!row) throw new Error(`the seed has no DAL report where ${where}`);
  return row;
}

async function printData(vehicleId: number, reportId: number, query = '') {
  const response = await server.call(`/v3/vehicles3/${vehicleId}/inspections/${reportId}?with[]=inspection_items&with[]=vehicle_inspection_pdf${query}`, {
    token: inspector,
  });
  expect(response.status).toBe(200);
  return v.parse(PrintReply, await response.json()).response;
}

describe('vehicle_inspection_pdf', () => {
  it('answers what the document needs: vehicle, equipment, announcements, valid transactions, logo and photos', async () => {
    const { reportId, vehicleId } = seededReport(`${validCharges} AND ${mainImage} AND ${damagePhotos} > 0`);
    const reply = await printData(vehicleId, reportId);
    const pdf = reply.vehicle_inspection_pdf;
    expect(pdf.vin).toBe(server.sqlite.prepare('SELECT vin FROM vehicles WHERE vehicle_id = ?').pluck().get(vehicleId));
    expect(pdf.logo).toBe('/v3/images/site/DAL/auction_logo');
    expect(pdf.costs).toBe(true);
    expect(pdf.main_image?.path).toMatch(/^\/v3\/images\/vehicle\/\d+\/print\?exp=\d+&sig=/);
    expect(reply.inspection_items.some((item) => item.image !== null)).toBe(true);
    // Valid: is_valid and a code the site does not exclude.
    const expected = server.sqlite
      .prepare(
        `SELECT count(*) FROM vehicle_transactions t WHERE t.vehicle_id = ? AND t.is_valid = 1
         AND t.transaction_code NOT IN (SELECT transaction_code FROM wo_transaction_exclusions WHERE site_id = 1)`,
      )
      .pluck()
      .get(vehicleId);
    expect(pdf.transactions).toHaveLength(expected as number);
    expect(pdf.transactions![0]!.transaction_code_object.description).not.toBe('');
    const logo = await server.call(pdf.logo);
    expect(logo.headers.get('content-type')).toBe('image/png');
    const photo = await server.call(pdf.main_image!.path);
    expect(photo.status).toBe(200);
  });

  it('names print-sized variants: JPEGs about 150 dpi at their printed width, made once and kept on disk', async () => {
    const { reportId, vehicleId } = seededReport(`${mainImage} AND ${damagePhotos} > 0`);
    const reply = await printData(vehicleId, reportId);
    const damagePhoto = reply.inspection_items.find((item) => item.image)!.image!;
    const [damage, main] = await Promise.all([server.call(damagePhoto.print!), server.call(reply.vehicle_inspection_pdf.main_image!.path)]);
    expect(damage.headers.get('content-type')).toBe('image/jpeg');
    // Seeded photos are 640 px wide.
    expect(jpeg.decode(new Uint8Array(await damage.arrayBuffer())).width).toBe(printPixels(printedWidths.damage));
    expect(jpeg.decode(new Uint8Array(await main.arrayBuffer())).width).toBe(printPixels(printedWidths.main));
    const kept = readdirSync(join(server.photoDir, printVariantFolder), { recursive: true }).filter((name) => String(name).endsWith('.jpg'));
    expect(kept.length).toBeGreaterThanOrEqual(2);
    // The evidence stays the original's: its hash, not the variant's.
    expect(damagePhoto.sha256).toMatch(/^[0-9a-f]{64}$/);
    const forged = damagePhoto.print!.replace(/sig=.*/, 'sig=forged');
    expect((await server.call(forged)).status).toBe(403);
  });

  it('leaves the transactions and the costs out with exclude=1', async () => {
    const { reportId, vehicleId } = seededReport(validCharges);
    const pdf = (await printData(vehicleId, reportId, '&exclude=1')).vehicle_inspection_pdf;
    expect(pdf.transactions).toBeNull();
    expect(pdf.costs).toBe(false);
    const bad = await server.call(`/v3/inspections/${reportId}?with[]=vehicle_inspection_pdf&exclude=yes`, { token: inspector });
    expect(bad.status).toBe(400);
  });

  it('is answered at /v3/inspections/{id} too, and only for the vehicle the report belongs to', async () => {
    const { reportId, vehicleId } = seededReport('1 = 1');
    const response = await server.call(`/v3/inspections/${reportId}?with[]=vehicle_inspection_pdf`, { token: inspector });
    expect(response.status).toBe(200);
    expect((await server.call(`/v3/vehicles3/${vehicleId + 1}/inspections/${reportId}?with[]=vehicle_inspection_pdf`, { token: inspector })).status).toBe(404);
  });
});

// Rendering scales every photo: slow on a busy 2-core machine.
describe('renderConditionReportPdf', { timeout: 90_000 }, () => {
  it('renders a letter PDF whose text holds the VIN, every damage, the totals and each photo hash prefix, with photos at print size', async () => {
    const { reportId, vehicleId } = seededReport(`${validCharges} AND ${mainImage} AND ${damagePhotos} > 0`);
    const reply = await printData(vehicleId, reportId);
    const bytes = await renderConditionReportPdf(server, { vehicleId, reportId, exclude: false });
    const read = await readPdf(bytes);
    expect(read.pages.length).toBeGreaterThan(0);
    for (const page of read.pages) expect([page.width, page.height]).toEqual([612, 792]);
    expect(read.text).toContain('Vehicle Condition Report');
    expect(read.text).toContain(reply.vehicle_inspection_pdf.vin);
    for (const item of reply.inspection_items) {
      expect(read.text).toContain(`${item.item?.name}: ${item.damage?.name}`);
      if (item.image) expect(read.text).toContain(`SHA-256 ${item.image.sha256.slice(0, 12)}`);
    }
    const totals = costBreakdown(reply.inspection_items.map(printedDamage));
    for (const amount of [totals.paint, totals.labor, totals.parts, totals.total]) expect(read.text).toContain(formatMoney(amount));
    for (const charge of reply.vehicle_inspection_pdf.transactions!) expect(read.text).toContain(formatMoney(charge.amount));
    expect(read.text).not.toContain('No Charges');
    expect(read.text).not.toContain('No Main Image');
    // Seeded photos are 640 px wide: each is scaled to about 150 dpi of its printed width.
    const widths = read.images.map((image) => image.width);
    expect(widths).toContain(printPixels(printedWidths.damage));
    expect(widths).toContain(printPixels(printedWidths.main));
    expect(Math.max(...widths)).toBeLessThanOrEqual(printPixels(printedWidths.main));
  });

  it('says "No Charges" and "No Main Image" for a vehicle that has neither', async () => {
    const { reportId, vehicleId } = seededReport(`NOT ${validCharges} AND NOT ${mainImage}`);
    const read = await readPdf(await renderConditionReportPdf(server, { vehicleId, reportId, exclude: false }));
    expect(read.text).toContain('No Charges');
    expect(read.text).toContain('No Main Image');
  });

  it('prints no charge and no amount in the exclude copy', async () => {
    const { reportId, vehicleId } = seededReport(`${validCharges} AND ${damagePhotos} > 0`);
    const read = await readPdf(await renderConditionReportPdf(server, { vehicleId, reportId, exclude: true }));
    expect(read.text).not.toContain('$');
    expect(read.text).not.toContain('Charges');
    expect(read.text).not.toContain('Total Damage Cost');
  });

  it('prints the grade, the keys and the body type as the inspection screen shows them, at a one-decimal and a whole-number site', async () => {
    /** A report at `site` (DAL grades with one decimal, ATL in whole numbers), graded 3 on a vehicle with no keys. */
    const gradedWithoutKeys = (site: string) => {
      const row = server.sqlite
        .prepare(
          `SELECT r.condition_report_id AS reportId, r.vehicle_id AS vehicleId FROM inspections r JOIN vehicles v ON v.vehicle_id = r.vehicle_id
           JOIN sites s ON s.id = v.site_id WHERE s.code = ? AND r.deleted_at IS NULL ORDER BY r.condition_report_id LIMIT 1`,
        )
        .get(site) as { reportId: number; vehicleId: number };
      server.sqlite.prepare('UPDATE inspections SET grade = 3 WHERE condition_report_id = ?').run(row.reportId);
      server.sqlite.prepare('UPDATE vehicles SET keys_count = 0 WHERE vehicle_id = ?').run(row.vehicleId);
      return row;
    };
    const dal = gradedWithoutKeys('DAL');
    server.sqlite.prepare("UPDATE vehicles SET body_type = 'CPE' WHERE vehicle_id = ?").run(dal.vehicleId);
    const dalData = await printData(dal.vehicleId, dal.reportId);
    expect(dalData.vehicle_inspection_pdf.grade_whole_numbers).toBe(false);
    expect(dalData.vehicle_inspection_pdf.vehicle).toMatchObject({ body_type: 'CPE', body_style_desc: 'Coupe 2 Door' });
    const oneDecimal = (await readPdf(await renderConditionReportPdf(server, { ...dal, exclude: false }))).text;
    expect(oneDecimal).toMatch(/Grade\s*3\.0\b/);
    expect(oneDecimal).toMatch(/Keys\s*No Keys/);
    // The body type as the editor's choice names it.
    expect(oneDecimal).toMatch(/Body type\s*Coupe 2 Door \(CPE\)/);

    const atl = gradedWithoutKeys('ATL');
    const atlInspector = await server.signIn('admin');
    const reply = await server.call(`/v3/vehicles3/${atl.vehicleId}/inspections/${atl.reportId}?with[]=inspection_items&with[]=vehicle_inspection_pdf`, {
      token: atlInspector,
    });
    expect(v.parse(PrintReply, await reply.json()).response.vehicle_inspection_pdf.grade_whole_numbers).toBe(true);
    const whole = (await readPdf(await renderConditionReportPdf(server, { ...atl, exclude: false }))).text;
    expect(whole).toMatch(/Grade\s*3(?![.\d])/);
    expect(whole).toMatch(/Keys\s*No Keys/);
  });

  it('draws a damage photo’s markup over it as vectors in its colours, says so under it, and leaves the photo’s hash as it was', async () => {
    const { reportId, vehicleId } = seededReport(`${damagePhotos} > 0`);
    const reply = await printData(vehicleId, reportId);
    const marked = reply.inspection_items.find((item) => item.image !== null)!;
    const markup = {
      photo_sha256: marked.image!.sha256,
      shapes: [
        { type: 'circle', colour: 'red', cx: 0.5, cy: 0.5, r: 0.2 },
        { type: 'arrow', colour: 'yellow', x1: 0.05, y1: 0.95, x2: 0.35, y2: 0.6 },
      ],
    };
    const beforeBytes = await renderConditionReportPdf(server, { vehicleId, reportId, exclude: false });
    const before = await readPdf(beforeBytes);
    expect(before.text).not.toContain('Marked up');
    server.sqlite
      .prepare('UPDATE inspection_items SET photo_markup = ?, version = version + 1 WHERE vehicle_condition_id = ?')
      .run(JSON.stringify(markup), marked.vehicle_condition_id);
    const bytes = await renderConditionReportPdf(server, { vehicleId, reportId, exclude: false });
    const read = await readPdf(bytes);
    expect(read.text.replace(/\s+/g, ' ')).toContain('Marked up: 1 circle, 1 arrow (drawn over the photo, which is unchanged)');
    expect(read.text).toContain(`SHA-256 ${marked.image!.sha256.slice(0, 12)}`);
    expect((await strokeColours(bytes)).flat()).toEqual(expect.arrayContaining(['#ef4444', '#facc15']));
    // The photo is embedded as before: the marks are not in its pixels.
    expect(read.images).toEqual(before.images);
    // A markup that names another photo (this one replaced since it was drawn) is not printed over it (ADR 0095).
    server.sqlite
      .prepare('UPDATE inspection_items SET photo_markup = ?, version = version + 1 WHERE vehicle_condition_id = ?')
      .run(JSON.stringify({ ...markup, photo_sha256: 'f'.repeat(64) }), marked.vehicle_condition_id);
    const other = await renderConditionReportPdf(server, { vehicleId, reportId, exclude: false });
    expect((await readPdf(other)).text).not.toContain('Marked up');
    expect(await strokeColours(other)).toEqual(await strokeColours(beforeBytes));
  });

  it('refuses a report of another vehicle', async () => {
    const { reportId, vehicleId } = seededReport('1 = 1');
    await expect(renderConditionReportPdf(server, { vehicleId: vehicleId + 1, reportId, exclude: false })).rejects.toThrow('Inspection not found');
  });
});
