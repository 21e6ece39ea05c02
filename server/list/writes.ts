/**
 * The engine's writes: create, update and delete of a declared resource. The body is
 * validated against the resource's write schemas, the caller must see the row (and the rows
 * its foreign keys name) and hold the resource's security at the row's site, and each write
 * is one `writeTransaction` (ADR 0071) that reads the row back within the caller's scope before
 * it commits. The resource's hooks run inside it with the database handle, their statements
 * through `q(db)` on the write's connection.
 */
import { sql } from 'kysely';
import * as v from 'valibot';
import { holdsSecurity, type Actor } from '../auth/actor.ts';
import { dialectOf, isUniqueViolation, writeTransaction } from '../db/query.ts';
import { HttpError, badRequest, fieldRefusal, forbidden, notFound } from '../http/errors.ts';
import { issueRefusal } from '../http/body.ts';
import { translateSqliteError } from '../http/sqlite-errors.ts';
import { allowedSites, callOf, emptyRequest, namedSite } from './caller.ts';
import { resourceFor, targetOf, type EngineContext } from './engine-context.ts';
import { finish } from './relations.ts';
import { declared, type ResourceDef } from './resource.ts';
import { findScoped } from './select.ts';
import { coerceId, column, id, rows, tableInfo, whereClause, type Row } from './sql.ts';
import { whereFor } from './where.ts';

export async function createRow(ctx: EngineContext, name: string, body: unknown, search: URLSearchParams, actor: Actor): Promise<Row> {
  const resource = resourceFor(ctx, name, 'create');
  const siteId = await siteForCreate(ctx, resource, search, actor);
  requireWriteSecurity(resource, name, actor, siteId);
  const values = validateBody(resource, body, 'create');
  Object.assign(values, resource.onCreate?.({ actor, siteId }));
  if (resource.scope.kind === 'site') values[resource.scope.column] = siteId;
  const table = id(tableInfo(resource).name);
  return transaction(ctx, resource, async () => {
    await checkReferences(ctx, resource, values, actor);
    await resource.beforeWrite?.({ db: ctx.db, operation: 'create', id: null, values });
    const columns = Object.keys(values);
    // The new key by RETURNING (both engines), not SQLite's rowid: it is the resource's key.
    const inserted = columns.length
      ? sql<Row>`insert into ${table} (${sql.join(columns.map((name) => id(name)))}) values (${sql.join(columns.map((name) => values[name]))}) returning ${id(resource.key)}`
      : sql<Row>`insert into ${table} default values returning ${id(resource.key)}`;
    const [row] = await rows(ctx.db, inserted);
    const key = String(row?.[resource.key]);
    await resource.afterWrite?.({ db: ctx.db, operation: 'create', id: key, values });
    return readBack(ctx, resource, name, key, actor);
  });
}

export async function updateRow(ctx: EngineContext, name: string, key: string, body: unknown, actor: Actor): Promise<Row> {
  const resource = resourceFor(ctx, name, 'update');
  const values = validateBody(resource, body, 'update');
  // An empty body is refused before the server's own fields (updated_at) are added.
  if (!Object.keys(values).length) throw badRequest('Nothing to update: the body names no writable field');
  Object.assign(values, resource.onUpdate?.({ actor, siteId: null }));
  const table = id(tableInfo(resource).name);
  return transaction(ctx, resource, async () => {
    await requireScoped(ctx, resource, name, key, actor);
    requireWriteSecurity(resource, name, actor, await rowSite(ctx, resource, key));
    await checkReferences(ctx, resource, values, actor);
    await resource.beforeWrite?.({ db: ctx.db, operation: 'update', id: key, values });
    const columns = Object.keys(values);
    const assignments = sql.join(columns.map((name) => sql`${id(name)} = ${values[name]}`));
    await rows(ctx.db, sql`update ${table} set ${assignments} where ${id(resource.key)} = ${coerceId(resource, key)}`);
    await resource.afterWrite?.({ db: ctx.db, operation: 'update', id: key, values });
    return readBack(ctx, resource, name, key, actor);
  });
}

