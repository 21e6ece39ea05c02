import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildListQuery } from '@/api/list-query';
import { ANY_VALUE, checkboxFilter, choiceFilter, defineListState, loadedChoiceFilter, textFilter, urlForm, urlValue } from './list-definition';
import {
  hasSetFilters,
  isReady,
  pageCount,
  rangeText,
  showsPagination,
  toListQuery,
  withFilter,
  withoutFilter,
  withoutFilters,
  withPage,
  withPageSize,
  withSort,
} from './list-state';

/** The vehicles list, as a test subject. */
const vehicles = defineListState({
  id: 'test-vehicles',
  noun: 'vehicles',
  defaultPageSize: 10,
  sorting: { keys: ['vehicle_id', 'autoyear', 'automake', 'automodel'], default: { key: 'vehicle_id', dir: 'desc' } },
  filters: {
    active: choiceFilter({
      label: 'Active Vehicle',
      field: 'is_active',
      options: [
        { value: 'Y', label: 'Active' },
        { value: 'N', label: 'Inactive' },
      ],
    }),
    inspection: choiceFilter({
      label: 'Has Inspection',
      options: [
        { value: 'has', label: 'Has Inspection', query: [{ field: 'inspections', operator: 'has', value: true }] },
        { value: 'none', label: 'No Inspection', query: [{ field: 'inspections', operator: 'notHas', value: true }] },
      ],
    }),
    last6: textFilter({ label: 'Last 6', field: 'last6', upperCase: true }),
    seller_num: textFilter({ label: 'Seller#', field: 'seller.dealer_num' }),
    seller_name: textFilter({ label: 'Seller Name', field: 'seller.dealer_name', operator: 'like' }),
  },
});

const read = (raw: unknown) => v.parse(vehicles.search, raw);
const defaults = read({});

describe('the search schema (validateSearch)', () => {
  it('gives the defaults for an empty URL', () => {
    expect(defaults).toEqual({ page: 1, per_page: 10, sort: 'vehicle_id', dir: 'desc' });
  });

  it('names every filter, undefined when off, so the router merging it over the raw search cannot keep an invalid value', () => {
    const state = read({ active: 'maybe' });
    expect(Object.keys(state)).toEqual(expect.arrayContaining(['active', 'inspection', 'last6', 'seller_num', 'seller_name']));
    expect({ ...{ active: 'maybe' }, ...state }.active).toBeUndefined();
  });

  it('reads a full URL, numbers as the router parses them or as text', () => {
    expect(read({ page: 3, per_page: '25', sort: 'autoyear', dir: 'asc', active: 'N', inspection: 'none', last6: 876605, seller_name: ' motors ' })).toEqual({
      page: 3,
      per_page: 25,
      sort: 'autoyear',
      dir: 'asc',
      active: 'N',
      inspection: 'none',
      last6: '876605',
      seller_name: 'motors',
    });
  });

  it('falls back value by value on nonsense, never throwing', () => {
    const bad = {
      page: -2,
      per_page: 7,
      sort: 'password_hash',
      dir: 'sideways',
      active: 'maybe',
      inspection: { has: true },
      last6: '',
      seller_num: ['1', '2'],
      seller_name: 'x'.repeat(101),
      unknown: 'dropped',
    };
    expect(read(bad)).toEqual(defaults);
    for (const page of [0, 1.5, 'abc', null, true, 10_000_000]) expect(read({ page }).page).toBe(1);
    expect(read({ sort: 'automake' })).toEqual({ ...defaults, sort: 'automake' });
  });

  it('keeps the default direction when the URL names only the column (the strip middleware drops dir=desc)', () => {
    expect(read({ sort: 'autoyear' })).toMatchObject({ sort: 'autoyear', dir: 'desc' });
  });

  it('normalises text filters as declared (upper case for VIN parts) and keeps numeric ones to digits', () => {
    expect(read({ last6: 'ab12cd' }).last6).toBe('AB12CD');
    const logs = defineListState({
      id: 'logs',
      noun: 'logs',
      defaultPageSize: 5,
      filters: { vehicle: textFilter({ label: 'Vehicle ID', field: 'vehicle_id', numeric: true }) },
    });
    expect(v.parse(logs.search, { vehicle: 42 }).vehicle).toBe('42');
    expect(v.parse(logs.search, { vehicle: '42a' }).vehicle).toBeUndefined();
  });

  it('reads checkbox and loaded-choice filters', () => {
    const flumbus = defineListState({
      id: 'test-logs',
      noun: 'logs',
      defaultPageSize: 5,
      filters: {
        site: loadedChoiceFilter({ label: 'Site', field: 'site_id' }),
        errors: checkboxFilter({ label: 'Has Error', query: [{ field: 'has_error', operator: 'eq', value: 1 }] }),
      },
    });
    expect(v.parse(flumbus.search, { site: 3, errors: true })).toMatchObject({ site: '3', errors: true });
    expect(v.parse(flumbus.search, { site: '', errors: 'no' })).toEqual({ page: 1, per_page: 5, sort: undefined, dir: 'asc' });
  });

  it('refuses a declaration that cannot work', () => {
    expect(() => defineListState({ id: 'x', noun: 'x', defaultPageSize: 50, filters: {} })).toThrow('Default page size 50 is not offered');
    expect(() => defineListState({ id: 'x', noun: 'x', defaultPageSize: 10, filters: { page: textFilter({ label: 'Page', field: 'page' }) } })).toThrow(
      'A filter cannot be named page',
    );
  });

  it('strips exactly the defaults from URLs', () => {
    expect(vehicles.defaults).toEqual({ page: 1, per_page: 10, sort: 'vehicle_id', dir: 'desc' });
  });

  it('leaves the unused dir out of the URLs of a list without sorting', () => {
    const unsorted = defineListState({ id: 'configs', noun: 'configs', defaultPageSize: 10, filters: { q: textFilter({ label: 'Name', field: 'name' }) } });
    const state = v.parse(unsorted.search, { q: 'photo' });
    expect(state).toEqual({ page: 1, per_page: 10, sort: undefined, dir: 'asc', q: 'photo' });
    expect(urlForm(unsorted.defaults, state)).toEqual({ q: 'photo' });
  });
});

