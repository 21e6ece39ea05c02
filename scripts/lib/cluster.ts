/**
 * Several server processes on one PostgreSQL database behind nginx, on this machine (issue 39,
 * docs/deployment.md): what `npm run cluster` starts for trying it out, and what the
 * end-to-end tests of several processes start and then stop, kill and restart one by one.
 *
 * nginx runs unprivileged from a folder of its own, with deploy/nginx/lot-console.conf (the
 * repository's one config) whose listen port and upstream servers are replaced by this
 * cluster's. Every process gets the same DATABASE_URL, IMAGE_URL_SECRET and photo store, and
 * TRUSTED_PROXIES for nginx's address.
 *
 * With `restart`, the cluster is the processes' supervisor (ADR 0101): a process that exits on
 * its own (a crash, kill -9, the kernel's OOM killer) is started again after a delay that doubles
 * with each exit in a row, so a process that cannot start is tried less and less often. A rolling
 * restart starts a process it finds stopped rather than giving up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../server/lib/run-paths.ts';
import { freePort } from '../../server/lib/free-port.ts';

export interface ClusterOptions {
  /** The PostgreSQL database every process shares (migrated by the first process to start; seeded beforehand). */
  databaseUrl: string;
  /** How many server processes. */
  processes: number;
  /** The server to run: the bundle's index.mjs (server/bundle.ts). */
  bundle: string;
  /** nginx's port; a free one when omitted. */
  port?: number;
  /** The photo store's settings, the same for every process (PHOTO_DIR, or PHOTO_STORE=s3 with S3_*). */
  photoEnv: Record<string, string>;
  /** More environment for every process (SMTP, test switches). */
  env?: Record<string, string>;
  /** Where the processes' and nginx's output goes: inherited (the command) or dropped (tests, which read the answers). */
  output?: 'inherit' | 'ignore';
  /** Start a process that exits on its own (not through `stop` or `close`) again; off when omitted. */
  restart?: RestartOptions;
}

export interface RestartOptions {
  /** Told each exit and each start again, one line each: "process 2 (pid 4242) exited on its own (SIGKILL): starting it again in 1 s". */
  log(line: string): void;
  /** The wait before the first start again (1 s); it doubles with each exit in a row. */
  firstDelayMs?: number;
  /** The longest wait (30 s). */
  maxDelayMs?: number;
  /** A process that ran this long (60 s) before it exited is not in a row: the next wait is the first again. */
  steadyMs?: number;
}

/** The wait before starting a process again after its `exitsInARow`-th exit in a row (1, 2, …): doubling from the first, up to the longest. */
export function restartDelayMs(exitsInARow: number, options: Pick<RestartOptions, 'firstDelayMs' | 'maxDelayMs'> = {}): number {
  const first = options.firstDelayMs ?? 1000;
  return Math.min(options.maxDelayMs ?? 30_000, first * 2 ** Math.max(0, exitsInARow - 1));
}

/** A rolling restart that started every process again, some of which had not stopped cleanly on its SIGTERM (or had died before it). */
export class UncleanStops extends Error {}

/** A wait in words: "1 s", "0.5 s", "30 s". */
const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

export interface ClusterProcess {
  readonly index: number;
  readonly port: number;
  readonly url: string;
  /** The running child, or null while it is stopped. */
  readonly child: ChildProcess | null;
}

