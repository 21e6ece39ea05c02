/**
 * Bounded reads of the generic list engine (GET /v3/util/{name}[/{id}]), per engine (ADR 0024,
 * ADR 0071 "Bounded reads, per engine"):
 *
 * - SQLite: `readPool` runs them on worker threads, each with its own read-only connection
 *   (WAL lets them read beside the writer) and its own async engine on it, so that one heavy
 *   list cannot hold the event loop that answers every other request (better-sqlite3 has no
 *   statement timeout and runs each statement on the thread that calls it). A read is queued
 *   when every worker is busy. Without a database file (`:memory:`) reads run in place.
 * - PostgreSQL: no threads (a statement runs in the server, the event loop only awaits it).
 *   The reads run in place (`inPlaceReads`) on an engine over a handle of their own: a pool
 *   sized below the server's share of `max_connections`, every connection with a
 *   `statement_timeout`, so a heavy list can starve neither the writes (their own pool) nor
 *   /v3/health (no database). The intended wiring, for the start on DATABASE_URL (step 6):
 *
 *       const readsDb = openPostgres(url, postgresReadOptions({ size: 4, statementTimeoutMs: 10_000 }));
 *       const reads = inPlaceReads(new ListEngine(readsDb, createRegistry()), () => readsDb.close());
 *
 *   A list cancelled by the timeout answers 503 (`readTimedOut`), not 500.
 */
import { Worker } from 'node:worker_threads';
import type { Actor } from '../auth/actor.ts';
import type { PostgresOptions } from '../db/query.ts';
import { HttpError } from '../http/errors.ts';
import { workerFile } from '../lib/run-paths.ts';
import type { ListEngine } from './list-engine.ts';
import type { ReadJob, ReadReply } from './read-worker.ts';

interface Waiter {
  resolve: (json: Uint8Array) => void;
  reject: (error: Error) => void;
}

export interface ReadPool {
  list(name: string, search: URLSearchParams, actor: Actor): Promise<Uint8Array>;
  get(name: string, id: string, search: URLSearchParams, actor: Actor): Promise<Uint8Array>;
  close(): Promise<void>;
}

const encoder = new TextEncoder();

/** The read worker's young generation (V8's space for new objects), in MiB. */
const readWorkerYoungGenerationMb = 4;

/**
 * Reads on an engine of this thread: for an in-memory SQLite database (which a worker cannot
 * open), and on PostgreSQL, where the engine is over the reads' own handle (see above);
 * `close` then ends that handle.
 */
export function inPlaceReads(engine: ListEngine, close: () => Promise<void> = async () => undefined): ReadPool {
  const answer = async (read: Promise<unknown>) => {
    try {
      return encoder.encode(JSON.stringify(await read));
    } catch (error) {
      throw readTimedOut(error) ?? error;
    }
  };
  return {
    list: (name, search, actor) => answer(engine.list(name, search, actor)),
    get: (name, id, search, actor) => answer(engine.get(name, id, search, actor)),
    close,
  };
}

/** The options of the PostgreSQL handle of the list reads: `size` connections at most, each statement cancelled after `statementTimeoutMs`. */
export function postgresReadOptions(options: { size: number; statementTimeoutMs: number }): PostgresOptions {
  if (!Number.isInteger(options.statementTimeoutMs) || options.statementTimeoutMs < 1) throw new Error('statementTimeoutMs must be a positive whole number');
  return { max: options.size, options: `-c statement_timeout=${options.statementTimeoutMs}`, application_name: 'lot-console list reads' };
}

/** A read PostgreSQL cancelled at its statement_timeout (SQLSTATE 57014), as a 503 to retry later; null for any other error. */
export function readTimedOut(error: unknown): HttpError | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === '57014'
    ? new HttpError(503, 'This list took too long to read: narrow it with filters, or try again in a moment.', { 'Retry-After': '5' })
    : null;
}

export function readPool(options: { databaseFile: string; size: number }): ReadPool {
  interface Slot {
    worker: Worker;
    /** The read it runs, if any. */
    running: number | null;
  }
  const slots: Slot[] = [];
  const waiting: { job: Omit<ReadJob, 'id'>; waiter: Waiter }[] = [];
  const running = new Map<number, Waiter>();
  let nextId = 1;

  const start = () => {
    const slot: Slot = {
      // From source, the boot file registers tsx, so the worker loads TypeScript as the server
      // does; the bundle has the worker's own (ADR 0042).
      worker: new Worker(workerFile(import.meta.url, './read-worker-boot.mjs', './read-worker.mjs'), {
        workerData: { databaseFile: options.databaseFile },
        // A heavy list's objects live briefly: with V8's default young generation the worker kept
        // about 40 MiB more after a few of the heaviest lists, no faster (ADR 0042).
        resourceLimits: { maxYoungGenerationSizeMb: readWorkerYoungGenerationMb },
      }),
      running: null,
    };
    slot.worker.on('message', (reply: ReadReply) => {
      const waiter = running.get(reply.id);
      running.delete(reply.id);
      slot.running = null;
      if ('json' in reply) waiter?.resolve(reply.json);
      else if ('error' in reply) waiter?.reject(new HttpError(reply.error.status, reply.error.message, reply.error.headers, reply.error.extra));
      else waiter?.reject(new Error(`read worker: ${reply.crash}`));
      dispatch();
    });
    slot.worker.on('error', (error) => {
      // A worker that dies fails its read (a 500) and is replaced.
      if (slot.running !== null) running.get(slot.running)?.reject(error);
      if (slot.running !== null) running.delete(slot.running);
      slots.splice(slots.indexOf(slot), 1);
      start();
      dispatch();
    });
    // After the listeners: adding a 'message' listener refs the worker's port again, and an
    // idle pool must not keep a process (a script, a test) from exiting.
    slot.worker.unref();
    slots.push(slot);
  };

  const dispatch = () => {
    for (const slot of slots) {
      if (slot.running !== null) continue;
      const item = waiting.shift();
      if (!item) return;
      const id = nextId++;
      slot.running = id;
      running.set(id, item.waiter);
      slot.worker.postMessage({ ...item.job, id } satisfies ReadJob);
    }
  };

  for (let index = 0; index < options.size; index++) start();

  const run = (job: Omit<ReadJob, 'id'>) =>
    new Promise<Uint8Array>((resolve, reject) => {
      waiting.push({ job, waiter: { resolve, reject } });
      dispatch();
    });

  return {
    list: (name, search, actor) => run({ operation: 'list', name, search: search.toString(), actor }),
    get: (name, recordId, search, actor) => run({ operation: 'get', name, recordId, search: search.toString(), actor }),
    async close() {
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
