/**
 * The public condition report's copy and cost (issue 42, ADR 0066), over HTTP on the seeded
 * database, anonymous as a link's visitor is:
 * - its PDF holds what the public page shows and nothing else: no report id (text or the PDF's
 *   subject), stock number, seller, comments or notes; the page's JSON neither;
 * - at a site whose public photos are off (PHX), neither the JSON nor the PDF has a vehicle photo;
 * - the dealer copy (the e-mails') keeps the stock number, seller and comments, not the notes or costs;
 * - the PDF carries its version as an ETag, answers If-None-Match with 304, and changes version
 *   when something it shows changes (not when a note does);
 * - an address over its limit gets 429 with Retry-After, for the report, its photos and its PDF.
 * Read back with pdf.js (scripts/lib/pdf-text.ts).
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../scripts/lib/pdf-text.ts';
import { printVariantWidths } from '../reports/print-variant.ts';
import { renderConditionReportPdf } from '../reports/render-pdf.ts';
import { refusal } from '../test/calls.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';

let server: TestServer;

const note = 'INTERNAL NOTE: floor price $12,000';
const comment = 'Inspector comment: light scuffs, see photos';

interface Reported {
  vehicle_id: number;
  report_id: number;
  vin: string;
  stock_number: string;
  seller: string;
}

interface PublicReply {
  response: { vin: string; damages: { photo: { thumb: string } | null }[]; vehicle_photos: { thumb: string }[]; pdf: string };
}

/** The current report of a vehicle at `site` with a stock number, a seller, a main photo, other public photos and a damage photo. */
function reportedAt(site: string): Reported {
  const row = server.sqlite
    .prepare(
      `SELECT v.vehicle_id, r.condition_report_id AS report_id, v.vin, v.stock_number, d.dealer_name AS seller
       FROM vehicles v JOIN sites s ON s.id = v.site_id JOIN dealers d ON d.dealer_id = v.seller_id
       JOIN inspections r ON r.condition_report_id = (SELECT condition_report_id FROM inspections WHERE vehicle_id = v.vehicle_id AND deleted_at IS NULL
                                                      ORDER BY condition_report_type_id DESC, condition_report_id DESC LIMIT 1)
       WHERE s.code = ? AND v.stock_number IS NOT NULL AND length(v.stock_number) >= 4 AND length(d.dealer_name) >= 4
         AND EXISTS (SELECT 1 FROM vehicle_images i WHERE i.vehicle_id = v.vehicle_id AND i.main_image = 1 AND i.is_private = 0 AND i.vehicle_images_type_name = 'photo')
         AND (SELECT count(*) FROM vehicle_images i WHERE i.vehicle_id = v.vehicle_id AND i.is_private = 0 AND i.vehicle_images_type_name = 'photo') >= 3
         AND EXISTS (SELECT 1 FROM inspection_items c JOIN condition_images ci ON ci.vehicle_condition_id = c.vehicle_condition_id
                     WHERE c.condition_report_id = r.condition_report_id)
       ORDER BY v.vehicle_id LIMIT 1`,
    )
    .get(site) as Reported | undefined;
  if (!row) throw new Error(`the seed has no ${site} vehicle for this test`);
  // The marker, and a comment: neither may reach the public copy.
  server.sqlite.prepare('UPDATE inspections SET notes = ?, comments = ? WHERE condition_report_id = ?').run(note, comment, row.report_id);
  return row;
}

/** The API path of a share link of `vehicleId` (drawn here: PHX has no staff sign-in in the tests' helpers). */
function linkOf(target: TestServer, vehicleId: number): string {
  const site = target.sqlite.prepare('SELECT s.code FROM vehicles v JOIN sites s ON s.id = v.site_id WHERE v.vehicle_id = ?').pluck().get(vehicleId) as string;
  const existing = target.sqlite.prepare('SELECT secret FROM report_links WHERE vehicle_id = ?').pluck().get(vehicleId) as string | undefined;
  const secret = existing ?? randomBytes(16).toString('base64url');
  if (!existing) target.sqlite.prepare('INSERT INTO report_links (vehicle_id, secret) VALUES (?, ?)').run(vehicleId, secret);
  return `/v3/site/${site}/condition-report/${secret}`;
}

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
/** The PDF's document information (title, subject, …) as a reader shows it. */
async function pdfInfo(bytes: Uint8Array): Promise<Record<string, unknown>> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const { info } = await document.getMetadata();
  await document.destroy();
  return info as Record<string, unknown>;
}

