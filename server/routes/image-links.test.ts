/** Signed URLs of staff-only images expire (signing.ts, IMAGE_URL_TTL_HOURS); the clock is injected, never waited for. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signExpiringPath, staffImageUrlTtlSeconds, verifyExpiringPath } from '../media/signing.ts';
import { apiCalls } from '../test/calls.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';

let server: TestServer;
let inspector: string;
beforeAll(async () => {
  server = await startTestServer();
  inspector = await server.signIn('inspector');
});
afterAll(() => server.close());

const hour = 3600_000;

describe('staff image links', () => {
  it('are handed out with an expiry within the documented lifetime, and work until then', async () => {
    const page = await apiCalls(server).page<{ other_sizes: { small: string } }>(
      '/v3/util/vehicle_images?filters[0]=vehicle_images_type_name|eq|photo&per_page=1',
      inspector,
    );
    const small = page.data[0]?.other_sizes.small ?? '';
    const expires = Number(new URL(small, server.url).searchParams.get('exp')) * 1000;
    expect(expires).toBeGreaterThan(Date.now() + staffImageUrlTtlSeconds * 1000 - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + staffImageUrlTtlSeconds * 1000 + hour);
    expect((await server.call(small)).status).toBe(200);
    // A later expiry written into the URL breaks its signature.
    expect((await server.call(small.replace(/exp=\d+/, `exp=${Math.floor(expires / 1000) + 86400}`))).status).toBe(403);
  });

  it('answer 403 once expired', async () => {
    const path = new URL(
      (
        await apiCalls(server).page<{ other_sizes: { small: string } }>(
          '/v3/util/vehicle_images?per_page=1&filters[0]=vehicle_images_type_name|eq|photo',
          inspector,
        )
      ).data[0]?.other_sizes.small ?? '',
      server.url,
    ).pathname;
    const old = signExpiringPath(path, Date.now() - staffImageUrlTtlSeconds * 1000 - 2 * hour);
    const answer = await server.call(old);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ error: { message: 'This image link has expired' } });
  });

  it('stay valid through their lifetime and not a moment after', () => {
    const issued = Date.parse('2026-11-25T10:20:00Z');
    const url = new URL(signExpiringPath('/v3/images/condition/7/large', issued), 'http://x');
    const [exp, sig] = [url.searchParams.get('exp') ?? undefined, url.searchParams.get('sig') ?? undefined];
    expect(verifyExpiringPath('/v3/images/condition/7/large', exp, sig, issued + staffImageUrlTtlSeconds * 1000 - 1)).toBe('valid');
    expect(verifyExpiringPath('/v3/images/condition/7/large', exp, sig, Number(exp) * 1000)).toBe('expired');
    expect(verifyExpiringPath('/v3/images/condition/8/large', exp, sig, issued)).toBe('invalid');
  });
});
