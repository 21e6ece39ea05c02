/**
 * The seed on PostgreSQL (ADR 0072): the one seed of seed.ts fills a SQLite work database, and
 * its rows are copied into the PostgreSQL database, parents before children, in one transaction,
 * then the identity sequences are moved past the seeded ids. The same scale gives the same rows
 * on both engines (only the secrets of the seed's own run differ: password hashes and links).
 *
 * The copy streams: rows are read with better-sqlite3's `iterate()` and sent in batches of at
 * most `batchRows` rows and about `batchBytes` of text, one `INSERT … SELECT FROM unnest(…)` a
 * batch with one array parameter a column (PostgreSQL's 65,535-parameter limit never applies),
 * the next batch built while the server inserts the last one. No conversion is needed: the
 * PostgreSQL columns are SQLite's (schema-pg.ts: integers are bigint, flags stay 0/1, timestamps
 * stay ISO text, real is double precision); only generated columns are left to the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from './connection.ts';
import { bumpSequences, migratePostgres, postgresTypes, type Queryable } from './postgres.ts';
import { seedDatabase, type SeedSummary } from './seed.ts';
import type { PhotoStore } from '../media/photo-store.ts';

/** The key of the advisory lock a PostgreSQL seed holds while it writes ("lotseed" in ASCII). */
export const seedLockKey = 0x6c6f7473656564n;

/** Up to this scale the work database is in memory (scale 1 is about 35 MB); above it, a temporary file. */
export const inMemoryScale = 2;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface TableInfo {
  name: string;
  /** The columns to copy, with their PostgreSQL types (generated columns left out). */
  columns: { name: string; type: string }[];
}

/** The schema's tables in an order where every table comes after those it refers to. */
export async function tablesInForeignKeyOrder(client: Queryable): Promise<TableInfo[]> {
  const tables = (
    await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`)
  ).rows.map((row) => row.name);
  const references = (
    await client.query<{ child: string; parent: string }>(
      `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint f
         JOIN pg_class c ON c.oid = f.conrelid JOIN pg_class p ON p.oid = f.confrelid
        WHERE f.contype = 'f' AND f.connamespace = current_schema()::regnamespace AND f.conrelid <> f.confrelid`,
    )
  ).rows;
  const columns = (
    await client.query<{ table_name: string; column_name: string; type: string }>(
      `SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        ORDER BY c.relname, a.attnum`,
    )
  ).rows;
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new Error(`Foreign keys form a cycle through ${table}: the seed cannot order its copy`);
    state.set(table, 'visiting');
    for (const { child, parent } of references) if (child === table) visit(parent);
    state.set(table, 'done');
    order.push(table);
  };
  for (const table of tables) visit(table);
  return order.map((name) => ({
    name,
    columns: columns.filter((c) => c.table_name === name).map((c) => ({ name: c.column_name, type: c.type })),
  }));
}

/** Tables of the PostgreSQL schema that hold at least one row (at most `limit` names). */
export async function tablesWithRows(client: Queryable, limit = 5): Promise<string[]> {
  const tables = (await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`)).rows;
  const found: string[] = [];
  for (const { name } of tables) {
    if ((await client.query(`SELECT 1 FROM ${quote(name)} LIMIT 1`)).rowCount) found.push(name);
    if (found.length >= limit) break;
  }
  return found;
}

export interface CopyOptions {
  /** Most rows in one INSERT. */
  batchRows?: number;
  /** About the most characters of text in one INSERT. */
  batchBytes?: number;
  /** Keep the foreign keys and indexes during the copy (to measure what dropping them saves). */
  keepConstraints?: boolean;
  /** Called after each table (and once after the indexes and foreign keys are made again). */
  onProgress?: (table: string, rows: number, ms: number) => void;
}

type Cell = string | number | bigint | Buffer | null;

/**
 * Copies every table of the SQLite database into the PostgreSQL one, run on `client` (inside the
 * caller's transaction). Each PostgreSQL table must exist in the SQLite database with the same
 * columns (ADR 0070). Resolves to the rows copied per table.
 */
