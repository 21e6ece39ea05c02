/**
 * A request for a path no route answers: 405 with `Allow` where the path has routes for other
 * methods, 404 where it has none.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { fixtureDatabase } from '../test/fixture.ts';
import { allowedMethodsOf } from './allowed-methods.ts';

const photoDir = mkdtempSync(join(tmpdir(), 'allowed-methods-'));
const app = createApp({ db: fixtureDatabase(), photoDir });
afterAll(() => rmSync(photoDir, { recursive: true, force: true }));

async function answer(method: string, path: string) {
  const response = await app.request(path, { method });
  const body = (await response.json()) as { error: { message: string } };
  return { status: response.status, allow: response.headers.get('Allow'), message: body.error.message };
}

describe('a method a path does not take', () => {
  it('is answered 405 with the methods it takes, whether the caller is signed in or not', async () => {
    expect(await answer('DELETE', '/v3/me')).toEqual({ status: 405, allow: 'GET, HEAD', message: 'DELETE is not allowed on /v3/me: use GET, HEAD' });
    expect(await answer('GET', '/v3/authentication')).toMatchObject({ status: 405, allow: 'POST' });
    expect(await answer('PATCH', '/v3/vehicles3/5/inspections/3')).toMatchObject({ status: 405, allow: 'GET, HEAD, PUT, DELETE' });
    expect(await answer('DELETE', '/v3/util/vehicles')).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' });
  });

  it('a path no route has is still 404, whatever the method', async () => {
    expect(await answer('GET', '/v3/nothing')).toEqual({ status: 404, allow: null, message: 'Not found: GET /v3/nothing' });
    expect(await answer('POST', '/v3/vehicles3/5/nothing')).toMatchObject({ status: 404, allow: null });
  });

  it('reads the routes by their patterns, leaving out the catch-alls', () => {
    const allowed = allowedMethodsOf([
      { method: 'ALL', path: '/v3/*' },
      { method: 'GET', path: '/*' },
      { method: 'GET', path: '/v3/things/:id' },
      { method: 'PUT', path: '/v3/things/:id' },
    ]);
    expect(allowed('/v3/things/7')).toEqual(['GET', 'HEAD', 'PUT']);
    expect(allowed('/v3/things')).toEqual([]);
    expect(allowed('/anything')).toEqual([]);
  });
});
