/**
 * `npm run measure:side-by-side`: the cold signed-in load of the vehicles list, side by side
 * with a minimal react-admin 5 console in one run (issue 16). The peer and its comparison
 * script are not part of this repository: `--perf` names their folder (by default a `shared/perf`
 * folder beside the checkout, where the project's workspace keeps them; docs/performance.md
 * describes the peer). The peer is copied to a temporary folder, installed and built there
 * (nothing of it is committed), and reads the same page of the same API through its proxy to
 * this build's server. Fails when a ratio is over its target.
 *
 * `--list dealers|apilogs` compares another list of the console (issue 40): the shared peer
 * with one generic resource that reads the same API page as the console's screen, timed by the
 * same method in this repository's driver (scripts/side-by-side/lists.ts), since the shared
 * driver knows only the vehicles list.
 *
 *   npm run build && npm run measure:side-by-side -- [--list vehicles] [--runs 5] [--rows 25] [--cpu 4] [--net lh,none] [--perf DIR]
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';

import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startMeasureServer } from './lib/measure-server.ts';
import { freePort } from '../server/lib/free-port.ts';
import { sideBySideList } from './side-by-side/lists.ts';

const { values } = parseArgs({
  options: {
    list: { type: 'string', default: 'vehicles' },
    runs: { type: 'string', default: '5' },
    rows: { type: 'string', default: '25' },
    cpu: { type: 'string', default: '4' },
    net: { type: 'string', default: 'lh,none' },
    perf: { type: 'string', default: resolve(import.meta.dirname, '../../shared/perf') },
  },
});
/** Project time / peer time, at most (issue 16). */
const targets: Record<string, number> = { lh: 0.75, none: 0.9 };

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the peer's preview server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.once('exit', (code) => (code === 0 ? done(output) : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

const work = mkdtempSync(join(tmpdir(), 'lot-console-side-by-side-'));
const perf = join(work, 'perf');
cpSync(values.perf, perf, { recursive: true });
console.log(`Installing and building the peer in ${perf} …`);
execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: perf, stdio: 'ignore' });
execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: join(perf, 'peer-react-admin'), stdio: 'ignore' });
// Another list than the vehicles: the peer's page is the generic one (the copy only).
if (values.list !== 'vehicles') copyFileSync(join(import.meta.dirname, 'side-by-side/peer-main.tsx'), join(perf, 'peer-react-admin/src/main.tsx'));
execFileSync('npx', ['vite', 'build'], { cwd: join(perf, 'peer-react-admin'), stdio: 'ignore' });

const server = await startMeasureServer();
const peerPort = await freePort();
const peer = spawn('npx', ['vite', 'preview', '--port', String(peerPort), '--strictPort', '--host', '127.0.0.1'], {
  cwd: join(perf, 'peer-react-admin'),
  env: { ...process.env, API: server.origin },
  stdio: 'ignore',
  detached: true,
});
const peerUrl = `http://127.0.0.1:${peerPort}`;
const summary: string[] = [];
let over = false;
try {
  await waitForHttp(peerUrl, peer);
  for (const net of values.net.split(',')) {
    const line =
      values.list === 'vehicles'
        ? ((await run('node', ['side-by-side.mjs', peerUrl, server.origin, values.rows, values.runs, values.cpu, net], perf)).trim().split('\n').at(-1) ?? '')
        : await sideBySideList({ name: values.list, peer: peerUrl, project: server.origin, runs: Number(values.runs), cpu: Number(values.cpu), net });
    console.log(line);
    const ratio = Number(/ratio project\/peer ([\d.]+)/.exec(line)?.[1]);
    const target = targets[net];
    const verdict = target === undefined ? '' : ratio <= target ? ` (target ≤ ${target}: met)` : ` (target ≤ ${target}: NOT met)`;
    if (target !== undefined && !(ratio <= target)) over = true;
    summary.push(`${line}${verdict}`);
  }
} finally {
  if (peer.pid) process.kill(-peer.pid);
  server.close();
  rmSync(work, { recursive: true, force: true });
}
console.log(`\n${summary.join('\n')}`);
process.exitCode = over ? 1 : 0;
