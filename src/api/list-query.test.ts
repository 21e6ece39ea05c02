import { describe, expect, it } from 'vitest';
import type { ListQuery } from '@/contract/list-query';
import { buildListQuery } from './list-query';

/** The query as [key, value] pairs in order, decoded: what the server reads. */
function entries(query: ListQuery): string[][] {
  return [...buildListQuery(query).entries()];
}

describe('buildListQuery', () => {
  it('sends page, per_page and paginate2=1', () => {
    expect(entries({ page: 3, per_page: 25, paginate2: true })).toEqual([
      ['page', '3'],
      ['per_page', '25'],
      ['paginate2', '1'],
    ]);
  });

  it('leaves paginate2 out when not asked for', () => {
    expect(buildListQuery({ paginate2: false }).has('paginate2')).toBe(false);
  });

  it('sorts ascending unless the direction is desc, in the order given', () => {
    const params = buildListQuery({
      order_by: [
        { field: 'is_global_admin', direction: 'desc' },
        { field: 'premise_user', direction: 'asc' },
        { field: 'name' },
        { field: 'id', direction: 'DESC' },
        { field: 'code', direction: 'descending' },
      ],
    });
    expect(params.getAll('order_by[]')).toEqual(['is_global_admin|desc', 'premise_user|asc', 'name|asc', 'id|asc', 'code|asc']);
  });

  it('lists relations and relation counts', () => {
    const params = buildListQuery({ with: ['site', 'global_config'], withCount: ['reps'] });
    expect(params.getAll('with[]')).toEqual(['site', 'global_config']);
    expect(params.getAll('withCount[]')).toEqual(['reps']);
  });

  it('sends a filter as field|operator|value', () => {
    expect(entries({ filters: [{ field: 'vin', operator: 'like', value: '1HG' }] })).toEqual([['filters[0]', 'vin|like|1HG']]);
  });

  it('does not send empty values', () => {
    const params = buildListQuery({
      filters: [
        { field: 'a', operator: 'eq', value: undefined },
        { field: 'b', operator: 'eq', value: null },
        { field: 'c', operator: 'eq', value: '' },
        { field: 'd', operator: 'like', value: '   ' },
        { field: 'e', operator: 'eq', value: Number.NaN },
        { field: 'f', operator: 'eq', value: new Date('not a date') },
      ],
    });
    expect(params.toString()).toBe('');
  });

  it('keeps zero, false and text with spaces as values', () => {
    const params = buildListQuery({
      filters: [
        { field: 'site_id', operator: 'eq', value: 0 },
        { field: 'is_production', operator: 'eq', value: false },
        { field: 'is_active', operator: 'eq', value: true },
        { field: 'name', operator: 'like', value: ' Main St ' },
      ],
    });
    expect(params.get('filters[0]')).toBe('site_id|eq|0');
    expect(params.get('filters[1]')).toBe('is_production|eq|0');
    expect(params.get('filters[2]')).toBe('is_active|eq|1');
    expect(params.get('filters[3]')).toBe('name|like| Main St ');
  });

  it('sends null checks only when checked, with an empty value part', () => {
    const params = buildListQuery({
      filters: [
        { field: 'deleted_at', operator: 'isnull', value: true },
        { field: 'error', operator: 'notnull', value: false },
        { field: 'suppress_text', operator: 'notnull', value: undefined },
        { field: 'error_text', operator: 'notnull', value: '1' },
      ],
    });
    expect(entries({ filters: [{ field: 'x', operator: 'isnull', value: 'no' }] })).toEqual([]);
    expect([...params.entries()]).toEqual([
      ['filters[0]', 'deleted_at|isnull|'],
      ['filters[1]', 'error_text|notnull|'],
    ]);
  });

  it('formats dates as YYYY-MM-DD (the local calendar day)', () => {
    const params = buildListQuery({
      filters: [
        { field: 'created_at', operator: 'eq', value: new Date(2024, 0, 5, 23, 59) },
        { field: 'updated_at', operator: 'eq', value: new Date(1999, 11, 31) },
      ],
    });
    expect(params.getAll('filters[0]')).toEqual(['created_at|eq|2024-01-05']);
    expect(params.getAll('filters[1]')).toEqual(['updated_at|eq|1999-12-31']);
  });

  it('turns checked has / notHas into relation entries, not filters', () => {
    const params = buildListQuery({
      filters: [
        { field: 'inspections', operator: 'has', value: true },
        { field: 'vehicle_positions', operator: 'notHas', value: true },
        { field: 'seller', operator: 'has', value: false },
        { field: 'equipment', operator: 'notHas', value: null },
      ],
    });
    expect([...params.entries()]).toEqual([
      ['has[]', 'inspections'],
      ['notHas[]', 'vehicle_positions'],
    ]);
  });

  it('sends a group as filters[n][] entries', () => {
    const params = buildListQuery({
      filters: [
        [
          { field: 'vin', operator: 'like', value: 'ABC' },
          { field: 'stock_number', operator: 'like', value: 'ABC' },
        ],
      ],
    });
    expect([...params.entries()]).toEqual([
      ['filters[0][]', 'vin|like|ABC'],
      ['filters[0][]', 'stock_number|like|ABC'],
    ]);
  });

  it('numbers filters consecutively over the ones actually sent', () => {
    const params = buildListQuery({
      filters: [
        { field: 'a', operator: 'eq', value: '' },
        { field: 'b', operator: 'eq', value: 'x' },
        [{ field: 'c', operator: 'eq', value: null }],
        { field: 'rel', operator: 'has', value: true },
        { field: 'd', operator: 'isnull', value: false },
        [
          { field: 'e', operator: 'eq', value: 'y' },
          { field: 'f', operator: 'eq', value: ' ' },
          { field: 'h', operator: 'like', value: 'z' },
        ],
        { field: 'g', operator: 'sneq', value: 7 },
      ],
    });
    expect([...params.entries()]).toEqual([
      ['filters[0]', 'b|eq|x'],
      ['has[]', 'rel'],
      ['filters[1][]', 'e|eq|y'],
      ['filters[1][]', 'h|like|z'],
      ['filters[2]', 'g|sneq|7'],
    ]);
  });

  it('keeps a value containing pipes whole after the second pipe', () => {
    const sent = buildListQuery({ filters: [{ field: 'route', operator: 'like', value: 'a|b||c' }] }).get('filters[0]') ?? '';
    expect(sent).toBe('route|like|a|b||c');
    const [field, operator, ...rest] = sent.split('|');
    expect([field, operator, rest.join('|')]).toEqual(['route', 'like', 'a|b||c']);
  });

  it('appends extra params, repeating arrays and skipping empty ones', () => {
    const params = buildListQuery({
      params: { site: 'ABC', with_trashed: true, with_none: 1, blank: '', missing: undefined, 'ids[]': [1, null, 2] },
    });
    expect([...params.entries()]).toEqual([
      ['site', 'ABC'],
      ['with_trashed', '1'],
      ['with_none', '1'],
      ['ids[]', '1'],
      ['ids[]', '2'],
    ]);
  });

  it('encodes the brackets and pipes safely in the query string', () => {
    expect(buildListQuery({ filters: [{ field: 'vin', operator: 'eq', value: 'A&B' }] }).toString()).toBe('filters%5B0%5D=vin%7Ceq%7CA%26B');
  });
});
