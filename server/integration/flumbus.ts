/**
 * The Flumbus queue (spec 02): the one module that reads and writes `flumbus_logs` for the
 * routes (ADR 0036). The list engine serves the log's reads.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { flumbusLogs } from '../db/schema.ts';

/** A log's status; undefined when there is no such log. */
export function flumbusStatus(db: Db, id: number) {
  return db.select({ status: flumbusLogs.status }).from(flumbusLogs).where(eq(flumbusLogs.id, id)).get()?.status;
}

/** Retry: the message waits to be sent again; the record of its last attempt stays. */
export function resetFlumbusToNew(db: Db, id: number): void {
  db.update(flumbusLogs).set({ status: 'new', has_error: 0, updated_at: new Date().toISOString() }).where(eq(flumbusLogs.id, id)).run();
}

/** The highest event id of the newest 100 messages (event ids grow with the log), 0 for none. */
export function lastFlumbusEventId(db: Db): number {
  const recent = db.select({ content: flumbusLogs.source_content }).from(flumbusLogs).orderBy(desc(flumbusLogs.id)).limit(100).as('recent');
  // SQLite's JSON functions (no builder words for them): PostgreSQL says (content::jsonb ->> 'eventid')::int.
  const last = db
    .select({ eventId: sql<number | null>`max(CAST(json_extract(${recent.content}, '$.eventid') AS INTEGER))` })
    .from(recent)
    .where(sql`json_valid(${recent.content})`)
    .get();
  return Number(last?.eventId ?? 0);
}

/** Queues a message the console sent (status new); its id. */
export function queueFlumbusMessage(db: Db, message: { siteId: number; vehicleId: number; content: unknown; endpoint: string }): number {
  const inserted = db
    .insert(flumbusLogs)
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
    .run();
  return Number(inserted.lastInsertRowid);
}
