/**
 * What every part of the list engine works from: the database, the registry of resources,
 * and the look-ups of a declared name (a resource, a relation, its target), where an unknown
 * name from a request is a 400 and an unregistered target a programming error.
 */
import type { DbHandle } from '../db/query.ts';
import type { PhotoStore } from '../media/photo-store.ts';
import { HttpError, badRequest } from '../http/errors.ts';
import type { Registry } from './registry.ts';
import { declared, type Operation, type RelationDef, type ResourceDef } from './resource.ts';

export interface EngineContext {
  /** Either engine's database: every statement runs through `q(db)` (the write transaction under way, or the database). */
  readonly db: DbHandle;
  readonly registry: Registry;
  /** The photo store, handed to delete hooks of records that own a stored file. */
  readonly photos: PhotoStore | null;
}

export function resourceFor(ctx: EngineContext, name: string, operation: Operation): ResourceDef {
  const resource = ctx.registry.get(name);
  if (!resource) throw badRequest(`Unknown resource '${name}'`);
  if (!resource.operations.includes(operation)) {
    throw new HttpError(405, `${name} does not support ${operation}`);
  }
  return resource;
}

export function relationOf(ctx: EngineContext, resource: ResourceDef, name: string): RelationDef {
  const relation = declared(resource.relations, name);
  if (!relation) throw badRequest(`Unknown relation '${name}' for ${nameOf(ctx, resource)}`);
  return relation;
}

export function targetOf(ctx: EngineContext, relation: RelationDef): ResourceDef {
  const target = ctx.registry.get(relation.target);
  if (!target) throw new Error(`Relation target ${relation.target} is not registered`);
  return target;
}

export function nameOf(ctx: EngineContext, resource: ResourceDef): string {
  return ctx.registry.nameOf(resource);
}
