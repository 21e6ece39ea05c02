/**
 * Relation loading and the served rows: each requested relation (and its nested ones) is
 * read in one query for all the rows of a page, and a served row holds only readable
 * fields, attached relations and counts (a relation expands to its target's readable fields).
 */
import { sql } from 'kysely';
import { dialectOf } from '../db/query.ts';
import type { Call } from './caller.ts';
import { relationOf, targetOf, type EngineContext } from './engine-context.ts';
import type { ResourceDef } from './resource.ts';
import { orderTerm, selectList, withPaths } from './select.ts';
import { and, column, id, rows as run, tableInfo, type Row } from './sql.ts';
import { relationWhere } from './where.ts';

/** Attaches relations and builds each served row from readable fields, relations and counts only. */
export async function finish(
  ctx: EngineContext,
  resource: ResourceDef,
  rows: Row[],
  call: Call,
  requested: readonly string[],
  detail: boolean,
  counts: readonly string[] = [],
): Promise<Row[]> {
  const relations = await attach(ctx, resource, rows, call, withPaths(resource, requested));
  const visible = [...resource.read, ...(detail ? (resource.readDetail ?? []) : [])];
  return rows.map((row) => {
    const served: Row = {};
    for (const column of visible) served[column] = row[column];
    for (const name of relations) served[name] = row[name];
    for (const name of counts) served[`${name}_count`] = row[`${name}_count`];
    return resource.present ? resource.present(served) : served;
  });
}

/** Loads each requested relation (and its nested ones) for the rows; returns the attached names. */
async function attach(ctx: EngineContext, resource: ResourceDef, rows: Row[], call: Call, paths: readonly string[]): Promise<string[]> {
  const byRelation = new Map<string, string[]>();
  for (const path of paths) {
    const [head = '', ...rest] = path.split('.');
    const nested = byRelation.get(head) ?? [];
    if (rest.length) nested.push(rest.join('.'));
    byRelation.set(head, nested);
  }
  for (const [name, nested] of byRelation) {
    const relation = relationOf(ctx, resource, name);
    const target = targetOf(ctx, relation);
    const joinColumn = relation.kind === 'belongsTo' ? relation.targetKey : relation.foreignKey;
    const parentColumn = relation.kind === 'belongsTo' ? relation.foreignKey : relation.localKey;
    const ids = [...new Set(rows.map((row) => row[parentColumn]).filter((id) => id !== null && id !== undefined))];
    const groups = new Map<unknown, Row[]>();
    if (ids.length) {
      const select = selectList(ctx, target, call, { with: withPaths(target, nested), withCount: [] }, false);
      const conditions = [dialectOf(ctx.db).inList(column('t', joinColumn), ids as (number | string)[]), ...relationWhere(relation, target, call, name, 't')];
      // A list relation's rows in its declared order, then by key (as SQLite reads them from the
      // foreign key's index), so that both engines give the same rows in the same order.
      const declaredOrder = relation.kind === 'belongsTo' ? [] : (relation.orderBy ?? []);
      const order = declaredOrder.map(([field, direction]) => orderTerm(ctx, target, 't', field, direction));
      if (relation.kind !== 'belongsTo' && !declaredOrder.some(([field]) => field === target.key)) order.push(orderTerm(ctx, target, 't', target.key, 'asc'));
      const related = await run(
        ctx.db,
        sql<Row>`select ${select}, ${column('t', joinColumn)} as "__join" from ${id(tableInfo(target).name)} t where ${and(conditions)}${order.length ? sql` order by ${sql.join(order)}` : sql``}`,
      );
      const served = await finish(ctx, target, related, call, nested, false);
      served.forEach((row, index) => {
        const key = related[index]?.__join;
        const group = groups.get(key);
        if (group) group.push(row);
        else groups.set(key, [row]);
      });
    }
    for (const row of rows) {
      const group = groups.get(row[parentColumn]) ?? [];
      row[name] = relation.kind === 'hasMany' ? group : (group[0] ?? null);
    }
  }
  return [...byRelation.keys()];
}
