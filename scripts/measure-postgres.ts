/**
 * Issue 39's figures (docs/performance.md, "PostgreSQL and several processes"): the reference
 * server on PostgreSQL at a million vehicles, under load with one and three processes behind
 * nginx, and the SQLite default before and after the work. Three parts, each on its own or
 * together (`--part scale --part load`, or `--part scale,load`):
 *
 * - **scale**: one server process on the PostgreSQL database `--url` (seeded beforehand, e.g.
 *   `npm run seed -- --scale 222 --url …`: a million vehicles), its photos in `--photo-dir`.
 *   Each read of the vehicles screen is asked `--requests` times one after another (after a
 *   warm-up), each time for another vehicle sampled from the database: a page of 25 rows with
 *   its 4 relations, the search box with a whole VIN, a stock number and a last 6, the Last 6
 *   filter. Prints p50 and p95 of the time to the whole answer, against the issue's targets.
 *   The server is given an API log cap above the seeded log, so that it does not spend the run
 *   deleting the seed's millions of calls (API_LOG_MAX_MIB, API_LOG_MAX_AGE_DAYS).
 * - **load**: a copy of the seeded test template (scale 1, server/test/postgres.ts), served by
 *   1 and then 3 processes behind nginx with the repository's config (scripts/lib/cluster.ts).
 *   autocannon, 50 connections for `--seconds`: 25 on the vehicles screen's page read, 25 on a
 *   vehicle's full read (the details screen's, a random vehicle each time), and /v3/health probed
 *   20 times a second on one more. Prints req/s, p50, p99 and errors, the CPU each part of the machine used (server
 *   processes, nginx, PostgreSQL's backends, autocannon: /proc/<pid>/stat) and what PostgreSQL's
 *   connections were doing (pg_stat_activity, sampled every 200 ms). `--load-before <commit>` runs
 *   that commit's server too, by turns with this one (built in a worktree at `--load-before-dir`).
 * - **sqlite**: the server before issue 39's work (`--before`, 774fe55: the last commit before
 *   "Dependencies: pg") and this one, both on SQLite, each on its own copy of one database seeded
 *   at `--sqlite-scale` (23: 103,500 vehicles) by this checkout's seed, its API log pruned to the
 *   cap as a running server keeps it. The old server is built from a git worktree at
 *   `--before-dir` (made when missing, node_modules linked). Measured alternately, one request
 *   (or one block) of each in turn: the sign-in, a list page, and /v3/health (probed 20 times a
 *   second) beside 4 connections of the heaviest list. Prints medians and the ratio after / before (the issue: within 10 %).
 *
 *   npm run measure:postgres -- --part scale --url postgres://lot:lot@127.0.0.1:5432/lot_million --photo-dir /tmp/million/photos
 *   npm run measure:postgres -- --part load --seconds 30
 *   npm run measure:postgres -- --part sqlite --seeded-dir /tmp/sqlite-23   # keeps the seeded file for the next run
 *
 * Every request goes to 127.0.0.1. Figures are printed as Markdown tables, with the load average
 * before and after each part: the machine may be shared, so only figures of one run compare.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../server/db/connection.ts';
import { shownUrl } from '../server/db/from-env.ts';
import { postgresTypes } from '../server/db/postgres.ts';
import { seedDatabase } from '../server/db/seed.ts';
import { defaultApiLogRetention, pruneApiLog } from '../server/http/api-log.ts';
import { projectRoot } from '../server/lib/run-paths.ts';
import { createTestDatabase, seededTemplate } from '../server/test/postgres.ts';
import { inspectorToken, startServerProcess, type ServerProcess } from '../server/test/server-process.ts';
import { startCluster, type Cluster } from './lib/cluster.ts';
import {
  childPids,
  heaviestVehicleListPath,
  inspector,
  loadAverage,
  machineCpuSeconds,
  median,
  percentile,
  privateServerBundle,
  processCpuSeconds,
  timedRequest,
  vehicleFullPath,
  vehicleListPath,
} from './lib/measure-server.ts';

const parts = ['scale', 'load', 'sqlite'] as const;
type Part = (typeof parts)[number];

const { values } = parseArgs({
  options: {
    part: { type: 'string', multiple: true },
    url: { type: 'string' },
    'photo-dir': { type: 'string' },
    requests: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    rounds: { type: 'string', default: '4' },
    'sqlite-scale': { type: 'string', default: '23' },
    'seeded-dir': { type: 'string' },
    before: { type: 'string', default: '774fe55' },
    'load-before': { type: 'string' },
    'load-before-dir': { type: 'string', default: '/tmp/load-before' },
    'before-dir': { type: 'string', default: '/tmp/before' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    'Usage: npm run measure:postgres -- [--part scale|load|sqlite …] [--url postgres://… --photo-dir DIR] [--requests 200] [--seconds 30] [--load-before COMMIT] [--rounds 4] [--sqlite-scale 23] [--seeded-dir DIR] [--before 774fe55] [--before-dir /tmp/before]',
  );
  process.exit(0);
}
const wholeNumber = (name: string, raw: string | undefined, min: number, max: number) => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return value;
};
const requests = wholeNumber('requests', values.requests, 10, 10_000);
const seconds = wholeNumber('seconds', values.seconds, 1, 600);
const rounds = wholeNumber('rounds', values.rounds, 1, 50);
const sqliteScale = Number(values['sqlite-scale']);
if (!(sqliteScale > 0)) throw new Error(`--sqlite-scale must be a positive number, not "${values['sqlite-scale']}"`);
const chosen = new Set<Part>();
for (const name of (values.part ?? []).flatMap((value) => value.split(','))) {
  if (!(parts as readonly string[]).includes(name)) throw new Error(`--part is one of ${parts.join(', ')}, not "${name}"`);
  chosen.add(name as Part);
}
if (chosen.size === 0) for (const name of values.url ? parts : (['load', 'sqlite'] as const)) chosen.add(name);
if (chosen.has('scale') && !values.url) throw new Error('--part scale needs --url postgres://… (a database seeded with npm run seed -- --scale N --url …)');

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Errors of an autocannon run: failed requests, timeouts and answers other than 2xx. */
const errorsOf = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;

