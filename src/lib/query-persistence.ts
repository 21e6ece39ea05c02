/**
 * The part of TanStack Query's cache an inspector needs on the lot with no signal (the
 * vehicle list pages seen, vehicle details, photo lists), persisted in localStorage and
 * restored at start-up (issue 4; docs/decisions/0008).
 *
 * - **Opt-in by key root.** Only successful queries whose key starts with one of
 *   `PERSISTED_QUERY_ROOTS` are stored. A feature opts in by choosing such a root for its
 *   key (`['vehicles', …]`, `['vehicle', id]`, `['vehicle-images', vehicleId]`); anything
 *   else (the admin screens, the session's own calls) stays in memory only. Mutations are
 *   never stored: writes live in the outbox (src/offline), not in the query cache.
 * - **Per user.** The entry's key holds the user id; restoring for one user deletes every
 *   other user's entry, and `clearPersistedQueries()` deletes them all on sign-out, so the
 *   next person on a shared tablet never sees the last one's data.
 * - **Bounded.** Thrown away whole when older than `PERSIST_MAX_AGE_MS` or written by
 *   another build (`buster`); single queries older than that are dropped too. The stored
 *   text stays under `PERSIST_BUDGET_CHARS` (the newest queries are kept), and a
 *   QuotaExceededError only makes it store less, or skip that write: never an exception.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
  type PersistRetryer,
} from '@tanstack/react-query-persist-client';
import { removeKeysWithPrefix } from './storage-keys';

declare global {
  interface ImportMetaEnv {
    /** Version and build id, set by the build (vite.config.ts `define`). */
    readonly VITE_APP_VERSION?: string;
  }
}

/** The first element of a query key that makes it persisted. Add a root here to opt a feature in. */
export const PERSISTED_QUERY_ROOTS = ['vehicles', 'vehicle', 'vehicle-images', 'vehicle-inspection', 'inspection-catalogue', 'inspection-print'] as const;

/** A persisted cache (and each query in it) older than this is not restored. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Size budget of the stored text, in characters (localStorage counts UTF-16 units and
 * holds about 5 Mi of them per origin, shared with the session and everything else).
 */
export const PERSIST_BUDGET_CHARS = 1.5 * 1024 * 1024;

export const PERSIST_KEY_PREFIX = 'lot-console.query-cache.';

/**
 * Persisted data from another build is discarded (its shapes may differ). The build sets
 * VITE_APP_VERSION (package version + build id); without it, the URL of the bundle chunk
 * holding this module stands in: it carries a content hash that changes whenever the app's
 * code does (the entry chunk names every lazy chunk by its hash). In dev it is stable.
 */
export const APP_BUILD: string = import.meta.env.VITE_APP_VERSION || new URL(import.meta.url).pathname;

export function persistKey(userId: string | number): string {
  return `${PERSIST_KEY_PREFIX}${encodeURIComponent(String(userId))}`;
}

const roots: readonly unknown[] = PERSISTED_QUERY_ROOTS;

/** Whether a query is stored: successful, and its key starts with an allow-listed root. */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status === 'success' && roots.includes(query.queryKey[0]);
}

type DehydratedQuery = PersistedClient['clientState']['queries'][number];

function withQueries(client: PersistedClient, queries: DehydratedQuery[]): PersistedClient {
  return { ...client, clientState: { mutations: [], queries } };
}

/**
 * JSON of the client within `budget` characters: when it is larger, the oldest queries (by
 * dataUpdatedAt) are dropped until the rest fits. Each query is measured once.
 */
