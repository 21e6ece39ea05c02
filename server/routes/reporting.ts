/**
 * GET /v3/reporting/servnet/site/{siteId}/start/{YYYY-MM-DD}/end/{YYYY-MM-DD}: the Servnet
 * report, for global admins, computed from the simulcast sources:
 *
 * - Sim_Offered: simulcast offers (auction_sales, is_simulcast 1) in the range;
 * - Sim_Sold_Inlane / Sim_Sold_Online: those sold in the lane / online;
 * - Sim_Success_PC: sold per offered in percent, two decimals (null when nothing was offered);
 *   online sales count only while the site's servnet_include_online config is on;
 * - Unique_Attendees / Unique_Bidders: distinct dealers attending / bidding at least once;
 * - Unique_Buyers: distinct dealers who bought a simulcast offer.
 *
 * The dates are calendar days of the site's time zone, both included. Bad dates, a start
 * after the end, or a bad site id: 400; an unknown site: 404.
 */
import { Hono } from 'hono';
import type { ServnetReport } from '../../src/contract/servnet-report.ts';
import { simulcastAttendance, simulcastSales } from '../auctions/servnet.ts';
import { actorOf } from '../auth/middleware.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { effectiveConfig } from '../platform/configs.ts';
import { siteById } from '../platform/sites.ts';

const DAY_MS = 86_400_000;

/** Parses YYYY-MM-DD into its UTC midnight, refusing anything that is not a real calendar day. */
export function parseDay(raw: string, name: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!match) throw badRequest(`${name} must be a date as YYYY-MM-DD`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) throw badRequest(`${name} is not a valid date: ${raw}`);
  // The stamps compared are ISO text: past 9998 the day after is "+010000-…", which sorts before every sale.
  if (year < 1970) throw badRequest(`${name} must be 1970-01-01 or later`);
  if (year > 9998) throw badRequest(`${name} must be 9998-12-31 or earlier`);
  return ms;
}

/** Milliseconds to add to UTC to get the wall clock of `timeZone` at the instant `ms`. */
function zoneOffset(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - (ms - (ms % 1000));
}

/** The UTC instant at which the local day starting at `dayUtcMidnight` (a calendar date) begins in `timeZone`. */
export function localMidnight(dayUtcMidnight: number, timeZone: string): number {
  let guess = dayUtcMidnight - zoneOffset(dayUtcMidnight, timeZone);
  // Across a daylight-saving change the offset at the guess can differ: one correction settles it.
  const corrected = dayUtcMidnight - zoneOffset(guess, timeZone);
  if (corrected !== guess) guess = corrected;
  return guess;
}

export function reportingRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/servnet/site/:siteId/start/:start/end/:end', async (c) => {
    const actor = actorOf(c);
    if (!actor.isGlobalAdmin) throw forbidden();
    const rawSite = c.req.param('siteId');
    if (!/^\d{1,9}$/.test(rawSite) || Number(rawSite) < 1) throw badRequest('siteId must be a positive whole number (the site id)');
    const start = parseDay(c.req.param('start'), 'start');
    const end = parseDay(c.req.param('end'), 'end');
    if (start > end) throw badRequest('start must be on or before end');
    const site = await siteById(db, Number(rawSite));
    if (!site) throw notFound(`No site with id ${rawSite}`);

    const from = new Date(localMidnight(start, site.timezone)).toISOString();
    const until = new Date(localMidnight(end + DAY_MS, site.timezone)).toISOString();
    const sold = await simulcastSales(db, site.id, from, until);
    const people = await simulcastAttendance(db, site.id, from, until);
    const includeOnline = (await effectiveConfig(db, site.id)).servnet_include_online !== false;
    const successes = sold.inlane + (includeOnline ? sold.online : 0);
    const reply: ServnetReport = {
      data: {
        Sim_Offered: sold.offered,
        Sim_Sold_Inlane: sold.inlane,
        Sim_Sold_Online: sold.online,
        Sim_Success_PC: sold.offered === 0 ? null : Math.round((successes / sold.offered) * 10_000) / 100,
        Unique_Attendees: people.attendees,
        Unique_Bidders: people.bidders,
        Unique_Buyers: sold.buyers,
      },
      meta: {
        site_id: site.id,
        site_code: site.code,
        start: c.req.param('start'),
        end: c.req.param('end'),
        timezone: site.timezone,
        include_online: includeOnline,
      },
    };
    return c.json(reply);
  });

  return app;
}
