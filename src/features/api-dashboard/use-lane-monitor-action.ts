/**
 * Runs a lane monitor action (Cycle, Stop, Start) as a mutation: sent once (no retry, no
 * cache, never replayed later: the call changes state), the buttons off while it runs (1.2 to
 * 2.5 s), and the dashboard read again when it answers, whatever the answer (the
 * house's `meta.invalidates`, after a failure too). The answer's card is shown at once,
 * before that read; a refusal (409: another action runs, or the state changed) is an error
 * snackbar with the server's reason.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSnackbar } from '@/components/snackbar';
import type { ApiStatusSummary, LaneMonitorAction } from '@/contract/api-status';
import { runLaneMonitorAction } from './api';
import { laneMonitorActionInfo } from './lane-monitor-rules';
import { dashboardKeys } from './queries';

export function useLaneMonitorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: LaneMonitorAction) => {
      const card = await runLaneMonitorAction(action);
      // The answer is the card's new state: shown as it arrives, before the invalidation's read
      // (which the cache runs ahead of onSuccess), as the server answered it.
      queryClient.setQueryData<ApiStatusSummary>(dashboardKeys.summary, (summary) => (summary ? { ...summary, lanemonitor: card } : summary));
      return card;
    },
    retry: false,
    networkMode: 'always',
    meta: { invalidates: [dashboardKeys.summary], invalidatesOnError: true },
    onSuccess: (_card, action) => showSnackbar({ severity: 'success', message: laneMonitorActionInfo(action).done }),
    onError: (error, action) => showSnackbar({ severity: 'error', message: `${laneMonitorActionInfo(action).label} failed: ${error.message}` }),
  });
}
