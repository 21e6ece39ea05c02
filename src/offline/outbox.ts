/**
 * The outbox's records and every change to them. Each change is one IndexedDB
 * transaction, so a record is either fully in a state or not at all: the UI says "saved"
 * only after `enqueue` resolves, when the write is on disk.
 */
import * as v from 'valibot';
import { db, inTransaction, withDb } from './db';
import { kickSender } from './signals';
import { OutboxRecord, type FileBody, type NewOutboxRecord, type OutboxBody, type OutboxMethod } from './record';
import { idFromReply, rewriteTempId, tempIdsUsed } from './temp-ids';

/** Whose queue a record is in: only this user, against this API, ever sends it. */
export interface Owner {
  userId: number;
  siteCode: string | null;
  apiBase: string;
}

/** A file to queue: its description and its bytes, read into memory before the transaction opens. */
export type FileUpload = Omit<FileBody, 'size'> & { bytes: ArrayBuffer };

export interface WriteRequest {
  method: OutboxMethod;
  path: string;
  body: OutboxBody | FileUpload;
  /** Ordering lane: records of one group are sent one after the other (e.g. `vehicle:42`). */
  group: string;
  /** Set for updates that may be merged with an unsent update of the same resource. */
  resource?: string;
  creates?: { tempId: string; idField: string };
  label: string;
}

/** Done records are kept this long so the outbox page can show what was sent. */
export const keepDoneMs = 3 * 24 * 3_600_000;

export const discardedDependencyMessage = 'It depended on a change that was discarded.';

/** Reads records back through the schema; a damaged one is shown as needing attention, never dropped. */
export function validRecord(raw: unknown): OutboxRecord {
  const parsed = v.safeParse(OutboxRecord, raw);
  if (parsed.success) return parsed.output;
  const loose = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<OutboxRecord>;
  return {
    id: Number(loose.id),
    key: String(loose.key ?? ''),
    userId: Number(loose.userId),
    siteCode: null,
    apiBase: String(loose.apiBase ?? ''),
    group: String(loose.group ?? 'unknown'),
    method: 'POST',
    path: String(loose.path ?? ''),
    body: null,
    resource: null,
    creates: null,
    label: String(loose.label ?? 'Unreadable change'),
    state: 'needs-attention',
    attempts: Number(loose.attempts ?? 0),
    lastError: 'This change could not be read back from the device and cannot be sent.',
    lastStatus: null,
    nextAttemptAt: 0,
    createdAt: Number(loose.createdAt ?? 0),
    updatedAt: Number(loose.updatedAt ?? 0),
  };
}

function splitBody(body: WriteRequest['body']): { body: OutboxBody; bytes: ArrayBuffer | null } {
  if (body === null || body.kind !== 'file') return { body, bytes: null };
  const { bytes, ...rest } = body as FileUpload;
  return { body: { ...rest, size: bytes.byteLength }, bytes };
}

/** The bytes of a queued photo, or null once they are gone (sent, or discarded). */
export async function photoBytes(recordId: number): Promise<ArrayBuffer | null> {
  const row = await withDb(() => db.photos.get(recordId));
  return row?.bytes ?? null;
}

function isMergeable(record: OutboxRecord | undefined, request: WriteRequest): record is OutboxRecord {
  return (
    record !== undefined &&
    record.state === 'queued' &&
    record.attempts === 0 &&
    request.method === 'PUT' &&
    record.method === 'PUT' &&
    request.resource !== undefined &&
    record.resource === request.resource &&
    record.body?.kind === 'json' &&
    request.body?.kind === 'json' &&
    typeof record.body.value === 'object' &&
    typeof request.body.value === 'object'
  );
}

/**
 * Puts a write in the queue and resolves with its record id once it is on disk.
 * An update of a resource whose previous update is the last unsent record of its group
 * is merged into it (one request instead of many; order is kept because nothing lies
 * between them).
 */
