/**
 * What a list screen declares once (ADR 0010): its page sizes and default page size, the
 * fields the user may sort by and the default sort, its filters, and the few rules some
 * lists have (pagination only above a row count, filters required before loading). From
 * that declaration come the route's search schema (`search`, for validateSearch), the
 * defaults the route strips from its URLs (`defaults`), and, in list-state.ts, the API
 * query and every state change.
 *
 * The URL is the list's state: `page`, `per_page`, `sort`, `dir` and one key per filter.
 * Nothing in a URL can crash a screen: each value is read on its own and an invalid one
 * falls back to its default (a filter to "off").
 *
 * React-free on purpose: route files import their list's declaration for validateSearch
 * and loaders, and what a route file imports at top level stays in the entry chunk.
 */
import type { SearchMiddleware } from '@tanstack/react-router';
import * as v from 'valibot';
import type { Filter, FilterGroup, SortDirection } from '@/contract/list-query';
import type { ListRead, ReadableList } from './list-read';

/** The page sizes every list offers. */
export const PAGE_SIZES = [5, 10, 25] as const;

/** What a URL can hold for a filter after the router's parsing (JSON-looking values become numbers or booleans). */
export type UrlValue = string | number | boolean;

/** The API conditions of one filter value: entries are ANDed; an array inside is one OR group. */
export type FilterConditions = (Filter | FilterGroup)[];

export interface ChoiceOption<TValue extends string = string> {
  value: TValue;
  label: string;
}

/**
 * The options of a list's choice filters that come from the server, by filter; null while they
 * load, so that an applied filter's chip says "…" rather than its raw code ("O" for Open).
 */
export type LoadedChoices<TFilters extends FilterDefs> = Partial<Record<keyof TFilters & string, readonly ChoiceOption[] | null>>;

interface FilterBase<TValue> {
  label: string;
  /**
   * The value the filter holds when the URL does not name it (Open Gate Passes: status Open).
   * It is shown and removable like any set filter; removed, the URL holds ANY_VALUE.
   */
  initial?: TValue;
  /** Reads the URL value; anything invalid is undefined, i.e. the filter is off. */
  parse(raw: unknown): TValue | undefined;
  /** The conditions sent for a set value. */
  toQuery(value: TValue): FilterConditions;
}

/** Free text, applied on Enter. */
export interface TextFilterDef extends FilterBase<string> {
  kind: 'text';
  /** 'numeric' brings up the number keypad and accepts digits only. */
  inputMode: 'text' | 'numeric';
  /** Normalises what was typed before it is applied (e.g. upper case for VIN parts). */
  normalise(typed: string): string;
  /** Shown when what was typed cannot be applied (e.g. letters in a numeric filter). */
  invalidMessage: string;
  /**
   * Set on the list's search (searchFilter): one box above the panel, focused by `/`, whose
   * placeholder says what it finds. Its value is a filter like any other (URL, chip, Clear filters).
   */
  search?: { placeholder: string };
}

/** A choice among options, with a blank "Choose Option" that turns it off; applied at once. */
export interface ChoiceFilterDef<TValue extends string = string> extends FilterBase<TValue> {
  kind: 'choice';
  /** Fixed options; a list of loaded options (sites, statuses) is given to the list at render instead. */
  options?: readonly ChoiceOption<TValue>[];
}

/** On or off; applied at once. Off sends nothing (a null check is sent only when checked). */
export interface CheckboxFilterDef extends FilterBase<true> {
  kind: 'checkbox';
}

/**
 * One end of a date range (a day, YYYY-MM-DD, in the URL), picked from a date field and
 * applied at once. The day is read on the device's clock, the one the log screens show their
 * times on (ADR 0026, ADR 0031).
 */
export interface DateFilterDef extends FilterBase<string> {
  kind: 'date';
  /** The field of the range and which end this is: the panel says when "to" comes before "from". */
  range: { field: string; end: 'from' | 'to' };
}

export type FilterDef = TextFilterDef | ChoiceFilterDef | CheckboxFilterDef | DateFilterDef;
export type FilterDefs = Record<string, FilterDef>;