/** Resolves once `pids` have used less than 2 % of a core for 2 s in a row (a server's start-up work done), or after `limitMs`. */
async function settled(pids: () => number[], limitMs = 300_000): Promise<void> {
  const cpu = () => pids().reduce((sum, pid) => sum + (processCpuSeconds(pid) ?? 0), 0);
  const until = Date.now() + limitMs;
  let quiet = 0;
  let last = cpu();
  while (quiet < 4 && Date.now() < until) {
    await new Promise((wake) => setTimeout(wake, 500));
    const now = cpu();
    quiet = now - last < 0.01 ? quiet + 1 : 0;
    last = now;
  }
}

/** Resolves once no connection of the server (application_name lot-console…) has run a statement for 2 s. */
async function databaseSettled(client: pg.Client): Promise<void> {
  let quiet = 0;
  while (quiet < 4) {
    await new Promise((wake) => setTimeout(wake, 500));
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'lot-console%' AND state = 'active'`,
    );
    quiet = rows[0]?.n ? 0 : quiet + 1;
  }
}

// ------------------------------------------------------------------ scale

async function scalePart(url: string, photoDir: string, bundle: string): Promise<void> {
  console.log(`\n## Scale: ${shownUrl(url)}, one server process\n`);
  const client = new pg.Client({ connectionString: url, types: postgresTypes, application_name: 'measure-postgres' });
  await client.connect();
  try {
    await client.query('SET default_transaction_read_only = on');
    const counts = await client.query<{ vehicles: number; site: number }>(
      `SELECT count(*) AS vehicles, count(*) FILTER (WHERE site_id = (SELECT id FROM sites WHERE code = $1)) AS site FROM vehicles`,
      [inspector.site],
    );
    const { vehicles, site } = counts.rows[0] ?? { vehicles: 0, site: 0 };
    const warmUp = 20;
    const needed = requests + warmUp;
    // A spread-out sample (Bernoulli: any row of any page), a few times what is needed, in random order.
    const percent = Math.min(100, (100 * needed * 10) / Math.max(1, vehicles));
    const sample = await client.query<{ vin: string; stock_number: string; last6: string }>(
      `SELECT vin, stock_number, last6 FROM vehicles TABLESAMPLE BERNOULLI (${percent.toFixed(4)})
        WHERE site_id = (SELECT id FROM sites WHERE code = $1) AND stock_number IS NOT NULL ORDER BY random() LIMIT $2`,
      [inspector.site, needed],
    );
    if (sample.rows.length < needed) throw new Error(`only ${sample.rows.length} vehicles sampled of the ${needed} needed`);
    const pick = (index: number) => sample.rows[index % sample.rows.length]!;
    // Pages 2 to 400 (or to the site's last page): deeper pages of the same sort.
    const lastPage = Math.max(2, Math.min(400, Math.floor(site / 25)));
    console.log(`${vehicles.toLocaleString('en')} vehicles, ${site.toLocaleString('en')} at ${inspector.site} (the inspector's site)`);

    const server = await startServerProcess({
      photoDir,
      bundle,
      env: {
        DATABASE_URL: url,
        IMAGE_URL_SECRET: randomBytes(32).toString('hex'),
        // Above the seeded log, so that the server does not delete millions of the seed's calls while it is measured.
        API_LOG_MAX_MIB: '1000000',
        API_LOG_MAX_AGE_DAYS: '36500',
      },
    });
    try {
      // The start's work (migrations, the API log measured once: minutes over a seeded log of
      // gigabytes, its figure's rows locked meanwhile) done before anything is timed.
      await settled(() => [server.child.pid!]);
      await databaseSettled(client);
      const token = await inspectorToken(server.url);
      const reads: {
        name: string;
        target: number | null;
        path: (index: number) => string;
        check: (index: number, body: { data: { vin: string; stock_number: string; last6: string }[] }) => boolean;
      }[] = [
        { name: 'a page of 25 rows with its 4 relations (page 1)', target: 30, path: () => vehicleListPath(), check: (_, body) => body.data.length === 25 },
        {
          name: 'a page of 25 rows with its 4 relations (a page from 2 to 400)',
          target: null,
          path: () => vehicleListPath({ page: 2 + randomInt(lastPage - 1) }),
          check: (_, body) => body.data.length === 25,
        },
        {
          name: 'search box: a whole VIN',
          target: 50,
          path: (i) => vehicleListPath({ search: pick(i).vin }),
          check: (i, body) => body.data.some((row) => row.vin === pick(i).vin),
        },
        {
          name: 'search box: a stock number',
          target: 50,
          path: (i) => vehicleListPath({ search: pick(i).stock_number }),
          check: (i, body) => body.data.some((row) => row.stock_number === pick(i).stock_number),
        },
        {
          name: 'search box: a last 6',
          target: 50,
          path: (i) => vehicleListPath({ search: pick(i).last6 }),
          check: (i, body) => body.data.some((row) => row.last6 === pick(i).last6),
        },
        {
          name: 'Last 6 filter',
          target: 50,
          path: (i) => vehicleListPath({ last6: pick(i).last6 }),
          check: (i, body) => body.data.some((row) => row.last6 === pick(i).last6),
        },
      ];
      const headers = bearer(token);
      const rows: string[] = [];
      const before = loadAverage();
      for (const read of reads) {
        // Each read is checked once (it finds what it looks for), then warmed up, then timed.
        const answer = await fetch(`${server.url}${read.path(0)}`, { headers });
        if (answer.status !== 200 || !read.check(0, (await answer.json()) as never))
          throw new Error(`${read.name}: ${answer.status}, not the vehicle asked for`);
        for (let i = 1; i < warmUp; i++) await timedRequest(`${server.url}${read.path(i)}`, { headers });
        const times: number[] = [];
        for (let i = warmUp; i < needed; i++) times.push(await timedRequest(`${server.url}${read.path(i)}`, { headers }));
        const p50 = percentile(times, 50);
        const verdict = read.target === null ? '' : p50 <= read.target ? 'met' : '**missed**';
        rows.push(`| ${read.name} | ${read.target === null ? '' : `≤ ${read.target} ms`} | ${ms(p50)} | ${ms(percentile(times, 95))} | ${verdict} |`);
        console.error(`  ${read.name}: p50 ${ms(p50)}`);
      }
      console.log(`load average before: ${before}, after: ${loadAverage()}`);
      console.log(`${requests} requests one after another for each read (after ${warmUp} of warm-up), each for another vehicle sampled at random\n`);
      console.log('| read | target (p50) | p50 | p95 | |\n| --- | --- | --- | --- | --- |');
      for (const row of rows) console.log(row);
    } finally {
      await server.kill('SIGTERM');
    }
  } finally {
    await client.end();
  }
}

// ------------------------------------------------------------------ load

interface Usage {
  /** CPU used over the run, in cores (CPU seconds / wall seconds). */
  servers: number[];
  nginx: number;
  backends: number;
  postgresOther: number;
  self: number;
  machine: number;
  /** The average number of connections of each pool that were running a statement, and the pool's size. */
  pools: { name: string; active: number; size: number }[];
  /** What the running statements waited for: share of the samples of active connections. */
  waits: [string, number][];
}

/**
 * Samples, every 200 ms until stopped: the CPU of the server processes, nginx (its master and
 * workers), PostgreSQL's backends of `database` and its other processes, this script, and the
 * machine; and pg_stat_activity's state and wait event of every connection to `database`.
 */
function meter(cluster: Cluster, monitor: pg.Client, database: string, poolSizes: Record<string, number>): { stop(): Promise<Usage> } {
  const serverPids = cluster.processes.map((slot) => slot.child?.pid).filter((pid): pid is number => pid !== undefined);
  const nginxPids = cluster.nginxPid ? [cluster.nginxPid, ...childPids(cluster.nginxPid)] : [];
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + (processCpuSeconds(pid) ?? 0), 0);
  const started = {
    wall: performance.now(),
    servers: serverPids.map((pid) => processCpuSeconds(pid) ?? 0),
    nginx: sum(nginxPids),
    self: process.cpuUsage(),
    machine: machineCpuSeconds(),
  };
  // PostgreSQL's processes come and go: each one's CPU from when it is first seen to when it is last seen.
  const backends = new Map<number, { first: number; last: number; ours: boolean }>();
  const active = new Map<string, number>();
  const waits = new Map<string, number>();
  let samples = 0;
  let activeSamples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await monitor.query<{
        pid: number;
        datname: string | null;
        application_name: string;
        state: string | null;
        wait_event_type: string | null;
        wait_event: string | null;
        query: string;
      }>(
        'SELECT pid, datname, application_name, state, wait_event_type, wait_event, left(query, 40) AS query FROM pg_stat_activity WHERE pid <> pg_backend_pid()',
      );
      samples++;
      for (const row of rows) {
        const cpu = processCpuSeconds(row.pid);
        if (cpu !== null) {
          const known = backends.get(row.pid);
          if (known) known.last = cpu;
          else backends.set(row.pid, { first: cpu, last: cpu, ours: row.datname === database });
        }
        if (row.datname !== database || row.state !== 'active' || !(row.application_name in poolSizes)) continue;
        active.set(row.application_name, (active.get(row.application_name) ?? 0) + 1);
        // A lock wait names the statement that waits (its first words).
        const wait = !row.wait_event_type
          ? 'on CPU (no wait event)'
          : row.wait_event_type === 'Lock'
            ? `Lock: ${row.wait_event} (${row.query.replace(/\s+/g, ' ').trim()}…)`
            : `${row.wait_event_type}: ${row.wait_event}`;
        waits.set(wait, (waits.get(wait) ?? 0) + 1);
        activeSamples++;
      }
      await new Promise((wake) => setTimeout(wake, 200));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const wall = (performance.now() - started.wall) / 1000;
      const self = process.cpuUsage(started.self);
      const machine = machineCpuSeconds();
      const cores = (seconds: number) => seconds / wall;
      let ours = 0;
      let other = 0;
      for (const backend of backends.values()) {
        if (backend.ours) ours += backend.last - backend.first;
        else other += backend.last - backend.first;
      }
      return {
        servers: serverPids.map((pid, index) => cores((processCpuSeconds(pid) ?? 0) - (started.servers[index] ?? 0))),
        nginx: cores(sum(nginxPids) - started.nginx),
        backends: cores(ours),
        postgresOther: cores(other),
        self: cores((self.user + self.system) / 1e6),
        machine: (machine.busy - started.machine.busy) / wall,
        pools: Object.entries(poolSizes).map(([name, size]) => ({
          name,
          active: (active.get(name) ?? 0) / Math.max(1, samples),
          size: size * serverPids.length,
        })),
        waits: [...waits.entries()].map(([wait, count]): [string, number] => [wait, count / Math.max(1, activeSamples)]).sort((a, b) => b[1] - a[1]),
      };
    },
  };
}

