/**
 * The world of the end-to-end tests of several server processes (issue 39, cluster.spec.ts): two
 * processes of the server's bundle behind nginx (scripts/lib/cluster.ts, the repository's
 * deploy/nginx/lot-console.conf), on a PostgreSQL server of their own (server/test/
 * postgres-instance.ts: the tests stop and start it, which the machine's shared server must
 * never be) holding a copy of the seeded template, with the photos in s3rver on loopback.
 *
 * Made once per worker (about 10 s) and shared by the file's tests, which run one after another
 * in that worker and leave it as they found it: every process up, PostgreSQL up. `baseURL` is
 * nginx's address, so the suite's helpers (openAs, freshVehicle, `request`) talk to the cluster,
 * never to the suite's own SQLite server.
 *
 * Also what the tests check with: a connection to the cluster's database (rows counted there,
 * not through the API under test), the photos read straight from the bucket, and a record of the
 * answers the page got to its writes.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';
import { startCluster, type Cluster } from '../../scripts/lib/cluster.ts';
import { bundleServer } from '../../server/bundle.ts';
import { createTestDatabase, seededTemplate } from '../../server/test/postgres-databases.ts';
import { copyDatabaseInto, startPostgresInstance, type PostgresInstance } from '../../server/test/postgres-instance.ts';
import { startS3Server, type S3TestServer } from '../../server/test/s3-server.ts';
import { classifyStatus } from '../../src/offline/classify';

export interface ClusterWorld {
  cluster: Cluster;
  postgres: PostgresInstance;
  /** The cluster's database, for counting what landed. */
  db: pg.Pool;
  s3: S3TestServer;
  /** The stored bytes of a photo, read from the bucket (its key as the database holds it). */
  photoBytes(key: string): Promise<Buffer>;
  /** Stops everything and removes its folders; again, nothing. */
  close(): Promise<void>;
}

/** The processes' photo keys live under this prefix of the bucket. */
const photoPrefix = 'cluster';

/**
 * `outputDir`: Playwright's folder of this run's files, inside the project as the bundle must be
 * (bundle.ts). Not node_modules/.cache: in a git worktree whose node_modules links to another
 * checkout's, the bundle would find that checkout's dist/ and serve its build, not this one's.
 */
async function makeWorld(outputDir: string): Promise<ClusterWorld> {
  // This worker and the processes (which inherit its environment) run on Node 20, as the rest of
  // the suite: the AWS SDK's note that its releases of 2027 will need Node 22 is not the tests'.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  mkdirSync(outputDir, { recursive: true });
  const bundleDir = mkdtempSync(join(outputDir, 'cluster-server-'));
  const started: { close(): Promise<void> }[] = [{ close: async () => rmSync(bundleDir, { recursive: true, force: true }) }];
  const closeAll = async () => {
    for (const one of started.reverse()) await one.close().catch((error: unknown) => console.error('cluster world: could not close', error));
  };
  try {
    // Side by side: the bundle (esbuild), the private PostgreSQL (initdb), s3rver, and a copy of
    // the seeded template on the shared server (a copy, so that pg_dump never holds the template
    // itself open while another test file copies it).
    const [bundle, postgres, s3, source] = await Promise.all([
      bundleServer(bundleDir),
      startPostgresInstance().then((instance) => (started.push(instance), instance)),
      startS3Server().then((server) => (started.push(server), server)),
      seededTemplate().then((template) => createTestDatabase(template)),
    ]);
    let databaseUrl: string;
    try {
      databaseUrl = await copyDatabaseInto(postgres, source.url, 'lot_console');
    } finally {
      await source.drop();
    }
    const cluster = await startCluster({ databaseUrl, processes: 2, bundle, photoEnv: s3.env(photoPrefix) });
    started.push(cluster);
    const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // An idle connection ended by the PostgreSQL restart must not end the test process.
    db.on('error', () => undefined);
    started.push({ close: () => db.end() });
    const settings = s3.settings(photoPrefix);
    const bucket = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKeyId ?? '', secretAccessKey: settings.secretAccessKey ?? '' },
    });
    started.push({ close: async () => bucket.destroy() });
    let closing: Promise<void> | undefined;
    return {
      cluster,
      postgres,
      db,
      s3,
      async photoBytes(key) {
        const object = await bucket.send(new GetObjectCommand({ Bucket: settings.bucket, Key: `${settings.prefix}${key}` }));
        return Buffer.from(await object.Body!.transformToByteArray());
      },
      close: () => (closing ??= closeAll()),
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

export const test = base.extend<object, { world: ClusterWorld }>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, workerInfo) => {
      const world = await makeWorld(workerInfo.project.outputDir);
      await use(world);
      await world.close();
    },
    // Worker-scoped, so the file gets a worker of its own kind, which Playwright schedules after
    // every other file (it orders the test groups by their workers' fixtures): the cluster runs at
    // the end of the suite, with the machine nearly to itself. Measured on 2 cores, load 5-10
    // (2026-12-02): the whole end-to-end run took 545 s without this file and 548 s with it; a
    // variant with a test-scoped fixture, which ran it early beside the other tests, 635 s.
    // The timeout bounds a hang: on the loaded machine the start takes 10-30 s.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ world }, use) => {
    await use(world.cluster.url);
  },
});