export function serializeWithinBudget(client: PersistedClient, budget: number = PERSIST_BUDGET_CHARS): string {
  const whole = JSON.stringify(withQueries(client, client.clientState.queries));
  if (whole.length <= budget) return whole;
  const newestFirst = [...client.clientState.queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  // `[]` is in the empty client's length; each kept query adds its own length and a comma.
  let size = JSON.stringify(withQueries(client, [])).length - 1;
  const kept: DehydratedQuery[] = [];
  for (const query of newestFirst) {
    const length = JSON.stringify(query).length + 1;
    if (size + length > budget) break;
    kept.push(query);
    size += length;
  }
  return JSON.stringify(withQueries(client, kept));
}

/** On a failed write (quota): retry with the older half of the queries dropped; give up when none are left. */
export const dropOlderHalf: PersistRetryer = ({ persistedClient }) => {
  const queries = persistedClient.clientState.queries;
  if (queries.length === 0) return undefined;
  const newestFirst = [...queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return withQueries(persistedClient, newestFirst.slice(0, Math.floor(queries.length / 2)));
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads a stored entry back, checking its shape (anything else throws, and the restore
 * then deletes the entry) and keeping only allow-listed, successful, recent queries.
 */
export function deserializePersisted(text: string, now: number = Date.now()): PersistedClient {
  const parsed: unknown = JSON.parse(text);
  if (
    !isRecord(parsed) ||
    typeof parsed.timestamp !== 'number' ||
    typeof parsed.buster !== 'string' ||
    !isRecord(parsed.clientState) ||
    !Array.isArray(parsed.clientState.queries)
  ) {
    throw new Error('The persisted query cache is not in the expected shape');
  }
  const queries = (parsed.clientState.queries as unknown[]).filter(
    (query): query is DehydratedQuery =>
      isRecord(query) &&
      Array.isArray(query.queryKey) &&
      typeof query.queryHash === 'string' &&
      isRecord(query.state) &&
      typeof query.state.dataUpdatedAt === 'number' &&
      now - query.state.dataUpdatedAt <= PERSIST_MAX_AGE_MS &&
      shouldPersistQuery(query as unknown as Pick<Query, 'queryKey' | 'state'>),
  );
  return { timestamp: parsed.timestamp, buster: parsed.buster, clientState: { mutations: [], queries } };
}

function removeEntries(storage: Storage, keep?: string): void {
  removeKeysWithPrefix(storage, PERSIST_KEY_PREFIX, (key) => key === keep);
}

export interface PersistenceOptions {
  /** Defaults to window.localStorage. */
  storage?: Storage;
  /** Milliseconds between writes (the persister's throttle); 1 s by default. */
  throttleMs?: number;
  budgetChars?: number;
  buster?: string;
}

/** The running persistence: which user it writes for, and how to stop it. */
let active: { key: string; stop: () => void; restored: Promise<void> } | null = null;

function createPersister(key: string, storage: Storage, options: PersistenceOptions, isOpen: () => boolean): Persister {
  const budget = options.budgetChars ?? PERSIST_BUDGET_CHARS;
  return createSyncStoragePersister({
    key,
    throttleTime: options.throttleMs ?? 1000,
    storage: {
      getItem: (name) => storage.getItem(name),
      // A write that was already scheduled when persistence stopped (sign-out) is dropped.
      setItem: (name, value) => {
        if (isOpen()) storage.setItem(name, value);
      },
      removeItem: (name) => storage.removeItem(name),
    },
    serialize: (client) => serializeWithinBudget(client, budget),
    deserialize: (text) => deserializePersisted(text),
    retry: dropOlderHalf,
  });
}

/**
 * Restores `userId`'s persisted queries into the client (await it before the router's
 * first load), then keeps the allow-listed queries persisted as they change. Deletes any
 * other user's entry. Never rejects: an unreadable entry is deleted and the app starts
 * with an empty cache. Resolves to the function that stops persisting. Calling it again
 * for the user already persisted changes nothing; for another user it switches.
 */
export async function restoreQueryCache(queryClient: QueryClient, userId: string | number, options: PersistenceOptions = {}): Promise<() => void> {
  const key = persistKey(userId);
  if (active?.key === key) {
    const { stop, restored } = active;
    await restored;
    return stop;
  }
  active?.stop();

  let storage: Storage;
  try {
    storage = options.storage ?? window.localStorage;
  } catch {
    return () => {};
  }
  removeEntries(storage, key);

  let open = true;
  let unsubscribe = () => {};
  const persister = createPersister(key, storage, options, () => open);
  const buster = options.buster ?? APP_BUILD;

  // Restored queries have no observer until a screen mounts; without this they would be
  // garbage-collected after 5 minutes and then dropped from the stored entry as well.
  for (const root of PERSISTED_QUERY_ROOTS) {
    queryClient.setQueryDefaults([root], { ...queryClient.getQueryDefaults([root]), gcTime: PERSIST_MAX_AGE_MS });
  }

  const restored = persistQueryClientRestore({ queryClient, persister, buster, maxAge: PERSIST_MAX_AGE_MS }).catch((error: unknown) => {
    // persistQueryClientRestore has already deleted the unreadable entry.
    console.warn('The persisted query cache could not be restored; starting without it', error);
  });
  const handle = {
    key,
    restored,
    stop: () => {
      open = false;
      unsubscribe();
      if (active === handle) active = null;
    },
  };
  active = handle;
  await restored;

  // Stopped while restoring (signed out, or another user): do not start writing.
  if (open) {
    unsubscribe = persistQueryClientSubscribe({
      queryClient,
      persister,
      buster,
      dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
    });
  }
  return handle.stop;
}

/**
 * Sign-out: stops persisting (a write already scheduled is dropped) and deletes every
 * user's persisted queries from this browser.
 */
export function clearPersistedQueries(storage?: Storage): void {
  active?.stop();
  try {
    removeEntries(storage ?? window.localStorage);
  } catch {
    // No storage: nothing to clear.
  }
}
