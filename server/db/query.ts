/**
 * The async query layer (ADR 0071): Kysely, typed from the Drizzle schema, on the database a
 * `Db` opened. Data modules read and write through `q(db)`, which is the write transaction
 * under way in this async context, or the database itself outside one; `writeTransaction`
 * opens that transaction. Nothing else in the server holds a Kysely instance, so no module can
 * run a statement beside the transaction its caller opened.
 *
 * On SQLite: one connection (better-sqlite3's), statements prepared once per SQL text, write
 * transactions taken with `BEGIN IMMEDIATE` (with several processes on one file, a transaction
 * that read first could not take the write lock another holds; one that takes it at BEGIN
 * waits under busy_timeout). Kysely holds the one connection for a transaction until it ends:
 * every other statement on the database waits for it, so no other request reads a write
 * half-done. Hence a transaction awaits nothing but its statements (the photo's bytes are
 * stored before it opens, the e-mail is sent after it commits), and a data module never keeps
 * an instance: it asks `q(db)` at each statement, since a statement on the database's own
 * instance, awaited inside a write, would wait for that write for ever.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import type { Table } from 'drizzle-orm';
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type Generated,
  type SqliteDialectConfig,
  type Transaction,
} from 'kysely';
import type { Db } from './connection.ts';
import type * as schema from './schema.ts';

/** The keys a row may leave out when it is inserted: columns with a default, nullable or generated. */
type InsertOptional<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/** A Drizzle table as Kysely sees it: the selected row, with the columns an insert may omit as `Generated`. */
type KyselyTable<T extends Table> = {
  [K in keyof T['$inferSelect']]: K extends InsertOptional<T['$inferInsert']> ? Generated<T['$inferSelect'][K]> : T['$inferSelect'][K];
};

type Tables = { [K in keyof typeof schema]: (typeof schema)[K] extends Table ? (typeof schema)[K] : never };

/** Every table of server/db/schema.ts, by its SQL name: the tables are described once, in the schema. */
export type Database = {
  [K in keyof Tables as Tables[K] extends Table ? Tables[K]['_']['name'] : never]: KyselyTable<Tables[K]>;
};

export type Query = Kysely<Database>;

/** Kysely's SQLite driver, with `BEGIN IMMEDIATE` for its transactions. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** A statement cache in front of better-sqlite3: Kysely prepares on each call, which costs more than most of these statements take to run. */
function preparedOnce(client: BetterSqlite3.Database) {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => undefined,
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) statements.set(text, (statement = client.prepare(text)));
      return statement;
    },
  };
}

const roots = new WeakMap<Db, Query>();
const current = new AsyncLocalStorage<{ db: Db; trx: Transaction<Database> }>();

function rootOf(db: Db): Query {
  let root = roots.get(db);
  if (!root) roots.set(db, (root = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: preparedOnce(db.$client) }) })));
  return root;
}

/** Where a data module runs its statements: the write transaction under way in this async context, or the database. */
export function q(db: Db): Query {
  const store = current.getStore();
  return store && store.db === db ? store.trx : rootOf(db);
}

/**
 * Runs `work` as one write transaction on `db`: every `q(db)` inside it is the transaction,
 * and a throw rolls it all back. A write inside another joins it.
 */
export function writeTransaction<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const store = current.getStore();
  if (store && store.db === db) return work();
  return rootOf(db)
    .transaction()
    .execute((trx) => current.run({ db, trx }, work));
}

/**
 * Inside a write: waits until no other write holds `key`, and holds it until this write ends.
 * For a rule that counts rows and then inserts (a throttle, a quota, a cap): two writes that
 * count at once must not both pass. On SQLite every write holds the database's write lock from
 * BEGIN IMMEDIATE, so there is nothing more to take.
 */
export async function lockFor(db: Db, key: string): Promise<void> {
  const store = current.getStore();
  if (!store || store.db !== db) throw new Error(`lockFor(${key}) outside a write transaction`);
}

/**
 * A query built once per database and run with new values: Kysely builds and compiles a query
 * on each call (tens of microseconds, more than SQLite takes to run a lookup by key), so the
 * statements of every request are compiled once. `build` receives `param(name)`, a stand-in
 * for each value; the returned function takes the values by name.
 */
export function compiledOnce<P extends string, R>(
  build: (query: Query, param: (name: P) => string) => { compile(): CompiledQuery<R> },
): (db: Db, values: Record<P, unknown>) => Promise<R[]> {
  const marker = '\u0000param:';
  const compiled = new WeakMap<Db, CompiledQuery<R>>();
  return async (db, values) => {
    let query = compiled.get(db);
    if (!query) compiled.set(db, (query = build(rootOf(db), (name) => `${marker}${name}`).compile()));
    const parameters = query.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(marker) ? values[value.slice(marker.length) as P] : value,
    );
    const result = await q(db).executeQuery<R>({ ...query, parameters });
    return result.rows;
  };
}
