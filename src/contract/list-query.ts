/**
 * The shape of a list request (paging, sorting, filters, relations) as the app describes
 * it; src/api/list-query.ts turns it into the query string the generic list endpoints read.
 *
 * Wire format, for the server's side: `filters[n]=field|operator|value` (a group of
 * filters is `filters[n][]=...`), `order_by[]=field|asc`, `with[]=rel`, `withCount[]=rel`,
 * `has[]=rel`, `notHas[]=rel`, `page`, `per_page`, `paginate2=1`. A filter value may itself
 * contain `|`: split on the first two pipes only and keep the rest as the value.
 */
import * as v from 'valibot';

/** gt, gte, lt and lte compare numbers, or dates: `YYYY-MM-DD` (midnight UTC) or an ISO instant with its zone. */
export const FilterOperator = v.picklist(['eq', 'like', 'sneq', 'isnull', 'notnull', 'has', 'notHas', 'gt', 'gte', 'lt', 'lte']);

/** The range operators, and their SQL comparison. */
export const rangeOperators = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
export type RangeOperator = keyof typeof rangeOperators;

export function isRangeOperator(operator: string): operator is RangeOperator {
  return Object.hasOwn(rangeOperators, operator);
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const instant = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A range filter's date as the server stores its stamps (`2026-11-01T05:00:00.000Z`, which
 * compare correctly as text), or null when it is not a real date: `YYYY-MM-DD` is that day's
 * midnight UTC, an ISO instant must carry its zone. 2026-02-30 and 24:00 are refused.
 */
export function rangeInstant(value: string): string | null {
  const trimmed = value.trim();
  const day = dateOnly.exec(trimmed);
  const time = day ? null : instant.exec(trimmed);
  const parts = day ?? time;
  if (!parts) return null;
  const [, year, month, dayOfMonth, hour = '0', minute = '0', second = '0'] = parts;
  const date = new Date(day ? `${trimmed}T00:00:00.000Z` : trimmed);
  if (Number.isNaN(date.getTime())) return null;
  // Date rolls 2026-02-30 over to March: the written calendar parts must be real ones.
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(dayOfMonth)));
  if (calendar.getUTCFullYear() !== Number(year) || calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(dayOfMonth)) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  return date.toISOString();
}
export type FilterOperator = v.InferOutput<typeof FilterOperator>;

export const SortDirection = v.picklist(['asc', 'desc']);
export type SortDirection = v.InferOutput<typeof SortDirection>;

/** A filter's value as a form holds it; empty ones (null, '', blanks) are not sent. */
export const FilterValue = v.nullish(v.union([v.string(), v.number(), v.boolean(), v.date()]));
export type FilterValue = v.InferOutput<typeof FilterValue>;

export const Filter = v.object({
  field: v.string(),
  operator: FilterOperator,
  value: FilterValue,
});
export type Filter = v.InferOutput<typeof Filter>;

/** Filters sent together as one `filters[n][]` group. */
export const FilterGroup = v.array(Filter);
export type FilterGroup = v.InferOutput<typeof FilterGroup>;

export const OrderBy = v.object({
  field: v.string(),
  /**
   * 'desc' sorts descending; anything else, or nothing, ascending. A plain string because
   * the value often comes straight from a URL or a table header.
   */
  direction: v.optional(v.string()),
});
export type OrderBy = v.InferOutput<typeof OrderBy>;

const ParamValue = v.nullish(v.union([v.string(), v.number(), v.boolean()]));

export const ListQuery = v.object({
  page: v.optional(v.number()),
  per_page: v.optional(v.number()),
  order_by: v.optional(v.array(OrderBy)),
  filters: v.optional(v.array(v.union([Filter, FilterGroup]))),
  with: v.optional(v.array(v.string())),
  withCount: v.optional(v.array(v.string())),
  /** Endpoint-specific extras such as `site` or `with_trashed`; arrays repeat the key. */
  params: v.optional(v.record(v.string(), v.union([ParamValue, v.array(ParamValue)]))),
  /** Asks for the page envelope (data, current_page, per_page, total). */
  paginate2: v.optional(v.boolean()),
});
export type ListQuery = v.InferOutput<typeof ListQuery>;
