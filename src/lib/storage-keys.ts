/**
 * Deleting what this app keeps in Web Storage under a prefix, for data that belongs to one
 * signed-in user (the persisted query cache, the lists' saved views): the next person on a
 * shared tablet must not see it. Never throws: with no storage there is nothing to delete.
 */

/** Removes every key that starts with `prefix`, except those `keep` answers true for. */
export function removeKeysWithPrefix(storage: Storage, prefix: string, keep: (key: string) => boolean = () => false): void {
  try {
    const doomed: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix) && !keep(key)) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing stored to remove.
  }
}
