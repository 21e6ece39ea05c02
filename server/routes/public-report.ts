/**
 * The public condition report behind a share link (no sign-in; ADR 0022):
 *
 *   GET /v3/site/{siteCode}/condition-report/{secret}                       the report (PublicReport)
 *   GET /v3/site/{siteCode}/condition-report/{secret}/pdf                   its PDF, as a download
 *   GET /v3/site/{siteCode}/condition-report/{secret}/damage-photos/{id}    a damage's photo
 *
 * It shows the vehicle (year make model, VIN, odometer), the grade and the damages of the
 * vehicle's current report. Damage photos are served through the secret itself, so revoking
 * the link stops them at once; vehicle photos only where they are public (public-pages.ts).
 * Uploaded photos lose their EXIF on arrival (media/image-file.ts). A malformed, unknown,
 * revoked or foreign secret, and a vehicle whose report was deleted, all get the same 404.
 * Every answer carries the public headers (no Referer, no indexing).
 */
import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { conditionLabel } from '../../src/contract/autograde.ts';
import type { PublicReport } from '../../src/contract/public-vehicle.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { publicHeaders } from '../http/public-headers.ts';
import { damagePhotoOfReport } from '../media/condition-images.ts';
import { insidePhotoDir } from '../media/photo-store.ts';
import { publicPhotosOf } from '../media/vehicle-images.ts';
import { reportLinks, type LinkedReportVehicle } from '../delivery/links.ts';
import { currentReport, vehicleFacts } from '../delivery/report-facts.ts';
import { pdfFileName, type RenderReportPdf, deliveredCopy } from '../delivery/report-pdf.ts';
import { reportRows, type ReportRow } from '../inspections/reports.ts';
import { publicImageUrls } from './public-pages.ts';

export const invalidReportLink = 'This report link is not valid';

export function publicReportRoutes(deps: Deps, renderPdf: RenderReportPdf) {
  const { db, photoDir } = deps;
  const links = reportLinks(db);
  const reads = reportRows(db);
  const facts = vehicleFacts(db);

  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(publicHeaders)) c.header(name, value);
  });

  /** The vehicle and report a link names; one 404 for every way a link can be wrong. */
  function linked(c: Context<AppEnv>): { vehicle: LinkedReportVehicle; report: ReportRow; base: string } {
    const siteCode = c.req.param('siteCode') ?? '';
    const secret = c.req.param('secret') ?? '';
    const vehicle = links.vehicleOf(siteCode, secret);
    const report = vehicle ? currentReport(reads, vehicle.vehicle_id) : undefined;
    if (!vehicle || !report) throw notFound(invalidReportLink);
    return { vehicle, report, base: `/v3/site/${vehicle.site_code}/condition-report/${secret}` };
  }

  app.get('/:siteCode/condition-report/:secret', (c) => {
    const { vehicle, report, base } = linked(c);
    const about = facts(vehicle.vehicle_id);
    const photoPaths = (imageId: number) => ({ thumb: `${base}/damage-photos/${imageId}`, original: `${base}/damage-photos/${imageId}` });
    const vehiclePhotos = vehicle.public_photos_enabled === 1 ? publicPhotosOf(db, vehicle.vehicle_id).map((photo) => photo.vehicle_image_id) : [];
    const reply: PublicReport = {
      autoyear: about.autoyear,
      automake: about.automake,
      automodel: about.automodel,
      vin: about.vin,
      odometer: about.mileage,
      odometer_uom: about.odometer_uom,
      grade: report.grade,
      grade_description: report.grade === null ? null : conditionLabel(report.grade),
      written_date: report.written_date ?? report.created_date,
      damages: reads.conditionsOf(report.condition_report_id).map((row) => ({
        item: row.item_name,
        damage: row.damage_name,
        severity: row.severity_name,
        action: row.action_desc,
        description: row.description,
        photo: row.image_id === null ? null : photoPaths(row.image_id),
      })),
      vehicle_photos: vehiclePhotos.map((imageId) => {
        const urls = publicImageUrls(imageId);
        return { thumb: urls.thumb, original: urls.original };
      }),
      pdf: `${base}/pdf`,
    };
    return c.json({ response: reply });
  });

  app.get('/:siteCode/condition-report/:secret/damage-photos/:imageId', async (c) => {
    const { report } = linked(c);
    const imageId = c.req.param('imageId');
    const image = /^\d{1,12}$/.test(imageId) ? damagePhotoOfReport(db, Number(imageId), report.condition_report_id) : undefined;
    if (!image) throw notFound(invalidReportLink);
    let bytes: Buffer;
    try {
      bytes = await readFile(insidePhotoDir(photoDir, image.image_file_path));
    } catch {
      throw notFound(invalidReportLink);
    }
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': image.mime_type, 'Cache-Control': 'no-store' });
  });

  app.get('/:siteCode/condition-report/:secret/pdf', async (c) => {
    const { vehicle, report } = linked(c);
    const pdf = await renderPdf(deps, { vehicleId: vehicle.vehicle_id, reportId: report.condition_report_id, exclude: deliveredCopy });
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdfFileName(facts(vehicle.vehicle_id).vin)}"`,
      'Cache-Control': 'no-store',
    });
  });

  return app;
}
