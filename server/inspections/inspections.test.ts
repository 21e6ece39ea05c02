/**
 * The inspection modules on SQLite and on PostgreSQL (ADR 0071 step 3): reads, writes, the
 * approval's copy, the grade, the catalogue, access, the vehicle's condition fields, the
 * printable report's source, delivery's facts and the damage photos' rows; and the rules that
 * read then write, run at once through `writeTransaction` (on PostgreSQL writes do not wait
 * for one another: the vehicle's lock makes them).
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../auth/actor.ts';
import { PostgresDb, q, writeTransaction, type DbHandle } from '../db/query.ts';
import { vehicleFacts, currentReport } from '../delivery/report-facts.ts';
import { HttpError } from '../http/errors.ts';
import { ListEngine } from '../list/list-engine.ts';
import { createRegistry } from '../list/registry.ts';
import { conditionImageFile, damagePhotoOfReport } from '../media/condition-images.ts';
import { conditionReportSources } from '../reports/condition-report-source.ts';
import { testEngines } from '../test/engines.ts';
import { inspectionAccess, writableReport } from './access.ts';
import { catalogueOf, type Catalogue } from './catalogue.ts';
import { grading } from './grade.ts';
import { approvedAmong, reportEtag, reportReply, reportRows } from './reports.ts';
import { vehicleCondition } from './vehicle-condition.ts';
import { fileInUse, inspectionWrites, lockVehicleInspection } from './writes.ts';

const engines = testEngines();

const actor: Actor = {
  userId: 1,
  tokenId: 1,
  username: 'ann',
  isGlobalAdmin: false,
  isPremiseUser: true,
  siteIds: [1],
  securitiesBySite: { 1: ['condition_writer'] },
};

const photo = (path: string) => ({ path, mimeType: 'image/jpeg', width: 640, height: 480, sha256: 'ab'.repeat(32) });

const tires = JSON.stringify(
  Object.fromEntries([
    ...['leftFront', 'rightFront', 'leftRear', 'rightRear'].map((key) => [key, { brand_id: null, treadWidth: 205, profile: 55, diameter: 16, treadDepth: 8 }]),
    ['spareExists', true],
  ]),
);

async function fill(db: DbHandle): Promise<void> {
  const run = (statement: ReturnType<typeof sql>) => statement.execute(q(db));
  await run(sql`INSERT INTO sites (id, code, name) VALUES (1, 'DAL', 'Dallas'), (2, 'ATL', 'Atlanta')`);
  await run(sql`INSERT INTO vehicle_statuses (id, name) VALUES (1, 'Active'), (4, 'Sold')`);
  await run(sql`INSERT INTO condition_report_types (id, name) VALUES (1, 'Standard'), (2, 'Approved')`);
  await run(
    sql`INSERT INTO users (id, name, full_name, username, password_hash) VALUES (1, 'ann', 'Ann Writer', 'ann', 'x'), (2, 'bob', 'Bob Reader', 'bob', 'x')`,
  );
  await run(sql`INSERT INTO user_securities (user_id, site_id, security) VALUES (1, 1, 'condition_writer'), (2, 2, 'condition_writer')`);
  await run(sql`INSERT INTO dealers (dealer_id, site_id, dealer_num, dealer_name) VALUES (1, 1, 'D1', 'Lone Star Motors')`);
  await run(sql`INSERT INTO announcements (announcement_id, announcement) VALUES (1, 'Frame damage'), (2, 'CUSTOM'), (3, 'Flood'), (4, 'Not chosen')`);
  await run(sql`INSERT INTO dealer_options (dealer_id, options) VALUES (1, ${JSON.stringify({ registration: { defaultAnnouncements: [3, 2, 1] } })})`);
  await run(sql`INSERT INTO body_styles (id, body_style_code, body_style_desc) VALUES (1, 'SUV', 'Sport utility'), (2, 'SED', 'Sedan')`);
  await run(sql`INSERT INTO vehicles (vehicle_id, site_id, vin, autoyear, automake, automodel, mileage, seller_id, body_type, drivable, tires, vehicle_status_id)
    VALUES (10, 1, '1FTFW1E50NFA00001', 2022, 'Ford', 'F-150', 12000, 1, 'SUV', 1, ${tires}, 1),
           (11, 1, '1FTFW1E50NFA00002', 2021, 'Ford', 'Ranger', NULL, NULL, NULL, NULL, NULL, 4),
           (20, 2, '1FTFW1E50NFA00003', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1)`);
  await run(sql`INSERT INTO vehicle_equipment (vehicle_id, name) VALUES (10, 'Tow package'), (10, 'Sunroof')`);
  await run(
    sql`INSERT INTO art_items (id, name, aasc_code, display_group_code) VALUES (1, 'Hood', 'HD', 'FRONT'), (2, 'Key', 'KY', NULL), (3, 'Door', 'DR', 'LEFT')`,
  );
  await run(sql`INSERT INTO art_damages (id, name, aasc_code) VALUES (1, 'Scratch', 'SC'), (2, 'Dent', 'DT')`);
  await run(sql`INSERT INTO art_severities (id, name, aasc_code) VALUES (1, 'Minor', '1'), (2, 'Major', '5')`);
  await run(sql`INSERT INTO art_item_damages (item_id, damage_id) VALUES (1, 2), (1, 1), (3, 1)`);
  await run(sql`INSERT INTO art_item_damage_severities (item_id, damage_id, severity_id) VALUES (1, 1, 2), (1, 1, 1)`);
  await run(sql`INSERT INTO action_codes (action_code, action_desc) VALUES ('RP', 'Repair'), ('RL', 'Replace')`);
  await run(sql`INSERT INTO tyre_brands (brand_id, brand) VALUES (1, 'Michelin')`);
  await run(sql`INSERT INTO transaction_codes (transaction_code, description) VALUES ('DET', 'Detail'), ('FEE', 'Fee')`);
  await run(sql`INSERT INTO wo_transaction_exclusions (site_id, transaction_code) VALUES (1, 'FEE')`);
  await run(sql`INSERT INTO vehicle_transactions (vehicle_id, transaction_code, transaction_date, description, amount, is_valid)
    VALUES (10, 'DET', '2026-11-02', 'Second', 20.5, 1), (10, 'DET', '2026-11-01', 'First', 10, 1), (10, 'DET', '2026-11-01', 'Void', 99, 0), (10, 'FEE', '2026-11-01', 'Excluded', 5, 1)`);
  await run(sql`INSERT INTO vehicle_images (vehicle_id, image_file_path, mime_type, width, height, is_private, main_image, vehicle_images_type_name, created_at)
    VALUES (10, 'uploads/DAL/10/b.jpg', 'image/jpeg', 800, 600, 0, 0, 'photo', '2026-11-02T00:00:00.000Z'),
           (10, 'uploads/DAL/10/main.jpg', 'image/jpeg', 800, 600, 0, 1, 'photo', '2026-11-03T00:00:00.000Z'),
           (10, 'uploads/DAL/10/a.jpg', 'image/jpeg', 800, 600, 0, 0, 'photo', '2026-11-01T00:00:00.000Z'),
           (10, 'uploads/DAL/10/private.jpg', 'image/jpeg', 800, 600, 1, 0, 'photo', '2026-11-01T00:00:00.000Z')`);
  await run(sql`INSERT INTO configs (name, type, type_id, value_type, value) VALUES
    ('integration_autograde', 'site', 1, 'boolean', 'true'), ('inspection_delete', 'global', NULL, 'boolean', '1'),
    ('inspection_delete', 'site', 2, 'boolean', 'false')`);
}

/**
 * Opens `count` connections of a PostgreSQL pool and returns them to it: writes started together
 * then each begin at once on a connection of their own and run side by side, instead of one
 * finishing while the next is still connecting.
 */
