/**
 * Condition reports: a standard inspection for about 35% of the vehicles with damages drawn
 * from valid catalogue combinations, and for about 1% an approved post-recon report.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { HOUR, iso, MINUTE, RowWriter, siteStaff, type SiteInfo, type UserInfo, type VehicleInfo } from './seed-context.ts';
import { artDamages, artItems, damageSets, severitiesFor, type ArtItemDefinition } from './seed-data/damage-catalogue.ts';
import { actionCosts, damageDescriptions, inspectionComments, inspectionNotes, laborRate, paintRate } from './seed-data/inspection-text.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH, photoPool } from './seed-photos.ts';
import { inspectionFields, inspectionItemFields } from './schema.ts';
import { weightedPicker, type Rng } from './seed-random.ts';

const kindWeight: Readonly<Record<ArtItemDefinition['kind'], number>> = { body: 10, glass: 4, interior: 3, mechanical: 2, tire: 5, wheel: 5 };
const pickItem = weightedPicker(artItems, (i) => kindWeight[i.kind] / artItems.filter((o) => o.kind === i.kind).length);
const damageById = new Map(artDamages.map((d) => [d.id, d]));
const groupIds = new Map([...new Set(artItems.map((i) => i.display_group_code))].map((g, index) => [g, index + 1]));

interface ItemDraft {
  item: ArtItemDefinition;
  damageId: number;
  severityId: number | null;
  action: string;
  description: string | null;
  image: string | null;
  hours: readonly [number, number, number];
  costs: readonly [number, number, number];
}

const cents = (n: number) => Math.round(n * 100) / 100;

function draftItem(rng: Rng, severityRequired: boolean): ItemDraft {
  const item = pickItem(rng);
  const damageId = rng.pick(damageSets[item.set]);
  const damage = damageById.get(damageId);
  const severityId = !severityRequired && rng.chance(0.07) ? null : rng.pick(severitiesFor(item.set, damageId));
  const action = item.kind === 'glass' && damageId === 3 ? 'WGL' : item.kind === 'tire' ? 'RPL' : rng.pick(damage?.action ?? ['RPR']);
  const profile = actionCosts[action] ?? actionCosts.RPR;
  const size = severityId === null ? 1 : Math.min(1.6, 0.6 + severityId * 0.15);
  const labor = profile ? Math.round(rng.round(profile.labor[0], profile.labor[1], 1) * (size > 1.4 ? 12 : 10)) / 10 : 0;
  const paint = profile && profile.paint[1] > 0 && item.kind === 'body' ? rng.round(profile.paint[0], profile.paint[1], 1) : 0;
  let part = profile ? cents(rng.float(profile.part[0], profile.part[1])) : 0;
  if (item.kind === 'tire' && action === 'RPL') part = cents(rng.float(95, 260));
  const partHours = part > 0 ? rng.round(0.1, 0.5, 1) : 0;
  const texts = damage ? damageDescriptions[damage.name] : undefined;
  return {
    item,
    damageId,
    severityId,
    action,
    description: texts && rng.chance(0.4) ? rng.pick(texts) : null,
    image: rng.chance(0.25) ? rng.pick(photoPool).path : null,
    hours: [labor, paint, partHours],
    costs: [cents(labor * laborRate), cents(paint * paintRate + (paint > 0 ? 35 : 0)), part],
  };
}

export interface InspectionRef {
  id: number;
  vehicleId: number;
}

export function seedInspections(
  sqlite: Database.Database,
  rng: Rng,
  sites: readonly SiteInfo[],
  users: readonly UserInfo[],
  vehicles: readonly VehicleInfo[],
  reference: number,
): InspectionRef[] {
  const reports = new RowWriter(sqlite, 'inspections', ['condition_report_id', ...inspectionFields]);
  const items = new RowWriter(sqlite, 'inspection_items', inspectionItemFields);
  const writers = new Map(sites.map((s) => [s.id, siteStaff(users, s.id, 'condition_writer')]));
  const wholeGrades = new Set(sites.filter((s) => s.code === 'ATL').map((s) => s.id));
  const severityRequired = new Set(sites.filter((s) => s.code === 'DAL').map((s) => s.id));
  let reportId = 0;
  const refs: InspectionRef[] = [];

  for (const v of vehicles) {
    if (!rng.chance(v.status === 1 ? 0.2 : 0.4)) continue;
    const staff = writers.get(v.siteId) ?? [];
    const writer = staff.length > 0 ? staff[rng.skewedIndex(staff.length, 2.5)] : undefined;
    const created = Math.min(reference - HOUR, v.receivedMs + rng.int(120, 5 * 24 * 60) * MINUTE);
    const written = Math.min(reference - MINUTE, created + rng.int(10, 90) * MINUTE);
    const drafts = Array.from({ length: Math.floor(9 * rng.next() ** 1.4) }, () => draftItem(rng, severityRequired.has(v.siteId)));
    const total = cents(drafts.reduce((sum, d) => sum + d.costs[0] + d.costs[1] + d.costs[2], 0));
    const rawGrade = Math.max(0, Math.min(5, 4.8 - total / 1400 - drafts.length * 0.08 + rng.float(-0.4, 0.3)));
    const grade = wholeGrades.has(v.siteId) ? Math.round(rawGrade) : Math.round(rawGrade * 10) / 10;
    reportId++;
    const originalId = reportId;
    reports.add(
      originalId,
      v.id,
      1,
      null,
      grade,
      rng.chance(0.35) ? rng.pick(inspectionComments) : null,
      rng.chance(0.2) ? rng.pick(inspectionNotes) : null,
      total,
      writer?.id ?? null,
      writer?.username ?? null,
      iso(created),
      writer?.id ?? null,
      iso(written),
      null,
    );
    for (const d of drafts) writeItem(items, originalId, d, writer, written, null);
    refs.push({ id: originalId, vehicleId: v.id });

    const approvable = drafts.length > 0 && v.status >= 2 && v.status <= 6;
    if (approvable && rng.chance(0.03)) {
      const approved = Math.min(reference - MINUTE, written + rng.int(1, 10) * 24 * HOUR);
      const flags = drafts.map(() => ({ suggested: rng.chance(0.9), approved: rng.chance(0.8), repaired: rng.chance(0.6) }));
      const remaining = cents(drafts.reduce((sum, d, i) => (flags[i]?.repaired && flags[i]?.approved ? sum : sum + d.costs[0] + d.costs[1] + d.costs[2]), 0));
      reportId++;
      reports.add(
        reportId,
        v.id,
        2,
        originalId,
        Math.min(5, Math.round((grade + rng.float(0.3, 1)) * 10) / 10),
        'Post-recon report after approved repairs.',
        null,
        remaining,
        writer?.id ?? null,
        writer?.username ?? null,
        iso(approved),
        writer?.id ?? null,
        iso(approved),
        iso(approved),
      );
      drafts.forEach((d, i) => writeItem(items, reportId, d, writer, approved, flags[i] ?? null));
      refs.push({ id: reportId, vehicleId: v.id });
    }
  }
  return refs;
}

function writeItem(
  items: RowWriter,
  reportId: number,
  d: ItemDraft,
  writer: UserInfo | undefined,
  writtenMs: number,
  repair: { suggested: boolean; approved: boolean; repaired: boolean } | null,
): void {
  const approved = repair ? repair.suggested && repair.approved : false;
  const repaired = approved && (repair?.repaired ?? false);
  items.add(
    reportId,
    groupIds.get(d.item.display_group_code) ?? null,
    d.item.id,
    d.item.id,
    d.damageId,
    d.severityId,
    d.action,
    repaired ? 'R' : approved ? 'A' : null,
    d.item.display_group_code,
    d.description,
    d.image ? 'Y' : 'N',
    d.image,
    d.image ? iso(writtenMs) : null,
    repair?.suggested ? 1 : 0,
    approved ? 1 : 0,
    repaired ? 1 : 0,
    1,
    approved ? (writer?.id ?? null) : null,
    approved ? iso(writtenMs) : null,
    approved ? (writer?.name ?? null) : null,
    approved ? 'console' : null,
    writer?.username ?? null,
    iso(writtenMs),
    d.costs[2] > 0 ? 'P' : 'L',
    d.action === 'NA' ? null : `${d.action} ${d.item.name}`.slice(0, 60),
    d.hours[0],
    d.hours[1],
    d.hours[2],
    d.costs[0],
    d.costs[1],
    d.costs[2],
  );
}

/**
 * The damages' photo rows (condition_images, with the SHA-256 of each pool picture, as the
 * server takes it of an upload) and the approved reports' links to the damages they copied
 * (source_condition_id: both reports list their damages in the same order).
 */
