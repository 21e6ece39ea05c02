import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './connection.ts';
import { postgresTypes } from './postgres.ts';
import { copySqliteToPostgres, seedPostgres, type PostgresSeedSummary } from './seed-postgres.ts';
import { projectRoot } from '../lib/run-paths.ts';
import { localPhotoStore } from '../media/photo-store.ts';
import { createTestDatabase, seededTemplateScale, usePostgresDatabase, useSeededPostgresDatabase, type TestDatabase } from '../test/postgres.ts';

const database = usePostgresDatabase();
const seeded = useSeededPostgresDatabase();

let photoDir: string;
let work: Db;
let summary: PostgresSeedSummary;
let client: pg.Client;
const seededAt = Date.now();

async function connect(url: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url, types: postgresTypes });
  await c.connect();
  return c;
}

async function tableNames(c: pg.Client): Promise<string[]> {
  return (await c.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`)).rows.map((r) => r.name);
}

async function pgCounts(c: pg.Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(c)) counts[table] = Number((await c.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n);
  return counts;
}

function sqliteCounts(sqlite: Db, tables: readonly string[]): Record<string, number> {
  return Object.fromEntries(tables.map((table) => [table, Number(sqlite.$client.prepare(`SELECT count(*) FROM "${table}"`).pluck().get())]));
}

/** A table's columns and the order of its rows (its primary key, else every column). */
async function shape(c: pg.Client, table: string): Promise<{ columns: string[]; order: string }> {
  const columns = (
    await c.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
      [`"${table}"`],
    )
  ).rows.map((r) => r.name);
  const key = (
    await c.query<{ name: string }>(
      `SELECT a.attname AS name FROM pg_index i JOIN LATERAL unnest(i.indkey) WITH ORDINALITY k(attnum, n) ON true
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
        WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY k.n`,
      [`"${table}"`],
    )
  ).rows.map((r) => r.name);
  return { columns, order: (key.length > 0 ? key : columns).map((n) => `"${n}"`).join(', ') };
}

/** Hashes of a table's rows on both engines, read in the same order, every column as is. */
async function rowHashes(c: pg.Client, sqlite: Db, table: string): Promise<{ postgres: string; sqlite: string; rows: number }> {
  const { columns, order } = await shape(c, table);
  const select = `SELECT ${columns.map((n) => `"${n}"`).join(', ')} FROM "${table}" ORDER BY ${order}`;
  const fromPostgres = createHash('sha256');
  const result = await c.query({ text: select, rowMode: 'array' });
  for (const row of result.rows as unknown[][]) fromPostgres.update(JSON.stringify(row));
  const fromSqlite = createHash('sha256');
  for (const row of sqlite.$client.prepare(select).raw().iterate()) fromSqlite.update(JSON.stringify(row));
  return { postgres: fromPostgres.digest('hex'), sqlite: fromSqlite.digest('hex'), rows: result.rows.length };
}

beforeAll(async () => {
  photoDir = mkdtempSync(join(tmpdir(), 'seed-postgres-photos-'));
  work = openDatabase(':memory:');
  summary = await seedPostgres(database.url, { scale: 1, photos: localPhotoStore(photoDir), seededAt, work });
  client = await connect(database.url);
});

afterAll(async () => {
  await client?.end();
  work?.$client.close();
  if (photoDir) rmSync(photoDir, { recursive: true, force: true });
});

describe('seedPostgres at scale 1', () => {
  it('gives every table the row count of the SQLite seed', async () => {
    const counts = await pgCounts(client);
    expect(Object.keys(counts).length).toBeGreaterThan(50);
    expect(counts).toEqual(sqliteCounts(work, Object.keys(counts)));
    expect(counts).toMatchObject(summary.counts);
    expect(counts).toEqual({ ...counts, ...summary.copied });
    expect(counts).toMatchObject({ sites: 3, vehicles: 4500, dealers: 300, api_logs: 30_000 });
  });

  it('gives every table the same rows as the SQLite seed, every column as SQLite holds it', async () => {
    // Integers are bigint read as numbers, flags 0/1 and timestamps ISO text on both engines, real
    // is double precision: nothing to normalise. Generated columns (vehicles.last6) compared too.
    for (const table of await tableNames(client)) {
      const hashes = await rowHashes(client, work, table);
      expect(hashes.postgres, `${table} (${hashes.rows} rows)`).toBe(hashes.sqlite);
    }
  });

  it('keeps the values the engines could disagree on: reals, flags, timestamps, long and marked-up text', async () => {
    const first = (await client.query(`SELECT grade, total_damages_cost FROM inspections WHERE grade IS NOT NULL ORDER BY condition_report_id LIMIT 50`)).rows;
    expect(first).toEqual(
      work.$client.prepare(`SELECT grade, total_damages_cost FROM inspections WHERE grade IS NOT NULL ORDER BY condition_report_id LIMIT 50`).all(),
    );
    expect(first.some((r) => !Number.isInteger(r.total_damages_cost))).toBe(true);
    expect((await client.query(`SELECT code, is_wan_up FROM sites ORDER BY id`)).rows).toEqual([
      { code: 'DAL', is_wan_up: 1 },
      { code: 'ATL', is_wan_up: 1 },
      { code: 'PHX', is_wan_up: 0 },
    ]);
    const longest = (await client.query(`SELECT max(length(response_content)) AS n FROM api_logs`)).rows[0].n;
    expect(longest).toBeGreaterThan(3_500_000);
    expect(longest).toBe(work.$client.prepare('SELECT max(length(response_content)) FROM api_logs').pluck().get());
    expect((await client.query(`SELECT count(*) AS n FROM flumbus_logs WHERE status = 'invalid' AND error_text LIKE '%<script>%'`)).rows[0].n).toBe(1);
  });

  it('moves every identity sequence past the seeded ids: a row inserted without an id gets max + 1', async () => {
    const identities = (
      await client.query<{ table_name: string; column_name: string }>(
        `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES' ORDER BY 1`,
      )
    ).rows;
    expect(identities.length).toBeGreaterThan(30);
    for (const { table_name: table, column_name: column } of identities) {
      const max = Number((await client.query(`SELECT coalesce(max("${column}"), 0) AS n FROM "${table}"`)).rows[0].n);
      const next = Number((await client.query(`SELECT nextval(pg_get_serial_sequence($1, $2)) AS n`, [`"${table}"`, column])).rows[0].n);
      expect(next, `${table}.${column}`).toBe(max + 1);
    }
    const brand = await client.query(`INSERT INTO tyre_brands (brand) VALUES ('Test brand') RETURNING brand_id`);
    expect(brand.rows[0].brand_id).toBe(74); // 72 seeded; nextval above took 73
  });

  it('copies the kept vehicle counts as SQLite kept them, then keeps them on PostgreSQL', async () => {
    const keptAndCounted = async () =>
      (
        await client.query<{ kept: number; counted: number }>(
          `SELECT c.vehicles AS kept, (SELECT count(*) FROM vehicles v WHERE v.site_id = c.site_id) AS counted FROM vehicle_counts c ORDER BY c.site_id`,
        )
      ).rows;
    const copied = await keptAndCounted();
    expect(copied.map((row) => row.kept)).toEqual(copied.map((row) => row.counted));
    expect(copied.reduce((sum, row) => sum + row.kept, 0)).toBe(4500);
    await client.query('BEGIN');
    try {
      await client.query(`INSERT INTO vehicles (site_id, vin) SELECT id, '1HGCM82633A00435' || id FROM sites`);
      const after = await keptAndCounted();
      expect(after.map((row) => row.kept)).toEqual(copied.map((row) => row.kept + 1));
    } finally {
      await client.query('ROLLBACK');
    }
  });

  it('refuses a database that holds rows, before seeding anything, and leaves it as it was', async () => {
    const before = await pgCounts(client);
    await expect(seedPostgres(database.url, { scale: 0.1, photos: localPhotoStore(photoDir) })).rejects.toThrow(/already holds data \(rows in .*\).*--force/);
    expect(await pgCounts(client)).toEqual(before);
  });

  it('refuses on the command line too, saying --force', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/db/seed-cli.ts', '--url', database.url, '--scale', '0.1'], {
      cwd: projectRoot,
      env: { ...process.env, PHOTO_DIR: photoDir },
    });
    const failure = await run.then(
      () => undefined,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/already holds data.*--force/);
    expect(failure?.stderr).not.toContain(':lot@');
  });
});