interface LoadRun {
  processes: number;
  /** Which server: this checkout, or the commit of --load-before. */
  variant: string;
  list: autocannon.Result;
  full: autocannon.Result;
  health: autocannon.Result;
  usage: Usage;
}

/**
 * /v3/health as a readiness probe asks it: paced, 20 a second on one connection. Not as fast as
 * the answers come: a probe answered faster would then ask more often and take CPU from the
 * reads beside it, so the server that answers health faster would look slower at the rest.
 */
const healthProbe = { connections: 1, overallRate: 20 } as const;

/** The mix for `duration` seconds: 25 connections on the page read, 25 on a random vehicle's full read, the health probe. */
async function mix(url: string, token: string, vehicleIds: readonly number[], duration: number) {
  const headers = bearer(token);
  const [list, full, health] = await Promise.all([
    autocannon({ url: `${url}${vehicleListPath()}`, connections: 25, duration, headers }),
    autocannon({
      url,
      connections: 25,
      duration,
      headers,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: vehicleFullPath(vehicleIds[randomInt(vehicleIds.length)]!) }) }],
    }),
    autocannon({ url: `${url}/v3/health`, ...healthProbe, duration }),
  ]);
  return { list, full, health };
}

async function loadPart(bundle: string): Promise<void> {
  console.log('\n## Load: 1 and 3 server processes behind nginx on PostgreSQL\n');
  // With --load-before, that commit's server too, run by turns with this one (1 process: it first; 3: it last).
  const variants = [{ name: 'this checkout', bundle }];
  if (values['load-before'])
    variants.unshift({ name: values['load-before'], bundle: bundleBefore(values['load-before'], resolve(values['load-before-dir']!)) });
  const template = await seededTemplate();
  const database = await createTestDatabase(template);
  const photoDir = mkdtempSync(join(tmpdir(), 'lot-measure-postgres-photos-'));
  const monitor = new pg.Client({ connectionString: database.url, types: postgresTypes, application_name: 'measure-postgres' });
  await monitor.connect();
  const runs: LoadRun[] = [];
  const before = loadAverage();
  try {
    const ids = await monitor.query<{ vehicle_id: number }>(
      'SELECT vehicle_id FROM vehicles WHERE site_id = (SELECT id FROM sites WHERE code = $1) ORDER BY random() LIMIT 1000',
      [inspector.site],
    );
    const vehicleIds = ids.rows.map((row) => row.vehicle_id);
    // The pools' sizes are the server's defaults (server/db/from-env.ts).
    const poolSizes = { 'lot-console': 10, 'lot-console list reads': 4 };
    for (const processes of [1, 3]) {
      for (const variant of processes === 1 ? variants : [...variants].reverse()) {
        const cluster = await startCluster({ databaseUrl: database.url, processes, bundle: variant.bundle, photoEnv: { PHOTO_DIR: photoDir } });
        try {
          await settled(() => cluster.processes.map((slot) => slot.child?.pid).filter((pid): pid is number => pid !== undefined));
          const token = await inspectorToken(cluster.url);
          console.error(`  ${processes} process(es) of ${variant.name}: warm-up, then ${seconds} s`);
          await mix(cluster.url, token, vehicleIds, 5);
          const sampling = meter(cluster, monitor, database.name, poolSizes);
          const result = await mix(cluster.url, token, vehicleIds, seconds);
          runs.push({ processes, variant: variant.name, ...result, usage: await sampling.stop() });
        } finally {
          await cluster.close();
        }
      }
    }
    runs.sort((a, b) => a.processes - b.processes || variants.findIndex((v) => v.name === a.variant) - variants.findIndex((v) => v.name === b.variant));
  } finally {
    await monitor.end();
    await database.drop();
    rmSync(photoDir, { recursive: true, force: true });
  }
  console.log(`load average before: ${before}, after: ${loadAverage()}`);
  console.log(
    `a copy of the seeded test template (scale 1: 4,500 vehicles); ${seconds} s per run after 5 s of warm-up; 25 connections on GET ${vehicleListPath()}, ` +
      `25 on GET ${vehicleFullPath(1).replace('/1?', '/{random vehicle}?')}, /v3/health probed ${healthProbe.overallRate} times a second\n`,
  );
  const cell = (pick: (run: LoadRun) => string) => runs.map(pick).join(' | ');
  const cores = (value: number) => value.toFixed(2);
  const total = (run: LoadRun) => run.list.requests.average + run.full.requests.average + run.health.requests.average;
  const table = [
    `| | ${cell((run) => `${run.processes} process${run.processes > 1 ? 'es' : ''}${variants.length > 1 ? `, ${run.variant}` : ''}`)} |`,
    `| --- | ${cell(() => '---')} |`,
    `| requests/s, all (ratio to 1 process) | ${cell((run) => {
      const one = runs.find((other) => other.processes === 1 && other.variant === run.variant)!;
      return `${total(run).toFixed(0)} (${(total(run) / total(one)).toFixed(2)})`;
    })} |`,
    `| page read: req/s, p50, p99 | ${cell((run) => `${run.list.requests.average.toFixed(0)}, ${run.list.latency.p50} ms, ${run.list.latency.p99} ms`)} |`,
    `| full read: req/s, p50, p99 | ${cell((run) => `${run.full.requests.average.toFixed(0)}, ${run.full.latency.p50} ms, ${run.full.latency.p99} ms`)} |`,
    `| /v3/health: p50, p99 | ${cell((run) => `${run.health.latency.p50} ms, ${run.health.latency.p99} ms`)} |`,
    `| errors (failed, timed out, not 2xx) | ${cell((run) => String(errorsOf(run.list) + errorsOf(run.full) + errorsOf(run.health)))} |`,
    `| CPU, cores: server processes | ${cell((run) => `${run.usage.servers.map(cores).join(' + ')}`)} |`,
    `| CPU, cores: PostgreSQL backends of the database | ${cell((run) => cores(run.usage.backends))} |`,
    `| CPU, cores: PostgreSQL's other processes | ${cell((run) => cores(run.usage.postgresOther))} |`,
    `| CPU, cores: nginx | ${cell((run) => cores(run.usage.nginx))} |`,
    `| CPU, cores: autocannon (this script) | ${cell((run) => cores(run.usage.self))} |`,
    `| CPU, cores: the machine, all of it (of 2) | ${cell((run) => cores(run.usage.machine))} |`,
    `| CPU, cores: the rest of the machine (other work) | ${cell((run) =>
      cores(
        run.usage.machine -
          run.usage.servers.reduce((sum, value) => sum + value, 0) -
          run.usage.backends -
          run.usage.postgresOther -
          run.usage.nginx -
          run.usage.self,
      ),
    )} |`,
    `| CPU per request, ms: server processes, PostgreSQL, nginx and autocannon | ${cell((run) => {
      const per = (cores: number) => ((1000 * cores) / total(run)).toFixed(1);
      const servers = run.usage.servers.reduce((sum, value) => sum + value, 0);
      return `${per(servers)}, ${per(run.usage.backends + run.usage.postgresOther)}, ${per(run.usage.nginx)}, ${per(run.usage.self)}`;
    })} |`,
    // What two idle cores would serve at these costs: each process uses at most one core, and all of it at most two.
    `| requests/s two idle cores could serve at these costs (estimate) | ${cell((run) => {
      const servers = run.usage.servers.reduce((sum, value) => sum + value, 0) / total(run);
      const all = (servers * total(run) + run.usage.backends + run.usage.postgresOther + run.usage.nginx + run.usage.self) / total(run);
      return Math.min(run.processes / servers, 2 / all).toFixed(0);
    })} |`,
    ...runs[0]!.usage.pools.map(
      (pool, index) =>
        `| connections running a statement: ${pool.name} pool (average of) | ${cell((run) => `${run.usage.pools[index]!.active.toFixed(1)} of ${run.usage.pools[index]!.size}`)} |`,
    ),
    `| what running statements waited for (share of samples) | ${cell((run) =>
      run.usage.waits
        .slice(0, 5)
        .map(([wait, share]) => `${wait} ${(share * 100).toFixed(0)} %`)
        .join('; '),
    )} |`,
  ];
  for (const line of table) console.log(line);
  if (runs.some((run) => errorsOf(run.list) + errorsOf(run.full) + errorsOf(run.health) > 0)) process.exitCode = 1;
}

