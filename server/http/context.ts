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
  /**
   * Called by the photo uploads at the two moments of their life that a stop would cut in two
   * (see UploadMoments). Unset in production, where the uploads go straight on; only the test
   * faults (server/faults, LOT_TEST_FAULTS=1) set it, to stop or hold an upload there.
   */
  uploadMoments?: UploadMoments;
}

/** The uploads that report their moments: a vehicle photo, a damage photo. */
export const uploadKinds = ['vehicle-image', 'condition-image'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/**
 * The moments of a photo upload between which it is half done: its file is stored but its row
 * not committed (a stop leaves a file that the start-up sweep removes), and its row and stored
 * answer are committed but the answer is not sent (a stop leaves a write the client replays).
 * The upload waits for what a moment returns before it goes on. `path` is the request's path.
 */
export interface UploadMoments {
  fileStored(kind: UploadKind, path: string): Promise<void> | void;
  rowCommitted(kind: UploadKind, path: string): Promise<void> | void;
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
