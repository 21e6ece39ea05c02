/**
 * Builds the query string of the generic list endpoints (/v3/util/{name}, the admin logs)
 * from a ListQuery (docs/API.md, "The generic list engine"). The rules:
 * - empty values (undefined, null, '', blanks, NaN, an invalid Date) are not sent;
 * - null checks (isnull, notnull) are sent only when checked, as `field|isnull|`;
 * - has / notHas are relation entries (`has[]=rel`, `notHas[]=rel`), sent only when checked;
 * - Date values are sent as the local calendar day, YYYY-MM-DD; booleans as 1 / 0;
 * - sort direction is asc unless exactly 'desc';
 * - filters are numbered consecutively over the ones actually sent; a group that sends
 *   nothing takes no number.
 * A value may contain `|`: the server splits on the first two pipes only, so the text
 * after the second pipe is the value, whole.
 */
import type { Filter, FilterGroup, FilterValue, ListQuery } from '@/contract/list-query';

const NULL_CHECKS = new Set(['isnull', 'notnull']);
const RELATION_CHECKS = new Set(['has', 'notHas']);

/** A checkbox's "on": true, or the 1 / 'true' / '1' a URL or a select may hold. */
export function isChecked(value: FilterValue): boolean {
  return value === true || value === 1 || value === 'true' || value === '1';
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The text sent for a value, or undefined when the value is empty and must not be sent. */
export function formatValue(value: FilterValue): string | undefined {
  if (value == null) return undefined;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return value.trim() === '' ? undefined : value;
}

/** The `field|operator|value` entry of a filter, or undefined when it is not sent. */
function filterEntry({ field, operator, value }: Filter): string | undefined {
  if (NULL_CHECKS.has(operator)) return isChecked(value) ? `${field}|${operator}|` : undefined;
  const text = formatValue(value);
  return text === undefined ? undefined : `${field}|${operator}|${text}`;
}

function isGroup(entry: Filter | FilterGroup): entry is FilterGroup {
  return Array.isArray(entry);
}

/** The filter entries to send; has / notHas go straight to `params` as relation entries. */
function sendable(filters: FilterGroup, params: URLSearchParams): string[] {
  const sent: string[] = [];
  for (const filter of filters) {
    if (RELATION_CHECKS.has(filter.operator)) {
      if (isChecked(filter.value)) params.append(`${filter.operator}[]`, filter.field);
      continue;
    }
    const text = filterEntry(filter);
    if (text !== undefined) sent.push(text);
  }
  return sent;
}

export function buildListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.per_page !== undefined) params.set('per_page', String(query.per_page));
  if (query.paginate2) params.set('paginate2', '1');

  for (const { field, direction } of query.order_by ?? []) {
    params.append('order_by[]', `${field}|${direction === 'desc' ? 'desc' : 'asc'}`);
  }
  for (const relation of query.with ?? []) params.append('with[]', relation);
  for (const relation of query.withCount ?? []) params.append('withCount[]', relation);

  let n = 0;
  for (const entry of query.filters ?? []) {
    const sent = sendable(isGroup(entry) ? entry : [entry], params);
    if (sent.length === 0) continue;
    const key = isGroup(entry) ? `filters[${n}][]` : `filters[${n}]`;
    for (const text of sent) params.append(key, text);
    n += 1;
  }

  for (const [key, raw] of Object.entries(query.params ?? {})) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      const text = formatValue(value);
      if (text !== undefined) params.append(key, text);
    }
  }
  return params;
}
