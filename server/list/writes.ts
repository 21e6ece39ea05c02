/**
 * The engine's writes: create, update and delete of a declared resource. The body is
 * validated against the resource's write schemas, the caller must see the row (and the rows
 * its foreign keys name) and hold the resource's security at the row's site, and each write
 * is one IMMEDIATE transaction that reads the row back within the caller's scope before it
 * commits.
 */
import * as v from 'valibot';
import { holdsSecurity, type Actor } from '../auth/actor.ts';
import { HttpError, badRequest, fieldRefusal, forbidden, notFound } from '../http/errors.ts';
import { isUniqueViolation, translateSqliteError } from '../http/sqlite-errors.ts';
import { allowedSites, callOf, emptyRequest } from './caller.ts';
import { resourceFor, targetOf, type EngineContext } from './engine-context.ts';
import { finish } from './relations.ts';
import { declared, type ResourceDef } from './resource.ts';
import { findScoped } from './select.ts';
import { coerceId, q, tableInfo, type Row } from './sql.ts';
import { whereFor } from './where.ts';

export function createRow(ctx: EngineContext, name: string, body: unknown, search: URLSearchParams, actor: Actor): Row {
  const resource = resourceFor(ctx, name, 'create');
  const siteId = siteForCreate(ctx, resource, search, actor);
  requireWriteSecurity(resource, name, actor, siteId);
  const values = validateBody(resource, body, 'create');
  Object.assign(values, resource.onCreate?.({ actor, siteId }));
  if (resource.scope.kind === 'site') values[resource.scope.column] = siteId;
  const info = tableInfo(resource);
  return transaction(ctx, resource, () => {
    checkReferences(ctx, resource, values, actor);
    resource.beforeWrite?.({ db: ctx.db.$client, operation: 'create', id: null, values });
    const columns = Object.keys(values);
    const result = ctx.db.$client
      .prepare(
        columns.length
          ? `INSERT INTO ${q(info.name)} (${columns.map(q).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`
          : `INSERT INTO ${q(info.name)} DEFAULT VALUES`,
      )
      .run(...columns.map((column) => values[column]));
    const id = String(result.lastInsertRowid);
    resource.afterWrite?.({ db: ctx.db.$client, operation: 'create', id, values });
    return readBack(ctx, resource, name, id, actor);
  });
}

export function updateRow(ctx: EngineContext, name: string, id: string, body: unknown, actor: Actor): Row {
  const resource = resourceFor(ctx, name, 'update');
  const values = validateBody(resource, body, 'update');
  // An empty body is refused before the server's own fields (updated_at) are added.
  if (!Object.keys(values).length) throw badRequest('Nothing to update: the body names no writable field');
  Object.assign(values, resource.onUpdate?.({ actor, siteId: null }));
  const info = tableInfo(resource);
  return transaction(ctx, resource, () => {
    requireScoped(ctx, resource, name, id, actor);
    requireWriteSecurity(resource, name, actor, rowSite(ctx, resource, id));
    checkReferences(ctx, resource, values, actor);
    resource.beforeWrite?.({ db: ctx.db.$client, operation: 'update', id, values });
    const columns = Object.keys(values);
    ctx.db.$client
      .prepare(`UPDATE ${q(info.name)} SET ${columns.map((c) => `${q(c)} = ?`).join(', ')} WHERE ${q(resource.key)} = ?`)
      .run(...columns.map((column) => values[column]), id);
    resource.afterWrite?.({ db: ctx.db.$client, operation: 'update', id, values });
    return readBack(ctx, resource, name, id, actor);
  });
}

export function removeRow(ctx: EngineContext, name: string, id: string, actor: Actor): { deleted: true; id: string } {
  const resource = resourceFor(ctx, name, 'delete');
  const info = tableInfo(resource);
  const removed = transaction(ctx, resource, () => {
    requireScoped(ctx, resource, name, id, actor);
    requireWriteSecurity(resource, name, actor, rowSite(ctx, resource, id));
    // The whole row (not only its readable fields) for the delete hook, e.g. a stored file's path.
    const row = resource.afterDelete
      ? (ctx.db.$client.prepare(`SELECT * FROM ${q(info.name)} WHERE ${q(resource.key)} = ?`).get(coerceId(resource, id)) as Row)
      : null;
    if (resource.softDelete) {
      ctx.db.$client
        .prepare(`UPDATE ${q(info.name)} SET ${q(resource.softDelete)} = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE ${q(resource.key)} = ?`)
        .run(id);
    } else {
      ctx.db.$client.prepare(`DELETE FROM ${q(info.name)} WHERE ${q(resource.key)} = ?`).run(id);
    }
    return row;
  });
  if (removed) resource.afterDelete?.(removed, { db: ctx.db.$client, photos: ctx.photos });
  return { deleted: true, id };
}

