/**
 * Runs a lane monitor action (Cycle, Stop, Start) as a mutation: sent once (no retry, no
 * cache, never replayed later: the call changes state), the buttons off while it runs (1.2 to
 * 2.5 s), and the dashboard read again when it answers, whatever the answer (spec 01, point 4).
 * The answer's card is shown at once; a refusal (409: another action runs, or the state
 * changed) is an error snackbar with the server's reason.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSnackbar } from '../../components/snackbar';
import type { ApiStatusSummary, LaneMonitorAction } from '../../contract/api-status';
import { runLaneMonitorAction } from './api';
import { laneMonitorActionInfo } from './lane-monitor-rules';
import { dashboardKeys } from './queries';

export function useLaneMonitorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLaneMonitorAction,
    retry: false,
    networkMode: 'always',
    onSuccess: (card, action: LaneMonitorAction) => {
      queryClient.setQueryData<ApiStatusSummary>(dashboardKeys.summary, (summary) => (summary ? { ...summary, lanemonitor: card } : summary));
      showSnackbar({ severity: 'success', message: laneMonitorActionInfo(action).done });
    },
    onError: (error, action) => showSnackbar({ severity: 'error', message: `${laneMonitorActionInfo(action).label} failed: ${error.message}` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.summary }),
  });
}
