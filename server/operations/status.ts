/**
 * What the API dashboard shows of the running systems: on-premise services and scheduled jobs.
 * The one module that reads `premise_services` and `scheduled_jobs` for the routes (ADR 0036),
 * through the async query layer (ADR 0071): standard SQL only.
 */
import { q, type DbHandle } from '../db/query.ts';

/**
 * The services, production first, then by environment and name. Production first is a CASE,
 * not a sort on `environment = 'Production'`: that is 0/1 on SQLite and a boolean on PostgreSQL.
 */
export async function premiseServiceRows(db: DbHandle) {
  return q(db)
    .selectFrom('premise_services')
    .select(['id', 'environment', 'service', 'status', 'updated_at'])
    .orderBy((eb) => eb.case().when('environment', '=', 'Production').then(eb.lit(0)).else(eb.lit(1)).end())
    .orderBy('environment')
    .orderBy('service')
    .execute();
}

/** The scheduled jobs by name, each with the id of its latest schedule log (null before its first run). */
export async function scheduledJobRows(db: DbHandle) {
  return q(db)
    .selectFrom('scheduled_jobs')
    .select((eb) => [
      'scheduled_jobs.id',
      'scheduled_jobs.name',
      'scheduled_jobs.interval_minutes',
      'scheduled_jobs.last_run_at',
      'scheduled_jobs.last_status',
      // A correlated subquery: one index lookup per job (api_schedule_logs_name_idx).
      eb
        .selectFrom('api_schedule_logs')
        .select((sub) => sub.fn.max('api_schedule_logs.id').as('id'))
        .whereRef('api_schedule_logs.name', '=', 'scheduled_jobs.name')
        .$asScalar()
        .as('schedule_log_id'),
    ])
    .orderBy('scheduled_jobs.name')
    .execute();
}
