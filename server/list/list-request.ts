/**
 * Parses the generic list query of the /v3 contract into a ListRequest.
 *
 *   filters[n]=field|operator|value      one condition; the conditions are ANDed
 *   filters[n][]=field|operator|value    several conditions in one group, ORed together
 *   with[]=relation(.nested)   withCount[]=relation   has[]=relation   notHas[]=relation
 *   order_by[]=field|asc|desc  page  per_page  paginate2
 *
 * A condition splits on its first two pipes only, so a value may itself contain `|`.
 * Everything else in the query is an "extra parameter" that the resource must
 * declare. Shape errors throw a 400 naming the offending parameter; whether the
 * named fields and relations exist is the registry's business (see list-engine.ts).
 */
import { FilterOperator, isRangeOperator } from '../../src/contract/list-query.ts';
import { badRequest } from '../http/errors.ts';

/** The operators of the shared contract: the client's builder and this parser agree by construction. */
export const filterOperators = FilterOperator.options;

export interface FilterCondition {
  field: string;
  operator: FilterOperator;
  value: string;
}

export interface SortTerm {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListRequest {
  /** AND of groups; each group is an OR of its conditions. */
  filters: FilterCondition[][];
  with: string[];
  withCount: string[];
  has: string[];
  notHas: string[];
  orderBy: SortTerm[];
  page: number;
  perPage: number;
  params: Record<string, string>;
}

export interface ListLimits {
  defaultPerPage: number;
  maxPerPage: number;
}

const maxConditions = 50;
/** Relations one request may name: per parameter, in all four together, and along one nested path. */
export const relationLimits = { perParameter: 10, total: 20, depth: 3 } as const;

/** A relation path as the engine looks it up: each segment trimmed (`' seller '` and `seller` are one). */
function relationPath(raw: string, key: string): string {
  const segments = raw.split('.').map((segment) => segment.trim());
  if (segments.some((segment) => !segment)) throw badRequest(`${key} must name a relation`);
  if (segments.length > relationLimits.depth) {
    throw badRequest(`${key} ${segments.join('.')} is nested too deep: at most ${relationLimits.depth} relations in a path`);
  }
  return segments.join('.');
}

function isOperator(value: string): value is FilterOperator {
  return (filterOperators as readonly string[]).includes(value);
}

export function parseCondition(raw: string, parameter: string): FilterCondition {
  const first = raw.indexOf('|');
  const second = first < 0 ? -1 : raw.indexOf('|', first + 1);
  if (first < 0 || second < 0) {
    throw badRequest(`Malformed filter ${parameter}: expected field|operator|value`);
  }
  const field = raw.slice(0, first).trim();
  const operator = raw.slice(first + 1, second).trim();
  const value = raw.slice(second + 1);
  if (!field) throw badRequest(`Malformed filter ${parameter}: the field is empty`);
  if (!isOperator(operator)) {
    throw badRequest(`Unknown filter operator '${operator}' in ${parameter}; use one of ${filterOperators.join(', ')}`);
  }
  if ((operator === 'eq' || operator === 'sneq' || operator === 'like' || isRangeOperator(operator)) && value === '') {
    throw badRequest(`Filter ${parameter} (${field}|${operator}) needs a value`);
  }
  if ((operator === 'isnull' || operator === 'notnull') && value !== '') {
    throw badRequest(`Filter ${parameter} (${field}|${operator}) takes no value: write ${field}|${operator}|`);
  }
  return { field, operator, value };
}

function parsePositiveInteger(raw: string, name: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badRequest(`${name} must be a positive integer`);
  return Number(raw);
}

function parseSort(raw: string): SortTerm {
  const [field = '', direction = 'asc', ...rest] = raw.split('|');
  if (!field.trim() || rest.length > 0) throw badRequest(`Malformed order_by '${raw}': expected field|asc or field|desc`);
  const normalised = direction.trim().toLowerCase();
  if (normalised !== 'asc' && normalised !== 'desc') {
    throw badRequest(`Sort direction for ${field} must be asc or desc`);
  }
  return { field: field.trim(), direction: normalised };
}

const arrayParameters = { 'with[]': 'with', 'withCount[]': 'withCount', 'has[]': 'has', 'notHas[]': 'notHas' } as const;

export function parseListRequest(search: URLSearchParams, limits: ListLimits): ListRequest {
  const request: ListRequest = {
    filters: [],
    with: [],
    withCount: [],
    has: [],
    notHas: [],
    orderBy: [],
    page: 1,
    perPage: limits.defaultPerPage,
    // No prototype: a parameter named `__proto__` or `constructor` is an ordinary (unknown) name.
    params: Object.create(null) as Record<string, string>,
  };
  const groups = new Map<string, FilterCondition[]>();
  const seenOnce = new Set<string>();
  let conditions = 0;

  for (const [key, raw] of search) {
    const filter = /^filters\[(\d{1,4})\](\[\d*\])?$/.exec(key);
    if (filter) {
      const index = filter[1] ?? '';
      const grouped = filter[2] !== undefined;
      const groupKey = grouped ? `g${index}` : `s${index}:${conditions}`;
      if (++conditions > maxConditions) throw badRequest(`At most ${maxConditions} filter conditions are allowed`);
      const list = groups.get(groupKey) ?? [];
      list.push(parseCondition(raw, key));
      groups.set(groupKey, list);
      continue;
    }
    if (Object.hasOwn(arrayParameters, key)) {
      const target = arrayParameters[key as keyof typeof arrayParameters];
      const path = relationPath(raw, key);
      if (request[target].includes(path)) continue;
      if (request[target].length >= relationLimits.perParameter) throw badRequest(`At most ${relationLimits.perParameter} relations in ${key} are allowed`);
      if (Object.values(arrayParameters).reduce((sum, name) => sum + request[name].length, 0) >= relationLimits.total) {
        throw badRequest(`At most ${relationLimits.total} relation parameters (with[], withCount[], has[], notHas[]) are allowed in one request`);
      }
      request[target].push(path);
      continue;
    }
    // One page and one page size: `page=1&page=3` is a mistake, not a choice of the last.
    const single = key === 'perPage' ? 'per_page' : key;
    if ((single === 'page' || single === 'per_page') && seenOnce.has(single)) throw badRequest(`Parameter ${key} is given twice`);
    seenOnce.add(single);
    switch (key) {
      case 'order_by[]':
      case 'order_by':
        request.orderBy.push(parseSort(raw));
        break;
      case 'page':
        request.page = parsePositiveInteger(raw, 'page');
        break;
      case 'per_page':
      case 'perPage': {
        const perPage = parsePositiveInteger(raw, key);
        if (perPage > limits.maxPerPage) throw badRequest(`${key} must be between 1 and ${limits.maxPerPage}`);
        request.perPage = perPage;
        break;
      }
      case 'paginate2':
        // Accepted for compatibility: every list answers the paginated shape.
        break;
      default:
        if (key.startsWith('filters')) throw badRequest(`Malformed filter parameter ${key}`);
        if (Object.hasOwn(request.params, key)) throw badRequest(`Parameter ${key} is given twice`);
        request.params[key] = raw;
    }
  }
  request.filters = [...groups.values()];
  return request;
}
