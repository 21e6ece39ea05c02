/**
 * The Servnet report's URL: the site and dates the shown figures are for (`?site=1&start=
 * 2026-10-01&end=2026-10-31`), so a report is a link and a reload keeps it. Each value is read
 * on its own; a bad one is left out (the form then shows its default). React-free: the route
 * reads it for validateSearch.
 */
import * as v from 'valibot';
import { isIsoDay } from './default-range';

const day = v.fallback(v.optional(v.pipe(v.string(), v.check(isIsoDay))), undefined);

export const servnetSearch = v.object({
  // A number, as the URL holds it: the router JSON-parses URL values, and writes a text of digits quoted (`site=%221%22`).
  site: v.fallback(
    v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))]), v.integer(), v.minValue(1))),
    undefined,
  ),
  start: day,
  end: day,
});

export type ServnetSearch = v.InferOutput<typeof servnetSearch>;

export interface RequestedReport {
  /** The site id, as the form's site choice holds it. */
  site: string;
  start: string;
  end: string;
}

/** The report asked for, when the URL names all three. */
export function requestedReport(search: ServnetSearch): RequestedReport | null {
  const { site, start, end } = search;
  return site !== undefined && start && end ? { site: String(site), start, end } : null;
}

/** A report as its URL holds it. */
export function reportSearch(report: RequestedReport): ServnetSearch {
  return { site: Number(report.site), start: report.start, end: report.end };
}
