/**
 * The API Dashboard's colours (the rule: "an avatar coloured yellow, red or green by
 * status"). A card's colour is the status the server computed for it (docs/API.md, "API
 * Dashboard"; the server owns the rules), except the lane monitor's while this console's own
 * action runs: the summary read before the action still says green, and the card must not.
 * Each line inside a card (a site, a service, a job) has the colour of its own state.
 */
import type { CardStatus, LaneMonitorCard, PremiseService, ScheduledJob, SiteHeartbeat } from '@/contract/api-status';

export interface Tone {
  /** The Chakra colour palette. */
  palette: 'green' | 'yellow' | 'red';
  /** What the colour means, for people who do not see it (the avatar's accessible name). */
  label: string;
}

const tones: Readonly<Record<CardStatus, Tone>> = {
  green: { palette: 'green', label: 'OK' },
  yellow: { palette: 'yellow', label: 'Needs attention' },
  red: { palette: 'red', label: 'Problem' },
};

export function toneOf(status: CardStatus): Tone {
  return tones[status];
}

/** The lane monitor: red while stopped, yellow while an action runs (anyone's, or ours still pending), else green. */
export function laneMonitorStatus(card: Pick<LaneMonitorCard, 'running' | 'action'>, ownActionPending: boolean): CardStatus {
  if (card.running !== 1) return 'red';
  if (card.action !== null || ownActionPending) return 'yellow';
  return 'green';
}

/** A site: red when its WAN is down, yellow when it has not updated, green while running. */
export function siteStatus(site: Pick<SiteHeartbeat, 'state'>): CardStatus {
  return site.state === 'not_running' ? 'red' : site.state === 'not_updated' ? 'yellow' : 'green';
}

/** A service: red when stopped, yellow when degraded, green while running. */
export function serviceStatus(service: Pick<PremiseService, 'status'>): CardStatus {
  return service.status === 'stopped' ? 'red' : service.status === 'degraded' ? 'yellow' : 'green';
}

/** A job: red when its last run failed, yellow when it is late, green when ok. */
export function jobStatus(job: Pick<ScheduledJob, 'last_status'>): CardStatus {
  return job.last_status === 'failed' ? 'red' : job.last_status === 'late' ? 'yellow' : 'green';
}
