/**
 * The rules that held because SQLite has one writer, with three server processes on one
 * PostgreSQL database (issue 39): requests sent at once, spread over the three as a load
 * balancer would, each rule checked by what the clients get and what the database holds.
 * - the sign-in throttle: 200 wrong guesses for one account check at most the limit;
 * - the per-vehicle photo cap;
 * - one report per vehicle: tablets that created a report offline write into one;
 * - If-Match: one of several edits based on one version applies, the others get 412.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { smallJpeg } from '../media/test-images.ts';
import { postgresTypes } from '../db/postgres.ts';
import { useSeededPostgresDatabase } from '../test/postgres.ts';
import { inspectorToken, type ServerProcess, startServerProcess } from '../test/server-process.ts';

const database = useSeededPostgresDatabase();
let servers: ServerProcess[] = [];
let client: pg.Client;
let folder: string;
let token = '';

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
});
