/**
 * Two server processes on one PostgreSQL database behind nginx, photos in S3-compatible storage
 * (s3rver on loopback), as docs/deployment.md sets them up (scripts/lib/cluster.ts,
 * deploy/nginx/lot-console.conf). A client sends its writes as the tablets' outbox does: each
 * with its Idempotency-Key, sent again with the same key after a network error, 408, 409, 429
 * or 5xx (src/offline/classify.ts), anything else kept as the answer. Each test checks that
 * every write landed exactly once, whatever happened to the processes meanwhile. The cluster
 * starts a process that dies on its own again, as `npm run cluster` does (its log is kept here).
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nginxBinary, startCluster, type Cluster } from '../../scripts/lib/cluster.ts';
import { postgresTypes } from '../db/postgres.ts';
import { smallJpeg } from '../media/test-images.ts';
import { useSeededPostgresDatabase } from '../test/postgres.ts';
import { inspectorToken } from '../test/server-process.ts';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';

const database = useSeededPostgresDatabase();
let cluster: Cluster;
let s3: S3TestServer;
let client: pg.Client;
let token = '';
/** What the cluster logged: its starts again of processes that died. */
const logLines: string[] = [];
const logWaits: { pattern: RegExp; done: (line: string) => void }[] = [];

/** Resolves with the cluster's log line that matches `pattern`, once it is logged. */
const logged = (pattern: RegExp) =>
  new Promise<string>((done) => {
    const already = logLines.find((line) => pattern.test(line));
    if (already) done(already);
    else logWaits.push({ pattern, done });
  });

function log(line: string) {
  logLines.push(line);
  for (const wait of logWaits.filter((one) => one.pattern.test(line))) {
    logWaits.splice(logWaits.indexOf(wait), 1);
    wait.done(line);
  }
}

beforeAll(async () => {
  if (spawnSync(nginxBinary(), ['-v']).error) throw new Error('nginx is not installed: apt-get install -y nginx-light (.ci/run does)');
  s3 = await startS3Server();
  cluster = await startCluster({ databaseUrl: database.url, processes: 2, bundle: inject('serverBundle'), photoEnv: s3.env('cluster'), restart: { log } });
  client = new pg.Client({ connectionString: database.url, types: postgresTypes });
  await client.connect();
  token = await inspectorToken(cluster.url);
}, 180_000);

afterAll(async () => {
  await client?.end();
  await cluster?.close();
  await s3?.close();
});

const auth = (headers: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, ...headers });

/** What the outbox sends again (src/offline/classify.ts): no answer, 408, 409, 429, 5xx. */
const sentAgain = (status: number | 'network') => status === 'network' || status === 408 || status === 409 || status === 429 || status >= 500;

interface Sent {
  status: number;
  body: unknown;
  /** Every answer before the last, which the outbox sent again. */
  retried: (number | 'network')[];
}

/** One write as the outbox sends it: again with its key until an answer it keeps. */
async function outboxSend(url: string, init: RequestInit & { key: string }): Promise<Sent> {
  const retried: (number | 'network')[] = [];
  for (;;) {
    let status: number | 'network';
    let body: unknown;
    try {
      const reply = await fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), 'Idempotency-Key': init.key } });
      status = reply.status;
      body = await reply.json().catch(() => null);
    } catch {
      status = 'network';
    }
    if (typeof status === 'number' && !sentAgain(status)) return { status, body, retried };
    retried.push(status);
    if (retried.length > 200) throw new Error(`${init.method} ${url}: still ${status} after 200 sends`);
    // The outbox's backoff, short: the next send waits for the one before to be answered anyway.
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

async function newReport(vehicleSlot: number): Promise<{ vehicleId: number; base: string }> {
  const rows = await client.query<{ vehicle_id: number }>(
    `SELECT v.vehicle_id FROM vehicles v JOIN sites s ON s.id = v.site_id
      WHERE s.code = 'DAL' AND v.vehicle_status_id <= 3 AND NOT EXISTS (SELECT 1 FROM inspections i WHERE i.vehicle_id = v.vehicle_id)
      ORDER BY v.vehicle_id LIMIT 1 OFFSET $1`,
    [vehicleSlot],
  );
  const vehicleId = rows.rows[0]!.vehicle_id;
  const created = await outboxSend(`${cluster.url}/v3/vehicles3/${vehicleId}/inspections`, {
    key: `cluster-report-${vehicleId}`,
    method: 'POST',
    headers: auth({ 'Content-Type': 'application/json' }),
    body: '{}',
  });
  expect(created.status).toBe(201);
  const reportId = (created.body as { response: { condition_report_id: number } }).response.condition_report_id;
  return { vehicleId, base: `${cluster.url}/v3/vehicles3/${vehicleId}/inspections/${reportId}` };
}

/** Sends damages one after another (as a tablet's outbox flushes) until `until` resolves and at least `least` are sent; their answers. */
async function flushDamages(base: string, prefix: string, least: number, until: Promise<unknown>): Promise<Sent[]> {
  let over = false;
  void until.finally(() => (over = true));
  const sent: Sent[] = [];
  for (let i = 0; !over || i < least; i++) {
    sent.push(
      await outboxSend(`${base}/conditions`, {
        key: `${prefix}-${i}`,
        method: 'POST',
        headers: auth({ 'Content-Type': 'application/json' }),
        body: JSON.stringify({ item_code: 1, damage_code: 1, severity_code: 1, description: `${prefix} ${i}` }),
      }),
    );
  }
  return sent;
}

