/** Resolves the bearer token of a request into c.var.actor; requireActor rejects anonymous calls. */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import type { Actor } from './actor.ts';
import { resolveActor } from './tokens.ts';

export function bearerToken(c: Context<AppEnv>): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The public pages (secret links): they need no user, and a stale token the client still sends must not fail them. */
const publicPrefix = '/v3/site/';

export function identify(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith(publicPrefix)) {
      c.set('actor', null);
      return next();
    }
    const token = bearerToken(c);
    c.set('actor', token ? await resolveActor(deps.db, token) : null);
    if (token && !c.get('actor')) throw new HttpError(401, 'Your session has expired or is invalid. Please sign in again.');
    await next();
  };
}

export function actorOf(c: Context<AppEnv>): Actor {
  const actor = c.get('actor');
  if (!actor) throw new HttpError(401, 'Authentication required. Please sign in.');
  return actor;
}
