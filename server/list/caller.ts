/**
 * Who is asking and what the request switches on: the sites the caller may see (narrowed by
 * ?site=, its code looked up once when the call is made), the caller's own site for
 * site-relative relations (resolved on first use), and a resource's 1/0 switch parameters
 * (with_trashed, with_none, and those that add relations).
 */
import type { Actor } from '../auth/actor.ts';
import { compiledOnce } from '../db/query.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import type { EngineContext } from './engine-context.ts';
import type { ListRequest } from './list-request.ts';
import { declared, type ResourceDef } from './resource.ts';

/** One call: its caller and request, and the caller's site for site-relative relations (resolved on first use). */
export interface Call {
  actor: Actor;
  request: ListRequest;
  /** The caller's site id: the `site` parameter, else the user's active site (a global admin must name one). */
  callerSite: (relationName: string) => number;
  /** The site ids the caller may see (narrowed by the `site` parameter), or all; a 403 when none. */
  sites: () => number[] | 'all';
}

/** The request of an engine-internal read (a write's scope check and read-back, a reference check). */
export const emptyRequest: ListRequest = { filters: [], with: [], withCount: [], has: [], notHas: [], orderBy: [], page: 1, perPage: 1, params: {} };

/** Adds the relations of the resource's switch parameters set to 1 (withAdd=1) to the request's with[]. */
export function switchedRelations(resource: ResourceDef, request: ListRequest): void {
  for (const [key, raw] of Object.entries(request.params)) {
    const relations = declared(resource.params, key)?.with;
    if (!relations) continue;
    if (raw !== '1' && raw !== '0') throw badRequest(`${key} must be 1 or 0`);
    if (raw === '1') for (const path of relations) if (!request.with.includes(path)) request.with.push(path);
  }
}

/** Whether a 1/0 switch parameter with this engine flag is on (anything but 1, 0, true or false is a 400). */
export function switchOn(resource: ResourceDef, request: ListRequest, flag: 'withTrashed' | 'withNone'): boolean {
  for (const [key, raw] of Object.entries(request.params)) {
    if (declared(resource.params, key)?.flag !== flag) continue;
    if (raw !== '1' && raw !== '0' && raw !== 'true' && raw !== 'false') throw badRequest(`${key} must be 1 or 0`);
    return raw === '1' || raw === 'true';
  }
  return false;
}

/** The site a `site` parameter names: its code looked up once per request (compiled once); an unknown code is a 400. */
const siteByCode = compiledOnce<'code', { id: number }>((query, param) => query.selectFrom('sites').select('id').where('code', '=', param('code')));

/** A site named by code, in any case as sign-in and the public pages take it (`dal`), or none: its id, or a 400 when no site has the code. */
export async function namedSite(ctx: EngineContext, named: string | undefined): Promise<NamedSite | null> {
  if (named === undefined) return null;
  const code = named.trim().toUpperCase();
  const [site] = await siteByCode(ctx.db, { code });
  if (!site) throw badRequest(`Unknown site '${named}'`);
  return { code, id: site.id };
}

export interface NamedSite {
  code: string;
  id: number;
}

/**
 * The call of a request: the `site` parameter's code is looked up here (the one statement a
 * call needs before its SQL is built), when the resource's scope or its site-relative relations
 * use it; a parameter the resource does not take stays for whereFor to refuse.
 */
export async function callOf(ctx: EngineContext, resource: ResourceDef, request: ListRequest, actor: Actor): Promise<Call> {
  const usesSite = resource.scope.kind === 'site' || resource.scope.kind === 'site-via' || hasCallerSiteRelations(resource);
  const named = usesSite ? await namedSite(ctx, request.params.site) : null;
  let site: number | undefined;
  const callerSite = (relationName: string): number => {
    if (site !== undefined) return site;
    if (named) {
      const sites = allowedSites(named, actor);
      site = sites === 'all' ? undefined : sites[0];
    } else if (actor.isGlobalAdmin) {
      throw badRequest(`site is required for ${relationName}: name the site whose records to relate (?site=CODE)`);
    } else {
      site = actor.siteIds[0];
    }
    if (site === undefined) throw forbidden();
    return site;
  };
  // A site named on a resource with site-relative relations is checked even when none is asked for.
  if (request.params.site !== undefined && hasCallerSiteRelations(resource)) callerSite('site');
  return { actor, request, callerSite, sites: () => allowedSites(named, actor) };
}

export function hasCallerSiteRelations(resource: ResourceDef): boolean {
  return Object.values(resource.relations ?? {}).some((relation) => relation.kind !== 'belongsTo' && relation.callerSite !== undefined);
}

/** The site ids the caller may see, narrowed by the site a `site` parameter named. */
export function allowedSites(named: NamedSite | null, actor: Actor): number[] | 'all' {
  const requested = named?.id ?? null;
  if (actor.isGlobalAdmin) return requested === null ? 'all' : [requested];
  if (requested !== null && !actor.siteIds.includes(requested)) throw forbidden(`Not authorized for site ${named?.code}`);
  if (!actor.siteIds.length) throw forbidden();
  return requested === null ? actor.siteIds : [requested];
}
