/**
 * What the API dashboard shows of the running systems: on-premise services and scheduled jobs.
 * The one module that reads `premise_services` and `scheduled_jobs` for the routes (ADR 0036).
 */
import { asc, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { apiScheduleLogs, premiseServices, scheduledJobs } from '../db/schema.ts';

/** The services, production first, then by environment and name. */
export function premiseServiceRows(db: Db) {
  return db
    .select({
      id: premiseServices.id,
      environment: premiseServices.environment,
      service: premiseServices.service,
      status: premiseServices.status,
      updated_at: premiseServices.updated_at,
    })
    .from(premiseServices)
    .orderBy(desc(eq(premiseServices.environment, 'Production')), asc(premiseServices.environment), asc(premiseServices.service))
    .all();
}

/** The scheduled jobs by name, each with the id of its latest schedule log (null before its first run). */
export function scheduledJobRows(db: Db) {
  const lastLog = db
    .select({ id: max(apiScheduleLogs.id) })
    .from(apiScheduleLogs)
    .where(eq(apiScheduleLogs.name, scheduledJobs.name));
  return db
    .select({
      id: scheduledJobs.id,
      name: scheduledJobs.name,
      interval_minutes: scheduledJobs.interval_minutes,
      last_run_at: scheduledJobs.last_run_at,
      last_status: scheduledJobs.last_status,
      // A correlated subquery: one index lookup per job (api_schedule_logs_name_idx).
      schedule_log_id: sql<number | null>`(${lastLog})`,
    })
    .from(scheduledJobs)
    .orderBy(asc(scheduledJobs.name))
    .all();
}
