/**
 * The writes of condition reports: reports, damages (conditions), their photos, and the
 * approval that copies a report into its approved (post-recon) report. Meant to run inside the
 * caller's write transaction (routes/inspections.ts uses writeOnce); each bumps the version
 * (the ETag) of what it changes. The one module that writes these tables.
 *
 * On the async query layer (ADR 0071): every statement through `q(db)`, new ids by RETURNING.
 * A write of a vehicle's inspection first takes `lockVehicleInspection`: on PostgreSQL writes do
 * not wait for one another, and every rule here reads and then writes (one report per vehicle,
 * the first approval's copy, If-Match against the version read, a damage's one photo); on SQLite
 * the write transaction holds the database already.
 */
import { sql, type ExpressionBuilder, type Updateable } from 'kysely';
import { conditionFieldNames, storedCapturedAt, type ConditionCreate, type ConditionUpdate, type InspectionUpdate } from '../../src/contract/inspections.ts';
import { APPROVED_REPORT_TYPE, STANDARD_REPORT_TYPE } from '../../src/contract/inspection-rules.ts';
import type { Actor } from '../auth/actor.ts';
import { lockFor, q, type Database, type DbHandle } from '../db/query.ts';
import { inspectionFields, inspectionItemFields } from '../db/schema.ts';
import type { Catalogue } from './catalogue.ts';

/**
 * The damage columns an approval copies from the original report into the approved one: every
 * field of a damage but its report, and the markup of its photo (the copy shares the photo).
 */
const copiedColumns = [
  ...inspectionItemFields.filter((column): column is Exclude<(typeof inspectionItemFields)[number], 'condition_report_id'> => column !== 'condition_report_id'),
  'photo_markup' as const,
];

const now = () => new Date().toISOString();

/** A write's markup as its column stores it (JSON text; null for none); undefined when the write leaves it. */
const storedMarkup = (markup: ConditionUpdate['photo_markup']) =>
  markup === undefined ? undefined : markup === null || markup.shapes.length === 0 ? null : JSON.stringify(markup);

/** `version + 1`: every write moves the ETag of what it changes. */
const nextVersion = <T extends 'inspections' | 'inspection_items' | 'vehicles'>(eb: ExpressionBuilder<Database, T>) => sql<number>`${eb.ref('version')} + 1`;

/**
 * Inside a write, before it reads what it checks: waits until no other write of this vehicle's
 * inspection (its reports, damages, photos, condition fields) holds the vehicle, and holds it
 * until this write ends (query.ts `lockFor`; nothing to take on SQLite).
 */
export function lockVehicleInspection(db: DbHandle, vehicleId: number): Promise<void> {
  return lockFor(db, `report:vehicle:${vehicleId}`);
}