describe('seedPostgres --scale and --force', () => {
  let other: TestDatabase | undefined;
  afterAll(async () => {
    await other?.drop();
  });

  it('honours the scale, and with force replaces the rows rather than adding to them', async () => {
    other = await createTestDatabase();
    const small = openDatabase(':memory:');
    try {
      const first = await seedPostgres(other.url, { scale: 0.1, photos: localPhotoStore(photoDir), work: small });
      const c = await connect(other.url);
      try {
        const counts = await pgCounts(c);
        expect(counts).toEqual(sqliteCounts(small, Object.keys(counts)));
        expect(counts).toMatchObject({ vehicles: 450, dealers: 30, api_logs: 3000, sites: 3 });
        expect(first.counts.vehicles).toBe(450);

        await c.query(`INSERT INTO tyre_brands (brand) VALUES ('Added after the seed')`);
        const again = await seedPostgres(other.url, { scale: 0.1, photos: localPhotoStore(photoDir), force: true });
        expect(again.counts.vehicles).toBe(450);
        expect(await pgCounts(c)).toEqual(counts);
        expect((await c.query(`SELECT nextval(pg_get_serial_sequence('tyre_brands', 'brand_id')) AS n`)).rows[0].n).toBe(73);
      } finally {
        await c.end();
      }
    } finally {
      small.$client.close();
    }
  });
});

