// `npm test` starts here: the server tests need a PostgreSQL server where they may create databases
// (ADR 0070). Checks TEST_DATABASE_URL (by default postgres://lot:lot@127.0.0.1:5432/postgres);
// as root on a Debian machine with Debian's postgresql package, starts the cluster on that port and
// creates (or repairs) the role; otherwise stops with the exact commands. Drops the databases that
// test runs no longer running left behind, and stops the private servers they left running
// (server/test/postgres-instance.ts). Takes well under a second when the server is up.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://lot:lot@127.0.0.1:5432/postgres';
const parsed = new URL(url);
const user = decodeURIComponent(parsed.username || 'postgres');
const password = decodeURIComponent(parsed.password);
const port = parsed.port || '5432';
const shown = `${parsed.protocol}//${parsed.username}${parsed.password ? ':***' : ''}@${parsed.host}${parsed.pathname}`;
const local = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);

const identifier = (name) => `"${name.replace(/"/g, '""')}"`;
const literal = (text) => `'${text.replace(/'/g, "''")}'`;
const roleSql = `DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${literal(user)}) THEN CREATE ROLE ${identifier(user)} LOGIN PASSWORD ${literal(password)} CREATEDB;
  ELSE ALTER ROLE ${identifier(user)} LOGIN PASSWORD ${literal(password)} CREATEDB; END IF;
END $$;`;
const instructions = `On Debian, as root:

  apt-get update && apt-get install -y postgresql
  pg_ctlcluster 15 main start      # the installed major version: pg_lsclusters lists it
  su postgres -c "psql -c \\"CREATE ROLE ${user} LOGIN PASSWORD '${password}' CREATEDB\\""

or point TEST_DATABASE_URL at a PostgreSQL server (UTF8, version 14 or later) whose role may create databases.`;

/** Connects and checks the role may create databases; resolves to the problem, or to null when all is well. */
async function check() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const role = await client.query('SELECT rolcreatedb OR rolsuper AS may FROM pg_roles WHERE rolname = current_user');
    const version = await client.query('SHOW server_version');
    if (!role.rows[0]?.may) return { code: 'NOCREATEDB', message: `role ${user} may not create databases` };
    await dropLeftovers(client);
    console.log(`PostgreSQL ${version.rows[0].server_version} for the server tests at ${shown}`);
    return null;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Test databases (server/test/postgres-databases.ts names them lot_test_[migrate_]<pid>_…) whose process is gone. */
async function dropLeftovers(client) {
  const names = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'lot\\_test\\_%'`);
  for (const { datname } of names.rows) {
    const pid = Number(/^lot_test_(?:migrate_)?(\d+)_/.exec(datname)?.[1]);
    if (!pid || alive(pid)) continue;
    // As server/test/postgres-databases.ts's dropDatabase: not WITH (FORCE), which refuses while
    // an autovacuum worker is in the database.
    await client
      .query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND usename = current_user', [datname])
      .then(() => client.query(`DROP DATABASE IF EXISTS ${identifier(datname)}`))
      .catch(() => {});
  }
}

/**
 * The private PostgreSQL servers of the tests that restart one (server/test/postgres-instance.ts,
 * in tmpdir()/lot-postgres-<pid>-…) whose test process is gone: stopped at once (SIGQUIT, an
 * immediate shutdown: the data is thrown away with the folder) and removed.
 */
function stopLeftoverInstances() {
  for (const name of readdirSync(tmpdir())) {
    const owner = Number(/^lot-postgres-(\d+)-/.exec(name)?.[1]);
    if (!owner || alive(owner)) continue;
    const folder = join(tmpdir(), name);
    const pidFile = join(folder, 'data', 'postmaster.pid');
    const server = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
    if (server && alive(server)) {
      console.log(`Stopping the PostgreSQL server (pid ${server}) that a test run left in ${folder}`);
      try {
        process.kill(server, 'SIGQUIT');
      } catch {
        // Gone meanwhile, or not ours to stop: the folder goes all the same.
      }
    }
    rmSync(folder, { recursive: true, force: true });
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** node-postgres's error code; a host name with two addresses fails with an AggregateError of both. */
const codeOf = (error) => error.code ?? error.errors?.[0]?.code;

function run(command, args, input) {
  const result = spawnSync(command, args, { input, encoding: 'utf8', cwd: '/' });
  if (result.status !== 0) console.error(`${command} ${args.join(' ')}: ${(result.stderr || result.error?.message || '').trim()}`);
  return result.status === 0;
}

/** As root on Debian: start the cluster on the URL's port, create or repair the role. */
function repair(problem) {
  if (!local || process.getuid?.() !== 0) return false;
  const clusters = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  if (clusters.status !== 0) return false;
  const cluster = clusters.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[2] === port);
  if (!cluster) return false;
  const [version, name, , status] = cluster;
  if (status !== 'online') {
    console.log(`Starting PostgreSQL ${version}/${name} (port ${port})`);
    if (!run('pg_ctlcluster', [version, name, 'start'])) return false;
  }
  if (codeOf(problem) === 'ECONNREFUSED' && status === 'online') return false;
  console.log(`Making sure role ${user} exists, with its password and CREATEDB`);
  return run('su', ['postgres', '-c', `psql -X -q -v ON_ERROR_STOP=1 -p ${port} -d postgres`], roleSql);
}

stopLeftoverInstances();
let problem = await check();
if (problem && repair(problem)) problem = await check();
if (problem) {
  console.error(
    `PostgreSQL is not ready for the server tests at ${shown} (TEST_DATABASE_URL): ${problem.message || codeOf(problem) || problem}\n\n${instructions}\n`,
  );
  process.exit(1);
}
