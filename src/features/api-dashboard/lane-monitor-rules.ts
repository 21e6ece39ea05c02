/**
 * When the lane monitor's buttons work: Cycle and Stop only while it runs,
 * Start only while it does not, and none while an action is in progress: one another admin
 * started (the summary's `action`) or this console's own, still waiting for its answer. None
 * without a connection either: the screen is online only.
 */
import type { LaneMonitorAction, LaneMonitorCard } from '@/contract/api-status';

export type LaneMonitorButtons = Readonly<Record<LaneMonitorAction, boolean>>;

export function laneMonitorButtons(card: Pick<LaneMonitorCard, 'running' | 'action'>, ownActionPending: boolean, online: boolean): LaneMonitorButtons {
  const idle = card.action === null && !ownActionPending && online;
  const running = card.running === 1;
  return { cycle: idle && running, stop: idle && running, start: idle && !running };
}

/** The buttons' texts and their calls (docs/API.md), in the order they are shown. */
export const laneMonitorActions: readonly { action: LaneMonitorAction; label: string; path: string; doing: string; done: string }[] = [
  { action: 'cycle', label: 'Cycle LM', path: 'laneMonitorRecycle', doing: 'Cycling the lane monitor…', done: 'The lane monitor was cycled.' },
  { action: 'stop', label: 'Stop LM', path: 'laneMonitorEnd', doing: 'Stopping the lane monitor…', done: 'The lane monitor was stopped.' },
  { action: 'start', label: 'Start LM', path: 'laneMonitorStart', doing: 'Starting the lane monitor…', done: 'The lane monitor was started.' },
];

export function laneMonitorActionInfo(action: LaneMonitorAction) {
  const info = laneMonitorActions.find((candidate) => candidate.action === action);
  if (!info) throw new Error(`Unknown lane monitor action ${action}`);
  return info;
}
