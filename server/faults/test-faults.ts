/**
 * Fault injection for the end-to-end tests of the offline outbox and the crash tests. Wired only
 * when the app is created with `testFaults: true` (server/index.ts sets it for LOT_TEST_FAULTS=1;
 * `npm start` never does); without it none of this exists, /__test/* is a 404 and the uploads
 * have no moments to report (Deps.uploadMoments). Only server/app.ts imports this folder
 * (eslint.config.js; ADR 0078).
 *
 *   POST   /__test/faults   a rule, a list of rules or {rules: [...]}: adds them
 *   GET    /__test/faults   the rules with their counters
 *   DELETE /__test/faults   removes every rule
 *   DELETE /__test/faults/1 removes one rule (a test running beside others keeps theirs)
 *   GET    /__test/count?table=vehicle_images&vehicle_id=12   {count} of rows (allow-listed tables and columns)
 *   GET    /__test/files?vehicle_id=12   {files}: the uploaded files of a vehicle (damage photos included)
 *   POST   /__test/crash   {point, path}: the next upload under `path` that reaches crash point
 *                          `point` kills the server process (upload-crashes.ts); with
 *                          `hold: true` it waits there instead, until POST /__test/release
 *   GET    /__test/held    {held}: how many requests wait at a crash point
 *   POST   /__test/release {released}: lets them go on
 *
 * A rule matches requests whose path starts with `path` (and whose method is `method`, when
 * given). A rule added with an `x-lot-test` header (or a `scope`) is the rule of that test: it
 * matches only requests that carry the same `x-lot-test` value. The end-to-end tests share one
 * server and run side by side, and each scopes its rules so they never fail another test's
 * requests (tests/e2e/fixtures.ts); a rule without a scope matches every request. Either
 *   - `failEvery: n` (with `status`, default 500, and `times`, default unlimited): every n-th
 *     matching request is answered with that status without running at all; or
 *   - `dropAfterCommit: n`: the next n matching requests run completely (the write commits and
 *     the idempotency middleware records its answer), then the connection is destroyed
 *     without a byte of the answer: the client sees a network error after a successful write.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono, type MiddlewareHandler } from 'hono';
import { sql } from 'kysely';
import * as v from 'valibot';
import { q } from '../db/query.ts';
import type { Deps } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { uploadFolder } from '../media/photo-store.ts';
import { crashPoints, uploadCrashes } from './upload-crashes.ts';

const count = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min));

const RuleSchema = v.pipe(
  v.strictObject({
    path: v.pipe(v.string(), v.startsWith('/', 'path must start with /')),
    scope: v.optional(v.pipe(v.string(), v.minLength(1))),
    method: v.optional(v.pipe(v.string(), v.toUpperCase(), v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']))),
    failEvery: v.optional(count(1)),
    status: v.optional(v.pipe(count(400), v.maxValue(599))),
    times: v.optional(count(1)),
    dropAfterCommit: v.optional(count(1)),
  }),
  v.check((rule) => (rule.failEvery === undefined) !== (rule.dropAfterCommit === undefined), 'A rule needs either failEvery or dropAfterCommit'),
  v.check((rule) => rule.failEvery !== undefined || (rule.status === undefined && rule.times === undefined), 'status and times go with failEvery'),
);
/** The request header that names the test a request belongs to. */
export const testScopeHeader = 'x-lot-test';

const RulesBody = v.union([RuleSchema, v.array(RuleSchema), v.strictObject({ rules: v.array(RuleSchema) })]);

export type FaultRule = v.InferOutput<typeof RuleSchema>;

interface RuleState extends FaultRule {
  id: number;
  /** Requests that matched the rule. */
  matched: number;
  /** Requests answered with the injected status. */
  injected: number;
  /** Requests whose connection was dropped after they ran. */
  dropped: number;
  /**
   * The `x-lot-test` values ('' for none) of the first few requests on the rule's path and method
   * that the scope kept out: when a test's rule never matched, this says whose requests came.
   */
  otherScopes: string[];
}

/** Tables and columns /__test/count may read: enough to assert on writes, nothing more. */
const countable: Readonly<Record<string, readonly string[]>> = {
  vehicle_images: ['vehicle_id', 'main_image', 'is_private', 'vehicle_images_type_name'],
  inspections: ['vehicle_id', 'condition_report_type_id'],
  inspection_items: ['condition_report_id', 'item_code', 'damage_code'],
  condition_images: ['vehicle_condition_id'],
  idempotency_keys: ['key', 'state', 'method', 'path'],
  wo_shops: ['site_id', 'name'],
  api_logs: ['method', 'route', 'response_status'],
};

