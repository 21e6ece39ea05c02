/**
 * The writes of condition reports: reports, damages (conditions), their photos, and the
 * approval that copies a report into its approved (post-recon) report. Synchronous statements
 * meant to run inside the caller's transaction (routes/inspections.ts uses writeOnce); each
 * bumps the version (the ETag) of what it changes. The one module that writes these tables.
 */
import { conditionFieldNames, type ConditionCreate, type ConditionUpdate, type InspectionUpdate } from '../../src/contract/inspections.ts';
import { APPROVED_REPORT_TYPE, STANDARD_REPORT_TYPE } from '../../src/contract/inspection-rules.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connection.ts';
import type { Catalogue } from './catalogue.ts';

const copiedColumns =
  'condition_report_group_id, condition_report_item_id, item_code, damage_code, severity_code, action_code, damage_status_code, display_group_code, description, has_image, image_file_path, item_image_updated, repair_suggested, repair_approved, damage_repaired, approvable, approval_by, approval_date, approval_user, approval_source, written_by, written_date, labor_parts, labor_desc, labor_hours, paint_hours, part_hours, labor_cost, paint_cost, part_cost';

const now = () => new Date().toISOString();

export function inspectionWrites(db: Db, catalogue: Catalogue) {
  const sql = db.$client;
  const groupOf = (itemCode: number | null | undefined) => {
    if (itemCode == null) return { display_group_code: null, condition_report_group_id: null };
    const group = catalogue.itemById.get(itemCode)?.display_group_code ?? null;
    const groups = [...new Set(catalogue.items.map((item) => item.display_group_code))];
    return { display_group_code: group, condition_report_group_id: group === null ? null : groups.indexOf(group) + 1 };
  };

  const insertReport = sql.prepare(
    `INSERT INTO inspections (vehicle_id, condition_report_type_id, comments, notes, total_damages_cost, created_by, created_username, created_date, written_by, written_date)
     VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
  );

  function createReport(vehicleId: number, actor: Actor, fields: { comments?: string | null; notes?: string | null }): number {
    const at = now();
    return Number(
      insertReport.run(vehicleId, STANDARD_REPORT_TYPE, fields.comments ?? null, fields.notes ?? null, actor.userId, actor.username, at, actor.userId, at)
        .lastInsertRowid,
    );
  }

  function updateReport(reportId: number, actor: Actor, fields: InspectionUpdate): void {
    const sets = Object.entries(fields).filter(([, value]) => value !== undefined);
    const assignments = [...sets.map(([name]) => `${name} = ?`), 'written_by = ?', 'written_date = ?', 'version = version + 1'];
    sql
      .prepare(`UPDATE inspections SET ${assignments.join(', ')} WHERE condition_report_id = ?`)
      .run(...sets.map(([, value]) => value), actor.userId, now(), reportId);
  }

  /** Deletes the report and, for an approved one, its original (an approved report cannot be unapproved). */
  function deleteReport(reportId: number, originalId: number | null): void {
    const at = now();
    sql
      .prepare('UPDATE inspections SET deleted_at = ?, version = version + 1 WHERE condition_report_id IN (?, ?) AND deleted_at IS NULL')
      .run(at, reportId, originalId ?? reportId);
  }

  function createCondition(reportId: number, actor: Actor, body: ConditionCreate): number {
    const values: Record<string, unknown> = { ...body, ...groupOf(body.item_code), condition_report_item_id: body.item_code };
    const names = Object.keys(values).filter((name) => values[name] !== undefined);
    const columns = [...names, 'condition_report_id', 'written_by', 'written_date'];
    const result = sql
      .prepare(`INSERT INTO inspection_items (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
      .run(...names.map((name) => values[name]), reportId, actor.username, now());
    return Number(result.lastInsertRowid);
  }

  function updateCondition(conditionId: number, actor: Actor, body: ConditionUpdate, approving: boolean): void {
    const values: Record<string, unknown> = {};
    for (const column of conditionFieldNames) if (body[column] !== undefined) values[column] = body[column];
    if (body.item_code !== undefined) Object.assign(values, groupOf(body.item_code), { condition_report_item_id: body.item_code });
    if (approving) Object.assign(values, { approval_by: actor.userId, approval_date: now(), approval_user: actor.username, approval_source: 'console' });
    if (body.repair_approved !== undefined || body.damage_repaired !== undefined) {
      // The damage's status code follows its repair flags: A approved, R repaired.
      const flags = sql.prepare('SELECT repair_approved, damage_repaired FROM inspection_items WHERE vehicle_condition_id = ?').get(conditionId) as {
        repair_approved: number;
        damage_repaired: number;
      };
      const repaired = (body.damage_repaired ?? flags.damage_repaired) === 1;
      const approved = (body.repair_approved ?? flags.repair_approved) === 1;
      values.damage_status_code = repaired ? 'R' : approved ? 'A' : null;
    }
    const names = Object.keys(values);
    const assignments = [...names.map((name) => `${name} = ?`), 'written_by = ?', 'written_date = ?', 'version = version + 1'];
    sql
      .prepare(`UPDATE inspection_items SET ${assignments.join(', ')} WHERE vehicle_condition_id = ?`)
      .run(...names.map((name) => values[name]), actor.username, now(), conditionId);
  }

  /** Deletes a damage; the paths of its photo files, for removal after the commit. */
  function deleteCondition(conditionId: number): string[] {
    const paths = sql.prepare('SELECT image_file_path FROM condition_images WHERE vehicle_condition_id = ?').pluck().all(conditionId) as string[];
    sql.prepare('DELETE FROM condition_images WHERE vehicle_condition_id = ?').run(conditionId);
    sql.prepare('DELETE FROM inspection_items WHERE vehicle_condition_id = ?').run(conditionId);
    return paths;
  }

  /** Puts a photo on a damage, replacing the one it had; the replaced file's path (for removal after the commit). */
  function setConditionImage(
    conditionId: number,
    file: { path: string; mimeType: string; width: number; height: number; sha256: string },
  ): { imageId: number; replaced: string | null } {
    const replaced =
      (sql.prepare('SELECT image_file_path FROM condition_images WHERE vehicle_condition_id = ?').pluck().get(conditionId) as string | undefined) ?? null;
    sql.prepare('DELETE FROM condition_images WHERE vehicle_condition_id = ?').run(conditionId);
    const at = now();
    const imageId = Number(
      sql
        .prepare(
          'INSERT INTO condition_images (vehicle_condition_id, image_file_path, mime_type, width, height, sha256, captured_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(conditionId, file.path, file.mimeType, file.width, file.height, file.sha256, at).lastInsertRowid,
    );
    sql
      .prepare("UPDATE inspection_items SET has_image = 'Y', image_file_path = ?, item_image_updated = ?, version = version + 1 WHERE vehicle_condition_id = ?")
      .run(file.path, at, conditionId);
    return { imageId, replaced };
  }

  /** Removes a damage's photo; its file's path (for removal after the commit). */
  function deleteConditionImage(imageId: number, conditionId: number): string | null {
    const path = (sql.prepare('SELECT image_file_path FROM condition_images WHERE id = ?').pluck().get(imageId) as string | undefined) ?? null;
    sql.prepare('DELETE FROM condition_images WHERE id = ?').run(imageId);
    sql
      .prepare(
        "UPDATE inspection_items SET has_image = 'N', image_file_path = NULL, item_image_updated = ?, version = version + 1 WHERE vehicle_condition_id = ?",
      )
      .run(now(), conditionId);
    return path;
  }

  /**
   * Copies the original report and its damages (and their photos, which share the files) into
   * the approved report, marks it approved now, and answers its id. The copies remember the
   * damage they came from (source_condition_id).
   */
  function approve(original: { condition_report_id: number; vehicle_id: number }, actor: Actor): number {
    const at = now();
    const approvedId = Number(
      sql
        .prepare(
          `INSERT INTO inspections (vehicle_id, condition_report_type_id, original_report_id, grade, comments, notes, total_damages_cost,
             created_by, created_username, created_date, written_by, written_date, approved_date)
           SELECT vehicle_id, ?, condition_report_id, grade, comments, notes, total_damages_cost, ?, ?, ?, ?, ?, ? FROM inspections WHERE condition_report_id = ?`,
        )
        .run(APPROVED_REPORT_TYPE, actor.userId, actor.username, at, actor.userId, at, at, original.condition_report_id).lastInsertRowid,
    );
    sql
      .prepare(
        `INSERT INTO inspection_items (condition_report_id, source_condition_id, ${copiedColumns})
         SELECT ?, vehicle_condition_id, ${copiedColumns} FROM inspection_items WHERE condition_report_id = ? ORDER BY vehicle_condition_id`,
      )
      .run(approvedId, original.condition_report_id);
    sql
      .prepare(
        `INSERT INTO condition_images (vehicle_condition_id, image_file_path, mime_type, width, height, sha256, captured_at)
         SELECT copy.vehicle_condition_id, ci.image_file_path, ci.mime_type, ci.width, ci.height, ci.sha256, ci.captured_at
         FROM condition_images ci JOIN inspection_items copy ON copy.source_condition_id = ci.vehicle_condition_id AND copy.condition_report_id = ?`,
      )
      .run(approvedId);
    // The original changes state (read-only from now on): its ETag changes with it.
    sql.prepare('UPDATE inspections SET version = version + 1 WHERE condition_report_id = ?').run(original.condition_report_id);
    return approvedId;
  }

  /** The damage of `reportId` copied from `conditionId` (after an approval). */
  function copyOf(reportId: number, conditionId: number): number {
    return sql
      .prepare('SELECT vehicle_condition_id FROM inspection_items WHERE condition_report_id = ? AND source_condition_id = ?')
      .pluck()
      .get(reportId, conditionId) as number;
  }

  /** Whether a stored file is still named by any photo row (a copy's or another vehicle's). */
  function fileInUse(path: string): boolean {
    return (
      sql
        .prepare('SELECT 1 FROM condition_images WHERE image_file_path = ? UNION ALL SELECT 1 FROM vehicle_images WHERE image_file_path = ? LIMIT 1')
        .get(path, path) !== undefined
    );
  }

  return {
    createReport,
    updateReport,
    deleteReport,
    createCondition,
    updateCondition,
    deleteCondition,
    setConditionImage,
    deleteConditionImage,
    approve,
    copyOf,
    fileInUse,
  };
}
