/**
 * The migration that gives reports their kept facts (ADR 0089; 0011 on SQLite, 0004 on
 * PostgreSQL), on a database that holds reports already: an original that an approved report
 * replaced keeps the vehicle's keys, drivable, body type and style and tyres as they are at the
 * migration; an approved report and an original not yet approved keep none.
 */
import { describe, expect, it } from 'vitest';
import { dataMigration } from '../test/data-migration.ts';

const migration = dataMigration('report-kept-facts');

/** Vehicle 1's report 1 replaced by approved report 2; vehicle 2's report 3 not approved. */
const rows = [
  `INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas')`,
  `INSERT INTO vehicle_statuses (id, name) VALUES (1, 'Active')`,
  `INSERT INTO condition_report_types (id, name) VALUES (1, 'Standard'), (2, 'Approved')`,
  `INSERT INTO body_styles (id, body_style_code, body_style_desc) VALUES (2, 'SUV', 'Sport utility')`,
  `INSERT INTO vehicles (vehicle_id, site_id, vin, keys_count, drivable, body_type, body_style, tires, vehicle_status_id)
     VALUES (1, 1, '1FTFW1E50NFA00001', 3, 1, 'SUV', 2, '{"spareExists":true}', 1), (2, 1, '1FTFW1E50NFA00002', 1, 0, NULL, NULL, NULL, 1)`,
  `INSERT INTO inspections (condition_report_id, vehicle_id, condition_report_type_id, original_report_id, created_date)
     VALUES (1, 1, 1, NULL, '2026-11-01T00:00:00.000Z'), (2, 1, 2, 1, '2026-11-02T00:00:00.000Z'), (3, 2, 1, NULL, '2026-11-03T00:00:00.000Z')`,
];
const readBack = `SELECT condition_report_id, facts_kept_at, kept_keys_count, kept_drivable, kept_body_type, kept_body_style, kept_tires
  FROM inspections ORDER BY condition_report_id`;

interface KeptRow {
  condition_report_id: number;
  facts_kept_at: string | null;
  kept_keys_count: number | null;
  kept_drivable: number | null;
  kept_body_type: string | null;
  kept_body_style: number | null;
  kept_tires: string | null;
}

function expectKept(found: KeptRow[]): void {
  const none = { facts_kept_at: null, kept_keys_count: null, kept_drivable: null, kept_body_type: null, kept_body_style: null, kept_tires: null };
  expect(found).toEqual([
    {
      condition_report_id: 1,
      facts_kept_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      kept_keys_count: 3,
      kept_drivable: 1,
      kept_body_type: 'SUV',
      kept_body_style: 2,
      kept_tires: '{"spareExists":true}',
    },
    { condition_report_id: 2, ...none },
    { condition_report_id: 3, ...none },
  ]);
}

describe('the kept facts’ migration on a database with reports', () => {
  it('on SQLite: the approved report’s original keeps the vehicle’s facts of the day', () => {
    expectKept(migration.sqlite<KeptRow>(rows, readBack));
  });

  it('on PostgreSQL: the same', async () => {
    expectKept(await migration.postgres<KeptRow>(rows, readBack));
  });
});
