/**
 * The public condition report behind a share link (no sign-in; ADR 0022):
 *
 *   GET /v3/site/{siteCode}/condition-report/{secret}                       the report (PublicReport)
 *   GET /v3/site/{siteCode}/condition-report/{secret}/pdf                   its PDF, as a download
 *   GET /v3/site/{siteCode}/condition-report/{secret}/damage-photos/{id}    a damage's photo
 *
 * It shows the public copy of the vehicle's current report (src/contract/report-copies.ts, ADR
 * 0066): the vehicle (year make model, VIN, odometer), the grade and the damages; the JSON and
 * the PDF are both made from that copy's data, so neither shows what the other leaves out.
 * Damage photos are served through the secret itself, so revoking the link stops them at once;
 * vehicle photos only where they are public and the site shows public photos (public-pages.ts).
 * The PDF is rendered once per version, in a worker (render-pdf.ts), and carries that version
 * as its ETag: If-None-Match gets a 304. Every call is throttled per client address
 * (http/public-throttle.ts; PDFs more tightly) before any database work.
 * Uploaded photos lose their EXIF on arrival (media/image-file.ts). A malformed, unknown,
 * revoked or foreign secret, and a vehicle whose report was deleted, all get the same 404.
 * Every answer carries the public headers (no Referer, no indexing).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { conditionReportDataFrom } from '../../src/contract/condition-report.ts';
import type { PublicReport } from '../../src/contract/public-vehicle.ts';
import { publicReportOf, reportDataForCopy } from '../../src/contract/report-copies.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { publicHeaders } from '../http/public-headers.ts';
import { publicLimits, publicThrottle } from '../http/public-throttle.ts';
import { damagePhotoOfReport } from '../media/condition-images.ts';
import { reportLinks, type LinkedReportVehicle } from '../delivery/links.ts';
import { currentReport, vehicleFacts } from '../delivery/report-facts.ts';
import { pdfFileName, publicCopy, reportPdfVersion, type PdfRequest, type RenderReportPdf } from '../delivery/report-pdf.ts';
import { reportRows, type ReportRow } from '../inspections/reports.ts';
import { conditionReportSources } from '../reports/condition-report-source.ts';
import { publicImageUrls } from './public-pages.ts';

export const invalidReportLink = 'This report link is not valid';

export function publicReportRoutes(deps: Deps, renderPdf: RenderReportPdf) {
  const { db, photos } = deps;
  const links = reportLinks(db);
  const reads = reportRows(db);
  const facts = vehicleFacts(db);
  const sources = conditionReportSources(db);
  const limits = publicLimits();
  const requests = publicThrottle(limits.requests);
  const pdfs = publicThrottle(limits.pdfs);

  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(publicHeaders)) c.header(name, value);
  });
  // Before any database work; a PDF counts against the PDFs' limit only.
  app.use('/:siteCode/condition-report/:secret/pdf', pdfs);
  app.use('/:siteCode/condition-report/:secret', requests);
  app.use('/:siteCode/condition-report/:secret/damage-photos/:imageId', requests);

  /** The vehicle and report a link names; one 404 for every way a link can be wrong. */
  async function linked(c: Context<AppEnv>): Promise<{ vehicle: LinkedReportVehicle; report: ReportRow; base: string }> {
    const siteCode = c.req.param('siteCode') ?? '';
    const secret = c.req.param('secret') ?? '';
    const vehicle = await links.vehicleOf(siteCode, secret);
    const report = vehicle ? await currentReport(reads, vehicle.vehicle_id) : undefined;
    if (!vehicle || !report) throw notFound(invalidReportLink);
    return { vehicle, report, base: `/v3/site/${vehicle.site_code}/condition-report/${secret}` };
  }

  app.get('/:siteCode/condition-report/:secret', async (c) => {
    const { vehicle, report, base } = await linked(c);
    // The public copy's data, as its PDF is made from it (render-pdf.ts).
    const source = await sources(vehicle.vehicle_id, report.condition_report_id, true);
    const data = reportDataForCopy(conditionReportDataFrom(source.report, source.pdf, new Date().toISOString()), publicCopy, {
      sitePublicPhotos: source.sitePublicPhotos,
    });
    const damagePhoto = (imageId: number | null) =>
      imageId === null ? null : { thumb: `${base}/damage-photos/${imageId}`, original: `${base}/damage-photos/${imageId}` };
    const vehiclePhoto = (imageId: number) => {
      const urls = publicImageUrls(imageId);
      return { thumb: urls.thumb, original: urls.original };
    };
    const { main, vehicle: others, damages } = source.photoIds;
    const reply: PublicReport = publicReportOf(data, {
      damagePhotos: damages.map(damagePhoto),
      vehiclePhotos: [...(main === null ? [] : [main]), ...others].map(vehiclePhoto),
      pdf: `${base}/pdf`,
    });
    return c.json({ response: reply });
  });

  app.get('/:siteCode/condition-report/:secret/damage-photos/:imageId', async (c) => {
    const { report } = await linked(c);
    const imageId = c.req.param('imageId');
    const image = /^\d{1,12}$/.test(imageId) ? await damagePhotoOfReport(db, Number(imageId), report.condition_report_id) : undefined;
    if (!image) throw notFound(invalidReportLink);
    const bytes = await photos.get(image.image_file_path).catch(() => null);
    if (!bytes) throw notFound(invalidReportLink);
    return c.body(bytes, 200, { 'Content-Type': image.mime_type, 'Cache-Control': 'no-store' });
  });

  app.get('/:siteCode/condition-report/:secret/pdf', async (c) => {
    const { vehicle, report } = await linked(c);
    const request: PdfRequest = { vehicleId: vehicle.vehicle_id, reportId: report.condition_report_id, exclude: true, copy: publicCopy };
    // The version of what the PDF shows: a browser that holds it gets a 304 and nothing is rendered.
    const etag = `"pdf-${await reportPdfVersion(deps, request)}"`;
    // Private: the link is the secret, no shared cache keeps it; no-cache: asked again each time, answered 304 while unchanged.
    const caching = { ETag: etag, 'Cache-Control': 'private, no-cache' };
    const asked = (c.req.header('If-None-Match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (asked.includes(etag)) return c.body(null, 304, caching);
    const pdf = await renderPdf(deps, request);
    return c.body(new Uint8Array(pdf), 200, {
      ...caching,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdfFileName((await facts(vehicle.vehicle_id)).vin)}"`,
    });
  });

  return app;
}
