/**
 * What one queued write is. Records are plain, serialisable objects (no Blobs, no
 * class instances) so IndexedDB stores them on every browser, and they are re-validated
 * when read: a record written by an older version or damaged on disk is shown to the
 * user as needing attention instead of crashing the queue.
 */
import * as v from 'valibot';

/**
 * `conflict`: the server has a newer version of what the record changes and the two differ
 * (a 412 that a field-by-field merge could not settle, or a write to a report that was
 * approved meanwhile): like `needs-attention` it is never retried by itself, and the user
 * chooses on the screen that shows the record.
 */
export const recordStates = ['queued', 'sending', 'failed-retrying', 'needs-attention', 'conflict', 'done'] as const;
export type RecordState = (typeof recordStates)[number];

export const OutboxMethod = v.picklist(['POST', 'PUT', 'PATCH', 'DELETE']);
export type OutboxMethod = v.InferOutput<typeof OutboxMethod>;

const JsonBody = v.object({ kind: v.literal('json'), value: v.unknown() });
/**
 * A file sent as multipart. Its bytes live in their own table (db.ts `photos`), so that the
 * lists the UI watches never load megabytes of photos; they are freed once the server has them.
 */
const FileBody = v.object({
  kind: v.literal('file'),
  field: v.string(),
  fileName: v.string(),
  mimeType: v.string(),
  size: v.number(),
  fields: v.record(v.string(), v.string()),
  /**
   * The SHA-256 of the bytes, taken on the device before they were queued (a damage photo's:
   * the screen draws a markup only over the photo it names, ADR 0095). Not sent: the server
   * takes its own of what arrives. Records queued by an older version have none.
   */
  sha256: v.optional(v.string()),
});
export const OutboxBody = v.nullable(v.variant('kind', [JsonBody, FileBody]));
export type OutboxBody = v.InferOutput<typeof OutboxBody>;
export type FileBody = v.InferOutput<typeof FileBody>;

/** Where a record names a temporary id: a segment of its path, or a field of its JSON body (or its file's form fields). */
export const TempRef = v.variant('at', [
  v.object({ at: v.literal('path'), tempId: v.string() }),
  v.object({ at: v.literal('body'), field: v.string(), tempId: v.string() }),
]);
export type TempRef = v.InferOutput<typeof TempRef>;

/**
 * The version a write was made on: the ETag the screen showed (sent as If-Match; null when the
 * record was created offline and its tag is not known yet) and, for each field the write
 * changes, its value then. A 412 is merged field by field against it (conflict.ts).
 */
export const WriteBase = v.object({ etag: v.nullable(v.string()), base: v.record(v.string(), v.unknown()) });
export type WriteBase = v.InferOutput<typeof WriteBase>;

export const FieldConflict = v.object({ field: v.string(), base: v.unknown(), mine: v.unknown(), theirs: v.unknown() });
export type FieldConflict = v.InferOutput<typeof FieldConflict>;

export const RecordConflict = v.variant('kind', [
  /** The server's version changed the same fields differently: `current` is its record now. */
  v.object({ kind: v.literal('fields'), etag: v.nullable(v.string()), current: v.unknown(), fields: v.array(FieldConflict) }),
  /** The report was approved meanwhile: the write can go to the approved report instead. */
  v.object({ kind: v.literal('approved'), message: v.string(), approvedReportId: v.number(), counterpartConditionId: v.nullable(v.number()) }),
]);
export type RecordConflict = v.InferOutput<typeof RecordConflict>;

export const OutboxRecord = v.object({
  id: v.number(),
  /** Sent as Idempotency-Key: the server runs the write once however often it arrives. */
  key: v.string(),
  userId: v.number(),
  siteCode: v.nullable(v.string()),
  /** The API base URL it was queued against: never sent to another environment. */
  apiBase: v.string(),
  /** Records of one group (one vehicle) are sent strictly in order; groups go in parallel. */
  group: v.string(),
  method: OutboxMethod,
  /** Path under the API base; may hold temporary ids until their create has succeeded. */
  path: v.string(),
  body: OutboxBody,
  /** Successive updates of one resource may be merged while neither has been sent. */
  resource: v.nullable(v.string()),
  /** The resource whose version its reply is, when not `resource` (WriteRequest.versions); records written before it: none. */
  versions: v.optional(v.nullable(v.string()), null),
  /** The temporary id this record creates, and the reply field that holds the server's id. */
  creates: v.nullable(v.object({ tempId: v.string(), idField: v.string() })),
  /** What the user sees in the outbox ("Photo IMG_0042.jpg", "Image 12: private"). */
  label: v.string(),
  /** The temporary ids the record names, and where (records written before this field: found when read). */
  uses: v.optional(v.array(TempRef)),
  /** The version the write was made on (If-Match and the base values), for writes that can be stale. */
  ifMatch: v.optional(v.nullable(WriteBase), null),
  /** Why a record in the `conflict` state waits for the user. */
  conflict: v.optional(v.nullable(RecordConflict), null),
  /** Who made it and against which environment, in words, for the outbox page of another user or environment. */
  ownerName: v.optional(v.string()),
  environmentName: v.optional(v.string()),
  state: v.picklist(recordStates),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  lastStatus: v.nullable(v.number()),
  /** Epoch ms before which the record is not retried. */
  nextAttemptAt: v.number(),
  createdAt: v.number(),
  updatedAt: v.number(),
  /** The server's reply for a done record (e.g. the created image), and its `meta` (an inspection's autograde). */
  result: v.optional(v.unknown()),
  resultMeta: v.optional(v.unknown()),
});
export type OutboxRecord = v.InferOutput<typeof OutboxRecord>;

/** A record as stored before IndexedDB gave it an id. */
export type NewOutboxRecord = Omit<OutboxRecord, 'id'>;

/** States that still have to reach the server. */
export const pendingStates: readonly RecordState[] = ['queued', 'sending', 'failed-retrying'];

export function isPending(record: Pick<OutboxRecord, 'state'>): boolean {
  return pendingStates.includes(record.state);
}

/** States the user must act on: refused by the server, or in conflict with its copy. */
export function waitsForUser(record: Pick<OutboxRecord, 'state'>): boolean {
  return record.state === 'needs-attention' || record.state === 'conflict';
}
