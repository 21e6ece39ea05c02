import { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropReadsAhead, setTokenGetter } from './api/http';
import { endSession, sessionToken, startSession } from './auth/session';
import { listPageOptions } from './components/data-list/list-read';
import { apiLogList } from './features/logs/api-logs/api-log-list';
import { vehicleList } from './features/vehicles/list/vehicle-list';
import { firstReads, listFirstRead, sendFirstRead } from './read-ahead';

vi.mock('@/lib/env', () => ({ apiBaseUrl: () => 'https://api.example.test' }));
vi.mock('@/lib/environments', () => ({ loadEnvironments: () => Promise.resolve() }));

const fetchMock = vi.fn<typeof fetch>();
const page = () => new Response(JSON.stringify({ data: [], current_page: 1, per_page: 25, total: 0 }), { headers: { 'Content-Type': 'application/json' } });
const inspector: Parameters<typeof startSession>[0] = {
  access_token: 'tok-dal',
  cloudUser: {
    id: 2,
    name: 'Ivy Inspector',
    email: 'inspector@example.com',
    premise_user: 1,
    is_global_admin: 0,
    is_cloud_user: 1,
    site_current: [{ id: 1, code: 'DAL', name: 'Dallas' }],
  },
};

/** The URLs fetch was asked for. */
const sentUrls = () => fetchMock.mock.calls.map(([input]) => String(input));

beforeEach(() => {
  fetchMock.mockImplementation(() => Promise.resolve(page()));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  dropReadsAhead();
  endSession();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the read sent ahead', () => {
  it.each([
    ['the default view', '/vehicles', ''],
    [
      'a page size, a sort and filters, as the router reads them from the URL',
      '/vehicles/',
      '?per_page=25&sort=automake&dir=asc&seller_name=motors&active=N&page=2',
    ],
    ['values the list refuses, which fall back to its defaults', '/vehicles', '?per_page=7&sort=nope&page=-1'],
  ])('asks for %s exactly as the vehicles list then does, which takes that answer', async (_name, pathname, search) => {
    startSession(inspector);
    await sendFirstRead({ pathname, search });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [ahead] = sentUrls();
    expect(ahead).toContain('https://api.example.test/v3/util/vehicles?');
    expect(ahead).toContain('site=DAL');

    // The list's own read, as the route's loader starts it (the router's validated search).
    setTokenGetter(sessionToken);
    const validated = v.parse(vehicleList.search, Object.fromEntries(new URLSearchParams(search)));
    const client = new QueryClient();
    await client.fetchQuery(listPageOptions(vehicleList, validated, 'DAL'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentUrls()).toEqual([ahead]);
  });

  it('asks for the admin’s API logs exactly as their list then does, with no site', async () => {
    startSession({
      access_token: 'tok-admin',
      cloudUser: { id: 1, name: 'Ada Admin', email: 'admin@example.com', premise_user: 0, is_global_admin: 1, is_cloud_user: 1, site_current: [] },
    });
    const search = '?per_page=25&method=POST';
    await sendFirstRead({ pathname: '/apilogs', search });
    const [ahead] = sentUrls();
    expect(ahead).toContain('https://api.example.test/v3/admin/apilogs?');
    expect(ahead).toContain('per_page=25');
    expect(ahead).not.toContain('site=');

    setTokenGetter(sessionToken);
    const validated = v.parse(apiLogList.search, Object.fromEntries(new URLSearchParams(search)));
    await new QueryClient().fetchQuery(listPageOptions(apiLogList, validated));
    expect(sentUrls()).toEqual([ahead]);
  });

  it('sends nothing when nobody is signed in, for a screen without a read ahead, or for a screen the role is sent away from', async () => {
    await sendFirstRead({ pathname: '/vehicles', search: '' });
    startSession(inspector);
    // Auction staff on the admin's API logs: sent to /access/admin, which the read would only have been refused (403).
    await sendFirstRead({ pathname: '/apilogs', search: '' });
    await sendFirstRead({ pathname: '/users', search: '' });
    await sendFirstRead({ pathname: '/vehicles/12', search: '' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing for a read that needs the app’s query client (a look-up)', async () => {
    startSession(inspector);
    const needsClient = listFirstRead(
      /^\/lookup$/,
      'auction',
      { ...vehicleList, read: { ...vehicleList.read, query: (_site, { client }) => ({ params: { x: String(client.isFetching()) } }) } },
      () => 'DAL',
    );
    await expect(sendFirstRead({ pathname: '/lookup', search: '' }, [needsClient])).rejects.toThrow('no query client');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('covers the vehicles list, the screen an inspector opens cold on the lot', () => {
    expect(firstReads.some((read) => read.path.test('/vehicles'))).toBe(true);
  });
});
