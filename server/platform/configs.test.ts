/** Configuration values on SQLite and on PostgreSQL, and the synchronous variants on SQLite. */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { q, type DbHandle } from '../db/query.ts';
import { testEngines } from '../test/engines.ts';
import { configText, effectiveConfig } from './configs.ts';

const engines = testEngines();

describe.each(engines)('configuration values on $name', (engine) => {
  let db: DbHandle;

  beforeEach(async () => {
    db = await engine.open();
    await sql`INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas'), (2, 'HOU', 'Houston')`.execute(q(db));
    await sql`INSERT INTO configs (name, type, type_id, value_type, value, deleted_at) VALUES
       ('photo_max_per_vehicle', 'global', NULL, 'integer', '40', NULL),
       ('photo_max_per_vehicle', 'site', 1, 'integer', '12', NULL),
       ('integration_cubed_sync', 'global', NULL, 'boolean', 'true', NULL),
       ('integration_cubed_sync', 'site', 2, 'boolean', '0', NULL),
       ('site_only', 'site', 2, 'string', 'h', NULL),
       ('banner', 'global', NULL, 'string', NULL, NULL),
       ('retired', 'global', NULL, 'string', 'x', '2026-01-01T00:00:00.000Z')`.execute(q(db));
  });

  afterEach(() => engine.close(db));

  it('are the global ones overridden by the site’s own, typed, without deleted ones or other sites’', async () => {
    expect(await effectiveConfig(db, 1)).toEqual({ banner: null, integration_cubed_sync: true, photo_max_per_vehicle: 12 });
    const houston = await effectiveConfig(db, 2);
    expect(houston).toEqual({ banner: null, integration_cubed_sync: false, photo_max_per_vehicle: 40, site_only: 'h' });
    // The global names by name, then the site's own new ones: the same JSON on both engines.
    expect(Object.keys(houston)).toEqual(['banner', 'integration_cubed_sync', 'photo_max_per_vehicle', 'site_only']);
  });

  it('are read one at a time as stored text, the site’s own first', async () => {
    expect(await configText(db, 1, 'photo_max_per_vehicle')).toBe('12');
    expect(await configText(db, 2, 'photo_max_per_vehicle')).toBe('40');
    expect(await configText(db, 1, 'banner')).toBeNull();
    expect(await configText(db, 1, 'retired')).toBeUndefined();
    expect(await configText(db, 1, 'site_only')).toBeUndefined();
  });
});
