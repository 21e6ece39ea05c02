/**
 * The Flumbus queue: the one module that reads and writes `flumbus_logs` for the
 * routes (ADR 0036), through the async query layer (ADR 0071). The list engine serves the log's
 * reads.
 */
import { lockFor, q, type DbHandle } from '../db/query.ts';

/** A log's status; undefined when there is no such log. */
export async function flumbusStatus(db: DbHandle, id: number) {
  const row = await q(db).selectFrom('flumbus_logs').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

/** Retry: the message waits to be sent again; the record of its last attempt stays. */
export async function resetFlumbusToNew(db: DbHandle, id: number): Promise<void> {
  await q(db).updateTable('flumbus_logs').set({ status: 'new', has_error: 0, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}

/**
 * A message's event id as a whole number, as SQLite's `CAST(json_extract(content, '$.eventid')
 * AS INTEGER)` read it before (null: not JSON, not an object, or no eventid): a number is
 * truncated, a text gives its leading whole number (0 if none), true and false give 1 and 0, a
 * list or an object 0. Read here rather than in SQL: each engine has its own JSON functions.
 */
export function flumbusEventId(content: string | null): number | null {
  if (content === null) return null;
  let message: unknown;
  try {
    message = JSON.parse(content);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  const eventId: unknown = (message as Record<string, unknown>).eventid;
  if (eventId === undefined || eventId === null) return null;
  if (typeof eventId === 'number') return Math.trunc(eventId);
  if (typeof eventId === 'boolean') return eventId ? 1 : 0;
  if (typeof eventId === 'string') return Number(/^\s*[+-]?\d+/.exec(eventId)?.[0] ?? 0);
  return 0;
}

/** The highest event id of the newest 100 messages (event ids grow with the log), 0 for none. */
export async function lastFlumbusEventId(db: DbHandle): Promise<number> {
  const recent = await q(db).selectFrom('flumbus_logs').select('source_content').orderBy('id', 'desc').limit(100).execute();
  const eventIds = recent.map((row) => flumbusEventId(row.source_content)).filter((id) => id !== null);
  return eventIds.length ? Math.max(...eventIds) : 0;
}

/**
 * Inside a write transaction: the event id of the next message the console queues. It holds the
 * queue's lock until the write ends, so two messages queued at once (in any processes) cannot
 * take the same one.
 */
export async function nextFlumbusEventId(db: DbHandle): Promise<number> {
  await lockFor(db, 'flumbus-event-id');
  return (await lastFlumbusEventId(db)) + 1;
}

/** Queues a message the console sent (status new); its id. */
export async function queueFlumbusMessage(db: DbHandle, message: { siteId: number; vehicleId: number; content: unknown; endpoint: string }): Promise<number> {
  const inserted = await q(db)
    .insertInto('flumbus_logs')
    .values({
      site_id: message.siteId,
      status: 'new',
      source: 'console',
      source_content: JSON.stringify(message.content),
      source_content_type: 'application/json',
      vehicle_id: message.vehicleId,
      has_error: 0,
      destination_request_endpoint: message.endpoint,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
