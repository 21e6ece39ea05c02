/**
 * What the user is typing in a long text (the report's comment and note), kept in the tab's
 * sessionStorage as it is typed: an expired session unmounts the page before anything can be
 * asked (the shell has no user to draw), and a reload or a crash of the tab would lose it too.
 * The editor opens again with it, and forgets it once it is saved or cancelled. A sign-out by the
 * user forgets every draft of the tab (auth/session.ts); an expired session keeps them for the
 * same user's next sign-in. Keys name the user: another user signed in on the tab sees none.
 */
const prefix = 'lot-console.draft.';

/** The storage key of a draft: the user's, then what it is a draft of. */
export function textDraftKey(userId: number, what: string): string {
  return `${prefix}${userId}.${what}`;
}

export function readTextDraft(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeTextDraft(key: string, text: string): void {
  try {
    sessionStorage.setItem(key, text);
  } catch {
    // Storage full or refused: the text is still on the screen, as before.
  }
}

export function clearTextDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}

/** Every draft of the tab: at a sign-out by the user. */
export function forgetTextDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(prefix)) sessionStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
