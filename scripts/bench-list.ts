/**
 * Benchmark of the generic list engine: a filtered, sorted page of /v3/util/vehicles
 * with its four relations, over HTTP, on a database seeded at --scale (default 23,
 * about 103,500 vehicles), for each filter and sort of the vehicles screen. Prints the
 * medians and fails when any query's median is over the 50 ms budget.
 *
 *   npm run bench -- [--scale 23] [--requests 200] [--file /tmp/bench.sqlite]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createApp } from '../server/app.ts';
import { openDatabase } from '../server/db/connection.ts';
import { seedDatabase } from '../server/db/seed.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '23' },
    requests: { type: 'string', default: '200' },
    file: { type: 'string' },
    budget: { type: 'string', default: '50' },
    /** Only the queries whose name contains this text (e.g. search). */
    only: { type: 'string' },
  },
});
const scale = Number(values.scale);
const requests = Number(values.requests);
const budgetMs = Number(values.budget);
const folder = join(tmpdir(), 'lot-console-bench');
mkdirSync(folder, { recursive: true });
const file = values.file ?? join(folder, `scale-${scale}.sqlite`);
const photoDir = join(folder, 'photos');
const marker = `${file}.seeded`;

if (!existsSync(marker) || readFileSync(marker, 'utf8') !== String(scale)) {
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) writeFileSync(file + suffix, '');
  console.log(`Seeding scale ${scale} into ${file} (once; later runs reuse it) …`);
  const started = Date.now();
  const db = openDatabase(file);
  await seedDatabase(db, { scale, photoDir });
  db.$client.close();
  writeFileSync(marker, String(scale));
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const db = openDatabase(file);
const { vehicles } = db.$client.prepare('SELECT COUNT(*) AS vehicles FROM vehicles').get() as { vehicles: number };
const app = createApp({ db, photoDir });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const signIn = await fetch(`${base}/v3/authentication_local`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ site: 'DAL', username: 'inspector', password: 'inspector-demo-2026' }),
});
const { access_token: token } = (await signIn.json()) as { access_token: string };

// Real values to search for, taken from the data.
const sample = db.$client
  .prepare(
    'SELECT v.vin, v.last6, v.stock_number, d.dealer_num FROM vehicles v JOIN dealers d ON d.dealer_id = v.seller_id WHERE v.site_id = 1 LIMIT 1 OFFSET 500',
  )
  .get() as { vin: string; last6: string; stock_number: string; dealer_num: string };
const relations = 'with[]=vehicle_positions&with[]=seller&with[]=inspections&with[]=vehicle_image_main';
/** The vehicles list's search box: one OR group over the whole VIN, the stock number and the last 6 (vehicle-list.ts). */
const search = (text: string) =>
  ['vin', 'stock_number', 'last6'].map((field) => `filters[0][]=${field}|eq|${encodeURIComponent(text)}`).join('&') + '&order_by[]=vehicle_id|desc&per_page=10';
// The vehicles screen's own filters and sorts (the vehicles list's), one combination each, and its search.
const allQueries: [string, string][] = [
  ['default', `order_by[]=vehicle_id|desc&per_page=10`],
  ['active by year', `filters[0]=is_active|eq|Y&order_by[]=autoyear|desc&per_page=25`],
  ['has inspections by make', `has[]=inspections&order_by[]=automake|asc&per_page=25`],
  ['no inspections, inactive, by model', `notHas[]=inspections&filters[0]=is_active|eq|N&order_by[]=automodel|desc&per_page=10`],
  ['last6 filter', `filters[0]=last6|eq|${sample.last6}&order_by[]=vehicle_id|desc&per_page=10`],
  ['seller number', `filters[0]=seller.dealer_num|eq|${encodeURIComponent(sample.dealer_num)}&order_by[]=autoyear|asc&per_page=10`],
  ['seller name', `filters[0]=seller.dealer_name|like|motors&order_by[]=vehicle_id|desc&per_page=25`],
  ['search: full VIN', search(sample.vin)],
  ['search: stock number', search(sample.stock_number)],
  ['search: last 6', search(sample.last6)],
];
const queries = allQueries.filter(([name]) => values.only === undefined || name.includes(values.only));
if (!queries.length) throw new Error(`No query is named like '${values.only}'`);

async function timed(query: string, page: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/v3/util/vehicles?site=DAL&paginate2=1&page=${page}&${query}&${relations}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

for (const [, query] of queries) await timed(query, 1); // warm-up
const times: number[] = [];
const perQuery = new Map<string, number[]>();
for (let i = 0; i < requests; i++) {
  const [name, query] = queries[i % queries.length] ?? ['', ''];
  // A search finds one vehicle: its first page is the one asked for.
  const ms = await timed(query, name.startsWith('search') ? 1 : 1 + (i % 5));
  times.push(ms);
  perQuery.set(name, [...(perQuery.get(name) ?? []), ms]);
}
server.close();
db.$client.close();

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
};
console.log(`\n/v3/util/vehicles with 4 relations, ${vehicles.toLocaleString('en-US')} vehicles, ${requests} requests over HTTP`);
for (const [name, list] of perQuery) {
  const query = queries.find(([candidate]) => candidate === name)?.[1] ?? '';
  console.log(`  median ${percentile(list, 0.5).toFixed(1).padStart(6)} ms  ${name.padEnd(36)} ${query}`);
}
const median = percentile(times, 0.5);
console.log(`all: median ${median.toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (budget: every query's median under ${budgetMs} ms)`);
const over = [...perQuery].filter(([, list]) => percentile(list, 0.5) > budgetMs);
if (over.length) {
  console.error(`Over budget: ${over.map(([name]) => name).join('; ')}`);
  process.exit(1);
}
