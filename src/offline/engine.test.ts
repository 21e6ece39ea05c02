import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDb } from './db';
import { SyncEngine, type EngineOptions, type LockManagerLike } from './engine';
import { enqueue, getRecord, recordsOf, retryNow, type Owner, type WriteRequest } from './outbox';
import type { OutboxRecord } from './record';
import { newTempId } from './temp-ids';
import type { SendResult, Transport } from './transport';

const owner: Owner = { userId: 7, siteCode: 'DAL', apiBase: 'http://api.test' };
const ok = (reply: unknown = {}): SendResult => ({ status: 200, reply, message: '', retryAfterMs: null });
const fail = (status: number, message = 'failed'): SendResult => ({ status, reply: null, message, retryAfterMs: null });

/** A server double: answers with `answer(record, attempt)` and logs what arrived. */
function fakeServer(answer: (record: OutboxRecord, call: number) => SendResult | Promise<SendResult> = () => ok()) {
  const calls: OutboxRecord[] = [];
  const transport: Transport = async (record) => {
    calls.push(record);
    return answer(record, calls.length);
  };
  return { calls, transport };
}

/** An in-memory Web Locks double: one holder at a time, the others wait in line. */
function fakeLocks(): LockManagerLike {
  let tail = Promise.resolve();
  return {
    request(_name, callback) {
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

const engines: SyncEngine[] = [];
function engine(options: Partial<EngineOptions> & Pick<EngineOptions, 'transport'>): SyncEngine {
  const created = new SyncEngine({ owner, getToken: () => 'token', onSignedOut: () => {}, locks: null, random: () => 0, ...options });
  engines.push(created);
  return created;
}

const update = (image: number, value: Record<string, number>, group = 'vehicle:1'): WriteRequest => ({
  method: 'PUT',
  path: `/v3/util/vehicle_images/${image}`,
  body: { kind: 'json', value },
  group,
  resource: `vehicle_images/${image}`,
  label: `Image ${image}`,
});

async function settle(sender: SyncEngine): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    await sender.idle();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

beforeEach(async () => {
  await resetDb();
});

afterEach(async () => {
  await Promise.all(engines.splice(0).map((created) => created.stop()));
  vi.useRealTimers();
});

describe('SyncEngine', () => {
  it('sends every record once, in order within a vehicle', async () => {
    const server = fakeServer();
    for (let i = 1; i <= 5; i += 1) await enqueue(owner, update(i, { main_image: 1 }));
    const sender = engine({ transport: server.transport });
    sender.start();
    await settle(sender);
    expect(server.calls.map((call) => call.path)).toEqual([1, 2, 3, 4, 5].map((i) => `/v3/util/vehicle_images/${i}`));
    expect((await recordsOf(7)).every((record) => record.state === 'done')).toBe(true);
  });

  it('sends different vehicles side by side', async () => {
    let inFlight = 0;
    let most = 0;
    const server = fakeServer(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      return ok();
    });
    for (const group of ['vehicle:1', 'vehicle:2', 'vehicle:3']) await enqueue(owner, update(1, { is_private: 1 }, group));
    const sender = engine({ transport: server.transport });
    sender.start();
    await settle(sender);
    expect(server.calls).toHaveLength(3);
    expect(most).toBe(3);
  });

  it('retries network errors and 5xx with backoff, sending the same idempotency key, until they pass', async () => {
    const server = fakeServer((_record, call) => (call < 3 ? fail(call === 1 ? 0 : 503) : ok()));
    const id = await enqueue(owner, update(1, { is_private: 1 }));
    const sender = engine({ transport: server.transport });
    sender.start();
    await settle(sender);
    expect(await getRecord(id)).toMatchObject({ state: 'failed-retrying', attempts: 1, lastStatus: null });
    await retryNow(id);
    await settle(sender);
    expect(await getRecord(id)).toMatchObject({ state: 'failed-retrying', attempts: 2, lastStatus: 503 });
    await retryNow(id);
    await settle(sender);
    expect(await getRecord(id)).toMatchObject({ state: 'done', attempts: 3 });
    expect(new Set(server.calls.map((call) => call.key)).size).toBe(1);
  });

  it('retries on its own timer when the backoff has passed', async () => {
    const server = fakeServer((_record, call) => (call === 1 ? fail(500) : ok()));
    const id = await enqueue(owner, update(1, { is_private: 1 }));
    const sender = engine({ transport: server.transport, random: () => 0 });
    sender.start();
    await settle(sender);
    expect(await getRecord(id)).toMatchObject({ state: 'failed-retrying' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    await settle(sender);
    expect(await getRecord(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('moves a refused write to needs-attention with the server message; the others go on', async () => {
    const server = fakeServer((record) => (record.path.endsWith('/1') ? fail(422, 'Image not found') : ok()));
    const refused = await enqueue(owner, update(1, { is_private: 1 }));
    const other = await enqueue(owner, update(2, { is_private: 1 }));
    const sender = engine({ transport: server.transport });
    sender.start();
    await settle(sender);
    expect(await getRecord(refused)).toMatchObject({ state: 'needs-attention', lastError: 'Image not found', lastStatus: 422 });
    expect(await getRecord(other)).toMatchObject({ state: 'done' });
  });

  it('pauses the whole queue on 401 and asks once; nothing is dropped, and a new engine finishes', async () => {
    const onSignedOut = vi.fn();
    let signedIn = false;
    const server = fakeServer(() => (signedIn ? ok() : fail(401, 'expired')));
    for (const group of ['vehicle:1', 'vehicle:2']) {
      await enqueue(owner, update(1, { is_private: 1 }, group));
      await enqueue(owner, update(2, { is_private: 1 }, group));
    }
    const first = engine({ transport: server.transport, onSignedOut });
    first.start();
    await settle(first);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(first.isPaused).toBe(true);
    const afterPause = await recordsOf(7);
    expect(afterPause).toHaveLength(4);
    expect(afterPause.every((record) => record.state === 'queued')).toBe(true);

    await first.stop();
    signedIn = true;
    const second = engine({ transport: server.transport });
    second.start();
    await settle(second);
    expect((await recordsOf(7)).every((record) => record.state === 'done')).toBe(true);
  });

  it('never sends without a token, and never another user’s or another environment’s records', async () => {
    const server = fakeServer();
    await enqueue({ ...owner, userId: 8 }, update(1, { is_private: 1 }));
    await enqueue({ ...owner, apiBase: 'http://other.test' }, update(2, { is_private: 1 }));
    await enqueue(owner, update(3, { is_private: 1 }));
    const tokenless = engine({ transport: server.transport, getToken: () => null });
    tokenless.start();
    await settle(tokenless);
    expect(server.calls).toHaveLength(0);
    await tokenless.stop();

    const sender = engine({ transport: server.transport });
    sender.start();
    await settle(sender);
    expect(server.calls.map((call) => call.path)).toEqual(['/v3/util/vehicle_images/3']);
  });

  it('creates offline, then uses the server id in the records that followed', async () => {
    const damage = newTempId();
    const server = fakeServer((record) => ok(record.method === 'POST' && record.path.endsWith('/conditions') ? { vehicle_condition_id: 901 } : {}));
    await enqueue(owner, {
      method: 'POST',
      path: '/v3/vehicles3/1/inspections/4/conditions',
      body: { kind: 'json', value: { item_code: 'HOOD' } },
      group: 'vehicle:1',
      creates: { tempId: damage, idField: 'vehicle_condition_id' },
      label: 'New damage',
    });
    await enqueue(owner, {
      method: 'POST',
      path: `/v3/vehicles3/1/inspections/4/conditions/${damage}/images`,
      body: { kind: 'file', field: 'photo', fileName: 'd.jpg', mimeType: 'image/jpeg', bytes: new ArrayBuffer(4), fields: {} } as const,
      group: 'vehicle:1',
      label: 'Damage photo',
    });
    await enqueue(owner, {
      method: 'PUT',
      path: `/v3/vehicles3/1/inspections/4/conditions/${damage}`,
      body: { kind: 'json', value: { description: 'Dent', id: damage } },
      group: 'vehicle:1',
      label: 'Edit damage',
    });
    const sender = engine({ transport: server.transport });
    sender.start();
    await settle(sender);
    expect(server.calls.map((call) => call.path)).toEqual([
      '/v3/vehicles3/1/inspections/4/conditions',
      '/v3/vehicles3/1/inspections/4/conditions/901/images',
      '/v3/vehicles3/1/inspections/4/conditions/901',
    ]);
    expect(server.calls[2]?.body).toEqual({ kind: 'json', value: { description: 'Dent', id: 901 } });
  });

  it('resends a record a crash left in "sending", with the same key', async () => {
    const server = fakeServer();
    const id = await enqueue(owner, update(1, { is_private: 1 }));
    const { db } = await import('./db');
    await db.outbox.update(id, { state: 'sending', attempts: 1 });
    const record = await getRecord(id);
    const sender = engine({ transport: server.transport });
    sender.start();
    await settle(sender);
    expect(server.calls.map((call) => call.key)).toEqual([record?.key]);
    expect(await getRecord(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('with two tabs, only the lock holder sends, and each record goes once', async () => {
    const server = fakeServer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      return ok();
    });
    const locks = fakeLocks();
    const tabA = engine({ transport: server.transport, locks });
    const tabB = engine({ transport: server.transport, locks });
    tabA.start();
    tabB.start();
    for (let i = 1; i <= 10; i += 1) await enqueue(owner, update(i, { is_private: 1 }, `vehicle:${i % 3}`));
    await settle(tabA);
    expect(tabA.isSender).toBe(true);
    expect(tabB.isSender).toBe(false);
    expect(server.calls).toHaveLength(10);
    expect(new Set(server.calls.map((call) => call.id)).size).toBe(10);

    // The sending tab closes: the other takes over.
    await tabA.stop();
    await enqueue(owner, update(11, { is_private: 1 }));
    await settle(tabB);
    expect(tabB.isSender).toBe(true);
    expect(server.calls).toHaveLength(11);
  });
});
