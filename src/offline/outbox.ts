/**
 * The outbox's records and every change to them. Each change is one IndexedDB
 * transaction, so a record is either fully in a state or not at all: the UI says "saved"
 * only after `enqueue` resolves, when the write is on disk.
 */
import * as v from 'valibot';
import { mergeStale, sameValue, settleConflict } from './conflict';
import { db, inTransaction, withDb } from './db';
import { kickSender } from './signals';
import { OutboxRecord, type FileBody, type NewOutboxRecord, type OutboxBody, type OutboxMethod, type RecordConflict, type WriteBase } from './record';
import { idFromReply, legacyTempRefs, resourceWith, rewriteTempId, tempIdsUsed, tempRefsOf } from './temp-ids';

/** Whose queue a record is in: only this user, against this API, ever sends it. */
export interface Owner {
  userId: number;
  siteCode: string | null;
  apiBase: string;
  /** In words, for the outbox page on a device another user or environment uses next. */
  userName?: string;
  environmentName?: string;
}

/** A file to queue: its description and its bytes, read into memory before the transaction opens. */
export type FileUpload = Omit<FileBody, 'size'> & { bytes: ArrayBuffer };

export interface WriteRequest {
  method: OutboxMethod;
  path: string;
  body: OutboxBody | FileUpload;
  /** Ordering lane: records of one group are sent one after the other (e.g. `vehicle:42`). */
  group: string;
  /** What the record changes (`condition:42`): successive unsent updates of it merge, a done one rebases the later ones. */
  resource?: string;
  /**
   * The resource whose new version the reply is, when it is another than `resource` (a damage's
   * photo changes the damage's version, and answers with the damage): once done, the later writes
   * of that resource rebase on the reply, as they do on one of their own resource.
   */
  versions?: string;
  creates?: { tempId: string; idField: string };
  /** Body fields that hold a temporary id (path segments are found by themselves). */
  tempRefs?: { field: string; tempId: string }[];
  /** The version the write was made on: sent as If-Match, merged against on a 412. */
  ifMatch?: WriteBase;
  label: string;
}

/** Done records are kept this long so the outbox page can show what was sent. */
export const keepDoneMs = 3 * 24 * 3_600_000;

export const nothingToDeleteMessage = 'The server never created it, so there was nothing to delete.';

