/**
 * What a read selects and in which order: the readable columns, the keys the requested
 * relations need and the withCount counts; the sort (declared fields only, the key last);
 * and the read of one record within the caller's scope.
 */
import { badRequest } from '../http/errors.ts';
import type { Call } from './caller.ts';
import { nameOf, relationOf, targetOf, type EngineContext } from './engine-context.ts';
import type { ListRequest } from './list-request.ts';
import type { ResourceDef } from './resource.ts';
import { coerceId, q, tableInfo, type Row, type SqlPart } from './sql.ts';
import { relationWhere, whereFor } from './where.ts';

/** The relation paths attached to rows of a resource: the requested ones and the resource's own always-attached ones. */
export function withPaths(resource: ResourceDef, requested: readonly string[]): string[] {
  const paths = [...requested];
  for (const path of resource.alwaysWith ?? []) if (!paths.includes(path)) paths.push(path);
  return paths;
}

/** Columns of the main query: readable ones, keys the relations need, and counts. */
export function selectList(ctx: EngineContext, resource: ResourceDef, call: Call, request: Pick<ListRequest, 'with' | 'withCount'>, detail: boolean): SqlPart {
  const columns = new Set<string>([resource.key, ...resource.read, ...(detail ? (resource.readDetail ?? []) : [])]);
  for (const path of withPaths(resource, request.with)) {
    const relation = relationOf(ctx, resource, path.split('.')[0] ?? '');
    if (relation.kind === 'belongsTo') columns.add(relation.foreignKey);
    else columns.add(relation.localKey);
  }
  const parts = [...columns].map((column) => `t.${q(column)}`);
  const values: unknown[] = [];
  for (const name of request.withCount) {
    const relation = relationOf(ctx, resource, name);
    if (relation.kind === 'belongsTo') throw badRequest(`withCount needs a list relation; ${name} is a single record`);
    const target = targetOf(ctx, relation);
    const own = relationWhere(relation, target, call, name);
    const conditions = [`r.${q(relation.foreignKey)} = t.${q(relation.localKey)}`, ...own.sql];
    values.push(...own.values);
    parts.push(`(SELECT COUNT(*) FROM ${q(tableInfo(target).name)} r WHERE ${conditions.join(' AND ')}) AS ${q(`${name}_count`)}`);
  }
  return { sql: parts.join(', '), values };
}

export function orderFor(ctx: EngineContext, resource: ResourceDef, request: ListRequest, sortFound = false): string {
  const terms = request.orderBy.length
    ? request.orderBy.map((term) => {
        if (!resource.sort?.includes(term.field)) throw badRequest(`Cannot sort ${nameOf(ctx, resource)} by '${term.field}'`);
        return [term.field, term.direction] as const;
      })
    : resource.defaultSort;
  const prefix = sortFound ? '+' : '';
  const parts = terms.map(([field, direction]) => `${prefix}t.${q(field)} ${direction === 'desc' ? 'DESC' : 'ASC'}`);
  if (!terms.some(([field]) => field === resource.key)) parts.push(`${prefix}t.${q(resource.key)} ASC`);
  return parts.join(', ');
}

/** One record by its key, only if the caller's scope (and the request's parameters) let them see it. */
export function findScoped(ctx: EngineContext, resource: ResourceDef, id: string, call: Call, request: ListRequest, detail: boolean): Row | undefined {
  const where = whereFor(ctx, resource, { ...call, request });
  const key = `t.${q(resource.key)} = ?`;
  const select = selectList(ctx, resource, call, request, detail);
  return ctx.db.$client
    .prepare(`SELECT ${select.sql} FROM ${q(tableInfo(resource).name)} t WHERE ${where.sql ? `${where.sql} AND ` : ''}${key}`)
    .get(...select.values, ...where.values, coerceId(resource, id)) as Row | undefined;
}
