/**
 * A synchronous write transaction, for the modules not yet on the async query layer (ADR 0071,
 * whose `writeTransaction` in query.ts replaces this one as they move), for work that spans several calls of the resource modules (ADR 0036):
 * they take the same `Db`, and better-sqlite3 runs them all on its one connection inside it.
 *
 * IMMEDIATE: with several processes on one database, a transaction that read first and then
 * writes cannot take the write lock another holds (SQLITE_BUSY at once, no busy wait); one that
 * takes it at BEGIN waits its turn under busy_timeout. A throw inside rolls it back.
 */
import type { Db } from './connection.ts';

export function writeTransactionSync<T>(db: Db, work: () => T): T {
  return db.$client.transaction(work).immediate();
}
