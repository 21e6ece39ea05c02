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
  site: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.regex(/^[1-9]\d{0,9}$/),
      ),
    ),
    undefined,
  ),
  start: day,
  end: day,
});

export type ServnetSearch = v.InferOutput<typeof servnetSearch>;

/** The report asked for, when the URL names all three. */
export function requestedReport(search: ServnetSearch): { site: string; start: string; end: string } | null {
  const { site, start, end } = search;
  return site && start && end ? { site, start, end } : null;
}
