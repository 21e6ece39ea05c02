/**
 * Filter compilation: the caller's scope, the resource's own conditions, its declared
 * parameters, the request's filters (AND of OR groups, on own fields or a relation's) and
 * has/notHas, as one WHERE over alias t, every value bound. Built of Kysely fragments; what
 * differs between the engines (an id list, a null-safe inequality, a case-insensitive search)
 * is the dialect's.
 */
import { sql } from 'kysely';
import { dialectOf } from '../db/query.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { rangeInstant, rangeOperators } from '../../src/contract/list-query.ts';
import { hasCallerSiteRelations, switchOn, type Call } from './caller.ts';
import { nameOf, relationOf, targetOf, type EngineContext } from './engine-context.ts';
import type { FilterCondition } from './list-request.ts';
import { declared, type RelationDef, type ResourceDef } from './resource.ts';
import { and, column, id, tableInfo, type Fragment } from './sql.ts';

/** The conditions of a read over alias t, ANDed; null when nothing narrows it. */
export function whereFor(ctx: EngineContext, resource: ResourceDef, call: Call): Fragment | null {
  return allOf(whereParts(ctx, resource, call));
}

/** The parts of whereParts ANDed again; null when nothing narrows the read. */
export const allOf = ({ scope, narrowing }: WhereParts): Fragment | null => and(scope ? [scope, ...narrowing] : narrowing);

export interface WhereParts {
  scope: Fragment | null;
  narrowing: Fragment[];
}

/**
 * The conditions of a read apart: the caller's scope (null when it sees everything), and every
 * other condition (the resource's own, its parameters, the request's filters and has/notHas).
 * A read that nothing but its scope narrows may take a kept total (kept-totals.ts).
 */
export function whereParts(ctx: EngineContext, resource: ResourceDef, call: Call): WhereParts {
  const { request, actor } = call;
  const scope = scopeCondition(ctx, resource, call, actor.isGlobalAdmin);
  const parts: (Fragment | null)[] = [];
  const siteScoped = resource.scope.kind === 'site' || resource.scope.kind === 'site-via';
  for (const [key, raw] of Object.entries(request.params)) {
    if (key === 'site' && (siteScoped || hasCallerSiteRelations(resource))) continue;
    const param = declared(resource.params, key);
    if (!param) throw badRequest(`Unknown parameter '${key}' for ${nameOf(ctx, resource)}`);
    const condition = param.toCondition?.(raw);
    if (condition) parts.push(condition);
  }
  if (resource.softDelete && !switchOn(resource, request, 'withTrashed')) {
    parts.push(sql`${column('t', resource.softDelete)} is null`);
  }
  // Constant SQL of the declaration (never input).
  for (const condition of resource.where ?? []) parts.push(sql.raw(condition));
  for (const group of request.filters) {
    const ored = group.map((condition) => conditionFor(ctx, resource, call, condition));
    if (ored.length) parts.push(ored.length > 1 ? sql`(${sql.join(ored, sql` or `)})` : (ored[0] as Fragment));
  }
  for (const name of request.has) parts.push(existence(ctx, resource, call, name, true, null));
  for (const name of request.notHas) parts.push(existence(ctx, resource, call, name, false, null));
  return { scope, narrowing: parts.filter((part): part is Fragment => part !== null) };
}

function conditionFor(ctx: EngineContext, resource: ResourceDef, call: Call, condition: FilterCondition): Fragment {
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
    // A refusal names the list asked for, not the relation's own resource.
    const inner = fieldCondition(ctx, target, 'r', { ...condition, field }, condition.field, nameOf(ctx, resource));
    return existence(ctx, resource, call, relationName, true, inner);
  }
  return fieldCondition(ctx, resource, 't', condition, condition.field);
}

function fieldCondition(
  ctx: EngineContext,
  resource: ResourceDef,
  alias: string,
  condition: FilterCondition,
  shownName: string,
  listName = nameOf(ctx, resource),
): Fragment {
  if (!resource.filter?.includes(condition.field)) {
    throw badRequest(`Cannot filter ${listName} by '${shownName}'`);
  }
  const field = column(alias, condition.field);
  const dialect = dialectOf(ctx.db);
  switch (condition.operator) {
    case 'eq':
      return sql`${field} = ${coerce(resource, condition.field, condition.value)}`;
    case 'sneq':
      return dialect.isDistinctFrom(field, coerce(resource, condition.field, condition.value));
    case 'like':
      // A number searched as its text, as SQLite's LIKE reads it (PostgreSQL has no LIKE on numbers).
      return dialect.containsText(tableInfo(resource).numeric.get(condition.field) ? sql`cast(${field} as text)` : field, condition.value);
    case 'isnull':
      return sql`${field} is null`;
    case 'notnull':
      return sql`${field} is not null`;
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      // The operator is one of the contract's four (a constant), never the request's text.
      return sql`${field} ${sql.raw(rangeOperators[condition.operator])} ${rangeValue(resource, condition, shownName)}`;
    default:
      throw badRequest(`Operator ${condition.operator} cannot apply to a field`);
  }
}

