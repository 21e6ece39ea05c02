/**
 * PostgreSQL's side of the schema (ADR 0070): its migrations, applied once however many server
 * processes start at the same moment, and the sequences to move past a seed's explicit ids.
 * Nothing here seeds: a PostgreSQL database gets data only from `npm run seed`.
 */
import { resolve } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { projectRoot } from '../lib/run-paths.ts';

export const postgresMigrationsFolder = resolve(projectRoot, 'server/db/migrations-pg');

/**
 * The key of the advisory lock the migrations run under (any bigint the application uses for
 * nothing else: "lotmigr" in ASCII).
 */
export const migrationLockKey = 0x6c6f746d696772n;

/**
 * node-postgres's type parsers, int8 read as a JavaScript number: the schema's integers are
 * bigint (8 bytes, as SQLite's INTEGER) and so are count(*) and sum() of integers, which SQLite
 * hands back as numbers. Every id and count here is far below 2^53.
 */
export const postgresTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** What `query` can run on: a client, a pool, or a client inside a transaction. */
export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

async function appliedCount(client: Queryable): Promise<number> {
  const table = await client.query<{ exists: boolean }>(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists`);
  if (!table.rows[0]?.exists) return 0;
  const count = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  return count.rows[0]?.n ?? 0;
}

/**
 * Applies the pending PostgreSQL migrations to the database at `url`, under a session-level
 * advisory lock: of several processes that start at once, the first applies them and the others
 * wait, then find nothing to apply (Drizzle's migrator takes no lock of its own). Resolves to the
 * number of migrations this call applied. Refuses a database whose encoding is not UTF8
 * (username_key() normalizes Unicode).
 */
export async function migratePostgres(url: string): Promise<{ applied: number }> {
  const client = new pg.Client({ connectionString: url, types: postgresTypes });
  await client.connect();
  try {
    const encoding = (await client.query<{ server_encoding: string }>('SHOW server_encoding')).rows[0]?.server_encoding;
    if (encoding !== 'UTF8')
      throw new Error(
        `The PostgreSQL database must be UTF8, not ${encoding}: CREATE DATABASE … ENCODING 'UTF8' TEMPLATE template0 (usernames are normalized Unicode)`,
      );
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey.toString()]);
    try {
      const before = await appliedCount(client);
      await migrate(drizzle(client), { migrationsFolder: postgresMigrationsFolder });
      return { applied: (await appliedCount(client)) - before };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey.toString()]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Moves every identity sequence of the current schema past the largest id its table holds. The
 * seeds insert explicit ids (as SQLite allows), which an identity column takes without advancing
 * its sequence: without this, the next row inserted without an id would collide with a seeded one.
 */
export async function bumpSequences(client: Queryable): Promise<void> {
  const identities = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND is_identity = 'YES' ORDER BY table_name`,
  );
  for (const { table_name: table, column_name: column } of identities.rows) {
    const quotedTable = `"${table.replace(/"/g, '""')}"`;
    const quotedColumn = `"${column.replace(/"/g, '""')}"`;
    // setval(…, n, false): the next value is n itself.
    await client.query(`SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${quotedColumn}) FROM ${quotedTable}), 0) + 1, false)`, [
      quotedTable,
      column,
    ]);
  }
}
