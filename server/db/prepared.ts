/**
 * Statements prepared once per database. Building a Drizzle query costs more than SQLite
 * takes to run it (resolveActor: 0.42 ms built per call, 0.03 ms prepared, ADR 0036), so a
 * resource module prepares what runs on every request once for each open database (tests
 * open many; each read worker has its own).
 */
import type { Db } from './connection.ts';

export function preparedPer<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statements = byDb.get(db);
    if (statements === undefined) byDb.set(db, (statements = prepare(db)));
    return statements;
  };
}
