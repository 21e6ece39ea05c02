/**
 * Runs npm scripts side by side and fails when any of them fails: `npm test` checks the types
 * and the lint rules together, as each keeps one core busy for 30-40 s on a 2-core machine, and
 * builds while the unit tests run, whose workers leave a core idle for part of their run (issue
 * 16: the whole run under 15 minutes). Each line of output carries its script's name.
 *
 *   node scripts/together.mjs typecheck lint
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Usage: node scripts/together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const width = Math.max(...names.map((name) => name.length));
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = performance.now();
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const prefix = `[${name.padEnd(width)}] `;
      createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
      createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${prefix}${line}\n`));
      child.on('error', (error) => {
        process.stderr.write(`${prefix}${error.message}\n`);
        resolve(1);
      });
      child.on('close', (code, signal) => {
        // Which script holds the stage up, for the CI time budget (under 20 minutes).
        process.stdout.write(`${prefix}ended after ${Math.round((performance.now() - started) / 1000)} s\n`);
        resolve(code ?? (signal ? 1 : 0));
      });
    }),
);

const codes = await Promise.all(runs);
const failed = names.filter((_, index) => codes[index] !== 0);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