export async function enqueue(owner: Owner, request: WriteRequest, now: number = Date.now()): Promise<number> {
  const id = await enqueueComputed(owner, request.group, () => request, now);
  if (id === null) throw new Error('The write was not queued');
  return id;
}

/**
 * Queues a write computed from the group's records at that moment, in the same
 * transaction: a toggle sees the toggle before it, however fast the taps come. `build`
 * returns null when there is nothing to queue.
 */
export async function enqueueComputed(
  owner: Owner,
  group: string,
  build: (inGroup: readonly OutboxRecord[]) => WriteRequest | null,
  now: number = Date.now(),
): Promise<number | null> {
  const id = await inTransaction(async () => {
    const inGroup = (await db.outbox.where('[userId+group]').equals([owner.userId, group]).toArray()).map(validRecord);
    const request = build(inGroup);
    if (request === null) return null;
    if (request.group !== group) throw new Error(`A write built for group ${group} names group ${request.group}`);
    const last = inGroup.filter((record) => record.state !== 'done').sort((a, b) => b.id - a.id)[0];
    if (isMergeable(last, request) && last.body?.kind === 'json' && request.body?.kind === 'json') {
      const value = { ...(last.body.value as object), ...(request.body.value as object) };
      await db.outbox.update(last.id, { body: { kind: 'json', value }, label: request.label, updatedAt: now });
      return last.id;
    }
    const { body, bytes } = splitBody(request.body);
    const record: NewOutboxRecord = {
      key: crypto.randomUUID(),
      userId: owner.userId,
      siteCode: owner.siteCode,
      apiBase: owner.apiBase,
      group: request.group,
      method: request.method,
      path: request.path,
      body,
      resource: request.resource ?? null,
      creates: request.creates ?? null,
      label: request.label,
      state: 'queued',
      attempts: 0,
      lastError: null,
      lastStatus: null,
      nextAttemptAt: 0,
      createdAt: now,
      updatedAt: now,
    };
    const id = await db.outbox.add(record as OutboxRecord);
    if (bytes !== null) await db.photos.add({ recordId: id, bytes });
    return id;
  });
  kickSender();
  return id;
}

/** Every record of a user, oldest first. */
export async function recordsOf(userId: number): Promise<OutboxRecord[]> {
  const rows = await withDb(() => db.outbox.where('userId').equals(userId).toArray());
  return rows.map(validRecord).sort((a, b) => a.id - b.id);
}

export async function getRecord(id: number): Promise<OutboxRecord | undefined> {
  const raw = await withDb(() => db.outbox.get(id));
  return raw === undefined ? undefined : validRecord(raw);
}

export async function markSending(id: number, now: number = Date.now()): Promise<OutboxRecord | undefined> {
  return inTransaction(async () => {
    const raw = await db.outbox.get(id);
    if (raw === undefined) return undefined;
    const record = validRecord(raw);
    if (record.state === 'done' || record.state === 'needs-attention') return undefined;
    const next = { ...record, state: 'sending' as const, attempts: record.attempts + 1, updatedAt: now };
    await db.outbox.put(next);
    return next;
  });
}

/**
 * The server has the write. In the same transaction: the record is done (its photo bytes
 * freed), the id it created is remembered, and the records that used the temporary id
 * are rewritten with the server's.
 */
export async function markDone(id: number, reply: unknown, now: number = Date.now()): Promise<void> {
  await inTransaction(async () => {
    const raw = await db.outbox.get(id);
    if (raw === undefined) return;
    const record = validRecord(raw);
    await db.outbox.put({ ...record, state: 'done', lastError: null, lastStatus: null, result: reply, updatedAt: now });
    await db.photos.delete(id);
    if (record.creates === null) return;
    const serverId = idFromReply(reply, record.creates.idField);
    if (serverId === null) return;
    const { tempId } = record.creates;
    await db.tempIds.put({ tempId, serverId, createdAt: now });
    const waiting = await db.outbox.where('[userId+group]').equals([record.userId, record.group]).toArray();
    for (const other of waiting) {
      if (other.state === 'done') continue;
      const rewritten = rewriteTempId(validRecord(other), tempId, serverId);
      if (rewritten) await db.outbox.put(rewritten);
    }
  });
}

