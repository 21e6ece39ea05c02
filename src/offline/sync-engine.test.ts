import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportSendOutcome } from './connection';
import { resetDb } from './db';
import { SyncEngine, type EngineOptions, type LockManagerLike } from './sync-engine';
import { enqueue, getRecord, recordsOf, retryNow, type Owner, type WriteRequest } from './outbox';
import type { OutboxRecord } from './record';
import { newTempId } from './temp-ids';
import type { SendResult, Transport } from './transport';

const owner: Owner = { userId: 7, siteCode: 'DAL', apiBase: 'http://api.test' };
const ok = (reply: unknown = {}, meta?: unknown): SendResult => ({ status: 200, reply, meta, message: '', retryAfterMs: null });
const fail = (status: number, message = 'failed', reply: unknown = null): SendResult => ({ status, reply, meta: undefined, message, retryAfterMs: null });

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

beforeEach(async () => {
  await resetDb();
  // Each test starts with a server that answered the last send: a test that left it unanswered does not make the next one offline.
  reportSendOutcome(true);
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
    await sender.idle();
    expect(server.calls.map((call) => call.path)).toEqual([1, 2, 3, 4, 5].map((i) => `/v3/util/vehicle_images/${i}`));
    expect((await recordsOf(7)).every((record) => record.state === 'done')).toBe(true);
  });

  it('tries nothing while the browser has no network, so the back-off starts afresh when it returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = fakeServer();
    await enqueue(owner, update(1, { main_image: 1 }));
    const sender = engine({ transport: server.transport });
    sender.start();
    await sender.idle();
    expect(server.calls).toHaveLength(0);
    expect((await recordsOf(7))[0]).toMatchObject({ state: 'queued', attempts: 0 });

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await sender.idle();
    expect(server.calls).toHaveLength(1);
    expect((await recordsOf(7))[0]?.state).toBe('done');
  });

  it('resends at once a send the network cut when the connection came back before its failure was recorded', async () => {
    // The online event's retryAllNow runs while the record is still "sending" and cannot see it.
    const server = fakeServer((_record, call) => {
      if (call === 1) window.dispatchEvent(new Event('online'));
      return call === 1 ? fail(0, 'network') : ok();
    });
    await enqueue(owner, update(1, { main_image: 1 }));
    const sender = engine({ transport: server.transport });
    sender.start();
    await sender.idle();
    expect(server.calls).toHaveLength(2);
    expect((await recordsOf(7))[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('still backs off a send the network cut when the connection did not come back meanwhile', async () => {
    const server = fakeServer(() => fail(0, 'network'));
    await enqueue(owner, update(1, { main_image: 1 }));
    const sender = engine({ transport: server.transport });
    sender.start();
    await sender.idle();
    expect(server.calls).toHaveLength(1);
    expect((await recordsOf(7))[0]).toMatchObject({ state: 'failed-retrying', attempts: 1 });
  });

  it('sends different vehicles side by side', async () => {
    // Each answer waits until it is released: all three must be in flight at once (no timing).
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const server = fakeServer(async () => {
      await released;
      return ok();
    });
    for (const group of ['vehicle:1', 'vehicle:2', 'vehicle:3']) await enqueue(owner, update(1, { is_private: 1 }, group));
    const sender = engine({ transport: server.transport });
    sender.start();
    await vi.waitFor(() => expect(server.calls).toHaveLength(3));
    release();
    await sender.idle();
    expect(server.calls).toHaveLength(3);
    expect((await recordsOf(7)).map((record) => record.state)).toEqual(['done', 'done', 'done']);
  });

  it('retries network errors and 5xx with backoff, sending the same idempotency key, until they pass', async () => {
    const server = fakeServer((_record, call) => (call < 3 ? fail(call === 1 ? 0 : 503) : ok()));
    const id = await enqueue(owner, update(1, { is_private: 1 }));
    const sender = engine({ transport: server.transport });
    sender.start();
    await sender.idle();
    expect(await getRecord(id)).toMatchObject({ state: 'failed-retrying', attempts: 1, lastStatus: null });
    await retryNow(id);
    await sender.idle();
    expect(await getRecord(id)).toMatchObject({ state: 'failed-retrying', attempts: 2, lastStatus: 503 });
    await retryNow(id);
    await sender.idle();
    expect(await getRecord(id)).toMatchObject({ state: 'done', attempts: 3 });
    expect(new Set(server.calls.map((call) => call.key)).size).toBe(1);
  });

  it('retries on its own timer when the backoff has passed, not before', async () => {
    // On a fake clock: with real time a loaded machine could let the 500 ms back-off pass
    // before the first look, or not by the second.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const server = fakeServer((_record, call) => (call === 1 ? fail(500) : ok()));
    const id = await enqueue(owner, update(1, { is_private: 1 }));
    const sender = engine({ transport: server.transport, random: () => 0 });
    sender.start();
    await sender.idle();
    expect(await getRecord(id)).toMatchObject({ state: 'failed-retrying', attempts: 1 });
    // random() = 0: the first back-off is half of 1 s.
    await vi.advanceTimersByTimeAsync(499);
    await sender.idle();
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await sender.idle();
    expect(await getRecord(id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(server.calls).toHaveLength(2);
  });

  it('moves a refused write to needs-attention with the server message; the others go on', async () => {
    const server = fakeServer((record) => (record.path.endsWith('/1') ? fail(422, 'Image not found') : ok()));
    const refused = await enqueue(owner, update(1, { is_private: 1 }));
    const other = await enqueue(owner, update(2, { is_private: 1 }));
    const sender = engine({ transport: server.transport });
    sender.start();
    await sender.idle();
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
    await first.idle();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(first.isPaused).toBe(true);
    const afterPause = await recordsOf(7);
    expect(afterPause).toHaveLength(4);
    expect(afterPause.every((record) => record.state === 'queued')).toBe(true);

    await first.stop();
    signedIn = true;
    const second = engine({ transport: server.transport });
    second.start();
    await second.idle();
    expect((await recordsOf(7)).every((record) => record.state === 'done')).toBe(true);
  });

  it('never sends without a token, and never another user’s or another environment’s records', async () => {
    const server = fakeServer();
    await enqueue({ ...owner, userId: 8 }, update(1, { is_private: 1 }));
    await enqueue({ ...owner, apiBase: 'http://other.test' }, update(2, { is_private: 1 }));
    await enqueue(owner, update(3, { is_private: 1 }));
    const tokenless = engine({ transport: server.transport, getToken: () => null });
    tokenless.start();
    await tokenless.idle();
    expect(server.calls).toHaveLength(0);
    await tokenless.stop();

    const sender = engine({ transport: server.transport });
    sender.start();
    await sender.idle();
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
      tempRefs: [{ field: 'id', tempId: damage }],
      group: 'vehicle:1',
      label: 'Edit damage',
    });
    const sender = engine({ transport: server.transport });
    sender.start();
    await sender.idle();
    expect(server.calls.map((call) => call.path)).toEqual([
      '/v3/vehicles3/1/inspections/4/conditions',
      '/v3/vehicles3/1/inspections/4/conditions/901/images',
      '/v3/vehicles3/1/inspections/4/conditions/901',
    ]);
    expect(server.calls[2]?.body).toEqual({ kind: 'json', value: { description: 'Dent', id: 901 } });
  });

  it('sends a record stored by an older version (no list of its temporary ids) with the server id in its path and body', async () => {
    const damage = newTempId();
    const server = fakeServer((record) => ok(record.path.endsWith('/conditions') ? { vehicle_condition_id: 902 } : {}));
    await enqueue(owner, {
      method: 'POST',
      path: '/v3/vehicles3/1/inspections/4/conditions',
      body: { kind: 'json', value: { item_code: 'HOOD' } },
      group: 'vehicle:1',
      creates: { tempId: damage, idField: 'vehicle_condition_id' },
      label: 'New damage',
    });
    // Exactly as the first outbox wrote it to IndexedDB: no `uses`, no `ifMatch`, no `conflict`.
    const { db } = await import('./db');
    const stored = {
      key: 'key-from-an-older-version',
      userId: owner.userId,
      siteCode: owner.siteCode,
      apiBase: owner.apiBase,
      group: 'vehicle:1',
      method: 'PUT',
      path: `/v3/vehicles3/1/inspections/4/conditions/${damage}`,
      body: { kind: 'json', value: { description: 'Dent', id: damage, related: [damage, 5], note: `see ${damage}` } },
      resource: `condition:${damage}`,
      creates: null,
      label: 'Edit damage',
      state: 'queued',
      attempts: 0,
      lastError: null,
      lastStatus: null,
      nextAttemptAt: 0,
      createdAt: 1,
      updatedAt: 1,
    };
    const id = await db.outbox.add(stored as unknown as OutboxRecord);
    const sender = engine({ transport: server.transport });
    sender.start();
    await sender.idle();
    expect(server.calls.map((call) => call.path)).toEqual(['/v3/vehicles3/1/inspections/4/conditions', '/v3/vehicles3/1/inspections/4/conditions/902']);
    expect(server.calls[1]).toMatchObject({
      key: 'key-from-an-older-version',
      resource: 'condition:902',
      body: { kind: 'json', value: { description: 'Dent', id: 902, related: [902, 5], note: `see ${damage}` } },
    });
    expect(await getRecord(id)).toMatchObject({ state: 'done', uses: [] });
  });

  it('resends a record a crash left in "sending", with the same key', async () => {
    const server = fakeServer();
    const id = await enqueue(owner, update(1, { is_private: 1 }));
    const { db } = await import('./db');
    await db.outbox.update(id, { state: 'sending', attempts: 1 });
    const record = await getRecord(id);
    const sender = engine({ transport: server.transport });
    sender.start();
    await sender.idle();
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
    await tabA.idle();
    expect(tabA.isSender).toBe(true);
    expect(tabB.isSender).toBe(false);
    expect(server.calls).toHaveLength(10);
    expect(new Set(server.calls.map((call) => call.id)).size).toBe(10);

    // The sending tab closes: the other takes over.
    await tabA.stop();
    await enqueue(owner, update(11, { is_private: 1 }));
    await tabB.idle();
    expect(tabB.isSender).toBe(true);
    expect(server.calls).toHaveLength(11);
  });
});

describe('writes made on a version (If-Match), and what the server says of them', () => {
  const comment = (value: string, etag: string | null, base: string | null): WriteRequest => ({
    method: 'PUT',
    path: '/v3/vehicles3/1/inspections/4',
    body: { kind: 'json', value: { comments: value } },
    group: 'vehicle:1',
    resource: 'inspection:4',
    ifMatch: { etag, base: { comments: base } },
    label: 'Comment',
  });

  it('sends If-Match; merged writes keep the earliest version; a done write rebases the next one of its resource', async () => {
    const first = await enqueue(owner, comment('a', '"r4-v1"', 'old'));
    const merged = await enqueue(owner, comment('ab', '"r4-v2"', 'a'));
    expect(merged).toBe(first);
    expect((await getRecord(first))?.ifMatch).toEqual({ etag: '"r4-v1"', base: { comments: 'old' } });
    const server = fakeServer((record) => ok({ comments: (record.body as { value: { comments: string } }).value.comments, etag: `"r4-v${record.id + 1}"` }));
    const sender = engine({ transport: server.transport });
    sender.start();
    await sender.idle();
    // Made while the first was on its way: it was based on the screen's version.
    const second = await enqueue(owner, comment('abc', '"r4-v1"', 'ab'));
    const { db } = await import('./db');
    await sender.stop();
    await db.outbox.update(first, { state: 'queued' });
    const again = engine({ transport: server.transport });
    again.start();
    await again.idle();
    expect(server.calls.map((call) => call.ifMatch?.etag)).toEqual(['"r4-v1"', '"r4-v1"', `"r4-v${first + 1}"`]);
    expect((await getRecord(second))?.state).toBe('done');
  });

  it('resends a stale write once, on the new version and with a new key, when only this device changed its fields', async () => {
    await enqueue(owner, comment('tablet', '"r4-v1"', 'old'));
    const server = fakeServer((_record, call) =>
      call === 1
        ? fail(412, 'changed', { error: { message: 'changed', code: 'stale' }, current: { comments: 'old', grade: 2, etag: '"r4-v2"' } })
        : ok({ comments: 'tablet', etag: '"r4-v3"' }),
    );
    const sender = engine({ transport: server.transport });
    sender.start();
    await sender.idle();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]?.ifMatch).toEqual({ etag: '"r4-v2"', base: { comments: 'old' } });
    expect(server.calls[1]?.key).not.toBe(server.calls[0]?.key);
    expect(server.calls[1]?.attempts).toBe(1);
  });

  it('holds a hard conflict for the user (never retried by itself); keeping mine resends it, keeping theirs sends nothing', async () => {
    const { resolveConflict } = await import('./outbox');
    const stale = { error: { message: 'changed', code: 'stale' }, current: { comments: 'desk', etag: '"r4-v2"' } };
    const mine = await enqueue(owner, comment('tablet', '"r4-v1"', 'old'));
    const server = fakeServer((_record, call) => (call === 1 ? fail(412, 'changed', stale) : ok({ comments: 'tablet', etag: '"r4-v3"' })));
    const sender = engine({ transport: server.transport });
    sender.start();
    await sender.idle();
    const waiting = await getRecord(mine);
    expect(waiting?.state).toBe('conflict');
    expect(waiting?.conflict).toEqual({
      kind: 'fields',
      etag: '"r4-v2"',
      current: stale.current,
      fields: [{ field: 'comments', base: 'old', mine: 'tablet', theirs: 'desk' }],
    });
    await sender.idle();
    expect(server.calls).toHaveLength(1);
    await resolveConflict(mine, { comments: 'mine' });
    await sender.idle();
    expect(server.calls[1]?.ifMatch).toEqual({ etag: '"r4-v2"', base: { comments: 'desk' } });
    expect((await getRecord(mine))?.state).toBe('done');

    const theirs = await enqueue(owner, comment('other', '"r4-v3"', 'tablet'));
    server.calls.length = 0;
    const refusing = fakeServer(() =>
      fail(412, 'changed', { error: { message: 'changed', code: 'stale' }, current: { comments: 'desk again', etag: '"r4-v4"' } }),
    );
    await sender.stop();
    const next = engine({ transport: refusing.transport });
    next.start();
    await next.idle();
    await resolveConflict(theirs, { comments: 'theirs' });
    await next.idle();
    expect(refusing.calls).toHaveLength(1);
    expect((await getRecord(theirs))?.state).toBe('done');
  });

  it('makes a write to a report approved meanwhile a conflict that names the approved report, and re-targets it on request', async () => {
    const { applyToApproved } = await import('./outbox');
    const id = await enqueue(owner, {
      method: 'PUT',
      path: '/v3/vehicles3/1/inspections/4/conditions/40',
      body: { kind: 'json', value: { description: 'tablet' } },
      group: 'vehicle:1',
      resource: 'condition:40',
      ifMatch: { etag: '"c40-v1"', base: { description: null } },
      label: 'Damage',
    });
    const approved = { error: { message: 'approved as report 9', code: 'report_approved', approved_report_id: 9, counterpart_condition_id: 90 } };
    const server = fakeServer((_record, call) => (call === 1 ? fail(423, 'approved as report 9', approved) : ok({ etag: '"c90-v2"' })));
    const sender = engine({ transport: server.transport });
    sender.start();
    await sender.idle();
    expect((await getRecord(id))?.conflict).toEqual({ kind: 'approved', message: 'approved as report 9', approvedReportId: 9, counterpartConditionId: 90 });
    await applyToApproved(id);
    await sender.idle();
    expect(server.calls[1]).toMatchObject({ path: '/v3/vehicles3/1/inspections/9/conditions/90', resource: 'condition:90', ifMatch: null });
    expect((await getRecord(id))?.state).toBe('done');
  });

  it('refuses plainly a write to a vehicle whose status forbids it (423 without an approved report)', async () => {
    const id = await enqueue(owner, comment('x', null, null));
    const server = fakeServer(() => fail(423, "This vehicle's status does not allow changes", { error: { message: 'no', code: 'vehicle_read_only' } }));
    const sender = engine({ transport: server.transport });
    sender.start();
    await sender.idle();
    expect((await getRecord(id))?.state).toBe('needs-attention');
  });

  it('keeps the reply’s meta on the record for the screen (autograde)', async () => {
    const id = await enqueue(owner, comment('x', null, null));
    const sender = engine({
      transport: fakeServer(() => ok({ etag: '"r4-v2"' }, { autograde: { grade: 4.1, breakdown: [] } })).transport,
    });
    sender.start();
    await sender.idle();
    expect((await getRecord(id))?.resultMeta).toEqual({ autograde: { grade: 4.1, breakdown: [] } });
  });
});

