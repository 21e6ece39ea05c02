/**
 * Durability with more than one server (issue 15): two real server processes share one
 * database file and one photo folder. While both take photo uploads (each with its
 * Idempotency-Key, as the outbox sends them), one is killed mid-write (a file written, its row
 * not committed) and started again, and its start-up must not touch the live process's work:
 * an upload the live one holds half-way meanwhile (its claim running, its file not yet named
 * by a row) completes, with its file. Then every request is sent again, to the other process:
 * each is answered once (one row, one file, the first answer replayed).
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { smallJpeg } from '../media/test-images.ts';
import { copyTemplate, startServerProcess, type ServerProcess } from '../test/server-process.ts';

let live: ServerProcess;
let killed: ServerProcess;
let copy: ReturnType<typeof copyTemplate>;
let token = '';
let vehicles: number[] = [];

// One image-link key for both, as a deployment of several processes sets it: either signs links the other serves.
const start = () =>
  startServerProcess({ ...copy, bundle: inject('serverBundle'), env: { LOT_TEST_FAULTS: '1', IMAGE_URL_SECRET: 'two-processes-test-image-key-0123456789' } });

beforeAll(async () => {
  copy = copyTemplate(inject('templateDatabase'), inject('photoDir'));
  [live, killed] = await Promise.all([start(), start()]);
  const signIn = await fetch(`${live.url}/v3/authentication_local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ site: 'DAL', username: 'inspector', password: 'inspector-demo-2026' }),
  });
  token = ((await signIn.json()) as { access_token: string }).access_token;
  const list = (await (await call(killed, '/v3/util/vehicles?site=DAL&per_page=9&notHas[]=vehicle_images&order_by[]=vehicle_id|asc')).json()) as {
    data: { vehicle_id: number }[];
  };
  vehicles = list.data.map((row) => row.vehicle_id);
  expect(vehicles).toHaveLength(9);
}, 120_000);

afterAll(async () => {
  await Promise.all([live.kill(), killed.kill()]);
  rmSync(copy.folder, { recursive: true, force: true });
});

function call(server: ServerProcess, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${server.url}${path}`, { ...init, headers });
}

const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

interface Upload {
  key: string;
  vehicleId: number;
}

function send(server: ServerProcess, { key, vehicleId }: Upload): Promise<Response> {
  const form = new FormData();
  form.append('image', new Blob([smallJpeg()], { type: 'image/jpeg' }), 'car.jpg');
  return call(server, `/v3/vehicles/${vehicleId}/images`, { method: 'POST', body: form, headers: { 'Idempotency-Key': key } });
}

interface Outcome {
  status: number | 'cut';
  body?: unknown;
}

async function outcome(reply: Promise<Response>): Promise<Outcome> {
  try {
    const response = await reply;
    return { status: response.status, body: await response.json() };
  } catch {
    return { status: 'cut' };
  }
}

const uploadedFiles = (vehicleId: number): string[] => {
  const folder = join(copy.photoDir, 'uploads', 'DAL', String(vehicleId));
  return existsSync(folder) ? readdirSync(folder) : [];
};

/** The photo rows of a vehicle, as either process reads them from the shared database. */
async function rows(server: ServerProcess, vehicleId: number): Promise<number> {
  const reply = await fetch(`${server.url}/__test/count?table=vehicle_images&vehicle_id=${vehicleId}`);
  return ((await reply.json()) as { count: number }).count;
}

