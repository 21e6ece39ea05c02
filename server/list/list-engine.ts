/**
 * The generic list engine behind /v3/util/{name}[/{id}] (and the admin lists that
 * share it): turns a parsed ListRequest into SQL over a declared resource, loads
 * the requested relations and counts, and performs scoped, validated writes.
 *
 * Safety rules it keeps:
 * - identifiers in SQL come only from the resource declarations (never from input);
 * - every value is a bound parameter;
 * - a relation expands only to its target's readable fields;
 * - every row is checked against the caller's scope (site, admin) on read and write;
 * - one transaction per write, checked for scope before it commits.
 */
import { getTableColumns, getTableName } from 'drizzle-orm';
import * as v from 'valibot';
import { holdsSecurity, type Actor } from '../auth/actor.ts';
import type { Db } from '../db/connection.ts';
import { HttpError, badRequest, forbidden, notFound } from '../http/errors.ts';
import { rangeInstant, rangeOperators } from '../../src/contract/list-query.ts';
import { parseListRequest, type FilterCondition, type ListRequest } from './list-request.ts';
import { declared, type RelationDef, type ResourceDef } from './resource.ts';
import type { Registry } from './registry.ts';

type Row = Record<string, unknown>;
interface SqlPart {
  sql: string;
  values: unknown[];
}

