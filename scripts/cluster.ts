/**
 * `npm run cluster -- [--processes 3] [--port 8080] [--scale 1]`: the console as several server
 * processes on one PostgreSQL database behind nginx, on this machine (docs/deployment.md), for
 * trying it out. npm builds the PWA and the server first.
 *
 * - PostgreSQL: DATABASE_URL (default postgres://lot:lot@127.0.0.1:5432/lot_console). As root on
 *   Debian the local cluster is started and the role made (scripts/postgres.mjs); the database is
 *   created when it does not exist, and seeded when it holds no user (the server never seeds
 *   PostgreSQL itself).
 * - Photos: the photo store of the environment (PHOTO_STORE=s3 with S3_*), else one folder all
 *   processes share (PHOTO_DIR, default data/photos).
 * - nginx: deploy/nginx/lot-console.conf, run unprivileged from a temporary folder.
 *
 * Ctrl-C stops everything; `kill -HUP <pid>` restarts the processes one after another (a rolling
 * restart), as a deployment would. A process that exits on its own (a crash, kill -9) is started
 * again, after 1 s, then 2, 4 … up to 30 s while it keeps exiting, and the log says so; a rolling
 * restart starts a process it finds stopped.
 *
 * IMAGE_URL_SECRET: taken from the environment when set, else drawn anew at each start of this
 * command (shared by its processes, kept through their restarts), so photo links signed before a
 * full restart stop working (docs/deployment.md).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { defaultBundleDir } from '../server/bundle.ts';
import { defaultDatabaseFile } from '../server/db/connection.ts';
import { shownUrl } from '../server/db/from-env.ts';
import { seedPostgres } from '../server/db/seed-postgres.ts';
import { photoStoreFromEnv } from '../server/media/photo-store.ts';
import { projectRoot } from '../server/lib/run-paths.ts';
import { startCluster, UncleanStops } from './lib/cluster.ts';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    scale: { type: 'string', default: '1' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('Usage: npm run cluster -- [--processes 3] [--port 8080] [--scale 1]   (DATABASE_URL, PHOTO_DIR or PHOTO_STORE=s3 with S3_*)');
  process.exit(0);
}
const processes = Number(values.processes);
const port = Number(values.port);
const scale = Number(values.scale);
if (!Number.isInteger(processes) || processes < 1 || processes > 16) throw new Error(`--processes must be 1 to 16, not "${values.processes}"`);
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a port number, not "${values.port}"`);
if (!(scale > 0)) throw new Error(`--scale must be a positive number, not "${values.scale}"`);

const databaseUrl = process.env.DATABASE_URL || 'postgres://lot:lot@127.0.0.1:5432/lot_console';
const target = new URL(databaseUrl);
const name = decodeURIComponent(target.pathname.slice(1));
if (!name) throw new Error(`DATABASE_URL names no database: ${shownUrl(databaseUrl)}`);
const server = new URL(databaseUrl);
server.pathname = '/postgres';

// The server and its role: as scripts/postgres.mjs does for the tests (it prints what to do where it cannot).
const ready = spawnSync(process.execPath, [resolve(projectRoot, 'scripts/postgres.mjs')], {
  env: { ...process.env, TEST_DATABASE_URL: server.toString() },
  stdio: 'inherit',
});
if (ready.status !== 0) process.exit(ready.status ?? 1);

const admin = new pg.Client({ connectionString: server.toString() });
await admin.connect();
const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
if (!exists) {
  // Byte-order text ("C"), as SQLite sorts: the lists sort the same on both engines (ADR 0070).
  await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}" ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0`);
  console.log(`Created the database ${name}.`);
}
await admin.end();

const s3 = process.env.PHOTO_STORE === 's3' || Boolean(process.env.S3_BUCKET);
const photoDir = resolve(process.env.PHOTO_DIR ?? resolve(defaultDatabaseFile, '..', 'photos'));
const probe = new pg.Client({ connectionString: databaseUrl });
await probe.connect();
const seeded = await probe
  .query('SELECT 1 FROM users LIMIT 1')
  .then((result) => (result.rowCount ?? 0) > 0)
  .catch(() => false);
await probe.end();
if (!seeded) {
  console.log(`Seeding ${shownUrl(databaseUrl)} at scale ${scale} …`);
  const photos = await photoStoreFromEnv(process.env, photoDir);
  try {
    const summary = await seedPostgres(databaseUrl, { scale, photos });
    console.log(`Seeded in ${(summary.elapsedMs / 1000).toFixed(1)} s.`);
  } finally {
    await photos.close();
  }
}

const cluster = await startCluster({
  databaseUrl,
  processes,
  port,
  bundle: resolve(defaultBundleDir, 'index.mjs'),
  photoEnv: s3 ? {} : { PHOTO_DIR: photoDir },
  env: process.env.IMAGE_URL_SECRET ? { IMAGE_URL_SECRET: process.env.IMAGE_URL_SECRET } : {},
  output: 'ignore',
  restart: { log: (line) => console.warn(line) },
});
console.log(`\nLot Console runs at ${cluster.url.replace('127.0.0.1', 'localhost')}: nginx in front of ${processes} server processes`);
for (const slot of cluster.processes) console.log(`  process ${slot.index + 1}: ${slot.url} (pid ${slot.child?.pid})`);
console.log(`  database: ${shownUrl(databaseUrl)}\n  photos: ${s3 ? `S3 bucket ${process.env.S3_BUCKET}` : photoDir}`);
if (!process.env.IMAGE_URL_SECRET)
  console.log('  IMAGE_URL_SECRET: drawn for this run (photo links signed now stop working after Ctrl-C and a new start; set it to keep them)');
console.log(`\nCtrl-C stops it; kill -HUP ${process.pid} restarts the processes one after another; a process that exits on its own is started again.`);

let rolling = false;
process.on('SIGHUP', () => {
  if (rolling) {
    console.log('A rolling restart is already under way.');
    return;
  }
  rolling = true;
  console.log('Rolling restart …');
  cluster
    .rollingRestart()
    .then(() => console.log('Rolling restart done.'))
    .catch((error: unknown) => {
      if (error instanceof UncleanStops) console.warn(`Rolling restart done: ${error.message}.`);
      else console.error('Rolling restart failed:', error instanceof Error ? error.message : error);
    })
    .finally(() => (rolling = false));
});
const stop = () => {
  console.log('\nStopping …');
  void cluster.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
