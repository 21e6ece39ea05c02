/**
 * Runs the generic list engine's reads (GET /v3/util/{name}[/{id}]) on worker threads, each
 * with its own read-only connection (WAL lets them read beside the writer), so that one heavy
 * list cannot hold the event loop that answers every other request (ADR 0024). A read is
 * queued when every worker is busy. Without a database file (`:memory:`) reads run in place.
 */
import { Worker } from 'node:worker_threads';
import type { Actor } from '../auth/actor.ts';
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

/** Reads on the engine of this thread: for an in-memory database, which a worker cannot open. */
export function inPlaceReads(engine: ListEngine): ReadPool {
  return {
    list: async (name, search, actor) => encoder.encode(JSON.stringify(engine.list(name, search, actor))),
    get: async (name, id, search, actor) => encoder.encode(JSON.stringify(engine.get(name, id, search, actor))),
    close: async () => undefined,
  };
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
