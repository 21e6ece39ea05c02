/**
 * The public report's PDF cannot be used to slow the server (issue 42, ADR 0066): 40 PDF
 * requests from 4 parallel clients (one share link each, 10 requests apiece, as fast as they are
 * answered) while /v3/health answers within 100 ms at p99 (on a machine already slower than that
 * unloaded, within 4 times its own unloaded p99). Against a real server process (the bundle,
 * as `npm start` runs it), its PDF limit raised so that every one of the 40 is rendered or
 * served, not refused. The machine's own pace is measured in the same run, beside the same 4
 * clients fetching the report's JSON (light work of the same shape). Before: each request
 * rendered the PDF again on the event loop (the issue measured a health median of 194 ms, max 445).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { copyTemplate, startServerProcess, type ServerProcess } from '../test/server-process.ts';

let server: ServerProcess;
let folder = '';
let links: string[] = [];

const clients = 4;
const perClient = 10;

beforeAll(async () => {
  const copy = copyTemplate(inject('templateDatabase'), inject('photoDir'));
  folder = copy.folder;
  // Four DAL vehicles whose current report has damage photos, and a share link each.
  const db = new Database(copy.databaseFile);
  const vehicles = db
    .prepare(
      `SELECT v.vehicle_id FROM vehicles v JOIN inspections r ON r.vehicle_id = v.vehicle_id
       WHERE v.site_id = 1 AND r.deleted_at IS NULL
         AND EXISTS (SELECT 1 FROM inspection_items c JOIN condition_images ci ON ci.vehicle_condition_id = c.vehicle_condition_id
                     WHERE c.condition_report_id = r.condition_report_id)
       GROUP BY v.vehicle_id ORDER BY v.vehicle_id LIMIT ?`,
    )
    .pluck()
    .all(clients) as number[];
  expect(vehicles).toHaveLength(clients);
  const insert = db.prepare('INSERT OR REPLACE INTO report_links (vehicle_id, secret) VALUES (?, ?)');
  const secrets = vehicles.map((vehicleId, index) => {
    const secret = `pdfLoadTestSecret${index}`.padEnd(22, 'x');
    insert.run(vehicleId, secret);
    return secret;
  });
  db.close();
  server = await startServerProcess({ ...copy, bundle: inject('serverBundle'), env: { PUBLIC_PDFS_PER_MINUTE: '1000' } });
  links = secrets.map((secret) => `${server.url}/v3/site/DAL/condition-report/${secret}/pdf`);
  // The link answers (its JSON, not its PDF: no PDF is made before the load).
  expect((await fetch(links[0]!.replace(/\/pdf$/, ''))).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await server.kill();
  rmSync(folder, { recursive: true, force: true });
});

const percentile = (values: number[], rank: number) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * rank) - 1] ?? Infinity;

async function health(): Promise<number> {
  const begun = performance.now();
  const response = await fetch(`${server.url}/v3/health`);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - begun;
}

/**
 * 4 clients, each fetching its URL 10 times in turn; prints "started", then a line per reply:
 * "ok" (a 200, and a PDF where a PDF was asked for) or its status.
 */
const loadScript = `
const [perClient, ...urls] = process.argv.slice(1);
const client = async (url) => {
  for (let i = 0; i < Number(perClient); i++) {
    const r = await fetch(url);
    const body = new Uint8Array(await r.arrayBuffer());
    const ok = r.status === 200 && (!url.endsWith('/pdf') || String.fromCharCode(...body.subarray(0, 5)) === '%PDF-');
    process.stdout.write(ok ? 'ok\\n' : r.status + '\\n');
  }
};
process.stdout.write('started\\n');
Promise.all(urls.map(client)).catch((e) => process.stdout.write('failed ' + e.message + '\\n'));
`;

/** /v3/health's timings, one probe after the other, while the 4 clients fetch `urls` (in a process of their own, so reading their replies does not slow the probes). */
async function healthBeside(urls: string[], minimumProbes: number): Promise<number[]> {
  const load = spawn(process.execPath, ['-e', loadScript, String(perClient), ...urls], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  load.stdout.setEncoding('utf8');
  let done = false;
  const finished = new Promise<void>((resolve) => load.once('exit', () => ((done = true), resolve())));
  await new Promise<void>((resolve) => load.stdout.on('data', (chunk: string) => ((output += chunk), output.includes('started') && resolve())));
  const timings: number[] = [];
  // On until the last reply, and at least `minimumProbes`.
  do timings.push(await health());
  while (!done || timings.length < minimumProbes);
  await finished;
  const replies = output.split('\n').filter((line) => line && line !== 'started');
  expect(replies, `every request answered: ${urls[0]}`).toEqual(Array.from({ length: clients * perClient }, () => 'ok'));
  return timings;
}

it('answers /v3/health within 100 ms at p99 while 4 clients fetch 40 public PDFs', async () => {
  // Warm: the server's first answers compile its code.
  for (let probe = 0; probe < 20; probe++) await health();
  // The machine's and the server's own pace beside 4 clients of light calls: the reports' JSON.
  const light = percentile(
    await healthBeside(
      links.map((link) => link.replace(/\/pdf$/, '')),
      100,
    ),
    0.99,
  );
  const timings = await healthBeside(links, 1);
  const p99 = percentile(timings, 0.99);
  // 100 ms; on a machine already slower than that (shared, 2 cores, other work running), 4 times
  // the p99 beside the light calls. What this guards is a PDF holding the thread that answers.
  const bound = Math.max(100, 4 * light);
  expect(
    p99,
    `health p99 beside 40 PDFs over ${timings.length} probes (median ${percentile(timings, 0.5).toFixed(0)} ms, max ${Math.max(...timings).toFixed(0)} ms; beside the JSON p99 ${light.toFixed(0)} ms)`,
  ).toBeLessThanOrEqual(bound);
}, 240_000);
