/**
 * Relation loading and the served rows: each requested relation (and its nested ones) is
 * read in one query for all the rows of a page, and a served row holds only readable
 * fields, attached relations and counts (a relation expands to its target's readable fields).
 */
import type { Call } from './caller.ts';
import { relationOf, targetOf, type EngineContext } from './engine-context.ts';
import type { ResourceDef } from './resource.ts';
import { selectList, withPaths } from './select.ts';
import { q, tableInfo, type Row } from './sql.ts';
import { relationWhere } from './where.ts';

/** Attaches relations and builds each served row from readable fields, relations and counts only. */
export function finish(
  ctx: EngineContext,
  resource: ResourceDef,
  rows: Row[],
  call: Call,
  requested: readonly string[],
  detail: boolean,
  counts: readonly string[] = [],
): Row[] {
  const relations = attach(ctx, resource, rows, call, withPaths(resource, requested));
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
function attach(ctx: EngineContext, resource: ResourceDef, rows: Row[], call: Call, paths: readonly string[]): string[] {
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
      const own = relationWhere(relation, target, call, name, 't');
      const conditions = [`t.${q(joinColumn)} IN (SELECT value FROM json_each(?))`, ...own.sql];
      const order =
        relation.kind === 'belongsTo' ? [] : (relation.orderBy ?? []).map(([field, direction]) => `t.${q(field)} ${direction === 'desc' ? 'DESC' : 'ASC'}`);
      const related = ctx.db.$client
        .prepare(
          `SELECT ${select.sql}, t.${q(joinColumn)} AS "__join" FROM ${q(tableInfo(target).name)} t WHERE ${conditions.join(' AND ')}${order.length ? ` ORDER BY ${order.join(', ')}` : ''}`,
        )
        .all(...select.values, JSON.stringify(ids), ...own.values) as Row[];
      const served = finish(ctx, target, related, call, nested, false);
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
