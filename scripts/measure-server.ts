/**
 * The reference server under load (issue 15; docs/performance.md, "The server under attack"): autocannon with 50
 * connections on the vehicles screen's list read (25 rows, its 4 relations) against a real
 * server process (its bundle under plain node, as `npm start` runs it) on a freshly
 * seeded database, while one more connection asks /v3/health. Twice: alone, and with attack
 * traffic beside it (wrong sign-ins in parallel, anonymous 20 MB uploads, the heaviest list
 * the caps allow). Prints req/s and p99 of the list, p99 of health, and the errors (non-2xx
 * or failed requests of the list and health; the attack's own refusals are expected).
 *
 *   npm run measure:server                # 30 s per run
 *   npm run measure:server -- --seconds 5 # shorter
 *
 * Every request goes to 127.0.0.1, and each run stops after its duration.
 */
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { bundleServer } from '../server/bundle.ts';
import { openDatabase } from '../server/db/connection.ts';
import { seedDatabase } from '../server/db/seed.ts';
import { startServerProcess } from '../server/test/server-process.ts';
import { heaviestVehicleListPath, loadAverage, vehicleListPath } from './lib/measure-server.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '30' } } });
const seconds = Number(values.seconds);
if (!Number.isInteger(seconds) || seconds < 1 || seconds > 300) throw new Error('--seconds must be 1 to 300');

const folder = mkdtempSync(join(tmpdir(), 'lot-console-measure-server-'));
const databaseFile = join(folder, 'db.sqlite');
const photoDir = join(folder, 'photos');
const db = openDatabase(databaseFile);
await seedDatabase(db, { scale: 1, photoDir });
db.$client.pragma('wal_checkpoint(TRUNCATE)');
db.$client.close();
const server = await startServerProcess({ databaseFile, photoDir, bundle: await bundleServer() });

try {
  const signIn = await fetch(`${server.url}/v3/authentication_local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ site: 'DAL', username: 'inspector', password: 'inspector-demo-2026' }),
  });
  const token = ((await signIn.json()) as { access_token: string }).access_token;
  const auth = { Authorization: `Bearer ${token}` };

  // The vehicles screen's first page: 25 rows with its four relations.
  const listPath = vehicleListPath();
  const first = await fetch(`${server.url}${listPath}`, { headers: auth });
  const rows = ((await first.json()) as { data: unknown[] }).data.length;
  if (first.status !== 200 || rows !== 25) throw new Error(`the list answered ${first.status} with ${rows} rows`);

  const cannon = ({ path, ...options }: Omit<autocannon.Options, 'url'> & { path: string }) =>
    autocannon({ ...options, url: `${server.url}${path}`, duration: seconds });

  /** Anonymous 20 MB uploads, `parallel` at a time, each sent only as fast as the server reads it, until `until`. */
  async function anonymousUploads(parallel: number, until: number): Promise<number> {
    const megabyte = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    const one = () =>
      new Promise<void>((done) => {
        let written = 0;
        let answered = false;
        const outgoing = request(
          `${server.url}/v3/vehicles/1/images`,
          { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } },
          (response) => {
            answered = true;
            response.resume();
            response.on('end', () => (outgoing.destroy(), done()));
          },
        );
        outgoing.on('error', () => done());
        outgoing.on('close', () => done());
        outgoing.flushHeaders();
        const more = () => {
          while (!answered && written < 20) {
            written++;
            if (!outgoing.write(megabyte)) return void outgoing.once('drain', more);
          }
          if (!answered) outgoing.end();
        };
        more();
      });
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (Date.now() < until) {
          await one();
          sent++;
        }
      }),
    );
    return sent;
  }

  interface Figures {
    listRps: number;
    listP99: number;
    healthP99: number;
    errors: number;
    attack?: string;
  }

  async function run(withAttack: boolean): Promise<Figures> {
    const until = Date.now() + seconds * 1000;
    const attack = withAttack
      ? Promise.all([
          cannon({
            connections: 10,
            method: 'POST',
            path: '/v3/authentication_local',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ site: 'DAL', username: 'clerk', password: 'not-the-password' }),
          }),
          anonymousUploads(10, until),
          cannon({ connections: 4, path: heaviestVehicleListPath(), headers: auth }),
        ])
      : null;
    const [listResult, healthResult] = await Promise.all([
      cannon({ connections: 50, path: listPath, headers: auth }),
      cannon({ connections: 1, path: '/v3/health' }),
    ]);
    const figures: Figures = {
      listRps: listResult.requests.average,
      listP99: listResult.latency.p99,
      healthP99: healthResult.latency.p99,
      errors: listResult.errors + listResult.timeouts + listResult.non2xx + healthResult.errors + healthResult.timeouts + healthResult.non2xx,
    };
    if (attack) {
      const [signIns, uploads, heavyLists] = await attack;
      const statuses = (result: autocannon.Result) =>
        Object.entries(result.statusCodeStats as Record<string, { count: number }>)
          .map(([status, { count }]) => `${count} × ${status}`)
          .join(', ');
      figures.attack = `wrong sign-ins: ${signIns.requests.total} (${statuses(signIns)}); anonymous 20 MB uploads: ${uploads}; heaviest lists: ${heavyLists.requests.total} (${statuses(heavyLists)}, p99 ${heavyLists.latency.p99} ms)`;
    }
    return figures;
  }

  console.log(`load average before: ${loadAverage()}`);
  const alone = await run(false);
  const attacked = await run(true);
  console.log(`load average after: ${loadAverage()}`);
  console.log(`\nGET ${listPath}\n50 connections, ${seconds} s each run; /v3/health on 1 connection beside it\n`);
  console.log('| run | list req/s | list p99 | health p99 | errors |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [name, figures] of [
    ['alone', alone],
    ['with attack traffic', attacked],
  ] as const) {
    console.log(`| ${name} | ${figures.listRps.toFixed(0)} | ${figures.listP99} ms | ${figures.healthP99} ms | ${figures.errors} |`);
  }
  console.log(`\nattack traffic: ${attacked.attack ?? ''}`);
  console.log(`server peak memory: ${server.peakRssMiB().toFixed(0)} MiB`);
  if (alone.errors + attacked.errors > 0) process.exitCode = 1;
} finally {
  await server.kill();
  rmSync(folder, { recursive: true, force: true });
}
