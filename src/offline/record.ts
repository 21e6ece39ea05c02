/**
 * What one queued write is. Records are plain, serialisable objects (no Blobs, no
 * class instances) so IndexedDB stores them on every browser, and they are re-validated
 * when read: a record written by an older version or damaged on disk is shown to the
 * user as needing attention instead of crashing the queue.
 */
import * as v from 'valibot';

export const recordStates = ['queued', 'sending', 'failed-retrying', 'needs-attention', 'done'] as const;
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
});
export const OutboxBody = v.nullable(v.variant('kind', [JsonBody, FileBody]));
export type OutboxBody = v.InferOutput<typeof OutboxBody>;
export type FileBody = v.InferOutput<typeof FileBody>;

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
  /** The temporary id this record creates, and the reply field that holds the server's id. */
  creates: v.nullable(v.object({ tempId: v.string(), idField: v.string() })),
  /** What the user sees in the outbox ("Photo IMG_0042.jpg", "Image 12: private"). */
  label: v.string(),
  state: v.picklist(recordStates),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  lastStatus: v.nullable(v.number()),
  /** Epoch ms before which the record is not retried. */
  nextAttemptAt: v.number(),
  createdAt: v.number(),
  updatedAt: v.number(),
  /** The server's reply for a done record (e.g. the created image). */
  result: v.optional(v.unknown()),
});
export type OutboxRecord = v.InferOutput<typeof OutboxRecord>;

/** A record as stored before IndexedDB gave it an id. */
export type NewOutboxRecord = Omit<OutboxRecord, 'id'>;

/** States that still have to reach the server. */
export const pendingStates: readonly RecordState[] = ['queued', 'sending', 'failed-retrying'];

export function isPending(record: Pick<OutboxRecord, 'state'>): boolean {
  return pendingStates.includes(record.state);
}
