/**
 * Delivery of condition reports (docs/API.md "Delivery"; ADR 0022):
 *
 *   GET    /v3/vehicles3/{id}/cubedUrl           the share link (auction staff of the vehicle's site)
 *   DELETE /v3/vehicles3/{id}/cubedUrl           revokes it (condition_writer at the vehicle's site)
 *   PUT    /v3/vehicles3/{id}/cubedUrl/{email}   e-mails the link and the PDF of the current report
 *   PUT    /v3/dealers/0/reports                 e-mails one message with a link and a PDF per report
 *
 * A bad address is a 400 before anything is sent; no SMTP configured is a 501 that says so.
 * The outbox sends these with an Idempotency-Key: a replay gets the first answer, not a
 * second message (the key is stored when the route has answered, ADR 0022), and is not
 * counted again against the e-mail quotas (delivery/quota.ts, ADR 0067): a replay never
 * reaches the route. Links take their origin from PUBLIC_URL, or from the request only for a
 * loopback or PUBLIC_HOSTS host (linkOrigin): never from whatever Host a caller sends.
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
import { linkOrigin, reportLinks, reportPagePath } from '../delivery/links.ts';
import type { SendMail } from '../delivery/mailer.ts';
import { configuredMailer, reportMail, sendOrRefuse, type DeliveredReport } from '../delivery/messages.ts';
import { mailQuota, type MailQuotaLimits, type MailSite } from '../delivery/quota.ts';
import { currentReport, vehicleFacts } from '../delivery/report-facts.ts';
import { deliveredCopy, type RenderReportPdf } from '../delivery/report-pdf.ts';
import { inspectionAccess, type InspectionVehicleRow } from '../inspections/access.ts';
import { reportRows } from '../inspections/reports.ts';

export interface DeliveryOptions {
  /** null: no SMTP configured (the sends answer 501). */
  sendMail: SendMail | null;
  renderPdf: RenderReportPdf;
  /** Origin of the links (PUBLIC_URL); without it, the request's origin when its host is loopback or in `publicHosts`. */
  publicUrl?: string;
  /** Hosts (PUBLIC_HOSTS, `name` or `name:port`, lower case) whose origin may be used for links when there is no PUBLIC_URL. */
  publicHosts?: readonly string[];
  /** The e-mail quotas (EMAIL_MAX_PER_USER_HOUR, EMAIL_MAX_PER_SITE_DAY). */
  mailQuota: MailQuotaLimits;
}

