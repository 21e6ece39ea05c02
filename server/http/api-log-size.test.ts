/**
 * The API log's size kept in the database (api-log.ts), on SQLite and on PostgreSQL: on
 * PostgreSQL two handles on one database (two server processes) write calls at once, and the
 * log stays within its cap, each seeing the other's rows (a size counted per process would let
 * the log reach twice its cap); the kept figure is the measured one; rows past the age go. The
 * HTTP side is api-log-retention.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { q, type DbHandle } from '../db/query.ts';
import { testEngines } from '../test/engines.ts';
import { apiLogSize, apiLogStore, keptApiLogSize, pruneApiLog, type ApiLogEntry } from './api-log.ts';

const engines = testEngines();

const maxBytes = 64 * 1024;
const retention = { maxAgeDays: 30, maxBytes };

/** A call of about 4 KiB. */
const call = (n: number): ApiLogEntry => ({
  method: 'POST',
  route: '/v3/util/wo_shops',
  params: JSON.stringify({ n: String(n) }),
  request_content: JSON.stringify({ name: `shop ${n}`, filler: 'x'.repeat(4000) }),
  response_status: 201,
});

describe.each(engines)('the API log’s size on $name', (engine) => {
  let first: DbHandle;
  let second: DbHandle;
  beforeEach(async () => {
    first = await engine.open({ max: 4 });
    second = engine.name === 'PostgreSQL' ? await engine.open({ max: 4 }) : first;
  });
  afterEach(async () => {
    await engine.close(first);
    if (second !== first) await engine.close(second);
  });

  it('keeps the log within its cap when two processes write at once, the newest calls kept', async () => {
    const stores = [apiLogStore(first, retention), apiLogStore(second, retention)];
    try {
      // The first prune of each (at its start) measured the empty log.
      await Promise.all(stores.map((store) => store.prune.run()));
      expect(await keptApiLogSize(first)).toBe(0);
      for (let round = 0; round < 10; round++) {
        await Promise.all(Array.from({ length: 8 }, (_, index) => stores[index % 2]!.write(call(round * 8 + index))));
        expect(await apiLogSize(first)).toBeLessThanOrEqual(maxBytes);
      }
      await stores[0]!.write(call(1000));
      const size = await apiLogSize(first);
      expect(size).toBeLessThanOrEqual(maxBytes);
      expect(await keptApiLogSize(second)).toBe(size);
      const kept = await q(first).selectFrom('api_logs').select('params').orderBy('id').execute();
      expect(kept.at(-1)?.params).toContain('1000');
      expect(kept.length).toBeGreaterThan(8);
    } finally {
      for (const store of stores) store.prune.stop();
    }
  });

  it('measures the log when it prunes, and removes rows past the age', async () => {
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    // Rows written without the kept figure (as the seeds write them).
    await q(first).insertInto('api_logs').values({ method: 'GET', route: '/v3/too-old', created_at: old }).execute();
    await q(first).insertInto('api_logs').values({ method: 'GET', route: '/v3/recent', request_content: 'abc' }).execute();
    expect(await pruneApiLog(first, retention)).toBe(200 + 3 + 10 + 3);
    expect(await keptApiLogSize(second)).toBe(216);
    expect((await q(first).selectFrom('api_logs').select('route').execute()).map((row) => row.route)).toEqual(['/v3/recent']);
  });
});