/** Reads records back through the schema; a damaged one is shown as needing attention, never dropped. */
export function validRecord(raw: unknown): OutboxRecord {
  const parsed = v.safeParse(OutboxRecord, raw);
  if (parsed.success) return parsed.output.uses ? parsed.output : { ...parsed.output, uses: legacyTempRefs(parsed.output) };
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
    versions: null,
    creates: null,
    label: String(loose.label ?? 'Unreadable change'),
    uses: [],
    ifMatch: null,
    conflict: null,
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

function isMergeable(record: OutboxRecord | undefined, request: Pick<NewOutboxRecord, 'method' | 'resource' | 'body'>): record is OutboxRecord {
  return (
    record !== undefined &&
    record.state === 'queued' &&
    record.attempts === 0 &&
    request.method === 'PUT' &&
    record.method === 'PUT' &&
    request.resource !== null &&
    record.resource === request.resource &&
    record.body?.kind === 'json' &&
    request.body?.kind === 'json' &&
    typeof record.body.value === 'object' &&
    typeof request.body.value === 'object'
  );
}

/** Two writes of one resource as one: the later values, the EARLIEST version (what the user started from). */
function mergedBase(earlier: WriteBase | null | undefined, later: WriteBase | undefined): WriteBase | null {
  if (!earlier) return later ?? null;
  return { etag: earlier.etag, base: { ...later?.base, ...earlier.base } };
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

function newRecord(owner: Owner, request: WriteRequest, body: OutboxBody, now: number): NewOutboxRecord {
  return {
    key: crypto.randomUUID(),
    userId: owner.userId,
    siteCode: owner.siteCode,
    apiBase: owner.apiBase,
    ownerName: owner.userName,
    environmentName: owner.environmentName,
    group: request.group,
    method: request.method,
    path: request.path,
    body,
    resource: request.resource ?? null,
    versions: request.versions ?? null,
    creates: request.creates ?? null,
    uses: tempRefsOf(request.path, request.tempRefs),
    ifMatch: request.ifMatch ?? null,
    conflict: null,
    label: request.label,
    state: 'queued',
    attempts: 0,
    lastError: null,
    lastStatus: null,
    nextAttemptAt: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** The resource a done record's reply is a version of (its `versions`, else its own), by the server's id where it created one. */
function versionedResource(record: OutboxRecord, created: { tempId: string; serverId: string } | null): string | null {
  const versioned = record.versions ?? record.resource;
  return versioned !== null && created ? resourceWith(versioned, created.tempId, created.serverId) : versioned;
}

async function groupRecords(userId: number, group: string): Promise<OutboxRecord[]> {
  return (await db.outbox.where('[userId+group]').equals([userId, group]).toArray()).map(validRecord);
}

/**
 * A write made before the screen saw the answer to an earlier write of this device (a damage
 * edited the moment its create went through, while the screen still knew it by its temporary
 * id) is given what it would have got had it been queued a moment earlier (markDone): the
 * server's ids, and the version those answers gave (its ETag was the one they were sent on).
 */
function afterDoneWrites(record: NewOutboxRecord, inGroup: readonly OutboxRecord[]): NewOutboxRecord {
  const done = inGroup.filter((other) => other.state === 'done').sort((a, b) => a.id - b.id);
  let next = record;
  const resources = new Map<number, string | null>();
  for (const other of done) {
    const serverId = other.creates ? idFromReply(other.result, other.creates.idField) : null;
    const created = other.creates && serverId ? { tempId: other.creates.tempId, serverId } : null;
    if (created) next = rewriteTempId(next, created.tempId, created.serverId) ?? next;
    resources.set(other.id, versionedResource(other, created));
  }
  for (const other of done) {
    if (next.resource !== null && resources.get(other.id) === next.resource && (next.ifMatch?.etag ?? null) === (other.ifMatch?.etag ?? null)) {
      next = rebased(next, other, other.result);
    }
  }
  return next;
}

/**
 * The label of two updates merged into one record: a write of a field the pending one did not
 * change is named beside it ("Keys · Tyres"), so that a Discard says all it drops; a write of the
 * same fields again takes the newest words, unless the label already names several changes.
 */
export function mergedLabel(last: Pick<OutboxRecord, 'label' | 'body'>, next: Pick<OutboxRecord, 'label' | 'body'>): string {
  const fields = (record: Pick<OutboxRecord, 'body'>) =>
    record.body?.kind === 'json' && typeof record.body.value === 'object' && record.body.value !== null ? Object.keys(record.body.value) : [];
  const before = new Set(fields(last));
  const adds = fields(next).some((field) => !before.has(field));
  if (adds) return last.label.split(' · ').includes(next.label) ? last.label : `${last.label} · ${next.label}`;
  return last.label.includes(' · ') ? last.label : next.label;
}

/** Adds a record inside the caller's transaction (merging it into the group's last unsent update when it may). */
async function addInTransaction(owner: Owner, request: WriteRequest, inGroup: readonly OutboxRecord[], now: number): Promise<number> {
  const { body, bytes } = splitBody(request.body);
  const record = afterDoneWrites(newRecord(owner, request, body, now), inGroup);
  const last = inGroup.filter((other) => other.state !== 'done').sort((a, b) => b.id - a.id)[0];
  if (isMergeable(last, record) && last.body?.kind === 'json' && record.body?.kind === 'json') {
    const value = { ...(last.body.value as object), ...(record.body.value as object) };
    await db.outbox.update(last.id, {
      body: { kind: 'json', value },
      label: mergedLabel(last, record),
      ifMatch: mergedBase(last.ifMatch, record.ifMatch ?? undefined),
      uses: [...(last.uses ?? []), ...(record.uses ?? [])],
      updatedAt: now,
    });
    return last.id;
  }
  const id = await db.outbox.add(record as OutboxRecord);
  if (bytes !== null) await db.photos.add({ recordId: id, bytes });
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
    const inGroup = await groupRecords(owner.userId, group);
    const request = build(inGroup);
    if (request === null) return null;
    if (request.group !== group) throw new Error(`A write built for group ${group} names group ${request.group}`);
    return addInTransaction(owner, request, inGroup, now);
  });
  kickSender();
  return id;
}

/** Every record of a user, oldest first. */
export async function recordsOf(userId: number): Promise<OutboxRecord[]> {
  const rows = await withDb(() => db.outbox.where('userId').equals(userId).toArray());
  return rows.map(validRecord).sort((a, b) => a.id - b.id);
}

/**
 * The server's id of what the user's record created under `tempId` (a damage made on this
 * device), once that create is done; null before, or once the record is pruned (`keepDoneMs`).
 */
export async function serverIdOf(userId: number, tempId: string): Promise<string | null> {
  const done = await withDb(() => db.outbox.where('[userId+state]').equals([userId, 'done']).toArray());
  for (const record of done.map(validRecord)) if (record.creates?.tempId === tempId) return idFromReply(record.result, record.creates.idField);
  return null;
}

/** Every unsent record on this device, whoever made it (the outbox page tells of the others'). */
export async function unsentOnDevice(): Promise<OutboxRecord[]> {
  const rows = await withDb(() => db.outbox.where('state').noneOf(['done']).toArray());
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
    if (record.state === 'done' || record.state === 'needs-attention' || record.state === 'conflict') return undefined;
    const next = { ...record, state: 'sending' as const, attempts: record.attempts + 1, updatedAt: now };
    await db.outbox.put(next);
    return next;
  });
}

