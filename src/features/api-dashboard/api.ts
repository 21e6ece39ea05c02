/** The API Dashboard's calls (docs/API.md, "API Dashboard"): the summary, a job's schedule log, and the lane monitor actions. */
import { http } from '@/api/http';
import { ApiStatusSummary, LaneMonitorCard, ScheduleLog, type LaneMonitorAction } from '@/contract/api-status';
import { laneMonitorActionInfo } from './lane-monitor-rules';

export async function fetchSummary(signal?: AbortSignal) {
  const { data } = await http('/v3/admin/api-status/summary', { schema: ApiStatusSummary, signal });
  return data;
}

export async function fetchScheduleLog(id: number, signal?: AbortSignal) {
  const { data } = await http(`/v3/util/api_schedule_logs/${id}`, { schema: ScheduleLog, signal });
  return data;
}

/**
 * Cycle, Stop or Start. A GET, as the platform's call is, but it changes the monitor's state and
 * answers only when the action is done (1.2 to 2.5 s), with the new lane monitor card.
 */
export async function runLaneMonitorAction(action: LaneMonitorAction) {
  const { data } = await http(`/v3/admin/api-status/${laneMonitorActionInfo(action).path}`, { schema: LaneMonitorCard });
  return data;
}
