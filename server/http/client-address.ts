/**
 * The address a request came from, as the sign-in throttle (auth/throttle.ts) and the public
 * calls' throttle (public-throttle.ts) count it: the connection's own. Not X-Forwarded-For: a
 * client could write anything there. Behind a proxy every visitor has the proxy's address.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

export function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
