/**
 * `npm run seed -- [--scale N] [--file path] [--url postgres://… [--force]]`: the deterministic
 * seed, on either engine (ADR 0072).
 *
 * - SQLite (no --url and no DATABASE_URL): recreates the database file from scratch (deleting it
 *   and its -wal/-shm), migrates it and fills it.
 * - PostgreSQL (--url, or DATABASE_URL): migrates the database, refuses it when it already holds
 *   rows unless --force (which deletes every row first, in the seed's own transaction), and fills
 *   it with the same rows, copied from the seed run on a SQLite work database. The database
 *   itself must exist (CREATE DATABASE … ENCODING 'UTF8'); it is never dropped.
 *
 * Photos go to the photo store: S3 when PHOTO_STORE=s3 or S3_BUCKET is set (ADR 0069), else
 * PHOTO_DIR, or a photos folder beside the database file (on PostgreSQL, beside the default
 * database file, where the server looks without PHOTO_DIR).
 */
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDatabaseFile, openDatabase } from './connection.ts';
import { seedDatabase, type SeedSummary } from './seed.ts';
import { shownUrl } from './from-env.ts';
import { DatabaseNotEmptyError, seedPostgres } from './seed-postgres.ts';
import { photoStoreFromEnv } from '../media/photo-store.ts';

const usage = `Usage: npm run seed -- [--scale N] [--file path/to/db.sqlite | --url postgres://… [--force]]

  --scale N   volumes times N (default 1: 4,500 vehicles, 30,000 API log calls; 222 is a million vehicles)
  --file      SQLite: the database file, recreated from scratch (default DATABASE_FILE, else ${defaultDatabaseFile})
  --url       PostgreSQL: the database to seed (default DATABASE_URL). It is migrated first, and must be
              empty: a database that holds rows is refused, unless --force
  --force     PostgreSQL: delete every row of the database first (in the seed's own transaction)

On PostgreSQL the seed runs on a SQLite work database (in memory up to scale 2, else a temporary
file in TMPDIR, about 35 MB a unit of scale) and is copied in one transaction: a seed that fails
or is interrupted leaves the database as it was.

Without --url and DATABASE_URL, the seed goes to SQLite. Photos go to S3 when PHOTO_STORE=s3 or
S3_BUCKET is set, else to PHOTO_DIR, else to a photos folder beside the (default) database file.`;

function describe(summary: SeedSummary): string {
  const c = summary.counts;
  return (
    `${c.sites} sites, ${c.users} users, ${c.dealers} dealers, ${c.dealer_reps} reps, ` +
    `${c.vehicles} vehicles, ${c.vehicle_images} images, ${c.inspections} inspections (${c.inspection_items} items), ${c.gate_passes} gate passes, ` +
    `${c.auction_sales} sales, ${c.api_logs} API logs, ${c.flumbus_logs} Flumbus logs`
  );
}

function main(): Promise<void> | void {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      file: { type: 'string' },
      url: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const scale = Number(values.scale);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`--scale must be a positive number, got "${values.scale}"`);
  if (values.file && values.url) throw new Error('--file (SQLite) and --url (PostgreSQL) name two databases: give one');
  const url = values.file ? undefined : (values.url ?? (process.env.DATABASE_URL || undefined));
  if (values.force && !url) throw new Error('--force is for PostgreSQL (--url or DATABASE_URL): the SQLite file is always recreated');
  if (url) return seedPostgresDatabase(url, scale, values.force);

  const file = resolve(values.file ?? process.env.DATABASE_FILE ?? defaultDatabaseFile);
  const photoDir = resolve(process.env.PHOTO_DIR ?? join(dirname(file), 'photos'));
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });

  return (async () => {
    const started = performance.now();
    const photos = await photoStoreFromEnv(process.env, photoDir);
    const db = openDatabase(file);
    try {
      const summary = await seedDatabase(db, { scale, photos });
      db.$client.pragma('wal_checkpoint(TRUNCATE)');
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Seeded ${file} at scale ${scale} in ${seconds} s: ${describe(summary)}; ${summary.files} picture files in ${photos.location}`);
    } finally {
      db.$client.close();
      await photos.close();
    }
  })();
}

async function seedPostgresDatabase(url: string, scale: number, force: boolean): Promise<void> {
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`--url and DATABASE_URL take a postgres:// URL, got "${shownUrl(url)}"`);
  const photoDir = resolve(process.env.PHOTO_DIR ?? join(dirname(resolve(process.env.DATABASE_FILE ?? defaultDatabaseFile)), 'photos'));
  const photos = await photoStoreFromEnv(process.env, photoDir);
  try {
    console.error(`Seeding at scale ${scale} on a SQLite work database, then copying it into ${shownUrl(url)}…`);
    const summary = await seedPostgres(url, {
      scale,
      photos,
      force,
      copy: {
        // The tables that take a while, so that a large scale shows it is moving.
        onProgress: (table, rows, ms) => {
          if (ms >= 1000) console.error(`  ${table}: ${rows ? `${rows} rows, ` : ''}${(ms / 1000).toFixed(1)} s`);
        },
      },
    });
    const rows = Object.values(summary.copied).reduce((sum, n) => sum + n, 0);
    const s = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `Seeded ${shownUrl(url)} at scale ${scale} in ${s(summary.elapsedMs)} s (seed ${s(summary.seedMs)} s, copy of ${rows} rows ${s(summary.copyMs)} s): ` +
        `${describe(summary)}; ${summary.files} picture files in ${photos.location}`,
    );
  } catch (error) {
    if (error instanceof DatabaseNotEmptyError) throw new Error(`${shownUrl(url)}: ${error.message}`, { cause: error });
    throw error;
  } finally {
    await photos.close();
  }
}

Promise.resolve()
  .then(main)
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