let dal: Reported;
let phx: Reported;

beforeAll(async () => {
  server = await startTestServer();
  dal = reportedAt('DAL');
  phx = reportedAt('PHX');
});
afterAll(() => server.close());

// Rendering is slow on a busy 2-core machine.
describe('the public copy', { timeout: 120_000 }, () => {
  it('PDF shows what the page shows, and no report id, stock number, seller, comments or notes', async () => {
    const path = linkOf(server, dal.vehicle_id);
    const page = await server.call(path);
    expect(page.status).toBe(200);
    const json = JSON.stringify(await page.json());
    const pdf = await server.call(`${path}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const read = await readPdf(bytes);
    expect(read.text).toContain(dal.vin);
    expect(read.text).toContain('Vehicle Condition Report');
    for (const hidden of [note, 'INTERNAL NOTE', '$12,000', comment, dal.stock_number, dal.seller, `Report ${dal.report_id}`, 'Notes', 'Comments', 'Seller']) {
      expect(read.text, `the public PDF holds "${hidden}"`).not.toContain(hidden);
      expect(json, `the public JSON holds "${hidden}"`).not.toContain(hidden);
    }
    expect(read.text).not.toContain('$');
    expect(read.text).not.toContain('SHA-256');
    // The metadata names the vehicle, not the report: the title is exactly the VIN's, and no other
    // field but the dates (whose digits may hold the id's by chance) has the report id in it.
    const info = await pdfInfo(bytes);
    const reportId = new RegExp(`(^|\\D)${dal.report_id}(\\D|$)`);
    for (const [field, value] of Object.entries(info)) {
      if (!['CreationDate', 'ModDate', 'Title'].includes(field)) expect(String(value), `the PDF's ${field}`).not.toMatch(reportId);
    }
    expect(info.Subject).toBe('Vehicle Condition Report');
    expect(info.Title).toBe(`Vehicle Condition Report ${dal.vin}`);
  });

  it('at a site whose public photos are off (PHX): no vehicle photo in the JSON or the PDF, damage photos in both', async () => {
    const path = linkOf(server, phx.vehicle_id);
    const { response: report } = (await (await server.call(path)).json()) as PublicReply;
    expect(report.vehicle_photos).toEqual([]);
    expect(report.damages.some((damage) => damage.photo)).toBe(true);
    const read = await readPdf(new Uint8Array(await (await server.call(`${path}/pdf`)).arrayBuffer()));
    const widths = read.images.map((image) => image.width);
    // Seeded photos are 640 px wide: a vehicle photo's variant is 450 px, a damage photo's 333.
    expect(widths).toContain(printVariantWidths.damage);
    expect(widths).not.toContain(printVariantWidths.vehicle);
    expect(read.text).not.toContain('No Main Image');
    expect(read.text).not.toContain('Vehicle Images');
    // The same vehicle's dealer copy has them: the public switch is what left them out.
    const dealer = await readPdf(await renderConditionReportPdf(server, { vehicleId: phx.vehicle_id, reportId: phx.report_id, exclude: true }));
    expect(dealer.images.filter((image) => image.width === printVariantWidths.vehicle).length).toBeGreaterThanOrEqual(3);
  });

  it('at a site whose public photos are on (DAL): the vehicle photos are in the JSON and the PDF', async () => {
    const path = linkOf(server, dal.vehicle_id);
    const { response: report } = (await (await server.call(path)).json()) as PublicReply;
    expect(report.vehicle_photos.length).toBeGreaterThanOrEqual(3);
    const read = await readPdf(new Uint8Array(await (await server.call(`${path}/pdf`)).arrayBuffer()));
    expect(read.images.filter((image) => image.width === printVariantWidths.vehicle)).toHaveLength(report.vehicle_photos.length);
  });
});

