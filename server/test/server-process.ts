/**
 * Starts the server as `npm start` runs it (its bundle, server/bundle.ts, under plain node), as
 * a child process, on a copy of the seeded template database (or on a database file another
 * process shares), for the tests that need a real process: its memory, its event loop under
 * load, a kill. The tests' bundle is built once per run (global-setup.ts, `serverBundle`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../lib/run-paths.ts';
import { freePort } from '../lib/free-port.ts';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  databaseFile: string | undefined;
  photoDir: string;
  /** The most memory the process has held so far (VmHWM, Linux), in MiB. */
  peakRssMiB(): number;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** A folder with a private copy of the template database and photos (paths from vitest's inject). */
export function copyTemplate(templateDatabase: string, templatePhotos: string): { databaseFile: string; photoDir: string; folder: string } {
  const folder = mkdtempSync(join(tmpdir(), 'lot-console-process-'));
  const databaseFile = join(folder, 'db.sqlite');
  copyFileSync(templateDatabase, databaseFile);
  const photoDir = join(folder, 'photos');
  cpSync(templatePhotos, photoDir, { recursive: true });
  return { databaseFile, photoDir, folder };
}

export async function startServerProcess(options: {
  /** The SQLite file; unused (may be omitted) when `env` sets DATABASE_URL. */
  databaseFile?: string;
  photoDir: string;
  /** The bundle's index.mjs (bundleServer in server/bundle.ts). */
  bundle: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const onPostgres = Boolean(options.env?.DATABASE_URL);
  if (!onPostgres && !(options.databaseFile && existsSync(options.databaseFile))) throw new Error(`no database at ${options.databaseFile}`);
  const port = await freePort();
  const child = spawn(process.execPath, [options.bundle], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(options.databaseFile ? { DATABASE_FILE: options.databaseFile } : {}),
      PHOTO_DIR: options.photoDir,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const healthy = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${url}/v3/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  await Promise.race([healthy, exited.then(() => Promise.reject(new Error(`the server stopped at start (${child.exitCode ?? child.signalCode})`)))]);
  return {
    url,
    child,
    databaseFile: options.databaseFile,
    photoDir: options.photoDir,
    exited,
    peakRssMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kib = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
      return kib / 1024;
    },
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** The seed's demo sign-ins (README, "Run it"): the route and body of each. */
export const demoSignIns = {
  admin: ['/v3/authentication', { username: 'admin@example.com', password: 'admin-demo-2026' }],
  user: ['/v3/authentication', { username: 'user@example.com', password: 'user-demo-2026' }],
  inspector: ['/v3/authentication_local', { site: 'DAL', username: 'inspector', password: 'inspector-demo-2026' }],
  clerk: ['/v3/authentication_local', { site: 'DAL', username: 'clerk', password: 'clerk-demo-2026' }],
} as const;

/** A sign-in token of one of the seed's demo users from the server at `url`, signed in as the console does. */
export async function demoToken(url: string, who: keyof typeof demoSignIns): Promise<string> {
  const [path, body] = demoSignIns[who];
  const signIn = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'mobile-version': '-1' },
    body: JSON.stringify(body),
  });
  if (signIn.status !== 200) throw new Error(`sign-in of ${who} failed at ${url}: ${signIn.status} ${await signIn.text()}`);
  return ((await signIn.json()) as { access_token: string }).access_token;
}

/** A sign-in token of the seed's DAL inspector. */
export const inspectorToken = (url: string): Promise<string> => demoToken(url, 'inspector');
