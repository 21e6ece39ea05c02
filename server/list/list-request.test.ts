import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { parseCondition, parseListRequest } from './list-request.ts';

const limits = { defaultPerPage: 10, maxPerPage: 1000 };
const parse = (query: string) => parseListRequest(new URLSearchParams(query), limits);

function rejection(query: string): string {
  try {
    parse(query);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return (error as HttpError).message;
  }
  throw new Error(`expected ${query} to be rejected`);
}

describe('parseListRequest', () => {
  it('reads single filters as ANDed groups of one', () => {
    const request = parse('filters[0]=is_active|eq|Y&filters[1]=automake|like|Ford');
    expect(request.filters).toEqual([[{ field: 'is_active', operator: 'eq', value: 'Y' }], [{ field: 'automake', operator: 'like', value: 'Ford' }]]);
  });

  it('collects filters[n][] entries into one OR group', () => {
    const request = parse('filters[0][]=vin|like|ABC&filters[0][]=last6|eq|123456&filters[1]=is_active|eq|Y');
    expect(request.filters).toHaveLength(2);
    expect(request.filters[0]).toEqual([
      { field: 'vin', operator: 'like', value: 'ABC' },
      { field: 'last6', operator: 'eq', value: '123456' },
    ]);
  });

  it('keeps pipes inside a value', () => {
    expect(parseCondition('notes|like|a|b', 'filters[0]')).toEqual({ field: 'notes', operator: 'like', value: 'a|b' });
  });

  it('accepts null checks without a value', () => {
    expect(parse('filters[0]=seller_id|isnull|').filters[0]).toEqual([{ field: 'seller_id', operator: 'isnull', value: '' }]);
  });

  it('reads relations, counts, has/notHas, sorting and paging', () => {
    const request = parse(
      'with[]=seller&with[]=vehicle_positions.auction&withCount[]=reps&has[]=inspections&notHas[]=vehicle_images' +
        '&order_by[]=autoyear|desc&order_by[]=automake&page=3&per_page=25&paginate2=1&site=DAL',
    );
    expect(request.with).toEqual(['seller', 'vehicle_positions.auction']);
    expect(request.withCount).toEqual(['reps']);
    expect(request.has).toEqual(['inspections']);
    expect(request.notHas).toEqual(['vehicle_images']);
    expect(request.orderBy).toEqual([
      { field: 'autoyear', direction: 'desc' },
      { field: 'automake', direction: 'asc' },
    ]);
    expect(request.page).toBe(3);
    expect(request.perPage).toBe(25);
    expect(request.params).toEqual({ site: 'DAL' });
  });

  it('defaults to page 1 with the resource default page size', () => {
    const request = parse('');
    expect(request.page).toBe(1);
    expect(request.perPage).toBe(10);
  });

  it.each([
    ['filters[0]=vin', /Malformed filter filters\[0\]/],
    ['filters[0]=vin|eq', /Malformed filter/],
    ['filters[0]=vin|contains|x', /Unknown filter operator 'contains'/],
    ['filters[0]=|eq|x', /field is empty/],
    ['filters[0]=vin|eq|', /needs a value/],
    ['filters[x]=vin|eq|1', /Malformed filter parameter/],
    ['order_by[]=vin|sideways', /asc or desc/],
    ['order_by[]=vin|asc|x', /Malformed order_by/],
    ['page=0', /page must be a positive integer/],
    ['page=abc', /page must be a positive integer/],
    ['per_page=1001', /per_page must be between 1 and 1000/],
    ['per_page=-5', /per_page must be a positive integer/],
    ['with[]=', /must name a relation/],
    ['site=DAL&site=ATL', /given twice/],
    ['page=1&page=3', /Parameter page is given twice/],
    ['per_page=10&perPage=50', /Parameter perPage is given twice/],
    ['filters[0]=vin|isnull|x', /takes no value: write vin\|isnull\|/],
  ])('rejects %s with a 400 that says what is wrong', (query, message) => {
    expect(rejection(query)).toMatch(message);
  });

  it('limits the number of conditions', () => {
    const query = Array.from({ length: 51 }, (_, i) => `filters[${i}]=vin|eq|${i}`).join('&');
    expect(rejection(query)).toMatch(/At most 50/);
  });
});

describe('relation parameters (with[], withCount[], has[], notHas[])', () => {
  it('trims them and collapses duplicates, whitespace variants included', () => {
    const request = parse(
      'with[]=seller&with[]=%20seller&with[]=seller%20&with[]=%09seller%0A&withCount[]=inspections&withCount[]=%20inspections&has[]=a&has[]=a%20&notHas[]=b&notHas[]=%20b',
    );
    expect(request).toMatchObject({ with: ['seller'], withCount: ['inspections'], has: ['a'], notHas: ['b'] });
  });

  it('caps how many one request may name, with a 400 that says the cap', () => {
    const many = (name: string, count: number) => Array.from({ length: count }, (_, index) => `${name}=r${index}`).join('&');
    expect(parse(many('with[]', 10)).with).toHaveLength(10);
    expect(rejection(many('with[]', 11))).toBe('At most 10 relations in with[] are allowed');
    expect(rejection(many('has[]', 11))).toBe('At most 10 relations in has[] are allowed');
    expect(rejection(`${many('with[]', 8)}&${many('withCount[]', 8)}&${many('notHas[]', 8)}`)).toBe(
      'At most 20 relation parameters (with[], withCount[], has[], notHas[]) are allowed in one request',
    );
  });

  it('caps the depth of a nested relation', () => {
    expect(parse('with[]=a.b.c').with).toEqual(['a.b.c']);
    expect(rejection('with[]=a.b.c.d')).toBe('with[] a.b.c.d is nested too deep: at most 3 relations in a path');
  });
});
