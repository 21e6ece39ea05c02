/**
 * Exactly once across a real crash (ADR 0018): the server process is started as `npm start`
 * runs it, killed with SIGKILL at a moment of a photo upload (server/faults/upload-crashes.ts:
 * after the file is written, before its row commits; after the commit, before the answer is sent),
 * started again on the same database and photo folder, and the request is sent again with
 * the same Idempotency-Key. Each time: one row, one file on disk, one answer.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { smallJpeg } from '../media/test-images.ts';
import { copyTemplate, startServerProcess, type ServerProcess } from '../test/server-process.ts';

let copy: ReturnType<typeof copyTemplate>;
let server: ServerProcess;
let token = '';

/** Starts the server process on this test's database and photo folder; resolves once it answers /v3/health. */
const startServer = () => startServerProcess({ ...copy, bundle: inject('serverBundle'), env: { LOT_TEST_FAULTS: '1' } });

const call = (path: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${server.url}${path}`, { ...init, headers });
};
const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

beforeAll(async () => {
  copy = copyTemplate(inject('templateDatabase'), inject('photoDir'));
  server = await startServer();
  const signIn = await call('/v3/authentication_local', { method: 'POST', ...json({ site: 'DAL', username: 'inspector', password: 'inspector-demo-2026' }) });
  token = ((await signIn.json()) as { access_token: string }).access_token;
}, 120_000);

afterAll(async () => {
  await server.kill();
  rmSync(copy.folder, { recursive: true, force: true });
});

/** A DAL vehicle without a report that may be written to, with a new report and one damage: the upload's target. */
async function damageOnNewReport(): Promise<{ vehicleId: number; path: string }> {
  const list = (await (await call('/v3/util/vehicles?site=DAL&per_page=25&notHas[]=inspections&order_by[]=vehicle_id|desc')).json()) as {
    data: { vehicle_id: number }[];
  };
  for (const { vehicle_id: vehicleId } of list.data) {
    const created = await call(`/v3/vehicles3/${vehicleId}/inspections`, { method: 'POST', ...json({}) });
    if (created.status === 423) continue;
    const report = (await created.json()) as { response: { condition_report_id: number } };
    return { vehicleId, ...(await firstDamage(vehicleId, report.response.condition_report_id)) };
  }
  throw new Error('no writable DAL vehicle without a report');
}

async function firstDamage(vehicleId: number, reportId: number): Promise<{ path: string }> {
  const base = `/v3/vehicles3/${vehicleId}/inspections/${reportId}`;
  const damage = (await (await call(`${base}/conditions`, { method: 'POST', ...json({ item_code: 1, damage_code: 1, severity_code: 1 }) })).json()) as {
    response: { vehicle_condition_id: number };
  };
  return { path: `${base}/conditions/${damage.response.vehicle_condition_id}/images` };
}

function upload(path: string, key: string): Promise<Response> {
  const form = new FormData();
  form.append('photo', new Blob([smallJpeg()], { type: 'image/jpeg' }), 'dent.jpg');
  return call(path, { method: 'POST', body: form, headers: { 'Idempotency-Key': key } });
}

const uploadedFiles = (vehicleId: number) => {
  try {
    return readdirSync(join(copy.photoDir, 'uploads', 'DAL', String(vehicleId)));
  } catch {
    return [];
  }
};

async function countRows(table: string, column: string, value: number): Promise<number> {
  const reply = await fetch(`${server.url}/__test/count?table=${table}&${column}=${value}`);
  return ((await reply.json()) as { count: number }).count;
}

/** Arms the crash at `point` for `path`, sends the upload, waits for the process to die of it, and starts it again. */
async function crashDuring(point: string, path: string, send: () => Promise<Response>): Promise<void> {
  expect((await call('/__test/crash', { method: 'POST', ...json({ point, path }) })).status).toBe(201);
  await expect(send()).rejects.toThrow();
  await server.exited;
  expect(server.child.signalCode).toBe('SIGKILL');
  server = await startServer();
}

describe('a photo upload killed mid-way and sent again', () => {
  it.each([
    ['condition-image:after-file', 'the file was written, its row never committed', false],
    ['condition-image:after-commit', 'the row and the answer committed, the answer never sent', true],
  ])(
    'at %s (%s): one row, one file, one answer',
    async (point, _what, replayed) => {
      const { vehicleId, path } = await damageOnNewReport();
      const key = `crash-${point}-${vehicleId}`;
      await crashDuring(point, path, () => upload(path, key));

      const again = await upload(path, key);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotency-replayed')).toBe(replayed ? 'true' : null);
      const conditionId = Number(path.split('/').at(-2));
      expect(await countRows('condition_images', 'vehicle_condition_id', conditionId)).toBe(1);
      expect(uploadedFiles(vehicleId)).toHaveLength(1);
      const third = await upload(path, key);
      expect(third.headers.get('idempotency-replayed')).toBe('true');
      expect(await third.json()).toEqual(await again.json());
    },
    120_000,
  );
});

describe('a vehicle photo upload killed mid-way and sent again', () => {
  it.each(['vehicle-image:after-file', 'vehicle-image:after-commit'])(
    'at %s: one row, one file, one answer',
    async (point) => {
      const list = (await (await call('/v3/util/vehicles?site=DAL&per_page=1&notHas[]=vehicle_image_main&order_by[]=vehicle_id|asc')).json()) as {
        data: { vehicle_id: number }[];
      };
      const vehicleId = list.data[0]?.vehicle_id;
      if (vehicleId === undefined) throw new Error('no DAL vehicle without photos');
      const path = `/v3/vehicles/${vehicleId}/images`;
      const send = () => {
        const form = new FormData();
        form.append('image', new Blob([smallJpeg()], { type: 'image/jpeg' }), 'car.jpg');
        return call(path, { method: 'POST', body: form, headers: { 'Idempotency-Key': `crash-${point}` } });
      };
      await crashDuring(point, path, send);

      const again = await send();
      expect(again.status).toBe(201);
      expect(await countRows('vehicle_images', 'vehicle_id', vehicleId)).toBe(1);
      expect(uploadedFiles(vehicleId)).toHaveLength(1);
      expect(await (await send()).json()).toEqual(await again.json());
    },
    120_000,
  );
});
