/**
 * What an edit form sends (the rule: "only changed fields are sent"): the fields
 * of the draft whose value differs from the saved record's. Values are compared as they
 * are (numbers, texts, null), so a form normalises its draft (trims, parses) first.
 */
export function changedFields<T extends object>(saved: T, draft: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(draft) as (keyof T)[]) {
    if (!Object.is(saved[key], draft[key])) changes[key] = draft[key];
  }
  return changes;
}

export function isEmpty(changes: object): boolean {
  return Object.keys(changes).length === 0;
}
