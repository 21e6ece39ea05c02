/**
 * Security headers on every response. The CSP allows no inline script but the page's own, by
 * their hashes (the boot script in index.html, ADR 0094): a precached index.html cannot carry
 * a per-request nonce, but its bytes, and so their hash, are the same in every copy;
 * inline styles stay allowed because Chakra/Emotion inject them at run time.
 * 'wasm-unsafe-eval' lets the page compile WebAssembly (the VIN scanner's ZXing reader, served
 * from this origin, ADR 0092); it allows no eval() of JavaScript.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { MiddlewareHandler } from 'hono';

/** The CSP sources of a page's inline scripts (`<script>` with no src): `'sha256-…'` of each one's text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([, text]) => text !== '')
    .map(([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
  return [...new Set(hashes)];
}

const noHashes: readonly string[] = [];

/** The inline scripts' hashes of the built index.html, read again when the file changes (a new build under a running server). */
export function pageScriptHashes(indexHtml: string): () => readonly string[] {
  let known: { mtimeMs: number; hashes: readonly string[] } | null = null;
  return () => {
    try {
      const { mtimeMs } = statSync(indexHtml);
      if (known?.mtimeMs !== mtimeMs) known = { mtimeMs, hashes: inlineScriptHashes(readFileSync(indexHtml, 'utf8')) };
      return known.hashes;
    } catch {
      return noHashes;
    }
  };
}

export function contentSecurityPolicy(connectSources: readonly string[] = [], scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectSources.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export function securityHeaders(connectSources: readonly string[] = [], scriptHashes: () => readonly string[] = () => noHashes): MiddlewareHandler {
  let csp = contentSecurityPolicy(connectSources);
  let hashes = noHashes;
  return async (c, next) => {
    await next();
    const now = scriptHashes();
    if (now !== hashes) {
      hashes = now;
      csp = contentSecurityPolicy(connectSources, now);
    }
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', 'camera=(self), geolocation=(self), microphone=()');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
  };
}
