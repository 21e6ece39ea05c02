/**
 * Serves the built PWA (dist/) from the same origin as the API. Hashed assets are
 * cached for a year; index.html, the service worker and the manifest are always
 * revalidated so a new deploy reaches the tablets. Unknown app paths fall back to
 * index.html (client-side routes); /v3 paths never do.
 *
 * The build writes brotli (.br) and gzip (.gz) siblings of its text files (vite.config.ts,
 * precompress); when the client accepts one, it is sent as it is, with Content-Encoding
 * (the compress middleware leaves such responses alone). Other files are compressed on
 * the fly by that middleware as before. The public vehicle pages' HTML carries the public
 * headers (no Referer, no indexing: public-headers.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { badRequest, errorBody } from './errors.ts';
import { publicHeaders, publicPagePath } from './public-headers.ts';

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
  // WebAssembly.instantiateStreaming takes only this type (the VIN scanner's reader, ADR 0092).
  '.wasm': 'application/wasm',
};

/** Precompressed siblings, best first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The content codings an Accept-Encoding header allows (a q of 0 refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (name !== '' && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

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
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      // Broken percent-encoding (a cut `%E0%A4%A`, a lone `%`, `%zz`) names no file: the client's mistake, not a 500.
      return c.json(errorBody(badRequest('The path is not valid: it has broken percent-encoding (a % must start a valid UTF-8 escape such as %20)')), 400);
    }
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
    const headers: Record<string, string> = {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      // The public vehicle pages: their URL is a secret link (public-headers.ts).
      ...(publicPagePath.test(c.req.path) ? publicHeaders : {}),
    };
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    for (const encoding of encodings) {
      const compressed = accepted.has(encoding.name) ? await readIfFile(file + encoding.suffix) : null;
      if (!compressed) continue;
      headers['Content-Encoding'] = encoding.name;
      // (Identity answers get their Vary from the compress middleware.)
      headers.Vary = 'Accept-Encoding';
      body = compressed;
      break;
    }
    return c.body(new Uint8Array(body), 200, headers);
  };
}
