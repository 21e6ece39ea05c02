import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearPersistedQueries,
  deserializePersisted,
  PERSIST_KEY_PREFIX,
  PERSIST_MAX_AGE_MS,
  PERSISTED_QUERY_ROOTS,
  persistKey,
  restoreQueryCache,
  serializeWithinBudget,
  shouldPersistQuery,
} from './query-persistence';

/** A Map-backed Storage that, like localStorage, throws QuotaExceededError past `quota` characters in all. */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  writes = 0;
  constructor(private readonly quota = Infinity) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.writes++;
    let used = value.length + key.length;
    for (const [other, text] of this.items) if (other !== key) used += other.length + text.length;
    if (used > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const options = (storage: Storage, extra: { budgetChars?: number; buster?: string } = {}) => ({
  storage,
  throttleMs: 0,
  buster: 'build-1',
  ...extra,
});

/** Runs the persister's throttled write (0 ms here) on the test's clock. */
const flush = () => vi.advanceTimersByTimeAsync(20);

function stored(storage: MemoryStorage, userId: string | number): PersistedClient | null {
  const text = storage.getItem(persistKey(userId));
  return text === null ? null : (JSON.parse(text) as PersistedClient);
}

function storedKeys(storage: MemoryStorage, userId: string | number): unknown[] {
  return stored(storage, userId)?.clientState.queries.map((query) => query.queryKey) ?? [];
}

function persistedClient(queries: Array<{ key: unknown[]; updatedAt: number; data?: unknown }>, timestamp = Date.now()): PersistedClient {
  return {
    timestamp,
    buster: 'build-1',
    clientState: {
      mutations: [],
      queries: queries.map(({ key, updatedAt, data = { id: key[1] } }) => ({
        queryKey: key,
        queryHash: JSON.stringify(key),
        state: {
          data,
          dataUpdateCount: 1,
          dataUpdatedAt: updatedAt,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success' as const,
          fetchStatus: 'idle' as const,
        },
        dehydratedAt: updatedAt,
      })),
    },
  };
}

// The persister's throttle runs on a fake clock: no test waits real time for a write, or for its absence.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  clearPersistedQueries(new MemoryStorage());
  vi.restoreAllMocks();
});

describe('shouldPersistQuery', () => {
  const success = { status: 'success' } as never;

  it('keeps the allow-listed roots', () => {
    expect(PERSISTED_QUERY_ROOTS).toEqual(['vehicles', 'vehicle', 'vehicle-images', 'vehicle-inspection', 'inspection-catalogue', 'inspection-print']);
    for (const root of PERSISTED_QUERY_ROOTS) expect(shouldPersistQuery({ queryKey: [root, 1], state: success })).toBe(true);
  });

  it.each([[['users']], [['admin', 'users']], [['me']], [['vehicles-admin']], [[{ root: 'vehicles' }]], [[]]])('leaves %j out', (key) => {
    expect(shouldPersistQuery({ queryKey: key, state: success })).toBe(false);
  });

  it.each(['pending', 'error'])('leaves a %s query out', (status) => {
    expect(shouldPersistQuery({ queryKey: ['vehicle', 1], state: { status } as never })).toBe(false);
  });
});

describe('restoreQueryCache: what is stored', () => {
  it('stores only successful allow-listed queries, under the user key', async () => {
    const storage = new MemoryStorage();
    const client = new QueryClient();
    await restoreQueryCache(client, 7, options(storage));

    client.setQueryData(['vehicles', { page: 1 }], { data: [1, 2] });
    client.setQueryData(['vehicle', 12], { id: 12 });
    client.setQueryData(['vehicle-images', 12], [{ id: 3 }]);
    client.setQueryData(['users', { page: 1 }], { data: ['admin list'] });
    client.setQueryData(['me'], { id: 7 });
    await client.prefetchQuery({ queryKey: ['vehicle', 13], queryFn: () => Promise.reject(new Error('offline')) });
    await flush();

    expect([...storage.items.keys()]).toEqual([`${PERSIST_KEY_PREFIX}7`]);
    expect(storedKeys(storage, 7)).toEqual([
      ['vehicles', { page: 1 }],
      ['vehicle', 12],
      ['vehicle-images', 12],
    ]);
    expect(stored(storage, 7)?.clientState.mutations).toEqual([]);
    expect(stored(storage, 7)?.buster).toBe('build-1');
  });

  it('never stores mutations', async () => {
    const storage = new MemoryStorage();
    const client = new QueryClient();
    await restoreQueryCache(client, 7, options(storage));
    client.setQueryData(['vehicle', 1], { id: 1 });
    await client
      .getMutationCache()
      .build(client, { mutationKey: ['save'], mutationFn: () => Promise.resolve(1) })
      .execute(undefined);
    await flush();
    expect(stored(storage, 7)?.clientState.mutations).toEqual([]);
  });
});

