/**
 * Starts the real server over HTTP on a free port, on a private copy of the seeded
 * template database and photo folder, for API tests that talk to it the way the PWA does.
 *
 * On SQLite (the default) the copy is of the seeded file (global-setup.ts); with
 * `engine: 'PostgreSQL'` it is a database of its own copied from the seeded template
 * (`seededTemplate()`, the same rows but for password hashes and vehicle links), served as
 * `DATABASE_URL` serves it (server/db/from-env.ts): a pool for the writes and a pool of their
 * own, with a statement timeout, for the list reads. The database is dropped at `close()`.
 */
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type BetterSqlite3 from 'better-sqlite3';
import type { RawBuilder } from 'kysely';
import { inject } from 'vitest';
import { createApp, type AppOptions } from '../app.ts';
import { openDatabase } from '../db/connection.ts';
import { openPostgres, PostgresDb, q, type DbHandle } from '../db/query.ts';
import { postgresReadOptions } from '../list/read-pool.ts';
import type { PhotoStore } from '../media/photo-store.ts';
import type { TestEngine } from './engines.ts';
import { createTestDatabase, seededTemplate, type TestDatabase } from './postgres.ts';
import { demoToken, type demoSignIns } from './server-process.ts';

export interface TestServer {
  url: string;
  engine: TestEngine['name'];
  /** The server's database, on either engine (read it through `query` or `q(db)`). */
  db: DbHandle;
  /** SQLite only: the better-sqlite3 connection, for the tests that run on SQLite alone. Throws on PostgreSQL. */
  readonly sqlite: BetterSqlite3.Database;
  /** The rows of a statement (Kysely's `sql` template) run on the server's database, on either engine. */
  query<T>(statement: RawBuilder<T>): Promise<T[]>;
  /** The app being served (its `routes` list every route, for tests that visit them all). */
  app: ReturnType<typeof createApp>;
  /** This server's own copy of the seeded photo folder (uploads land here). */
  photoDir: string;
  /** The server's photo store: the local folder photoDir, unless the test gave one (S3). */
  photos: PhotoStore;
  call(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  signIn(who: keyof typeof demoSignIns): Promise<string>;
  close(): Promise<void>;
}

/** The seeded database of one test server: its handle(s), and how to let it go. */
interface SeededDatabase {
  db: DbHandle;
  readsDb?: PostgresDb;
  close(): Promise<void>;
}

async function seededDatabase(engine: TestEngine['name'], folder: string): Promise<SeededDatabase> {
  if (engine === 'SQLite') {
    const file = join(folder, 'db.sqlite');
    copyFileSync(inject('templateDatabase'), file);
    const db = openDatabase(file, { durable: false });
    return {
      db,
      close: async () => {
        db.$client.close();
      },
    };
  }
  const database: TestDatabase = await createTestDatabase(await seededTemplate(inject('seededAt')));
  // Pools as the server's defaults (from-env.ts: DATABASE_POOL_SIZE, DATABASE_READ_POOL_SIZE, LIST_READ_TIMEOUT_SECONDS).
  const db = openPostgres(database.url, { max: 10, application_name: 'lot-console test server' });
  const readsDb = openPostgres(database.url, postgresReadOptions({ size: 4, statementTimeoutMs: 15_000 }));
  return {
    db,
    readsDb,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}

export async function startTestServer(
  options: Pick<
    AppOptions,
    'testFaults' | 'laneMonitorActionMs' | 'sendMail' | 'renderPdf' | 'apiLogRetention' | 'publicUrl' | 'publicHosts' | 'mailQuota' | 'photos'
  > & { engine?: TestEngine['name'] } = {},
): Promise<TestServer> {
  const { engine = 'SQLite', ...appOptions } = options;
  const folder = mkdtempSync(join(tmpdir(), 'lot-console-api-'));
  const photoDir = join(folder, 'photos');
  cpSync(inject('photoDir'), photoDir, { recursive: true });
  const database = await seededDatabase(engine, folder);
  const { db } = database;
  const app = createApp({ db, readsDb: database.readsDb, photoDir, ...appOptions });
  await app.swept;
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  // As server/index.ts: the client closes an idle connection, not the server (with Node's 5 s, a
  // loaded machine saw the server close one that fetch was just reusing: ECONNRESET).
  Object.assign(server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call: TestServer['call'] = (path, init = {}) => {
    const { token, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    return fetch(`${url}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  };

  return {
    url,
    engine,
    db,
    get sqlite() {
      if (db instanceof PostgresDb) throw new Error('server.sqlite is the SQLite connection: this server runs on PostgreSQL (use server.query)');
      return db.$client;
    },
    query: async (statement) => (await statement.execute(q(db))).rows,
    app,
    photoDir,
    photos: app.photos,
    call,
    signIn: (who) => demoToken(url, who),
    async close() {
      // The test's own idle connections are closed with it (they would otherwise keep it open for the 65 s above).
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await closed;
      // The list reads' workers (SQLite) or pool (PostgreSQL), then the database.
      await app.closeReads();
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
