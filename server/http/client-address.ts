/**
 * The address a request came from, as the sign-in throttle (auth/throttle.ts) and the public
 * calls' throttle (public-throttle.ts) count it: the connection's own, or, when the connection
 * comes from a proxy named in TRUSTED_PROXIES (nginx in front of several processes,
 * docs/deployment.md), the address that proxy saw. X-Forwarded-For is read only then: anyone else
 * could write anything there. Without TRUSTED_PROXIES every visitor behind a proxy has the
 * proxy's address, and one visitor's wrong passwords would hold back everyone's sign-ins.
 */
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';

/** An address as one writes it: IPv4 without its IPv6-mapped prefix, IPv6 in lower case. */
function plain(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/**
 * The client behind `peer`: `peer` itself unless it is a trusted proxy; then the nearest address
 * of X-Forwarded-For (read from the right, each proxy appends the one it saw) that is not a
 * trusted proxy too. An entry that is not an address ends the walk at the proxy that wrote it.
 */
export function forwardedClient(peer: string, forwardedFor: string | undefined, trusted: ReadonlySet<string>): string {
  let client = plain(peer);
  if (!forwardedFor) return client;
  const hops = forwardedFor.split(',').map(plain).reverse();
  for (const hop of hops) {
    if (!trusted.has(client)) break;
    if (isIP(hop) === 0) break;
    client = hop;
  }
  return client;
}

/** Parses TRUSTED_PROXIES: addresses separated by commas; anything else stops the start. */
export function trustedProxiesFromEnv(raw: string | undefined): string[] {
  const proxies = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const proxy of proxies) {
    if (isIP(proxy) === 0) throw new Error(`TRUSTED_PROXIES must list IP addresses separated by commas; "${proxy}" is not one`);
  }
  return proxies.map(plain);
}

/** Finds each request's client address once (`clientAddress` reads it). */
export function clientAddresses(trustedProxies: readonly string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedProxies.map(plain));
  return async (c, next) => {
    let peer = 'unknown';
    try {
      peer = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // Not a Node server (a test calling app.request): no connection to ask.
    }
    c.set('clientAddress', trusted.size > 0 ? forwardedClient(peer, c.req.header('x-forwarded-for'), trusted) : plain(peer));
    await next();
  };
}

export function clientAddress(c: Context<AppEnv>): string {
  return c.get('clientAddress') ?? 'unknown';
}
