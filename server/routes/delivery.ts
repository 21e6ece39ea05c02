/**
 * Delivery of condition reports (spec 02 points 4, 7 and 8; docs/API.md "Delivery"; ADR 0022):
 *
 *   GET    /v3/vehicles3/{id}/cubedUrl           the share link (auction staff of the vehicle's site)
 *   DELETE /v3/vehicles3/{id}/cubedUrl           revokes it (condition_writer at the vehicle's site)
 *   PUT    /v3/vehicles3/{id}/cubedUrl/{email}   e-mails the link and the PDF of the current report
 *   PUT    /v3/dealers/0/reports                 e-mails one message with a link and a PDF per report
 *
 * A bad address is a 400 before anything is sent; no SMTP configured is a 503 that says so.
 * The outbox sends these with an Idempotency-Key: a replay gets the first answer, not a
 * second message (the key is stored when the route has answered, ADR 0022).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { DealerReportRequest, EmailAddress, type DeliveryReceipt } from '../../src/contract/delivery.ts';
import type { Actor } from '../auth/actor.ts';
import { actorOf } from '../auth/middleware.ts';
import { readBody } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { reportLinks, reportPagePath } from '../delivery/links.ts';
import type { SendMail } from '../delivery/mailer.ts';
import { configuredMailer, reportMail, sendOrRefuse, type DeliveredReport } from '../delivery/messages.ts';
import { currentReport, vehicleFacts } from '../delivery/report-facts.ts';
import { deliveredCopy, type RenderReportPdf } from '../delivery/report-pdf.ts';
import { inspectionAccess, type VehicleRow } from '../inspections/access.ts';
import { reportRows } from '../inspections/reports.ts';

export interface DeliveryOptions {
  /** null: no SMTP configured (the sends answer 503). */
  sendMail: SendMail | null;
  renderPdf: RenderReportPdf;
  /** Origin of the links (PUBLIC_URL); by default the origin the request came to. */
  publicUrl?: string;
}

export function deliveryRoutes(deps: Deps, options: DeliveryOptions) {
  const reads = reportRows(deps.db);
  const access = inspectionAccess(deps.db, deps.engine);
  const links = reportLinks(deps.db);
  const facts = vehicleFacts(deps.db);

  /** The vehicle, when the caller is auction staff of its site: 404 outside their sites, 403 for others. */
  function deliverable(actor: Actor, vehicleId: string): VehicleRow {
    const vehicle = access.visibleVehicle(actor, vehicleId);
    if (!actor.isPremiseUser || !actor.siteIds.includes(vehicle.site_id)) {
      throw new HttpError(403, `Only auction staff of ${vehicle.site_code} may share this vehicle's report.`);
    }
    return vehicle;
  }

  function linkUrl(c: Context<AppEnv>, actor: Actor, vehicle: VehicleRow): string {
    const origin = options.publicUrl ?? new URL(c.req.url).origin;
    return `${origin}${reportPagePath(vehicle.site_code, links.secretFor(vehicle.vehicle_id, actor.userId))}`;
  }

  async function delivered(c: Context<AppEnv>, actor: Actor, vehicle: VehicleRow, reportId: number): Promise<DeliveredReport> {
    const url = linkUrl(c, actor, vehicle);
    const pdf = await options.renderPdf(deps, { vehicleId: vehicle.vehicle_id, reportId, exclude: deliveredCopy });
    return { vehicle: facts(vehicle.vehicle_id), url, pdf };
  }

  /**
   * Who the message went to and whose reports it carried; not the links: an answer sent with an
   * Idempotency-Key is stored for its replay, and a stored answer never holds a secret (the
   * staff get the link itself from GET cubedUrl).
   */
  const receipt = (email: string, vehicles: readonly VehicleRow[]): { response: DeliveryReceipt } => ({
    response: { email, vehicles: vehicles.map((vehicle) => vehicle.vehicle_id) },
  });

  function address(text: string): string {
    const result = v.safeParse(EmailAddress, text);
    if (!result.success) throw badRequest(result.issues[0]?.message ?? 'Invalid e-mail address');
    return result.output;
  }

  const vehicles3 = new Hono<AppEnv>();

  vehicles3.get('/:vehicleId/cubedUrl', (c) => {
    const actor = actorOf(c);
    const vehicle = deliverable(actor, c.req.param('vehicleId'));
    if (!currentReport(reads, vehicle.vehicle_id)) throw notFound('This vehicle has no inspection to share');
    return c.json({ response: { url: linkUrl(c, actor, vehicle) } });
  });

  vehicles3.delete('/:vehicleId/cubedUrl', (c) => {
    const actor = actorOf(c);
    const vehicle = deliverable(actor, c.req.param('vehicleId'));
    if (!access.canWrite(actor, vehicle.site_id)) {
      throw new HttpError(403, `You need the condition writer permission at ${vehicle.site_code} to revoke this vehicle's report link.`);
    }
    return c.json({ response: { revoked: links.revoke(vehicle.vehicle_id) } });
  });

  vehicles3.put('/:vehicleId/cubedUrl/:email', async (c) => {
    const actor = actorOf(c);
    const vehicle = deliverable(actor, c.req.param('vehicleId'));
    const email = address(c.req.param('email'));
    const sendMail = configuredMailer(options.sendMail);
    const report = currentReport(reads, vehicle.vehicle_id);
    if (!report) throw notFound('This vehicle has no inspection to send');
    const reports = [await delivered(c, actor, vehicle, report.condition_report_id)];
    await sendOrRefuse(sendMail, reportMail(email, reports));
    return c.json(receipt(email, [vehicle]));
  });

  const dealers = new Hono<AppEnv>();

  dealers.put('/0/reports', async (c) => {
    const actor = actorOf(c);
    const body = await readBody(c, DealerReportRequest);
    // Every pair is checked before anything is rendered or sent.
    const pairs = body.reports.map((reportId, index) => {
      const vehicle = deliverable(actor, String(body.vehicles[index]));
      const report = reads.byId(reportId);
      if (!report || report.vehicle_id !== vehicle.vehicle_id) throw notFound(`Inspection ${reportId} not found for vehicle ${vehicle.vehicle_id}`);
      return { vehicle, reportId };
    });
    const sendMail = configuredMailer(options.sendMail);
    const reports: DeliveredReport[] = [];
    for (const { vehicle, reportId } of pairs) reports.push(await delivered(c, actor, vehicle, reportId));
    await sendOrRefuse(sendMail, reportMail(body.email, reports));
    return c.json(
      receipt(
        body.email,
        pairs.map((pair) => pair.vehicle),
      ),
    );
  });

  return { vehicles3, dealers };
}