export function inspectionWrites(db: DbHandle, catalogue: Catalogue) {
  const groupOf = (itemCode: number | null | undefined) => {
    if (itemCode == null) return { display_group_code: null, condition_report_group_id: null };
    const group = catalogue.itemById.get(itemCode)?.display_group_code ?? null;
    const groups = [...new Set(catalogue.items.map((item) => item.display_group_code))];
    return { display_group_code: group, condition_report_group_id: group === null ? null : groups.indexOf(group) + 1 };
  };

  async function createReport(vehicleId: number, actor: Actor, fields: { comments?: string | null; notes?: string | null }): Promise<number> {
    const at = now();
    const row = await q(db)
      .insertInto('inspections')
      .values({
        vehicle_id: vehicleId,
        condition_report_type_id: STANDARD_REPORT_TYPE,
        comments: fields.comments ?? null,
        notes: fields.notes ?? null,
        total_damages_cost: 0,
        created_by: actor.userId,
        created_username: actor.username,
        created_date: at,
        written_by: actor.userId,
        written_date: at,
      })
      .returning('condition_report_id')
      .executeTakeFirstOrThrow();
    return row.condition_report_id;
  }

  /**
   * The vehicle's current report, or a new one when it has none: two tablets that both started
   * a report offline write into one. Takes the vehicle's lock first, so two writes at once on
   * PostgreSQL cannot both find none.
   */
  async function openReport(
    vehicleId: number,
    actor: Actor,
    fields: { comments?: string | null; notes?: string | null },
  ): Promise<{ reportId: number; created: boolean }> {
    await lockVehicleInspection(db, vehicleId);
    // The current one: the approved report when there is one, else the newest (reports.ts ofVehicle's order).
    const existing = await q(db)
      .selectFrom('inspections')
      .select('condition_report_id')
      .where('vehicle_id', '=', vehicleId)
      .where('deleted_at', 'is', null)
      .orderBy('condition_report_type_id', 'desc')
      .orderBy('condition_report_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (existing) return { reportId: existing.condition_report_id, created: false };
    return { reportId: await createReport(vehicleId, actor, fields), created: true };
  }

  async function updateReport(reportId: number, actor: Actor, fields: InspectionUpdate): Promise<void> {
    const set: Updateable<Database['inspections']> = {};
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) Object.assign(set, { [name]: value });
    await q(db)
      .updateTable('inspections')
      .set((eb) => ({ ...set, written_by: actor.userId, written_date: now(), version: nextVersion(eb) }))
      .where('condition_report_id', '=', reportId)
      .execute();
  }

  /** Deletes the report and, for an approved one, its original (an approved report cannot be unapproved). */
  async function deleteReport(reportId: number, originalId: number | null): Promise<void> {
    await q(db)
      .updateTable('inspections')
      .set((eb) => ({ deleted_at: now(), version: nextVersion(eb) }))
      .where('condition_report_id', 'in', [reportId, originalId ?? reportId])
      .where('deleted_at', 'is', null)
      .execute();
  }

  async function createCondition(reportId: number, actor: Actor, body: ConditionCreate): Promise<number> {
    const values: Record<string, unknown> = {
      ...body,
      ...groupOf(body.item_code),
      condition_report_item_id: body.item_code,
      photo_markup: storedMarkup(body.photo_markup),
    };
    const row: Record<string, unknown> = {};
    for (const name of Object.keys(values)) if (values[name] !== undefined) row[name] = values[name];
    const inserted = await q(db)
      .insertInto('inspection_items')
      .values({ ...row, condition_report_id: reportId, written_by: actor.username, written_date: now() })
      .returning('vehicle_condition_id')
      .executeTakeFirstOrThrow();
    return inserted.vehicle_condition_id;
  }

  async function updateCondition(conditionId: number, actor: Actor, body: ConditionUpdate, approving: boolean): Promise<void> {
    const values: Record<string, unknown> = {};
    for (const column of conditionFieldNames) if (body[column] !== undefined) values[column] = body[column];
    if (body.photo_markup !== undefined) values.photo_markup = storedMarkup(body.photo_markup);
    if (body.item_code !== undefined) Object.assign(values, groupOf(body.item_code), { condition_report_item_id: body.item_code });
    if (approving) Object.assign(values, { approval_by: actor.userId, approval_date: now(), approval_user: actor.username, approval_source: 'console' });
    if (body.repair_approved !== undefined || body.damage_repaired !== undefined) {
      // The damage's status code follows its repair flags: A approved, R repaired.
      const flags = await q(db)
        .selectFrom('inspection_items')
        .select(['repair_approved', 'damage_repaired'])
        .where('vehicle_condition_id', '=', conditionId)
        .executeTakeFirstOrThrow();
      const repaired = (body.damage_repaired ?? flags.damage_repaired) === 1;
      const approved = (body.repair_approved ?? flags.repair_approved) === 1;
      values.damage_status_code = repaired ? 'R' : approved ? 'A' : null;
    }
    await q(db)
      .updateTable('inspection_items')
      .set((eb) => ({ ...values, written_by: actor.username, written_date: now(), version: nextVersion(eb) }))
      .where('vehicle_condition_id', '=', conditionId)
      .execute();
  }

  /** The paths of a damage's photo files. */
  const photoPaths = async (conditionId: number) =>
    (await q(db).selectFrom('condition_images').select('image_file_path').where('vehicle_condition_id', '=', conditionId).execute()).map(
      (row) => row.image_file_path,
    );

  /** Deletes a damage; the paths of its photo files, for removal after the commit. */
  async function deleteCondition(conditionId: number): Promise<string[]> {
    const paths = await photoPaths(conditionId);
    await q(db).deleteFrom('condition_images').where('vehicle_condition_id', '=', conditionId).execute();
    await q(db).deleteFrom('inspection_items').where('vehicle_condition_id', '=', conditionId).execute();
    return paths;
  }

  /** Puts a photo on a damage, replacing the one it had; the replaced file's path (for removal after the commit). */
  async function setConditionImage(
    conditionId: number,
    file: { path: string; mimeType: string; width: number; height: number; sha256: string; capturedAt?: number | null },
  ): Promise<{ imageId: number; replaced: string | null }> {
    const [replaced = null] = await photoPaths(conditionId);
    await q(db).deleteFrom('condition_images').where('vehicle_condition_id', '=', conditionId).execute();
    const at = now();
    const inserted = await q(db)
      .insertInto('condition_images')
      .values({
        vehicle_condition_id: conditionId,
        image_file_path: file.path,
        mime_type: file.mimeType,
        width: file.width,
        height: file.height,
        sha256: file.sha256,
        captured_at: storedCapturedAt(file.capturedAt ?? null, at),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await q(db)
      .updateTable('inspection_items')
      .set((eb) => ({ has_image: 'Y' as const, image_file_path: file.path, item_image_updated: at, version: nextVersion(eb) }))
      .where('vehicle_condition_id', '=', conditionId)
      .execute();
    return { imageId: inserted.id, replaced };
  }

  /** Removes a damage's photo; its file's path (for removal after the commit). */
  async function deleteConditionImage(imageId: number, conditionId: number): Promise<string | null> {
    const row = await q(db).selectFrom('condition_images').select('image_file_path').where('id', '=', imageId).executeTakeFirst();
    await q(db).deleteFrom('condition_images').where('id', '=', imageId).execute();
    await q(db)
      .updateTable('inspection_items')
      .set((eb) => ({ has_image: 'N' as const, image_file_path: null, item_image_updated: now(), version: nextVersion(eb) }))
      .where('vehicle_condition_id', '=', conditionId)
      .execute();
    return row?.image_file_path ?? null;
  }

  /**
   * Copies the original report and its damages (and their photos, which share the files) into
   * the approved report, marks it approved now, and answers its id. The copies remember the
   * damage they came from (source_condition_id); the original keeps the vehicle's facts
   * (keys, drivable, body type and style, tyres) as they are at the approval (ADR 0089). The values put into the copy's SELECT are
   * cast to their column's type: PostgreSQL reads an untyped parameter of a select list as text.
   */
  async function approve(original: { condition_report_id: number; vehicle_id: number }, actor: Actor): Promise<number> {
    const at = now();
    const approved = await q(db)
      .insertInto('inspections')
      .columns(inspectionFields)
      .expression((eb) =>
        eb
          .selectFrom('inspections')
          // One value for each of inspectionFields, in its order: the original's, or the approval's.
          .select((s) => [
            'vehicle_id',
            s.cast<number>(s.val(APPROVED_REPORT_TYPE), 'integer').as('condition_report_type_id'),
            'condition_report_id',
            'grade',
            'comments',
            'notes',
            'total_damages_cost',
            s.cast<number>(s.val(actor.userId), 'integer').as('created_by'),
            s.cast<string>(s.val(actor.username), 'text').as('created_username'),
            s.cast<string>(s.val(at), 'text').as('created_date'),
            s.cast<number>(s.val(actor.userId), 'integer').as('written_by'),
            s.cast<string>(s.val(at), 'text').as('written_date'),
            s.cast<string>(s.val(at), 'text').as('approved_date'),
          ])
          .where('condition_report_id', '=', original.condition_report_id),
      )
      .returning('condition_report_id')
      .executeTakeFirstOrThrow();
    const approvedId = approved.condition_report_id;
    await q(db)
      .insertInto('inspection_items')
      .columns(['condition_report_id', 'source_condition_id', ...copiedColumns])
      .expression((eb) =>
        eb
          .selectFrom('inspection_items')
          .select((s) => [s.cast<number>(s.val(approvedId), 'integer').as('condition_report_id'), 'vehicle_condition_id', ...copiedColumns])
          .where('condition_report_id', '=', original.condition_report_id)
          .orderBy('vehicle_condition_id'),
      )
      .execute();
    await q(db)
      .insertInto('condition_images')
      .columns(['vehicle_condition_id', 'image_file_path', 'mime_type', 'width', 'height', 'sha256', 'captured_at'])
      .expression((eb) =>
        eb
          .selectFrom('condition_images as ci')
          .innerJoin('inspection_items as copy', (join) =>
            join.onRef('copy.source_condition_id', '=', 'ci.vehicle_condition_id').on('copy.condition_report_id', '=', approvedId),
          )
          .select(['copy.vehicle_condition_id', 'ci.image_file_path', 'ci.mime_type', 'ci.width', 'ci.height', 'ci.sha256', 'ci.captured_at']),
      )
      .execute();
    // The original changes state (read-only from now on): it keeps the vehicle's facts as they
    // are now (ADR 0089), which the approved report goes on reading live, and its ETag changes.
    const facts = await q(db)
      .selectFrom('vehicles')
      .select(['keys_count', 'drivable', 'body_type', 'body_style', 'tires'])
      .where('vehicle_id', '=', original.vehicle_id)
      .executeTakeFirstOrThrow();
    await q(db)
      .updateTable('inspections')
      .set((eb) => ({
        facts_kept_at: at,
        kept_keys_count: facts.keys_count,
        kept_drivable: facts.drivable,
        kept_body_type: facts.body_type,
        kept_body_style: facts.body_style,
        kept_tires: facts.tires,
        version: nextVersion(eb),
      }))
      .where('condition_report_id', '=', original.condition_report_id)
      .execute();
    return approvedId;
  }

  /** The damage of `reportId` copied from `conditionId` (after an approval). */
  async function copyOf(reportId: number, conditionId: number): Promise<number> {
    const row = await q(db)
      .selectFrom('inspection_items')
      .select('vehicle_condition_id')
      .where('condition_report_id', '=', reportId)
      .where('source_condition_id', '=', conditionId)
      .executeTakeFirstOrThrow();
    return row.vehicle_condition_id;
  }

  return {
    createReport,
    openReport,
    updateReport,
    deleteReport,
    createCondition,
    updateCondition,
    deleteCondition,
    setConditionImage,
    deleteConditionImage,
    approve,
    copyOf,
  };
}

/** Whether a stored file is still named by any photo row (a copy's or another vehicle's): asked after the commit, outside any write. */
export async function fileInUse(db: DbHandle, path: string): Promise<boolean> {
  const row = await q(db)
    .selectFrom('condition_images')
    .select(sql<number>`1`.as('used'))
    .where('image_file_path', '=', path)
    .unionAll((eb) =>
      eb
        .selectFrom('vehicle_images')
        .select(sql<number>`1`.as('used'))
        .where('image_file_path', '=', path),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
