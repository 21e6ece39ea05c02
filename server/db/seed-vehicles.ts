/** Vehicles of each site (VIN, descriptors, status, tyres) and their equipment lists. */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { DAY, iso, isoDate, RowWriter, groupBy, must, scaled, type DealerInfo, type SiteInfo, type VehicleInfo } from './seed-context.ts';
import { commonTyreBrandIds } from './seed-data/tyre-brands.ts';
import { baseEquipment, bodyStyles, colours, equipmentNames, type BodyStyleDefinition } from './seed-data/vehicle-attributes.ts';
import { importMakes } from './seed-data/vehicle-models-import.ts';
import { makes as domesticMakes, type MakeDefinition, type ModelDefinition } from './seed-data/vehicle-models.ts';
import { poolPhotoFor } from './seed-photos.ts';
import { pickWeighted, weightedPicker, type Rng } from './seed-random.ts';
import { generateVin } from './seed-vin.ts';

export const VEHICLES_PER_SITE = 1500;
const YEAR_MS = 365.25 * DAY;
/** Statuses the read-only rules of the inspection screen need to see at least once per site. */
const REQUIRED_STATUSES = [4, 5, 6, 7, 9];
const rawBodyTypes = ['4D SEDAN', 'SPORT UTILITY', 'CREW CAB PICKUP', 'HATCHBACK 4D'];

interface Draft {
  siteId: number;
  receivedMs: number;
  make: MakeDefinition;
  model: ModelDefinition;
  body: BodyStyleDefinition;
  year: number;
  status: number;
}

const allMakes = [...domesticMakes, ...importMakes];
const pickMake = weightedPicker(allMakes, (m) => m.weight);
const modelPickers = new Map(allMakes.map((m) => [m.make, weightedPicker(m.models, (model) => model.weight)]));
const pickColour = weightedPicker(colours, (c) => c.weight);
const bodyByCode = new Map(bodyStyles.map((b) => [b.code, b]));

function statusFor(rng: Rng, daysAgo: number): number {
  if (daysAgo < 30)
    return pickWeighted(rng, [
      [1, 50],
      [2, 30],
      [3, 15],
      [8, 5],
    ] as const);
  if (daysAgo < 120)
    return pickWeighted(rng, [
      [1, 22],
      [2, 30],
      [3, 24],
      [4, 9],
      [5, 5],
      [6, 3],
      [7, 2],
      [8, 5],
    ] as const);
  return pickWeighted(rng, [
    [1, 16],
    [2, 20],
    [3, 14],
    [4, 12],
    [5, 10],
    [6, 10],
    [7, 5],
    [8, 3],
    [9, 10],
  ] as const);
}

function draftVehicle(rng: Rng, siteId: number, reference: number): Draft {
  const receivedMs = reference - Math.floor(730 * rng.next() ** 1.3 * DAY) - rng.int(0, 86_399) * 1000;
  const make = pickMake(rng);
  const model = must(modelPickers, make.make)(rng);
  const receivedYear = new Date(receivedMs).getUTCFullYear();
  const newest = Math.min(model.toYear, receivedYear + 1);
  const year = Math.max(model.fromYear, 2008, newest - Math.floor(12 * rng.next() ** 1.8));
  const body = bodyByCode.get(model.body) ?? bodyStyles[0];
  if (!body) throw new Error('no body styles');
  return { siteId, receivedMs, make, model, body, year: Math.min(year, newest), status: statusFor(rng, (reference - receivedMs) / DAY) };
}

function tyres(rng: Rng, body: BodyStyleDefinition): string {
  const [width, profile, diameter] = body.tyre;
  const brand = rng.pick(commonTyreBrandIds);
  const frontDepth = rng.int(2, 11);
  const rearDepth = Math.min(11, Math.max(1, frontDepth + rng.int(-2, 3)));
  const tyre = (depth: number) => ({
    brand_id: rng.chance(0.85) ? brand : rng.chance(0.1) ? 72 : rng.pick(commonTyreBrandIds),
    treadWidth: width,
    profile,
    diameter,
    treadDepth: depth as number | null,
  });
  const doc = {
    leftFront: tyre(frontDepth),
    rightFront: tyre(frontDepth),
    leftRear: tyre(rearDepth),
    rightRear: tyre(rearDepth),
    spareExists: rng.chance(0.7),
  };
  if (rng.chance(0.03)) doc.rightRear.treadDepth = null;
  if (rng.chance(0.02)) doc.leftFront.treadWidth = 0;
  return JSON.stringify(doc);
}

function equipment(rng: Rng, body: BodyStyleDefinition): string[] {
  const fits = (name: string) =>
    (name !== 'Bed Liner' || body.silhouette === 'pickup') &&
    ((name !== 'Third Row Seating' && name !== 'Rear Entertainment System') || body.silhouette === 'suv') &&
    (name !== 'Running Boards' || body.silhouette !== 'sedan');
  const extras = rng.sample(
    equipmentNames.filter((n) => fits(n) && !baseEquipment.includes(n)),
    rng.int(2, 9),
  );
  return [...baseEquipment.filter(() => rng.chance(0.9)), ...extras];
}

