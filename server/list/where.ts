/**
 * Filter compilation: the caller's scope, the resource's own conditions, its declared
 * parameters, the request's filters (AND of OR groups, on own fields or a relation's) and
 * has/notHas, as one WHERE over alias t, every value bound.
 */
import type { Actor } from '../auth/actor.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { rangeInstant, rangeOperators } from '../../src/contract/list-query.ts';
import { allowedSites, hasCallerSiteRelations, switchOn, type Call } from './caller.ts';
import { nameOf, relationOf, targetOf, type EngineContext } from './engine-context.ts';
import type { FilterCondition, ListRequest } from './list-request.ts';
import { declared, type RelationDef, type ResourceDef } from './resource.ts';
import { q, tableInfo, type SqlPart } from './sql.ts';

export function whereFor(ctx: EngineContext, resource: ResourceDef, call: Call): SqlPart {
  const { request, actor } = call;
  const parts: SqlPart[] = [scopeCondition(ctx, resource, request, actor)];
  const siteScoped = resource.scope.kind === 'site' || resource.scope.kind === 'site-via';
  for (const [key, raw] of Object.entries(request.params)) {
    if (key === 'site' && (siteScoped || hasCallerSiteRelations(resource))) continue;
    const param = declared(resource.params, key);
    if (!param) throw badRequest(`Unknown parameter '${key}' for ${nameOf(ctx, resource)}`);
    const condition = param.toCondition?.(raw);
    if (condition) parts.push(condition);
  }
  if (resource.softDelete && !switchOn(resource, request, 'withTrashed')) {
    parts.push({ sql: `t.${q(resource.softDelete)} IS NULL`, values: [] });
  }
  for (const condition of resource.where ?? []) parts.push({ sql: condition, values: [] });
  for (const group of request.filters) {
    const ored = group.map((condition) => conditionFor(ctx, resource, call, condition));
    parts.push({ sql: ored.length > 1 ? `(${ored.map((p) => p.sql).join(' OR ')})` : (ored[0]?.sql ?? ''), values: ored.flatMap((p) => p.values) });
  }
  for (const name of request.has) parts.push(existence(ctx, resource, call, name, true, null));
  for (const name of request.notHas) parts.push(existence(ctx, resource, call, name, false, null));
  const present = parts.filter((part) => part.sql);
  return { sql: present.map((part) => part.sql).join(' AND '), values: present.flatMap((part) => part.values) };
}

function conditionFor(ctx: EngineContext, resource: ResourceDef, call: Call, condition: FilterCondition): SqlPart {
  if (condition.operator === 'has' || condition.operator === 'notHas') {
    return existence(ctx, resource, call, condition.field, condition.operator === 'has', null);
  }
  const dot = condition.field.indexOf('.');
  if (dot > 0) {
    // A condition on a related record's field: `seller.dealer_name|like|motors`.
    const relationName = condition.field.slice(0, dot);
    const field = condition.field.slice(dot + 1);
    const relation = relationOf(ctx, resource, relationName);
    const target = targetOf(ctx, relation);
    const inner = fieldCondition(ctx, target, 'r', { ...condition, field }, condition.field);
    return existence(ctx, resource, call, relationName, true, inner);
  }
  return fieldCondition(ctx, resource, 't', condition, condition.field);
}

function fieldCondition(ctx: EngineContext, resource: ResourceDef, alias: string, condition: FilterCondition, shownName: string): SqlPart {
  if (!resource.filter?.includes(condition.field)) {
    throw badRequest(`Cannot filter ${nameOf(ctx, resource)} by '${shownName}'`);
  }
  const column = `${alias}.${q(condition.field)}`;
  switch (condition.operator) {
    case 'eq':
      return { sql: `${column} = ?`, values: [coerce(resource, condition.field, condition.value)] };
    case 'sneq':
      return { sql: `${column} IS NOT ?`, values: [coerce(resource, condition.field, condition.value)] };
    case 'like':
      return { sql: `${column} LIKE ? ESCAPE '\\'`, values: [`%${escapeLike(condition.value)}%`] };
    case 'isnull':
      return { sql: `${column} IS NULL`, values: [] };
    case 'notnull':
      return { sql: `${column} IS NOT NULL`, values: [] };
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return { sql: `${column} ${rangeOperators[condition.operator]} ?`, values: [rangeValue(resource, condition, shownName)] };
    default:
      throw badRequest(`Operator ${condition.operator} cannot apply to a field`);
  }
}

/**
 * Whether a related record exists, optionally one meeting a condition (alias r).
 * A belongsTo becomes `t.fk IN (SELECT key …)`, which SQLite answers from the
 * foreign key's index; a list relation becomes EXISTS over the target's index.
 */
