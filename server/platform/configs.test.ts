import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/connection.ts';
import { configText, effectiveConfig } from './configs.ts';

let db: Db;

beforeEach(() => {
  db = openDatabase(':memory:');
  db.$client.prepare("INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas'), (2, 'HOU', 'Houston')").run();
  db.$client
    .prepare(
      `INSERT INTO configs (name, type, type_id, value_type, value, deleted_at) VALUES
       ('photo_max_per_vehicle', 'global', NULL, 'integer', '40', NULL),
       ('photo_max_per_vehicle', 'site', 1, 'integer', '12', NULL),
       ('integration_cubed_sync', 'global', NULL, 'boolean', 'true', NULL),
       ('integration_cubed_sync', 'site', 2, 'boolean', '0', NULL),
       ('banner', 'global', NULL, 'string', NULL, NULL),
       ('retired', 'global', NULL, 'string', 'x', '2026-01-01T00:00:00.000Z')`,
    )
    .run();
});

afterEach(() => db.$client.close());

describe('configuration values', () => {
  it('are the global ones overridden by the site’s own, typed, without deleted ones or other sites’', () => {
    expect(effectiveConfig(db, 1)).toEqual({ banner: null, integration_cubed_sync: true, photo_max_per_vehicle: 12 });
    expect(effectiveConfig(db, 2)).toEqual({ banner: null, integration_cubed_sync: false, photo_max_per_vehicle: 40 });
  });

  it('are read one at a time as stored text, the site’s own first', () => {
    expect(configText(db, 1, 'photo_max_per_vehicle')).toBe('12');
    expect(configText(db, 2, 'photo_max_per_vehicle')).toBe('40');
    expect(configText(db, 1, 'banner')).toBeNull();
    expect(configText(db, 1, 'retired')).toBeUndefined();
  });
});
