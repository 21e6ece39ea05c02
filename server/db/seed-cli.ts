/**
 * `npm run seed -- [--scale N] [--file path]`: recreates the database file from scratch
 * (deleting it and its -wal/-shm), migrates it and fills it with the deterministic seed.
 * Photos go to the photo store: S3 when PHOTO_STORE=s3 or S3_BUCKET is set (ADR 0069), else
 * PHOTO_DIR, or a photos folder beside the database file.
 */
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDatabaseFile, openDatabase } from './connection.ts';
import { seedDatabase } from './seed.ts';
import { photoStoreFromEnv } from '../media/photo-store.ts';

function main(): Promise<void> | void {
  const { values } = parseArgs({
    options: { scale: { type: 'string', default: '1' }, file: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: false,
  });
  if (values.help) {
    console.log('Usage: npm run seed -- [--scale N] [--file path/to/db.sqlite]');
    return;
  }
  const scale = Number(values.scale);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`--scale must be a positive number, got "${values.scale}"`);
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
      const c = summary.counts;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Seeded ${file} at scale ${scale} in ${seconds} s: ${c.sites} sites, ${c.users} users, ${c.dealers} dealers, ${c.dealer_reps} reps, ` +
          `${c.vehicles} vehicles, ${c.vehicle_images} images, ${c.inspections} inspections (${c.inspection_items} items), ${c.gate_passes} gate passes, ` +
          `${c.auction_sales} sales, ${c.api_logs} API logs, ${c.flumbus_logs} Flumbus logs; ${summary.files} picture files in ${photos.location}`,
      );
    } finally {
      db.$client.close();
      await photos.close();
    }
  })();
}

Promise.resolve()
  .then(main)
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
