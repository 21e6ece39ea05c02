/**
 * A data migration tested on a database that holds rows already: both engines migrated to just
 * before the migration named by `tag`, `rows` inserted, then migrated to the end, and `read`
 * answered. Used by the hand-written migrations' tests (kept facts, markup's photo).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgresTo } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, expect } from 'vitest';
import { usernameKey } from '../../src/contract/auth.ts';
import { migratePostgres, postgresMigrationsFolder, postgresTypes } from '../db/postgres.ts';
import { projectRoot } from '../lib/run-paths.ts';
import { adminClient, createEmptyDatabase, databaseUrl, dropDatabase } from './postgres.ts';

const sqliteMigrationsFolder = resolve(projectRoot, 'server/db/migrations');

/** For a test file: `before(folder)` copies a migrations folder whose journal ends before the migration tagged `tag`; the copies go after the file. */
function journalsBefore(tag: string) {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  return (folder: string): string => {
    const copy = mkdtempSync(join(tmpdir(), 'lot-migrations-'));
    folders.push(copy);
    cpSync(folder, copy, { recursive: true });
    const journalPath = join(copy, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
    expect(at).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    return copy;
  };
}

/** Call at a test file's top level; the functions it answers run one engine's round each. */
export function dataMigration(tag: string) {
  const before = journalsBefore(tag);
  return {
    sqlite<T>(rows: readonly string[], read: string): T[] {
      const sqlite = new Database(':memory:');
      try {
        sqlite.pragma('foreign_keys = ON');
        sqlite.function('username_key', { deterministic: true }, (name: unknown) => (typeof name === 'string' ? usernameKey(name) : null));
        const db = drizzleSqlite(sqlite);
        migrateSqlite(db, { migrationsFolder: before(sqliteMigrationsFolder) });
        for (const statement of rows) sqlite.exec(statement);
        migrateSqlite(db, { migrationsFolder: sqliteMigrationsFolder });
        return sqlite.prepare(read).all() as T[];
      } finally {
        sqlite.close();
      }
    },
    async postgres<T extends pg.QueryResultRow>(rows: readonly string[], read: string): Promise<T[]> {
      const name = `lot_test_migration_${process.pid}_${randomBytes(6).toString('hex')}`;
      const admin = await adminClient();
      try {
        await createEmptyDatabase(admin, name);
      } finally {
        await admin.end();
      }
      try {
        const client = new pg.Client({ connectionString: databaseUrl(name), types: postgresTypes });
        await client.connect();
        try {
          await migratePostgresTo(drizzlePostgres(client), { migrationsFolder: before(postgresMigrationsFolder) });
          for (const statement of rows) await client.query(statement);
        } finally {
          await client.end();
        }
        expect((await migratePostgres(databaseUrl(name))).applied).toBeGreaterThan(0);
        const reader = new pg.Client({ connectionString: databaseUrl(name), types: postgresTypes });
        await reader.connect();
        try {
          return (await reader.query<T>(read)).rows;
        } finally {
          await reader.end();
        }
      } finally {
        const cleanup = await adminClient();
        try {
          await dropDatabase(cleanup, name);
        } finally {
          await cleanup.end();
        }
      }
    },
  };
}
