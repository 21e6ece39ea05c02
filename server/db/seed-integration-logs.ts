/** Integration logs: AuctionACCESS card validation, Spincar, bidder badges and valuations. */
import type Database from 'better-sqlite3';
import { estimatePrice } from './seed-auctions.ts';
import { DAY, iso, RowWriter, scaled, type DealerInfo } from './seed-context.ts';
import type { LogRefs } from './seed-log-refs.ts';
import { pickWeighted, type Rng } from './seed-random.ts';

export const AA_LOGS = 2_000;
export const SPINCAR_LOGS = 2_000;
export const BADGE_LOGS = 2_000;
export const VALUATION_LOGS = 3_000;

const badgeMarkupText = `The representative "<img src=x onerror=alert(1)>" is not on the dealer rep list <script>alert('xss')</script>`;

/** `count` ascending timestamps within the `days` days before the reference. */
function times(rng: Rng, count: number, days: number, reference: number): Float64Array {
  const out = new Float64Array(count);
  for (let i = 0; i < count; i++) out[i] = reference - rng.int(60_000, days * DAY);
  return out.sort();
}

function dealerWithReps(rng: Rng, dealers: readonly DealerInfo[]): DealerInfo {
  for (let tries = 0; tries < 20; tries++) {
    const dealer = rng.pick(dealers);
    if (dealer.reps.length > 0) return dealer;
  }
  return rng.pick(dealers);
}

export function seedAaValidationLogs(sqlite: Database.Database, rng: Rng, refs: LogRefs, scale: number, reference: number): void {
  const rows = new RowWriter(sqlite, 'api_aavalidation_logs', ['site_id', 'person_id', 'success', 'message', 'valid', 'payload', 'response', 'created_at']);
  for (const ms of times(rng, scaled(AA_LOGS, scale), 90, reference)) {
    const site = rng.pick(refs.sites);
    const dealer = dealerWithReps(rng, refs.dealersBySite.get(site.id) ?? refs.dealers);
    const rep = dealer.reps.length > 0 && rng.chance(0.88) ? rng.pick(dealer.reps) : null;
    const personId = rep?.auctionAccess ?? `100${rng.digits(6)}`;
    const outcome = pickWeighted(rng, [
      ['valid', 78],
      ['expired', 7],
      ['unknown', 6],
      ['not_rep', 5],
      ['timeout', 4],
    ] as const);
    const success = outcome === 'timeout' ? 0 : 1;
    const valid = outcome === 'valid' ? 1 : 0;
    const message = {
      valid: 'Valid AuctionACCESS member',
      expired: 'Membership expired',
      unknown: 'Member not found',
      not_rep: 'Person is not an authorized representative of the dealership',
      timeout: 'AuctionACCESS service timeout after 10000 ms',
    }[outcome];
    const payload = { auctionAccessId: personId, dealerAuctionAccessId: dealer.auctionAccess, siteCode: site.code };
    const response =
      outcome === 'timeout'
        ? null
        : outcome === 'unknown'
          ? { status: 'NOT_FOUND', personId }
          : {
              status: outcome === 'expired' ? 'EXPIRED' : 'ACTIVE',
              personId,
              name: rep?.name ?? 'Unknown Person',
              dealerships: [{ id: dealer.auctionAccess, name: dealer.name, status: 'ACTIVE', authorized: outcome !== 'not_rep' }],
            };
    rows.add(site.id, personId, success, message, valid, JSON.stringify(payload), response ? JSON.stringify(response) : null, iso(ms));
  }
}

export function seedSpincarLogs(sqlite: Database.Database, rng: Rng, refs: LogRefs, scale: number, reference: number): void {
  const rows = new RowWriter(sqlite, 'api_spincar_logs', [
    'site_id',
    'spincar_auction_code',
    'vehicle_id',
    'asset_id',
    'spincar_asset_identifier',
    'error',
    'spincar_payload',
    'created_at',
  ]);
  for (const ms of times(rng, scaled(SPINCAR_LOGS, scale), 90, reference)) {
    const site = rng.pick(refs.sites);
    const vehicle = rng.pick(refs.vehiclesBySite.get(site.id) ?? refs.vehicles);
    const assetId = `sc_${rng.token128().slice(0, 12)}`;
    const error = rng.chance(0.08)
      ? rng.pick(['Asset not found', 'Upload incomplete: 12 of 36 frames', 'Invalid VIN for customer', 'Spincar API returned 502'])
      : null;
    const payload = {
      event: error ? 'spin.failed' : 'spin.completed',
      customer: site.def.spincarCode,
      vin: vehicle.vin,
      asset_id: assetId,
      frames: error ? rng.int(0, 20) : 36,
      walkaround_url: `https://spins.example.com/walk/${vehicle.vin}`,
      timestamp: iso(ms),
    };
    rows.add(site.id, site.def.spincarCode, vehicle.id, assetId, vehicle.vin, error, JSON.stringify(payload), iso(ms));
  }
}