export function seedVehicles(
  sqlite: Database.Database,
  rng: Rng,
  sites: readonly SiteInfo[],
  dealers: readonly DealerInfo[],
  scale: number,
  reference: number,
): VehicleInfo[] {
  const drafts: Draft[] = [];
  for (const site of sites) {
    const siteDrafts = Array.from({ length: scaled(VEHICLES_PER_SITE, scale, 20) }, () => draftVehicle(rng, site.id, reference));
    REQUIRED_STATUSES.forEach((status, k) => {
      if (!siteDrafts.some((d) => d.status === status)) {
        const target = siteDrafts.find(
          (d, index) => index % REQUIRED_STATUSES.length === k && (reference - d.receivedMs) / DAY >= 30 && !REQUIRED_STATUSES.includes(d.status),
        );
        const chosen = target ?? siteDrafts[k] ?? siteDrafts[0];
        if (chosen) chosen.status = status;
      }
    });
    // One at a time: spread into push, a site of 300,000 vehicles (scale 200) overflows the stack.
    for (const draft of siteDrafts) drafts.push(draft);
  }
  drafts.sort((a, b) => a.receivedMs - b.receivedMs);

  const rows = new RowWriter(sqlite, 'vehicles', [
    'vehicle_id',
    'site_id',
    'vin',
    'is_active',
    'autoyear',
    'automake',
    'automodel',
    'exterior_color',
    'stock_number',
    'stocked_date',
    'received_date',
    'guid',
    'mileage',
    'odometer_uom',
    'keys_count',
    'drivable',
    'body_type',
    'body_style',
    'vehicle_status_id',
    'tires',
    'seller_id',
    'created_at',
    'updated_at',
  ]);
  const equipmentRows = new RowWriter(sqlite, 'vehicle_equipment', ['vehicle_id', 'name']);
  const vins = new Set<string>();
  const guids = new Set<string>();
  const stockCounters = new Map<string, number>();
  const dealersBySite = groupBy(dealers, (d) => d.siteId);
  const siteCode = new Map(sites.map((s) => [s.id, s.code]));

  return drafts.map((d, index) => {
    const id = index + 1;
    let vin = generateVin(rng, rng.pick(d.model.wmis), d.year);
    while (vins.has(vin)) vin = generateVin(rng, rng.pick(d.model.wmis), d.year);
    vins.add(vin);
    // The public pages' secret link: 128 bits from the CSPRNG, never from the seeded stream, whose
    // fixed seed is in the repository (every demo link could be computed). Which vehicles have a
    // link stays seeded; the links differ on every seed, like the password salts.
    let guid: string | null = null;
    if (rng.chance(0.7)) {
      do guid = randomBytes(16).toString('base64url');
      while (guids.has(guid));
      guids.add(guid);
    }
    const colour = pickColour(rng);
    const yearsOld = Math.max(0.05, (d.receivedMs - Date.UTC(d.year - 1, 8, 1)) / YEAR_MS);
    let mileage = yearsOld < 0.6 ? rng.int(5, 3500) : Math.round(yearsOld * rng.int(7000, 16000));
    const km = rng.chance(0.03);
    if (km) mileage = Math.round(mileage * 1.609);
    const yy = new Date(d.receivedMs).getUTCFullYear() % 100;
    const code = siteCode.get(d.siteId) ?? 'X';
    const counterKey = `${code}${yy}`;
    const seq = (stockCounters.get(counterKey) ?? 0) + rng.int(1, 3);
    stockCounters.set(counterKey, seq);
    const inactive = [6, 7, 9].includes(d.status) ? rng.chance(0.85) : rng.chance(0.03);
    const keys = rng.chance(0.1)
      ? null
      : pickWeighted(rng, [
          [0, 5],
          [1, 35],
          [2, 53],
          [3, 5],
          [4, 2],
        ] as const);
    const raw = rng.chance(0.02);
    const siteDealers = must(dealersBySite, d.siteId);
    const seller = siteDealers[rng.skewedIndex(siteDealers.length, 1.8)] ?? siteDealers[0];
    rows.add(
      id,
      d.siteId,
      vin,
      inactive ? 'N' : 'Y',
      d.year,
      d.make.make,
      d.model.model,
      colour.name,
      `${code.charAt(0)}${yy}${String(seq).padStart(5, '0')}`,
      isoDate(Math.min(reference, d.receivedMs + rng.int(0, 3) * DAY)),
      isoDate(d.receivedMs),
      guid,
      mileage,
      km ? 'km' : 'mi',
      keys,
      rng.chance(0.92) ? 1 : 0,
      raw ? rng.pick(rawBodyTypes) : d.body.code,
      raw ? null : d.body.id,
      d.status,
      rng.chance(0.35) ? tyres(rng, d.body) : null,
      seller?.id ?? null,
      iso(d.receivedMs),
      iso(Math.min(reference - 60_000, d.receivedMs + rng.int(0, 20) * DAY + rng.int(0, 86_399) * 1000)),
    );
    if (rng.chance(0.7)) for (const name of equipment(rng, d.body)) equipmentRows.add(id, name);
    return {
      id,
      siteId: d.siteId,
      vin,
      year: d.year,
      make: d.make.make,
      model: d.model.model,
      status: d.status,
      receivedMs: d.receivedMs,
      mileage,
      bodyCode: d.body.code,
      photo: poolPhotoFor(colour.name, d.body.silhouette),
      guid,
    };
  });
}
