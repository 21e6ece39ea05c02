/**
 * Entries not yet saved that hold a photo (the damage dialog's: ADR 0106), kept in the device's
 * database as they change. A photo does not fit the tab's sessionStorage, where the texts being
 * written are kept (lib/drafts.ts, ADR 0105); the keys are the same (`draftKey`: the user's,
 * then what it is a draft of), so another user on the device sees none.
 *
 * The entry's plain data is written at each change; the photo's bytes only when the photo
 * changes (`photo` given: a file, or null for none). Writes and deletions run one after another,
 * in the order they were asked for, so a late write never brings back an entry forgotten after it.
 * A failure to keep (storage full, a private window) leaves the entry on the screen, as before.
 * A sign-out by the user forgets the user's entries; an expired session keeps them for the same
 * user's next sign-in.
 */
import { db, withDb } from './db';

export interface KeptEntry {
  key: string;
  value: unknown;
  /** The photo, as a file again; null when the entry has none. */
  photo: File | null;
  savedAt: number;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after every operation asked for before it; a failure is reported, not passed on. */
function inTurn(work: () => Promise<unknown>): Promise<void> {
  const next = queue
    .then(() => withDb(work))
    .then(
      () => undefined,
      (error: unknown) => console.warn('A draft could not be kept on this device', error),
    );
  queue = next;
  return next;
}

/** Keeps `value` under `key`; `photo`: a new photo (or null: none), undefined when it did not change. */
export function keepEntry(key: string, userId: number, value: unknown, photo?: File | null): Promise<void> {
  return inTurn(async () => {
    // The bytes are read before the transaction: an await on anything else would end it.
    const bytes = photo ? await photo.arrayBuffer() : null;
    await db.transaction('rw', [db.drafts, db.draftPhotos], async () => {
      await db.drafts.put({ key, userId, value, savedAt: Date.now() });
      if (photo === null) await db.draftPhotos.delete(key);
      else if (photo && bytes) await db.draftPhotos.put({ key, bytes, type: photo.type, name: photo.name });
    });
  });
}

/** Forgets the entry under `key`: saved, closed without saving, or left on purpose. */
export function forgetEntry(key: string): Promise<void> {
  return inTurn(() => db.transaction('rw', [db.drafts, db.draftPhotos], () => Promise.all([db.drafts.delete(key), db.draftPhotos.delete(key)])));
}

/** Forgets every entry of the user: at the user's sign-out. */
export function forgetUserEntries(userId: number): Promise<void> {
  return inTurn(() =>
    db.transaction('rw', [db.drafts, db.draftPhotos], async () => {
      const keys = await db.drafts.where('userId').equals(userId).primaryKeys();
      await Promise.all([db.drafts.bulkDelete(keys), db.draftPhotos.bulkDelete(keys)]);
    }),
  );
}

/** The entry under `key`, once every write asked for before is done; null when none is kept (or it cannot be read). */
export async function keptEntry(key: string): Promise<KeptEntry | null> {
  let found: KeptEntry | null = null;
  await inTurn(async () => {
    const [row, photo] = await Promise.all([db.drafts.get(key), db.draftPhotos.get(key)]);
    if (!row) return;
    found = { key, value: row.value, savedAt: row.savedAt, photo: photo ? new File([photo.bytes], photo.name, { type: photo.type }) : null };
  });
  return found;
}