export interface Cluster {
  /** nginx's address: what a browser opens. */
  readonly url: string;
  readonly processes: readonly ClusterProcess[];
  /** nginx's (master) process id: its CPU time is read from /proc by scripts/measure-postgres.ts. */
  readonly nginxPid: number | undefined;
  /**
   * Stops process `index` with `signal` and resolves when it has exited (SIGTERM: once it has
   * finished what it was serving). Not started again with `restart`: it was asked to stop.
   */
  stop(index: number, signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Starts process `index` again and resolves when it answers /v3/health. */
  start(index: number): Promise<void>;
  /**
   * Each process in turn: SIGTERM, wait for its exit, start it again, wait for its health; the
   * others keep serving. A process found stopped (it died, and waits to be started again) is
   * started at its turn.
   */
  rollingRestart(): Promise<void>;
  /** Stops every process and nginx, and removes nginx's folder. */
  close(): Promise<void>;
}

/** Resolves once `url` answers 200, or rejects when `exited` resolves first. */
async function healthy(url: string, exited: Promise<unknown>, what: string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`${what} stopped while starting`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

export const nginxConfigFile = join(projectRoot, 'deploy/nginx/lot-console.conf');

/** nginx's program: NGINX, else Debian's /usr/sbin/nginx (not on a plain user's PATH), else whatever PATH finds. */
export function nginxBinary(): string {
  return process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
}

/**
 * The repository's nginx config with this cluster's listen port and upstream servers: the
 * `listen` line of the server block and the `server host:port …;` lines of the upstream are
 * replaced, everything else (timeouts, retries, body size) is the config as shipped.
 */
export function clusterNginxConfig(config: string, listenPort: number, upstreamPorts: readonly number[]): string {
  const upstreamLine = /^(\s*)server\s+[\d.]+:\d+(\s[^;]*)?;\s*$/m;
  const match = upstreamLine.exec(config);
  if (!match) throw new Error(`${nginxConfigFile} has no "server host:port …;" line in its upstream`);
  const indent = match[1] ?? '    ';
  const options = match[2] ?? '';
  const lines = upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port}${options};`).join('\n');
  let replaced = false;
  const withUpstream = config
    .split('\n')
    .flatMap((line) => {
      if (!upstreamLine.test(line)) return [line];
      if (replaced) return [];
      replaced = true;
      return [lines];
    })
    .join('\n');
  const listen = /^(\s*)listen\s+\d+;/m;
  if (!listen.test(withUpstream)) throw new Error(`${nginxConfigFile} has no "listen <port>;" line`);
  return withUpstream.replace(listen, `$1listen 127.0.0.1:${listenPort};`);
}

/** nginx.conf for an unprivileged nginx in `folder`, with the cluster's site config beside it. */
function nginxMainConfig(folder: string): string {
  const path = (name: string) => join(folder, name);
  return [
    '# Written by scripts/lib/cluster.ts',
    'daemon off;',
    'worker_processes 1;',
    // Started as root (a container, CI), nginx would hand its workers to "nobody", who may not write this folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${path('nginx.pid')};`,
    `error_log ${path('error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  access_log off;`,
    `  client_body_temp_path ${path('body')};`,
    `  proxy_temp_path ${path('proxy')};`,
    `  fastcgi_temp_path ${path('fastcgi')};`,
    `  uwsgi_temp_path ${path('uwsgi')};`,
    `  scgi_temp_path ${path('scgi')};`,
    `  include ${path('lot-console.conf')};`,
    '}',
    '',
  ].join('\n');
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const folder = mkdtempSync(join(tmpdir(), 'lot-cluster-'));
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(folder, name));
  const ports = await Promise.all(Array.from({ length: options.processes }, () => freePort()));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const stdio = options.output ?? 'ignore';
  const shared = {
    DATABASE_URL: options.databaseUrl,
    IMAGE_URL_SECRET: randomBytes(32).toString('hex'),
    TRUSTED_PROXIES: '127.0.0.1',
    PUBLIC_URL: url,
    ...options.photoEnv,
    ...options.env,
  };

  const processes = ports.map((processPort, index) => ({
    index,
    port: processPort,
    url: `http://127.0.0.1:${processPort}`,
    child: null as ChildProcess | null,
    /** Whether it should be running: false once `stop` or `close` asked it to exit. */
    wanted: false,
    /** When it was last started, and how many times in a row it has exited on its own since it last ran steadily. */
    startedAt: 0,
    exitsInARow: 0,
    /** Its start again after an exit of its own: the wait, then the start under way. */
    restartTimer: null as NodeJS.Timeout | null,
    restarting: null as Promise<void> | null,
  }));
  type Slot = (typeof processes)[number];
  const exits = new Map<number, Promise<{ code: number | null; signal: NodeJS.Signals | null }>>();
  /** Processes are started again only once the cluster is up (a process that cannot start fails the start), and not while it closes. */
  let supervising = false;
  const slotOf = (index: number): Slot => {
    const slot = processes[index];
    if (!slot) throw new Error(`no process ${index + 1}: the cluster has ${processes.length}`);
    return slot;
  };

  const start = async (index: number) => {
    const slot = slotOf(index);
    if (slot.child) throw new Error(`process ${index + 1} is running`);
    const child = spawn(process.execPath, [options.bundle], {
      cwd: projectRoot,
      env: { ...process.env, ...shared, PORT: String(slot.port), HOST: '127.0.0.1' },
      stdio: ['ignore', stdio, 'inherit'],
    });
    slot.child = child;
    slot.wanted = true;
    slot.startedAt = Date.now();
    const exited = once(child, 'exit').then(([code, signal]) => {
      if (slot.child === child) slot.child = null;
      if (slot.child === null && slot.wanted) exitedOnItsOwn(slot, child.pid, code as number | null, signal as NodeJS.Signals | null);
      return { code: code as number | null, signal: signal as NodeJS.Signals | null };
    });
    exits.set(index, exited);
    await healthy(`${slot.url}/v3/health`, exited, `server process ${index + 1}`);
  };

  /** A process exited that nobody stopped: with `restart`, it is started again after a wait that grows while it keeps exiting. */
  function exitedOnItsOwn(slot: Slot, pid: number | undefined, code: number | null, signal: NodeJS.Signals | null) {
    const restart = options.restart;
    if (!restart || !supervising) return;
    const ranSteadily = Date.now() - slot.startedAt >= (restart.steadyMs ?? 60_000);
    slot.exitsInARow = ranSteadily ? 1 : slot.exitsInARow + 1;
    const delay = restartDelayMs(slot.exitsInARow, restart);
    const how = signal ?? `code ${code}`;
    const inARow = slot.exitsInARow > 1 ? `, ${slot.exitsInARow} times in a row` : '';
    restart.log(`process ${slot.index + 1} (pid ${pid}) exited on its own (${how}${inARow}): starting it again in ${seconds(delay)}`);
    if (slot.restartTimer) clearTimeout(slot.restartTimer);
    slot.restartTimer = setTimeout(() => {
      slot.restartTimer = null;
      if (!supervising || slot.child || !slot.wanted) return;
      slot.restarting = start(slot.index)
        .then(() => restart.log(`process ${slot.index + 1} is running again (pid ${slot.child?.pid})`))
        // It exited while starting: its exit has planned the next try.
        .catch(() => undefined)
        .finally(() => (slot.restarting = null));
    }, delay);
  }

  /** A planned start again is not wanted any more (the process is stopped or started by hand), or one under way has ended. */
  async function settleRestart(slot: Slot) {
    for (;;) {
      if (slot.restartTimer) clearTimeout(slot.restartTimer);
      slot.restartTimer = null;
      if (!slot.restarting) return;
      await slot.restarting;
    }
  }

  const stop = async (index: number, signal: NodeJS.Signals = 'SIGTERM') => {
    const slot = slotOf(index);
    const exited = exits.get(index);
    if (!slot.child || !exited) throw new Error(`process ${index + 1} is not running`);
    slot.wanted = false;
    slot.child.kill(signal);
    return exited;
  };

  // The first process migrates the database (under an advisory lock, so starting them together
  // would be as safe); the rest start together.
  await start(0);
  await Promise.all(processes.slice(1).map((slot) => start(slot.index)));

  writeFileSync(join(folder, 'lot-console.conf'), clusterNginxConfig(readFileSync(nginxConfigFile, 'utf8'), port, ports));
  writeFileSync(join(folder, 'nginx.conf'), nginxMainConfig(folder));
  const nginx = spawn(nginxBinary(), ['-p', folder, '-c', join(folder, 'nginx.conf')], { stdio: ['ignore', stdio, 'inherit'] });
  const nginxExited = once(nginx, 'exit');
  await healthy(`${url}/v3/health`, nginxExited, `nginx (see ${join(folder, 'error.log')})`);
  supervising = true;

  return {
    url,
    processes,
    nginxPid: nginx.pid,
    stop,
    start,
    async rollingRestart() {
      const unclean: string[] = [];
      for (const slot of processes) {
        // A process waiting to be started again (it exited on its own) is started now, at its turn.
        await settleRestart(slot);
        if (slot.child) {
          const outcome = await stop(slot.index, 'SIGTERM');
          // Said at the end: the process is started again all the same (it may have died just
          // before the SIGTERM, as a kill -9 right before a kill -HUP does).
          if (outcome.code !== 0) unclean.push(`process ${slot.index + 1} exited with ${outcome.code ?? outcome.signal} on SIGTERM`);
        }
        // One that cannot start stops the rolling restart, before another is taken down; with
        // `restart` it is tried again.
        await start(slot.index);
      }
      if (unclean.length > 0) throw new UncleanStops(`every process is running again, but ${unclean.join(', ')}`);
    },
    async close() {
      supervising = false;
      for (const slot of processes) {
        slot.wanted = false;
        if (slot.restartTimer) clearTimeout(slot.restartTimer);
        slot.restartTimer = null;
      }
      await Promise.all(processes.filter((slot) => slot.child).map((slot) => stop(slot.index, 'SIGTERM')));
      await Promise.all(processes.map((slot) => slot.restarting));
      if (nginx.exitCode === null && nginx.signalCode === null) {
        nginx.kill('SIGQUIT');
        await nginxExited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