export interface Page {
  data: Row[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** Up to this many matching rows, a page is sorted from the filtered rows rather than an index walk. */
const selectiveTotal = 2000;

const q = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

interface TableInfo {
  name: string;
  /** Column name → whether its values are numbers. */
  numeric: Map<string, boolean>;
}

const tableInfoCache = new WeakMap<object, TableInfo>();
export function tableInfo(resource: ResourceDef): TableInfo {
  let info = tableInfoCache.get(resource.table);
  if (!info) {
    const numeric = new Map<string, boolean>();
    for (const column of Object.values(getTableColumns(resource.table))) {
      numeric.set(column.name, column.dataType === 'number');
    }
    info = { name: getTableName(resource.table), numeric };
    tableInfoCache.set(resource.table, info);
  }
  return info;
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

/** One call: its caller and request, and the caller's site for site-relative relations (resolved on first use). */
interface Call {
  actor: Actor;
  request: ListRequest;
  /** The caller's site id: the `site` parameter, else the user's active site (a global admin must name one). */
  callerSite: (relationName: string) => number;
}

export interface EngineOptions {
  /** The photo folder, handed to delete hooks of records that own a stored file. */
  photoDir?: string;
}

export class Engine {
  constructor(
    private readonly db: Db,
    private readonly registry: Registry,
    private readonly options: EngineOptions = {},
  ) {}

  // ------------------------------------------------------------ reads

  list(name: string, search: URLSearchParams, actor: Actor): Page {
    const resource = this.resource(name, 'list');
    const request = parseListRequest(search, {
      defaultPerPage: resource.defaultPerPage ?? 10,
      maxPerPage: resource.maxPerPage ?? 1000,
    });
    this.switchedRelations(resource, request);
    const call = this.call(resource, request, actor);
    const where = this.whereFor(resource, call);
    const info = tableInfo(resource);
    const from = `FROM ${q(info.name)} t${where.sql ? ` WHERE ${where.sql}` : ''}`;
    const found = (this.db.$client.prepare(`SELECT COUNT(*) AS n ${from}`).get(...where.values) as { n: number }).n;
    // with_none=1: the resource's "None" entry comes first on page 1, ahead of the rows.
    const none = this.switchOn(resource, request, 'withNone') ? (resource.noneRow ?? null) : null;
    const shift = none ? 1 : 0;
    const total = found + shift;
    const first = (request.page - 1) * request.perPage;
    const offset = Math.max(0, first - shift);
    const limit = request.perPage - (none && request.page === 1 ? 1 : 0);
    // When the filters leave few rows, sort just those: `+column` keeps SQLite from walking a
    // sort index over the whole site and testing the filter row by row. Past the end: no query.
    const order = this.orderFor(resource, request, found <= selectiveTotal);
    const select = this.selectList(resource, call, request, false);
    const rows =
      offset >= found || limit <= 0
        ? []
        : (this.db.$client
            .prepare(`SELECT ${select.sql} ${from} ORDER BY ${order} LIMIT ? OFFSET ?`)
            .all(...select.values, ...where.values, limit, offset) as Row[]);
    const data = this.finish(resource, rows, call, request.with, false, request.withCount);
    if (none && request.page === 1) data.unshift({ ...none });
    return {
      data,
      current_page: request.page,
      per_page: request.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / request.perPage)),
    };
  }

  get(name: string, id: string, search: URLSearchParams, actor: Actor): Row {
    const resource = this.resource(name, 'get');
    const request = parseListRequest(search, { defaultPerPage: 1, maxPerPage: 1 });
    if (request.filters.length || request.orderBy.length || request.has.length || request.notHas.length) {
      throw badRequest('A single record takes no filters or sorting');
    }
    this.switchedRelations(resource, request);
    const call = this.call(resource, request, actor);
    const row = this.findScoped(resource, id, call, request, true);
    if (!row) throw notFound(`No ${name} with id ${id}`);
    return this.finish(resource, [row], call, request.with, true, request.withCount)[0] as Row;
  }

  // ------------------------------------------------------------ writes

  create(name: string, body: unknown, search: URLSearchParams, actor: Actor): Row {
    const resource = this.resource(name, 'create');
    const siteId = this.siteForCreate(resource, search, actor);
    this.requireWriteSecurity(resource, name, actor, siteId);
    const values = this.validateBody(resource, body, 'create');
    Object.assign(values, resource.onCreate?.({ actor, siteId }));
    if (resource.scope.kind === 'site') values[resource.scope.column] = siteId;
    const info = tableInfo(resource);
    return this.transaction(resource, () => {
      this.checkReferences(resource, values, actor);
      resource.beforeWrite?.({ db: this.db.$client, operation: 'create', id: null, values });
      const columns = Object.keys(values);
      const result = this.db.$client
        .prepare(
          columns.length
            ? `INSERT INTO ${q(info.name)} (${columns.map(q).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`
            : `INSERT INTO ${q(info.name)} DEFAULT VALUES`,
        )
        .run(...columns.map((column) => values[column]));
      const id = String(result.lastInsertRowid);
      resource.afterWrite?.({ db: this.db.$client, operation: 'create', id, values });
      return this.readBack(resource, name, id, actor);
    });
  }

  update(name: string, id: string, body: unknown, actor: Actor): Row {
    const resource = this.resource(name, 'update');
    const values = this.validateBody(resource, body, 'update');
    // An empty body is refused before the server's own fields (updated_at) are added.
    if (!Object.keys(values).length) throw badRequest('Nothing to update: the body names no writable field');
    Object.assign(values, resource.onUpdate?.({ actor, siteId: null }));
    const info = tableInfo(resource);
    return this.transaction(resource, () => {
      this.requireScoped(resource, name, id, actor);
      this.requireWriteSecurity(resource, name, actor, this.rowSite(resource, id));
      this.checkReferences(resource, values, actor);
      resource.beforeWrite?.({ db: this.db.$client, operation: 'update', id, values });
      const columns = Object.keys(values);
      this.db.$client
        .prepare(`UPDATE ${q(info.name)} SET ${columns.map((c) => `${q(c)} = ?`).join(', ')} WHERE ${q(resource.key)} = ?`)
        .run(...columns.map((column) => values[column]), id);
      resource.afterWrite?.({ db: this.db.$client, operation: 'update', id, values });
      return this.readBack(resource, name, id, actor);
    });
  }

  remove(name: string, id: string, actor: Actor): { deleted: true; id: string } {
    const resource = this.resource(name, 'delete');
    const info = tableInfo(resource);
    const removed = this.transaction(resource, () => {
      this.requireScoped(resource, name, id, actor);
      this.requireWriteSecurity(resource, name, actor, this.rowSite(resource, id));
      // The whole row (not only its readable fields) for the delete hook, e.g. a stored file's path.
      const row = resource.afterDelete
        ? (this.db.$client.prepare(`SELECT * FROM ${q(info.name)} WHERE ${q(resource.key)} = ?`).get(coerceId(resource, id)) as Row)
        : null;
      if (resource.softDelete) {
        this.db.$client
          .prepare(`UPDATE ${q(info.name)} SET ${q(resource.softDelete)} = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE ${q(resource.key)} = ?`)
          .run(id);
      } else {
        this.db.$client.prepare(`DELETE FROM ${q(info.name)} WHERE ${q(resource.key)} = ?`).run(id);
      }
      return row;
    });
    if (removed) resource.afterDelete?.(removed, { db: this.db.$client, photoDir: this.options.photoDir ?? null });
    return { deleted: true, id };
  }

  // ------------------------------------------------------------ internals

  private resource(name: string, operation: 'list' | 'get' | 'create' | 'update' | 'delete'): ResourceDef {
    const resource = this.registry.get(name);
    if (!resource) throw badRequest(`Unknown resource '${name}'`);
    if (!resource.operations.includes(operation)) {
      throw new HttpError(405, `${name} does not support ${operation}`);
    }
    return resource;
  }

  /** Adds the relations of the resource's switch parameters set to 1 (withAdd=1) to the request's with[]. */
  private switchedRelations(resource: ResourceDef, request: ListRequest): void {
    for (const [key, raw] of Object.entries(request.params)) {
      const relations = declared(resource.params, key)?.with;
      if (!relations) continue;
      if (raw !== '1' && raw !== '0') throw badRequest(`${key} must be 1 or 0`);
      if (raw === '1') for (const path of relations) if (!request.with.includes(path)) request.with.push(path);
    }
  }

  /** Whether a 1/0 switch parameter with this engine flag is on (anything but 1, 0, true or false is a 400). */
  private switchOn(resource: ResourceDef, request: ListRequest, flag: 'withTrashed' | 'withNone'): boolean {
    for (const [key, raw] of Object.entries(request.params)) {
      if (declared(resource.params, key)?.flag !== flag) continue;
      if (raw !== '1' && raw !== '0' && raw !== 'true' && raw !== 'false') throw badRequest(`${key} must be 1 or 0`);
      return raw === '1' || raw === 'true';
    }
    return false;
  }

  private call(resource: ResourceDef, request: ListRequest, actor: Actor): Call {
    let site: number | undefined;
    const callerSite = (relationName: string): number => {
      if (site !== undefined) return site;
      const code = request.params.site;
      if (code !== undefined) {
        const sites = this.allowedSites(code, actor);
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
    if (request.params.site !== undefined && this.hasCallerSiteRelations(resource)) callerSite('site');
    return { actor, request, callerSite };
  }

  private hasCallerSiteRelations(resource: ResourceDef): boolean {
    return Object.values(resource.relations ?? {}).some((relation) => relation.kind !== 'belongsTo' && relation.callerSite !== undefined);
  }

  /**
   * Writes of resources that name a security need it at the site the write acts on: the site of
   * the new row (?site=) or of the existing row; the active site only for a resource without
   * sites. Global admins pass (ADR 0023).
   */
  private requireWriteSecurity(resource: ResourceDef, name: string, actor: Actor, siteId: number | null): void {
    const security = resource.writeSecurity;
    if (security && !holdsSecurity(actor, siteId ?? actor.siteIds[0], security)) {
      throw forbidden(`Changing ${name} needs the ${security} security`);
    }
  }

  private rowSite(resource: ResourceDef, id: string): number | null {
    if (resource.scope.kind !== 'site') return null;
    const site = this.db.$client
      .prepare(`SELECT ${q(resource.scope.column)} FROM ${q(tableInfo(resource).name)} WHERE ${q(resource.key)} = ?`)
      .pluck()
      .get(coerceId(resource, id)) as number | null | undefined;
    return site ?? null;
  }

  /**
   * Every written foreign key must name a record the caller can see: a 400 naming the field
   * (instead of a constraint failure), and no way to point a record at another site's row.
   */
  private checkReferences(resource: ResourceDef, values: Row, actor: Actor): void {
    for (const relation of Object.values(resource.relations ?? {})) {
      if (relation.kind !== 'belongsTo') continue;
      const value = values[relation.foreignKey];
      if (value === undefined || value === null) continue;
      const target = this.target(relation);
      const where = this.whereFor(target, this.call(target, emptyRequest, actor));
      const found = this.db.$client
        .prepare(`SELECT 1 FROM ${q(tableInfo(target).name)} t WHERE ${where.sql ? `${where.sql} AND ` : ''}t.${q(relation.targetKey)} = ?`)
        .get(...where.values, value);
      if (!found) throw badRequest(`Unknown ${relation.foreignKey} '${String(value)}'`);
    }
  }

  private transaction<T>(resource: ResourceDef, work: () => T): T {
    try {
      // IMMEDIATE: the write lock is taken (waiting its turn behind another process) before the first read, never upgraded mid-way (SQLITE_BUSY).
      return this.db.$client.transaction(work).immediate();
    } catch (error) {
      const translated = translateSqliteError(error);
      if (resource.conflictMessage && translated instanceof HttpError && translated.status === 409 && isUniqueViolation(error)) {
        throw new HttpError(409, resource.conflictMessage);
      }
      throw translated;
    }
  }

  private readBack(resource: ResourceDef, name: string, id: string, actor: Actor): Row {
    const call = this.call(resource, emptyRequest, actor);
    const row = this.findScoped(resource, id, call, emptyRequest, true);
    // Outside the caller's scope after the write: the transaction rolls back.
    if (!row) throw forbidden(`This ${name} is outside your sites`);
    return this.finish(resource, [row], call, [], true)[0] as Row;
  }

  private requireScoped(resource: ResourceDef, name: string, id: string, actor: Actor): void {
    if (!this.findScoped(resource, id, this.call(resource, emptyRequest, actor), emptyRequest, false)) throw notFound(`No ${name} with id ${id}`);
  }

  private findScoped(resource: ResourceDef, id: string, call: Call, request: ListRequest, detail: boolean): Row | undefined {
    const where = this.whereFor(resource, { ...call, request });
    const key = `t.${q(resource.key)} = ?`;
    const select = this.selectList(resource, call, request, detail);
    return this.db.$client
      .prepare(`SELECT ${select.sql} FROM ${q(tableInfo(resource).name)} t WHERE ${where.sql ? `${where.sql} AND ` : ''}${key}`)
      .get(...select.values, ...where.values, coerceId(resource, id)) as Row | undefined;
  }

  /** The relation paths attached to rows of a resource: the requested ones and the resource's own always-attached ones. */
  private withPaths(resource: ResourceDef, requested: readonly string[]): string[] {
    const paths = [...requested];
    for (const path of resource.alwaysWith ?? []) if (!paths.includes(path)) paths.push(path);
    return paths;
  }

  /** Columns of the main query: readable ones, keys the relations need, and counts. */
  private selectList(resource: ResourceDef, call: Call, request: Pick<ListRequest, 'with' | 'withCount'>, detail: boolean): SqlPart {
    const columns = new Set<string>([resource.key, ...resource.read, ...(detail ? (resource.readDetail ?? []) : [])]);
    for (const path of this.withPaths(resource, request.with)) {
      const relation = this.relation(resource, path.split('.')[0] ?? '');
      if (relation.kind === 'belongsTo') columns.add(relation.foreignKey);
      else columns.add(relation.localKey);
    }
    const parts = [...columns].map((column) => `t.${q(column)}`);
    const values: unknown[] = [];
    for (const name of request.withCount) {
      const relation = this.relation(resource, name);
      if (relation.kind === 'belongsTo') throw badRequest(`withCount needs a list relation; ${name} is a single record`);
      const target = this.target(relation);
      const own = this.relationWhere(relation, target, call, name);
      const conditions = [`r.${q(relation.foreignKey)} = t.${q(relation.localKey)}`, ...own.sql];
      values.push(...own.values);
      parts.push(`(SELECT COUNT(*) FROM ${q(tableInfo(target).name)} r WHERE ${conditions.join(' AND ')}) AS ${q(`${name}_count`)}`);
    }
    return { sql: parts.join(', '), values };
  }

  private orderFor(resource: ResourceDef, request: ListRequest, sortFound = false): string {
    const terms = request.orderBy.length
      ? request.orderBy.map((term) => {
          if (!resource.sort?.includes(term.field)) throw badRequest(`Cannot sort ${this.nameOf(resource)} by '${term.field}'`);
          return [term.field, term.direction] as const;
        })
      : resource.defaultSort;
    const prefix = sortFound ? '+' : '';
    const parts = terms.map(([field, direction]) => `${prefix}t.${q(field)} ${direction === 'desc' ? 'DESC' : 'ASC'}`);
    if (!terms.some(([field]) => field === resource.key)) parts.push(`${prefix}t.${q(resource.key)} ASC`);
    return parts.join(', ');
  }

  private whereFor(resource: ResourceDef, call: Call): SqlPart {
    const { request, actor } = call;
    const parts: SqlPart[] = [this.scopeCondition(resource, request, actor)];
    const siteScoped = resource.scope.kind === 'site' || resource.scope.kind === 'site-via';
    for (const [key, raw] of Object.entries(request.params)) {
      if (key === 'site' && (siteScoped || this.hasCallerSiteRelations(resource))) continue;
      const param = declared(resource.params, key);
      if (!param) throw badRequest(`Unknown parameter '${key}' for ${this.nameOf(resource)}`);
      const condition = param.toCondition?.(raw);
      if (condition) parts.push(condition);
    }
    if (resource.softDelete && !this.switchOn(resource, request, 'withTrashed')) {
      parts.push({ sql: `t.${q(resource.softDelete)} IS NULL`, values: [] });
    }
    for (const condition of resource.where ?? []) parts.push({ sql: condition, values: [] });
    for (const group of request.filters) {
      const ored = group.map((condition) => this.condition(resource, call, condition));
      parts.push({ sql: ored.length > 1 ? `(${ored.map((p) => p.sql).join(' OR ')})` : (ored[0]?.sql ?? ''), values: ored.flatMap((p) => p.values) });
    }
    for (const name of request.has) parts.push(this.existence(resource, call, name, true, null));
    for (const name of request.notHas) parts.push(this.existence(resource, call, name, false, null));
    const present = parts.filter((part) => part.sql);
    return { sql: present.map((part) => part.sql).join(' AND '), values: present.flatMap((part) => part.values) };
  }

  private condition(resource: ResourceDef, call: Call, condition: FilterCondition): SqlPart {
    if (condition.operator === 'has' || condition.operator === 'notHas') {
      return this.existence(resource, call, condition.field, condition.operator === 'has', null);
    }
    const dot = condition.field.indexOf('.');
    if (dot > 0) {
      // A condition on a related record's field: `seller.dealer_name|like|motors`.
      const relationName = condition.field.slice(0, dot);
      const field = condition.field.slice(dot + 1);
      const relation = this.relation(resource, relationName);
      const target = this.target(relation);
      const inner = this.fieldCondition(target, 'r', { ...condition, field }, condition.field);
      return this.existence(resource, call, relationName, true, inner);
    }
    return this.fieldCondition(resource, 't', condition, condition.field);
  }

  private fieldCondition(resource: ResourceDef, alias: string, condition: FilterCondition, shownName: string): SqlPart {
    if (!resource.filter?.includes(condition.field)) {
      throw badRequest(`Cannot filter ${this.nameOf(resource)} by '${shownName}'`);
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
  private existence(resource: ResourceDef, call: Call, relationName: string, exists: boolean, inner: SqlPart | null): SqlPart {
    const relation = this.relation(resource, relationName);
    const target = this.target(relation);
    const own = this.relationWhere(relation, target, call, relationName);
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
  private relationWhere(relation: RelationDef, target: ResourceDef, call: Call, relationName: string, alias = 'r'): { sql: string[]; values: unknown[] } {
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

  private scopeCondition(resource: ResourceDef, request: ListRequest, actor: Actor): SqlPart {
    const scope = resource.scope;
    if (scope.kind === 'admin') {
      if (!actor.isGlobalAdmin) throw forbidden();
      return { sql: '', values: [] };
    }
    if (scope.kind === 'signed-in') return { sql: '', values: [] };
    const sites = this.allowedSites(request.params.site, actor);
    if (scope.kind === 'site') {
      if (sites === 'all') return { sql: '', values: [] };
      // One site (the usual case) as an equality, so an index on (site, sort column) also gives the order.
      if (sites.length === 1) return { sql: `t.${q(scope.column)} = ?`, values: sites };
      return { sql: `t.${q(scope.column)} IN (SELECT value FROM json_each(?))`, values: [JSON.stringify(sites)] };
    }
    const relation = this.relation(resource, scope.relation);
    if (relation.kind !== 'belongsTo') throw new Error(`Scope relation ${scope.relation} must be belongsTo`);
    const target = this.target(relation);
    if (target.scope.kind !== 'site') throw new Error(`Scope relation ${scope.relation} must lead to a site-scoped resource`);
    if (sites === 'all') return { sql: '', values: [] };
    return {
      sql: `EXISTS (SELECT 1 FROM ${q(tableInfo(target).name)} s WHERE s.${q(relation.targetKey)} = t.${q(relation.foreignKey)} AND s.${q(target.scope.column)} IN (SELECT value FROM json_each(?)))`,
      values: [JSON.stringify(sites)],
    };
  }

  /** The site ids the caller may see, narrowed by an optional `site` code parameter. */
  private allowedSites(siteCode: string | undefined, actor: Actor): number[] | 'all' {
    let requested: number | null = null;
    if (siteCode !== undefined) {
      const site = this.db.$client.prepare('SELECT id FROM sites WHERE code = ?').get(siteCode) as { id: number } | undefined;
      if (!site) throw badRequest(`Unknown site '${siteCode}'`);
      requested = site.id;
    }
    if (actor.isGlobalAdmin) return requested === null ? 'all' : [requested];
    if (requested !== null && !actor.siteIds.includes(requested)) throw forbidden(`Not authorized for site ${siteCode}`);
    if (!actor.siteIds.length) throw forbidden();
    return requested === null ? actor.siteIds : [requested];
  }

  private siteForCreate(resource: ResourceDef, search: URLSearchParams, actor: Actor): number | null {
    if (resource.scope.kind === 'admin' && !actor.isGlobalAdmin) throw forbidden();
    if (resource.scope.kind !== 'site') return null;
    const sites = this.allowedSites(search.get('site') ?? undefined, actor);
    if (sites === 'all') {
      throw badRequest('site is required: name the site the new record belongs to (?site=CODE)');
    }
    return sites[0] ?? null;
  }

  private validateBody(resource: ResourceDef, body: unknown, mode: 'create' | 'update'): Row {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The body must be a JSON object');
    const values: Row = {};
    for (const [field, value] of Object.entries(body)) {
      const schema = declared(resource.write, field);
      if (!schema) throw badRequest(`Field '${field}' cannot be written`);
      if (mode === 'update' && resource.createOnly?.includes(field)) throw badRequest(`${field} cannot be changed`);
      const result = v.safeParse(schema, value);
      if (!result.success) throw badRequest(`Invalid ${field}: ${result.issues[0]?.message ?? 'invalid value'}`);
      values[field] = result.output;
    }
    if (mode === 'create') {
      for (const field of resource.required ?? []) {
        if (values[field] === undefined || values[field] === null || values[field] === '') throw badRequest(`${field} is required`);
      }
    }
    return values;
  }

  private relation(resource: ResourceDef, name: string): RelationDef {
    const relation = declared(resource.relations, name);
    if (!relation) throw badRequest(`Unknown relation '${name}' for ${this.nameOf(resource)}`);
    return relation;
  }

  private target(relation: RelationDef): ResourceDef {
    const target = this.registry.get(relation.target);
    if (!target) throw new Error(`Relation target ${relation.target} is not registered`);
    return target;
  }

  private nameOf(resource: ResourceDef): string {
    return this.registry.nameOf(resource);
  }

  /** Attaches relations and builds each served row from readable fields, relations and counts only. */
  private finish(resource: ResourceDef, rows: Row[], call: Call, withPaths: readonly string[], detail: boolean, counts: readonly string[] = []): Row[] {
    const relations = this.attach(resource, rows, call, this.withPaths(resource, withPaths));
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
  private attach(resource: ResourceDef, rows: Row[], call: Call, withPaths: readonly string[]): string[] {
    const byRelation = new Map<string, string[]>();
    for (const path of withPaths) {
      const [head = '', ...rest] = path.split('.');
      const nested = byRelation.get(head) ?? [];
      if (rest.length) nested.push(rest.join('.'));
      byRelation.set(head, nested);
    }
    for (const [name, nested] of byRelation) {
      const relation = this.relation(resource, name);
      const target = this.target(relation);
      const joinColumn = relation.kind === 'belongsTo' ? relation.targetKey : relation.foreignKey;
      const parentColumn = relation.kind === 'belongsTo' ? relation.foreignKey : relation.localKey;
      const ids = [...new Set(rows.map((row) => row[parentColumn]).filter((id) => id !== null && id !== undefined))];
      const groups = new Map<unknown, Row[]>();
      if (ids.length) {
        const select = this.selectList(target, call, { with: this.withPaths(target, nested), withCount: [] }, false);
        const own = this.relationWhere(relation, target, call, name, 't');
        const conditions = [`t.${q(joinColumn)} IN (SELECT value FROM json_each(?))`, ...own.sql];
        const order =
          relation.kind === 'belongsTo' ? [] : (relation.orderBy ?? []).map(([field, direction]) => `t.${q(field)} ${direction === 'desc' ? 'DESC' : 'ASC'}`);
        const related = this.db.$client
          .prepare(
            `SELECT ${select.sql}, t.${q(joinColumn)} AS "__join" FROM ${q(tableInfo(target).name)} t WHERE ${conditions.join(' AND ')}${order.length ? ` ORDER BY ${order.join(', ')}` : ''}`,
          )
          .all(...select.values, JSON.stringify(ids), ...own.values) as Row[];
        const served = this.finish(target, related, call, nested, false);
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
}

const emptyRequest: ListRequest = { filters: [], with: [], withCount: [], has: [], notHas: [], orderBy: [], page: 1, perPage: 1, params: {} };
function coerceId(resource: ResourceDef, id: string): string | number {
  if (tableInfo(resource).numeric.get(resource.key)) {
    if (!/^\d{1,15}$/.test(id)) throw notFound(`No record with id ${id}`);
    return Number(id);
  }
  return id;
}

function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Maps SQLite constraint failures to clear 4xx answers; never leaks SQL text. */
export function translateSqliteError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return new HttpError(409, 'A record with the same unique value already exists');
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return new HttpError(409, 'The change refers to a record that does not exist, or other records still refer to this one');
  }
  if (code === 'SQLITE_CONSTRAINT_NOTNULL' || code === 'SQLITE_CONSTRAINT_CHECK') {
    return badRequest('A required value is missing or invalid');
  }
  return error;
}
