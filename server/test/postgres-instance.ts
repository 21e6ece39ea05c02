/**
 * A PostgreSQL server of a test's own, for the tests that stop and restart it ("PostgreSQL
 * restarted during writes", issue 39): the machine's shared server (TEST_DATABASE_URL) serves
 * every other test and must never be restarted by one. Free of any test framework (vitest and
 * Playwright both may use it).
 *
 * `initdb` in a temporary folder, a free port of 127.0.0.1, the role `lot` as its superuser with
 * trust authentication (loopback only), and no fsync (a test's data: a clean stop still writes
 * everything, only a crash of the machine would lose it). PostgreSQL refuses to run as root: as
 * root its programs run as the `postgres` user (Debian's package creates it), in a folder it owns.
 *
 * The folder is named `lot-postgres-<pid>-…` after the process that made it: a run killed before
 * it could stop its server leaves one behind, which scripts/postgres.mjs (the first step of
 * `npm test`) stops and removes.
 */
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/free-port.ts';

export interface PostgresInstance {
  readonly port: number;
  /** The URL of database `name` (by default `postgres`) on this server, as role `lot`. */
  url(name?: string): string;
  /** A fast shutdown (`pg_ctl stop -m fast`: sessions ended, transactions under way rolled back); resolves once it is stopped. */
  stop(): Promise<void>;
  /** Starts it again; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and removes its folder. */
  close(): Promise<void>;
}

/** The folder of PostgreSQL's server programs: POSTGRES_BIN, else the newest of Debian's /usr/lib/postgresql/<major>/bin. */
export function postgresBinDir(): string {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) throw new Error('No PostgreSQL server programs (initdb) in /usr/lib/postgresql: apt-get install -y postgresql, or set POSTGRES_BIN');
  return join(root, majors[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

/** The `postgres` user's uid and gid, for the folder its server runs in. */
function postgresUser(): { uid: number; gid: number } {
  const ids = ['-u', '-g'].map((flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim()));
  const [uid, gid] = ids;
  if (!uid || gid === undefined || Number.isNaN(gid))
    throw new Error('Running as root, PostgreSQL needs the user "postgres" (Debian\'s postgresql package creates it)');
  return { uid, gid };
}

/** Runs a program to its end; rejects with its error output when it fails. */
async function run(program: string, args: string[], options: SpawnOptions & { input?: NodeJS.ReadableStream } = {}): Promise<void> {
  const child = spawn(program, args, { ...options, stdio: [options.input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (errors += text));
  if (options.input && child.stdin) options.input.pipe(child.stdin);
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`${program} ${args.join(' ')} failed (${code ?? signal}): ${errors.trim()}`);
}

/** A server program of PostgreSQL, as the `postgres` user when this process is root. */
function serverProgram(bin: string, program: string, args: string[]): [string, string[]] {
  const path = join(bin, program);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}

/** Makes, starts and returns a PostgreSQL server of its own (about 1.5 s). */
export async function startPostgresInstance(): Promise<PostgresInstance> {
  const bin = postgresBinDir();
  const folder = mkdtempSync(join(tmpdir(), `lot-postgres-${process.pid}-`));
  try {
    if (asRoot) {
      const { uid, gid } = postgresUser();
      chownSync(folder, uid, gid);
    }
    const data = join(folder, 'data');
    // cwd: the postgres user may not be allowed into the caller's folder.
    await run(...serverProgram(bin, 'initdb', ['-D', data, '-U', 'lot', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']), { cwd: folder });
    const port = await freePort();
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        '# A test server (server/test/postgres-instance.ts)',
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${folder}'`,
        'fsync = off',
        'full_page_writes = off',
        'synchronous_commit = off',
        'shared_buffers = 32MB',
        '',
      ].join('\n'),
    );
    const pgCtl = (...args: string[]) => run(...serverProgram(bin, 'pg_ctl', ['-D', data, '-w', '-t', '120', ...args]), { cwd: folder });
    let running = false;
    const start = async () => {
      await pgCtl('-l', join(folder, 'server.log'), 'start');
      running = true;
    };
    const stop = async () => {
      await pgCtl('-m', 'fast', 'stop');
      running = false;
    };
    await start();
    return {
      port,
      url: (name = 'postgres') => `postgres://lot@127.0.0.1:${port}/${encodeURIComponent(name)}`,
      start,
      stop,
      async close() {
        if (running) await stop();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Copies database `sourceUrl` (on any server; nobody else need keep off it, as off a template)
 * into a new database `name` of `instance`, with the byte-order text of every test database:
 * `pg_dump -Fc` piped into `pg_restore` (the seeded template, 55 MB: about 4 s).
 */
export async function copyDatabaseInto(instance: PostgresInstance, sourceUrl: string, name: string): Promise<string> {
  const bin = postgresBinDir();
  await run(join(bin, 'psql'), [
    '-X',
    '-q',
    '-v',
    'ON_ERROR_STOP=1',
    '-d',
    instance.url(),
    '-c',
    `CREATE DATABASE "${name.replace(/"/g, '""')}" ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0`,
  ]);
  const dump = spawn(join(bin, 'pg_dump'), ['-Fc', '-d', sourceUrl], { stdio: ['ignore', 'pipe', 'pipe'] });
  let dumpErrors = '';
  dump.stderr.setEncoding('utf8').on('data', (text: string) => (dumpErrors += text));
  const dumped = once(dump, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  await run(join(bin, 'pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', '-d', instance.url(name)], { input: dump.stdout });
  const [code, signal] = await dumped;
  if (code !== 0) throw new Error(`pg_dump failed (${code ?? signal}): ${dumpErrors.trim()}`);
  return instance.url(name);
}