export function seedConditionPhotos(sqlite: Database.Database, pool: ReadonlyMap<string, Uint8Array>): void {
  const hashes = new Map<string, string>();
  const hashOf = (path: string) => {
    let hash = hashes.get(path);
    if (hash === undefined) {
      const bytes = pool.get(path);
      if (!bytes) throw new Error(`A seeded damage photo names ${path}, which is not in the picture pool`);
      hash = createHash('sha256').update(bytes).digest('hex');
      hashes.set(path, hash);
    }
    return hash;
  };
  const withImages = sqlite
    .prepare(
      'SELECT vehicle_condition_id, image_file_path, coalesce(item_image_updated, written_date) AS at FROM inspection_items WHERE image_file_path IS NOT NULL',
    )
    .all() as { vehicle_condition_id: number; image_file_path: string; at: string }[];
  const insert = sqlite.prepare(
    "INSERT INTO condition_images (vehicle_condition_id, image_file_path, mime_type, width, height, sha256, captured_at) VALUES (?, ?, 'image/png', ?, ?, ?, ?)",
  );
  for (const row of withImages) insert.run(row.vehicle_condition_id, row.image_file_path, PHOTO_WIDTH, PHOTO_HEIGHT, hashOf(row.image_file_path), row.at);

  const approved = sqlite.prepare('SELECT condition_report_id, original_report_id FROM inspections WHERE condition_report_type_id = 2').all() as {
    condition_report_id: number;
    original_report_id: number;
  }[];
  const itemsOf = sqlite.prepare('SELECT vehicle_condition_id FROM inspection_items WHERE condition_report_id = ? ORDER BY vehicle_condition_id').pluck();
  const link = sqlite.prepare('UPDATE inspection_items SET source_condition_id = ? WHERE vehicle_condition_id = ?');
  for (const report of approved) {
    const originals = itemsOf.all(report.original_report_id) as number[];
    (itemsOf.all(report.condition_report_id) as number[]).forEach((copy, index) => link.run(originals[index] ?? null, copy));
  }
}

/**
 * The facts an approved report's original keeps (ADR 0089): the vehicle's keys, drivable, body
 * type and style and tyres at the approval, kept at its time. The seed's vehicles are as they
 * were approved (nothing of theirs changes after), so the values are the vehicle's own.
 */
export function seedKeptFacts(sqlite: Database.Database): void {
  sqlite.exec(`UPDATE inspections SET
    (facts_kept_at, kept_keys_count, kept_drivable, kept_body_type, kept_body_style, kept_tires) = (
      SELECT a.approved_date, v.keys_count, v.drivable, v.body_type, v.body_style, v.tires
      FROM inspections a JOIN vehicles v ON v.vehicle_id = a.vehicle_id
      WHERE a.original_report_id = inspections.condition_report_id AND a.condition_report_type_id = 2)
    WHERE condition_report_id IN (SELECT original_report_id FROM inspections WHERE condition_report_type_id = 2)`);
}