export function testFaults({ db, photos }: Pick<Deps, 'db' | 'photos'>) {
  let rules: RuleState[] = [];
  let nextId = 1;
  const crashes = uploadCrashes();

  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.path.startsWith('/__test/')) return next();
    let drop = false;
    const scope = c.req.header(testScopeHeader);
    for (const rule of rules) {
      if (!c.req.path.startsWith(rule.path) || (rule.method && rule.method !== c.req.method)) continue;
      if (rule.scope !== undefined && rule.scope !== scope) {
        if (rule.otherScopes.length < 5) rule.otherScopes.push(scope ?? '');
        continue;
      }
      rule.matched++;
      if (rule.failEvery !== undefined && rule.matched % rule.failEvery === 0 && (rule.times === undefined || rule.injected < rule.times)) {
        rule.injected++;
        const status = rule.status ?? 500;
        const retry = status === 429 || status === 503 ? { 'Retry-After': '1' } : undefined;
        return c.json({ error: { message: `Injected fault ${status} (test rule ${rule.id})` } }, status as 500, retry);
      }
      if (rule.dropAfterCommit !== undefined && rule.dropped < rule.dropAfterCommit) {
        rule.dropped++;
        drop = true;
      }
    }
    await next();
    if (!drop) return;
    // Everything ran and committed; the client never hears about it. (@hono/node-server hands
    // the node request and response over as c.env.)
    const node = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
    node?.outgoing?.destroy();
    node?.incoming?.socket.destroy();
    c.res = new Response(null, { headers: { 'x-hono-already-sent': 'true' } });
  };

  const routes = new Hono();
  routes.post('/faults', async (c) => {
    const parsed = v.safeParse(RulesBody, await c.req.json().catch(() => undefined));
    if (!parsed.success) throw badRequest(`Invalid fault rule: ${parsed.issues[0]?.message ?? 'unknown problem'}`);
    const added = Array.isArray(parsed.output) ? parsed.output : 'rules' in parsed.output ? parsed.output.rules : [parsed.output];
    const scope = c.req.header(testScopeHeader);
    for (const rule of added) rules.push({ scope, ...rule, id: nextId++, matched: 0, injected: 0, dropped: 0, otherScopes: [] });
    return c.json({ rules }, 201);
  });
  routes.get('/faults', (c) => c.json({ rules }));
  routes.delete('/faults', (c) => {
    rules = [];
    return c.json({ rules });
  });
  routes.delete('/faults/:id', (c) => {
    rules = rules.filter((rule) => String(rule.id) !== c.req.param('id'));
    return c.json({ rules });
  });
  routes.get('/count', async (c) => {
    const { table = '', ...filters } = c.req.query();
    const columns = countable[table];
    if (!columns) throw badRequest(`table must be one of ${Object.keys(countable).join(', ')}`);
    for (const column of Object.keys(filters)) if (!columns.includes(column)) throw badRequest(`Cannot count ${table} by ${column}`);
    let query = q(db)
      .selectFrom(sql.table(table).as('t'))
      .select((eb) => eb.fn.countAll<number>().as('n'));
    for (const [column, value] of Object.entries(filters)) query = query.where(sql.ref(`t.${column}`), '=', value);
    const { n } = await query.executeTakeFirstOrThrow();
    return c.json({ count: n });
  });
  routes.post('/crash', async (c) => {
    const parsed = v.safeParse(
      v.strictObject({ point: v.picklist(crashPoints), path: v.pipe(v.string(), v.startsWith('/')), hold: v.optional(v.boolean()) }),
      await c.req.json().catch(() => undefined),
    );
    if (!parsed.success) throw badRequest(`A crash needs {point, path} and may have hold; point is one of ${crashPoints.join(', ')}`);
    crashes.arm(parsed.output.point, parsed.output.path, parsed.output.hold ? 'hold' : 'kill');
    return c.json({ armed: parsed.output }, 201);
  });
  routes.get('/held', (c) => c.json({ held: crashes.heldCount() }));
  routes.post('/release', (c) => c.json({ released: crashes.releaseHeld() }));
  routes.get('/files', async (c) => {
    const vehicleId = c.req.query('vehicle_id') ?? '';
    if (!/^\d{1,12}$/.test(vehicleId)) throw badRequest('vehicle_id must be a number');
    const site = (
      await q(db)
        .selectFrom('vehicles as v')
        .innerJoin('sites as s', 's.id', 'v.site_id')
        .select('s.code')
        .where('v.vehicle_id', '=', Number(vehicleId))
        .executeTakeFirst()
    )?.code;
    const folder = `${uploadFolder}/${String(site)}/${vehicleId}/`;
    const files = typeof site === 'string' ? (await photos.list(folder)).map((key) => key.slice(folder.length)).sort() : [];
    return c.json({ files });
  });

  return { middleware, routes, uploadMoments: crashes.moments };
}
