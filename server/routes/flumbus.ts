/**
 * The Flumbus writes, both for global admins only:
 *
 * PUT /v3/admin/flumbus/{id}  body {"status": "new"}
 *   Retry: a message in complete or failed goes back to new, so the dispatcher sends it again.
 *   has_error is cleared (the message waits again); error_text and the destination request and
 *   response stay as the record of the last attempt. Another status: 409 naming it.
 *
 * PUT /v3/cubed/companies/{companyId}/asset/{assetId}/sync  (no body)
 *   Manual push: the company is the site's cubed_company_id, the asset one of that site's
 *   vehicles. Queues a new message (status new, source console) → 202 with the new log row.
 *   Refused while the site's integration_cubed_sync config is off (409).
 */
import { Hono } from 'hono';
import { actorOf } from '../auth/middleware.ts';
import { writeTransaction } from '../db/query.ts';
import { readJsonObject } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { HttpError, badRequest, forbidden, notFound } from '../http/errors.ts';
import { readRawBody } from '../http/raw-body.ts';
import { flumbusStatus, nextFlumbusEventId, queueFlumbusMessage, resetFlumbusToNew } from '../integration/flumbus.ts';
import { effectiveConfig } from '../platform/configs.ts';
import { siteByCubedCompany, siteById } from '../platform/sites.ts';
import { vehicleSite } from '../vehicles/vehicles.ts';

/** The statuses a retry starts from. */
const retryable = new Set(['complete', 'failed']);

const positiveId = (raw: string, name: string): number => {
  if (!/^\d{1,12}$/.test(raw) || Number(raw) < 1) throw badRequest(`${name} must be a positive whole number`);
  return Number(raw);
};

/** PUT /v3/admin/flumbus/{id}, mounted under the admin routes (their guard runs first). */
export function flumbusResetRoutes({ db, engine }: Deps) {
  const app = new Hono<AppEnv>();
  app.put('/:id', async (c) => {
    const actor = actorOf(c);
    const { status, ...rest } = await readJsonObject(c);
    const extra = Object.keys(rest)[0];
    if (extra !== undefined) throw badRequest(`Field '${extra}' cannot be written: a Flumbus log takes only {"status": "new"}`);
    if (status === undefined) throw badRequest('status is required');
    if (status !== 'new') throw badRequest('status can only be set to new (retry)');
    const raw = c.req.param('id');
    const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
    await writeTransaction(db, async () => {
      const status = Number.isNaN(id) ? undefined : await flumbusStatus(db, id);
      if (!status) throw notFound(`No Flumbus log with id ${raw.slice(0, 20)}`);
      if (!retryable.has(status)) {
        throw new HttpError(
          409,
          status === 'new'
            ? `Flumbus log ${id} is already new: it waits to be sent`
            : `Flumbus log ${id} is ${status}: only a complete or failed log can be reset to new`,
        );
      }
      await resetFlumbusToNew(db, id);
    });
    return c.json(await engine.get('flumbus_logs', String(id), new URLSearchParams(), actor));
  });
  return app;
}

/** /v3/cubed: the manual push of one vehicle to the Flumbus queue. */
export function cubedRoutes({ db, engine }: Deps) {
  const app = new Hono<AppEnv>();

  app.put('/companies/:companyId/asset/:assetId/sync', async (c) => {
    const actor = actorOf(c);
    if (!actor.isGlobalAdmin) throw forbidden();
    // No body is expected; an empty JSON object is tolerated.
    const text = new TextDecoder().decode(await readRawBody(c, 1024, 'The body')).trim();
    if (text !== '' && !isEmptyJsonObject(text)) throw badRequest('This call takes no body: the company and the vehicle are in the path');
    const companyId = positiveId(c.req.param('companyId'), 'companyId');
    const assetId = positiveId(c.req.param('assetId'), 'assetId');
    const site = await siteByCubedCompany(db, companyId);
    if (!site) throw notFound(`No site has Cubed company ${companyId}`);
    const vehicle = await vehicleSite(db, assetId);
    if (!vehicle) throw notFound(`No vehicle with id ${assetId}`);
    if (vehicle.site_id !== site.id) {
      throw new HttpError(
        422,
        `Vehicle ${assetId} belongs to site ${String((await siteById(db, vehicle.site_id))?.code)}, not to ${site.code} (Cubed company ${companyId})`,
      );
    }
    if ((await effectiveConfig(db, site.id)).integration_cubed_sync === false) {
      throw new HttpError(409, `Cubed sync is turned off for ${site.code} (config integration_cubed_sync): turn it on to push vehicles`);
    }
    const id = await writeTransaction(db, async () => {
      const eventId = await nextFlumbusEventId(db);
      const content = { action: 'sync', eventid: eventId, vehicle_id: vehicle.vehicle_id, table: 'vehicles', type: 'vehicle', requested_by: actor.username };
      const endpoint = `https://api.cubed.example.com/v2/companies/${companyId}/assets/${vehicle.vehicle_id}`;
      return queueFlumbusMessage(db, { siteId: site.id, vehicleId: vehicle.vehicle_id, content, endpoint });
    });
    return c.json({ response: await engine.get('flumbus_logs', String(id), new URLSearchParams('with[]=site'), actor) }, 202);
  });
  return app;
}

function isEmptyJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
  } catch {
    return false;
  }
}
