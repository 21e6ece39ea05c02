/** The lane monitor's state row, on SQLite and on PostgreSQL. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { q, writeTransaction, type DbHandle } from '../db/query.ts';
import { testEngines } from '../test/engines.ts';
import { beginLaneMonitorAction, finishLaneMonitorAction, lockLaneMonitorState, readLaneMonitorState } from './lane-monitor.ts';

const engines = testEngines();

describe.each(engines)('the lane monitor state on $name', (engine) => {
  let db: DbHandle;

  beforeEach(async () => {
    db = await engine.open();
  });

  afterEach(() => engine.close(db));

  it('is a running monitor on a database that has no state row yet', async () => {
    expect(await readLaneMonitorState(db)).toMatchObject({ id: 1, running: 1, action: null, last_action: null });
    expect(await q(db).selectFrom('lane_monitor_state').selectAll().execute()).toHaveLength(1);
  });

  it('records the end of an action only while that same action is the one running', async () => {
    await readLaneMonitorState(db);
    await beginLaneMonitorAction(db, 'stop', '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:12.000Z', 'ann');
    expect(await readLaneMonitorState(db)).toMatchObject({ action: 'stop', action_by: 'ann', running: 1 });

    await finishLaneMonitorAction(db, 'stop', '2026-01-01T09:59:00.000Z', '2026-01-01T10:00:02.000Z', 'bob');
    expect(await readLaneMonitorState(db)).toMatchObject({ action: 'stop', running: 1, last_action: null });

    await finishLaneMonitorAction(db, 'stop', '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:02.000Z', 'ann');
    expect(await readLaneMonitorState(db)).toMatchObject({
      action: null,
      action_until: null,
      running: 0,
      changed_at: '2026-01-01T10:00:02.000Z',
      last_action: 'stop',
      last_action_by: 'ann',
    });
  });

  it('lets one of several writes that check the state at once begin an action', async () => {
    await readLaneMonitorState(db);
    // Each write waits after its check until every write has checked (or 100 ms): without the lock, all would see the monitor idle.
    let checked = 0;
    const everyoneChecked = async () => {
      for (const until = Date.now() + 100; checked < 4 && Date.now() < until;) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const attempt = (by: string) =>
      writeTransaction(db, async () => {
        const state = await lockLaneMonitorState(db);
        checked += 1;
        await everyoneChecked();
        if (state.action) return false;
        await beginLaneMonitorAction(db, 'cycle', '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:12.000Z', by);
        return true;
      });
    const begun = await Promise.all(['ann', 'bob', 'cy', 'dee'].map(attempt));
    expect(begun.filter(Boolean)).toHaveLength(1);
  });
});