/** The value a filter holds in the list state. */
export type FilterValueOf<TFilter> = TFilter extends FilterBase<infer TValue> ? TValue : never;

export interface SortState<TSort extends string> {
  /** The API field sorted by (order_by[]=field|dir); also the URL value. */
  key: TSort;
  dir: SortDirection;
}

/**
 * The URL value of a filter with an initial value that the user removed: the filter is off
 * (no condition sent), and the plain path still means the initial value.
 */
export const ANY_VALUE = 'all';

/** The search keys every list owns; a filter may not use them. */
const reservedKeys = ['page', 'per_page', 'sort', 'dir'] as const;

/** The list state, as validateSearch gives it to the route. */
export type ListSearch<TFilters extends FilterDefs, TSort extends string> = {
  page: number;
  per_page: number;
  /** Undefined only for lists that declare no sorting. */
  sort: TSort | undefined;
  dir: SortDirection;
} & { [K in keyof TFilters]?: FilterValueOf<TFilters[K]> };

/** What links and navigations may put in the URL: every key optional, values as a URL holds them. */
export type ListSearchInput<TFilters extends FilterDefs> = {
  page?: number | string;
  per_page?: number | string;
  sort?: string;
  dir?: string;
} & { [K in keyof TFilters]?: UrlValue };

export interface ListConfig<TFilters extends FilterDefs, TSort extends string> {
  /**
   * The list's name on this device, unique among the lists and never changed once shipped:
   * its saved views are kept under it (lib/saved-view-store.ts), e.g. 'vehicles', 'dealer-reps'.
   */
  id: string;
  /** Plural noun of the rows, in texts: "No vehicles match the filters.", "1–10 of 1,500 vehicles". */
  noun: string;
  pageSizes?: readonly number[];
  defaultPageSize: number;
  sorting?: { keys: readonly TSort[]; default: SortState<TSort> };
  filters: TFilters;
  /** Show pagination only when the total exceeds this (10 on the badge logs and the settings tables). */
  paginateAbove?: number;
  /** Filters that must be set before the list loads, and what the list says until they are. */
  requires?: { filters: readonly (keyof TFilters & string)[]; message: string };
  /** Replaces the empty text (e.g. the Flumbus log's "No Data"). */
  emptyText?: string;
  /**
   * Replaces the text shown with no connection and nothing saved, for screens that only
   * work online (the admin logs: "API logs need a connection to the server…").
   */
  offlineText?: string;
}

export interface ListDefinition<TFilters extends FilterDefs = FilterDefs, TSort extends string = string> extends ListConfig<TFilters, TSort> {
  pageSizes: readonly number[];
  /** The route's validateSearch. */
  search: v.GenericSchema<ListSearchInput<TFilters>, ListSearch<TFilters, TSort>>;
  /** The default state's values, which URLs leave out: the plain path is the default view. */
  defaults: { page: number; per_page: number; sort?: TSort; dir?: SortDirection } & Record<string, unknown>;
  /** The route's `search.middlewares`: writes each state in its URL form (see urlForm). */
  middlewares: SearchMiddleware<ListSearch<TFilters, TSort>>[];
}

/** The state type of a declared list: `ListSearchOf<typeof vehicleList>`. */
export type ListSearchOf<TList> = TList extends ListDefinition<infer TFilters, infer TSort> ? ListSearch<TFilters, TSort> : never;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A positive whole number from a URL value (2, "2"), or undefined. */
function positiveInteger(raw: unknown, max: number): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
}

/** The highest page a URL may ask for; beyond it the list starts again at page 1. */
const MAX_PAGE = 1_000_000;

/** A filter's value from the URL: its initial value when the URL does not name it, ANY_VALUE when it was removed. */
function readFilter(filter: FilterDef, raw: unknown): unknown {
  if (filter.initial === undefined) return filter.parse(raw);
  if (raw === undefined) return filter.initial;
  return raw === ANY_VALUE ? ANY_VALUE : (filter.parse(raw) ?? filter.initial);
}