// ------------------------------------------------------------------ sqlite

/** The server of commit `commit`, bundled by its own server/bundle.ts in a worktree at `folder`. */
function bundleBefore(commit: string, folder: string): string {
  if (!existsSync(folder)) execFileSync('git', ['worktree', 'add', '--detach', folder, commit], { cwd: projectRoot, stdio: 'inherit' });
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: folder, encoding: 'utf8' }).trim();
  const wanted = execFileSync('git', ['rev-parse', `${commit}^{commit}`], { cwd: projectRoot, encoding: 'utf8' }).trim();
  if (head !== wanted)
    throw new Error(`${folder} is at ${head.slice(0, 7)}, not ${commit}: remove it (git worktree remove ${folder}) or give another --before-dir`);
  if (!existsSync(join(folder, 'node_modules'))) symlinkSync(join(projectRoot, 'node_modules'), join(folder, 'node_modules'));
  // Inside that checkout (its bundle finds its migrations from there), not in the shared node_modules/.cache.
  const outdir = join(folder, '.scratch', 'measure-bundle');
  const bundleModule = pathToFileURL(join(folder, 'server/bundle.ts')).href;
  execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', `await (await import(${JSON.stringify(bundleModule)})).bundleServer(${JSON.stringify(outdir)});`],
    {
      cwd: folder,
      stdio: 'inherit',
    },
  );
  return join(outdir, 'index.mjs');
}

