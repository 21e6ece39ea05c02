/**
 * The periodic job under a lock (periodic.ts), on SQLite and on PostgreSQL: on PostgreSQL two
 * handles on one database (two server processes) never run a job of one name at once, the second
 * skipping its turn; on SQLite a job just runs. Within a process, runs asked for during a run
 * come after it, once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '../test/engines.ts';
import { lockedJob, runLocked } from './periodic.ts';
import { q, type DbHandle } from './query.ts';

const engines = testEngines();

/** A job that inserts a site, then waits for `release` (a test's stand-in for a long prune). */
function heldJob(db: DbHandle, code: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const job = async () => {
    await q(db).insertInto('sites').values({ code, name: code }).execute();
    started();
    await released;
  };
  return { job, release, running };
}

describe.each(engines)('a job under a lock on $name', (engine) => {
  let first: DbHandle;
  let second: DbHandle;
  beforeEach(async () => {
    first = await engine.open();
    second = engine.name === 'PostgreSQL' ? await engine.open() : first;
  });
  afterEach(async () => {
    await engine.close(first);
    if (second !== first) await engine.close(second);
  });

  const codes = async () => (await q(first).selectFrom('sites').select('code').orderBy('code').execute()).map((row) => row.code);

  it(engine.name === 'PostgreSQL' ? 'runs in one process at a time: the other skips' : 'just runs, even while another run is under way', async () => {
    const held = heldJob(first, 'ONE');
    const one = runLocked(first, 'prune test', held.job);
    await held.running;
    const other = await runLocked(second, 'prune test', () =>
      q(second)
        .insertInto('sites')
        .values({ code: 'TWO', name: 'TWO' })
        .execute()
        .then(() => undefined),
    );
    // Another name is another lock.
    expect(await runLocked(second, 'another job', async () => undefined)).toBe(true);
    held.release();
    expect(await one).toBe(true);
    if (engine.name === 'PostgreSQL') {
      expect(other).toBe(false);
      expect(await codes()).toEqual(['ONE']);
      // Released with the transaction: the next turn runs.
      expect(await runLocked(second, 'prune test', async () => undefined)).toBe(true);
    } else {
      expect(other).toBe(true);
      expect(await codes()).toEqual(['ONE', 'TWO']);
    }
  });

  it('runs at once, and once more after the run under way however many ask meanwhile', async () => {
    let runs = 0;
    let release!: () => void;
    let released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const job = lockedJob(first, 'counted', 3_600_000, async () => {
      runs++;
      started();
      await released;
    });
    try {
      await running;
      const asks = [job.run(), job.run(), job.run()];
      expect(runs).toBe(1);
      const firstRelease = release;
      released = Promise.resolve();
      firstRelease();
      expect(await Promise.all(asks)).toEqual([true, true, true]);
      expect(runs).toBe(2);
    } finally {
      job.stop();
    }
  });

  it('rejects a run out of turn with the job’s error', async () => {
    const job = lockedJob(first, 'failing', 3_600_000, async () => {
      throw new Error('prune failed');
    });
    try {
      await expect(job.run()).rejects.toThrow('prune failed');
    } finally {
      job.stop();
    }
  });
});