describe('two server processes on one database and photo folder', () => {
  it('one killed mid-write and started again: every upload is answered once, and the live one loses no claim and no file', async () => {
    const [heldVehicle, ...others] = vehicles as [number, ...number[]];
    // The live process holds an upload after its file is written and flushed, before its row commits.
    expect(
      (await call(live, '/__test/crash', json({ point: 'vehicle-image:after-file', path: `/v3/vehicles/${heldVehicle}/images`, hold: true }))).status,
    ).toBe(201);
    const heldUpload: Upload = { key: 'two-processes-held', vehicleId: heldVehicle };
    const heldReply = outcome(send(live, heldUpload));
    for (;;) {
      const { held } = (await (await fetch(`${live.url}/__test/held`)).json()) as { held: number };
      if (held === 1) break;
    }
    expect(uploadedFiles(heldVehicle)).toHaveLength(1);

    // Both processes take uploads, three at a time each. Once the second has answered three, its
    // next upload to reach its file write kills it (the others it is serving are cut with it).
    const uploads = new Map<string, Upload & { server: 'live' | 'killed'; first: Outcome }>();
    let next = 0;
    let killedAnswered = 0;
    let killedDied = false;
    const sendLoop = async (name: 'live' | 'killed', count: number) => {
      for (let i = 0; i < count && !(name === 'killed' && killedDied); i++) {
        const upload: Upload = { key: `two-processes-${name}-${next}`, vehicleId: others[next % others.length]! };
        next++;
        const first = await outcome(send(name === 'live' ? live : killed, upload));
        uploads.set(upload.key, { ...upload, server: name, first });
        if (name !== 'killed') continue;
        if (first.status === 'cut') killedDied = true;
        else if (++killedAnswered === 3) {
          expect((await call(killed, '/__test/crash', json({ point: 'vehicle-image:after-file', path: '/v3/vehicles/' }))).status).toBe(201);
        }
      }
    };
    const killedExit = killed.exited;
    const loops = [sendLoop('live', 6), sendLoop('live', 6), sendLoop('live', 6), sendLoop('killed', 8), sendLoop('killed', 8), sendLoop('killed', 8)];
    await killedExit;
    expect(killed.child.signalCode).toBe('SIGKILL');
    // Started again on the same files, while the live process holds its upload half-way.
    killed = await start();
    await Promise.all(loops);

    // The held upload completes, with its file: the restart swept only the dead process's orphans.
    expect(await (await fetch(`${live.url}/__test/release`, { method: 'POST' })).json()).toEqual({ released: 1 });
    const held = await heldReply;
    expect(held.status).toBe(201);
    uploads.set(heldUpload.key, { ...heldUpload, server: 'live', first: held });
    expect(uploadedFiles(heldVehicle)).toHaveLength(1);
    expect(await rows(killed, heldVehicle)).toBe(1);

    const cut = [...uploads.values()].filter((upload) => upload.first.status === 'cut');
    expect(cut.length, 'uploads cut by the kill').toBeGreaterThan(0);
    expect(cut.every((upload) => upload.server === 'killed')).toBe(true);
    expect([...uploads.values()].filter((upload) => upload.first.status !== 'cut' && upload.first.status !== 201)).toEqual([]);

    // Every upload sent again with its key, to the other process: the cut ones run now (their
    // claims were the dead process's), the others replay their first answer.
    for (const upload of uploads.values()) {
      const again = await send(upload.server === 'live' ? killed : live, upload);
      expect(again.status, upload.key).toBe(201);
      const body = (await again.json()) as unknown;
      if (upload.first.status === 'cut') {
        upload.first = { status: 201, body };
      } else {
        expect(again.headers.get('idempotency-replayed'), upload.key).toBe('true');
        expect(body).toEqual(upload.first.body);
      }
    }
    // And once more: everything replays.
    for (const upload of uploads.values()) {
      const third = await send(live, upload);
      expect(third.headers.get('idempotency-replayed'), upload.key).toBe('true');
      expect(await third.json()).toEqual(upload.first.body);
    }

    // One row per upload, one file per row, no file without its row.
    for (const vehicleId of vehicles) {
      const sent = [...uploads.values()].filter((upload) => upload.vehicleId === vehicleId).length;
      expect(await rows(live, vehicleId), `rows of vehicle ${vehicleId}`).toBe(sent);
      expect(uploadedFiles(vehicleId), `files of vehicle ${vehicleId}`).toHaveLength(sent);
    }
    // Every photo a row names can be fetched (its file is there).
    for (const upload of uploads.values()) {
      const original = (upload.first.body as { response: { other_sizes: { original: string } } }).response.other_sizes.original;
      expect((await call(killed, original)).status, original).toBe(200);
    }
  }, 240_000);
});
