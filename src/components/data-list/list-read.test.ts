import { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildListQuery } from '@/api/list-query';
import { defineList, textFilter } from './list-definition';
import { fetchListPage, listKey, listPageOptions } from './list-read';
import { listPageQuery } from './list-state';

const Row = v.object({ id: v.number() });

/** A site-scoped list: the current site as a param, with relations and counts. */
const dealers = defineList({
  id: 'test-dealers',
  noun: 'dealers',
  defaultPageSize: 10,
  sorting: { keys: ['dealer_id', 'dealer_name'], default: { key: 'dealer_id', dir: 'desc' } },
  filters: { city: textFilter({ label: 'City', field: 'addr1_city', operator: 'like' }) },
  read: { path: '/v3/util/dealers', row: Row, query: (site: string | null) => ({ withCount: ['reps'], params: { site } }) },
});

/** A parent-scoped list: one dealer's rows, its condition before the user's, at the dealer's site. */
const reps = defineList({
  id: 'test-reps',
  noun: 'reps',
  defaultPageSize: 10,
  sorting: { keys: ['display_name'], default: { key: 'display_name', dir: 'asc' } },
  filters: { name: textFilter({ label: 'Name', field: 'display_name', operator: 'like' }) },
  read: {
    path: '/v3/util/dealer_reps',
    row: Row,
    query: ({ site, dealerId }: { site: string | null; dealerId: number }) => ({
      filters: [{ field: 'dealer_id', operator: 'eq', value: dealerId }],
      params: { site },
    }),
  },
});

const client = new QueryClient();
const queryString = async (query: Promise<Parameters<typeof buildListQuery>[0]>) => decodeURIComponent(buildListQuery(await query).toString());

afterEach(() => vi.unstubAllGlobals());

describe("a list's read", () => {
  it('asks a site-scoped list for the page, sort and filters of its state, its counts and the site', async () => {
    const search = v.parse(dealers.search, { page: 2, city: 'dallas' });
    expect(await queryString(listPageQuery(dealers, 'DAL', search, client))).toBe(
      'page=2&per_page=10&order_by[]=dealer_id|desc&withCount[]=reps&filters[0]=addr1_city|like|dallas&site=DAL',
    );
    // No current site (an admin): the param is not sent.
    expect(await queryString(listPageQuery(dealers, null, v.parse(dealers.search, {}), client))).toBe(
      'page=1&per_page=10&order_by[]=dealer_id|desc&withCount[]=reps',
    );
  });

  it("puts a parent-scoped list's own condition before the user's filters", async () => {
    const search = v.parse(reps.search, { name: 'ann', sort: 'display_name', dir: 'desc' });
    expect(await queryString(listPageQuery(reps, { site: 'DAL', dealerId: 7 }, search, client))).toBe(
      'page=1&per_page=10&order_by[]=display_name|desc&filters[0]=dealer_id|eq|7&filters[1]=display_name|like|ann&site=DAL',
    );
  });

  it('keys each page under the list id and its scope, so a write can name every page of one scope', () => {
    const search = v.parse(reps.search, {});
    const scope = { site: 'DAL', dealerId: 7 };
    expect(listPageOptions(reps, search, scope).queryKey).toEqual(['test-reps', scope, search]);
    expect(listKey(reps, scope)).toEqual(['test-reps', scope]);
    expect(listKey(reps)).toEqual(['test-reps']);
  });

  it('reads the endpoint with that query string and checks the page against the row schema', async () => {
    const fetchMock = vi.fn(async (_url: string) => Response.json({ data: [{ id: 1 }], current_page: 1, per_page: 10, total: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const page = await fetchListPage(dealers, 'DAL', v.parse(dealers.search, {}), client);
    expect(page).toEqual({ data: [{ id: 1 }], current_page: 1, per_page: 10, total: 1 });
    const url = new URL(fetchMock.mock.calls[0]?.[0] ?? '');
    expect(url.pathname).toBe('/v3/util/dealers');
    expect(decodeURIComponent(url.search)).toBe('?page=1&per_page=10&order_by[]=dealer_id|desc&withCount[]=reps&site=DAL');
  });
});