export { expect };

/** The seed's damage catalogue entries every damage of these tests uses. */
const item = 'Hood';
const damage = 'Dent';
const severity = 'Less than 1 inch';

/**
 * Adds damages to the open report through the dialog, as an inspector does, described
 * `${prefix} ${i}` for i from `from` to `from + count - 1`, and waits for each on the screen.
 * `shown` is how many damages the report shows before.
 */
export async function addDamages(
  page: Page,
  prefix: string,
  { from = 0, count, shown = from }: { from?: number; count: number; shown?: number },
): Promise<void> {
  for (let i = 0; i < count; i++) {
    await page.getByRole('button', { name: 'Add Damage' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Damage' });
    await dialog.getByRole('combobox', { name: 'Item' }).selectOption({ label: item });
    await dialog.getByRole('combobox', { name: 'Damage', exact: true }).selectOption({ label: damage });
    await dialog.getByRole('combobox', { name: /^Severity/ }).selectOption({ label: severity });
    await dialog.getByRole('textbox', { name: 'Description' }).fill(`${prefix} ${from + i}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: `Damages (${shown + i + 1})` })).toBeVisible();
  }
}

/** `${prefix} 0` … `${prefix} ${count - 1}`: the descriptions addDamages wrote. */
export const described = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix} ${i}`);

/** The vehicle's reports, as rows of the database. */
export async function reportCount(world: ClusterWorld, vehicleId: number): Promise<number> {
  const rows = await world.db.query<{ count: string }>('SELECT count(*) FROM inspections WHERE vehicle_id = $1', [vehicleId]);
  return Number(rows.rows[0]?.count);
}

/** The descriptions of the damages of the vehicle's reports, in the order they were stored. */
export async function damagesOf(world: ClusterWorld, vehicleId: number): Promise<string[]> {
  const rows = await world.db.query<{ description: string }>(
    `SELECT c.description FROM inspection_items c JOIN inspections i ON i.condition_report_id = c.condition_report_id
      WHERE i.vehicle_id = $1 ORDER BY c.vehicle_condition_id`,
    [vehicleId],
  );
  return rows.rows.map((row) => row.description);
}

/** The vehicle's photos (not its damages'), as rows of the database. */
export async function vehicleImageRows(world: ClusterWorld, vehicleId: number): Promise<number> {
  const rows = await world.db.query<{ count: string }>('SELECT count(*) FROM vehicle_images WHERE vehicle_id = $1', [vehicleId]);
  return Number(rows.rows[0]?.count);
}

export interface StoredPhoto {
  key: string;
  mime: string;
  sha256: string;
}

/** The photos of the damages of the vehicle's reports, as rows of the database. */
export async function damagePhotosOf(world: ClusterWorld, vehicleId: number): Promise<StoredPhoto[]> {
  const rows = await world.db.query<StoredPhoto>(
    `SELECT p.image_file_path AS key, p.mime_type AS mime, p.sha256 FROM condition_images p
       JOIN inspection_items c ON c.vehicle_condition_id = p.vehicle_condition_id
       JOIN inspections i ON i.condition_report_id = c.condition_report_id
      WHERE i.vehicle_id = $1 ORDER BY c.vehicle_condition_id`,
    [vehicleId],
  );
  return rows.rows;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface WriteAnswer {
  method: string;
  path: string;
  status: number;
  retryAfter: string | undefined;
  /** The origin that answered: nginx's, or a process's own. */
  origin: string;
}

/**
 * Records the answers the page gets to its writes about the vehicle (its report, damages and
 * photos), as the outbox receives them.
 */
export function watchWrites(page: Page, vehicleId: number) {
  const answers: WriteAnswer[] = [];
  const about = [`/v3/vehicles3/${vehicleId}/`, `/v3/vehicles/${vehicleId}/`];
  page.on('response', (response) => {
    const request = response.request();
    const url = new URL(response.url());
    if (request.method() === 'GET' || !about.some((prefix) => url.pathname.startsWith(prefix))) return;
    answers.push({
      method: request.method(),
      path: url.pathname,
      status: response.status(),
      retryAfter: response.headers()['retry-after'],
      origin: url.origin,
    });
  });
  return {
    answers,
    /** Damages created (201 to a POST of …/conditions). */
    created: () => answers.filter((answer) => answer.status === 201 && answer.path.endsWith('/conditions')).length,
    /** Answers the outbox neither takes as done nor sends again: what it would show the inspector as an error. */
    shownAsErrors: () => answers.filter((answer) => !['done', 'retry'].includes(classifyStatus(answer.status))),
    /** Answers the outbox sent again, by status. */
    retried: () => answers.filter((answer) => classifyStatus(answer.status) === 'retry').map((answer) => answer.status),
  };
}
