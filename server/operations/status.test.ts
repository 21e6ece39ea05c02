/** The API dashboard's services and scheduled jobs, and an integration's status panel, on SQLite and on PostgreSQL. */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { q, type DbHandle } from '../db/query.ts';
import { integrationStatusRows } from '../integration/status.ts';
import { testEngines } from '../test/engines.ts';
import { premiseServiceRows, scheduledJobRows } from './status.ts';

const engines = testEngines();

describe.each(engines)('the running systems on $name', (engine) => {
  let db: DbHandle;

  beforeEach(async () => {
    db = await engine.open();
  });

  afterEach(() => engine.close(db));

  it('gives the services production first, then by environment and name', async () => {
    await sql`INSERT INTO premise_services (environment, service, status, updated_at) VALUES
      ('QA', 'Sync', 'running', '2026-01-01T00:00:00.000Z'),
      ('Production', 'Sync', 'stopped', '2026-01-01T00:00:00.000Z'),
      ('Demo', 'Api', 'degraded', '2026-01-01T00:00:00.000Z'),
      ('Production', 'Api', 'running', '2026-01-01T00:00:00.000Z')`.execute(q(db));
    const rows = await premiseServiceRows(db);
    expect(rows.map((row) => `${row.environment} ${row.service} ${row.status}`)).toEqual([
      'Production Api running',
      'Production Sync stopped',
      'Demo Api degraded',
      'QA Sync running',
    ]);
  });

  it('gives the scheduled jobs by name, each with its newest schedule log, null before its first run', async () => {
    await sql`INSERT INTO scheduled_jobs (name, interval_minutes, last_run_at, last_status) VALUES
      ('valuations', 60, '2026-01-01T00:00:00.000Z', 'late'), ('cleanup', 1440, NULL, 'ok')`.execute(q(db));
    await sql`INSERT INTO api_schedule_logs (name, output_type, output) VALUES
      ('valuations', 'text', 'one'), ('other', 'text', 'x'), ('valuations', 'json', '{}')`.execute(q(db));
    expect(await scheduledJobRows(db)).toEqual([
      { id: 2, name: 'cleanup', interval_minutes: 1440, last_run_at: null, last_status: 'ok', schedule_log_id: null },
      { id: 1, name: 'valuations', interval_minutes: 60, last_run_at: '2026-01-01T00:00:00.000Z', last_status: 'late', schedule_log_id: 3 },
    ]);
  });

  it("gives one integration's status entries at one site in their display order", async () => {
    await sql`INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas'), (2, 'HOU', 'Houston')`.execute(q(db));
    await sql`INSERT INTO integration_status (site_id, integration, name, value, sort_order) VALUES
      (1, 'carmax', 'Second', '["a","b"]', 1), (1, 'carmax', 'First', 'ok', 0), (2, 'carmax', 'Other site', 'x', 0),
      (1, 'other', 'Other integration', 'x', 0), (1, 'carmax', 'Also second', 'y', 1)`.execute(q(db));
    expect(await integrationStatusRows(db, 1, 'carmax')).toEqual([
      { name: 'First', value: 'ok' },
      { name: 'Second', value: '["a","b"]' },
      { name: 'Also second', value: 'y' },
    ]);
  });
});
