/**
 * Which write, if any, the code running now belongs to (ADR 0071): the async context of
 * query.ts's `writeTransaction`, and the SQLite databases with such a write open. Apart from
 * query.ts so that connection.ts can ask without loading the query layer (the read workers open
 * databases too).
 *
 * Until every module is on the async layer, synchronous better-sqlite3 code shares the one
 * connection with it. An async write's statements run between other requests' awaits, so a
 * synchronous transaction begun there would become part of that write, and be lost if it rolls
 * back. connection.ts refuses such a transaction (`insideAnotherAsyncWrite`) with a 503 the
 * outbox retries, instead of losing it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export const writeContext = new AsyncLocalStorage<{ db: object; trx: unknown }>();

/** The SQLite databases with an async write open. */
export const openAsyncWrites = new WeakSet<object>();

/** Whether an async write is open on `db` and the code running now is not part of it. */
export function insideAnotherAsyncWrite(db: object): boolean {
  return openAsyncWrites.has(db) && writeContext.getStore()?.db !== db;
}
