/**
 * Serves the built PWA (dist/) from the same origin as the API. Hashed assets are
 * cached for a year; index.html, the service worker and the manifest are always
 * revalidated so a new deploy reaches the tablets. Unknown app paths fall back to
 * index.html (client-side routes); /v3 paths never do.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

async function readIfFile(path: string): Promise<Buffer | null> {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : null;
  } catch {
    return null;
  }
}

export function staticFiles(distDir: string): MiddlewareHandler {
  const root = resolve(distDir);
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.path.startsWith('/v3/')) return next();
    let path = decodeURIComponent(c.req.path);
    if (path.endsWith('/')) path += 'index.html';
    const full = resolve(root, `.${path}`);
    let body = full.startsWith(root + sep) ? await readIfFile(full) : null;
    let file = full;
    if (!body && !extname(path) && (c.req.header('accept') ?? '').includes('text/html')) {
      file = resolve(root, 'index.html');
      body = await readIfFile(file);
    }
    if (!body) return next();
    const immutable = c.req.path.startsWith('/assets/');
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  };
}
