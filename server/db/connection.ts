/**
 * Opens the SQLite database, applies the pending migrations and hands out the
 * Drizzle instance. The only module that knows the database file.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { usernameKey } from '../../src/contract/auth.ts';
import { projectRoot } from '../lib/run-paths.ts';
import * as schema from './schema.ts';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const migrationsFolder = resolve(projectRoot, 'server/db/migrations');

export const defaultDatabaseFile = resolve(projectRoot, 'data/console.sqlite');

/**
 * Opens (creating if needed) the database at `file` and migrates it to the latest schema.
 * `durable: false` is for a throwaway copy (a test server's, deleted after it): its commits are
 * not flushed to the disk, where each would wait for an fsync (4 ms here, far more on a busy
 * disk: the malformed-input test spent most of its time there).
 */
export function openDatabase(file: string, { durable = true }: { durable?: boolean } = {}): Db {
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL, not NORMAL: with WAL, NORMAL may lose the last commits on a power loss (ADR 0024).
  sqlite.pragma(durable ? 'synchronous = FULL' : 'synchronous = OFF');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Before the migrations: the unique index on users is over username_key(username).
  sqlite.function('username_key', { deterministic: true }, (name: unknown) => (typeof name === 'string' ? usernameKey(name) : null));
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return db;
}
