/**
 * /v3/admin/api-status: the API Dashboard and its lane monitor actions.
 * Mounted under the admin routes, whose guard admits global admins only.
 *
 * GET /summary → {response: {sites, services, schedules, lanemonitor}}, each card with a
 * `status` of green, yellow or red (docs/API.md has the rules).
 *
 * GET /laneMonitorRecycle, /laneMonitorEnd, /laneMonitorStart: Cycle, Stop and Start. They are
 * GETs, as the platform has them; they change state all the same. An action runs for a moment (it restarts a
 * process on the platform): the call answers when it is done, with the new lane monitor card,
 * and while it runs the summary shows it in `lanemonitor.action` and every other action gets
 * 409 with Retry-After. Cycle and Stop need the monitor running, Start needs it stopped (409).
 */
import { Hono, type Context } from 'hono';
import type { LaneMonitorAction, LaneMonitorCard, ApiStatusSummary, CardStatus } from '../../src/contract/api-status.ts';
import { actorOf } from '../auth/middleware.ts';
import { writeTransaction, type DbHandle } from '../db/query.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import {
  beginLaneMonitorAction,
  finishLaneMonitorAction,
  laneMonitorLaneRows,
  lockLaneMonitorState,
  readLaneMonitorState,
  type LaneMonitorState,
} from '../operations/lane-monitor.ts';
import { premiseServiceRows, scheduledJobRows } from '../operations/status.ts';
import { siteHeartbeats } from '../platform/sites.ts';

/** A site whose last heartbeat is this much older than the newest one has "not updated". */
export const staleHeartbeatMs = 10 * 60_000;

/** How long each action runs by default (the platform restarts the lane monitor process). */
export const laneMonitorDurations: Readonly<Record<LaneMonitorAction, number>> = { cycle: 2500, stop: 1200, start: 1800 };

/** A run older than its duration plus this no longer blocks others (its process died mid-action). */
const abandonAfterMs = 10_000;

const actionPaths: Readonly<Record<string, LaneMonitorAction>> = {
  laneMonitorRecycle: 'cycle',
  laneMonitorEnd: 'stop',
  laneMonitorStart: 'start',
};

const actionNames: Readonly<Record<LaneMonitorAction, string>> = { cycle: 'a cycle', stop: 'a stop', start: 'a start' };

const worst = (statuses: CardStatus[]): CardStatus => (statuses.includes('red') ? 'red' : statuses.includes('yellow') ? 'yellow' : 'green');

/** The action in progress, if any: one whose time has passed was abandoned and is ignored. */
function activeAction(state: LaneMonitorState, now: number): LaneMonitorAction | null {
  return state.action && state.action_until && Date.parse(state.action_until) > now ? state.action : null;
}

export async function summarySites(db: DbHandle): Promise<ApiStatusSummary['sites']> {
  const rows = await siteHeartbeats(db);
  const beats = rows.map((row) => (row.last_heartbeat_at ? Date.parse(row.last_heartbeat_at) : NaN)).filter((ms) => !Number.isNaN(ms));
  // The monitor's clock is the newest heartbeat it received, so a restored or seeded database shows what it recorded.
  const newest = beats.length ? Math.max(...beats) : null;
  const details = rows.map((row) => {
    const beat = row.last_heartbeat_at ? Date.parse(row.last_heartbeat_at) : null;
    const state =
      row.is_wan_up === 0
        ? ('not_running' as const)
        : beat === null || newest === null || newest - beat > staleHeartbeatMs
          ? ('not_updated' as const)
          : ('running' as const);
    return { ...row, is_wan_up: row.is_wan_up === 0 ? (0 as const) : (1 as const), state };
  });
  const count = (state: string) => details.filter((row) => row.state === state).length;
  const [running, notRunning, notUpdated] = [count('running'), count('not_running'), count('not_updated')];
  return {
    status: notRunning > 0 ? 'red' : notUpdated > 0 ? 'yellow' : 'green',
    running,
    not_running: notRunning,
    not_updated: notUpdated,
    checked_at: newest === null ? null : new Date(newest).toISOString(),
    details,
  };
}