/** Reads a whole URL search object into the list state, value by value. */
function readSearch<TFilters extends FilterDefs, TSort extends string>(
  config: ListConfig<TFilters, TSort>,
  pageSizes: readonly number[],
  raw: Record<string, unknown>,
): ListSearch<TFilters, TSort> {
  const perPage = positiveInteger(raw.per_page, Number.MAX_SAFE_INTEGER);
  const sorting = config.sorting;
  const sort = sorting?.keys.find((key) => key === raw.sort) ?? sorting?.default.key;
  const dir: SortDirection = raw.dir === 'asc' || raw.dir === 'desc' ? raw.dir : (sorting?.default.dir ?? 'asc');
  // Every filter key is in the result, undefined when off: the router merges the validated
  // search over the raw one, so a key left out would keep the raw (invalid) value.
  const filters: Record<string, unknown> = {};
  for (const [key, filter] of Object.entries(config.filters)) filters[key] = readFilter(filter, raw[key]);
  return {
    ...(filters as { [K in keyof TFilters]?: FilterValueOf<TFilters[K]> }),
    page: positiveInteger(raw.page, MAX_PAGE) ?? 1,
    per_page: perPage !== undefined && pageSizes.includes(perPage) ? perPage : config.defaultPageSize,
    sort,
    dir,
  };
}

/**
 * Declares a list: see ListConfig, and `read` (list-read.ts), the endpoint, row schema and
 * query additions its pages are read with. Throws at start-up on a declaration that cannot work.
 */
export function defineList<const TFilters extends FilterDefs, TRow, TScope = undefined, const TSort extends string = never>(
  config: ListConfig<TFilters, TSort> & { read: ListRead<ListSearch<TFilters, TSort>, TRow, TScope> },
): ReadableList<TFilters, TSort, TRow, TScope> {
  return { ...defineListState(config), read: config.read };
}

/** The state part of a declaration (search schema, defaults, URL form), without a read: what the state rules' tests declare. */
export function defineListState<const TFilters extends FilterDefs, const TSort extends string = never>(
  config: ListConfig<TFilters, TSort>,
): ListDefinition<TFilters, TSort> {
  const pageSizes = config.pageSizes ?? PAGE_SIZES;
  if (!pageSizes.includes(config.defaultPageSize)) throw new Error(`Default page size ${config.defaultPageSize} is not offered`);
  for (const key of Object.keys(config.filters)) {
    if ((reservedKeys as readonly string[]).includes(key)) throw new Error(`A filter cannot be named ${key}`);
  }
  if (Object.values(config.filters).filter((filter) => filter.kind === 'text' && filter.search).length > 1) {
    throw new Error('A list has at most one search box');
  }
  if (config.sorting && !config.sorting.keys.includes(config.sorting.default.key)) {
    throw new Error(`The default sort ${config.sorting.default.key} is not a sort key`);
  }
  // The router hands validateSearch an object; each value is checked by readSearch, never trusted.
  const search = v.pipe(
    v.custom<ListSearchInput<TFilters>>(isRecord, 'The search must be an object'),
    v.transform((raw) => readSearch(config, pageSizes, raw)),
  );
  const initials = Object.fromEntries(Object.entries(config.filters).flatMap(([key, filter]) => (filter.initial === undefined ? [] : [[key, filter.initial]])));
  const defaults = {
    ...initials,
    page: 1,
    per_page: config.defaultPageSize,
    // A list without sorting still holds dir (asc) in its state: leave that out of its URLs too.
    ...(config.sorting ? { sort: config.sorting.default.key, dir: config.sorting.default.dir } : { dir: 'asc' as const }),
  };
  const toUrl: SearchMiddleware<ListSearch<TFilters, TSort>> = ({ search: current, next }) =>
    // The same state in the form its URL should hold; validateSearch reads it back unchanged.
    urlForm(defaults, next(current)) as ListSearch<TFilters, TSort>;
  return { ...config, pageSizes, search, defaults, middlewares: [toUrl] };
}

