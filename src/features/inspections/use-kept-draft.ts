/**
 * An inspection editor's entry, kept in the tab as it changes (lib/drafts.ts, ADR 0105), for the
 * signed-in user: it survives an expired session, a reload or a crashed tab, and the editor opens
 * with it again (`restored`) until it is saved or cancelled (`set(null)`).
 */
import { useCallback, useState } from 'react';
import { getSession } from '@/auth/session';
import { clearDraft, draftKey, readDraft, writeDraft } from '@/lib/drafts';

/** How an entry is kept as text: `read` gives null for a text it cannot take (an older or altered one). */
export interface DraftCodec<T> {
  read(text: string): T | null;
  write(value: T): string;
}

export const textCodec: DraftCodec<string> = { read: (text) => text, write: (text) => text };

export interface KeptDraft<T> {
  /** The entry being edited; null when there is none. */
  value: T | null;
  /** It was found kept from before (an expired session, a reload), and is not saved yet. */
  restored: boolean;
  /** A new entry, kept at once; null forgets it (saved or cancelled). */
  set(value: T | null): void;
}

/** `what`: the editor and what it edits, "inspection.<vehicle>.<report>.comment". */
export function useKeptDraft<T>(what: string, codec: DraftCodec<T>): KeptDraft<T> {
  const userId = getSession().user?.id;
  const key = userId === undefined ? null : draftKey(userId, what);
  const [value, setValue] = useState<T | null>(() => {
    const kept = key === null ? null : readDraft(key);
    return kept === null ? null : codec.read(kept);
  });
  const [restored, setRestored] = useState(value !== null);
  const set = useCallback(
    (next: T | null) => {
      setValue(next);
      if (next === null) setRestored(false);
      if (key === null) return;
      if (next === null) clearDraft(key);
      else writeDraft(key, codec.write(next));
    },
    [key, codec],
  );
  return { value, restored, set };
}
