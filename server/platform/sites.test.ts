/** Site lookups on SQLite and on PostgreSQL. */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { q, type DbHandle } from '../db/query.ts';
import { testEngines } from '../test/engines.ts';
import { siteByCode, siteByCubedCompany, siteById, siteHeartbeats } from './sites.ts';

const engines = testEngines();

describe.each(engines)('sites on $name', (engine) => {
  let db: DbHandle;

  beforeEach(async () => {
    db = await engine.open();
    await sql`INSERT INTO sites (id, code, name, timezone, cubed_company_id, is_wan_up, last_heartbeat_at) VALUES
      (1, 'HOU', 'Houston', 'America/Chicago', 77, 1, '2026-01-01T00:00:00.000Z'),
      (2, 'ATL', 'Atlanta', 'America/New_York', NULL, 0, NULL)`.execute(q(db));
  });

  afterEach(() => engine.close(db));

  it('are found by id, by code and by Cubed company, with what a route needs of them', async () => {
    const atlanta = { id: 2, code: 'ATL', name: 'Atlanta', timezone: 'America/New_York' };
    expect(await siteById(db, 2)).toEqual(atlanta);
    expect(await siteByCode(db, 'ATL')).toEqual(atlanta);
    expect(await siteByCubedCompany(db, 77)).toEqual({ id: 1, code: 'HOU', name: 'Houston', timezone: 'America/Chicago' });
    expect(await siteById(db, 3)).toBeUndefined();
    expect(await siteByCode(db, 'atl')).toBeUndefined();
    expect(await siteByCubedCompany(db, 78)).toBeUndefined();
  });

  it('give their heartbeats by code', async () => {
    expect(await siteHeartbeats(db)).toEqual([
      { id: 2, code: 'ATL', name: 'Atlanta', is_wan_up: 0, wan_first_down: null, last_heartbeat_at: null },
      { id: 1, code: 'HOU', name: 'Houston', is_wan_up: 1, wan_first_down: null, last_heartbeat_at: '2026-01-01T00:00:00.000Z' },
    ]);
  });
});