export async function copySqliteToPostgres(sqlite: Db['$client'], client: Queryable, options: CopyOptions = {}): Promise<Record<string, number>> {
  const { batchRows = 5000, batchBytes = 16 * 1024 * 1024 } = options;
  const copied: Record<string, number> = {};
  const tables = await tablesInForeignKeyOrder(client);
  const deferred = options.keepConstraints ? { restore: async () => undefined } : await deferChecks(client);
  // A copy copies: what triggers derive (vehicle_counts) comes over as SQLite's triggers kept it,
  // and PostgreSQL's own must not count the copied rows a second time.
  for (const table of tables) await client.query(`ALTER TABLE ${quote(table.name)} DISABLE TRIGGER USER`);
  for (const table of tables) {
    const names = table.columns.map((c) => c.name);
    const sqliteColumns = new Set(sqlite.prepare(`SELECT name FROM pragma_table_xinfo(?)`).pluck().all(table.name) as string[]);
    const missing = names.filter((n) => !sqliteColumns.has(n));
    if (sqliteColumns.size === 0 || missing.length > 0)
      throw new Error(
        `The SQLite seed has no ${sqliteColumns.size === 0 ? `table ${table.name}` : `column ${table.name}.${missing.join(', ')}`}: the schemas differ`,
      );
    const insert =
      `INSERT INTO ${quote(table.name)} (${names.map(quote).join(', ')}) ` +
      `SELECT * FROM unnest(${table.columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ')})`;
    // Rowid order (the table's order of insertion): a row that refers to an earlier row of its
    // own table (a report's original) comes after it.
    const rows = sqlite
      .prepare(`SELECT ${names.map(quote).join(', ')} FROM ${quote(table.name)}`)
      .raw()
      .iterate() as IterableIterator<Cell[]>;
    const tableStarted = performance.now();
    let count = 0;
    let pending: Promise<unknown> | undefined;
    let batch: Cell[][] = names.map(() => []);
    let size = 0;
    let length = 0;
    const send = async () => {
      const values = batch;
      batch = names.map(() => []);
      size = 0;
      length = 0;
      // One batch at the server while the next is read: memory stays at two batches.
      if (pending) await pending;
      pending = client.query(insert, values);
      pending.catch(() => undefined);
    };
    try {
      for (const row of rows) {
        for (let i = 0; i < row.length; i++) {
          const value = row[i] ?? null;
          (batch[i] as Cell[]).push(value);
          if (typeof value === 'string') size += value.length;
        }
        length++;
        count++;
        if (length >= batchRows || size >= batchBytes) await send();
      }
      if (length > 0) await send();
      if (pending) await pending;
    } catch (error) {
      // PostgreSQL's message names the value, not the table.
      throw new Error(`Copying ${table.name} into PostgreSQL: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    copied[table.name] = count;
    options.onProgress?.(table.name, count, performance.now() - tableStarted);
  }
  for (const table of tables) await client.query(`ALTER TABLE ${quote(table.name)} ENABLE TRIGGER USER`);
  const restoreStarted = performance.now();
  await deferred.restore();
  options.onProgress?.('(indexes and foreign keys)', 0, performance.now() - restoreStarted);
  return copied;
}

/**
 * Drops the foreign keys and the indexes that back no constraint, to be made again by `restore()`
 * once the rows are in, as pg_restore does: one check of each foreign key and one sort of each
 * index over the whole table, rather than a lookup and an index insertion a row. Primary keys and
 * unique constraints stay (foreign keys refer to them). Inside the caller's transaction: nobody
 * sees the tables without them, and a failed check rolls the whole seed back.
 */
async function deferChecks(client: Queryable): Promise<{ restore(): Promise<void> }> {
  const foreignKeys = (
    await client.query<{ table: string; name: string; definition: string }>(
      `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
         FROM pg_constraint WHERE contype = 'f' AND connamespace = current_schema()::regnamespace ORDER BY conrelid::regclass::text, conname`,
    )
  ).rows;
  const indexes = (
    await client.query<{ name: string; definition: string }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
         FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
        WHERE c.relnamespace = current_schema()::regnamespace
          AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.contype IN ('p', 'u', 'x'))
        ORDER BY 1`,
    )
  ).rows;
  for (const { table, name } of foreignKeys) await client.query(`ALTER TABLE ${table} DROP CONSTRAINT ${quote(name)}`);
  for (const { name } of indexes) await client.query(`DROP INDEX ${name}`);
  return {
    async restore() {
      await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const { definition } of indexes) await client.query(definition);
      for (const { table, name, definition } of foreignKeys) await client.query(`ALTER TABLE ${table} ADD CONSTRAINT ${quote(name)} ${definition}`);
    },
  };
}