/**
 * A typed text as the URL should hold it. The router JSON-parses URL values, so it writes
 * the text "876605" as `%22876605%22` to keep it a string; the number reads back the same
 * (filters read numbers as text) and keeps the link clean: `last6=876605`.
 */
export function urlValue(text: string): string | number {
  return /^(0|[1-9]\d{0,14})$/.test(text) ? Number(text) : text;
}

/**
 * The URL form of a validated state, which the router writes after validateSearch: the
 * default page, page size and sort left out (the plain path is the default view), filters
 * that are off left out, digit-only texts as numbers (urlValue).
 */
export function urlForm(defaults: Record<string, unknown>, search: object): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || defaults[key] === value) continue;
    form[key] = typeof value === 'string' ? urlValue(value) : value;
  }
  return form;
}

// ---------------------------------------------------------------- filter kinds

const MAX_TEXT = 100;

/** A URL value as trimmed text ('' when it is not text or a number). */
function urlText(raw: unknown): string {
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return '';
}

/** Text matched against several fields, each with its operator: `{ dealer_num: 'eq', dealer_name: 'like' }`. */
export type FieldMatches = Readonly<Record<string, 'eq' | 'like'>>;

/** The conditions of a text found in any of the fields: one OR group, in the fields' order. */
export function anyOf(fields: FieldMatches, text: string): FilterGroup {
  return Object.entries(fields).map(([field, operator]) => ({ field, operator, value: text }));
}

export interface TextFilterOptions {
  label: string;
  /** The API field, e.g. `last6` or `seller.dealer_name`. */
  field?: string;
  /** eq unless told; like is a substring match. */
  operator?: 'eq' | 'like';
  /** Instead of one field: the text found in any of these (see anyOf). */
  anyOf?: FieldMatches;
  /** Digits only, with the number keypad. */
  numeric?: boolean;
  /** Upper-cases what is typed (VINs are stored upper case and eq is exact). */
  upperCase?: boolean;
  /** Other conditions than `field|operator|text`, e.g. an OR group over two fields. */
  toQuery?: (text: string) => FilterConditions;
}

export function textFilter(options: TextFilterOptions): TextFilterDef {
  const { label, field, operator = 'eq', numeric = false, upperCase = false } = options;
  const fields = options.anyOf;
  const toQuery = options.toQuery ?? ((text: string) => (fields ? [anyOf(fields, text)] : field ? [{ field, operator, value: text }] : []));
  const normalise = (typed: string) => (upperCase ? typed.trim().toUpperCase() : typed.trim());
  const valid = (text: string) => text !== '' && text.length <= MAX_TEXT && (!numeric || /^\d+$/.test(text));
  return {
    kind: 'text',
    label,
    inputMode: numeric ? 'numeric' : 'text',
    normalise,
    invalidMessage: numeric ? 'Enter digits only' : `Enter at most ${MAX_TEXT} characters`,
    parse: (raw) => {
      const text = normalise(urlText(raw));
      return valid(text) ? text : undefined;
    },
    toQuery,
  };
}

export interface SearchFilterOptions {
  /** The box's accessible name and its chip's label, e.g. "Search vehicles". */
  label: string;
  /** What the box finds, shown in it while empty: "VIN, last 6 or stock number". */
  placeholder: string;
  upperCase?: boolean;
  /** The fields it finds by (see anyOf), unless its conditions are other than one OR group (toQuery). */
  anyOf?: FieldMatches;
  toQuery?: (text: string) => FilterConditions;
}

/** The list's search box: a text filter drawn above the panel (see TextFilterDef.search). */
export function searchFilter(options: SearchFilterOptions): TextFilterDef {
  const { placeholder, ...text } = options;
  return { ...textFilter(text), search: { placeholder } };
}

export interface ChoiceOptionWithQuery<TValue extends string> extends ChoiceOption<TValue> {
  /** What this option sends, when not `field|operator|value` (e.g. has[]=inspections). */
  query?: FilterConditions;
}

export interface ChoiceFilterOptions<TValue extends string> {
  label: string;
  field?: string;
  operator?: 'eq' | 'like' | 'sneq';
  options: readonly ChoiceOptionWithQuery<TValue>[];
  /** The option chosen when the URL names none (see FilterBase.initial). */
  initial?: TValue;
}

