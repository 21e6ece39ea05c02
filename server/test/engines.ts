/**
 * The two engines of the query layer (ADR 0071), for a test file whose cases run on both:
 *
 *     const engines = testEngines();
 *     describe.each(engines)('on $name', (engine) => {
 *       let db: DbHandle;
 *       beforeEach(async () => (db = await engine.open()));
 *       afterEach(() => engine.close(db));
 *
 * Each test gets an empty migrated database: SQLite in memory; on PostgreSQL the file's own
 * database (`usePostgresDatabase`) with every table emptied and its used identities restarted, so
 * ids start at 1 as in a new SQLite file.
 */
import { openDatabase, type Db } from '../db/connection.ts';
import { openPostgres, type DbHandle, type PostgresDb, type PostgresOptions } from '../db/query.ts';
import { usePostgresDatabase } from './postgres.ts';

export interface TestEngine {
  name: 'SQLite' | 'PostgreSQL';
  /** A new handle on an empty migrated database. */
  open(options?: PostgresOptions): Promise<DbHandle>;
  close(db: DbHandle): Promise<void>;
}

const deletionOrders = new Map<string, Promise<string>>();

/**
 * One script that deletes every row of the schema, tables that refer to others first, and
 * restarts every identity that has been used (a rolled-back insert moves one too). DELETE on a
 * few small tables, where TRUNCATE of all of them took 1.5 s a test (a new file per table and
 * index).
 */
async function emptyingScript(db: PostgresDb): Promise<string> {
  const tables = (await db.pool.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`)).rows.map(
    (row) => row.name,
  );
  const references = await db.pool.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint f
       JOIN pg_class c ON c.oid = f.conrelid JOIN pg_class p ON p.oid = f.confrelid
      WHERE f.contype = 'f' AND f.connamespace = current_schema()::regnamespace AND f.conrelid <> f.confrelid`,
  );
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new Error(`Foreign keys form a cycle through ${table}: emptyTables needs TRUNCATE … CASCADE`);
    state.set(table, 'visiting');
    for (const { child, parent } of references.rows) if (parent === table) visit(child);
    state.set(table, 'done');
    order.push(table);
  };
  for (const table of tables) visit(table);
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  return [
    ...order.map((table) => `DELETE FROM ${quote(table)};`),
    `SELECT setval(format('%I.%I', schemaname, sequencename)::regclass, 1, false) FROM pg_sequences
      WHERE schemaname = current_schema() AND last_value IS NOT NULL;`,
  ].join('\n');
}

async function emptyTables(db: PostgresDb, url: string): Promise<void> {
  let script = deletionOrders.get(url);
  if (!script) deletionOrders.set(url, (script = emptyingScript(db)));
  // Emptied whatever the handle's own statement timeout (a read handle's is 100 ms in a test of it,
  // which a loaded machine's deletions outlast); the handle's own comes back after.
  await db.pool.query(`SET statement_timeout = 0;\n${await script}\nRESET statement_timeout;`);
}

/** SQLite and PostgreSQL; call once at the top of the file (it adds the PostgreSQL database's hooks). */
export function testEngines(): TestEngine[] {
  const postgres = usePostgresDatabase();
  return [
    {
      name: 'SQLite',
      open: async () => openDatabase(':memory:'),
      close: async (db) => {
        (db as Db).$client.close();
      },
    },
    {
      name: 'PostgreSQL',
      async open(options) {
        const db = openPostgres(postgres.url, options);
        await emptyTables(db, postgres.url);
        return db;
      },
      close: (db) => (db as PostgresDb).close(),
    },
  ];
}
