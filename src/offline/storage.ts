/**
 * Keeping the device's copy: Safari deletes a site's storage after 7 days without use
 * unless it is persistent, so the first sign-in on a device asks for persistent storage,
 * and the outbox page shows how much is used.
 */
const askedKey = 'lot-console.storage-persist-asked';

export async function askForPersistentStorage(): Promise<void> {
  if (!navigator.storage?.persist || localStorage.getItem(askedKey) !== null) return;
  localStorage.setItem(askedKey, new Date().toISOString());
  try {
    if (!(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Refusing is the browser's right; the outbox works either way.
  }
}

export interface StorageState {
  persisted: boolean | null;
  usage: number | null;
  quota: number | null;
}

export async function readStorageState(): Promise<StorageState> {
  const storage = navigator.storage;
  const [persisted, estimate] = await Promise.all([
    storage?.persisted ? storage.persisted().catch(() => null) : Promise.resolve(null),
    storage?.estimate ? storage.estimate().catch(() => null) : Promise.resolve(null),
  ]);
  return { persisted, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}