/**
 * Writes of resources that name a security need it at the site the write acts on: the site of
 * the new row (?site=) or of the existing row; the active site only for a resource without
 * sites. Global admins pass (ADR 0023).
 */
function requireWriteSecurity(resource: ResourceDef, name: string, actor: Actor, siteId: number | null): void {
  const security = resource.writeSecurity;
  if (security && !holdsSecurity(actor, siteId ?? actor.siteIds[0], security)) {
    throw forbidden(`Changing ${name} needs the ${security} security`);
  }
}

function rowSite(ctx: EngineContext, resource: ResourceDef, id: string): number | null {
  if (resource.scope.kind !== 'site') return null;
  const site = ctx.db.$client
    .prepare(`SELECT ${q(resource.scope.column)} FROM ${q(tableInfo(resource).name)} WHERE ${q(resource.key)} = ?`)
    .pluck()
    .get(coerceId(resource, id)) as number | null | undefined;
  return site ?? null;
}

/**
 * Every written foreign key must name a record the caller can see: a 400 naming the field
 * (instead of a constraint failure), and no way to point a record at another site's row.
 */
function checkReferences(ctx: EngineContext, resource: ResourceDef, values: Row, actor: Actor): void {
  for (const relation of Object.values(resource.relations ?? {})) {
    if (relation.kind !== 'belongsTo') continue;
    const value = values[relation.foreignKey];
    if (value === undefined || value === null) continue;
    const target = targetOf(ctx, relation);
    const where = whereFor(ctx, target, callOf(ctx, target, emptyRequest, actor));
    const found = ctx.db.$client
      .prepare(`SELECT 1 FROM ${q(tableInfo(target).name)} t WHERE ${where.sql ? `${where.sql} AND ` : ''}t.${q(relation.targetKey)} = ?`)
      .get(...where.values, value);
    if (!found) throw badRequest(`Unknown ${relation.foreignKey} '${String(value)}'`);
  }
}

function transaction<T>(ctx: EngineContext, resource: ResourceDef, work: () => T): T {
  try {
    // IMMEDIATE: the write lock is taken (waiting its turn behind another process) before the first read, never upgraded mid-way (SQLITE_BUSY).
    return ctx.db.$client.transaction(work).immediate();
  } catch (error) {
    const translated = translateSqliteError(error);
    if (resource.conflictMessage && translated instanceof HttpError && translated.status === 409 && isUniqueViolation(error)) {
      throw new HttpError(409, resource.conflictMessage);
    }
    throw translated;
  }
}

function readBack(ctx: EngineContext, resource: ResourceDef, name: string, id: string, actor: Actor): Row {
  const call = callOf(ctx, resource, emptyRequest, actor);
  const row = findScoped(ctx, resource, id, call, emptyRequest, true);
  // Outside the caller's scope after the write: the transaction rolls back.
  if (!row) throw forbidden(`This ${name} is outside your sites`);
  return finish(ctx, resource, [row], call, [], true)[0] as Row;
}

function requireScoped(ctx: EngineContext, resource: ResourceDef, name: string, id: string, actor: Actor): void {
  if (!findScoped(ctx, resource, id, callOf(ctx, resource, emptyRequest, actor), emptyRequest, false)) throw notFound(`No ${name} with id ${id}`);
}

function siteForCreate(ctx: EngineContext, resource: ResourceDef, search: URLSearchParams, actor: Actor): number | null {
  if (resource.scope.kind === 'admin' && !actor.isGlobalAdmin) throw forbidden();
  if (resource.scope.kind !== 'site') return null;
  const sites = allowedSites(ctx, search.get('site') ?? undefined, actor);
  if (sites === 'all') {
    throw badRequest('site is required: name the site the new record belongs to (?site=CODE)');
  }
  return sites[0] ?? null;
}

function validateBody(resource: ResourceDef, body: unknown, mode: 'create' | 'update'): Row {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The body must be a JSON object');
  const values: Row = {};
  for (const [field, value] of Object.entries(body)) {
    const schema = declared(resource.write, field);
    if (!schema) throw badRequest(`Field '${field}' cannot be written`);
    if (mode === 'update' && resource.createOnly?.includes(field)) throw badRequest(`${field} cannot be changed`);
    const result = v.safeParse(schema, value);
    if (!result.success) throw fieldRefusal(field, result.issues[0]?.message);
    values[field] = result.output;
  }
  if (mode === 'create') {
    for (const field of resource.required ?? []) {
      if (values[field] === undefined || values[field] === null || values[field] === '') throw badRequest(`${field} is required`);
    }
  }
  return values;
}
