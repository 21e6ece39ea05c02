/**
 * The API Dashboard's data (GET /v3/admin/api-status/summary, docs/API.md): four cards, each
 * with a status the console shows as a green, yellow or red avatar; and the lane monitor card
 * the Cycle / Stop / Start actions answer with (GET /v3/admin/api-status/laneMonitor…).
 */
import * as v from 'valibot';

export const CardStatus = v.picklist(['green', 'yellow', 'red']);
export type CardStatus = v.InferOutput<typeof CardStatus>;

export const LaneMonitorAction = v.picklist(['cycle', 'stop', 'start']);
export type LaneMonitorAction = v.InferOutput<typeof LaneMonitorAction>;

const flag = v.picklist([0, 1]);
const time = v.string();

/** A card of details that are each in one of `states`: its status, how many details are in each state, and the details. */
function stateCard<const TState extends string, TDetail extends v.GenericSchema>(states: readonly TState[], detail: TDetail) {
  const counts = Object.fromEntries(states.map((state) => [state, v.number()])) as Record<TState, v.NumberSchema<undefined>>;
  return v.object({ status: CardStatus, ...counts, details: v.array(detail) });
}

const siteStates = ['running', 'not_running', 'not_updated'] as const;
const serviceStates = ['running', 'stopped', 'degraded'] as const;
const jobStates = ['ok', 'failed', 'late'] as const;

export const SiteHeartbeat = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  is_wan_up: flag,
  /** When the WAN link went down (null while it is up). */
  wan_first_down: v.nullable(time),
  last_heartbeat_at: v.nullable(time),
  state: v.picklist(siteStates),
});
export type SiteHeartbeat = v.InferOutput<typeof SiteHeartbeat>;

export const SitesCard = v.object({
  ...stateCard(siteStates, SiteHeartbeat).entries,
  /** The newest heartbeat: the instant the states are evaluated at. */
  checked_at: v.nullable(time),
});

export const PremiseService = v.object({
  id: v.number(),
  environment: v.string(),
  service: v.string(),
  status: v.picklist(serviceStates),
  updated_at: time,
});
export type PremiseService = v.InferOutput<typeof PremiseService>;

export const ServicesCard = stateCard(serviceStates, PremiseService);

export const ScheduledJob = v.object({
  id: v.number(),
  name: v.string(),
  interval_minutes: v.number(),
  last_run_at: v.nullable(time),
  last_status: v.picklist(jobStates),
  /** The newest schedule log of the job: GET /v3/util/api_schedule_logs/{id} gives its output. */
  schedule_log_id: v.nullable(v.number()),
});
export type ScheduledJob = v.InferOutput<typeof ScheduledJob>;

export const SchedulesCard = stateCard(jobStates, ScheduledJob);

export const MonitoredLane = v.object({
  id: v.number(),
  site_id: v.number(),
  /** The site code. */
  site: v.string(),
  lane: v.string(),
  active: flag,
  description: v.nullable(v.string()),
  /** The site's lane monitor page, relative to the API base URL (no sign-in). */
  url: v.string(),
});
export type MonitoredLane = v.InferOutput<typeof MonitoredLane>;

export const LaneMonitorCard = v.object({
  status: CardStatus,
  running: flag,
  /** Since when it runs (or is stopped). */
  changed_at: time,
  /** The action in progress, null when none: every action button is then disabled. */
  action: v.nullable(LaneMonitorAction),
  action_started_at: v.nullable(time),
  action_by: v.nullable(v.string()),
  last_action: v.nullable(LaneMonitorAction),
  last_action_at: v.nullable(time),
  last_action_by: v.nullable(v.string()),
  details: v.array(MonitoredLane),
});
export type LaneMonitorCard = v.InferOutput<typeof LaneMonitorCard>;

export const ApiStatusSummary = v.object({
  sites: SitesCard,
  services: ServicesCard,
  schedules: SchedulesCard,
  lanemonitor: LaneMonitorCard,
});
export type ApiStatusSummary = v.InferOutput<typeof ApiStatusSummary>;

/** A scheduled job's run (GET /v3/util/api_schedule_logs/{id}): `output` is JSON text when output_type is json, else plain text. */
export const ScheduleLog = v.object({
  id: v.number(),
  name: v.string(),
  created_at: v.nullable(time),
  output_type: v.string(),
  output: v.nullable(v.string()),
});
export type ScheduleLog = v.InferOutput<typeof ScheduleLog>;
