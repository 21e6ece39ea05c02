/**
 * The database work of one request never freezes the server for everyone (issue 15): 8
 * parallel copies of the heaviest list request the caps allow, while /v3/health answers in
 * 100 ms at p99 (on a machine already slower than that, a multiple of its p99 beside 8 copies of
 * the lightest list, measured in the same run).
 * Against a real server process (server/index.ts).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { copyTemplate, startServerProcess, type ServerProcess } from '../test/server-process.ts';

let server: ServerProcess;
let folder = '';
let admin = '';

beforeAll(async () => {
  const copy = copyTemplate(inject('templateDatabase'), inject('photoDir'));
  folder = copy.folder;
  server = await startServerProcess({ ...copy, bundle: inject('serverBundle') });
  const signIn = await fetch(`${server.url}/v3/authentication`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'mobile-version': '-1' },
    body: JSON.stringify({ username: 'admin@example.com', password: 'admin-demo-2026' }),
  });
  admin = ((await signIn.json()) as { access_token: string }).access_token;
}, 60_000);

afterAll(async () => {
  await server.kill();
  rmSync(folder, { recursive: true, force: true });
});

/** The heaviest vehicles list within the caps: the largest page, every relation nested, every count. */
const heaviest = () => {
  const query = new URLSearchParams({ site: 'DAL', per_page: '1000' });
  for (const path of ['seller', 'vehicle_positions.auction', 'inspections', 'vehicle_image_main', 'vehicle_images']) query.append('with[]', path);
  for (const name of ['vehicle_positions', 'inspections', 'vehicle_images']) query.append('withCount[]', name);
  return `${server.url}/v3/util/vehicles?${query}`;
};

async function healthTimings(count: number): Promise<number[]> {
  const timings: number[] = [];
  for (let probe = 0; probe < count; probe++) {
    const begun = performance.now();
    expect((await fetch(`${server.url}/v3/health`)).status).toBe(200);
    timings.push(performance.now() - begun);
  }
  return timings;
}

const percentile = (values: number[], rank: number) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * rank) - 1] ?? Infinity;

/** 8 loops of the heavy request; prints "started", then a line per reply: "ok" or its status. */
const loadScript = `
const [url, token] = process.argv.slice(1);
const loop = async () => { for (;;) { const r = await fetch(url, { headers: { Authorization: 'Bearer ' + token, 'Accept-Encoding': 'identity' } }); await r.arrayBuffer(); process.stdout.write(r.status === 200 ? 'ok\\n' : r.status + '\\n'); } };
for (let i = 0; i < 8; i++) loop().catch((e) => process.stdout.write('failed ' + e.message + '\\n'));
process.stdout.write('started\\n');
`;

/** /v3/health's timings while 8 loops of `url` run in a process of their own (so reading their replies does not slow this one's probes). */
async function healthBeside(url: string): Promise<number[]> {
  const load = spawn(process.execPath, ['-e', loadScript, url, admin], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  load.stdout.setEncoding('utf8');
  const started = new Promise<void>((done) => load.stdout.on('data', (chunk: string) => ((output += chunk), output.includes('started') && done())));
  await started;
  const answered = () => output.split('\n').filter((line) => line === 'ok').length;
  const timings: number[] = [];
  // At least 100 probes, and on until every copy could have been answered at least once.
  while (timings.length < 100 || answered() < 8) timings.push(...(await healthTimings(1)));
  const finished = new Promise<void>((done) => load.once('exit', () => done()));
  load.kill('SIGTERM');
  await finished;
  expect(output.split('\n').filter((line) => line && line !== 'ok' && line !== 'started')).toEqual([]);
  return timings;
}

it('answers /v3/health within 100 ms at p99 while 8 of the heaviest lists run', async () => {
  const one = await fetch(heaviest(), { headers: { Authorization: `Bearer ${admin}` } });
  expect(one.status).toBe(200);
  const body = (await one.json()) as { data: unknown[] };
  expect(body.data.length).toBeGreaterThan(500);

  // Side by side in one run: the same 8 loops of the lightest list first (the machine's and the
  // server's own pace under 8 parallel requests), then of the heaviest.
  const light = percentile(await healthBeside(`${server.url}/v3/util/vehicles?site=DAL&per_page=5`), 0.99);
  const timings = await healthBeside(heaviest());
  const p99 = percentile(timings, 0.99);
  // 100 ms; on a machine already slower than that (shared, 2 cores, other work running), 4 times
  // the p99 beside the light loops. Before the reads moved off the event loop this was 2.5 s,
  // whatever the machine: what this guards is the heavy reads holding the thread that answers.
  const bound = Math.max(100, 4 * light);
  expect(
    p99,
    `health p99 beside the heavy lists (median ${percentile(timings, 0.5).toFixed(0)} ms; beside the light ones p99 ${light.toFixed(0)} ms)`,
  ).toBeLessThanOrEqual(bound);
}, 240_000);