async function summaryServices(db: DbHandle): Promise<ApiStatusSummary['services']> {
  const details = await premiseServiceRows(db);
  const count = (status: string) => details.filter((row) => row.status === status).length;
  return {
    status: worst(details.map((row) => (row.status === 'stopped' ? 'red' : row.status === 'degraded' ? 'yellow' : 'green'))),
    running: count('running'),
    degraded: count('degraded'),
    stopped: count('stopped'),
    details,
  };
}

async function summarySchedules(db: DbHandle): Promise<ApiStatusSummary['schedules']> {
  const details = await scheduledJobRows(db);
  const count = (status: string) => details.filter((row) => row.last_status === status).length;
  return {
    status: worst(details.map((row) => (row.last_status === 'failed' ? 'red' : row.last_status === 'late' ? 'yellow' : 'green'))),
    ok: count('ok'),
    late: count('late'),
    failed: count('failed'),
    details,
  };
}

export async function laneMonitorCard(db: DbHandle, now = Date.now()): Promise<LaneMonitorCard> {
  const state = await readLaneMonitorState(db);
  const action = activeAction(state, now);
  const lanes = await laneMonitorLaneRows(db);
  return {
    status: state.running !== 1 ? 'red' : action ? 'yellow' : 'green',
    running: state.running === 1 ? 1 : 0,
    changed_at: state.changed_at,
    action,
    action_started_at: action ? state.action_started_at : null,
    action_by: action ? state.action_by : null,
    last_action: state.last_action,
    last_action_at: state.last_action_at,
    last_action_by: state.last_action_by,
    details: lanes.map((lane) => ({ ...lane, url: `/v3/lanemonitor/${encodeURIComponent(lane.site)}/mobile` })),
  };
}

export function apiStatusRoutes({ db }: Deps, options: { laneMonitorActionMs?: number } = {}) {
  const app = new Hono<AppEnv>();

  app.get('/summary', async (c) => {
    const summary: ApiStatusSummary = {
      sites: await summarySites(db),
      services: await summaryServices(db),
      schedules: await summarySchedules(db),
      lanemonitor: await laneMonitorCard(db),
    };
    return c.json({ response: summary });
  });

  for (const [path, action] of Object.entries(actionPaths)) app.get(`/${path}`, (c) => runAction(c, action));

  async function runAction(c: Context<AppEnv>, action: LaneMonitorAction) {
    const actor = actorOf(c);
    const duration = options.laneMonitorActionMs ?? laneMonitorDurations[action];
    const started = new Date();
    // One action at a time: the state is read under the lane monitor's lock, held until this write ends.
    await writeTransaction(db, async () => {
      const state = await lockLaneMonitorState(db);
      const now = started.getTime();
      const running = activeAction(state, now);
      if (running) {
        const wait = Math.max(1, Math.ceil((Date.parse(state.action_until ?? '') - abandonAfterMs - now) / 1000));
        throw new HttpError(409, `The lane monitor is busy: ${actionNames[running]} started by ${state.action_by ?? 'another admin'} is still running`, {
          'Retry-After': String(wait),
        });
      }
      if (action === 'start' && state.running === 1) throw new HttpError(409, 'The lane monitor is already running: cycle or stop it instead');
      if (action !== 'start' && state.running !== 1) {
        throw new HttpError(409, `The lane monitor is not running: start it before ${action === 'cycle' ? 'cycling' : 'stopping'} it`);
      }
      await beginLaneMonitorAction(db, action, started.toISOString(), new Date(now + duration + abandonAfterMs).toISOString(), actor.username);
    });

    await new Promise((resolve) => setTimeout(resolve, duration));

    const finished = new Date().toISOString();
    await finishLaneMonitorAction(db, action, started.toISOString(), finished, actor.username);
    return c.json({ response: await laneMonitorCard(db) });
  }

  return app;
}
