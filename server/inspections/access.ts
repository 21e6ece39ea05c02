/**
 * Who may read and write a vehicle's inspection, and when (ADR 0018):
 * - the vehicle must be in the caller's sites (else 404, as if it did not exist); a report,
 *   damage or photo of another site's vehicle gets the same 404 and message as one that does
 *   not exist ("Inspection not found", …), never the vehicle's id;
 * - a write needs `condition_writer` at THE VEHICLE'S SITE, not the caller's active site;
 * - vehicle statuses 4, 5, 6, 7 and 9 make every write a 423 (code `vehicle_read_only`);
 * - a write to an original report that an approved report replaced is a 423 naming the
 *   approved report (code `report_approved`);
 * - a write whose If-Match is not the record's ETag is a 412 with the record as it is now.
 *
 * On the async query layer (ADR 0071): every statement through `q(db)` (inside a write, the
 * write's own); the vehicle and the caller's security at its site are compiled once. The scope
 * check is the list engine's `get`, synchronous until the list engine moves (step 4).
 */
import type { Context } from 'hono';
import type { InferResult } from 'kysely';
import { readOnlyVehicleStatuses } from '../../src/contract/inspection-rules.ts';
import type { Actor } from '../auth/actor.ts';
import { compiledOnce, q, type DbHandle, type Query } from '../db/query.ts';
import type { AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { ListEngine } from '../list/list-engine.ts';
import { effectiveConfig } from '../platform/configs.ts';
import { approvedAmong, type ReportReads, type ReportRow } from './reports.ts';

export interface SiteSwitches {
  autograde: boolean;
  wholeNumbers: boolean;
  severityRequired: boolean;
  deleteEnabled: boolean;
}

/** A vehicle as the inspection routes check and change it: its site, status, grading inputs and version. */
const vehicleSelect = (query: Query) =>
  query
    .selectFrom('vehicles as v')
    .innerJoin('sites as s', 's.id', 'v.site_id')
    .select([
      'v.vehicle_id',
      'v.site_id',
      's.code as site_code',
      'v.vehicle_status_id',
      'v.keys_count',
      'v.drivable',
      'v.body_type',
      'v.body_style',
      'v.tires',
      'v.version',
    ]);
/** Its columns as the schema declares them. */
export type InspectionVehicleRow = InferResult<ReturnType<typeof vehicleSelect>>[number];

const vehicleById = compiledOnce<'vehicleId', InspectionVehicleRow>((query, param) =>
  vehicleSelect(query).where('v.vehicle_id', '=', param('vehicleId') as unknown as number),
);
const holds = compiledOnce<'userId' | 'siteId' | 'security', { security: string }>((query, param) =>
  query
    .selectFrom('user_securities')
    .select('security')
    .where('user_id', '=', param('userId') as unknown as number)
    .where('site_id', '=', param('siteId') as unknown as number)
    .where('security', '=', param('security'))
    .limit(1),
);

export function inspectionAccess(db: DbHandle, engine: Pick<ListEngine, 'get'>) {
  const none = new URLSearchParams();

  /** The vehicle, when the caller may see it (its sites); 404 otherwise. */
  async function visibleVehicle(actor: Actor, vehicleId: string): Promise<InspectionVehicleRow> {
    if (!/^\d{1,12}$/.test(vehicleId)) throw notFound('Vehicle not found');
    // Scoped like every read: a vehicle outside the caller's sites does not exist for them.
    await engine.get('vehicles', vehicleId, none, actor);
    const [row] = await vehicleById(db, { vehicleId: Number(vehicleId) });
    if (!row) throw notFound('Vehicle not found');
    return row;
  }

  /** The vehicle when the caller may see it, else undefined: for an answer that must not tell "not yours" from "none". */
  async function seenVehicle(actor: Actor, vehicleId: number): Promise<InspectionVehicleRow | undefined> {
    try {
      return await visibleVehicle(actor, String(vehicleId));
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return undefined;
      throw error;
    }
  }

  async function canWrite(actor: Actor, siteId: number): Promise<boolean> {
    return (await holds(db, { userId: actor.userId, siteId, security: 'condition_writer' })).length > 0;
  }

  /** The vehicle, when the caller may change its inspection now; 404, 403 or 423 otherwise. */
  async function writableVehicle(actor: Actor, vehicleId: string): Promise<InspectionVehicleRow> {
    const row = await visibleVehicle(actor, vehicleId);
    if (!(await canWrite(actor, row.site_id))) {
      throw new HttpError(403, `You need the condition writer permission at ${row.site_code} to change this vehicle's inspection.`);
    }
    if (readOnlyVehicleStatuses.includes(row.vehicle_status_id)) {
      throw new HttpError(423, "This vehicle's status does not allow changes to its inspection.", {}, { error: { code: 'vehicle_read_only' } });
    }
    return row;
  }

  /** The site's inspection switches; inside a write, read in it. */
  async function switches(siteId: number): Promise<SiteSwitches> {
    const config = await effectiveConfig(db, siteId);
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
export async function writableReport(reads: ReportReads, db: DbHandle, vehicleId: number, reportId: string, conditionId?: number): Promise<ReportRow> {
  const report = /^\d{1,12}$/.test(reportId) ? await reads.byId(Number(reportId)) : undefined;
  if (!report || report.vehicle_id !== vehicleId) throw notFound('Inspection not found');
  const approved = approvedAmong(await reads.ofVehicle(vehicleId));
  if (approved && approved.condition_report_id !== report.condition_report_id) {
    const counterpart =
      conditionId === undefined
        ? null
        : ((
            await q(db)
              .selectFrom('inspection_items')
              .select('vehicle_condition_id')
              .where('condition_report_id', '=', approved.condition_report_id)
              .where('source_condition_id', '=', conditionId)
              .executeTakeFirst()
          )?.vehicle_condition_id ?? null);
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