/** A choice among fixed options; a URL value that is not one of them turns the filter off. */
export function choiceFilter<const TValue extends string>(options: ChoiceFilterOptions<TValue>): ChoiceFilterDef<TValue> {
  const { label, field, operator = 'eq', initial } = options;
  return {
    kind: 'choice',
    label,
    initial,
    options: options.options.map(({ value, label: text }) => ({ value, label: text })),
    parse: (raw) => options.options.find((option) => option.value === urlText(raw))?.value,
    toQuery: (value) => {
      const option = options.options.find((candidate) => candidate.value === value);
      if (option?.query) return option.query;
      return field ? [{ field, operator, value }] : [];
    },
  };
}

/** A Yes / No choice on a 0/1 field. */
export function yesNoFilter(label: string, field: string): ChoiceFilterDef<'1' | '0'> {
  return choiceFilter({
    label,
    field,
    options: [
      { value: '1', label: 'Yes' },
      { value: '0', label: 'No' },
    ],
  });
}

export interface LoadedChoiceFilterOptions {
  label: string;
  field: string;
  operator?: 'eq' | 'sneq';
  /** The option chosen when the URL names none (see FilterBase.initial), e.g. the Open gate status. */
  initial?: string;
}

/**
 * A choice among options loaded from the server (sites, gate statuses), given to the list
 * at render. They are unknown when the URL is read, so any short text is accepted there;
 * the server answers 400 to a value that does not exist, which the list shows.
 */
export function loadedChoiceFilter(options: LoadedChoiceFilterOptions): ChoiceFilterDef {
  const { label, field, operator = 'eq', initial } = options;
  return {
    kind: 'choice',
    label,
    initial,
    parse: (raw) => {
      const text = urlText(raw);
      return text !== '' && text.length <= MAX_TEXT ? text : undefined;
    },
    toQuery: (value) => [{ field, operator, value }],
  };
}

const day = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day from a URL value, or undefined (not YYYY-MM-DD, not a real day, or before 1900: a year still being typed). */
export function parseDay(raw: unknown): string | undefined {
  const text = urlText(raw);
  const match = day.exec(text);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const local = new Date(year, month - 1, date);
  if (year < 1900 || local.getFullYear() !== year || local.getMonth() !== month - 1 || local.getDate() !== date) return undefined;
  return text;
}

/** The instant a day starts on the device's clock (days later with `plus`), as the engine's range operators take it. */
export function dayStart(value: string, plus = 0): string {
  const [year = 0, month = 1, date = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, date + plus).toISOString();
}

export interface DateRangeOptions {
  /** "Created": the fields are "Created from" and "Created to". */
  label: string;
  /** The stamp filtered, e.g. created_at. */
  field: string;
}

/** A date range as two filters (`from`, `to`): from the first day's start, up to the end of the last day. */
export function dateRangeFilters({ label, field }: DateRangeOptions): { from: DateFilterDef; to: DateFilterDef } {
  return {
    from: {
      kind: 'date',
      label: `${label} from`,
      range: { field, end: 'from' },
      parse: parseDay,
      toQuery: (value) => [{ field, operator: 'gte', value: dayStart(value) }],
    },
    to: {
      kind: 'date',
      label: `${label} to`,
      range: { field, end: 'to' },
      parse: parseDay,
      // Up to the start of the next day: the whole last day, to the millisecond.
      toQuery: (value) => [{ field, operator: 'lt', value: dayStart(value, 1) }],
    },
  };
}

export interface CheckboxFilterOptions {
  label: string;
  /** What is sent while checked. */
  query: FilterConditions;
}

export function checkboxFilter(options: CheckboxFilterOptions): CheckboxFilterDef {
  return {
    kind: 'checkbox',
    label: options.label,
    parse: (raw) => (raw === true || raw === 'true' || raw === 1 || raw === '1' ? true : undefined),
    toQuery: () => options.query,
  };
}
