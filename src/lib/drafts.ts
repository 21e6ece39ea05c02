/**
 * What the user is entering in an editor (the report's comment and note, the tyres), kept in the
 * tab's sessionStorage as it changes (ADR 0105): an expired session unmounts the page before
 * anything can be asked (the shell has no user to draw), and a reload or a crash of the tab would
 * lose it too. The editor opens again with it, and forgets it once it is saved or cancelled. A
 * sign-out by the user forgets every draft of the tab (`endSessionByUser`); an expired session,
 * and a refused sign-in after it, keep them for the same user's next sign-in. Keys name the user:
 * another user on the tab sees none. An entry with a photo (the damage dialog's) is kept in the
 * device's database under the same kind of key (offline/kept-drafts.ts, ADR 0106).
 */
const prefix = 'lot-console.draft.';

/** The storage key of a draft: the user's, then what it is a draft of. */
export function draftKey(userId: number, what: string): string {
  return `${prefix}${userId}.${what}`;
}

export function readDraft(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeDraft(key: string, text: string): void {
  try {
    sessionStorage.setItem(key, text);
  } catch {
    // Storage full or refused: the text is still on the screen, as before.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}

/** Every draft of the tab: at a sign-out by the user. */
export function forgetDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(prefix)) sessionStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
