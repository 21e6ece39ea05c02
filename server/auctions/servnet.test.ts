/** The Servnet report's simulcast figures (servnet.ts), the same on SQLite and on PostgreSQL. The HTTP side is routes/reporting.test.ts. */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { q, type DbHandle } from '../db/query.ts';
import { testEngines } from '../test/engines.ts';
import { simulcastAttendance, simulcastSales } from './servnet.ts';

const engines = testEngines();

describe.each(engines)('the Servnet figures on $name', (engine) => {
  let db: DbHandle;
  beforeEach(async () => {
    db = await engine.open();
    for (const statement of [
      sql`INSERT INTO vehicle_statuses (id, name) VALUES (1, 'In stock')`,
      sql`INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas'), (2, 'HOU', 'Houston')`,
      sql`INSERT INTO vehicles (vehicle_id, site_id, vin) VALUES (1, 1, 'VIN1'), (2, 1, 'VIN2'), (3, 1, 'VIN3'), (4, 2, 'VIN4')`,
      sql`INSERT INTO auctions (auction_id, site_id, event_name, auction_date) VALUES (1, 1, 'Monday', '2026-11-02'), (2, 2, 'Monday', '2026-11-02')`,
      sql`INSERT INTO dealers (dealer_id, site_id, dealer_num, dealer_name) VALUES (1, 1, 'D1', 'One'), (2, 1, 'D2', 'Two'), (3, 1, 'D3', 'Three')`,
      sql`INSERT INTO auction_sales (site_id, auction_id, vehicle_id, offered_at, is_simulcast, sold_channel, buyer_dealer_id) VALUES
        (1, 1, 1, '2026-11-02T15:00:00.000Z', 1, 'inlane', 1),
        (1, 1, 2, '2026-11-02T15:05:00.000Z', 1, 'online', 1),
        (1, 1, 3, '2026-11-02T15:10:00.000Z', 1, NULL, NULL),
        (1, 1, 3, '2026-11-02T15:15:00.000Z', 0, 'inlane', 2),
        (1, 1, 3, '2026-11-03T15:00:00.000Z', 1, 'online', 3),
        (2, 2, 4, '2026-11-02T15:00:00.000Z', 1, 'inlane', 1)`,
      sql`INSERT INTO auction_attendance (site_id, auction_id, dealer_id, attended_at, bids) VALUES
        (1, 1, 1, '2026-11-02T14:00:00.000Z', 3), (1, 1, 1, '2026-11-02T14:30:00.000Z', 0),
        (1, 1, 2, '2026-11-02T14:00:00.000Z', 0), (1, 1, 3, '2026-11-03T14:00:00.000Z', 5)`,
    ]) {
      await statement.execute(q(db));
    }
  });
  afterEach(() => engine.close(db));

  const day = ['2026-11-02T00:00:00.000Z', '2026-11-03T00:00:00.000Z'] as const;

  it('counts the simulcast offers of a site in the range, as numbers', async () => {
    expect(await simulcastSales(db, 1, ...day)).toEqual({ offered: 3, inlane: 1, online: 1, buyers: 1 });
    expect(await simulcastSales(db, 1, '2026-12-01T00:00:00.000Z', '2026-12-02T00:00:00.000Z')).toEqual({ offered: 0, inlane: 0, online: 0, buyers: 0 });
  });

  it('counts distinct attendees and bidders of a site in the range', async () => {
    expect(await simulcastAttendance(db, 1, ...day)).toEqual({ attendees: 2, bidders: 1 });
    expect(await simulcastAttendance(db, 2, ...day)).toEqual({ attendees: 0, bidders: 0 });
  });
});
