/**
 * The simulcast figures of the Servnet report: the one module that reads `auction_sales` and
 * `auction_attendance` for the routes (ADR 0036). Times are ISO-8601 UTC text, `from` included,
 * `until` not.
 */
import { and, count, countDistinct, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { auctionAttendance, auctionSales } from '../db/schema.ts';

// Conditional counts have no builder words; CASE is standard SQL, so both engines read it.
const countWhere = (condition: SQL) => sql<number>`coalesce(sum(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`.mapWith(Number);

/** Simulcast offers at a site in the range: how many, sold in the lane, sold online, and distinct buyers. */
export function simulcastSales(db: Db, siteId: number, from: string, until: string) {
  return db
    .select({
      offered: count(),
      inlane: countWhere(sql`${auctionSales.sold_channel} = 'inlane'`),
      online: countWhere(sql`${auctionSales.sold_channel} = 'online'`),
      buyers: countDistinct(auctionSales.buyer_dealer_id),
    })
    .from(auctionSales)
    .where(and(eq(auctionSales.site_id, siteId), eq(auctionSales.is_simulcast, 1), gte(auctionSales.offered_at, from), lt(auctionSales.offered_at, until)))
    .get()!;
}

/** Distinct dealers attending, and bidding at least once, at a site in the range. */
export function simulcastAttendance(db: Db, siteId: number, from: string, until: string) {
  return db
    .select({
      attendees: countDistinct(auctionAttendance.dealer_id),
      bidders: sql<number>`count(DISTINCT CASE WHEN ${auctionAttendance.bids} > 0 THEN ${auctionAttendance.dealer_id} END)`.mapWith(Number),
    })
    .from(auctionAttendance)
    .where(and(eq(auctionAttendance.site_id, siteId), gte(auctionAttendance.attended_at, from), lt(auctionAttendance.attended_at, until)))
    .get()!;
}
