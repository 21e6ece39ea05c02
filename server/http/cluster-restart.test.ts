/**
 * The cluster as the processes' supervisor (scripts/lib/cluster.ts with `restart`, what `npm run
 * cluster` runs; ADR 0101): a process that exits on its own is started again after a wait that
 * doubles while it keeps exiting, the log says so with the process's number as the start-up lines
 * give it (from 1), and a rolling restart (kill -HUP) starts a process it finds stopped instead of
 * failing with "process 1 is not running" at every HUP after.
 *
 * The processes are a stand-in for the server (its /v3/health, SIGTERM, and exiting at start while
 * a file exists, as a server that cannot start does), behind the real nginx: the waits and the
 * crash loop are the cluster's, whatever the server does. server/http/cluster.test.ts kills a
 * real server under writes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nginxBinary, restartDelayMs, startCluster, type Cluster, type RestartOptions } from '../../scripts/lib/cluster.ts';

let folder = '';
let bundle = '';
let crashFile = '';

/** The stand-in: answers /v3/health with its pid, stops on SIGTERM, and exits at once with code 3 while CRASH_FILE exists. */
const standIn = `
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
if (existsSync(process.env.CRASH_FILE)) process.exit(3);
const server = createServer((request, response) => response.end(JSON.stringify({ status: 'ok', pid: process.pid })));
server.listen(Number(process.env.PORT), process.env.HOST);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

beforeAll(() => {
  if (spawnSync(nginxBinary(), ['-v']).error) throw new Error('nginx is not installed: apt-get install -y nginx-light (.ci/run does)');
  folder = mkdtempSync(join(tmpdir(), 'lot-cluster-restart-'));
  bundle = join(folder, 'stand-in.mjs');
  writeFileSync(bundle, standIn);
  crashFile = join(folder, 'crash');
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Supervised {
  cluster: Cluster;
  lines: string[];
  /** Resolves with the log line that matches, once the cluster has logged it. */
  logged(pattern: RegExp): Promise<string>;
}

let opened: Cluster[] = [];
afterEach(async () => {
  rmSync(crashFile, { force: true });
  await Promise.all(opened.map((cluster) => cluster.close()));
  opened = [];
});

async function supervised(restart: Omit<RestartOptions, 'log'> | undefined): Promise<Supervised> {
  const lines: string[] = [];
  const waiting: { pattern: RegExp; done: (line: string) => void }[] = [];
  const log = (line: string) => {
    lines.push(line);
    for (const wait of waiting.filter((one) => one.pattern.test(line))) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.done(line);
    }
  };
  const cluster = await startCluster({
    databaseUrl: 'postgres://unused',
    processes: 2,
    bundle,
    photoEnv: {},
    env: { CRASH_FILE: crashFile },
    restart: restart && { ...restart, log },
  });
  opened.push(cluster);
  const logged = (pattern: RegExp) =>
    new Promise<string>((done) => {
      const already = lines.find((line) => pattern.test(line));
      if (already) done(already);
      else waiting.push({ pattern, done });
    });
  return { cluster, lines, logged };
}

/** The pid that answers /v3/health at `url`. */
async function healthPid(url: string): Promise<number> {
  const reply = await fetch(`${url}/v3/health`);
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { pid: number }).pid;
}

/** Kills process `index` from outside, as `kill -9 <pid>` does; resolves once it has gone. */
async function killNine(cluster: Cluster, index: number): Promise<number> {
  const child = cluster.processes[index]!.child!;
  const gone = new Promise((done) => child.once('exit', done));
  process.kill(child.pid!, 'SIGKILL');
  await gone;
  return child.pid!;
}

describe('restartDelayMs', () => {
  it('doubles from the first wait with each exit in a row, up to the longest', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => restartDelayMs(n))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect([1, 2, 3, 4].map((n) => restartDelayMs(n, { firstDelayMs: 100, maxDelayMs: 300 }))).toEqual([100, 200, 300, 300]);
  });
});

describe('a cluster that starts its processes again', () => {
  it('starts a process killed from outside again, and says so with its number from 1', async () => {
    const { cluster, lines, logged } = await supervised({ firstDelayMs: 100 });
    const second = cluster.processes[1]!;
    const killed = await killNine(cluster, 1);
    await logged(/^process 2 is running again/);
    const pid = await healthPid(second.url);
    expect(pid).not.toBe(killed);
    expect(lines).toEqual([`process 2 (pid ${killed}) exited on its own (SIGKILL): starting it again in 0.1 s`, `process 2 is running again (pid ${pid})`]);
    // nginx sends to both again (round robin: of two calls in a row, one each).
    const answered = [await healthPid(cluster.url), await healthPid(cluster.url)];
    expect(answered).toContain(pid);
  });

  it('waits longer each time a process keeps exiting at start, and starts it once it can', async () => {
    const { cluster, lines, logged } = await supervised({ firstDelayMs: 100, maxDelayMs: 400 });
    writeFileSync(crashFile, '');
    const killed = await killNine(cluster, 0);
    await logged(/5 times in a row/);
    rmSync(crashFile);
    await logged(/^process 1 is running again/);
    const exits = lines.filter((line) => line.includes('exited on its own'));
    expect(exits.slice(0, 5).map((line) => line.replace(/pid \d+/, 'pid N'))).toEqual([
      `process 1 (pid N) exited on its own (SIGKILL): starting it again in 0.1 s`,
      `process 1 (pid N) exited on its own (code 3, 2 times in a row): starting it again in 0.2 s`,
      `process 1 (pid N) exited on its own (code 3, 3 times in a row): starting it again in 0.4 s`,
      `process 1 (pid N) exited on its own (code 3, 4 times in a row): starting it again in 0.4 s`,
      `process 1 (pid N) exited on its own (code 3, 5 times in a row): starting it again in 0.4 s`,
    ]);
    expect(exits[0]).toContain(`pid ${killed}`);
    expect(await healthPid(cluster.processes[0]!.url)).toBe(cluster.processes[0]!.child!.pid);
  });

  it('has a rolling restart start a process that died instead of failing, and then restart as usual', async () => {
    // The first start again is a minute away: the rolling restart finds the process stopped.
    const { cluster, lines, logged } = await supervised({ firstDelayMs: 60_000, maxDelayMs: 60_000 });
    await killNine(cluster, 0);
    await logged(/^process 1 .* starting it again in 60 s$/);
    expect(cluster.processes[0]!.child).toBeNull();
    const before = await healthPid(cluster.processes[1]!.url);
    await cluster.rollingRestart();
    const after = await Promise.all(cluster.processes.map((slot) => healthPid(slot.url)));
    expect(after[0]).toBe(cluster.processes[0]!.child!.pid);
    expect(after[1]).not.toBe(before);
    // And the next one, as every HUP after.
    await cluster.rollingRestart();
    expect(await Promise.all(cluster.processes.map((slot) => healthPid(slot.url)))).toEqual(cluster.processes.map((slot) => slot.child!.pid));
    // No start again came after the rolling restart's: only the one exit was logged.
    expect(lines).toHaveLength(1);
  });

  it('has a rolling restart begun just after a kill -9, before the exit is seen, start that process too and say so', async () => {
    const { cluster, lines } = await supervised({ firstDelayMs: 60_000, maxDelayMs: 60_000 });
    // kill -9 and kill -HUP at once: the rolling restart sends its SIGTERM to a process already gone.
    process.kill(cluster.processes[0]!.child!.pid!, 'SIGKILL');
    await expect(cluster.rollingRestart()).rejects.toThrow('every process is running again, but process 1 exited with SIGKILL on SIGTERM');
    expect(await Promise.all(cluster.processes.map((slot) => healthPid(slot.url)))).toEqual(cluster.processes.map((slot) => slot.child!.pid));
    expect(lines).toEqual([]);
  });

  it('without starting processes again, still has a rolling restart start one that died', async () => {
    const { cluster } = await supervised(undefined);
    await killNine(cluster, 0);
    await cluster.rollingRestart();
    expect(await Promise.all(cluster.processes.map((slot) => healthPid(slot.url)))).toEqual(cluster.processes.map((slot) => slot.child!.pid));
  });

  it('leaves a process stopped on purpose stopped', async () => {
    const { cluster, lines } = await supervised({ firstDelayMs: 100 });
    // stop resolves after the cluster has seen the exit, when it would have said it starts it again.
    await cluster.stop(1, 'SIGKILL');
    expect([cluster.processes[1]!.child, lines]).toEqual([null, []]);
    await cluster.start(1);
    expect(await healthPid(cluster.processes[1]!.url)).toBe(cluster.processes[1]!.child!.pid);
  });
});