export function deliveryRoutes(deps: Deps, options: DeliveryOptions) {
  const reads = reportRows(deps.db);
  const access = inspectionAccess(deps.db, deps.engine);
  const links = reportLinks(deps.db);
  const facts = vehicleFacts(deps.db);
  const quota = mailQuota(deps.db, options.mailQuota);

  /** The vehicle, when the caller is auction staff of its site: 404 outside their sites, 403 for others. */
  async function deliverable(actor: Actor, vehicleId: string): Promise<InspectionVehicleRow> {
    const vehicle = await access.visibleVehicle(actor, vehicleId);
    if (!actor.isPremiseUser || !actor.siteIds.includes(vehicle.site_id)) {
      throw new HttpError(403, `Only auction staff of ${vehicle.site_code} may share this vehicle's report.`);
    }
    return vehicle;
  }

  /** The origin of the links: checked before a secret is drawn or anything is sent (503 when the host may not be used). */
  const originOf = (c: Context<AppEnv>) => linkOrigin(c.req.url, options.publicUrl, options.publicHosts ?? []);

  const linkUrl = async (origin: string, actor: Actor, vehicle: InspectionVehicleRow): Promise<string> =>
    `${origin}${reportPagePath(vehicle.site_code, await links.secretFor(vehicle.vehicle_id, actor.userId))}`;

  async function delivered(origin: string, actor: Actor, vehicle: InspectionVehicleRow, reportId: number): Promise<DeliveredReport> {
    const url = await linkUrl(origin, actor, vehicle);
    const pdf = await options.renderPdf(deps, { vehicleId: vehicle.vehicle_id, reportId, exclude: deliveredCopy });
    return { vehicle: await facts(vehicle.vehicle_id), url, pdf };
  }

  /**
   * Counts the message against the quotas (429 at a ceiling), then renders and sends it. A
   * message that never reached the mail server (unreachable, or a PDF that failed) is not
   * counted; one the mail server refused (422) is: it was handed over.
   */
  async function sendCounted(
    actor: Actor,
    email: string,
    origin: string,
    pairs: readonly { vehicle: InspectionVehicleRow; reportId: number }[],
    sendMail: SendMail,
  ) {
    const sites = new Map<number, MailSite>();
    for (const { vehicle } of pairs) {
      const site = sites.get(vehicle.site_id) ?? { id: vehicle.site_id, code: vehicle.site_code, reports: 0 };
      site.reports += 1;
      sites.set(site.id, site);
    }
    const reservation = await quota.reserve(actor.userId, email, [...sites.values()]);
    try {
      const reports: DeliveredReport[] = [];
      for (const { vehicle, reportId } of pairs) reports.push(await delivered(origin, actor, vehicle, reportId));
      await sendOrRefuse(sendMail, reportMail(email, reports));
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 422)) await quota.release(reservation);
      throw error;
    }
  }

  /**
   * Who the message went to and whose reports it carried; not the links: an answer sent with an
   * Idempotency-Key is stored for its replay, and a stored answer never holds a secret (the
   * staff get the link itself from GET cubedUrl).
   */
  const receipt = (email: string, vehicles: readonly InspectionVehicleRow[]): { response: DeliveryReceipt } => ({
    response: { email, vehicles: vehicles.map((vehicle) => vehicle.vehicle_id) },
  });

  function address(text: string): string {
    const result = v.safeParse(EmailAddress, text);
    if (!result.success) throw badRequest(result.issues[0]?.message ?? 'Invalid e-mail address');
    return result.output;
  }

  const vehicles3 = new Hono<AppEnv>();

  vehicles3.get('/:vehicleId/cubedUrl', async (c) => {
    const actor = actorOf(c);
    const vehicle = await deliverable(actor, c.req.param('vehicleId'));
    if (!(await currentReport(reads, vehicle.vehicle_id))) throw notFound('This vehicle has no inspection to share');
    return c.json({ response: { url: await linkUrl(originOf(c), actor, vehicle) } });
  });

  vehicles3.delete('/:vehicleId/cubedUrl', async (c) => {
    const actor = actorOf(c);
    const vehicle = await deliverable(actor, c.req.param('vehicleId'));
    if (!(await access.canWrite(actor, vehicle.site_id))) {
      throw new HttpError(403, `You need the condition writer permission at ${vehicle.site_code} to revoke this vehicle's report link.`);
    }
    return c.json({ response: { revoked: await links.revoke(vehicle.vehicle_id) } });
  });

  vehicles3.put('/:vehicleId/cubedUrl/:email', async (c) => {
    const actor = actorOf(c);
    const vehicle = await deliverable(actor, c.req.param('vehicleId'));
    const email = address(c.req.param('email'));
    const sendMail = configuredMailer(options.sendMail);
    const origin = originOf(c);
    const report = await currentReport(reads, vehicle.vehicle_id);
    if (!report) throw notFound('This vehicle has no inspection to send');
    await sendCounted(actor, email, origin, [{ vehicle, reportId: report.condition_report_id }], sendMail);
    return c.json(receipt(email, [vehicle]));
  });

  const dealers = new Hono<AppEnv>();

  dealers.put('/0/reports', async (c) => {
    const actor = actorOf(c);
    const body = await readBody(c, DealerReportRequest);
    // Every pair is checked before anything is rendered or sent.
    const pairs: { vehicle: InspectionVehicleRow; reportId: number }[] = [];
    for (const [index, reportId] of body.reports.entries()) {
      const vehicle = await deliverable(actor, String(body.vehicles[index]));
      const report = await reads.byId(reportId);
      if (!report || report.vehicle_id !== vehicle.vehicle_id) throw notFound(`Inspection ${reportId} not found for vehicle ${vehicle.vehicle_id}`);
      pairs.push({ vehicle, reportId });
    }
    const sendMail = configuredMailer(options.sendMail);
    await sendCounted(actor, body.email, originOf(c), pairs, sendMail);
    return c.json(
      receipt(
        body.email,
        pairs.map((pair) => pair.vehicle),
      ),
    );
  });

  return { vehicles3, dealers };
}