describe('restoreQueryCache: reading back', () => {
  it('restores the same user', async () => {
    const storage = new MemoryStorage();
    const first = new QueryClient();
    await restoreQueryCache(first, 'u1', options(storage));
    first.setQueryData(['vehicle', 12], { id: 12, vin: 'ABC' });
    await flush();
    clearPersistedQueriesKeepingStorage();

    const second = new QueryClient();
    await restoreQueryCache(second, 'u1', options(storage));
    expect(second.getQueryData(['vehicle', 12])).toEqual({ id: 12, vin: 'ABC' });
    // Restored queries outlive the 5-minute default gcTime while no screen observes them.
    expect(second.getQueryCache().find({ queryKey: ['vehicle', 12] })?.gcTime).toBe(PERSIST_MAX_AGE_MS);
  });

  it('never shows another user’s entry, and deletes it', async () => {
    const storage = new MemoryStorage();
    const first = new QueryClient();
    await restoreQueryCache(first, 7, options(storage));
    first.setQueryData(['vehicle', 12], { id: 12 });
    await flush();
    expect(storage.getItem(persistKey(7))).not.toBeNull();
    clearPersistedQueriesKeepingStorage();

    const second = new QueryClient();
    await restoreQueryCache(second, 8, options(storage));
    expect(second.getQueryData(['vehicle', 12])).toBeUndefined();
    expect(storage.getItem(persistKey(7))).toBeNull();
  });

  it('discards an entry written by another build (buster)', async () => {
    const storage = new MemoryStorage();
    storage.setItem(persistKey(7), JSON.stringify({ ...persistedClient([{ key: ['vehicle', 1], updatedAt: Date.now() }]), buster: 'build-0' }));
    const client = new QueryClient();
    await restoreQueryCache(client, 7, options(storage));
    expect(client.getQueryData(['vehicle', 1])).toBeUndefined();
    expect(storage.getItem(persistKey(7))).toBeNull();
  });

  it('discards an entry older than the maximum age', async () => {
    const storage = new MemoryStorage();
    const old = Date.now() - PERSIST_MAX_AGE_MS - 1000;
    storage.setItem(persistKey(7), JSON.stringify(persistedClient([{ key: ['vehicle', 1], updatedAt: old }], old)));
    const client = new QueryClient();
    await restoreQueryCache(client, 7, options(storage));
    expect(client.getQueryData(['vehicle', 1])).toBeUndefined();
    expect(storage.getItem(persistKey(7))).toBeNull();
  });

  it('drops single queries older than the maximum age and keys off the allow-list', () => {
    const now = Date.now();
    const client = persistedClient([
      { key: ['vehicle', 1], updatedAt: now - PERSIST_MAX_AGE_MS - 1 },
      { key: ['vehicle', 2], updatedAt: now - 1000 },
      { key: ['users', 3], updatedAt: now - 1000 },
    ]);
    expect(deserializePersisted(JSON.stringify(client), now).clientState.queries.map((query) => query.queryKey)).toEqual([['vehicle', 2]]);
  });

  it('starts empty, without throwing, from an unreadable entry and deletes it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = new MemoryStorage();
    for (const text of ['{not json', '{"timestamp":"x"}', '[]']) {
      storage.setItem(persistKey(7), text);
      const client = new QueryClient();
      await expect(restoreQueryCache(client, 7, options(storage))).resolves.toBeTypeOf('function');
      expect(storage.getItem(persistKey(7))).toBeNull();
      clearPersistedQueriesKeepingStorage();
    }
  });
});

