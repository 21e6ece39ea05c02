/**
 * Security headers on every response. The CSP allows no inline script (the PWA's
 * scripts are files; a precached index.html cannot carry a per-request nonce);
 * inline styles stay allowed because Chakra/Emotion inject them at run time.
 * 'wasm-unsafe-eval' lets the page compile WebAssembly (the VIN scanner's ZXing reader, served
 * from this origin, ADR 0092); it allows no eval() of JavaScript.
 */
import type { MiddlewareHandler } from 'hono';

export function contentSecurityPolicy(connectSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
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

export function securityHeaders(connectSources: readonly string[] = []): MiddlewareHandler {
  const csp = contentSecurityPolicy(connectSources);
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', 'camera=(self), geolocation=(self), microphone=()');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
  };
}
