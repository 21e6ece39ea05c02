/** The tests' fault injection: failing every n-th request, dropping answers after commit, arming crash points, counting rows. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smallJpeg } from '../media/test-images.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';

let server: TestServer;
let plain: TestServer;
let token: string;
let vehicle: number;

beforeAll(async () => {
  [server, plain] = await Promise.all([startTestServer({ testFaults: true }), startTestServer()]);
  token = await server.signIn('inspector');
  vehicle = server.sqlite
    .prepare('SELECT vehicle_id FROM vehicles v WHERE site_id = 1 AND NOT EXISTS (SELECT 1 FROM vehicle_images i WHERE i.vehicle_id = v.vehicle_id) LIMIT 1')
    .pluck()
    .get() as number;
});
afterAll(() => Promise.all([server.close(), plain.close()]));
afterEach(() => server.call('/__test/faults', { method: 'DELETE' }));

const addRules = (rules: unknown) => server.call('/__test/faults', { method: 'POST', json: rules });
const createShop = (name: string, key?: string) =>
  server.call('/v3/util/wo_shops', { method: 'POST', token, json: { name }, headers: key ? { 'Idempotency-Key': key } : {} });
const countOf = async (query: string) => ((await (await server.call(`/__test/count?${query}`)).json()) as { count: number }).count;

function photoForm(): FormData {
  const form = new FormData();
  form.append('image', new Blob([smallJpeg()], { type: 'image/jpeg' }), 'car.jpg');
  return form;
}

describe('failEvery', () => {
  it('answers every n-th matching request with the status, without running it', async () => {
    const added = await addRules({ path: '/v3/util/wo_shops', method: 'post', failEvery: 2, status: 503, times: 10 });
    expect(added.status).toBe(201);
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const response = await createShop(`Fault Shop ${i}`);
      statuses.push(response.status);
      if (response.status === 503) {
        expect(response.headers.get('retry-after')).toBe('1');
        expect(await response.json()).toEqual({ error: { message: 'Injected fault 503 (test rule 1)' } });
      }
    }
    expect(statuses).toEqual([201, 503, 201, 503]);
    expect(await countOf('table=wo_shops&name=Fault Shop 2')).toBe(0);
    expect(await countOf('table=wo_shops&name=Fault Shop 3')).toBe(1);
    // Other methods and paths are not matched.
    expect((await server.call('/v3/util/wo_shops', { token })).status).toBe(200);
    const { rules } = (await (await server.call('/__test/faults')).json()) as { rules: Record<string, unknown>[] };
    expect(rules).toEqual([
      { id: 1, path: '/v3/util/wo_shops', method: 'POST', failEvery: 2, status: 503, times: 10, matched: 4, injected: 2, dropped: 0, otherScopes: [] },
    ]);
  });

  it('stops after `times` failures, and fails with 500 by default', async () => {
    await addRules([{ path: '/v3/util/wo_shops', failEvery: 1, times: 1 }]);
    expect((await createShop('Once A')).status).toBe(500);
    expect((await createShop('Once B')).status).toBe(201);
  });

  it('refuses malformed rules', async () => {
    for (const rule of [
      { path: 'v3', failEvery: 1 },
      { path: '/v3' },
      { path: '/v3', failEvery: 1, dropAfterCommit: 1 },
      { path: '/v3', dropAfterCommit: 1, status: 500 },
      { path: '/v3', failEvery: 0 },
      { path: '/v3', failEvry: 2 },
    ]) {
      expect((await addRules(rule)).status, JSON.stringify(rule)).toBe(400);
    }
  });
});

describe('scopes', () => {
  const listShops = (scope?: string) => server.call('/v3/util/wo_shops', { token, headers: scope ? { 'x-lot-test': scope } : {} });

  it("a rule added with a test's header fails only that test's requests, not another test's nor unscoped ones", async () => {
    const added = await server.call('/__test/faults', {
      method: 'POST',
      json: { path: '/v3/util/wo_shops', failEvery: 1 },
      headers: { 'x-lot-test': 'test-a' },
    });
    expect(((await added.json()) as { rules: Array<{ scope?: string }> }).rules[0]?.scope).toBe('test-a');
    expect((await listShops('test-b')).status).toBe(200);
    expect((await listShops()).status).toBe(200);
    expect((await listShops('test-a')).status).toBe(500);
    // The requests it kept out are named, so a test whose rule never matched can tell whose came.
    const { rules } = (await (await server.call('/__test/faults')).json()) as { rules: Record<string, unknown>[] };
    expect(rules[0]).toMatchObject({ matched: 1, otherScopes: ['test-b', ''] });
  });

  it('a scope may also be given in the rule', async () => {
    await addRules({ path: '/v3/util/wo_shops', failEvery: 1, scope: 'test-c' });
    expect((await listShops('test-a')).status).toBe(200);
    expect((await listShops('test-c')).status).toBe(500);
  });
});

describe('dropAfterCommit', () => {
  it('runs the upload, records its idempotent answer, then drops the connection; the resend is a replay', async () => {
    await addRules({ rules: [{ path: '/v3/vehicles/', method: 'POST', dropAfterCommit: 1 }] });
    const send = () =>
      server.call(`/v3/vehicles/${vehicle}/images`, { method: 'POST', token, body: photoForm(), headers: { 'Idempotency-Key': 'e2e-drop-0001' } });
    await expect(send()).rejects.toThrow();
    expect(await countOf(`table=vehicle_images&vehicle_id=${vehicle}`)).toBe(1);
    expect(await countOf('table=idempotency_keys&key=e2e-drop-0001&state=done')).toBe(1);

    const resent = await send();
    expect(resent.status).toBe(201);
    expect(resent.headers.get('idempotency-replayed')).toBe('true');
    expect(await countOf(`table=vehicle_images&vehicle_id=${vehicle}`)).toBe(1);
    const { files } = (await (await server.call(`/__test/files?vehicle_id=${vehicle}`)).json()) as { files: string[] };
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[A-Za-z0-9_-]{22}\.jpg$/);
  });
});

describe('the helpers', () => {
  it('count only allow-listed tables and columns', async () => {
    expect((await server.call('/__test/count?table=users')).status).toBe(400);
    expect((await server.call('/__test/count?table=vehicle_images&image_file_path=x')).status).toBe(400);
    expect(await countOf('table=vehicle_images&vehicle_id=999999999')).toBe(0);
    expect((await server.call('/__test/files?vehicle_id=../../etc')).status).toBe(400);
  });

  it('arm only the crash points an upload reaches', async () => {
    // Held, not killed, and on a path no request takes: this server runs in the test's process.
    const arm = (point: string) => server.call('/__test/crash', { method: 'POST', json: { point, path: '/no-upload-here/', hold: true } });
    expect((await arm('vehicle-image:after-flie')).status).toBe(400);
    expect((await arm('condition-image:after-commit')).status).toBe(201);
  });

  it('do not exist unless the server was started with them', async () => {
    expect((await plain.call('/__test/faults', { method: 'POST', json: { path: '/v3', failEvery: 1 } })).status).toBe(404);
    expect((await plain.call('/__test/count?table=vehicle_images')).status).toBe(404);
  });
});
