/**
 * The device's IndexedDB database, and the only module that imports Dexie.
 *
 * - `outbox`: every write waiting for the server (see record.ts), in the order it was made.
 * - `photos`: the bytes of queued photos, by outbox record id.
 * - `drafts` and `draftPhotos`: an entry not yet saved that holds a photo (the damage dialog's),
 *   by its draft key (lib/drafts.ts), and that photo's bytes apart from it, written only when the
 *   photo changes (kept-drafts.ts, ADR 0106).
 * (Version 1 also had `tempIds`, the server ids of temporary ids: the records rewrite themselves
 * when their create is done, so nothing read it; version 2 drops it.)
 *
 * Schema versions are never edited once released: a change adds `this.version(n + 1)`
 * with an upgrade function.
 */
import Dexie, { liveQuery, type EntityTable, type Observable } from 'dexie';
import type { OutboxRecord } from './record';

/** A queued photo's bytes: an ArrayBuffer plus the record's MIME type (Blobs in IndexedDB fail on some WebKit versions). */
export interface PhotoRow {
  recordId: number;
  bytes: ArrayBuffer;
}

/** An entry not yet saved: what its editor holds but the photo, as plain data (kept-drafts.ts). */
export interface DraftRow {
  key: string;
  userId: number;
  value: unknown;
  /** When it was last written (ms since the epoch). */
  savedAt: number;
}

/** The photo of a draft: its bytes, type and name, as the file the editor held. */
export interface DraftPhotoRow {
  key: string;
  bytes: ArrayBuffer;
  type: string;
  name: string;
}

class OfflineDb extends Dexie {
  outbox!: EntityTable<OutboxRecord, 'id'>;
  photos!: EntityTable<PhotoRow, 'recordId'>;
  drafts!: EntityTable<DraftRow, 'key'>;
  draftPhotos!: EntityTable<DraftPhotoRow, 'key'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      outbox: '++id, [userId+state], [userId+group], key, state',
      tempIds: 'tempId',
      photos: 'recordId',
    });
    this.version(2).stores({ tempIds: null });
    this.version(3).stores({ drafts: 'key, userId', draftPhotos: 'key' });
  }
}

export const databaseName = 'lot-console';

export const db = new OfflineDb(databaseName);

/**
 * Runs a database operation, reopening the connection once if the browser closed it
 * (iOS does so under memory pressure; every later call would fail otherwise).
 */
export async function withDb<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (!(error instanceof Dexie.DatabaseClosedError)) throw error;
    if (!db.isOpen()) await db.open();
    return operation();
  }
}

/** One read/write transaction over both tables: a write and its bookkeeping land together or not at all. */
export function inTransaction<T>(work: () => Promise<T>): Promise<T> {
  return withDb(() => db.transaction('rw', [db.outbox, db.photos], work));
}

/** An observable of a query that re-runs when the tables change, in this tab or another. */
export function observe<T>(query: () => Promise<T>): Observable<T> {
  return liveQuery(query);
}

/** Deletes the whole database (tests). */
export async function resetDb(): Promise<void> {
  db.close();
  await Dexie.delete(databaseName);
  await db.open();
}
