/** The built PWA's files: precompressed siblings when the client accepts them, else as before. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';
import { staticFiles } from './static-files.ts';

let dist: string;
const script = 'export const answer = 42;\n'.repeat(100);
const page = '<!doctype html><title>Lot Console</title>' + '<p>splash</p>'.repeat(100);

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/app-1234.js'), script);
  writeFileSync(join(dist, 'assets/app-1234.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/app-1234.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(dist, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function app() {
  const hono = new Hono();
  hono.use('*', compress());
  hono.use('*', staticFiles(dist));
  return hono;
}

const get = (path: string, acceptEncoding?: string) =>
  app().request(path, { headers: { accept: 'text/html', ...(acceptEncoding !== undefined ? { 'accept-encoding': acceptEncoding } : {}) } });

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('precompressed files', () => {
  it('sends the brotli sibling to a client that accepts br, with the original type', async () => {
    const response = await get('/assets/app-1234.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(script);
  });

  it('sends the gzip sibling when brotli is not accepted', async () => {
    for (const header of ['gzip', 'br;q=0, gzip']) {
      const response = await get('/assets/app-1234.js', header);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(await bytes(response)).toString()).toBe(script);
    }
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const response = await get('/assets/app-1234.js', 'identity');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await bytes(response)).toString()).toBe(script);
  });

  it('uses the siblings of index.html for app paths too', async () => {
    const response = await get('/login', 'br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(page);
  });

  it('leaves a file without siblings to the compress middleware', async () => {
    const response = await get('/logo.svg', 'gzip, br');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(response)).toString()).toContain('<svg');
  });
});

describe('the public vehicle pages', () => {
  // As the app composes them (app.ts): the security headers keep a page's own Referrer-Policy.
  const served = (path: string) => {
    const hono = new Hono();
    hono.use('*', compress());
    hono.use('*', securityHeaders());
    hono.use('*', staticFiles(dist));
    return hono.request(path, { headers: { accept: 'text/html' } });
  };

  it('serve the app with no Referer and no indexing', async () => {
    for (const path of ['/dealers/vehiclePhotos/DAL/q7Lx_0-aZ9kPm3vT8wYb2c', '/dealers/locationHistory/DAL/q7Lx_0-aZ9kPm3vT8wYb2c']) {
      const response = await served(path);
      expect(response.status, path).toBe(200);
      expect((await bytes(response)).toString()).toBe(page);
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
    }
  });

  it('leave the other app pages as they are', async () => {
    for (const path of ['/dealers', '/dealers/12', '/vehicles/5']) {
      const response = await served(path);
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-robots-tag'), path).toBeNull();
    }
  });
});
