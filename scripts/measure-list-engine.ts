/**
 * The list engine of this tree against the engine of another checkout, side by side in one
 * process on one database file: each page is read by both engines in turn (alternating which
 * goes first), so a load that changes during the run slows both alike. Prints the median of
 * each query per engine and their ratio. ADR 0071 step 4 measured the async engine this way
 * against the synchronous one.
 *
 *   git archive <commit> | tar -x -C /tmp/before && ln -s "$PWD/node_modules" /tmp/before/node_modules
 *   npx tsx scripts/measure-list-engine.ts --before /tmp/before [--file /tmp/lot-console-bench/scale-23.sqlite] [--rounds 60]
 *
 * The file is one `scripts/bench-list.ts` seeded (scale 23: about 103,500 vehicles); it is
 * opened read-only. An engine whose methods are synchronous is awaited all the same.
 */
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    file: { type: 'string', default: join(tmpdir(), 'lot-console-bench', 'scale-23.sqlite') },
    rounds: { type: 'string', default: '60' },
  },
});
if (!values.before) throw new Error('--before <checkout> is required: the tree whose engine to compare with');
const rounds = Number(values.rounds);

interface Engine {
  list(name: string, search: URLSearchParams, actor: unknown): unknown;
}

async function engineOf(root: string): Promise<Engine> {
  const schema = (await import(join(root, 'server/db/schema.ts'))) as Record<string, unknown>;
  const { ListEngine } = (await import(join(root, 'server/list/list-engine.ts'))) as { ListEngine: new (db: unknown, registry: unknown) => Engine };
  const { createRegistry } = (await import(join(root, 'server/list/registry.ts'))) as { createRegistry: () => unknown };
  return new ListEngine(drizzle(new Database(values.file, { readonly: true, fileMustExist: true }), { schema }), createRegistry());
}

const engines = { before: await engineOf(resolve(values.before)), after: await engineOf(resolve(import.meta.dirname, '..')) };
const actor = { userId: 2, tokenId: 1, username: 'inspector', isGlobalAdmin: false, isPremiseUser: true, siteIds: [1], securitiesBySite: {} };
const relations = 'with[]=vehicle_positions&with[]=seller&with[]=inspections&with[]=vehicle_image_main';
const sample = new Database(values.file, { readonly: true }).prepare('SELECT last6 FROM vehicles WHERE site_id = 1 LIMIT 1 OFFSET 500').pluck().get() as string;
const search = (text: string) =>
  ['vin', 'stock_number', 'last6'].map((field) => `filters[0][]=${field}|eq|${text}`).join('&') + '&order_by[]=vehicle_id|desc&per_page=10';
const queries: [string, string][] = [
  ['default (10 rows)', 'order_by[]=vehicle_id|desc&per_page=10'],
  ['vehicles screen (25 rows)', 'order_by[]=vehicle_id|desc&per_page=25'],
  ['seller name', 'filters[0]=seller.dealer_name|like|motors&order_by[]=vehicle_id|desc&per_page=25'],
  ['no inspections, inactive', 'notHas[]=inspections&filters[0]=is_active|eq|N&order_by[]=automodel|desc&per_page=10'],
  ['last6 filter', `filters[0]=last6|eq|${sample}&order_by[]=vehicle_id|desc&per_page=10`],
  ['search: last 6', search(sample)],
  ['active by year', 'filters[0]=is_active|eq|Y&order_by[]=autoyear|desc&per_page=25'],
];

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
let totalBefore = 0;
let totalAfter = 0;
const line = (name: string, before: number, after: number) =>
  `${name.padEnd(28)} before ${before.toFixed(2).padStart(7)} ms  after ${after.toFixed(2).padStart(7)} ms  after/before ${(after / before).toFixed(2)}`;
for (const [name, query] of queries) {
  const times = { before: [] as number[], after: [] as number[] };
  for (let index = 0; index < rounds + 5; index++) {
    // Pages 1 to 5, as bench-list.ts reads them; the first five rounds warm up.
    const params = new URLSearchParams(`site=DAL&page=${1 + (index % 5)}&${query}&${relations}`);
    for (const which of index % 2 ? (['before', 'after'] as const) : (['after', 'before'] as const)) {
      const started = performance.now();
      JSON.stringify(await engines[which].list('vehicles', params, actor));
      if (index >= 5) times[which].push(performance.now() - started);
    }
  }
  totalBefore += median(times.before);
  totalAfter += median(times.after);
  console.log(line(name, median(times.before), median(times.after)));
}
console.log(line('sum of the medians', totalBefore, totalAfter));
