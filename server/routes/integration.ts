/**
 * GET /v3/integration/{integration}/status/{siteCode}: the status panel of one integration
 * (Carmax) at one site, as name/value entries in their display order.
 *
 * - The caller must work at the site (a global admin may ask for any): another site is 403,
 *   an unknown site code 404, an unknown integration 404, each with a message.
 * - The status panel is an administration screen (the administration
 *   security shows it), so auction staff need that security; global admins pass.
 * - A value stored as a JSON list of texts is served as a list; anything else as the text.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { isKnownIntegration, type IntegrationStatusEntry, type IntegrationStatusValue } from '../../src/contract/integration.ts';
import { holdsSecurity } from '../auth/actor.ts';
import { actorOf } from '../auth/middleware.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { integrationStatusRows } from '../integration/status.ts';
import { siteByCode } from '../platform/sites.ts';

const ListOfTexts = v.array(v.string());

/** A stored value: a JSON list of texts becomes a list; any other text stays as it is. */
export function statusValue(stored: string): IntegrationStatusValue {
  if (!stored.trimStart().startsWith('[')) return stored;
  try {
    const parsed = v.safeParse(ListOfTexts, JSON.parse(stored));
    return parsed.success ? parsed.output : stored;
  } catch {
    return stored;
  }
}

export function integrationRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/:integration/status/:siteCode', async (c) => {
    const actor = actorOf(c);
    const integration = c.req.param('integration');
    if (!isKnownIntegration(integration)) throw notFound(`Unknown integration '${integration.slice(0, 40)}'`);
    const code = c.req.param('siteCode').toUpperCase();
    const site = /^[A-Z0-9]{2,8}$/.test(code) ? await siteByCode(db, code) : undefined;
    if (!site) throw notFound(`Unknown site '${c.req.param('siteCode').slice(0, 20)}'`);
    if (!actor.isGlobalAdmin) {
      if (!actor.siteIds.includes(site.id)) throw forbidden(`Not authorized for site ${site.code}`);
      if (!holdsSecurity(actor, site.id, 'administration')) throw forbidden('The integration status needs the administration security');
    }
    const rows = await integrationStatusRows(db, site.id, integration);
    const response: IntegrationStatusEntry[] = rows.map(({ name, value }) => ({ name, value: statusValue(value) }));
    return c.json({ response });
  });

  return app;
}
