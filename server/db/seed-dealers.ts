/** Dealers of each site with their reps, registration options and payment defaults. */
import type Database from 'better-sqlite3';
import { DAY, iso, RowWriter, scaled, type DealerInfo, type SiteInfo } from './seed-context.ts';
import { announcements } from './seed-data/auction-lookups.ts';
import {
  dealerAuthReasons,
  dealerNamePatterns,
  firstNames,
  floorPlanLenders,
  lastNames,
  paymentMethods,
  repAuthReasons,
  titleDeliveries,
} from './seed-data/people.ts';
import type { RegionCity } from './seed-data/sites.ts';
import { pickWeighted, weightedPicker, type Rng } from './seed-random.ts';

export const DEALERS_PER_SITE = 100;

/** Unique random numbers of a fixed width. */
function uniqueNumbers(rng: Rng, min: number, max: number): () => number {
  const used = new Set<number>();
  return () => {
    for (;;) {
      const n = rng.int(min, max);
      if (!used.has(n)) {
        used.add(n);
        return n;
      }
    }
  };
}

export function seedDealers(sqlite: Database.Database, rng: Rng, sites: readonly SiteInfo[], scale: number, reference: number): DealerInfo[] {
  const dealers = new RowWriter(sqlite, 'dealers', [
    'dealer_id',
    'site_id',
    'dealer_num',
    'dealer_name',
    'auction_access',
    'addr1_line',
    'addr1_city',
    'addr1_state',
    'addr1_zip',
    'phone',
    'auth_flag',
    'auth_reason',
    'cubed_id',
    'created_at',
  ]);
  const reps = new RowWriter(sqlite, 'dealer_reps', [
    'id',
    'dealer_id',
    'display_name',
    'name_first',
    'name_last',
    'auction_access',
    'cubed_id',
    'auth_flag',
    'auth_reason',
  ]);
  const options = new RowWriter(sqlite, 'dealer_options', ['dealer_id', 'options', 'updated_at']);
  const defaults = new RowWriter(sqlite, 'dealer_defaults', ['dealer_id', 'payment_method', 'title_delivery', 'floor_plan']);
  const dealerAa = uniqueNumbers(rng, 1_000_000, 9_999_999);
  const repAa = uniqueNumbers(rng, 100_000_000, 100_999_999);
  const cubedId = uniqueNumbers(rng, 200_000, 899_999);
  const announcementIds = announcements
    .map((text, i) => ({ text, id: i + 1 }))
    .filter((a) => a.text !== 'CUSTOM')
    .map((a) => a.id);
  const result: DealerInfo[] = [];
  let repId = 0;

  for (const site of sites) {
    const pickCity = weightedPicker<RegionCity>(site.def.cities, (c) => c.weight);
    let num = 100_000 + rng.int(100, 900);
    for (let i = 0; i < scaled(DEALERS_PER_SITE, scale, 5); i++) {
      const id = result.length + 1;
      num += rng.int(1, 30);
      const city = pickCity(rng);
      const name = dealerName(rng, site.def.placeWords, city.city);
      const aa = String(dealerAa());
      const cubed = cubedId();
      const authorised = rng.chance(0.92);
      dealers.add(
        id,
        site.id,
        String(num),
        name,
        aa,
        `${rng.int(100, 19999)} ${rng.pick(site.def.streets)}`,
        city.city,
        city.state,
        rng.pick(city.zips),
        `(${city.areaCode}) 555-01${rng.digits(2)}`,
        authorised ? 'Y' : 'N',
        authorised ? null : rng.pick(dealerAuthReasons),
        cubed,
        iso(reference - rng.int(20, 2400) * DAY - rng.int(0, 86_399) * 1000),
      );
      const info: DealerInfo = { id, siteId: site.id, num: String(num), name, auctionAccess: aa, cubedId: cubed, reps: [] };
      const repCount = pickWeighted(rng, [
        [0, 10],
        [1, 25],
        [2, 25],
        [3, 18],
        [4, 12],
        [5, 6],
        [6, 4],
      ] as const);
      for (let r = 0; r < repCount; r++) {
        repId++;
        const first = rng.pick(firstNames);
        const last = rng.pick(lastNames);
        const repOk = rng.chance(0.95);
        const repAaNumber = String(repAa());
        const repCubed = cubedId();
        reps.add(repId, id, `${first} ${last}`, first, last, repAaNumber, repCubed, repOk ? 'Y' : 'N', repOk ? null : rng.pick(repAuthReasons));
        info.reps.push({ id: repId, auctionAccess: repAaNumber, cubedId: repCubed, name: `${first} ${last}` });
      }
      if (rng.chance(0.85)) {
        const defaultLights = {
          red: 0,
          green: rng.chance(0.8) ? 1 : 0,
          white: rng.chance(0.15) ? 1 : 0,
          blue: rng.chance(0.1) ? 1 : 0,
          yellow: rng.chance(0.2) ? 1 : 0,
        };
        if (!authorised) defaultLights.red = 1;
        const defaultAnnouncements = rng
          .sample(
            announcementIds,
            pickWeighted(rng, [
              [0, 5],
              [1, 3],
              [2, 2],
              [3, 1],
            ] as const),
          )
          .sort((a, b) => a - b);
        options.add(
          id,
          JSON.stringify({ registration: { defaultLights, defaultAnnouncements } }),
          iso(reference - rng.int(1, 500) * DAY - rng.int(0, 86_399) * 1000),
        );
      }
      if (rng.chance(0.8)) {
        const payment = rng.pick(paymentMethods);
        defaults.add(id, payment, rng.pick(titleDeliveries), payment === 'Floor Plan' ? rng.pick(floorPlanLenders) : null);
      }
      result.push(info);
    }
  }
  return result;
}

function dealerName(rng: Rng, placeWords: readonly string[], city: string): string {
  const pattern = pickWeighted(rng, dealerNamePatterns);
  return pattern
    .replace('{place}', rng.pick(placeWords))
    .replace('{last}', rng.pick(lastNames))
    .replace('{first}', rng.pick(firstNames))
    .replace('{city}', city);
}