describe('the API query of a state', () => {
  it('asks for the default page sorted by vehicle_id desc', () => {
    expect(buildListQuery(toListQuery(vehicles, defaults)).toString()).toBe('page=1&per_page=10&order_by%5B%5D=vehicle_id%7Cdesc');
  });

  it('sends every filter in the shape the list engine reads: eq, like on a relation field, has/notHas as relation entries', () => {
    const search = read({
      page: 2,
      sort: 'automake',
      dir: 'asc',
      active: 'Y',
      inspection: 'none',
      last6: '876605',
      seller_num: '102590',
      seller_name: 'Motors',
    });
    const params = buildListQuery({ ...toListQuery(vehicles, search), with: ['seller'], params: { site: 'DAL' } });
    expect([...params.entries()]).toEqual([
      ['page', '2'],
      ['per_page', '10'],
      ['order_by[]', 'automake|asc'],
      ['with[]', 'seller'],
      ['filters[0]', 'is_active|eq|Y'],
      ['notHas[]', 'inspections'],
      ['filters[1]', 'last6|eq|876605'],
      ['filters[2]', 'seller.dealer_num|eq|102590'],
      ['filters[3]', 'seller.dealer_name|like|Motors'],
      ['site', 'DAL'],
    ]);
  });

  it('sends an OR group for a filter declared over two fields', () => {
    const passes = defineListState({
      id: 'test-gate passes',
      noun: 'gate passes',
      defaultPageSize: 10,
      filters: {
        dealer: textFilter({ label: 'Dealer', anyOf: { 'dealer.dealer_num': 'eq', 'dealer.dealer_name': 'like' } }),
      },
    });
    const params = buildListQuery(toListQuery(passes, v.parse(passes.search, { dealer: 'Motors' })));
    expect(params.getAll('filters[0][]')).toEqual(['dealer.dealer_num|eq|Motors', 'dealer.dealer_name|like|Motors']);
    expect(params.has('order_by[]')).toBe(false);
  });
});