describe('stopping the engine', () => {
  it('puts a record cut in flight back as it was: no attempt counted, no back-off, not "offline"', async () => {
    const { isOnline } = await import('./connection');
    let release: (result: SendResult) => void = () => {};
    const transport: Transport = (_record, _bytes, _token, _progress, signal) =>
      new Promise((resolve) => {
        release = resolve;
        signal.addEventListener('abort', () => resolve(fail(0, 'aborted')));
      });
    const id = await enqueue(owner, update(1, { is_private: 1 }));
    const sender = engine({ transport });
    sender.start();
    await vi.waitFor(async () => expect((await getRecord(id))?.state).toBe('sending'));
    await sender.stop();
    release(ok());
    expect(await getRecord(id)).toMatchObject({ state: 'queued', attempts: 0, nextAttemptAt: 0, lastError: null });
    expect(isOnline()).toBe(true);
  });
});

describe('deleting something the queue may still be creating', () => {
  const photo = (tempId: string): WriteRequest => ({
    method: 'POST',
    path: '/v3/vehicles/1/images',
    body: { kind: 'file', field: 'image', fileName: 'p.jpg', mimeType: 'image/jpeg', bytes: new ArrayBuffer(4), fields: {} },
    group: 'vehicle:1',
    creates: { tempId, idField: 'vehicle_image_id' },
    label: 'Photo',
  });
  const remove = (tempId: string): WriteRequest => ({
    method: 'DELETE',
    path: `/v3/util/vehicle_images/${tempId}`,
    body: null,
    group: 'vehicle:1',
    label: 'Delete photo',
  });

  it('takes a never-attempted upload out of the queue, and nothing is sent', async () => {
    const { deleteMaybeCreated } = await import('./outbox');
    const tempId = newTempId();
    const upload = await enqueue(owner, photo(tempId));
    await deleteMaybeCreated(owner, upload, remove(tempId));
    expect(await recordsOf(7)).toEqual([]);
  });

  it('deletes on the server an upload whose answer was lost: the delete follows it, with the id the resend is answered', async () => {
    const { deleteMaybeCreated } = await import('./outbox');
    const tempId = newTempId();
    const upload = await enqueue(owner, photo(tempId));
    // The first attempt reached the server; only the answer was lost.
    const server = fakeServer((record, call) => (call === 1 ? fail(0, 'offline') : ok(record.method === 'POST' ? { vehicle_image_id: 77 } : {})));
    const sender = engine({ transport: server.transport, random: () => 1 });
    sender.start();
    await vi.waitFor(async () => expect((await getRecord(upload))?.state).toBe('failed-retrying'));
    await sender.stop();
    await deleteMaybeCreated(owner, upload, remove(tempId));
    await retryNow(upload);
    const again = engine({ transport: server.transport });
    again.start();
    await again.idle();
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v3/vehicles/1/images',
      'POST /v3/vehicles/1/images',
      'DELETE /v3/util/vehicle_images/77',
    ]);
  });

  it('ends both when the server refuses the upload the user already deleted: nothing exists to delete', async () => {
    const { deleteMaybeCreated } = await import('./outbox');
    const tempId = newTempId();
    const upload = await enqueue(owner, photo(tempId));
    const server = fakeServer((_record, call) => (call === 1 ? fail(500) : fail(422, 'Too many photos')));
    const sender = engine({ transport: server.transport, random: () => 0 });
    sender.start();
    await vi.waitFor(async () => expect((await getRecord(upload))?.attempts).toBe(1));
    await deleteMaybeCreated(owner, upload, remove(tempId));
    await retryNow(upload);
    await sender.idle();
    const records = await recordsOf(7);
    expect(records.map((record) => [record.method, record.state])).toEqual([
      ['POST', 'done'],
      ['DELETE', 'done'],
    ]);
    expect(server.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });
});