describe('the dealer copy (the e-mails’)', { timeout: 120_000 }, () => {
  it('keeps the report id, stock number, seller, comments and photo evidence; leaves out the notes, charges and costs', async () => {
    const bytes = await renderConditionReportPdf(server, { vehicleId: dal.vehicle_id, reportId: dal.report_id, exclude: true });
    const read = await readPdf(bytes);
    for (const shown of [dal.vin, dal.stock_number, dal.seller, comment, `Report ${dal.report_id}`, 'SHA-256']) expect(read.text).toContain(shown);
    for (const hidden of ['INTERNAL NOTE', 'Notes', '$', 'Charges', 'Total Damage Cost']) expect(read.text).not.toContain(hidden);
    expect((await pdfInfo(bytes)).Subject).toBe(`Report ${dal.report_id}`);
    // The staff copy has the notes: the copy, not the data, left them out.
    expect((await readPdf(await renderConditionReportPdf(server, { vehicleId: dal.vehicle_id, reportId: dal.report_id, exclude: false }))).text).toContain(
      note,
    );
  });
});

describe('the public PDF’s version', { timeout: 120_000 }, () => {
  it('is its ETag: If-None-Match gets a 304; a change to what it shows gives a new one, a note does not', async () => {
    const path = `${linkOf(server, dal.vehicle_id)}/pdf`;
    const first = await server.call(path);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"pdf-[A-Za-z0-9_-]{20,}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await server.call(path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('referrer-policy')).toBe('no-referrer');

    server.sqlite.prepare('UPDATE inspections SET notes = ? WHERE condition_report_id = ?').run(`${note} (revised)`, dal.report_id);
    expect((await server.call(path, { headers: { 'If-None-Match': etag } })).status).toBe(304);

    server.sqlite.prepare('UPDATE vehicles SET mileage = coalesce(mileage, 0) + 1 WHERE vehicle_id = ?').run(dal.vehicle_id);
    const changed = await server.call(path, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await readPdf(new Uint8Array(await changed.arrayBuffer()))).text).toContain(dal.vin);
  });
});

describe('throttling per address', { timeout: 120_000 }, () => {
  it('answers 429 with Retry-After past the limits: the report and its photos together, the PDF on its own tighter one', async () => {
    const saved = { requests: process.env.PUBLIC_REQUESTS_PER_MINUTE, pdfs: process.env.PUBLIC_PDFS_PER_MINUTE };
    process.env.PUBLIC_REQUESTS_PER_MINUTE = '4';
    process.env.PUBLIC_PDFS_PER_MINUTE = '2';
    const limited = await startTestServer();
    process.env.PUBLIC_REQUESTS_PER_MINUTE = saved.requests;
    process.env.PUBLIC_PDFS_PER_MINUTE = saved.pdfs;
    if (saved.requests === undefined) delete process.env.PUBLIC_REQUESTS_PER_MINUTE;
    if (saved.pdfs === undefined) delete process.env.PUBLIC_PDFS_PER_MINUTE;
    try {
      const path = linkOf(limited, dal.vehicle_id);
      const { response: report } = (await (await limited.call(path)).json()) as PublicReply;
      const photo = report.damages.find((damage) => damage.photo)?.photo?.thumb ?? '';
      // 4 a minute: the report, a photo, a wrong secret (counted: guesses are throttled too), the report.
      expect((await limited.call(photo)).status).toBe(200);
      expect((await limited.call(path.replace(/[^/]+$/, 'A'.repeat(22)))).status).toBe(404);
      expect((await limited.call(path)).status).toBe(200);
      const refused = await limited.call(photo);
      expect(await refusal(refused)).toEqual([429, 'Too many requests for public pages from this address. Try again in a minute.']);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15);
      expect(refused.headers.get('referrer-policy')).toBe('no-referrer');
      // The PDFs' own limit: 2, then 429 (the report's limit, spent above, is not theirs).
      const pdfs = await Promise.all([1, 2, 3].map(() => limited.call(report.pdf)));
      expect(pdfs.map((response) => response.status).sort()).toEqual([200, 200, 429]);
      const tooMany = pdfs.find((response) => response.status === 429);
      expect(await refusal(tooMany!)).toEqual([429, 'Too many report downloads from this address. Try again in a minute.']);
      expect(Number(tooMany!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      await Promise.all(pdfs.filter((response) => response.status === 200).map((response) => response.arrayBuffer()));
    } finally {
      await limited.close();
    }
  });
});
