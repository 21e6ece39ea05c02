/**
 * Throttling of the anonymous public calls per client address (issue 42, ADR 0066): the share
 * link's report, its damage photos and its PDF, and the public vehicle photo and location
 * pages. A token bucket per address and kind of call, in this process's memory: `perMinute`
 * calls a minute, up to `perMinute` at once (a page of 20 damage photos loads in one go). A
 * call over the limit gets 429 with `Retry-After` (whole seconds until the next call is allowed)
 * and `{ error: { message } }`, before any database work, wrong secrets included.
 *
 * In memory, per process: several server processes behind one address each allow the limit,
 * and a restart forgets the counts. Enough against one client slowing the server; a shared
 * limit belongs in front of the servers (the proxy). The address is the connection's (as for
 * sign-in, auth.ts): behind a proxy every visitor shares the proxy's, so raise the limits there.
 */
import type { MiddlewareHandler } from 'hono';
import { clientAddress } from './client-address.ts';
import type { AppEnv } from './context.ts';
import { numericSetting } from '../lib/settings.ts';
import { HttpError } from './errors.ts';

export interface PublicLimit {
  /** Calls a minute per address, and the most at once. */
  perMinute: number;
  /** What a refused caller reads. */
  message: string;
}

/** The limits, read from the environment when a server is made (docs/configuration.md; server/index.ts has checked them at start). */
export function publicLimits(): Record<'requests' | 'pdfs', PublicLimit> {
  return {
    requests: {
      perMinute: numericSetting('PUBLIC_REQUESTS_PER_MINUTE'),
      message: 'Too many requests for public pages from this address. Try again in a minute.',
    },
    pdfs: {
      perMinute: numericSetting('PUBLIC_PDFS_PER_MINUTE'),
      message: 'Too many report downloads from this address. Try again in a minute.',
    },
  };
}

/** Addresses remembered at most; beyond, full buckets (idle addresses) are forgotten first. */
const maxAddresses = 10_000;

/** A middleware allowing `limit.perMinute` calls a minute per address; its own buckets. */
export function publicThrottle(limit: PublicLimit, now: () => number = Date.now): MiddlewareHandler<AppEnv> {
  const capacity = limit.perMinute;
  const perMs = limit.perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();

  function forgetIdle(time: number) {
    for (const [address, bucket] of buckets) {
      if (bucket.tokens + (time - bucket.at) * perMs >= capacity) buckets.delete(address);
    }
    // Still full of busy addresses: the oldest entries go (a forgotten address starts full).
    for (const address of buckets.keys()) {
      if (buckets.size < maxAddresses) break;
      buckets.delete(address);
    }
  }

  return async (c, next) => {
    const address = clientAddress(c);
    const time = now();
    let bucket = buckets.get(address);
    if (!bucket) {
      if (buckets.size >= maxAddresses) forgetIdle(time);
      bucket = { tokens: capacity, at: time };
      buckets.set(address, bucket);
    }
    bucket.tokens = Math.min(capacity, bucket.tokens + (time - bucket.at) * perMs);
    bucket.at = time;
    if (bucket.tokens < 1) {
      const retryAfter = Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
      throw new HttpError(429, limit.message, { 'Retry-After': String(retryAfter) });
    }
    bucket.tokens -= 1;
    await next();
  };
}
