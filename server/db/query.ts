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
import { createHash } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { Table } from 'drizzle-orm';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type DatabaseConnection,
  type Dialect as KyselyDialect,
  type Generated,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { Db } from './connection.ts';
import { postgresDialect, sqliteDialect, type Dialect } from './dialect.ts';
import { postgresTypes } from './postgres.ts';
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

/**
 * `dialect` with its transactions opened by `begin` in place of its driver's own BEGIN: SQLite's
 * are `BEGIN IMMEDIATE`, PostgreSQL's READ COMMITTED (`PostgresDb`).
 */
function beginningWith(dialect: KyselyDialect, begin: string): KyselyDialect {
  return {
    createDriver: () =>
      Object.assign(dialect.createDriver(), {
        beginTransaction: async (connection: DatabaseConnection) => {
          await connection.executeQuery(CompiledQuery.raw(begin));
        },
      }),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/**
 * The most statements kept prepared per connection. The list engine writes a statement per
 * shape of request (its filters, sorts and relations: values are parameters), so the texts a
 * client can make are many: the least recently used is dropped past this many.
 */
export const preparedStatementLimit = 1000;

/** A statement cache in front of better-sqlite3: Kysely prepares on each call, which costs more than most of these statements take to run. */
function preparedOnce(client: BetterSqlite3.Database) {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => undefined,
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last (a Map keeps insertion order).
        statements.delete(text);
      } else {
        statement = client.prepare(text);
        if (statements.size >= preparedStatementLimit) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

const roots = new WeakMap<DbHandle, Query>();
/** The write transaction of the code running now, if any: set by `writeTransaction`, read by `q`. */
const current = new AsyncLocalStorage<{ db: DbHandle; trx: Transaction<Database> }>();

/**
 * A PostgreSQL database, opened by `openPostgres`: what `q`, `writeTransaction`, `lockFor` and
 * `compiledOnce` take, as they take a SQLite `Db`. Its `pool` is for the server's start and
 * stop and for tests; a data module goes through `q(db)`, or it would run beside the write.
 */
export class PostgresDb {
  readonly pool: pg.Pool;
  #closed = false;
  constructor(pool: pg.Pool) {
    this.pool = pool;
    // Every transaction READ COMMITTED whatever the server's default: each statement sees what
    // committed before it started, so a count taken after `lockFor` sees the rows of the write
    // that held the lock before (under REPEATABLE READ the snapshot could predate that commit,
    // and the count would miss them).
    const dialect = beginningWith(new PostgresDialect({ pool }), 'start transaction isolation level read committed');
    roots.set(this, new Kysely<Database>({ dialect }));
  }
  /** Ends the pool: waits for the connections in use to be released, then closes them all. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.pool.end();
  }
}

/** A database of either engine: the SQLite `Db` of connection.ts, or a `PostgresDb`. */
export type DbHandle = Db | PostgresDb;

/** What a PostgreSQL pool may be given beside its URL (its size, timeouts, application name). */
export type PostgresOptions = Omit<pg.PoolConfig, 'connectionString' | 'types'>;

/**
 * Opens the PostgreSQL database at `url` (already migrated: `migratePostgres`) as a handle of
 * the query layer: a `pg` pool whose int8 and counts come back as numbers (`postgresTypes`).
 * Connections open on first use; `close()` ends them.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): PostgresDb {
  const pool = new pg.Pool({ ...options, connectionString: url, types: postgresTypes });
  // An idle connection that fails (the server restarted, the database dropped) is an 'error' on
  // the pool, which would end the process unheard; the pool drops that connection and opens
  // another when one is next needed, and a statement that fails says so to its caller.
  pool.on('error', () => undefined);
  // The same for a connection in use: when the server ends it (a restart, pg_terminate_backend),
  // the statement under way fails and says so to its caller, and the client also emits 'error',
  // which without a listener would end the process. The pool drops the broken client when it is
  // released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new PostgresDb(pool);
}

function rootOf(db: DbHandle): Query {
  let root = roots.get(db);
  if (!root) {
    // A PostgresDb registers its instance when it is made: only a SQLite Db arrives here.
    const client = (db as Db).$client;
    const dialect = beginningWith(new SqliteDialect({ database: preparedOnce(client) }), 'begin immediate');
    roots.set(db, (root = new Kysely<Database>({ dialect })));
  }
  return root;
}

/** The SQL of `db`'s engine that differs from the other's (dialect.ts). A module asks this; only the layer asks which engine a handle is. */
export function dialectOf(db: DbHandle): Dialect {
  return db instanceof PostgresDb ? postgresDialect : sqliteDialect;
}

/** Where a data module runs its statements: the write transaction under way in this async context, or the database. */
export function q(db: DbHandle): Query {
  const store = current.getStore();
  return store && store.db === db ? store.trx : rootOf(db);
}

/**
 * Runs `work` as one write transaction on `db`: every `q(db)` inside it is the transaction,
 * and a throw rolls it all back. A write inside another joins it.
 */
export function writeTransaction<T>(db: DbHandle, work: () => Promise<T>): Promise<T> {
  const store = current.getStore();
  if (store && store.db === db) return work();
  return rootOf(db)
    .transaction()
    .execute((trx) => {
      return current.run({ db, trx }, work);
    });
}

/** The 64-bit advisory lock key of `key`: the first 8 bytes of its SHA-256, as a signed bigint's text. */
export function advisoryKey(key: string): string {
  return createHash('sha256').update(`lockFor:${key}`).digest().readBigInt64BE(0).toString();
}

/**
 * Inside a write: waits until no other write holds `key`, and holds it until this write ends.
 * For a rule that counts rows and then inserts (a throttle, a quota, a cap): two writes that
 * count at once must not both pass. On SQLite every write holds the database's write lock from
 * BEGIN IMMEDIATE, so there is nothing more to take. On PostgreSQL it is
 * `pg_advisory_xact_lock` on a 64-bit hash of the key, released by COMMIT or ROLLBACK; take it
 * before the count (READ COMMITTED: the count then sees the previous holder's rows).
 */
export async function lockFor(db: DbHandle, key: string): Promise<void> {
  const store = current.getStore();
  if (!store || store.db !== db) throw new Error(`lockFor(${key}) outside a write transaction`);
  if (db instanceof PostgresDb) await sql`select pg_advisory_xact_lock(${advisoryKey(key)}::bigint)`.execute(store.trx);
}

/** Which kind of constraint refused a statement, on either engine; null for any other error. */
export type ConstraintViolation = 'unique' | 'foreign key' | 'not null' | 'check';

const violations: Record<string, ConstraintViolation> = {
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreign key',
  SQLITE_CONSTRAINT_NOTNULL: 'not null',
  SQLITE_CONSTRAINT_CHECK: 'check',
  // PostgreSQL's SQLSTATE codes (class 23, integrity constraint violation).
  '23505': 'unique',
  '23503': 'foreign key',
  '23502': 'not null',
  '23514': 'check',
};

/** The constraint a failed statement broke (better-sqlite3's `code`, or PostgreSQL's SQLSTATE), or null. */
export function constraintViolation(error: unknown): ConstraintViolation | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && Object.hasOwn(violations, code) ? violations[code]! : null;
}

/** A statement refused for a duplicate of a unique value or key, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  return constraintViolation(error) === 'unique';
}

/**
 * A query built once per database and run with new values: Kysely builds and compiles a query
 * on each call (tens of microseconds, more than SQLite takes to run a lookup by key), so the
 * statements of every request are compiled once. `build` receives `param(name)`, a stand-in
 * for each value, and the database's dialect; the returned function takes the values by name.
 * Compiled once per database, so once per engine.
 */
export function compiledOnce<P extends string, R>(
  build: (query: Query, param: (name: P) => string, dialect: Dialect) => { compile(): CompiledQuery<R> },
): (db: DbHandle, values: Record<P, unknown>) => Promise<R[]> {
  const marker = '\u0000param:';
  const compiled = new WeakMap<DbHandle, CompiledQuery<R>>();
  return async (db, values) => {
    let query = compiled.get(db);
    if (!query) compiled.set(db, (query = build(rootOf(db), (name) => `${marker}${name}`, dialectOf(db)).compile()));
    const parameters = query.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(marker) ? values[value.slice(marker.length) as P] : value,
    );
    const result = await q(db).executeQuery<R>({ ...query, parameters });
    return result.rows;
  };
}

/** PostgreSQL SQLSTATEs of a database that cannot be reached or is going away: class 08, and the shutdowns and start-up of class 57P. */
const unavailableStates = /^(08...|57P0[123]|53300)$/;
/** Node's socket errors, and `pg`'s own messages for a connection that failed without a SQLSTATE. */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'SQLITE_BUSY']);
const unavailableMessages = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a statement failed because the database could not be had for a while, not because of
 * what it asked: PostgreSQL down, restarting or out of connections, the connection lost, or
 * SQLite's write lock still held by another process after busy_timeout. The request may be sent
 * again as it is (the error middleware answers 503 with Retry-After, which the outbox retries).
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const code = 'code' in cause ? cause.code : undefined;
    if (typeof code === 'string' && (unavailableStates.test(code) || unavailableCodes.has(code))) return true;
    const message = 'message' in cause ? cause.message : undefined;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    if (cause instanceof AggregateError && cause.errors.some(databaseUnavailable)) return true;
  }
  return false;
}
