/**
 * Which requests the runtime caches may take: the public pages' API replies and the image
 * files, only as GET without a token, never the admin API.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetRevoked, isAdminPath, mayCache, only200 } from './cache-policy';
import { isPublicImageRequest, isSiteLogoRequest, isVehicleImageRequest } from './images';
import { isPublicApiRequest } from './public-api';

const origin = 'https://console.example.com';
const hash = 'q7Lx_0-aZ9kPm3vT8wYb2c';

function get(path: string, init: RequestInit = {}, base = origin): Request {
  return new Request(new URL(path, base), init);
}

const bearer = { headers: { Authorization: 'Bearer secret-token' } };

describe('mayCache', () => {
  it('allows a plain GET', () => {
    expect(mayCache(get('/v3/site/DAL/vehicle-photos/x'))).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s', (method) => {
    expect(mayCache(get('/v3/images/vehicle/1/small?sig=a', { method }))).toBe(false);
  });

  it('refuses a request carrying an Authorization header', () => {
    expect(mayCache(get('/v3/images/vehicle/1/small?sig=a', bearer))).toBe(false);
  });

  it.each(['/v3/admin', '/v3/admin/users', '/v3/admin/flumbus?page=2', '/V3/Admin/users'])('refuses the admin API %s', (path) => {
    expect(mayCache(get(path))).toBe(false);
  });

  it('is not fooled by dot segments', () => {
    // The URL parser resolves them before the worker sees the path.
    expect(isAdminPath(new URL('/v3/site/DAL/../../admin/users', origin).pathname)).toBe(true);
    expect(mayCache(get('/v3/site/DAL/%2e%2e/%2e%2e/admin/users'))).toBe(false);
  });

  it('is not confused by a path that only starts like admin', () => {
    expect(isAdminPath('/v3/administrators')).toBe(false);
  });
});

describe('isPublicApiRequest', () => {
  it.each([`/v3/site/DAL/vehicle-photos/${hash}`, `/v3/site/DAL/location-history/${hash}`])('takes %s', (path) => {
    expect(isPublicApiRequest(get(path))).toBe(true);
  });

  it('takes it from another API origin too (the API base URL is chosen at run time)', () => {
    expect(isPublicApiRequest(get(`/v3/site/DAL/vehicle-photos/${hash}`, {}, 'https://api.example.com'))).toBe(true);
  });

  it.each([
    '/v3/site/DAL/vehicle-photos',
    `/v3/site/DAL/vehicle-photos/${hash}/extra`,
    `/v3/site/DAL/other/${hash}`,
    '/v3/util/vehicles',
    '/v3/vehicles3/12/full',
    '/v3/me',
    `/dealers/vehiclePhotos/DAL/${hash}`,
  ])('leaves %s alone', (path) => {
    expect(isPublicApiRequest(get(path))).toBe(false);
  });

  it('leaves a signed-in call to the same path alone', () => {
    expect(isPublicApiRequest(get(`/v3/site/DAL/vehicle-photos/${hash}`, bearer))).toBe(false);
  });

  it('leaves a non-GET alone', () => {
    expect(isPublicApiRequest(get(`/v3/site/DAL/vehicle-photos/${hash}`, { method: 'POST', body: '{}' }))).toBe(false);
  });
});

describe('isVehicleImageRequest', () => {
  it.each(['small', 'thumb', 'large', 'original'])('takes a signed %s photo', (size) => {
    expect(isVehicleImageRequest(get(`/v3/images/vehicle/123/${size}?sig=AbC_-1`))).toBe(true);
  });

  it('takes a signed damage photo (the printable report uses them offline)', () => {
    expect(isVehicleImageRequest(get('/v3/images/condition/45/original?sig=AbC_-1'))).toBe(true);
    expect(isVehicleImageRequest(get('/v3/images/condition/45/original'))).toBe(false);
  });

  it.each([
    '/v3/images/vehicle/123/small',
    '/v3/images/vehicle/abc/small?sig=x',
    '/v3/images/vehicle/123/small/more?sig=x',
    '/v3/images/site/DAL/auction_logo',
    '/v3/vehicles/123/images',
  ])('leaves %s alone', (path) => {
    expect(isVehicleImageRequest(get(path))).toBe(false);
  });

  it('leaves a request with a token alone', () => {
    expect(isVehicleImageRequest(get('/v3/images/vehicle/123/small?sig=x', bearer))).toBe(false);
  });
});

describe('isPublicImageRequest', () => {
  it.each(['small', 'thumb', 'large', 'original'])('takes a signed public %s photo', (size) => {
    expect(isPublicImageRequest(get(`/v3/images/public/901/${size}?sig=AbC_-1`))).toBe(true);
  });

  it.each(['/v3/images/public/901/small', '/v3/images/vehicle/901/small?sig=x', '/v3/images/public/x/small?sig=x'])('leaves %s alone', (path) => {
    expect(isPublicImageRequest(get(path))).toBe(false);
  });

  it('is not taken for a signed-in photo, nor the reverse', () => {
    expect(isVehicleImageRequest(get('/v3/images/public/901/small?sig=x'))).toBe(false);
  });
});

describe('isSiteLogoRequest', () => {
  it('takes a site logo', () => {
    expect(isSiteLogoRequest(get('/v3/images/site/DAL/auction_logo'))).toBe(true);
  });

  it.each(['/v3/images/site/DAL', '/v3/images/site/DAL/other', '/v3/admin/sites/1/auction_logo'])('leaves %s alone', (path) => {
    expect(isSiteLogoRequest(get(path))).toBe(false);
  });

  it('leaves an upload (PUT) alone', () => {
    expect(isSiteLogoRequest(get('/v3/images/site/DAL/auction_logo', { method: 'PUT', body: 'x' }))).toBe(false);
  });
});

describe('only200', () => {
  const cacheWillUpdate = only200.cacheWillUpdate;
  if (!cacheWillUpdate) throw new Error('only200 has no cacheWillUpdate');
  const check = (request: Request, response: Response) => cacheWillUpdate({ request, response, event: new Event('fetch') as ExtendableEvent, state: {} });

  it('keeps a 200', async () => {
    const response = new Response('{}', { status: 200 });
    await expect(check(get(`/v3/site/DAL/vehicle-photos/${hash}`), response)).resolves.toBe(response);
  });

  it.each([201, 204, 206, 301, 304, 401, 403, 404, 500])('drops a %i', async (status) => {
    const response = new Response(status === 204 || status === 304 ? null : '{}', { status });
    await expect(check(get(`/v3/site/DAL/vehicle-photos/${hash}`), response)).resolves.toBeNull();
  });

  it('drops a 200 to a request with a token, even if a route let it through', async () => {
    await expect(check(get('/v3/images/vehicle/1/small?sig=a', bearer), new Response('x'))).resolves.toBeNull();
  });

  it('drops a 200 from the admin API', async () => {
    await expect(check(get('/v3/admin/users'), new Response('[]'))).resolves.toBeNull();
  });
});

describe('forgetRevoked', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const fetchDidSucceed = forgetRevoked('public-images').fetchDidSucceed;
  if (!fetchDidSucceed) throw new Error('forgetRevoked has no fetchDidSucceed');

  function stubCaches() {
    const deleted: string[] = [];
    const opened: string[] = [];
    vi.stubGlobal('caches', {
      open: (name: string) => {
        opened.push(name);
        return Promise.resolve({ delete: (request: Request) => (deleted.push(request.url), Promise.resolve(true)) });
      },
    });
    return { deleted, opened };
  }
  const call = (request: Request, response: Response) => fetchDidSucceed({ request, response, event: new Event('fetch') as ExtendableEvent, state: {} });

  it.each([403, 404, 410])('deletes the kept copy when the server answers %i', async (status) => {
    const { deleted, opened } = stubCaches();
    const request = get('/v3/images/public/901/small?sig=x');
    const response = new Response('{}', { status });
    await expect(call(request, response)).resolves.toBe(response);
    expect(opened).toEqual(['public-images']);
    expect(deleted).toEqual([request.url]);
  });

  it.each([200, 500, 503])('keeps it on %i (a server error is not a revocation)', async (status) => {
    const { deleted } = stubCaches();
    await call(get('/v3/images/public/901/small?sig=x'), new Response('{}', { status }));
    expect(deleted).toEqual([]);
  });

  describe('two calls for one link that cross', () => {
    const request = get(`/v3/site/DAL/vehicle-photos/${hash}`);
    const event = new Event('fetch') as ExtendableEvent;
    /** A call of the strategy: its request goes out now, its reply arrives when `arrive` is called. */
    async function send(plugin: ReturnType<typeof forgetRevoked>) {
      const state = {};
      await plugin.requestWillFetch!({ request, event, state });
      return {
        arrive: (status: number) => plugin.fetchDidSucceed!({ request, response: new Response('{}', { status }), event, state }),
        willStore: (response: Response) => plugin.cacheWillUpdate!({ request, response: response.clone(), event, state }),
        stored: (response: Response) => plugin.cacheDidUpdate!({ request, newResponse: response, cacheName: 'public-api', event, state }),
      };
    }

    it('does not store a 200 that reached the worker before the 404 of a later request, nor keep it if its put was under way', async () => {
      const { deleted } = stubCaches();
      const plugin = forgetRevoked('public-api');
      const first = await send(plugin);
      const before = await first.arrive(200);
      expect(await first.willStore(before)).not.toBeNull();
      await (await send(plugin)).arrive(404);
      expect(deleted).toEqual([request.url]);
      // The earlier 200's put comes after the delete: refused, and deleted again if it had started.
      expect(await first.willStore(before)).toBeNull();
      await first.stored(before);
      expect(deleted).toEqual([request.url, request.url]);
    });

    it('does not store a 200 whose request went out before the 404’s, though it arrives after it', async () => {
      const { deleted } = stubCaches();
      const plugin = forgetRevoked('public-api');
      const early = await send(plugin);
      const late = await send(plugin);
      await late.arrive(404);
      const reply = await early.arrive(200);
      expect(await early.willStore(reply)).toBeNull();
      await early.stored(reply);
      expect(deleted).toEqual([request.url, request.url]);
    });

    it('keeps a 200 whose request went out after the 404’s (the link given back)', async () => {
      const { deleted } = stubCaches();
      const plugin = forgetRevoked('public-api');
      await (await send(plugin)).arrive(404);
      const again = await send(plugin);
      const reply = await again.arrive(200);
      expect(await again.willStore(reply)).not.toBeNull();
      await again.stored(reply);
      expect(deleted).toEqual([request.url]);
    });
  });
});