describe('size budget', () => {
  it('keeps a small cache whole', () => {
    const client = persistedClient([{ key: ['vehicle', 1], updatedAt: 1 }]);
    expect(JSON.parse(serializeWithinBudget(client, 10_000))).toEqual(client);
  });

  it('drops the oldest queries until the text fits', () => {
    const big = 'x'.repeat(1000);
    const client = persistedClient([5, 1, 4, 2, 3].map((n) => ({ key: ['vehicle', n], updatedAt: n * 1000, data: { id: n, big } })));
    const whole = serializeWithinBudget(client, Infinity).length;
    const budget = whole - 1500; // room for three of the five
    const text = serializeWithinBudget(client, budget);
    expect(text.length).toBeLessThanOrEqual(budget);
    const kept = (JSON.parse(text) as PersistedClient).clientState.queries.map((query) => query.queryKey[1]);
    expect(kept.sort()).toEqual([3, 4, 5]);
  });

  it('is exact at the boundary', () => {
    const client = persistedClient([1, 2, 3].map((n) => ({ key: ['vehicle', n], updatedAt: n })));
    const twoNewest = JSON.stringify({ ...client, clientState: { mutations: [], queries: client.clientState.queries.slice(1) } });
    expect(serializeWithinBudget(client, twoNewest.length)).toHaveLength(twoNewest.length);
    expect(JSON.parse(serializeWithinBudget(client, twoNewest.length - 1)).clientState.queries).toHaveLength(1);
  });

  it('keeps what is written under the budget', async () => {
    const storage = new MemoryStorage();
    const client = new QueryClient();
    await restoreQueryCache(client, 7, options(storage, { budgetChars: 5000 }));
    for (let id = 0; id < 20; id++) {
      vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000 + id);
      client.setQueryData(['vehicle', id], { id, notes: 'n'.repeat(500) });
    }
    vi.restoreAllMocks();
    await flush();
    const text = storage.getItem(persistKey(7)) ?? '';
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThanOrEqual(5000);
    const ids = storedKeys(storage, 7).map((key) => (key as [string, number])[1]);
    expect(Math.min(...ids)).toBeGreaterThan(10); // the newest survive
  });
});

describe('quota', () => {
  it('stores fewer queries when localStorage is full, without throwing', async () => {
    const storage = new MemoryStorage(4000);
    const client = new QueryClient();
    await restoreQueryCache(client, 7, options(storage));
    for (let id = 0; id < 10; id++) client.setQueryData(['vehicle', id], { id, notes: 'n'.repeat(600) });
    await flush();
    const text = storage.getItem(persistKey(7));
    expect(text).not.toBeNull();
    expect(text!.length).toBeLessThanOrEqual(4000);
    expect(storedKeys(storage, 7).length).toBeGreaterThan(0);
    expect(storedKeys(storage, 7).length).toBeLessThan(10);
  });

  it('skips the write when nothing fits', async () => {
    const storage = new MemoryStorage(10);
    const client = new QueryClient();
    await restoreQueryCache(client, 7, options(storage));
    client.setQueryData(['vehicle', 1], { id: 1 });
    await flush();
    expect(storage.getItem(persistKey(7))).toBeNull();
    expect(storage.writes).toBeGreaterThan(1);
  });
});

describe('clearPersistedQueries', () => {
  it('deletes every user’s entry and drops a write already scheduled', async () => {
    const storage = new MemoryStorage();
    storage.setItem(persistKey(99), '{}');
    storage.setItem('lot-console.user', '{"keep":true}');
    const client = new QueryClient();
    await restoreQueryCache(client, 7, { ...options(storage), throttleMs: 50 });
    client.setQueryData(['vehicle', 1], { id: 1 });
    clearPersistedQueries(storage);
    // Twice the throttle, on the test's clock: the write scheduled before the clear would have run.
    await vi.advanceTimersByTimeAsync(100);
    expect([...storage.items.keys()]).toEqual(['lot-console.user']);

    client.setQueryData(['vehicle', 2], { id: 2 });
    await vi.advanceTimersByTimeAsync(100);
    expect([...storage.items.keys()]).toEqual(['lot-console.user']);
  });

  it('the stop function returned by restore stops writing too', async () => {
    const storage = new MemoryStorage();
    const client = new QueryClient();
    const stop = await restoreQueryCache(client, 7, options(storage));
    stop();
    client.setQueryData(['vehicle', 1], { id: 1 });
    await flush();
    expect(storage.getItem(persistKey(7))).toBeNull();
  });
});

/** Stops the running persistence without touching the storage under test (a new tab, in effect). */
function clearPersistedQueriesKeepingStorage(): void {
  clearPersistedQueries(new MemoryStorage());
}