export async function removeRow(ctx: EngineContext, name: string, key: string, actor: Actor): Promise<{ deleted: true; id: string }> {
  const resource = resourceFor(ctx, name, 'delete');
  const table = id(tableInfo(resource).name);
  const removed = await transaction(ctx, resource, async () => {
    await requireScoped(ctx, resource, name, key, actor);
    requireWriteSecurity(resource, name, actor, await rowSite(ctx, resource, key));
    const byKey = sql`${id(resource.key)} = ${coerceId(resource, key)}`;
    // The whole row (not only its readable fields) for the delete hook, e.g. a stored file's path.
    const row = resource.afterDelete ? ((await rows(ctx.db, sql<Row>`select * from ${table} where ${byKey}`))[0] ?? null) : null;
    if (resource.softDelete) {
      await rows(ctx.db, sql`update ${table} set ${id(resource.softDelete)} = ${dialectOf(ctx.db).nowText()} where ${byKey}`);
    } else {
      await rows(ctx.db, sql`delete from ${table} where ${byKey}`);
    }
    return row;
  });
  if (removed) await resource.afterDelete?.(removed, { db: ctx.db, photos: ctx.photos });
  return { deleted: true, id: key };
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

async function rowSite(ctx: EngineContext, resource: ResourceDef, key: string): Promise<number | null> {
  if (resource.scope.kind !== 'site') return null;
  const [row] = await rows(
    ctx.db,
    sql<{
      site: number | null;
    }>`select ${id(resource.scope.column)} as site from ${id(tableInfo(resource).name)} where ${id(resource.key)} = ${coerceId(resource, key)}`,
  );
  return row?.site ?? null;
}

/**
 * Every written foreign key must name a record the caller can see: a 400 naming the field
 * (instead of a constraint failure), and no way to point a record at another site's row.
 */
async function checkReferences(ctx: EngineContext, resource: ResourceDef, values: Row, actor: Actor): Promise<void> {
  for (const relation of Object.values(resource.relations ?? {})) {
    if (relation.kind !== 'belongsTo') continue;
    const value = values[relation.foreignKey];
    if (value === undefined || value === null) continue;
    const target = targetOf(ctx, relation);
    const scoped = whereFor(ctx, target, await callOf(ctx, target, emptyRequest, actor));
    const byKey = sql`${column('t', relation.targetKey)} = ${value}`;
    const found = await rows(ctx.db, sql`select 1 as found from ${id(tableInfo(target).name)} t${whereClause(scoped ? sql`${scoped} and ${byKey}` : byKey)}`);
    if (!found.length) throw badRequest(`Unknown ${relation.foreignKey} '${String(value)}'`);
  }
}

/**
 * One write transaction (query.ts's `writeTransaction`: on SQLite BEGIN IMMEDIATE, so the
 * write lock is taken before the first read, never upgraded mid-way). A refused statement is
 * answered here, once the transaction has rolled back: on PostgreSQL a failed statement aborts
 * the transaction, so nothing inside it catches one and carries on.
 */
async function transaction<T>(ctx: EngineContext, resource: ResourceDef, work: () => Promise<T>): Promise<T> {
  try {
    return await writeTransaction(ctx.db, work);
  } catch (error) {
    const translated = translateSqliteError(error);
    if (resource.conflictMessage && translated instanceof HttpError && translated.status === 409 && isUniqueViolation(error)) {
      throw new HttpError(409, resource.conflictMessage);
    }
    throw translated;
  }
}

async function readBack(ctx: EngineContext, resource: ResourceDef, name: string, key: string, actor: Actor): Promise<Row> {
  const call = await callOf(ctx, resource, emptyRequest, actor);
  const row = await findScoped(ctx, resource, key, call, emptyRequest, true);
  // Outside the caller's scope after the write: the transaction rolls back.
  if (!row) throw forbidden(`This ${resource.noun} is outside your sites`);
  return (await finish(ctx, resource, [row], call, [], true))[0] as Row;
}

async function requireScoped(ctx: EngineContext, resource: ResourceDef, name: string, key: string, actor: Actor): Promise<void> {
  if (!(await findScoped(ctx, resource, key, await callOf(ctx, resource, emptyRequest, actor), emptyRequest, false)))
    throw notFound(`No ${resource.noun} with id ${key}`);
}

async function siteForCreate(ctx: EngineContext, resource: ResourceDef, search: URLSearchParams, actor: Actor): Promise<number | null> {
  if (resource.scope.kind === 'admin' && !actor.isGlobalAdmin) throw forbidden();
  if (resource.scope.kind !== 'site') return null;
  const sites = allowedSites(await namedSite(ctx, search.get('site') ?? undefined), actor);
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
    if (!result.success) {
      const issue = result.issues[0];
      // Inside a document (dealer_options' options), the refusal names the path in it: "Field
      // 'options.x' cannot be written", "options.registration.defaultLights.green is required".
      const inner = v.getDotPath(issue);
      if (inner && ((issue.type === 'strict_object' && issue.expected === 'never') || issue.input === undefined)) throw issueRefusal(issue, field);
      throw fieldRefusal(inner ? `${field}.${inner}` : field, issue.message);
    }
    values[field] = result.output;
  }
  if (mode === 'create') {
    for (const field of resource.required ?? []) {
      if (values[field] === undefined || values[field] === null || values[field] === '') throw badRequest(`${field} is required`);
    }
  }
  return values;
}
