/**
 * Seeds one template database for the whole server test run; each test server
 * works on its own copy (http-server.ts), so tests never see each other's writes.
 * Bundles the server once, as `npm start` does, for the tests that start it as a process
 * (server-process.ts); in a folder of this run's own, inside the project (for its packages).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer, defaultBundleDir } from '../bundle.ts';
import { openDatabase } from '../db/connection.ts';
import { seedDatabase } from '../db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    photoDir: string;
    /**
     * When the run's seeded databases were seeded: the SQLite file at this instant, the
     * PostgreSQL template on its day. `seedReference(inject('seededAt'))` is the instant
     * their rows are dated from, which the tests of seeded dates count from.
     */
    seededAt: number;
    serverBundle: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'lot-console-server-tests-'));
  const file = join(folder, 'template.sqlite');
  const photoDir = join(folder, 'photos');
  const db = openDatabase(file);
  const seededAt = Date.now();
  await seedDatabase(db, { scale: 1, photoDir, seededAt });
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
  project.provide('templateDatabase', file);
  project.provide('photoDir', photoDir);
  project.provide('seededAt', seededAt);
  mkdirSync(dirname(defaultBundleDir), { recursive: true });
  const bundleDir = mkdtempSync(`${defaultBundleDir}-test-`);
  project.provide('serverBundle', await bundleServer(bundleDir));
  return () => {
    rmSync(folder, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  };
}
