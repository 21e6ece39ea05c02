/**
 * API dashboard rows: scheduled jobs and their logs, on-premise services, the lane monitor and the
 * Carmax status. Their times are minutes old at the seed's run, `seededAt`, not at the reference.
 */
import type Database from 'better-sqlite3';
import { HOUR, iso, MINUTE, RowWriter, type SiteInfo } from './seed-context.ts';
import { carmaxStatusEntries, premiseServiceNames, premiseServiceStatus, scheduledJobs } from './seed-data/platform.ts';
import type { Rng } from './seed-random.ts';

/** Schedule log rows kept per job (the newest runs). */
const LOGS_PER_JOB = 40;

const lanePurposes = ['Dealer consignment', 'Fleet/Lease', 'Rental returns', 'Online only', 'Repo / bank', 'Heavy trucks', 'Specialty'];

export function seedDashboard(sqlite: Database.Database, rng: Rng, sites: readonly SiteInfo[], seededAt: number): void {
  seedSchedules(sqlite, rng, sites, seededAt);

  const services = new RowWriter(sqlite, 'premise_services', ['id', 'environment', 'service', 'status', 'updated_at']);
  let serviceId = 0;
  for (const environment of ['Production', 'QA']) {
    for (const service of premiseServiceNames) {
      serviceId++;
      const status = premiseServiceStatus[environment]?.[service] ?? 'running';
      services.add(serviceId, environment, service, status, iso(seededAt - rng.int(1, status === 'running' ? 10 : 600) * MINUTE));
    }
  }

  // Running since an admin started it a few hours ago; no action in progress.
  const started = iso(seededAt - 3 * HOUR - 12 * MINUTE);
  new RowWriter(sqlite, 'lane_monitor_state', ['id', 'running', 'changed_at', 'last_action', 'last_action_at', 'last_action_by']).add(
    1,
    1,
    started,
    'start',
    started,
    'morgan.ellis@example.com',
  );
  const lanes = new RowWriter(sqlite, 'lane_monitor_lanes', ['site_id', 'lane', 'active', 'description']);
  for (const site of sites) {
    site.def.lanes.forEach((lane, index) => {
      const active = site.code === 'PHX' && index === site.def.lanes.length - 1 ? 0 : rng.chance(0.92) ? 1 : 0;
      lanes.add(site.id, lane, active, `Lane ${lane} - ${lanePurposes[index % lanePurposes.length] ?? 'General'}`);
    });
  }

  const status = new RowWriter(sqlite, 'integration_status', ['site_id', 'integration', 'name', 'value', 'sort_order']);
  for (const site of sites) {
    const lastSync = iso(seededAt - rng.int(2, site.code === 'PHX' ? 90 : 20) * MINUTE);
    carmaxStatusEntries(site.code, lastSync, () => rng.next()).forEach(([name, value], index) => status.add(site.id, 'carmax', name, value, index));
  }
}

function seedSchedules(sqlite: Database.Database, rng: Rng, sites: readonly SiteInfo[], seededAt: number): void {
  const jobs = new RowWriter(sqlite, 'scheduled_jobs', ['id', 'name', 'interval_minutes', 'last_run_at', 'last_status']);
  const runs: { ms: number; name: string; type: 'json' | 'text'; output: string }[] = [];
  scheduledJobs.forEach((job, index) => {
    const lastRun = seededAt - job.lastRunAgo * MINUTE;
    jobs.add(index + 1, job.name, job.interval_minutes, iso(lastRun), job.last_status);
    for (let k = 0; k < LOGS_PER_JOB; k++) {
      const ms = lastRun - k * job.interval_minutes * MINUTE - (k === 0 ? 0 : rng.int(0, 40) * 1000);
      const failed = k === 0 && job.last_status === 'failed';
      runs.push({ ms, name: job.name, type: job.output_type, output: jobOutput(rng, job.name, job.output_type, failed, sites) });
    }
  });
  runs.sort((a, b) => a.ms - b.ms);
  const logs = new RowWriter(sqlite, 'api_schedule_logs', ['name', 'output_type', 'output', 'created_at']);
  for (const run of runs) logs.add(run.name, run.type, run.output, iso(run.ms));
}

function jobOutput(rng: Rng, name: string, type: 'json' | 'text', failed: boolean, sites: readonly SiteInfo[]): string {
  const perSite = Object.fromEntries(sites.map((s) => [s.code, rng.int(0, 60)]));
  const total = Object.values(perSite).reduce((a, b) => a + b, 0);
  if (type === 'json') {
    if (failed) {
      return JSON.stringify({ job: name, ok: false, error: 'Spincar API returned 502 Bad Gateway', attempts: 3, sites: perSite });
    }
    return JSON.stringify({
      job: name,
      ok: true,
      processed: total,
      failed: rng.chance(0.15) ? rng.int(1, 4) : 0,
      duration_ms: rng.int(180, 9000),
      sites: perSite,
    });
  }
  const detail = sites.map((s) => `${s.code} ${perSite[s.code] ?? 0}`).join(', ');
  const seconds = (rng.int(4, 180) / 10).toFixed(1);
  if (name.startsWith('Archive')) return `Archived ${total} checked-out vehicles (${detail}) in ${seconds}s`;
  if (name.startsWith('Gate')) return `Flagged ${total} open gate passes older than the expiry window (${detail})`;
  return `Refreshed ${total} valuations (${detail}); ${rng.int(0, 3)} provider timeouts; took ${seconds}s`;
}