/**
 * Whether a related record exists, optionally one meeting a condition (alias r).
 * A belongsTo becomes `t.fk IN (SELECT key …)`, which SQLite answers from the
 * foreign key's index; a list relation becomes EXISTS over the target's index.
 */
function existence(ctx: EngineContext, resource: ResourceDef, call: Call, relationName: string, exists: boolean, inner: Fragment | null): Fragment {
  const relation = relationOf(ctx, resource, relationName);
  const target = targetOf(ctx, relation);
  const conditions = relationWhere(relation, target, call, relationName);
  if (inner) conditions.push(inner);
  const table = id(tableInfo(target).name);
  if (relation.kind === 'belongsTo') {
    const where = and(conditions);
    const keys = sql`select ${column('r', relation.targetKey)} from ${table} r${where ? sql` where ${where}` : sql``}`;
    const fk = column('t', relation.foreignKey);
    return exists ? sql`${fk} in (${keys})` : sql`(${fk} is null or ${fk} not in (${keys}))`;
  }
  conditions.unshift(sql`${column('r', relation.foreignKey)} = ${column('t', relation.localKey)}`);
  return sql`${sql.raw(exists ? '' : 'not ')}exists (select 1 from ${table} r where ${and(conditions)})`;
}

/**
 * Conditions on related rows (alias r): the relation's own, the target's (a deleted
 * inspection is no relation), and the caller's site for a site-relative relation.
 */
export function relationWhere(relation: RelationDef, target: ResourceDef, call: Call, relationName: string, alias = 'r'): Fragment[] {
  const own = relation.kind === 'belongsTo' ? [] : (relation.where ?? []);
  // Constant SQL of the declarations (never input), moved onto the alias.
  const conditions: Fragment[] = [...own, ...(target.where ?? [])].map((c) => sql.raw(c.replaceAll('t.', `${alias}.`)));
  if (target.softDelete) conditions.push(sql`${column(alias, target.softDelete)} is null`);
  if (relation.kind !== 'belongsTo' && relation.callerSite) {
    conditions.push(sql`${column(alias, relation.callerSite)} = ${call.callerSite(relationName)}`);
  }
  return conditions;
}

function scopeCondition(ctx: EngineContext, resource: ResourceDef, call: Call, globalAdmin: boolean): Fragment | null {
  const scope = resource.scope;
  if (scope.kind === 'admin') {
    if (!globalAdmin) throw forbidden();
    return null;
  }
  if (scope.kind === 'signed-in') return null;
  const sites = call.sites();
  const dialect = dialectOf(ctx.db);
  if (scope.kind === 'site') {
    if (sites === 'all') return null;
    // One site (the usual case) as an equality, so an index on (site, sort column) also gives the order.
    if (sites.length === 1) return sql`${column('t', scope.column)} = ${sites[0]}`;
    return dialect.inList(column('t', scope.column), sites);
  }
  const relation = relationOf(ctx, resource, scope.relation);
  if (relation.kind !== 'belongsTo') throw new Error(`Scope relation ${scope.relation} must be belongsTo`);
  const target = targetOf(ctx, relation);
  if (target.scope.kind !== 'site') throw new Error(`Scope relation ${scope.relation} must lead to a site-scoped resource`);
  if (sites === 'all') return null;
  return sql`exists (select 1 from ${id(tableInfo(target).name)} s where ${column('s', relation.targetKey)} = ${column('t', relation.foreignKey)} and ${dialect.inList(column('s', target.scope.column), sites)})`;
}

/**
 * A filter's value as its field's kind. A whole-number field takes a whole number of at most 15
 * digits (what both databases hold exactly); other numbers at most 15 digits before the point.
 */
function coerce(resource: ResourceDef, field: string, value: string): string | number {
  const info = tableInfo(resource);
  if (!info.numeric.get(field)) return value;
  if (info.integer.has(field)) {
    if (!/^-?\d{1,15}$/.test(value.trim())) throw badRequest(`Filter value for ${field} must be a whole number (at most 15 digits)`);
  } else if (!/^-?\d{1,15}(\.\d{1,15})?$/.test(value.trim())) {
    throw badRequest(`Filter value for ${field} must be a number (at most 15 digits before and after the point)`);
  }
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