export function seedBadgeLogs(sqlite: Database.Database, rng: Rng, refs: LogRefs, scale: number, reference: number): void {
  const rows = new RowWriter(sqlite, 'api_badge_logs', [
    'site_id',
    'rep_cubed_id',
    'rep_auction_access',
    'dealer_cubed_id',
    'dealer_auction_access',
    'bidder_badge',
    'oktobuy',
    'credit_limit',
    'has_error',
    'error_message',
    'error_message_text',
    'response',
    'created_at',
  ]);
  const stamps = times(rng, scaled(BADGE_LOGS, scale), 90, reference);
  stamps.forEach((ms, index) => {
    const site = rng.pick(refs.sites);
    const dealer = dealerWithReps(rng, refs.dealersBySite.get(site.id) ?? refs.dealers);
    const rep = dealer.reps.length > 0 ? rng.pick(dealer.reps) : null;
    const drawn = rng.chance(0.07)
      ? rng.pick([
          ['Rep not authorized', 'The representative is not on the dealer rep list in Cubed.'],
          ['Dealer not found', `No Cubed dealer matches AuctionACCESS ${dealer.auctionAccess}.`],
          ['Badge printer offline', 'Printer REG-2 did not respond within 5 s.'],
          ['Credit check failed', 'Floor plan provider returned HTTP 503.'],
        ] as const)
      : null;
    // The newest row's error holds markup, as a badge printer's answer might: the console shows it as text.
    const error = index === stamps.length - 1 ? (['Rep not authorized', badgeMarkupText] as const) : drawn;
    const badge = String(rng.int(1000, 9999));
    const okToBuy = error ? 0 : rng.chance(0.93) ? 1 : 0;
    const credit = pickWeighted(rng, [
      [0, 1],
      [15_000, 2],
      [25_000, 4],
      [50_000, 3],
      [100_000, 2],
      [250_000, 1],
    ] as const);
    const response = error
      ? { ok: false, error: error[0] }
      : { ok: true, badge, dealer: { name: dealer.name, cubed_id: dealer.cubedId }, rep: rep?.name ?? null, oktobuy: okToBuy === 1, credit_limit: credit };
    rows.add(
      error && rng.chance(0.4) ? null : site.id,
      rep?.cubedId ?? null,
      rep?.auctionAccess ?? null,
      dealer.cubedId,
      dealer.auctionAccess,
      error ? null : badge,
      okToBuy,
      credit,
      error ? 1 : 0,
      error?.[0] ?? null,
      error?.[1] ?? null,
      JSON.stringify(response),
      iso(ms),
    );
  });
}

export function seedValuationLogs(sqlite: Database.Database, rng: Rng, refs: LogRefs, scale: number, reference: number): void {
  const rows = new RowWriter(sqlite, 'api_valuation_logs', ['site_id', 'vehicle_id', 'vin', 'mileage', 'source', 'json', 'created_at']);
  for (const ms of times(rng, scaled(VALUATION_LOGS, scale), 180, reference)) {
    const vehicle = rng.pick(refs.vehicles);
    const source = pickWeighted(rng, [
      ['MMR', 45],
      ['KBB', 25],
      ['Black Book', 20],
      ['J.D. Power', 10],
    ] as const);
    const value = estimatePrice(rng, vehicle, ms);
    const data =
      source === 'MMR'
        ? {
            mmr: {
              wholesale: { above: Math.round(value * 1.12), average: value, below: Math.round(value * 0.86) },
              adjustedBy: { odometer: vehicle.mileage },
              sampleSize: rng.int(3, 240),
            },
          }
        : source === 'KBB'
          ? { kbb: { tradeIn: { fair: Math.round(value * 0.92), good: value, veryGood: Math.round(value * 1.06) }, privateParty: Math.round(value * 1.18) } }
          : source === 'Black Book'
            ? {
                blackbook: {
                  wholesale: { rough: Math.round(value * 0.85), average: value, clean: Math.round(value * 1.1), extraClean: Math.round(value * 1.17) },
                },
              }
            : {
                jdpower: {
                  cleanTrade: value,
                  averageTrade: Math.round(value * 0.9),
                  roughTrade: Math.round(value * 0.78),
                  cleanRetail: Math.round(value * 1.25),
                },
              };
    rows.add(
      vehicle.siteId,
      vehicle.id,
      vehicle.vin,
      vehicle.mileage,
      source,
      JSON.stringify({ vin: vehicle.vin, year: vehicle.year, make: vehicle.make, model: vehicle.model, ...data }),
      iso(ms),
    );
  }
}