/** A database file seeded at `scale` by this checkout's seed, its API log pruned to the default cap (as a running server keeps it) and vacuumed; reused when `folder` has one. */
async function seededSqlite(folder: string, scale: number): Promise<{ file: string; photoDir: string }> {
  const file = join(folder, `seeded-${scale}.sqlite`);
  const photoDir = join(folder, `photos-${scale}`);
  if (existsSync(file)) return { file, photoDir };
  const building = `${file}.building`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(building + suffix, { force: true });
  const started = performance.now();
  const db = openDatabase(building);
  try {
    await seedDatabase(db, { scale, photoDir });
    await pruneApiLog(db, defaultApiLogRetention);
    db.$client.pragma('wal_checkpoint(TRUNCATE)');
    db.$client.exec('VACUUM');
    db.$client.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.$client.close();
  }
  copyFileSync(building, file);
  rmSync(building, { force: true });
  console.error(`  seeded ${file} at scale ${scale} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { file, photoDir };
}

async function sqlitePart(bundle: string): Promise<void> {
  console.log(`\n## The SQLite default: before (${values.before}) and after (this checkout), side by side\n`);
  const beforeBundle = bundleBefore(values.before!, resolve(values['before-dir']!));
  const folder = mkdtempSync(join(tmpdir(), 'lot-measure-sqlite-'));
  const keep = values['seeded-dir'] ? resolve(values['seeded-dir']) : folder;
  mkdirSync(keep, { recursive: true });
  const servers: ServerProcess[] = [];
  try {
    const seeded = await seededSqlite(keep, sqliteScale);
    // Each server on its own copy of the same file and pictures.
    const start = async (name: string, serverBundle: string) => {
      const databaseFile = join(folder, `${name}.sqlite`);
      copyFileSync(seeded.file, databaseFile);
      const photoDir = join(folder, `${name}-photos`);
      cpSync(seeded.photoDir, photoDir, { recursive: true });
      const server = await startServerProcess({ databaseFile, photoDir, bundle: serverBundle });
      servers.push(server);
      return server;
    };
    const both = [await start('before', beforeBundle), await start('after', bundle)] as const;
    await settled(() => both.map((server) => server.child.pid!));
    const tokens = [await inspectorToken(both[0].url), await inspectorToken(both[1].url)] as const;
    const before = loadAverage();

    // One request of each in turn: before, after, before, after …
    // Also each server's CPU over the whole series, per request: less at the mercy of the machine's other work than the time.
    const cpuOf = () => both.map((server) => processCpuSeconds(server.child.pid!) ?? 0);
    const alternate = async (count: number, one: (index: 0 | 1) => Promise<number>) => {
      const times: [number[], number[]] = [[], []];
      const cpuBefore = cpuOf();
      for (let i = 0; i < 2 * count; i++) {
        const index = (i % 2) as 0 | 1;
        times[index].push(await one(index));
      }
      const cpuAfter = cpuOf();
      const cpuMs = [0, 1].map((index) => [(1000 * (cpuAfter[index]! - cpuBefore[index]!)) / count]) as [number[], number[]];
      return { times, cpuMs };
    };
    const signInBody = JSON.stringify({ site: inspector.site, username: inspector.username, password: inspector.password });
    const signIn = (index: 0 | 1) =>
      timedRequest(`${both[index].url}/v3/authentication_local`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: signInBody });
    const page = (index: 0 | 1) => timedRequest(`${both[index].url}${vehicleListPath()}`, { headers: bearer(tokens[index]) });
    console.error('  sign-ins and list pages, alternately');
    await alternate(5, signIn);
    await alternate(10, page);
    const signIns = await alternate(10 * rounds, signIn);
    const pages = await alternate(50 * rounds, page);

    // Blocks of `seconds`: before, after, after, before, … (each round in the other order).
    const healthP99: [number[], number[]] = [[], []];
    const heavyRps: [number[], number[]] = [[], []];
    const healthCount: [number[], number[]] = [[], []];
    const errors: [string[], string[]] = [[], []];
    const describeErrors = (kind: string, result: autocannon.Result) =>
      errorsOf(result) ? [`${kind}: ${result.errors} failed (${result.timeouts} timed out), ${result.non2xx} not 2xx`] : [];
    for (let round = 0; round < rounds; round++) {
      for (const index of round % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const)) {
        console.error(`  round ${round + 1}: /v3/health beside the heaviest lists, ${index === 0 ? 'before' : 'after'}`);
        const server = both[index];
        const [heavy, health] = await Promise.all([
          // A heaviest list takes seconds on a loaded machine: a minute before autocannon gives up on one.
          autocannon({ url: `${server.url}${heaviestVehicleListPath()}`, connections: 4, duration: seconds, timeout: 60, headers: bearer(tokens[index]) }),
          autocannon({ url: `${server.url}/v3/health`, ...healthProbe, duration: seconds }),
        ]);
        healthP99[index].push(health.latency.p99);
        healthCount[index].push(health.requests.total);
        heavyRps[index].push(heavy.requests.total / seconds);
        errors[index].push(...describeErrors(`round ${round + 1}, heaviest lists`, heavy), ...describeErrors(`round ${round + 1}, health`, health));
      }
    }
    console.log(`load average before: ${before}, after: ${loadAverage()}`);
    console.log(
      `${sqliteScale * 4500} vehicles (seed scale ${sqliteScale}); sign-ins and list pages one at a time, alternating before and after; ` +
        `/v3/health probed ${healthProbe.overallRate} times a second beside 4 connections of the heaviest list (GET ${heaviestVehicleListPath()}), ${rounds} blocks of ${seconds} s each, in turn\n`,
    );
    console.log('| figure | before | after | after / before | within 10 % |\n| --- | --- | --- | --- | --- |');
    const row = (name: string, figures: [number[], number[]], pick: (values: number[]) => number, unit: (value: number) => string, higherIsBetter = false) => {
      const [old, now] = [pick(figures[0]), pick(figures[1])];
      const ratio = now / old;
      const within = higherIsBetter ? ratio >= 0.9 : ratio <= 1.1;
      console.log(`| ${name} | ${unit(old)} | ${unit(now)} | ${ratio.toFixed(2)} | ${within ? 'yes' : '**no**'} |`);
    };
    row(`sign-in (POST /v3/authentication_local), median of ${10 * rounds}`, signIns.times, median, ms);
    row(`sign-in: the server's CPU per sign-in`, signIns.cpuMs, median, ms);
    row(`list page (25 rows, 4 relations), p50 of ${50 * rounds}`, pages.times, median, ms);
    row(`list page: the server's CPU per page (its read worker's included)`, pages.cpuMs, median, ms);
    row(`/v3/health p99 beside the heaviest lists, median of ${rounds} blocks`, healthP99, median, ms);
    row(`heaviest lists answered per second beside it, median of ${rounds} blocks`, heavyRps, median, (value) => value.toFixed(2), true);
    console.log(`\n/v3/health p99 per block, before: ${healthP99[0].join(', ')} ms; after: ${healthP99[1].join(', ')} ms`);
    console.log(`/v3/health answers per block, before: ${healthCount[0].join(', ')}; after: ${healthCount[1].join(', ')}`);
    console.log(`errors before: ${errors[0].join('; ') || 'none'}; after: ${errors[1].join('; ') || 'none'}`);
    if (errors[0].length + errors[1].length > 0) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));
    rmSync(folder, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ main

console.log(`# npm run measure:postgres -- ${process.argv.slice(2).join(' ')}\n\n${new Date().toISOString()}, load average ${loadAverage()}`);
const bundle = await privateServerBundle();
try {
  if (chosen.has('scale'))
    await scalePart(values.url!, resolve(values['photo-dir'] ?? process.env.PHOTO_DIR ?? join(projectRoot, 'data/photos')), bundle.entry);
  if (chosen.has('load')) await loadPart(bundle.entry);
  if (chosen.has('sqlite')) await sqlitePart(bundle.entry);
} finally {
  bundle.remove();
}
console.log(`\n${new Date().toISOString()}, load average ${loadAverage()}`);
