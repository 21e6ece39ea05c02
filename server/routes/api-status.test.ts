/**
 * The API Dashboard over HTTP on the seeded database: the summary's
 * four cards computed from the stored state, the lane monitor actions with their state rules
 * and their running moment, and the public lane monitor page the lanes link to.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiStatusSummary, LaneMonitorCard } from '../../src/contract/api-status.ts';
import { type ApiCalls, refusal, startAdminApi } from '../test/calls.ts';
import type { TestServer } from '../test/http-server.ts';

/** A short action, so the tests can watch one run. */
const ACTION_MS = 600;

let server: TestServer, calls: ApiCalls, admin: string, inspector: string, cloudUser: string;

beforeAll(async () => {
  ({ server, calls, admin, inspector, cloudUser } = await startAdminApi({ laneMonitorActionMs: ACTION_MS }));
});
afterAll(() => server.close());

async function summary(): Promise<ApiStatusSummary> {
  return v.parse(ApiStatusSummary, (await calls.one<{ response: unknown }>('/v3/admin/api-status/summary', admin)).response);
}
const action = (path: string, token = admin) => server.call(`/v3/admin/api-status/${path}`, { token });
async function card(response: Response): Promise<LaneMonitorCard> {
  expect(response.status).toBe(200);
  return v.parse(LaneMonitorCard, ((await response.json()) as { response: unknown }).response);
}
/** Waits until the server has recorded the action as running (the request is on its way). */
async function running(name: string): Promise<void> {
  const until = Date.now() + ACTION_MS;
  while (state().action !== name) {
    if (Date.now() > until) throw new Error(`the ${name} action never started`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
const state = () =>
  calls.row<{ running: number; action: string | null; last_action: string | null; last_action_by: string | null }>(
    'SELECT running, action, last_action, last_action_by FROM lane_monitor_state WHERE id = 1',
  );

describe('GET /v3/admin/api-status/summary', () => {
  it('gives the on-premise WAN card from the site heartbeats: DAL up, ATL not updated, PHX down since its first failure', async () => {
    const { sites } = await summary();
    expect(sites).toMatchObject({ status: 'red', running: 1, not_running: 1, not_updated: 1 });
    expect(sites.details.map((site) => [site.code, site.state])).toEqual([
      ['ATL', 'not_updated'],
      ['DAL', 'running'],
      ['PHX', 'not_running'],
    ]);
    const phoenix = sites.details.find((site) => site.code === 'PHX');
    expect(phoenix).toMatchObject({ is_wan_up: 0, wan_first_down: calls.scalar("SELECT wan_first_down FROM sites WHERE code = 'PHX'") });
    expect(sites.checked_at).toBe(calls.scalar('SELECT max(last_heartbeat_at) FROM sites'));
  });

  it('follows the stored heartbeats: with PHX back up and ATL reporting, the card turns green', async () => {
    const newest = String(calls.scalar('SELECT max(last_heartbeat_at) FROM sites'));
    server.sqlite.prepare("UPDATE sites SET is_wan_up = 1, wan_first_down = NULL, last_heartbeat_at = ? WHERE code = 'PHX'").run(newest);
    expect((await summary()).sites).toMatchObject({ status: 'yellow', running: 2, not_running: 0, not_updated: 1 });
    server.sqlite.prepare("UPDATE sites SET last_heartbeat_at = ? WHERE code = 'ATL'").run(newest);
    expect((await summary()).sites).toMatchObject({ status: 'green', running: 3, not_running: 0, not_updated: 0 });
  });

  it('gives the services per environment, and the scheduled jobs with their newest schedule log', async () => {
    const { services, schedules } = await summary();
    expect(services.details).toHaveLength(Number(calls.scalar('SELECT count(*) FROM premise_services')));
    expect(services.details[0]?.environment).toBe('Production');
    expect(services).toMatchObject({ status: 'red', stopped: calls.scalar("SELECT count(*) FROM premise_services WHERE status = 'stopped'") });
    expect(schedules.details.map((job) => job.name)).toEqual(
      calls.rows<{ name: string }>('SELECT name FROM scheduled_jobs ORDER BY name').map((row) => row.name),
    );
    expect(schedules).toMatchObject({ status: 'red', failed: 1, late: 1 });
    for (const job of schedules.details) {
      const log = await calls.one<{ name: string; output_type: string; output: string }>(`/v3/util/api_schedule_logs/${job.schedule_log_id}`, admin);
      expect(log.name).toBe(job.name);
      if (log.output_type === 'json') expect(JSON.parse(log.output)).toHaveProperty('job', job.name);
    }
    server.sqlite.prepare("UPDATE premise_services SET status = 'running' WHERE status = 'stopped'").run();
    server.sqlite.prepare("UPDATE scheduled_jobs SET last_status = 'ok' WHERE last_status = 'failed'").run();
    const after = await summary();
    expect([after.services.status, after.schedules.status]).toEqual(['yellow', 'yellow']);
  });

  it('gives the lane monitor with every lane of every site and its page link', async () => {
    const { lanemonitor } = await summary();
    expect(lanemonitor).toMatchObject({ status: 'green', running: 1, action: null, last_action: 'start' });
    expect(lanemonitor.details).toHaveLength(Number(calls.scalar('SELECT count(*) FROM lane_monitor_lanes')));
    expect(lanemonitor.details.find((lane) => lane.site === 'DAL')).toMatchObject({ url: '/v3/lanemonitor/DAL/mobile', lane: 'A' });
    expect(lanemonitor.details.some((lane) => lane.active === 0)).toBe(true);
  });

  it('is for global admins only', async () => {
    for (const token of [inspector, cloudUser]) {
      expect(await refusal(await server.call('/v3/admin/api-status/summary', { token }))).toEqual([403, 'Not Authorized']);
    }
    expect((await server.call('/v3/admin/api-status/summary')).status).toBe(401);
  });
});

describe('lane monitor actions', () => {
  it('refuses Start while it runs, and the actions of non-admins, changing nothing', async () => {
    expect(await refusal(await action('laneMonitorStart'))).toEqual([409, 'The lane monitor is already running: cycle or stop it instead']);
    for (const token of [inspector, cloudUser]) expect(await refusal(await action('laneMonitorEnd', token))).toEqual([403, 'Not Authorized']);
    expect(state()).toMatchObject({ running: 1, action: null, last_action: 'start' });
  });

  it('stops: the call lasts the action, the monitor is then stopped and the card red', async () => {
    const started = performance.now();
    const stopped = await card(await action('laneMonitorEnd'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(ACTION_MS - 20);
    expect(stopped).toMatchObject({ status: 'red', running: 0, action: null, last_action: 'stop', last_action_by: 'admin@example.com' });
    expect(state()).toEqual({ running: 0, action: null, last_action: 'stop', last_action_by: 'admin@example.com' });
  });

  it('refuses Cycle and Stop while stopped', async () => {
    expect(await refusal(await action('laneMonitorRecycle'))).toEqual([409, 'The lane monitor is not running: start it before cycling it']);
    expect(await refusal(await action('laneMonitorEnd'))).toEqual([409, 'The lane monitor is not running: start it before stopping it']);
    expect(state()).toMatchObject({ running: 0, last_action: 'stop' });
  });

  it('starts; while it starts the summary shows it and every other action is refused with Retry-After', async () => {
    const starting = action('laneMonitorStart');
    await running('start');
    const during = (await summary()).lanemonitor;
    expect(during).toMatchObject({ status: 'red', running: 0, action: 'start', action_by: 'admin@example.com' });
    const busy = await action('laneMonitorRecycle');
    expect(busy.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refusal(busy)).toEqual([409, 'The lane monitor is busy: a start started by admin@example.com is still running']);
    expect(await refusal(await action('laneMonitorStart'))).toEqual([409, 'The lane monitor is busy: a start started by admin@example.com is still running']);
    const started = await card(await starting);
    expect(started).toMatchObject({ status: 'green', running: 1, action: null, last_action: 'start' });
    expect(state()).toMatchObject({ running: 1, action: null, last_action: 'start' });
  });

  it('cycles: running before and after, shown yellow while it cycles, with a new running-since time', async () => {
    const before = String(calls.scalar('SELECT changed_at FROM lane_monitor_state WHERE id = 1'));
    const cycling = action('laneMonitorRecycle');
    await running('cycle');
    expect((await summary()).lanemonitor).toMatchObject({ status: 'yellow', running: 1, action: 'cycle' });
    const cycled = await card(await cycling);
    expect(cycled).toMatchObject({ status: 'green', running: 1, action: null, last_action: 'cycle' });
    expect(cycled.changed_at > before).toBe(true);
  });

  it('runs one action at a time: of several asked at once, one runs and the others are refused', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => action('laneMonitorRecycle')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(await refusal(answer)).toEqual([409, 'The lane monitor is busy: a cycle started by admin@example.com is still running']);
    }
    expect(state()).toMatchObject({ running: 1, action: null, last_action: 'cycle' });
  });

  it('does not stay blocked by an action whose process died mid-way', async () => {
    server.sqlite
      .prepare("UPDATE lane_monitor_state SET action = 'stop', action_started_at = ?, action_until = ?, action_by = 'ghost@example.com' WHERE id = 1")
      .run(new Date(Date.now() - 60_000).toISOString(), new Date(Date.now() - 1_000).toISOString());
    expect((await summary()).lanemonitor).toMatchObject({ action: null, status: 'green' });
    expect(await card(await action('laneMonitorEnd'))).toMatchObject({ running: 0, last_action: 'stop' });
  });
});

describe('the lane monitor page (GET /v3/lanemonitor/{siteCode}/mobile)', () => {
  it("shows a site's lanes as inert HTML, without sign-in", async () => {
    server.sqlite.prepare("UPDATE lane_monitor_lanes SET description = '<script>alert(1)</script> Dealer' WHERE site_id = 1 AND lane = 'A'").run();
    const response = await server.call('/v3/lanemonitor/dal/mobile');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('Dallas Auto Auction (DAL) lane monitor');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Dealer');
    expect(html).not.toContain('<script>');
    expect(html.match(/<tr><td>/g)).toHaveLength(Number(calls.scalar('SELECT count(*) FROM lane_monitor_lanes WHERE site_id = 1')));
    expect(await refusal(await server.call('/v3/lanemonitor/XYZ/mobile'))).toEqual([404, "Unknown site 'XYZ'"]);
  });
});