/** The sending engine stopped (sign-out, site change) with this record in flight: back as it was, no attempt counted. */
export async function markInterrupted(id: number, attemptsBefore: number, now: number = Date.now()): Promise<void> {
  await withDb(() =>
    db.outbox
      .where('id')
      .equals(id)
      .modify((record) => {
        if (record.state !== 'sending') return;
        record.state = 'queued';
        record.attempts = attemptsBefore;
        record.nextAttemptAt = 0;
        record.updatedAt = now;
      }),
  );
}

const etagOf = (reply: unknown): string | null =>
  typeof reply === 'object' && reply !== null && typeof (reply as { etag?: unknown }).etag === 'string' ? (reply as { etag: string }).etag : null;

/**
 * Later unsent writes of the resource a done write changed now build on the server's new
 * version: its ETag, and its values of the fields the done write set. An inspector's own
 * successive writes never look stale to each other.
 */
function rebased<T extends Pick<OutboxRecord, 'state' | 'ifMatch'>>(later: T, done: OutboxRecord, reply: unknown): T {
  const etag = etagOf(reply);
  if (etag === null || later.state === 'sending') return later;
  const fields = done.body?.kind === 'json' && typeof done.body.value === 'object' && done.body.value !== null ? Object.keys(done.body.value) : [];
  const replied = (typeof reply === 'object' && reply !== null ? reply : {}) as Record<string, unknown>;
  const base = { ...(later.ifMatch?.base ?? {}) };
  for (const field of fields) if (field in base && field in replied) base[field] = replied[field];
  return { ...later, ifMatch: { etag, base } };
}

/**
 * The server has the write. In the same transaction: the record is done with the reply and its
 * meta (its photo bytes freed); the records that used the id it created are rewritten with the
 * server's; the later writes of the same resource are rebased on the reply.
 */
export async function markDone(id: number, reply: unknown, meta?: unknown, now: number = Date.now()): Promise<void> {
  await inTransaction(async () => {
    const raw = await db.outbox.get(id);
    if (raw === undefined) return;
    const record = validRecord(raw);
    await db.outbox.put({ ...record, state: 'done', lastError: null, lastStatus: null, conflict: null, result: reply, resultMeta: meta, updatedAt: now });
    await db.photos.delete(id);
    const created = record.creates ? { tempId: record.creates.tempId, serverId: idFromReply(reply, record.creates.idField) } : null;
    // What its reply is a version of, by the server's id when it created it.
    const resource = versionedResource(record, created?.serverId ? { tempId: created.tempId, serverId: created.serverId } : null);
    for (const other of await groupRecords(record.userId, record.group)) {
      if (other.state === 'done' || other.id === id) continue;
      let next = created?.serverId ? (rewriteTempId(other, created.tempId, created.serverId) ?? other) : other;
      if (resource !== null && next.resource === resource && next.id > id) next = rebased(next, record, reply);
      if (next !== other) await db.outbox.put(next);
    }
  });
}

/** A failure worth retrying (network, 5xx, 429): the record stays queued and waits `delayMs`. */
export async function markRetry(id: number, error: string, status: number | null, delayMs: number, now: number = Date.now()): Promise<void> {
  await withDb(() => db.outbox.update(id, { state: 'failed-retrying', lastError: error, lastStatus: status, nextAttemptAt: now + delayMs, updatedAt: now }));
}

/**
 * The server refused the write (a 4xx): the user must look at it. A create refused while the
 * user has already deleted what it creates ends with that delete: nothing exists to delete.
 */
export async function markRefused(id: number, error: string, status: number, now: number = Date.now()): Promise<void> {
  await inTransaction(async () => {
    const raw = await db.outbox.get(id);
    if (raw === undefined) return;
    const record = validRecord(raw);
    const tempId = record.creates?.tempId;
    const inGroup = tempId ? await groupRecords(record.userId, record.group) : [];
    const deletesIt = inGroup.some((other) => other.method === 'DELETE' && other.state !== 'done' && tempIdsUsed(other).includes(tempId ?? ''));
    if (!deletesIt) {
      await db.outbox.update(id, { state: 'needs-attention', lastError: error, lastStatus: status, updatedAt: now });
      return;
    }
    for (const gone of discardSet(inGroup, id)) {
      await db.outbox.put({
        ...gone,
        state: 'done',
        lastError: gone.id === id ? error : nothingToDeleteMessage,
        lastStatus: status,
        result: null,
        updatedAt: now,
      });
      await db.photos.delete(gone.id);
    }
  });
}