describe('state changes', () => {
  const onPage4 = read({ page: 4, per_page: 25, sort: 'autoyear', dir: 'asc', active: 'Y' });

  it('any filter change returns to page 1 and keeps sort and page size', () => {
    expect(withFilter(onPage4, 'last6', '876605')).toEqual({ page: 1, per_page: 25, sort: 'autoyear', dir: 'asc', active: 'Y', last6: '876605' });
    expect(withFilter(onPage4, 'active', undefined)).toEqual({ page: 1, per_page: 25, sort: 'autoyear', dir: 'asc' });
    expect(withFilter(onPage4, 'active', '')).toEqual({ page: 1, per_page: 25, sort: 'autoyear', dir: 'asc' });
    expect(withoutFilters(vehicles, read({ page: 3, last6: '1', seller_name: 'x' }))).toEqual({ page: 1, per_page: 10, sort: 'vehicle_id', dir: 'desc' });
  });

  it('a page size change and a sort change return to page 1; paging keeps everything else', () => {
    expect(withPageSize(onPage4, 5)).toMatchObject({ page: 1, per_page: 5, active: 'Y' });
    expect(withPage(onPage4, 5)).toMatchObject({ page: 5, per_page: 25, sort: 'autoyear', active: 'Y' });
    expect(withPage(onPage4, 0).page).toBe(1);
  });

  it('sorting flips the sorted column, starts others ascending, and the default column in its default direction', () => {
    expect(withSort(vehicles, onPage4, 'autoyear')).toMatchObject({ sort: 'autoyear', dir: 'desc', page: 1 });
    expect(withSort(vehicles, read({ sort: 'autoyear', dir: 'desc' }), 'autoyear')).toMatchObject({ dir: 'asc' });
    expect(withSort(vehicles, defaults, 'automake')).toMatchObject({ sort: 'automake', dir: 'asc' });
    expect(withSort(vehicles, onPage4, 'vehicle_id')).toMatchObject({ sort: 'vehicle_id', dir: 'desc' });
    expect(withSort(vehicles, defaults, 'vehicle_id')).toMatchObject({ sort: 'vehicle_id', dir: 'asc' });
  });

  it('writes a state into the URL without its defaults, and digit-only texts as numbers so links stay unquoted', () => {
    expect(urlValue('876605')).toBe(876605);
    expect(urlValue('012345')).toBe('012345');
    expect(urlValue('Motors')).toBe('Motors');
    expect(urlValue('1.5')).toBe('1.5');
    expect(urlForm(vehicles.defaults, defaults)).toEqual({});
    const state = read({ page: 2, sort: 'autoyear', last6: '876605', seller_num: '012345', seller_name: 'Motors' });
    const form = urlForm(vehicles.defaults, state);
    expect(form).toEqual({ page: 2, sort: 'autoyear', last6: 876605, seller_num: '012345', seller_name: 'Motors' });
    // What the router reads back from that URL is the same state.
    expect(read(form)).toEqual(state);
  });

  it('runs as the route middleware on the validated state', () => {
    const [middleware] = vehicles.middlewares;
    const next = () => read({ page: 1, per_page: 25, active: 'N', last6: '242173' });
    expect(middleware?.({ search: defaults, next })).toEqual({ per_page: 25, active: 'N', last6: 242173 });
  });

  it('knows when filters are set and when a list has what it requires', () => {
    expect(hasSetFilters(vehicles, defaults)).toBe(false);
    expect(hasSetFilters(vehicles, onPage4)).toBe(true);
    const flumbus = defineListState({
      id: 'test-logs',
      noun: 'logs',
      defaultPageSize: 5,
      filters: { site: loadedChoiceFilter({ label: 'Site', field: 'site_id' }) },
      requires: { filters: ['site'], message: 'Select a site to retrieve data' },
    });
    expect(isReady(flumbus, v.parse(flumbus.search, {}))).toBe(false);
    expect(isReady(flumbus, v.parse(flumbus.search, { site: 3 }))).toBe(true);
    expect(isReady(vehicles, defaults)).toBe(true);
  });
});

describe('pagination', () => {
  it('shows always, or only above paginateAbove rows (badge logs, settings tables), never for no rows', () => {
    expect(showsPagination({}, 3)).toBe(true);
    expect(showsPagination({}, 0)).toBe(false);
    expect(showsPagination({ paginateAbove: 10 }, 10)).toBe(false);
    expect(showsPagination({ paginateAbove: 10 }, 11)).toBe(true);
  });

  it('counts pages and says which rows are shown', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(1500, 10)).toBe(150);
    expect(pageCount(1501, 25)).toBe(61);
    expect(rangeText(2, 10, 1500, 'vehicles')).toBe('11–20 of 1,500 vehicles');
    expect(rangeText(61, 25, 1501, 'vehicles')).toBe('1,501 of 1,501 vehicles');
    expect(rangeText(1, 10, 1, 'dealers')).toBe('1 of 1 dealer');
    expect(rangeText(1, 10, 1, 'gate passes')).toBe('1 of 1 gate pass');
    expect(rangeText(1, 10, 2, 'AA validation logs')).toBe('1–2 of 2 AA validation logs');
  });
});

describe('a filter with an initial value (Open Gate Passes: status Open)', () => {
  const passes = defineListState({
    id: 'test-gate passes',
    noun: 'gate passes',
    defaultPageSize: 10,
    filters: { status: loadedChoiceFilter({ label: 'Gate Status', field: 'gate_status', initial: 'O' }), user: textFilter({ label: 'Last User' }) },
  });
  const readPasses = (raw: unknown) => v.parse(passes.search, raw);

  it('holds the initial value when the URL does not name the filter, and sends it', () => {
    const state = readPasses({});
    expect(state.status).toBe('O');
    expect(toListQuery(passes, state).filters).toEqual([{ field: 'gate_status', operator: 'eq', value: 'O' }]);
    expect(hasSetFilters(passes, state)).toBe(true);
    // The plain path is the initial view: the value is left out of the URL.
    expect(urlForm(passes.defaults, state)).toEqual({});
  });

  it('removed, it is off (nothing sent) and the URL says so with ANY_VALUE; Clear filters removes it too', () => {
    const removed = withoutFilter(passes, readPasses({}), 'status');
    expect(removed.status).toBe(ANY_VALUE);
    const state = readPasses(removed);
    expect(toListQuery(passes, state).filters).toEqual([]);
    expect(hasSetFilters(passes, state)).toBe(false);
    expect(urlForm(passes.defaults, state)).toEqual({ status: ANY_VALUE });
    expect(withoutFilters(passes, readPasses({ status: 'C', user: 'x' }))).toEqual({ page: 1, per_page: 10, dir: 'asc', status: ANY_VALUE });
  });

  it('another status replaces it; a value that cannot be read falls back to it', () => {
    expect(readPasses({ status: 'C' }).status).toBe('C');
    expect(readPasses({ status: '' }).status).toBe('O');
  });
});
