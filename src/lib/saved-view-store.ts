/**
 * The lists' saved views on this device (issue 17; ADR 0038): named filters and sort, kept in
 * localStorage under one key per user and list (`lot-console.saved-views.<user>.<list>`).
 *
 * - **Per user.** A user reads only their own key; `forgetSavedViews()` deletes every user's
 *   at sign-out, and every other user's at sign-in, as the persisted query cache does
 *   (query-persistence.ts), so the next person on a shared tablet never sees them.
 * - **Re-validated when read.** A tampered or outdated entry is dropped (as the session's
 *   are); each view's state is read again through its list's search schema when opened, so
 *   a filter that no longer exists falls off instead of breaking the list.
 * - **Never throws.** Storage that is full or missing makes a save fail with a message; a
 *   read gives no views.
 *
 * Statically imported by main.tsx (it clears them): small and React-free on purpose.
 */
import * as v from 'valibot';
import { removeKeysWithPrefix } from './storage-keys';

export const SAVED_VIEWS_PREFIX = 'lot-console.saved-views.';

/** A list state in its URL form (list-definition.ts, urlForm): filters, sort, direction, page size. */
const ViewState = v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]));

const SavedView = v.object({ name: v.pipe(v.string(), v.minLength(1)), search: ViewState });
export type SavedView = v.InferOutput<typeof SavedView>;

const SavedViewList = v.array(SavedView);

function keyOf(userId: number, listId: string): string {
  return `${SAVED_VIEWS_PREFIX}${userId}.${encodeURIComponent(listId)}`;
}

export function readSavedViews(userId: number, listId: string, storage: Storage = localStorage): SavedView[] {
  try {
    const raw = storage.getItem(keyOf(userId, listId));
    if (raw === null) return [];
    const parsed = v.safeParse(SavedViewList, JSON.parse(raw));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** Stores a user's views of a list; false when the storage refused (full, or none). */
export function writeSavedViews(userId: number, listId: string, views: readonly SavedView[], storage: Storage = localStorage): boolean {
  try {
    if (views.length === 0) storage.removeItem(keyOf(userId, listId));
    else storage.setItem(keyOf(userId, listId), JSON.stringify(views));
    return true;
  } catch {
    return false;
  }
}

/** Deletes the saved views of every user but `keep` (of everyone without it: sign-out). */
export function forgetSavedViews(keep?: number, storage: Storage = localStorage): void {
  const own = keep === undefined ? null : `${SAVED_VIEWS_PREFIX}${keep}.`;
  removeKeysWithPrefix(storage, SAVED_VIEWS_PREFIX, (key) => own !== null && key.startsWith(own));
}
