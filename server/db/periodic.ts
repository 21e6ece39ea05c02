/**
 * A periodic job that runs under a lock (ADR 0071): the prunes of the idempotency keys, the API
 * log and the e-mail quota's rows. With several server processes on one database each starts the
 * same timers; a job runs in one process at a time, and a process that finds it running elsewhere
 * skips its turn (the other is doing the same work).
 *
 * On PostgreSQL the job runs inside a `writeTransaction` that first takes
 * `pg_try_advisory_xact_lock` on the job's name: held until that transaction ends, released if
 * the process dies. The job's statements (through `q(db)`) are that transaction, so it awaits
 * nothing but them, as every write. On SQLite the job just runs: each of its statements takes
 * the database's write lock, and two processes that prune at once only repeat each other's work.
 *
 * Within a process the runs never overlap: a run asked for while one is under way starts after
 * it (once, however many ask meanwhile), so whoever asks sees a run that began after the ask.
 */
import { sql } from 'kysely';
import { advisoryKey, PostgresDb, q, writeTransaction, type DbHandle } from './query.ts';

export interface LockedJob {
  /**
   * Runs the job (after the run under way in this process, if any): true when it ran, false when
   * another process held it. Rejects with the job's error.
   */
  run(): Promise<boolean>;
  /** Stops the timer (a run under way ends on its own). */
  stop(): void;
}

/** Runs `job` once now under the lock `name` of `db`: true when it ran, false when another process holds the lock. */
export async function runLocked(db: DbHandle, name: string, job: () => Promise<void>): Promise<boolean> {
  if (!(db instanceof PostgresDb)) {
    await job();
    return true;
  }
  return writeTransaction(db, async () => {
    const { rows } = await sql<{ held: boolean }>`select pg_try_advisory_xact_lock(${advisoryKey(`periodic:${name}`)}::bigint) as held`.execute(q(db));
    if (!rows[0]?.held) return false;
    await job();
    return true;
  });
}

/**
 * The job `name` on `db`, run now and then every `everyMs` (a timer that does not keep the
 * process alive); `run()` asks for a run out of turn (the API log when it passes its cap). A
 * failed timed run is logged, and the next comes at its time.
 */
export function lockedJob(db: DbHandle, name: string, everyMs: number, job: () => Promise<void>): LockedJob {
  let queued: Promise<boolean> | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  const run = () => {
    if (!queued) {
      const next = tail.then(() => {
        queued = undefined;
        return runLocked(db, name, job);
      });
      queued = next;
      tail = next.catch(() => undefined);
    }
    return queued;
  };
  const timed = () => void run().catch((error: unknown) => console.error(`${name} failed:`, error instanceof Error ? error.message : error));
  timed();
  const timer = setInterval(timed, everyMs);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}