/** A failure worth retrying (network, 5xx, 429): the record stays queued and waits `delayMs`. */
export async function markRetry(id: number, error: string, status: number | null, delayMs: number, now: number = Date.now()): Promise<void> {
  await withDb(() =>
    db.outbox.update(id, { state: 'failed-retrying', lastError: error, lastStatus: status, nextAttemptAt: now + delayMs, updatedAt: now }),
  );
}

/** The server refused the write (a 4xx): the user must look at it. */
export async function markRefused(id: number, error: string, status: number, now: number = Date.now()): Promise<void> {
  await withDb(() => db.outbox.update(id, { state: 'needs-attention', lastError: error, lastStatus: status, updatedAt: now }));
}

/** The session ended while sending: the record goes back to the queue untouched. */
export async function markAwaitingSignIn(id: number, now: number = Date.now()): Promise<void> {
  await withDb(() =>
    db.outbox.update(id, { state: 'queued', lastError: 'Waiting for you to sign in again.', lastStatus: 401, nextAttemptAt: 0, updatedAt: now }),
  );
}

/** The user asks to try again now (a refused record, or one waiting out its backoff). */
export async function retryNow(id: number, now: number = Date.now()): Promise<void> {
  await withDb(() =>
    db.outbox
      .where('id')
      .equals(id)
      .modify((record) => {
        if (record.state === 'done' || record.state === 'sending') return;
        record.state = 'queued';
        record.nextAttemptAt = 0;
        record.updatedAt = now;
      }),
  );
  kickSender();
}

/** Makes every record waiting out a backoff due now (the network just came back). */
export async function retryAllNow(userId: number, now: number = Date.now()): Promise<void> {
  await withDb(() =>
    db.outbox
      .where('[userId+state]')
      .equals([userId, 'failed-retrying'])
      .modify({ nextAttemptAt: now }),
  );
}

/** The records a discard of `id` removes: the record and, transitively, those using an id it was to create. */
export function discardSet(records: readonly OutboxRecord[], id: number): OutboxRecord[] {
  const target = records.find((record) => record.id === id);
  if (!target) return [];
  const removed = [target];
  const tempIds = new Set(target.creates ? [target.creates.tempId] : []);
  for (const record of records) {
    if (record.id === id || record.state === 'done' || record.group !== target.group) continue;
    const usesRemoved = tempIdsUsed(record).some((tempId) => tempIds.has(tempId));
    if (!usesRemoved) continue;
    removed.push(record);
    if (record.creates) tempIds.add(record.creates.tempId);
  }
  return removed;
}

/** Deletes a record the user chose to give up, with the records that could only follow it. */
export async function discard(id: number): Promise<number> {
  const count = await inTransaction(async () => {
    const raw = await db.outbox.get(id);
    if (raw === undefined) return 0;
    const record = validRecord(raw);
    if (record.state === 'sending') return 0;
    const inGroup = (await db.outbox.where('[userId+group]').equals([record.userId, record.group]).toArray()).map(validRecord);
    const removed = discardSet(inGroup, id);
    await db.outbox.bulkDelete(removed.map((item) => item.id));
    await db.photos.bulkDelete(removed.map((item) => item.id));
    return removed.length;
  });
  kickSender();
  return count;
}

/** Forgets sent records older than `keepDoneMs`. */
export async function pruneDone(now: number = Date.now()): Promise<void> {
  await withDb(() =>
    db.outbox
      .where('state')
      .equals('done')
      .filter((record) => record.updatedAt < now - keepDoneMs)
      .delete(),
  );
}