/** The session ended while sending: the record goes back to the queue untouched. */
export async function markAwaitingSignIn(id: number, now: number = Date.now()): Promise<void> {
  await withDb(() =>
    db.outbox.update(id, { state: 'queued', lastError: 'Waiting for you to sign in again.', lastStatus: 401, nextAttemptAt: 0, updatedAt: now }),
  );
}

/** The write was refused as stale or as aimed at a replaced report, and the user must choose (conflict.ts, ADR 0018). */
export async function markConflict(id: number, conflict: RecordConflict, message: string, status: number, now: number = Date.now()): Promise<void> {
  await withDb(() => db.outbox.update(id, { state: 'conflict', conflict, lastError: message, lastStatus: status, updatedAt: now }));
}

/**
 * Sends the write again as another request (a new Idempotency-Key: the server refused the
 * first and applied nothing), with this body on this version.
 */
async function resend(
  record: OutboxRecord,
  value: Record<string, unknown>,
  ifMatch: WriteBase | null,
  changes: Partial<OutboxRecord>,
  now: number,
): Promise<void> {
  await db.outbox.put({
    ...record,
    ...changes,
    key: crypto.randomUUID(),
    body: { kind: 'json', value },
    ifMatch,
    conflict: null,
    state: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    updatedAt: now,
  });
}

/**
 * A 412 with the server's record now: merged field by field (conflict.ts). Fields only this
 * device changed are resent on the new version at once; fields both changed the same way are
 * dropped; fields both changed differently make the record a conflict for the user.
 */
export async function resolveStale(id: number, current: unknown, message: string, now: number = Date.now()): Promise<'resent' | 'done' | 'conflict'> {
  return inTransaction(async () => {
    const raw = await db.outbox.get(id);
    if (raw === undefined) return 'done';
    const record = validRecord(raw);
    const mine =
      record.body?.kind === 'json' && typeof record.body.value === 'object' && record.body.value !== null ? (record.body.value as Record<string, unknown>) : {};
    const merge = mergeStale(mine, record.ifMatch?.base ?? {}, current);
    const etag = etagOf(current);
    if (merge.conflicts.length > 0) {
      await db.outbox.put({
        ...record,
        state: 'conflict',
        conflict: { kind: 'fields', etag, current, fields: merge.conflicts },
        lastError: message,
        lastStatus: 412,
        updatedAt: now,
      });
      return 'conflict';
    }
    if (Object.keys(merge.resend).length === 0) {
      // Nothing left to send: the record ends without a body, so no screen lays it over the server's values.
      await db.outbox.put({ ...record, state: 'done', body: { kind: 'json', value: {} }, result: current, lastError: null, lastStatus: null, updatedAt: now });
      return 'done';
    }
    await resend(record, merge.resend, { etag, base: merge.base }, {}, now);
    return 'resent';
  });
}

/**
 * The user settles a field conflict: each field kept as theirs is dropped, each kept as mine is
 * resent on the server's version. Fields that were not in conflict go along as they merged.
 */
export async function resolveConflict(id: number, keep: Readonly<Record<string, 'mine' | 'theirs'>>, now: number = Date.now()): Promise<void> {
  await inTransaction(async () => {
    const raw = await db.outbox.get(id);
    if (raw === undefined) return;
    const record = validRecord(raw);
    if (record.state !== 'conflict' || record.conflict?.kind !== 'fields') return;
    const { current, etag, fields } = record.conflict;
    const mine =
      record.body?.kind === 'json' && typeof record.body.value === 'object' && record.body.value !== null ? (record.body.value as Record<string, unknown>) : {};
    const settled = settleConflict(fields, keep);
    const theirs = (typeof current === 'object' && current !== null ? current : {}) as Record<string, unknown>;
    const value: Record<string, unknown> = { ...settled.resend };
    const base: Record<string, unknown> = { ...settled.base };
    for (const [field, mineValue] of Object.entries(mine)) {
      if (fields.some((conflict) => conflict.field === field) || sameValue(mineValue, theirs[field])) continue;
      value[field] = mineValue;
      base[field] = theirs[field];
    }
    if (Object.keys(value).length === 0) {
      await db.outbox.put({ ...record, state: 'done', body: { kind: 'json', value: {} }, conflict: null, result: current, lastError: null, updatedAt: now });
    } else await resend(record, value, { etag, base }, {}, now);
  });
  kickSender();
}