export interface PostgresSeedOptions {
  scale: number;
  photos: PhotoStore;
  seededAt?: number;
  /** Empty every table of a database that holds rows, rather than refuse it. */
  force?: boolean;
  /**
   * The SQLite work database to seed and copy from, left open for the caller (tests compare it
   * with the copy). By default one of this call's own, in memory or in a temporary file.
   */
  work?: Db;
  copy?: CopyOptions;
}

export interface PostgresSeedSummary extends SeedSummary {
  /** Time of the SQLite seed and of the copy, in milliseconds. */
  seedMs: number;
  copyMs: number;
  /** Rows copied into PostgreSQL, per table. */
  copied: Record<string, number>;
}

/** A database that already holds rows, refused by `seedPostgres` without `force`. */
export class DatabaseNotEmptyError extends Error {}

async function refuseUnlessEmpty(client: Queryable, force: boolean | undefined): Promise<void> {
  if (force) return;
  const filled = await tablesWithRows(client);
  if (filled.length > 0)
    throw new DatabaseNotEmptyError(
      `The PostgreSQL database already holds data (rows in ${filled.join(', ')}): the seed adds to an empty database only. ` +
        'Seed a new database, or pass --force to delete every row first.',
    );
}

/**
 * Seeds the PostgreSQL database at `url`: migrates it (`migratePostgres`), refuses it if it holds
 * rows (unless `force`, which deletes them all in the same transaction as the copy), runs the
 * seed on a SQLite work database, copies it, bumps the sequences and analyzes the tables. The
 * pictures go to `photos`, as on SQLite.
 */
export async function seedPostgres(url: string, options: PostgresSeedOptions): Promise<PostgresSeedSummary> {
  const started = performance.now();
  const { scale, photos, seededAt, force } = options;
  if (!(scale > 0) || !Number.isFinite(scale)) throw new Error(`seed scale must be a positive number, got ${scale}`);
  await migratePostgres(url);
  const client = new pg.Client({ connectionString: url, types: postgresTypes });
  await client.connect();
  let folder: string | undefined;
  let work = options.work;
  // Interrupted (Ctrl-C), the process ends without its finally blocks: the work file, gigabytes
  // at large scales, is removed here (PostgreSQL rolls back the transaction of a lost connection).
  const interrupted = (signal: NodeJS.Signals) => {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    if (folder) rmSync(folder, { recursive: true, force: true });
    process.kill(process.pid, signal);
  };
  try {
    // Before the SQLite seed, which takes minutes at large scales: refuse early.
    await refuseUnlessEmpty(client, force);
    if (!work) {
      if (scale <= inMemoryScale) work = openDatabase(':memory:');
      else {
        folder = mkdtempSync(join(tmpdir(), 'lot-seed-'));
        process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
        work = openDatabase(join(folder, 'work.sqlite'));
        // A throwaway file: no need to survive a power loss.
        work.$client.pragma('synchronous = OFF');
      }
    }
    const summary = await seedDatabase(work, { scale, photos, ...(seededAt === undefined ? {} : { seededAt }) });
    const copyStarted = performance.now();
    let copied: Record<string, number>;
    await client.query('BEGIN');
    try {
      // One seed at a time, and the emptiness checked again under its lock.
      await client.query('SELECT pg_advisory_xact_lock($1)', [seedLockKey.toString()]);
      if (force) {
        const tables = (await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`)).rows;
        if (tables.length > 0) await client.query(`TRUNCATE ${tables.map((t) => quote(t.name)).join(', ')} RESTART IDENTITY`);
      } else await refuseUnlessEmpty(client, false);
      copied = await copySqliteToPostgres(work.$client, client, options.copy);
      await bumpSequences(client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    // The planner's statistics, which autovacuum would gather only later.
    await client.query('ANALYZE');
    return {
      ...summary,
      seedMs: summary.elapsedMs,
      copyMs: Math.round(performance.now() - copyStarted),
      copied,
      elapsedMs: Math.round(performance.now() - started),
    };
  } finally {
    await client.end();
    if (!options.work) work?.$client.close();
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}
