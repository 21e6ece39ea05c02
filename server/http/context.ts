/** What every route module receives, and the per-request variables the middleware sets. */
import type { Actor } from '../auth/actor.ts';
import type { DbHandle } from '../db/query.ts';
import type { ListEngine } from '../list/list-engine.ts';
import type { ReadPool } from '../list/read-pool.ts';
import type { PhotoStore } from '../media/photo-store.ts';

export interface Deps {
  db: DbHandle;
  engine: ListEngine;
  /** The engine's reads of /v3/util, off the event loop (util/read-pool.ts). */
  reads: ReadPool;
  /** The photo store (seeded pool, uploads, site logos, print variants): a local folder or S3 (media/photo-store.ts, ADR 0069). */
  photos: PhotoStore;
}

export interface AppEnv {
  Variables: {
    actor: Actor | null;
    /** The request body as read by readJson, kept for the API log. */
    bodyText: string | null;
    /** Where the request came from (client-address.ts): the connection's address, or the one a trusted proxy forwarded. */
    clientAddress: string;
  };
}
