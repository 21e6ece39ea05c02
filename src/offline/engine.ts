/**
 * The offline engine as the signed-in shell uses it: the outbox in IndexedDB (Dexie), its live
 * queries and the sync engine. The screens that write through the outbox (the inspection
 * editor, the photos, the outbox page) import those modules as usual; the shell, whose first
 * paint needs none of them, loads this module after it (loadOfflineEngine, ADR 0081), so that a
 * list's cold load does not wait for Dexie and the engine (30 KB compressed).
 */
export { observe } from './db';
export { recordsOf, unsentOnDevice } from './outbox';
export { SyncEngine } from './sync-engine';
