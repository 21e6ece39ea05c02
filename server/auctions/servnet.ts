/**
 * The simulcast figures of the Servnet report: the one module that reads `auction_sales` and
 * `auction_attendance` for the routes (ADR 0036), on the async query layer (ADR 0071). Times are
 * ISO-8601 UTC text, `from` included, `until` not.
 */
import { sql, type RawBuilder } from 'kysely';
import { q, type DbHandle } from '../db/query.ts';

// Conditional counts have no builder words; CASE is standard SQL, so both engines read it (on
// PostgreSQL the sum is a bigint, which postgres.ts reads as a number).
const countWhere = (condition: RawBuilder<unknown>) => sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

/** Simulcast offers at a site in the range: how many, sold in the lane, sold online, and distinct buyers. */
export async function simulcastSales(db: DbHandle, siteId: number, from: string, until: string) {
  return q(db)
    .selectFrom('auction_sales')
    .select((eb) => [
      eb.fn.countAll<number>().as('offered'),
      countWhere(sql`${sql.ref('sold_channel')} = 'inlane'`).as('inlane'),
      countWhere(sql`${sql.ref('sold_channel')} = 'online'`).as('online'),
      eb.fn.count<number>('buyer_dealer_id').distinct().as('buyers'),
    ])
    .where('site_id', '=', siteId)
    .where('is_simulcast', '=', 1)
    .where('offered_at', '>=', from)
    .where('offered_at', '<', until)
    .executeTakeFirstOrThrow();
}

/** Distinct dealers attending, and bidding at least once, at a site in the range. */
export async function simulcastAttendance(db: DbHandle, siteId: number, from: string, until: string) {
  return q(db)
    .selectFrom('auction_attendance')
    .select((eb) => [
      eb.fn.count<number>('dealer_id').distinct().as('attendees'),
      sql<number>`count(distinct case when ${sql.ref('bids')} > 0 then ${sql.ref('dealer_id')} end)`.as('bidders'),
    ])
    .where('site_id', '=', siteId)
    .where('attended_at', '>=', from)
    .where('attended_at', '<', until)
    .executeTakeFirstOrThrow();
}
