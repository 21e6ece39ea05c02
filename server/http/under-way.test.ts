/**
 * A stopping process waits for the requests it is running, not only for its connections
 * (under-way.ts, server/index.ts): a client that gives up on an upload leaves no connection, but
 * the upload still commits and its API log row is still to be written. Closing the database then
 * failed that write ("Cannot use a pool after calling end on the pool").
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { smallJpeg } from '../media/test-images.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';

let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await startTestServer({ testFaults: true });
  token = await server.signIn('inspector');
});
afterAll(() => server.close());

const logged = (path: string) => server.sqlite.prepare('SELECT count(*) FROM api_logs WHERE route = ? AND response_status = 201').pluck().get(path) as number;

it('settles once every request has finished, its log row included, though its client has gone', async () => {
  const vehicleId = server.sqlite
    .prepare("SELECT vehicle_id FROM vehicles v JOIN sites s ON s.id = v.site_id WHERE s.code = 'DAL' LIMIT 1")
    .pluck()
    .get() as number;
  const path = `/v3/vehicles/${vehicleId}/images`;
  expect((await server.call('/__test/crash', { method: 'POST', json: { point: 'vehicle-image:after-file', path, hold: true } })).status).toBe(201);
  const form = new FormData();
  form.append('image', new Blob([smallJpeg()], { type: 'image/jpeg' }), 'car.jpg');
  const gaveUp = new AbortController();
  const upload = fetch(`${server.url}${path}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` }, signal: gaveUp.signal });
  upload.catch(() => undefined);
  while (((await (await server.call('/__test/held')).json()) as { held: number }).held !== 1);
  gaveUp.abort();
  await expect(upload).rejects.toThrow();

  let settled = false;
  const waiting = server.app.settled().then(() => (settled = true));
  // The upload is held at its crash point (it cannot go on until released): not settled, nothing logged.
  await new Promise(setImmediate);
  expect([settled, logged(path)]).toEqual([false, 0]);
  expect(((await (await server.call('/__test/release', { method: 'POST' })).json()) as { released: number }).released).toBe(1);
  await waiting;
  expect(logged(path)).toBe(1);
});

it('settles at once when nothing is running', async () => {
  await expect(server.app.settled()).resolves.toBeUndefined();
});
