/**
 * `npm run measure:pairs`: this build's cold signed-in load of a list beside another build's, in
 * pairs (ADR 0083). Each build is served by its own server on a seeded database; the loads
 * alternate (A then B, then B then A), each in a fresh context with the HTTP cache off, the
 * service worker blocked, CPU throttled and, for `lh`, Lighthouse's mobile network, until the
 * list's rows are visible: the side-by-side's method (scripts/side-by-side/lists.ts) with another
 * build in the peer's place. Prints each build's median, the ratio and in how many pairs this
 * build was faster. On a shared machine a run's figures drift by a fifth within minutes; pairs
 * taken seconds apart cancel the drift, so a change of a few per cent shows in 10-15 pairs.
 *
 *   npx vite build --outDir /tmp/dist-before   # on the other revision
 *   npm run build && npm run measure:pairs -- --against /tmp/dist-before [--list vehicles|dealers|apilogs] [--runs 11] [--cpu 4] [--net lh|none]
 */
import { chromium } from 'playwright-core';
import { parseArgs } from 'node:util';
import { median, pairedDifference, startMeasureServer } from './lib/measure-server.ts';
import { coldLoad, consoleSession, lists } from './side-by-side/lists.ts';

const { values } = parseArgs({
  options: {
    against: { type: 'string' },
    list: { type: 'string', default: 'vehicles' },
    runs: { type: 'string', default: '11' },
    cpu: { type: 'string', default: '4' },
    net: { type: 'string', default: 'lh' },
  },
});
if (values.against === undefined) throw new Error('--against <dist>: the other build to compare with (npx vite build --outDir <dist>)');
const list = lists[values.list];
if (!list) throw new Error(`no list "${values.list}": ${Object.keys(lists).join(', ')}`);
const runs = Number(values.runs);
const cpu = Number(values.cpu);

const builds = [
  { name: 'this build', server: await startMeasureServer() },
  { name: values.against, server: await startMeasureServer({ distDir: values.against }) },
];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-dev-shm-usage'],
});
try {
  const states = await Promise.all(
    builds.map(async ({ server }) => {
      const session = await consoleSession(server.origin, list);
      return { storageState: { cookies: [], origins: [{ origin: server.origin, localStorage: session.localStorage }] } };
    }),
  );
  const times: number[][] = [[], []];
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const { ms } = await coldLoad(browser, builds[index]!.server.origin + list.path, states[index]!, list.rows, values.net, cpu);
      times[index]!.push(ms);
    }
    console.log(`  pair ${run + 1}: ${times[0]![run]} ms in this build, ${times[1]![run]} ms in the other`);
  }
  const [mine, other] = times.map(median) as [number, number];
  const { faster } = pairedDifference(times[0]!, times[1]!);
  console.log(
    `${values.list}: ${list.rows} rows visible, CPU ${cpu}x, network ${values.net}: this build median ${mine} ms, ${values.against} ${other} ms; ` +
      `ratio ${(mine / other).toFixed(3)}, this build faster in ${faster} of ${runs} pairs`,
  );
} finally {
  await browser.close();
  for (const { server } of builds) server.close();
}