/**
 * A write refused because its report was approved meanwhile goes to the approved report
 * instead: the report and (for a damage) the damage in its path become the approved ones.
 * Sent without If-Match: the user chose to make this change there.
 */
export async function applyToApproved(id: number, now: number = Date.now()): Promise<void> {
  await inTransaction(async () => {
    const raw = await db.outbox.get(id);
    if (raw === undefined) return;
    const record = validRecord(raw);
    if (record.state !== 'conflict' || record.conflict?.kind !== 'approved') return;
    const { approvedReportId, counterpartConditionId } = record.conflict;
    const segments = record.path.split('/');
    const conditionAt = segments.indexOf('conditions') + 1;
    if (conditionAt > 0 && conditionAt < segments.length && counterpartConditionId === null) {
      throw new Error('This damage has no copy in the approved report: it was added after the approval.');
    }
    const path = segments
      .map((segment, index) =>
        segments[index - 1] === 'inspections' ? String(approvedReportId) : index === conditionAt && conditionAt > 0 ? String(counterpartConditionId) : segment,
      )
      .join('/');
    const resource = record.resource?.startsWith('condition:')
      ? `condition:${counterpartConditionId}`
      : record.resource?.startsWith('inspection:')
        ? `inspection:${approvedReportId}`
        : record.resource;
    const value =
      record.body?.kind === 'json' && typeof record.body.value === 'object' && record.body.value !== null ? (record.body.value as Record<string, unknown>) : {};
    await resend(record, value, null, { path, resource: resource ?? null }, now);
  });
  kickSender();
}

/** The user asks to try again now (a refused record, or one waiting out its backoff). */
export async function retryNow(id: number, now: number = Date.now()): Promise<void> {
  await withDb(() =>
    db.outbox
      .where('id')
      .equals(id)
      .modify((record) => {
        if (record.state === 'done' || record.state === 'sending' || record.state === 'conflict') return;
        record.state = 'queued';
        record.nextAttemptAt = 0;
        record.updatedAt = now;
      }),
  );
  kickSender();
}

/** Makes every record waiting out a backoff due now (the network just came back). */
export async function retryAllNow(userId: number, now: number = Date.now()): Promise<void> {
  await withDb(() => db.outbox.where('[userId+state]').equals([userId, 'failed-retrying']).modify({ nextAttemptAt: now }));
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
    const removed = discardSet(await groupRecords(record.userId, record.group), id);
    await db.outbox.bulkDelete(removed.map((item) => item.id));
    await db.photos.bulkDelete(removed.map((item) => item.id));
    return removed.length;
  });
  kickSender();
  return count;
}

/** Discards unsent records by id (records of another environment the user gave up); answers how many. */
export async function discardRecords(ids: readonly number[]): Promise<number> {
  return inTransaction(async () => {
    const rows = (await db.outbox.bulkGet([...ids])).filter((row) => row !== undefined).map(validRecord);
    const gone = rows.filter((record) => record.state !== 'sending' && record.state !== 'done').map((record) => record.id);
    await db.outbox.bulkDelete(gone);
    await db.photos.bulkDelete(gone);
    return gone.length;
  });
}

/**
 * Deletes something the queue may still be creating (a photo, a damage). Only a create that
 * was never attempted is simply taken out, with what depends on it; one that may have reached
 * the server (attempted, or refused) stays, set to go again if it was refused, and the delete
 * is queued behind it on its temporary id: whatever state its upload was in, what it created
 * ends gone from the server. (A create the server refuses again ends with this delete.)
 */
export async function deleteMaybeCreated(owner: Owner, createRecordId: number | null, request: WriteRequest, now: number = Date.now()): Promise<void> {
  await inTransaction(async () => {
    const inGroup = await groupRecords(owner.userId, request.group);
    const create = inGroup.find((record) => record.id === createRecordId);
    if (create && create.state === 'queued' && create.attempts === 0) {
      const removed = discardSet(inGroup, create.id);
      await db.outbox.bulkDelete(removed.map((item) => item.id));
      await db.photos.bulkDelete(removed.map((item) => item.id));
      return;
    }
    if (create && create.state === 'needs-attention') await db.outbox.update(create.id, { state: 'queued', nextAttemptAt: 0, updatedAt: now });
    await addInTransaction(owner, request, inGroup, now);
  });
  kickSender();
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