async function damagesOf(vehicleId: number): Promise<string[]> {
  const rows = await client.query<{ description: string }>(
    `SELECT c.description FROM inspection_items c JOIN inspections i ON i.condition_report_id = c.condition_report_id
      WHERE i.vehicle_id = $1 ORDER BY c.vehicle_condition_id`,
    [vehicleId],
  );
  return rows.rows.map((row) => row.description);
}

describe('two processes behind nginx, on PostgreSQL and S3', () => {
  it('show through one process a photo uploaded through the other', async () => {
    const [first, second] = cluster.processes;
    const vehicles = await client.query<{ vehicle_id: number }>(
      `SELECT v.vehicle_id FROM vehicles v JOIN sites s ON s.id = v.site_id WHERE s.code = 'DAL' ORDER BY v.vehicle_id DESC LIMIT 1`,
    );
    const vehicleId = vehicles.rows[0]!.vehicle_id;
    const form = new FormData();
    form.append('image', new Blob([smallJpeg()], { type: 'image/jpeg' }), 'car.jpg');
    const uploaded = await fetch(`${first!.url}/v3/vehicles/${vehicleId}/images`, { method: 'POST', body: form, headers: auth() });
    expect(uploaded.status).toBe(201);
    const image = ((await uploaded.json()) as { response: { vehicle_image_id: number; other_sizes: { original: string } } }).response;
    const shown = await fetch(new URL(image.other_sizes.original, second!.url));
    expect([shown.status, shown.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await shown.arrayBuffer()).byteLength).toBeGreaterThan(100);
    // And the other way: the second process lists it with a URL the first serves.
    const listed = await fetch(`${second!.url}/v3/util/vehicle_images?filters[0]=vehicle_id|eq|${vehicleId}&per_page=100`, { headers: auth() });
    const rows = ((await listed.json()) as { data: { vehicle_image_id: number; other_sizes: { small: string } }[] }).data;
    const row = rows.find((r) => r.vehicle_image_id === image.vehicle_image_id);
    expect((await fetch(new URL(row!.other_sizes.small, first!.url))).status).toBe(200);
  });

  it('land every write of a flush once through a rolling restart of both processes', async () => {
    const { vehicleId, base } = await newReport(40);
    const restart = cluster.rollingRestart();
    const sent = await flushDamages(base, 'rolling', 20, restart);
    await restart;
    expect(sent.map((one) => one.status).filter((status) => status !== 201)).toEqual([]);
    // What the outbox had to send again: only what it does send again, never a 4xx it would show.
    expect(sent.flatMap((one) => one.retried).filter((status) => !sentAgain(status))).toEqual([]);
    expect(await damagesOf(vehicleId)).toEqual(sent.map((_, i) => `rolling ${i}`));
  });

  it('land every write of a flush once when a process is killed with SIGKILL during it', async () => {
    const { vehicleId, base } = await newReport(41);
    let killed!: () => void;
    const kill = new Promise<void>((done) => (killed = done));
    const flush = flushDamages(base, 'killed', 20, kill);
    // Killed once the flush is under way: after its first answers, while it still sends.
    while ((await damagesOf(vehicleId)).length < 3);
    await cluster.stop(0, 'SIGKILL');
    await cluster.start(0);
    killed();
    const sent = await flush;
    expect(sent.map((one) => one.status).filter((status) => status !== 201)).toEqual([]);
    expect(await damagesOf(vehicleId)).toEqual(sent.map((_, i) => `killed ${i}`));
  });

  it('land every write of a flush once when a process killed from outside is started again by the cluster', async () => {
    const { vehicleId, base } = await newReport(42);
    let back!: () => void;
    const restarted = new Promise<void>((done) => (back = done));
    const flush = flushDamages(base, 'outside', 20, restarted);
    while ((await damagesOf(vehicleId)).length < 3);
    // kill -9, from outside the cluster (an operator, the OOM killer): nobody asked it to stop.
    const pid = cluster.processes[1]!.child!.pid!;
    process.kill(pid, 'SIGKILL');
    await logged(/^process 2 is running again/);
    back();
    const sent = await flush;
    expect(sent.map((one) => one.status).filter((status) => status !== 201)).toEqual([]);
    expect(await damagesOf(vehicleId)).toEqual(sent.map((_, i) => `outside ${i}`));
    expect(logLines).toEqual([
      `process 2 (pid ${pid}) exited on its own (SIGKILL): starting it again in 1 s`,
      `process 2 is running again (pid ${cluster.processes[1]!.child!.pid})`,
    ]);
    expect((await fetch(`${cluster.processes[1]!.url}/v3/health`)).status).toBe(200);
  });

  it('land every write of a flush once through a rolling restart that finds a process dead, which it starts', async () => {
    const { vehicleId, base } = await newReport(43);
    const first = cluster.processes[0]!.child!;
    const gone = new Promise((done) => first.once('exit', done));
    process.kill(first.pid!, 'SIGKILL');
    await gone;
    // At once, as kill -HUP right after: the cluster's own start again is a second away.
    const restart = cluster.rollingRestart();
    const sent = await flushDamages(base, 'dead-rolling', 20, restart);
    await restart;
    expect(sent.map((one) => one.status).filter((status) => status !== 201)).toEqual([]);
    expect(await damagesOf(vehicleId)).toEqual(sent.map((_, i) => `dead-rolling ${i}`));
    for (const slot of cluster.processes) expect((await fetch(`${slot.url}/v3/health`)).status).toBe(200);
    // The rolling restart started it: the cluster's planned start was called off.
    expect(logLines.filter((line) => line.startsWith('process 1'))).toEqual([
      `process 1 (pid ${first.pid}) exited on its own (SIGKILL): starting it again in 1 s`,
    ]);
  });
});
