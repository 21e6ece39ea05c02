/** Weekly sale events per site, and the Servnet sources: simulcast offers/sales and attendance with bids. */
import type Database from 'better-sqlite3';
import { DAY, iso, MINUTE, RowWriter, groupBy, must, scaled, type AuctionInfo, type DealerInfo, type SiteInfo, type VehicleInfo } from './seed-context.ts';
import type { Rng } from './seed-random.ts';

/** Weeks of sales before the reference (with their Servnet sources) and after it (lineups without sales yet). */
const WEEKS_BACK = 78;
const WEEKS_AHEAD = 2;
const luxuryMakes = new Set(['BMW', 'Mercedes-Benz', 'Audi', 'Lexus', 'Cadillac', 'Lincoln', 'Tesla', 'Acura', 'Infiniti', 'Volvo']);
const bigBodies = new Set(['SUV', 'CREW', 'XCAB', 'PU', 'VAN', 'PVAN', 'CHAS', 'UTIL']);

export function seedAuctions(sqlite: Database.Database, sites: readonly SiteInfo[], reference: number): AuctionInfo[] {
  const events: Omit<AuctionInfo, 'id'>[] = [];
  for (const site of sites) {
    const ref = new Date(reference);
    const daysToSale = (site.def.saleWeekday - ref.getUTCDay() + 7) % 7;
    const nextSale = Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth(), ref.getUTCDate() + daysToSale, 9 + site.def.utcOffsetHours, 30);
    for (let week = -WEEKS_BACK; week < WEEKS_AHEAD; week++) {
      events.push({ siteId: site.id, ms: nextSale + week * 7 * DAY, eventName: `${site.code} Weekly Dealer Sale` });
    }
  }
  events.sort((a, b) => a.ms - b.ms || a.siteId - b.siteId);
  const rows = new RowWriter(sqlite, 'auctions', ['auction_id', 'site_id', 'event_name', 'auction_date']);
  return events.map((event, index) => {
    rows.add(index + 1, event.siteId, event.eventName, iso(event.ms));
    return { id: index + 1, ...event };
  });
}

/** A believable hammer price for the vehicle at the time of the sale. */
export function estimatePrice(rng: Rng, vehicle: VehicleInfo, atMs: number): number {
  const age = Math.max(0, new Date(atMs).getUTCFullYear() - vehicle.year);
  let base = bigBodies.has(vehicle.bodyCode) ? 38_000 : 29_000;
  if (luxuryMakes.has(vehicle.make)) base *= 1.45;
  const value = base * 0.85 ** age * Math.max(0.35, 1 - vehicle.mileage / 400_000) * rng.float(0.8, 1.2);
  return Math.max(800, Math.round(value / 25) * 25);
}

export function seedServnet(
  sqlite: Database.Database,
  rng: Rng,
  auctions: readonly AuctionInfo[],
  dealers: readonly DealerInfo[],
  vehicles: readonly VehicleInfo[],
  scale: number,
  reference: number,
): void {
  const sales = new RowWriter(sqlite, 'auction_sales', [
    'site_id',
    'auction_id',
    'vehicle_id',
    'offered_at',
    'is_simulcast',
    'sold_channel',
    'buyer_dealer_id',
    'price',
  ]);
  const attendance = new RowWriter(sqlite, 'auction_attendance', ['site_id', 'auction_id', 'dealer_id', 'attended_at', 'bids']);
  const dealersBySite = groupBy(dealers, (d) => d.siteId);
  const vehiclesBySite = groupBy(vehicles, (v) => v.siteId);
  for (const list of vehiclesBySite.values()) list.sort((a, b) => a.receivedMs - b.receivedMs);

  for (const auction of auctions) {
    if (auction.ms >= reference) continue;
    const siteDealers = must(dealersBySite, auction.siteId);
    const attendees = rng.sample(siteDealers, scaled(rng.int(25, 45), scale));
    const bidders: DealerInfo[] = [];
    for (const dealer of attendees) {
      const bids = rng.chance(0.35) ? 0 : Math.ceil(30 * rng.next() ** 2);
      if (bids > 0) bidders.push(dealer);
      attendance.add(auction.siteId, auction.id, dealer.id, iso(auction.ms + rng.int(-30, 240) * MINUTE), bids);
    }
    const stock = must(vehiclesBySite, auction.siteId);
    const available = upperBound(stock, auction.ms);
    if (available === 0) continue;
    const recentFrom = upperBound(stock, auction.ms - 60 * DAY);
    const offered = scaled(rng.int(45, 75), scale);
    for (let i = 0; i < offered; i++) {
      const from = available - recentFrom > 10 ? recentFrom : 0;
      const vehicle = stock[rng.int(from, available - 1)];
      if (!vehicle) continue;
      const channel = rng.next();
      const sold = channel < 0.38 ? 'inlane' : channel < 0.6 ? 'online' : null;
      const simulcast = sold === 'online' || rng.chance(0.85) ? 1 : 0;
      const buyer = sold && bidders.length > 0 ? rng.pick(bidders) : sold ? rng.pick(siteDealers) : null;
      const offeredAt = auction.ms + rng.int(0, 300) * MINUTE + rng.int(0, 59) * 1000;
      sales.add(
        auction.siteId,
        auction.id,
        vehicle.id,
        iso(offeredAt),
        simulcast,
        sold,
        buyer?.id ?? null,
        sold ? estimatePrice(rng, vehicle, auction.ms) : null,
      );
    }
  }
}

/** Number of vehicles (sorted by receivedMs) received before `ms`. */
function upperBound(sorted: readonly VehicleInfo[], ms: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid]?.receivedMs ?? Infinity) < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
