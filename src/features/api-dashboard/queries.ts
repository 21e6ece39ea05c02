/** Query options of the API Dashboard: admin data, online only, in memory. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiStatusSummary } from '@/contract/api-status';
import { fetchScheduleLog, fetchSummary } from './api';

export const dashboardKeys = {
  summary: ['api-status', 'summary'] as const,
  scheduleLog: (id: number) => ['api-status', 'schedule-log', id] as const,
};

/** How often the dashboard reads the summary again on its own; every second while an action runs. */
const REFRESH_MS = 60_000;
const ACTION_REFRESH_MS = 1_000;

/** The interval the summary is read at, for the query and for the screen that says it. */
export function summaryRefreshMs(summary: ApiStatusSummary | undefined): number {
  return summary?.lanemonitor.action ? ACTION_REFRESH_MS : REFRESH_MS;
}

export function summaryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => fetchSummary(signal),
    // A monitor: what it shows should be recent, not 30 s old (the app's default); 5 s spares a
    // second read right after the route's loader started one.
    staleTime: 5_000,
    // While another admin's action runs, follow it to its end (the buttons come back then).
    refetchInterval: (query) => summaryRefreshMs(query.state.data),
  });
}

export function scheduleLogOptions(id: number) {
  return queryOptions({
    queryKey: dashboardKeys.scheduleLog(id),
    queryFn: ({ signal }) => fetchScheduleLog(id, signal),
    // A past run's log never changes.
    staleTime: Infinity,
  });
}