async function warmPool(db: DbHandle, count: number): Promise<void> {
  if (!(db instanceof PostgresDb)) return;
  const clients = await Promise.all(Array.from({ length: count }, () => db.pool.connect()));
  for (const client of clients) client.release();
}

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message, extra: error.extra };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe.each(engines)('inspections on $name', (engine) => {
  let db: DbHandle;
  let catalogue: Catalogue;

  beforeEach(async () => {
    db = await engine.open();
    await fill(db);
    catalogue = await catalogueOf(db);
  });

  afterEach(() => engine.close(db));

  const writes = () => inspectionWrites(db, catalogue);
  const write = <T>(work: () => Promise<T>) => writeTransaction(db, work);

  it('reads the catalogue once: items without a display group first, what fits what, the maps', async () => {
    expect(catalogue.items.map((item) => item.id)).toEqual([2, 1, 3]);
    expect(catalogue.damages.map((damage) => damage.name)).toEqual(['Dent', 'Scratch']);
    expect(catalogue.actionCodes).toEqual([
      { action_code: 'RL', action_desc: 'Replace' },
      { action_code: 'RP', action_desc: 'Repair' },
    ]);
    expect(catalogue.tireBrands).toEqual([{ brand_id: 1, brand: 'Michelin' }]);
    expect(catalogue.itemsToDamages).toEqual({ '1': [1, 2], '3': [1] });
    expect(catalogue.itemsToDamagesToSeverities).toEqual({ '1': { '1': [1, 2] } });
    expect(catalogue.itemById.get(1)?.display_group_code).toBe('FRONT');
    expect(await catalogueOf(db)).toBe(catalogue);
  });

  it('creates a report, reads it with its writers’ names, and updates and deletes it, moving its ETag', async () => {
    const reads = reportRows(db);
    const opened = await write(() => writes().openReport(10, actor, { comments: 'Clean', notes: null }));
    expect(opened).toEqual({ reportId: 1, created: true });
    const report = (await reads.byId(1))!;
    expect(report).toMatchObject({
      condition_report_id: 1,
      vehicle_id: 10,
      condition_report_type_id: 1,
      comments: 'Clean',
      total_damages_cost: 0,
      created_by_name: 'Ann Writer',
      written_by_name: 'Ann Writer',
      created_username: 'ann',
      version: 1,
    });
    expect(await write(() => writes().openReport(10, actor, { comments: 'Another' }))).toEqual({ reportId: 1, created: false });

    await write(() => writes().updateReport(1, actor, { grade: 3.5, notes: 'Scuffed' }));
    const updated = (await reads.byId(1))!;
    expect(updated).toMatchObject({ grade: 3.5, notes: 'Scuffed', comments: 'Clean', version: 2 });
    expect(reportEtag(updated)).toBe('"r1-v2"');

    await write(() => writes().deleteReport(1, null));
    expect(await reads.byId(1)).toBeUndefined();
    expect(await reads.ofVehicle(10)).toEqual([]);
    expect(await write(() => writes().openReport(10, actor, {}))).toEqual({ reportId: 2, created: true });
  });

  it('adds, changes and deletes damages with their catalogue names, photo and group; a photo replaces the one before', async () => {
    const reads = reportRows(db);
    const { reportId } = await write(() => writes().openReport(10, actor, {}));
    const conditionId = await write(() =>
      writes().createCondition(reportId, actor, { item_code: 1, damage_code: 1, severity_code: 1, action_code: 'RP', labor_cost: 12.5 }),
    );
    const keyId = await write(() => writes().createCondition(reportId, actor, { item_code: 2, damage_code: 2 }));
    const damage = (await reads.conditionById(conditionId))!;
    expect(damage).toMatchObject({
      condition_report_id: reportId,
      item_code: 1,
      condition_report_item_id: 1,
      display_group_code: 'FRONT',
      condition_report_group_id: 2,
      item_name: 'Hood',
      damage_name: 'Scratch',
      severity_aasc: '1',
      action_desc: 'Repair',
      labor_cost: 12.5,
      written_by: 'ann',
      has_image: 'N',
      image_id: null,
      version: 1,
    });
    expect((await reads.conditionById(keyId))!).toMatchObject({ display_group_code: null, condition_report_group_id: null });

    const first = await write(() => writes().setConditionImage(conditionId, photo('uploads/DAL/10/c1-first.jpg')));
    expect(first.replaced).toBeNull();
    const second = await write(() => writes().setConditionImage(conditionId, photo('uploads/DAL/10/c1-second.jpg')));
    expect(second.replaced).toBe('uploads/DAL/10/c1-first.jpg');
    expect(await fileInUse(db, 'uploads/DAL/10/c1-first.jpg')).toBe(false);
    expect(await fileInUse(db, 'uploads/DAL/10/c1-second.jpg')).toBe(true);
    expect(await fileInUse(db, 'uploads/DAL/10/main.jpg')).toBe(true);
    expect((await reads.conditionById(conditionId))!).toMatchObject({ has_image: 'Y', image_id: second.imageId, image_width: 640, version: 3 });
    expect(await conditionImageFile(db, second.imageId)).toEqual({ image_file_path: 'uploads/DAL/10/c1-second.jpg', mime_type: 'image/jpeg' });
    expect(await damagePhotoOfReport(db, second.imageId, reportId)).toEqual({ image_file_path: 'uploads/DAL/10/c1-second.jpg', mime_type: 'image/jpeg' });
    expect(await damagePhotoOfReport(db, second.imageId, reportId + 1)).toBeUndefined();
    expect(await vehicleCondition(db).conditionOfImage(second.imageId)).toBe(conditionId);

    await write(() => writes().updateCondition(conditionId, actor, { repair_approved: 1, item_code: 3 }, true));
    expect((await reads.conditionById(conditionId))!).toMatchObject({
      repair_approved: 1,
      damage_status_code: 'A',
      approval_user: 'ann',
      approval_source: 'console',
      display_group_code: 'LEFT',
      item_name: 'Door',
      version: 4,
    });
    await write(() => writes().updateCondition(conditionId, actor, { damage_repaired: 1 }, false));
    expect((await reads.conditionById(conditionId))!.damage_status_code).toBe('R');

    expect(await write(() => writes().deleteConditionImage(second.imageId, conditionId))).toBe('uploads/DAL/10/c1-second.jpg');
    expect((await reads.conditionById(conditionId))!).toMatchObject({ has_image: 'N', image_id: null });
    await write(() => writes().setConditionImage(conditionId, photo('uploads/DAL/10/c1-third.jpg')));
    expect(await write(() => writes().deleteCondition(conditionId))).toEqual(['uploads/DAL/10/c1-third.jpg']);
    expect(await reads.conditionById(conditionId)).toBeUndefined();
    expect((await reads.conditionsOf(reportId)).map((row) => row.vehicle_condition_id)).toEqual([keyId]);
  });

  it('approves: copies the report, its damages and their photos into the approved report, which comes first; the original is read-only', async () => {
    const reads = reportRows(db);
    const { reportId } = await write(() => writes().openReport(10, actor, { comments: 'Before recon' }));
    const a = await write(() => writes().createCondition(reportId, actor, { item_code: 1, damage_code: 1, severity_code: 2, paint_cost: 40 }));
    const b = await write(() => writes().createCondition(reportId, actor, { item_code: 3, damage_code: 1 }));
    await write(() => writes().setConditionImage(a, photo('uploads/DAL/10/ca.jpg')));
    await write(() => writes().updateReport(reportId, actor, { grade: 2.5 }));
    const original = (await reads.byId(reportId))!;

    const approvedId = await write(() => writes().approve(original, actor));
    const approved = (await reads.byId(approvedId))!;
    expect(approved).toMatchObject({
      vehicle_id: 10,
      condition_report_type_id: 2,
      original_report_id: reportId,
      grade: 2.5,
      comments: 'Before recon',
      created_by_name: 'Ann Writer',
    });
    expect(approved.approved_date).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await reads.byId(reportId))!.version).toBe(original.version + 1);
    const copies = await reads.conditionsOf(approvedId);
    expect(copies.map((copy) => copy.source_condition_id)).toEqual([a, b]);
    expect(copies[0]).toMatchObject({ item_code: 1, severity_code: 2, paint_cost: 40, has_image: 'Y', image_sha256: 'ab'.repeat(32) });
    expect(copies[0]!.image_id).not.toBe((await reads.conditionById(a))!.image_id);
    expect(await writes().copyOf(approvedId, b)).toBe(copies[1]!.vehicle_condition_id);

    const shown = await reads.ofVehicle(10);
    expect(shown.map((row) => row.condition_report_id)).toEqual([approvedId, reportId]);
    expect(approvedAmong(shown)?.condition_report_id).toBe(approvedId);
    expect(await currentReport(reads, 10)).toMatchObject({ condition_report_id: approvedId });
    expect((await reportReply(reads, original)).read_only).toBe(true);
    expect((await reportReply(reads, approved)).read_only).toBe(false);

    const refused = await refusal(writableReport(reads, db, 10, String(reportId), b));
    expect(refused.status).toBe(423);
    expect(refused.extra).toMatchObject({
      error: { code: 'report_approved', approved_report_id: approvedId, counterpart_condition_id: copies[1]!.vehicle_condition_id },
    });
    expect((await refusal(writableReport(reads, db, 10, String(approvedId + 5)))).status).toBe(404);
    expect((await refusal(writableReport(reads, db, 20, String(approvedId)))).status).toBe(404);
    expect((await writableReport(reads, db, 10, String(approvedId))).condition_report_id).toBe(approvedId);

    // Deleting the approved report deletes its original too.
    await write(() => writes().deleteReport(approvedId, reportId));
    expect(await reads.ofVehicle(10)).toEqual([]);
  });

  it('totals the damages and, where autograde is on, grades the report from them, the tyres and the body; a failed autograde keeps the grade', async () => {
    const reads = reportRows(db);
    const regrade = grading(db, reads);
    const { reportId } = await write(() => writes().openReport(10, actor, {}));
    await write(() => writes().createCondition(reportId, actor, { item_code: 1, damage_code: 1, severity_code: 1, labor_cost: 10.1, part_cost: 5.25 }));
    await write(() => writes().createCondition(reportId, actor, { item_code: 3, damage_code: 1, severity_code: 2, paint_cost: 0.2 }));

    expect(await write(() => regrade(reportId, false, false))).toBeUndefined();
    expect((await reads.byId(reportId))!).toMatchObject({ total_damages_cost: 15.55, grade: null });

    const meta = await write(() => regrade(reportId, true, false));
    // 5 − 0.1 (a minor scratch on the front) − 0.8 (a major one on the left).
    expect(meta).toMatchObject({ autograde: { grade: 4.1 } });
    expect((await reads.byId(reportId))!.grade).toBe(4.1);
    expect(await write(() => regrade(reportId, true, true))).toMatchObject({ autograde: { grade: 4 } });

    await write(() => vehicleCondition(db).update(10, { body_type: 'XXX' }));
    expect(await write(() => regrade(reportId, true, false))).toEqual({ autograde_error: 'Body type XXX is not a known body style code' });
    expect((await reads.byId(reportId))!.grade).toBe(4);
    expect(await regrade(999, true, false)).toBeUndefined();
  });

  it('answers who may see and change a vehicle’s inspection, and the site’s switches', async () => {
    const access = inspectionAccess(db, new ListEngine(db, createRegistry()));
    expect(await access.visibleVehicle(actor, '10')).toEqual({
      vehicle_id: 10,
      site_id: 1,
      site_code: 'DAL',
      vehicle_status_id: 1,
      keys_count: null,
      drivable: 1,
      body_type: 'SUV',
      body_style: null,
      tires,
      version: 1,
    });
    expect((await refusal(access.visibleVehicle(actor, '20'))).status).toBe(404);
    expect((await refusal(access.visibleVehicle(actor, 'x'))).status).toBe(404);
    expect(await access.seenVehicle(actor, 20)).toBeUndefined();
    expect(await access.canWrite(actor, 1)).toBe(true);
    expect(await access.canWrite(actor, 2)).toBe(false);
    expect((await access.writableVehicle(actor, '10')).vehicle_id).toBe(10);
    expect(await refusal(access.writableVehicle(actor, '11'))).toMatchObject({ status: 423, extra: { error: { code: 'vehicle_read_only' } } });
    const reader = { ...actor, userId: 2, siteIds: [1, 2] };
    expect((await refusal(access.writableVehicle(reader, '10'))).status).toBe(403);
    expect((await access.writableVehicle(reader, '20')).site_code).toBe('ATL');
    expect(await access.switches(1)).toEqual({ autograde: true, wholeNumbers: false, severityRequired: false, deleteEnabled: true });
    expect(await access.switches(2)).toEqual({ autograde: false, wholeNumbers: false, severityRequired: false, deleteEnabled: false });
  });

  it('writes the vehicle’s condition fields with a new version and change stamp, and reads its look-ups', async () => {
    const fields = vehicleCondition(db);
    const before = await q(db).selectFrom('vehicles').select(['version', 'updated_at']).where('vehicle_id', '=', 10).executeTakeFirstOrThrow();
    await write(() => fields.update(10, { keys_count: 2, body_style: 2, drivable: undefined, tires: null }));
    const after = await q(db)
      .selectFrom('vehicles')
      .select(['keys_count', 'body_style', 'drivable', 'tires', 'version', 'updated_at'])
      .where('vehicle_id', '=', 10)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ keys_count: 2, body_style: 2, drivable: 1, tires: null, version: before.version + 1 });
    expect(after.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(after.updated_at >= before.updated_at).toBe(true);
    expect((await fields.equipmentOf(10)).map((item) => item.name)).toEqual(['Sunroof', 'Tow package']);
    expect((await fields.bodyStyles()).map((style) => style.body_style_code)).toEqual(['SED', 'SUV']);
    expect(await fields.isBodyStyle(2)).toBe(true);
    expect(await fields.isBodyStyle(3)).toBe(false);
    expect(await fields.isTyreBrand(1)).toBe(true);
    expect(await fields.isTyreBrand(2)).toBe(false);
    expect(await fields.conditionOfImage(1)).toBeUndefined();
  });

  it('the original keeps the vehicle’s keys, drivable, body type and tyres as they were at its approval; the approved report and its PDF read the vehicle’s', async () => {
    const reads = reportRows(db);
    const condition = vehicleCondition(db);
    await write(() => condition.update(10, { keys_count: 2, body_style: 1 }));
    const { reportId } = await write(() => writes().openReport(10, actor, {}));
    await write(() => writes().createCondition(reportId, actor, { item_code: 1, damage_code: 1 }));
    // Before its approval the report keeps nothing: it shows the vehicle's facts.
    expect((await reportReply(reads, (await reads.byId(reportId))!)).vehicle_facts).toBeNull();
    const before = (await reads.byId(reportId))!;
    const approvedId = await write(() => writes().approve(before, actor));
    const approved = (await reads.byId(approvedId))!;

    // The desk changes the vehicle after the approval.
    const worn = JSON.parse(tires) as Record<string, unknown>;
    await write(() =>
      condition.update(10, { keys_count: 0, drivable: 0, body_type: 'SED', body_style: 2, tires: JSON.stringify({ ...worn, spareExists: false }) }),
    );

    const original = await reportReply(reads, (await reads.byId(reportId))!);
    expect(original.vehicle_facts).toEqual({
      keys_count: 2,
      drivable: 1,
      body_type: 'SUV',
      body_style: 1,
      tires: JSON.parse(tires),
      kept_at: approved.approved_date,
    });
    expect((await reportReply(reads, approved)).vehicle_facts).toBeNull();

    const sources = conditionReportSources(db);
    expect((await sources(10, reportId, false)).pdf.vehicle).toMatchObject({ keys_count: 2, drivable: 1, body_type: 'SUV' });
    expect((await sources(10, approvedId, false)).pdf.vehicle).toMatchObject({ keys_count: 0, drivable: 0, body_type: 'SED' });
  });

  it('gives the printable report its data: announcements in order without CUSTOM, valid and not excluded charges, public photos main first, damage files', async () => {
    const { reportId } = await write(() => writes().openReport(10, actor, {}));
    const conditionId = await write(() => writes().createCondition(reportId, actor, { item_code: 1, damage_code: 1 }));
    await write(() => writes().createCondition(reportId, actor, { item_code: 3, damage_code: 1 }));
    const { imageId } = await write(() => writes().setConditionImage(conditionId, photo('uploads/DAL/10/damage.jpg')));
    const source = await conditionReportSources(db)(10, reportId, false);
    expect(source.report.inspection_items).toHaveLength(2);
    expect(source.pdf.vehicle).toMatchObject({ vin: '1FTFW1E50NFA00001', seller_name: 'Lone Star Motors', automake: 'Ford' });
    expect(source.pdf.equipment).toEqual(['Sunroof', 'Tow package']);
    expect(source.pdf.announcements).toEqual(['Frame damage', 'Flood']);
    expect(source.pdf.transactions?.map((row) => [row.description, row.amount, row.transaction_code_object.description])).toEqual([
      ['First', 10, 'Detail'],
      ['Second', 20.5, 'Detail'],
    ]);
    expect(source.files.main?.relative).toBe('uploads/DAL/10/main.jpg');
    expect(source.files.vehicle.map((file) => file.relative)).toEqual(['uploads/DAL/10/a.jpg', 'uploads/DAL/10/b.jpg']);
    expect(source.files.damages.map((file) => file?.relative ?? null)).toEqual(['uploads/DAL/10/damage.jpg', null]);
    expect(source.photoIds.damages).toEqual([imageId, null]);
    expect(source.sitePublicPhotos).toBe(true);
    const dealerCopy = await conditionReportSources(db)(10, reportId, true);
    expect(dealerCopy.pdf.transactions).toBeNull();
    expect(dealerCopy.pdf.costs).toBe(false);
    expect((await refusal(conditionReportSources(db)(11, reportId, false))).status).toBe(404);
    expect(await vehicleFacts(db)(10)).toEqual({
      vehicle_id: 10,
      vin: '1FTFW1E50NFA00001',
      autoyear: 2022,
      automake: 'Ford',
      automodel: 'F-150',
      mileage: 12000,
      odometer_uom: 'mi',
    });
  });

  it('makes one report of two tablets’ creations sent at once (the vehicle’s lock)', async () => {
    const reads = reportRows(db);
    await warmPool(db, 6);
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, index) => write(() => writes().openReport(10, { ...actor, username: `tablet${index}` }, { comments: `tablet ${index}` }))),
    );
    const reports = await reads.ofVehicle(10);
    expect(reports).toHaveLength(1);
    expect(created.filter((opened) => opened.created)).toHaveLength(1);
    expect(new Set(created.map((opened) => opened.reportId))).toEqual(new Set([reports[0]!.condition_report_id]));
  });

  it('copies a report once when first approvals are sent at once: the later ones find it approved (423)', async () => {
    const reads = reportRows(db);
    const { reportId } = await write(() => writes().openReport(10, actor, {}));
    const conditions: number[] = [];
    for (let index = 0; index < 6; index++) conditions.push(await write(() => writes().createCondition(reportId, actor, { item_code: 1, damage_code: 1 })));
    // As the route runs it: the lock, then the checks, then the copy.
    const approveOne = (conditionId: number) =>
      write(async () => {
        await lockVehicleInspection(db, 10);
        const report = await writableReport(reads, db, 10, String(reportId), conditionId);
        const approvedId = await writes().approve(report, actor);
        await writes().updateCondition(await writes().copyOf(approvedId, conditionId), actor, { repair_approved: 1 }, true);
        return approvedId;
      });
    await warmPool(db, conditions.length);
    const outcomes = await Promise.allSettled(conditions.map(approveOne));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ status: 423 });
    expect((await reads.ofVehicle(10)).filter((report) => report.condition_report_type_id === 2)).toHaveLength(1);
  });

  it('refuses, after the lock, changes sent at once based on a version another write moved on (If-Match as the routes check it)', async () => {
    const reads = reportRows(db);
    const { reportId } = await write(() => writes().openReport(10, actor, {}));
    const seen = reportEtag((await reads.byId(reportId))!);
    // Edits sent at once, all based on the version seen: one applies, the others find it moved on.
    const edit = (comments: string) =>
      write(async () => {
        await lockVehicleInspection(db, 10);
        const report = await writableReport(reads, db, 10, String(reportId));
        if (reportEtag(report) !== seen) throw new HttpError(412, 'stale');
        await writes().updateReport(reportId, actor, { comments });
      });
    await warmPool(db, 6);
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, (_, index) => edit(`edit ${index}`)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect((await reads.byId(reportId))!.version).toBe(2);
  });
});
