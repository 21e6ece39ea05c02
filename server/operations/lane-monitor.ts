/**
 * The lane monitor: its one state row and its lanes per site. The one module that reads and
 * writes `lane_monitor_state` and `lane_monitor_lanes` (ADR 0036).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { LaneMonitorAction, LaneMonitorCard } from '../../src/contract/api-status.ts';
import type { Db } from '../db/connection.ts';
import { laneMonitorLanes, laneMonitorState, sites } from '../db/schema.ts';

export type LaneMonitorState = typeof laneMonitorState.$inferSelect;

/** The monitor is one global process: its state is the row with id 1. */
const theMonitor = eq(laneMonitorState.id, 1);

export function readLaneMonitorState(db: Db): LaneMonitorState {
  const state = db.select().from(laneMonitorState).where(theMonitor).get();
  if (state) return state;
  // A database without the row (created before the seed had one): the monitor runs.
  db.insert(laneMonitorState).values({ id: 1, running: 1 }).onConflictDoNothing().run();
  return db.select().from(laneMonitorState).where(theMonitor).get()!;
}

/** Every site's lanes, by site code. */
export function laneMonitorLaneRows(db: Db): Omit<LaneMonitorCard['details'][number], 'url'>[] {
  const lanes = db
    .select({
      id: laneMonitorLanes.id,
      site_id: laneMonitorLanes.site_id,
      site: sites.code,
      lane: laneMonitorLanes.lane,
      active: laneMonitorLanes.active,
      description: laneMonitorLanes.description,
    })
    .from(laneMonitorLanes)
    .innerJoin(sites, eq(sites.id, laneMonitorLanes.site_id))
    .orderBy(asc(sites.code), asc(laneMonitorLanes.id))
    .all();
  // The flag column holds 0 or 1 (the contract's type); the schema types it as any integer.
  return lanes as Omit<LaneMonitorCard['details'][number], 'url'>[];
}

/** Marks an action as running, until `until` (after which a run its process left behind stops blocking). */
export function beginLaneMonitorAction(db: Db, action: LaneMonitorAction, startedAt: string, until: string, by: string): void {
  db.update(laneMonitorState).set({ action, action_started_at: startedAt, action_until: until, action_by: by }).where(theMonitor).run();
}

/** Records the end of the action begun at `startedAt`, unless another has replaced it since. */
export function finishLaneMonitorAction(db: Db, action: LaneMonitorAction, startedAt: string, finishedAt: string, by: string): void {
  db.update(laneMonitorState)
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
    .where(and(theMonitor, eq(laneMonitorState.action, action), eq(laneMonitorState.action_started_at, startedAt)))
    .run();
}
