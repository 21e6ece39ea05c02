/**
 * The rules that held because SQLite has one writer, with three server processes on one
 * PostgreSQL database (issue 39): requests sent at once, spread over the three as a load
 * balancer would, each rule checked by what the clients get and what the database holds.
 * - the sign-in throttle: 200 wrong guesses for one account check at most the limit;
 * - the per-vehicle photo cap;
 * - one report per vehicle: tablets that created a report offline write into one;
 * - If-Match: one of several edits based on one version applies, the others get 412;
 * - unique usernames, site configs and shop names: one creation of several, a clear 409 for the others;
 * - the lane monitor's one action at a time;
 * - idempotency claims: one write sent several times with one key runs once (one row, one file)
 *   and every send gets its one answer.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { smallJpeg } from '../media/test-images.ts';
import { postgresTypes } from '../db/postgres.ts';
import { useSeededPostgresDatabase } from '../test/postgres.ts';
import { demoToken, inspectorToken, type ServerProcess, startServerProcess } from '../test/server-process.ts';

const database = useSeededPostgresDatabase();
let servers: ServerProcess[] = [];
let client: pg.Client;
let folder: string;
let token = '';
let adminToken = '';

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'lot-three-processes-'));
  const env = { DATABASE_URL: database.url, IMAGE_URL_SECRET: 'three-processes-image-key-0123456789' };
  // The first migrates (nothing to do on the template's copy) before the others start beside it.
  const start = () => startServerProcess({ photoDir: join(folder, 'photos'), bundle: inject('serverBundle'), env });
  servers = [await start()];
  servers.push(...(await Promise.all([start(), start()])));
  client = new pg.Client({ connectionString: database.url, types: postgresTypes });
  await client.connect();
  token = await inspectorToken(servers[0]!.url);
  adminToken = await demoToken(servers[1]!.url, 'admin');
}, 180_000);

afterAll(async () => {
  await client?.end();
  await Promise.all(servers.map((server) => server.kill()));
  rmSync(folder, { recursive: true, force: true });
});

/** Request `index` goes to process `index % 3`, as round robin sends them. */
function call(index: number, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('Authorization') && token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${servers[index % servers.length]!.url}${path}`, { ...init, headers });
}

const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...headers },
});

const count = async (sql: string, values: unknown[]) => Number((await client.query<{ n: number }>(sql, values)).rows[0]?.n);

/** A DAL vehicle that may be written to, has no report and no photo; a different one for each `slot`. */
async function freshVehicle(slot: number): Promise<number> {
  const rows = await client.query<{ vehicle_id: number }>(
    `SELECT v.vehicle_id FROM vehicles v JOIN sites s ON s.id = v.site_id
      WHERE s.code = 'DAL' AND v.vehicle_status_id <= 3
        AND NOT EXISTS (SELECT 1 FROM inspections i WHERE i.vehicle_id = v.vehicle_id)
        AND NOT EXISTS (SELECT 1 FROM vehicle_images m WHERE m.vehicle_id = v.vehicle_id)
      ORDER BY v.vehicle_id LIMIT 1 OFFSET $1`,
    [slot],
  );
  return rows.rows[0]!.vehicle_id;
}

const tally = (statuses: number[]) => Object.fromEntries([...new Set(statuses)].sort().map((status) => [status, statuses.filter((s) => s === status).length]));

describe('three server processes on one PostgreSQL database', () => {
  it('check at most the limit of 200 wrong guesses sent at once for one account', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(i, '/v3/authentication_local', {
          ...json('POST', { site: 'DAL', username: 'clerk', password: `wrong-${i}` }),
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    const statuses = guesses.map((reply) => reply.status);
    // LOGIN_MAX_FAILURES: 10 checked (401), every other refused unchecked (429).
    expect(tally(statuses)).toEqual({ 401: 10, 429: 190 });
  });

  it('keep the per-vehicle photo cap: 20 uploads at once against a cap of 10 store 10', async () => {
    const vehicleId = await freshVehicle(0);
    await client.query(
      `INSERT INTO configs (name, type, type_id, value_type, value) SELECT 'photo_max_per_vehicle', 'site', id, 'integer', '10' FROM sites WHERE code = 'DAL'`,
    );
    const uploads = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const form = new FormData();
        form.append('image', new Blob([smallJpeg()], { type: 'image/jpeg' }), `car-${i}.jpg`);
        return call(i, `/v3/vehicles/${vehicleId}/images`, { method: 'POST', body: form, headers: { 'Idempotency-Key': `three-cap-${i}` } });
      }),
    );
    expect(tally(uploads.map((reply) => reply.status))).toEqual({ 201: 10, 422: 10 });
    expect(await count('SELECT count(*) AS n FROM vehicle_images WHERE vehicle_id = $1', [vehicleId])).toBe(10);
    expect(await count('SELECT count(*) AS n FROM vehicle_images WHERE vehicle_id = $1 AND main_image = 1', [vehicleId])).toBe(1);
  });

  it('make one report of six tablets’ creations sent at once for one vehicle', async () => {
    const vehicleId = await freshVehicle(1);
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(i, `/v3/vehicles3/${vehicleId}/inspections`, json('POST', {}, { 'Idempotency-Key': `three-report-${i}` }))),
    );
    expect(tally(created.map((reply) => reply.status))).toEqual({ 200: 5, 201: 1 });
    const ids = await Promise.all(
      created.map(async (reply) => ((await reply.json()) as { response: { condition_report_id: number } }).response.condition_report_id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await count('SELECT count(*) AS n FROM inspections WHERE vehicle_id = $1', [vehicleId])).toBe(1);
  });

  it('apply one of six edits sent at once on one version (If-Match), and answer the others 412', async () => {
    const vehicleId = await freshVehicle(2);
    const report = (await (await call(0, `/v3/vehicles3/${vehicleId}/inspections`, json('POST', {}))).json()) as {
      response: { condition_report_id: number; etag: string };
    };
    const path = `/v3/vehicles3/${vehicleId}/inspections/${report.response.condition_report_id}`;
    const edits = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(i, path, json('PUT', { comments: `Edit ${i}` }, { 'If-Match': report.response.etag, 'Idempotency-Key': `three-edit-${i}` })),
      ),
    );
    const statuses = edits.map((reply) => reply.status);
    expect(tally(statuses)).toEqual({ 200: 1, 412: 5 });
    const winner = statuses.indexOf(200);
    const stored = await client.query<{ comments: string }>('SELECT comments FROM inspections WHERE condition_report_id = $1', [
      report.response.condition_report_id,
    ]);
    expect(stored.rows[0]?.comments).toBe(`Edit ${winner}`);
  });

  it('make one account of six registrations of one name sent at once, in any case or width, and answer the others 409', async () => {
    const spellings = ['three.name', 'Three.Name', 'THREE.NAME', 'ｔｈｒｅｅ.name', 'three.ＮＡＭＥ'];
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(
          i,
          '/v3/register',
          json('POST', { first_name: 'Rosa', last_name: 'Diaz', username: spellings[i % spellings.length], password: 'lot-lane-gate-42' }),
        ),
      ),
    );
    expect(tally(answers.map((reply) => reply.status))).toEqual({ 201: 1, 409: 5 });
    for (const answer of answers.filter((reply) => reply.status === 409)) {
      expect(await answer.json()).toEqual({ error: { message: 'That username is already taken' } });
    }
    expect(await count(`SELECT count(*) AS n FROM users WHERE lower(username) = 'three.name'`, [])).toBe(1);
  });

  it('make one site config of six creations of it sent at once, and answer the others 409', async () => {
    const atl = await count(`SELECT id AS n FROM sites WHERE code = 'ATL'`, []);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(i, '/v3/util/config', {
          ...json('POST', { name: 'support_phone', type: 'site', type_id: atl, value: `(404) 555-010${i}` }),
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
        }),
      ),
    );
    expect(tally(answers.map((reply) => reply.status))).toEqual({ 201: 1, 409: 5 });
    for (const answer of answers.filter((reply) => reply.status === 409)) {
      // Refused by the rule's check when the winner had committed, by the unique index when it had not: clear either way.
      expect((await answer.json()) as unknown).toEqual({
        error: {
          message: expect.stringMatching(
            /^(Site ATL already has its own support_phone \(config \d+\): change that one|That site already has its own value for this config)$/,
          ),
        },
      });
    }
    expect(await count(`SELECT count(*) AS n FROM configs WHERE name = 'support_phone' AND type = 'site' AND type_id = $1`, [atl])).toBe(1);
  });

  it('make one shop of six creations of one name sent at once, in any case, and answer the others 409', async () => {
    const names = ['Three Body Shop', 'three body shop', 'THREE BODY SHOP'];
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => call(i, '/v3/util/wo_shops', json('POST', { name: names[i % names.length] }))));
    expect(tally(answers.map((reply) => reply.status))).toEqual({ 201: 1, 409: 5 });
    for (const answer of answers.filter((reply) => reply.status === 409)) {
      expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(/^A shop named three body shop already exists at this site$/i);
    }
    expect(await count(`SELECT count(*) AS n FROM wo_shops WHERE lower(name) = 'three body shop' AND deleted_at IS NULL`, [])).toBe(1);
  });

  it('run one lane monitor action of six asked at once, and answer the others 409 busy with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(i, '/v3/admin/api-status/laneMonitorRecycle', { headers: { Authorization: `Bearer ${adminToken}` } })),
    );
    expect(tally(answers.map((reply) => reply.status))).toEqual({ 200: 1, 409: 5 });
    for (const answer of answers.filter((reply) => reply.status === 409)) {
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await answer.json()).toEqual({ error: { message: 'The lane monitor is busy: a cycle started by admin@example.com is still running' } });
    }
    const state = await client.query('SELECT running, action, last_action FROM lane_monitor_state WHERE id = 1');
    expect(state.rows).toEqual([{ running: 1, action: null, last_action: 'cycle' }]);
  });

  it('run a photo upload sent six times at once with one Idempotency-Key once: one row, one file, the same answer to every send', async () => {
    const vehicleId = await freshVehicle(3);
    const key = 'three-processes-one-upload';
    const send = (index: number) => {
      const form = new FormData();
      form.append('image', new Blob([smallJpeg()], { type: 'image/jpeg' }), 'front.jpg');
      return call(index, `/v3/vehicles/${vehicleId}/images`, { method: 'POST', body: form, headers: { 'Idempotency-Key': key } });
    };
    const first = await Promise.all(Array.from({ length: 6 }, (_, i) => send(i)));
    const statuses = first.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    // A send answered 409 (the first still running) is sent again, as the outbox does, until it gets the answer.
    const answers = await Promise.all(
      first.map(async (reply, index) => {
        for (let attempt = 1; reply.status === 409; attempt++) {
          expect(await reply.json()).toEqual({ error: { message: 'This request is still being processed; try again shortly' } });
          await new Promise((resolve) => setTimeout(resolve, 20));
          reply = await send(index + attempt);
        }
        return { status: reply.status, replayed: reply.headers.get('idempotency-replayed'), body: await reply.text() };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(6).fill(201));
    expect(answers.filter((answer) => answer.replayed !== 'true')).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await count('SELECT count(*) AS n FROM vehicle_images WHERE vehicle_id = $1', [vehicleId])).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM idempotency_keys WHERE key = $1 AND state = 'done'`, [key])).toBe(1);
    expect(readdirSync(join(folder, 'photos', 'uploads', 'DAL', String(vehicleId)))).toHaveLength(1);
  });
});
