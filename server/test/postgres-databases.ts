/**
 * A PostgreSQL database of its own for a test file (ADR 0070): a copy of a migrated template
 * (`CREATE DATABASE … TEMPLATE`, a file copy: no migration per file), dropped after the file.
 *
 * The server is TEST_DATABASE_URL (by default postgres://lot:lot@127.0.0.1:5432/postgres, the
 * role .ci/run and scripts/postgres.mjs create); its role needs CREATEDB. The template is named
 * after a hash of the migrations, so a changed migration gets a template of its own; it is built
 * once, under an advisory lock, by whichever test file comes first, and holds no open connection
 * (PostgreSQL copies only a template nobody is connected to).
 *
 * Free of any test framework, so that vitest (postgres.ts, its hooks) and Playwright (the
 * end-to-end tests of several processes) can both use it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { migratePostgres, postgresMigrationsFolder, postgresTypes } from '../db/postgres.ts';
import { seedReference } from '../db/seed-context.ts';
import { projectRoot } from '../lib/run-paths.ts';
import { localPhotoStore } from '../media/photo-store.ts';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://lot:lot@127.0.0.1:5432/postgres';

/** The key of the advisory lock taken while the template is built ("lottmpl" in ASCII). */
const templateLockKey = 0x6c6f74746d706cn.toString();

/** The URL of database `name` on the test server. */
export function databaseUrl(name: string): string {
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A connection to the test server's own database, for CREATE and DROP DATABASE. */
export async function adminClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: testDatabaseUrl, types: postgresTypes });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${testDatabaseUrl} (TEST_DATABASE_URL): run node scripts/postgres.mjs for what to do`, { cause: error });
  }
  return client;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(postgresMigrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('_journal.json')) continue;
    hash.update(file).update(readFileSync(join(postgresMigrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Drops database `name` if it exists, closing the connections still open to it.
 *
 * Not `DROP DATABASE … WITH (FORCE)`: that refuses, for a role that is not a superuser, when an
 * autovacuum worker is in the database ("must be a member of the role whose process is being
 * terminated": the worker runs as no role), and a test that wrote many rows often leaves one
 * there. The connections of our own role are ended here; a plain DROP then stops the autovacuum
 * workers itself and waits (up to 5 s) for the ended connections to go.
 */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND usename = current_user', [name]);
  await admin.query(`DROP DATABASE IF EXISTS ${quote(name)}`);
}

/**
 * A new, empty UTF8 database with byte-order text ("C", as SQLite sorts text), and the connection
 * that made it. Not migrated.
 */
export async function createEmptyDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`CREATE DATABASE ${quote(name)} ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0`);
}

/** The migrated template's name, building it first when it does not exist yet. */
export async function migratedTemplate(): Promise<string> {
  const name = `lot_template_${migrationsHash()}`;
  const admin = await adminClient();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [templateLockKey]);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      // Built under another name and renamed when complete: a run killed halfway leaves no
      // template that looks ready.
      const building = `${name}_building`;
      await dropDatabase(admin, building);
      await createEmptyDatabase(admin, building);
      await migratePostgres(databaseUrl(building));
      await admin.query(`ALTER DATABASE ${quote(building)} RENAME TO ${quote(name)}`);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [templateLockKey]).catch(() => {});
    await admin.end();
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh copy of the migrated template (or of `template`, a database nobody is connected to, such
 * as `seededTemplate()`); `drop()` removes it (closing whatever is still connected, `dropDatabase`).
 */
export async function createTestDatabase(template?: string): Promise<TestDatabase> {
  template ??= await migratedTemplate();
  // The pid lets scripts/postgres.mjs drop what a killed run left; the random part tells apart the
  // files of one run, which share its pid (worker threads).
  const name = `lot_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = await adminClient();
  try {
    await admin.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: databaseUrl(name),
    async drop() {
      const client = await adminClient();
      try {
        await dropDatabase(client, name);
      } finally {
        await client.end();
      }
    },
  };
}

/** The key of the advisory lock taken while the seeded template is built ("lotseedt" in ASCII). */
const seededTemplateLockKey = 0x6c6f747365656474n.toString();

/** The scale of the seeded template: the SQLite tests' seeded file's (global-setup.ts). */
export const seededTemplateScale = 1;

/**
 * A hash of what decides the seeded rows: the PostgreSQL migrations, the seed's sources
 * (server/db/seed*.ts and seed-data/), and the day the rows are dated from (seed-context.ts,
 * `seedReference`: a template of another day would hold another day's demo).
 */
function seedHash(seededAt: number): string {
  const hash = createHash('sha256')
    .update(migrationsHash())
    .update(String(seedReference(seededAt)));
  const folder = resolve(projectRoot, 'server/db');
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => (/^seed[^/]*\.ts$/.test(file) && !file.endsWith('.test.ts')) || file.startsWith('seed-data/'))
    .sort();
  for (const file of files) {
    if (!/\.(ts|json|txt)$/.test(file)) continue;
    hash.update(file).update(readFileSync(join(folder, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * The seeded template's name (`lot_seeded_<hash>`), building it first when it does not exist yet:
 * a copy of the migrated template filled by `seedPostgres` at `seededTemplateScale`, the same rows
 * as the SQLite tests' seeded file (but for the secrets of each seed's run: password hashes and
 * the vehicles' links). Built once a day, under an advisory lock, by whichever test file asks
 * first; `seededAt` chooses the day (`seedReference`), and the vitest runs pass the instant their
 * SQLite file was seeded at (`inject('seededAt')`), so both engines hold the rows of one day.
 * Its pictures are not kept: they are the same files as in the run's `inject('photoDir')`.
 */
export async function seededTemplate(seededAt = Date.now()): Promise<string> {
  const migrated = await migratedTemplate();
  const name = `lot_seeded_${seedHash(seededAt)}`;
  const admin = await adminClient();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [seededTemplateLockKey]);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      const building = `${name}_building`;
      await dropDatabase(admin, building);
      await admin.query(`CREATE DATABASE ${quote(building)} TEMPLATE ${quote(migrated)}`);
      const photoDir = mkdtempSync(join(tmpdir(), 'lot-seeded-template-photos-'));
      try {
        // Imported here: every file on PostgreSQL imports this module, few need the seed.
        const { seedPostgres } = await import('../db/seed-postgres.ts');
        await seedPostgres(databaseUrl(building), { scale: seededTemplateScale, photos: localPhotoStore(photoDir), seededAt });
      } finally {
        rmSync(photoDir, { recursive: true, force: true });
      }
      await admin.query(`ALTER DATABASE ${quote(building)} RENAME TO ${quote(name)}`);
      // The seeded templates of other days, migrations or seeds (about 55 MB each) are out of
      // date: dropped, unless a run is copying one right now (then the DROP fails, and a later
      // build drops it).
      const stale = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'lot\\_seeded\\_%' AND datname <> $1 AND datname NOT LIKE '%\\_building'`,
        [name],
      );
      for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${quote(datname)}`).catch(() => {});
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [seededTemplateLockKey]).catch(() => {});
    await admin.end();
  }
}
