/**
 * What a read selects and in which order: the readable columns, the keys the requested
 * relations need and the withCount counts; the sort (declared fields only, a related record's
 * field among them, the key last);
 * and the read of one record within the caller's scope.
 */
import { sql } from 'kysely';
import { dialectOf } from '../db/query.ts';
import { badRequest } from '../http/errors.ts';
import type { Call } from './caller.ts';
import { nameOf, relationOf, targetOf, type EngineContext } from './engine-context.ts';
import type { ListRequest } from './list-request.ts';
import type { ResourceDef } from './resource.ts';
import { and, coerceId, column, id, rows, tableInfo, whereClause, type Fragment, type Row } from './sql.ts';
import { relationWhere, whereFor } from './where.ts';

/** The relation paths attached to rows of a resource: the requested ones and the resource's own always-attached ones. */
export function withPaths(resource: ResourceDef, requested: readonly string[]): string[] {
  const paths = [...requested];
  for (const path of resource.alwaysWith ?? []) if (!paths.includes(path)) paths.push(path);
  return paths;
}

/** Columns of the main query: readable ones, keys the relations need, and counts. */
export function selectList(ctx: EngineContext, resource: ResourceDef, call: Call, request: Pick<ListRequest, 'with' | 'withCount'>, detail: boolean): Fragment {
  const columns = new Set<string>([resource.key, ...resource.read, ...(detail ? (resource.readDetail ?? []) : [])]);
  for (const path of withPaths(resource, request.with)) {
    const relation = relationOf(ctx, resource, path.split('.')[0] ?? '');
    if (relation.kind === 'belongsTo') columns.add(relation.foreignKey);
    else columns.add(relation.localKey);
  }
  const parts: Fragment[] = [...columns].map((name) => column('t', name));
  for (const name of request.withCount) {
    const relation = relationOf(ctx, resource, name);
    if (relation.kind === 'belongsTo') throw badRequest(`withCount needs a list relation; ${name} is a single record`);
    const target = targetOf(ctx, relation);
    const conditions = [sql`${column('r', relation.foreignKey)} = ${column('t', relation.localKey)}`, ...relationWhere(relation, target, call, name)];
    parts.push(sql`(select count(*) from ${id(tableInfo(target).name)} r where ${and(conditions)}) as ${id(`${name}_count`)}`);
  }
  return sql.join(parts);
}

/**
 * One ORDER BY term over alias `alias`: NULL sorts as SQLite sorts it (first ascending) on both
 * engines, stated only for a column that may hold NULL (PostgreSQL answers a plain order from an
 * index); `unindexed` is SQLite's hint to sort the filtered rows instead of walking an index.
 */
export function orderTerm(ctx: EngineContext, resource: ResourceDef, alias: string, field: string, direction: 'asc' | 'desc', unindexed = false): Fragment {
  const dialect = dialectOf(ctx.db);
  const operand = unindexed ? dialect.unindexed(column(alias, field)) : column(alias, field);
  if (tableInfo(resource).notNull.has(field)) return sql`${operand} ${sql.raw(direction)}`;
  return dialect.orderNullsLow(operand, direction);
}

/**
 * An ORDER BY term on a field of a single related record (`site.code`): the related row's value,
 * read by a correlated subquery (NULL, no related row, sorts as NULL does). The registry checks
 * that such a sort names a belongsTo relation and one of its target's columns.
 */
function relatedOrderTerm(ctx: EngineContext, resource: ResourceDef, path: string, direction: 'asc' | 'desc'): Fragment {
  const [relationName = '', field = ''] = path.split('.');
  const relation = relationOf(ctx, resource, relationName);
  if (relation.kind !== 'belongsTo') throw badRequest(`Cannot sort ${nameOf(ctx, resource)} by '${path}'`);
  const target = targetOf(ctx, relation);
  const value = sql`(select ${column('r', field)} from ${id(tableInfo(target).name)} r where ${column('r', relation.targetKey)} = ${column('t', relation.foreignKey)})`;
  return dialectOf(ctx.db).orderNullsLow(value, direction);
}

export function orderFor(ctx: EngineContext, resource: ResourceDef, request: ListRequest, sortFound = false): Fragment {
  const terms = request.orderBy.length
    ? request.orderBy.map((term) => {
        if (!resource.sort?.includes(term.field)) throw badRequest(`Cannot sort ${nameOf(ctx, resource)} by '${term.field}'`);
        return [term.field, term.direction] as const;
      })
    : resource.defaultSort;
  const parts = terms.map(([field, direction]) =>
    field.includes('.')
      ? relatedOrderTerm(ctx, resource, field, direction === 'desc' ? 'desc' : 'asc')
      : orderTerm(ctx, resource, 't', field, direction === 'desc' ? 'desc' : 'asc', sortFound),
  );
  if (!terms.some(([field]) => field === resource.key)) parts.push(orderTerm(ctx, resource, 't', resource.key, 'asc', sortFound));
  return sql.join(parts);
}

/** One record by its key, only if the caller's scope (and the request's parameters) let them see it. */
export async function findScoped(
  ctx: EngineContext,
  resource: ResourceDef,
  key: string,
  call: Call,
  request: ListRequest,
  detail: boolean,
): Promise<Row | undefined> {
  const scoped = whereFor(ctx, resource, { ...call, request });
  const select = selectList(ctx, resource, call, request, detail);
  const byKey = sql`${column('t', resource.key)} = ${coerceId(resource, key)}`;
  const where = scoped ? sql`${scoped} and ${byKey}` : byKey;
  const [row] = await rows(ctx.db, sql<Row>`select ${select} from ${id(tableInfo(resource).name)} t${whereClause(where)}`);
  return row;
}
