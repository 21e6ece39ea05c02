/**
 * A read worker of the list engine (read-pool.ts): its own read-only connection to the
 * database file and its own ListEngine on it (the async engine over a `Db` of that connection:
 * Kysely's SQLite dialect, whose statements run synchronously on this thread), so a heavy list
 * query runs off the thread that answers everyone else. The pool sends a worker one read at a
 * time. Answers each read with the reply's JSON bytes, or the HttpError to send.
 */
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connection.ts';
import * as schema from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { ListEngine } from './list-engine.ts';
import { createRegistry } from './registry.ts';

export interface ReadJob {
  id: number;
  operation: 'list' | 'get';
  name: string;
  recordId?: string;
  search: string;
  actor: Actor;
}

export type ReadReply =
  /** The reply as UTF-8 JSON, its buffer transferred (not copied) to the event loop's thread. */
  | { id: number; json: Uint8Array }
  | { id: number; error: { status: HttpError['status']; message: string; headers: Record<string, string>; extra: HttpError['extra'] } }
  | { id: number; crash: string };

/**
 * Linux schedules each thread on its own: this one yields the CPU to the event loop's thread
 * (a nice of 10 for this thread only), so heavy reads cannot starve the answers to everyone
 * else on a busy machine. Elsewhere, or when not allowed, it keeps the normal priority.
 */
function lowerThisThreadsPriority(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, Math.max(getPriority(threadId), 10));
  } catch {
    // No /proc (not Linux) or not permitted: the normal priority.
  }
}
lowerThisThreadsPriority();

const { databaseFile } = workerData as { databaseFile: string };
const sqlite = new Database(databaseFile, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
// Reads only: no photo store (only delete hooks use it).
const engine = new ListEngine(drizzle(sqlite, { schema }) as Db, createRegistry());

parentPort?.on('message', async (job: ReadJob) => {
  let reply: ReadReply;
  try {
    const search = new URLSearchParams(job.search);
    const result =
      job.operation === 'list' ? await engine.list(job.name, search, job.actor) : await engine.get(job.name, job.recordId ?? '', search, job.actor);
    reply = { id: job.id, json: new TextEncoder().encode(JSON.stringify(result)) };
  } catch (error) {
    reply =
      error instanceof HttpError
        ? { id: job.id, error: { status: error.status, message: error.message, headers: error.headers, extra: error.extra } }
        : { id: job.id, crash: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply, 'json' in reply ? [reply.json.buffer as ArrayBuffer] : []);
});
