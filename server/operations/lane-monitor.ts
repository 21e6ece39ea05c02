/**
 * The lane monitor: its one state row and its lanes per site. The one module that reads and
 * writes `lane_monitor_state` and `lane_monitor_lanes` (ADR 0036), through the async query
 * layer (ADR 0071).
 */
import type { LaneMonitorAction, LaneMonitorCard } from '../../src/contract/api-status.ts';
import { lockFor, q, type DbHandle } from '../db/query.ts';
import type { laneMonitorState } from '../db/schema.ts';

export type LaneMonitorState = typeof laneMonitorState.$inferSelect;

/** The monitor is one global process: its state is the row with id 1. */
const theMonitor = 1;

/** The lock a write takes before it reads the state to begin an action: one action at a time, with any number of processes. */
const laneMonitorLock = 'lane-monitor';

const stateRow = (db: DbHandle) => q(db).selectFrom('lane_monitor_state').selectAll().where('id', '=', theMonitor).executeTakeFirst();

export async function readLaneMonitorState(db: DbHandle): Promise<LaneMonitorState> {
  const state = await stateRow(db);
  if (state) return state;
  // A database without the row (created before the seed had one): the monitor runs.
  await q(db)
    .insertInto('lane_monitor_state')
    .values({ id: theMonitor, running: 1 })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return (await stateRow(db))!;
}

/**
 * Inside a write transaction: holds the lane monitor until the write ends, then reads its
 * state. A write that checks the state and then begins an action calls this first, so two
 * writes (in any processes) cannot both see the monitor idle.
 */
export async function lockLaneMonitorState(db: DbHandle): Promise<LaneMonitorState> {
  await lockFor(db, laneMonitorLock);
  return readLaneMonitorState(db);
}

/** Every site's lanes, by site code. */
export async function laneMonitorLaneRows(db: DbHandle): Promise<Omit<LaneMonitorCard['details'][number], 'url'>[]> {
  const lanes = await q(db)
    .selectFrom('lane_monitor_lanes as l')
    .innerJoin('sites as s', 's.id', 'l.site_id')
    .select(['l.id', 'l.site_id', 's.code as site', 'l.lane', 'l.active', 'l.description'])
    .orderBy('s.code')
    .orderBy('l.id')
    .execute();
  // The flag column holds 0 or 1 (the contract's type); the schema types it as any integer.
  return lanes as Omit<LaneMonitorCard['details'][number], 'url'>[];
}

/** Marks an action as running, until `until` (after which a run its process left behind stops blocking). */
export async function beginLaneMonitorAction(db: DbHandle, action: LaneMonitorAction, startedAt: string, until: string, by: string): Promise<void> {
  await q(db)
    .updateTable('lane_monitor_state')
    .set({ action, action_started_at: startedAt, action_until: until, action_by: by })
    .where('id', '=', theMonitor)
    .execute();
}

/** Records the end of the action begun at `startedAt`, unless another has replaced it since. */
export async function finishLaneMonitorAction(db: DbHandle, action: LaneMonitorAction, startedAt: string, finishedAt: string, by: string): Promise<void> {
  await q(db)
    .updateTable('lane_monitor_state')
    .set({
      running: action === 'stop' ? 0 : 1,
      changed_at: finishedAt,
      action: null,
      action_started_at: null,
      action_until: null,
      action_by: null,
      last_action: action,
      last_action_at: finishedAt,
      last_action_by: by,
    })
    .where('id', '=', theMonitor)
    .where('action', '=', action)
    .where('action_started_at', '=', startedAt)
    .execute();
}
