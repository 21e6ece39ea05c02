/**
 * Who may read and write a vehicle's inspection, and when (spec 02, points 4 and 6; ADR 0018):
 * - the vehicle must be in the caller's sites (else 404, as if it did not exist); a report,
 *   damage or photo of another site's vehicle gets the same 404 and message as one that does
 *   not exist ("Inspection not found", …), never the vehicle's id;
 * - a write needs `condition_writer` at THE VEHICLE'S SITE, not the caller's active site;
 * - vehicle statuses 4, 5, 6, 7 and 9 make every write a 423 (code `vehicle_read_only`);
 * - a write to an original report that an approved report replaced is a 423 naming the
 *   approved report (code `report_approved`);
 * - a write whose If-Match is not the record's ETag is a 412 with the record as it is now.
 */
import type { Context } from 'hono';
import { readOnlyVehicleStatuses } from '../../src/contract/inspection-rules.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connection.ts';
import type { AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { ListEngine } from '../list/list-engine.ts';
import { effectiveConfigSync } from '../platform/configs.ts';
import { approvedAmong, type ReportReads, type ReportRow } from './reports.ts';

export interface VehicleRow {
  vehicle_id: number;
  site_id: number;
  site_code: string;
  vehicle_status_id: number;
  keys_count: number | null;
  drivable: number | null;
  body_type: string | null;
  body_style: number | null;
  tires: string | null;
  version: number;
}

export interface SiteSwitches {
  autograde: boolean;
  wholeNumbers: boolean;
  severityRequired: boolean;
  deleteEnabled: boolean;
}

export function inspectionAccess(db: Db, engine: ListEngine) {
  const sql = db.$client;
  const vehicle = sql.prepare(
    `SELECT v.vehicle_id, v.site_id, s.code AS site_code, v.vehicle_status_id, v.keys_count, v.drivable, v.body_type, v.body_style, v.tires, v.version
     FROM vehicles v JOIN sites s ON s.id = v.site_id WHERE v.vehicle_id = ?`,
  );
  const holds = sql.prepare('SELECT 1 FROM user_securities WHERE user_id = ? AND site_id = ? AND security = ?').pluck();
  const none = new URLSearchParams();

  /** The vehicle, when the caller may see it (its sites); 404 otherwise. */
  async function visibleVehicle(actor: Actor, vehicleId: string): Promise<VehicleRow> {
    if (!/^\d{1,12}$/.test(vehicleId)) throw notFound('Vehicle not found');
    // Scoped like every read: a vehicle outside the caller's sites does not exist for them.
    await engine.get('vehicles', vehicleId, none, actor);
    const row = vehicle.get(Number(vehicleId)) as VehicleRow | undefined;
    if (!row) throw notFound('Vehicle not found');
    return row;
  }

  /** The vehicle when the caller may see it, else undefined: for an answer that must not tell "not yours" from "none". */
  async function seenVehicle(actor: Actor, vehicleId: number): Promise<VehicleRow | undefined> {
    try {
      return await visibleVehicle(actor, String(vehicleId));
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return undefined;
      throw error;
    }
  }

  function canWrite(actor: Actor, siteId: number): boolean {
    return holds.get(actor.userId, siteId, 'condition_writer') !== undefined;
  }

  /** The vehicle, when the caller may change its inspection now; 404, 403 or 423 otherwise. */
  async function writableVehicle(actor: Actor, vehicleId: string): Promise<VehicleRow> {
    const row = await visibleVehicle(actor, vehicleId);
    if (!canWrite(actor, row.site_id)) {
      throw new HttpError(403, `You need the condition writer permission at ${row.site_code} to change this vehicle's inspection.`);
    }
    if (readOnlyVehicleStatuses.includes(row.vehicle_status_id)) {
      throw new HttpError(423, "This vehicle's status does not allow changes to its inspection.", {}, { error: { code: 'vehicle_read_only' } });
    }
    return row;
  }

  /** Synchronous: the inspection routes read the switches inside `writeOnce` too (ADR 0071, step 4). */
  function switches(siteId: number): SiteSwitches {
    const config = effectiveConfigSync(db, siteId);
    const on = (name: string) => config[name] === true;
    return {
      autograde: on('integration_autograde'),
      wholeNumbers: on('mobile_grade_whole_numbers'),
      severityRequired: on('mobile_inspection_severity_required'),
      deleteEnabled: on('inspection_delete'),
    };
  }

  return { visibleVehicle, seenVehicle, writableVehicle, canWrite, switches };
}

/**
 * The report of the path, for a write: it must be the vehicle's and not deleted (404), and not
 * an original that an approved report replaced (423 naming the approved report and, for a
 * damage write, the damage of the approved report copied from `conditionId`).
 */
export function writableReport(reads: ReportReads, db: Db, vehicleId: number, reportId: string, conditionId?: number): ReportRow {
  const report = /^\d{1,12}$/.test(reportId) ? reads.byId(Number(reportId)) : undefined;
  if (!report || report.vehicle_id !== vehicleId) throw notFound('Inspection not found');
  const approved = approvedAmong(reads.ofVehicle(vehicleId));
  if (approved && approved.condition_report_id !== report.condition_report_id) {
    const counterpart =
      conditionId === undefined
        ? null
        : ((db.$client
            .prepare('SELECT vehicle_condition_id FROM inspection_items WHERE condition_report_id = ? AND source_condition_id = ?')
            .pluck()
            .get(approved.condition_report_id, conditionId) as number | undefined) ?? null);
    throw new HttpError(
      423,
      `This inspection was approved as report ${approved.condition_report_id}; the original is read-only. Make the change on the approved inspection.`,
      {},
      { error: { code: 'report_approved', approved_report_id: approved.condition_report_id, counterpart_condition_id: counterpart } },
    );
  }
  return report;
}

/**
 * Refuses a write based on an older version of the record (If-Match differs from its ETag):
 * 412 with the record as it is now, so the client can merge field by field. No If-Match: the
 * client takes the last word, as HTTP allows.
 */
export async function checkIfMatch(c: Context<AppEnv>, etag: string, current: () => unknown): Promise<void> {
  const sent = c.req.header('if-match');
  if (sent === undefined || sent.trim() === '*') return;
  const tags = sent.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (tags.includes(etag)) return;
  throw new HttpError(
    412,
    'This record was changed by someone else since you opened it.',
    { ETag: etag },
    { error: { code: 'stale' }, body: { current: await current() } },
  );
}
