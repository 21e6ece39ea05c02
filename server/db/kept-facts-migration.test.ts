/**
 * The migration that gives reports their kept facts (ADR 0089; 0011 on SQLite, 0004 on
 * PostgreSQL), on a database that holds reports already: an original that an approved report
 * replaced keeps the vehicle's keys, drivable, body type and style and tyres as they are at the
 * migration; an approved report and an original not yet approved keep none.
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
import { afterAll, describe, expect, it } from 'vitest';
import { usernameKey } from '../../src/contract/auth.ts';
import { projectRoot } from '../lib/run-paths.ts';
import { adminClient, createEmptyDatabase, databaseUrl, dropDatabase } from '../test/postgres.ts';
import { migratePostgres, postgresMigrationsFolder, postgresTypes } from './postgres.ts';

const sqliteMigrationsFolder = resolve(projectRoot, 'server/db/migrations');
const migrationTag = 'report-kept-facts';
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A copy of `folder` whose journal ends before the kept facts' migration. */
function folderBefore(folder: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'lot-migrations-'));
  folders.push(copy);
  cpSync(folder, copy, { recursive: true });
  const journalPath = join(copy, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(migrationTag));
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return copy;
}

/** Vehicle 1's report 1 replaced by approved report 2; vehicle 2's report 3 not approved. */
const rows = [
  `INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas')`,
  `INSERT INTO vehicle_statuses (id, name) VALUES (1, 'Active')`,
  `INSERT INTO condition_report_types (id, name) VALUES (1, 'Standard'), (2, 'Approved')`,
  `INSERT INTO body_styles (id, body_style_code, body_style_desc) VALUES (2, 'SUV', 'Sport utility')`,
  `INSERT INTO vehicles (vehicle_id, site_id, vin, keys_count, drivable, body_type, body_style, tires, vehicle_status_id)
     VALUES (1, 1, '1FTFW1E50NFA00001', 3, 1, 'SUV', 2, '{"spareExists":true}', 1), (2, 1, '1FTFW1E50NFA00002', 1, 0, NULL, NULL, NULL, 1)`,
  `INSERT INTO inspections (condition_report_id, vehicle_id, condition_report_type_id, original_report_id, created_date)
     VALUES (1, 1, 1, NULL, '2026-11-01T00:00:00.000Z'), (2, 1, 2, 1, '2026-11-02T00:00:00.000Z'), (3, 2, 1, NULL, '2026-11-03T00:00:00.000Z')`,
];
const readBack = `SELECT condition_report_id, facts_kept_at, kept_keys_count, kept_drivable, kept_body_type, kept_body_style, kept_tires
  FROM inspections ORDER BY condition_report_id`;

interface KeptRow {
  condition_report_id: number;
  facts_kept_at: string | null;
  kept_keys_count: number | null;
  kept_drivable: number | null;
  kept_body_type: string | null;
  kept_body_style: number | null;
  kept_tires: string | null;
}

function expectKept(found: KeptRow[]): void {
  const none = { facts_kept_at: null, kept_keys_count: null, kept_drivable: null, kept_body_type: null, kept_body_style: null, kept_tires: null };
  expect(found).toEqual([
    {
      condition_report_id: 1,
      facts_kept_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      kept_keys_count: 3,
      kept_drivable: 1,
      kept_body_type: 'SUV',
      kept_body_style: 2,
      kept_tires: '{"spareExists":true}',
    },
    { condition_report_id: 2, ...none },
    { condition_report_id: 3, ...none },
  ]);
}

describe('the kept facts’ migration on a database with reports', () => {
  it('on SQLite: the approved report’s original keeps the vehicle’s facts of the day', () => {
    const sqlite = new Database(':memory:');
    sqlite.pragma('foreign_keys = ON');
    sqlite.function('username_key', { deterministic: true }, (name: unknown) => (typeof name === 'string' ? usernameKey(name) : null));
    const db = drizzleSqlite(sqlite);
    migrateSqlite(db, { migrationsFolder: folderBefore(sqliteMigrationsFolder) });
    for (const statement of rows) sqlite.exec(statement);
    migrateSqlite(db, { migrationsFolder: sqliteMigrationsFolder });
    expectKept(sqlite.prepare(readBack).all() as KeptRow[]);
    sqlite.close();
  });

  it('on PostgreSQL: the same', async () => {
    const name = `lot_test_kept_${process.pid}_${randomBytes(6).toString('hex')}`;
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
        await migratePostgresTo(drizzlePostgres(client), { migrationsFolder: folderBefore(postgresMigrationsFolder) });
        for (const statement of rows) await client.query(statement);
      } finally {
        await client.end();
      }
      expect((await migratePostgres(databaseUrl(name))).applied).toBeGreaterThan(0);
      const reader = new pg.Client({ connectionString: databaseUrl(name), types: postgresTypes });
      await reader.connect();
      try {
        expectKept((await reader.query<KeptRow>(readBack)).rows);
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
  });
});
