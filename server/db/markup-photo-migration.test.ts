/**
 * The migration that names the photo of every stored markup (ADR 0095; 0013 on SQLite, 0006 on
 * PostgreSQL), on a database that holds markups already: a markup of a damage with a photo is
 * tied to that photo's SHA-256, and reads back as a markup; the markup of a damage with no
 * photo is dropped; a damage with no markup keeps none.
 */
import { describe, expect, it } from 'vitest';
import { parseStoredMarkup } from '../../src/contract/photo-markup.ts';
import { dataMigration } from '../test/data-migration.ts';

const migration = dataMigration('markup-photo-sha256');
const sha = 'c0ffee'.padEnd(64, '0');
const drawn = { shapes: [{ type: 'circle', colour: 'red', cx: 0.5, cy: 0.5, r: 0.1 }] };

/** Report 1's damage 1 has a photo and a markup; damage 2 a markup and no photo; damage 3 a photo and no markup. */
const rows = [
  `INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas')`,
  `INSERT INTO vehicle_statuses (id, name) VALUES (1, 'Active')`,
  `INSERT INTO condition_report_types (id, name) VALUES (1, 'Standard')`,
  `INSERT INTO vehicles (vehicle_id, site_id, vin, vehicle_status_id) VALUES (1, 1, '1FTFW1E50NFA00001', 1)`,
  `INSERT INTO inspections (condition_report_id, vehicle_id, condition_report_type_id, created_date) VALUES (1, 1, 1, '2026-11-01T00:00:00.000Z')`,
  `INSERT INTO inspection_items (vehicle_condition_id, condition_report_id, photo_markup) VALUES
     (1, 1, '${JSON.stringify(drawn)}'), (2, 1, '${JSON.stringify(drawn)}'), (3, 1, NULL)`,
  `INSERT INTO condition_images (vehicle_condition_id, image_file_path, mime_type, sha256, captured_at) VALUES
     (1, 'a.jpg', 'image/jpeg', '${sha}', '2026-11-01T00:00:00.000Z'), (3, 'b.jpg', 'image/jpeg', '${'d'.repeat(64)}', '2026-11-01T00:00:00.000Z')`,
];
const readBack = 'SELECT vehicle_condition_id, photo_markup FROM inspection_items ORDER BY vehicle_condition_id';

function expectNamed(found: { vehicle_condition_id: number; photo_markup: string | null }[]): void {
  expect(found.map((row) => [row.vehicle_condition_id, parseStoredMarkup(row.photo_markup)])).toEqual([
    [1, { photo_sha256: sha, shapes: drawn.shapes }],
    [2, null],
    [3, null],
  ]);
  expect(found.map((row) => row.photo_markup === null)).toEqual([false, true, true]);
}

describe('the markup’s photo migration on a database with markups', () => {
  it('on SQLite: a markup names its damage’s photo; one with no photo goes', () => {
    expectNamed(migration.sqlite(rows, readBack));
  });

  it('on PostgreSQL: the same', async () => {
    expectNamed(await migration.postgres(rows, readBack));
  });
});