function existence(ctx: EngineContext, resource: ResourceDef, call: Call, relationName: string, exists: boolean, inner: SqlPart | null): SqlPart {
  const relation = relationOf(ctx, resource, relationName);
  const target = targetOf(ctx, relation);
  const own = relationWhere(relation, target, call, relationName);
  const conditions = own.sql;
  if (inner) conditions.push(inner.sql);
  const values = [...own.values, ...(inner?.values ?? [])];
  const table = q(tableInfo(target).name);
  if (relation.kind === 'belongsTo') {
    const keys = `SELECT r.${q(relation.targetKey)} FROM ${table} r${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
    const fk = `t.${q(relation.foreignKey)}`;
    return { sql: exists ? `${fk} IN (${keys})` : `(${fk} IS NULL OR ${fk} NOT IN (${keys}))`, values };
  }
  conditions.unshift(`r.${q(relation.foreignKey)} = t.${q(relation.localKey)}`);
  return { sql: `${exists ? '' : 'NOT '}EXISTS (SELECT 1 FROM ${table} r WHERE ${conditions.join(' AND ')})`, values };
}

/**
 * Conditions on related rows (alias r): the relation's own, the target's (a deleted
 * inspection is no relation), and the caller's site for a site-relative relation.
 */
export function relationWhere(relation: RelationDef, target: ResourceDef, call: Call, relationName: string, alias = 'r'): { sql: string[]; values: unknown[] } {
  const own = relation.kind === 'belongsTo' ? [] : (relation.where ?? []);
  const sql = [...own, ...(target.where ?? [])].map((c) => c.replaceAll('t.', `${alias}.`));
  if (target.softDelete) sql.push(`${alias}.${q(target.softDelete)} IS NULL`);
  const values: unknown[] = [];
  if (relation.kind !== 'belongsTo' && relation.callerSite) {
    sql.push(`${alias}.${q(relation.callerSite)} = ?`);
    values.push(call.callerSite(relationName));
  }
  return { sql, values };
}

function scopeCondition(ctx: EngineContext, resource: ResourceDef, request: ListRequest, actor: Actor): SqlPart {
  const scope = resource.scope;
  if (scope.kind === 'admin') {
    if (!actor.isGlobalAdmin) throw forbidden();
    return { sql: '', values: [] };
  }
  if (scope.kind === 'signed-in') return { sql: '', values: [] };
  const sites = allowedSites(ctx, request.params.site, actor);
  if (scope.kind === 'site') {
    if (sites === 'all') return { sql: '', values: [] };
    // One site (the usual case) as an equality, so an index on (site, sort column) also gives the order.
    if (sites.length === 1) return { sql: `t.${q(scope.column)} = ?`, values: sites };
    return { sql: `t.${q(scope.column)} IN (SELECT value FROM json_each(?))`, values: [JSON.stringify(sites)] };
  }
  const relation = relationOf(ctx, resource, scope.relation);
  if (relation.kind !== 'belongsTo') throw new Error(`Scope relation ${scope.relation} must be belongsTo`);
  const target = targetOf(ctx, relation);
  if (target.scope.kind !== 'site') throw new Error(`Scope relation ${scope.relation} must lead to a site-scoped resource`);
  if (sites === 'all') return { sql: '', values: [] };
  return {
    sql: `EXISTS (SELECT 1 FROM ${q(tableInfo(target).name)} s WHERE s.${q(relation.targetKey)} = t.${q(relation.foreignKey)} AND s.${q(target.scope.column)} IN (SELECT value FROM json_each(?)))`,
    values: [JSON.stringify(sites)],
  };
}

function coerce(resource: ResourceDef, field: string, value: string): string | number {
  if (!tableInfo(resource).numeric.get(field)) return value;
  if (!/^-?\d+(\.\d+)?$/.test(value.trim())) throw badRequest(`Filter value for ${field} must be a number`);
  return Number(value);
}

/**
 * The bound of a range: a number for a numeric field, else a date (the text fields compared
 * by range are the stamps), normalised to the stored form so text comparison orders it.
 */
function rangeValue(resource: ResourceDef, condition: FilterCondition, shownName: string): string | number {
  if (tableInfo(resource).numeric.get(condition.field)) return coerce(resource, condition.field, condition.value);
  const bound = rangeInstant(condition.value);
  if (bound === null) {
    throw badRequest(
      `Filter ${shownName}|${condition.operator} needs a date: YYYY-MM-DD or an ISO instant with its zone such as 2026-11-01T05:00:00Z, not '${condition.value.slice(0, 40)}'`,
    );
  }
  return bound;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
