/**
 * The generic list engine behind /v3/util/{name}[/{id}] (and the admin lists that
 * share it): turns a parsed ListRequest into SQL over a declared resource, loads
 * the requested relations and counts, and performs scoped, validated writes.
 *
 * This module is its entry point and owns paging and counting; the parts live beside it:
 * list-request.ts (parsing the query string), caller.ts (the caller's sites and the
 * request's switches), where.ts (filter compilation), select.ts (columns, counts, order),
 * relations.ts (relation loading and served rows), writes.ts (create, update, delete),
 * sql.ts (identifiers, tables, running a statement), engine-context.ts (the declared-name
 * look-ups).
 *
 * Async on either engine (ADR 0071): SQL is built of Kysely fragments, each engine's words come
 * from the dialect, and every statement runs through `q(db)`, so inside a write transaction
 * the engine reads on the write's connection.
 *
 * Safety rules it keeps:
 * - identifiers in SQL come only from the resource declarations (never from input);
 * - every value is a bound parameter;
 * - a relation expands only to its target's readable fields;
 * - every row is checked against the caller's scope (site, admin) on read and write;
 * - one transaction per write, checked for scope before it commits.
 */
import type { PhotoStore } from '../media/photo-store.ts';
import type { Actor } from '../auth/actor.ts';
import { sql } from 'kysely';
import type { DbHandle } from '../db/query.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { callOf, switchedRelations, switchOn } from './caller.ts';
import { resourceFor, type EngineContext } from './engine-context.ts';
import { parseListRequest } from './list-request.ts';
import type { Registry } from './registry.ts';
import { finish } from './relations.ts';
import { findScoped, orderFor, selectList } from './select.ts';
import { keptTotal } from './kept-totals.ts';
import { id, rows, tableInfo, whereClause, type Fragment, type Row } from './sql.ts';
import { allOf, whereParts } from './where.ts';
import { createRow, removeRow, updateRow } from './writes.ts';

export interface Page {
  data: Row[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** Up to this many matching rows, a page is sorted from the filtered rows rather than an index walk. */
const selectiveTotal = 2000;

export interface EngineOptions {
  /** The photo store, handed to delete hooks of records that own a stored file (none: the read workers, which never delete). */
  photos?: PhotoStore;
}

export class ListEngine {
  private readonly ctx: EngineContext;

  constructor(db: DbHandle, registry: Registry, options: EngineOptions = {}) {
    this.ctx = { db, registry, photos: options.photos ?? null };
  }

  // ------------------------------------------------------------ reads

  async list(name: string, search: URLSearchParams, actor: Actor): Promise<Page> {
    const ctx = this.ctx;
    const resource = resourceFor(ctx, name, 'list');
    const request = parseListRequest(search, {
      defaultPerPage: resource.defaultPerPage ?? 10,
      maxPerPage: resource.maxPerPage ?? 1000,
    });
    switchedRelations(resource, request);
    const call = await callOf(ctx, resource, request, actor);
    const parts = whereParts(ctx, resource, call);
    const from = sql`from ${id(tableInfo(resource).name)} t${whereClause(allOf(parts))}`;
    const found = (await keptTotal(ctx, resource, call, parts.narrowing.length > 0)) ?? (await countRows(ctx, from));
    // with_none=1: the resource's "None" entry comes first on page 1, ahead of the rows.
    const none = switchOn(resource, request, 'withNone') ? (resource.noneRow ?? null) : null;
    const shift = none ? 1 : 0;
    const total = found + shift;
    const first = (request.page - 1) * request.perPage;
    const offset = Math.max(0, first - shift);
    const limit = request.perPage - (none && request.page === 1 ? 1 : 0);
    // When the filters leave few rows, sort just those: `+column` keeps SQLite from walking a
    // sort index over the whole site and testing the filter row by row. Past the end: no query.
    const order = orderFor(ctx, resource, request, found <= selectiveTotal);
    const select = selectList(ctx, resource, call, request, false);
    const page = offset >= found || limit <= 0 ? [] : await rows(ctx.db, sql<Row>`select ${select} ${from} order by ${order} limit ${limit} offset ${offset}`);
    const data = await finish(ctx, resource, page, call, request.with, false, request.withCount);
    if (none && request.page === 1) data.unshift({ ...none });
    return {
      data,
      current_page: request.page,
      per_page: request.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / request.perPage)),
    };
  }

  async get(name: string, key: string, search: URLSearchParams, actor: Actor): Promise<Row> {
    const ctx = this.ctx;
    const resource = resourceFor(ctx, name, 'get');
    const request = parseListRequest(search, { defaultPerPage: 1, maxPerPage: 1 });
    if (request.filters.length || request.orderBy.length || request.has.length || request.notHas.length) {
      throw badRequest('A single record takes no filters or sorting');
    }
    switchedRelations(resource, request);
    const call = await callOf(ctx, resource, request, actor);
    const row = await findScoped(ctx, resource, key, call, request, true);
    if (!row) throw notFound(`No ${resource.noun} with id ${key}`);
    return (await finish(ctx, resource, [row], call, request.with, true, request.withCount))[0] as Row;
  }

  // ------------------------------------------------------------ writes

  create(name: string, body: unknown, search: URLSearchParams, actor: Actor): Promise<Row> {
    return createRow(this.ctx, name, body, search, actor);
  }

  update(name: string, key: string, body: unknown, actor: Actor): Promise<Row> {
    return updateRow(this.ctx, name, key, body, actor);
  }

  remove(name: string, key: string, actor: Actor): Promise<{ deleted: true; id: string }> {
    return removeRow(this.ctx, name, key, actor);
  }
}

async function countRows(ctx: EngineContext, from: Fragment): Promise<number> {
  const [counted] = await rows(ctx.db, sql<{ n: number }>`select count(*) as n ${from}`);
  return Number(counted?.n ?? 0);
}
