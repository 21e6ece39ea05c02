/**
 * The Servnet report (GET /v3/reporting/servnet/site/{siteId}/start/{date}/end/{date},
 * docs/API.md): seven simulcast figures of one site over a date range.
 */
import * as v from 'valibot';

export const ServnetFigures = v.object({
  Sim_Offered: v.number(),
  Sim_Sold_Inlane: v.number(),
  Sim_Sold_Online: v.number(),
  /** Sold (in lane and online) per offered, in percent with two decimals; null when nothing was offered. */
  Sim_Success_PC: v.nullable(v.number()),
  Unique_Attendees: v.number(),
  Unique_Bidders: v.number(),
  Unique_Buyers: v.number(),
});
export type ServnetFigures = v.InferOutput<typeof ServnetFigures>;

export const ServnetReport = v.object({
  data: ServnetFigures,
  meta: v.object({
    site_id: v.number(),
    site_code: v.string(),
    start: v.string(),
    end: v.string(),
    /** The site's time zone: the dates are its local calendar days. */
    timezone: v.string(),
    /** Whether online sales count towards Sim_Success_PC (the site's servnet_include_online config). */
    include_online: v.boolean(),
  }),
});
export type ServnetReport = v.InferOutput<typeof ServnetReport>;
