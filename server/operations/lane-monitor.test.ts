import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/connection.ts';
import { beginLaneMonitorAction, finishLaneMonitorAction, readLaneMonitorState } from './lane-monitor.ts';

let db: Db;

beforeEach(() => {
  db = openDatabase(':memory:');
});

afterEach(() => db.$client.close());

describe('the lane monitor state', () => {
  it('is a running monitor on a database that has no state row yet', async () => {
    expect(await readLaneMonitorState(db)).toMatchObject({ id: 1, running: 1, action: null, last_action: null });
    expect(db.$client.prepare('SELECT count(*) FROM lane_monitor_state').pluck().get()).toBe(1);
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
});