describe('copySqliteToPostgres', () => {
  let target: TestDatabase | undefined;
  afterAll(async () => {
    await target?.drop();
  });

  it('names the table when PostgreSQL refuses a value SQLite took, and the copy rolls back', async () => {
    target = await createTestDatabase();
    const source = openDatabase(':memory:');
    const c = await connect(target.url);
    try {
      // SQLite keeps text that is not a number in an integer column; PostgreSQL's bigint cannot.
      source.$client.prepare(`INSERT INTO sites (id, code, name, is_wan_up) VALUES (1, 'DAL', 'Dallas', 'yes')`).run();
      await c.query('BEGIN');
      await expect(copySqliteToPostgres(source.$client, c)).rejects.toThrow(/^Copying sites into PostgreSQL: invalid input syntax for type bigint/);
      await c.query('ROLLBACK');
      expect((await c.query('SELECT count(*) AS n FROM sites')).rows[0].n).toBe(0);
      expect((await c.query(`SELECT count(*) AS n FROM pg_constraint WHERE contype = 'f'`)).rows[0].n).toBeGreaterThan(60);
    } finally {
      await c.end();
      source.$client.close();
    }
  });
});

describe('useSeededPostgresDatabase', () => {
  it('gives the file a copy of the seeded template, at the SQLite tests’ scale, sequences bumped', async () => {
    const c = await connect(seeded.url);
    try {
      const counts = await pgCounts(c);
      expect(seededTemplateScale).toBe(1);
      expect(counts).toEqual(sqliteCounts(work, Object.keys(counts)));
      const inserted = await c.query(`INSERT INTO tyre_brands (brand) VALUES ('Test brand') RETURNING brand_id`);
      expect(inserted.rows[0].brand_id).toBe(73);
    } finally {
      await c.end();
    }
  });
});
