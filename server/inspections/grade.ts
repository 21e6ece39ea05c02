/**
 * After every write that changes what a report's grade depends on (its damages, the
 * vehicle's tyres, drivable flag or body type, the report itself), inside that write's
 * transaction: the report's total_damages_cost from its damages and, at a site with
 * integration_autograde, its grade from src/contract/autograde.ts. The reply's `meta` says
 * what autograde did (`autograde` with the breakdown, or `autograde_error`).
 *
 * On the async query layer (ADR 0071): run inside the write's `writeTransaction`, every
 * statement through `q(db)`.
 */
import { autograde, type AutogradeDamage } from '../../src/contract/autograde.ts';
import { reportTotal } from '../../src/contract/inspection-rules.ts';
import type { AutogradeMeta } from '../../src/contract/inspections.ts';
import { Tires } from '../../src/contract/tires.ts';
import * as v from 'valibot';
import { q, type DbHandle } from '../db/query.ts';
import type { ReportReads } from './reports.ts';

interface VehicleGradeInputs {
  tires: string | null;
  drivable: number | null;
  body_type: string | null;
}

/** The tyres document as stored (JSON text), or null when there is none or it cannot be read. */
export function storedTires(text: string | null): v.InferOutput<typeof Tires> | null {
  if (text === null) return null;
  try {
    const parsed = v.safeParse(Tires, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function grading(db: DbHandle, reads: ReportReads) {
  /** Recomputes the report's total and, when `autogradeOn`, its grade; what to put in the reply's meta. */
  return async function regrade(reportId: number, autogradeOn: boolean, wholeNumbers: boolean): Promise<AutogradeMeta | undefined> {
    const report = await reads.byId(reportId);
    if (!report) return undefined;
    const conditions = await reads.conditionsOf(reportId);
    const total = reportTotal(conditions);
    const store = (grade: number | null) =>
      q(db)
        .updateTable('inspections')
        .set(grade === null ? { total_damages_cost: total } : { total_damages_cost: total, grade })
        .where('condition_report_id', '=', reportId)
        .execute();
    if (!autogradeOn) {
      await store(null);
      return undefined;
    }
    const vehicle = (await q(db)
      .selectFrom('vehicles')
      .select(['tires', 'drivable', 'body_type'])
      .where('vehicle_id', '=', report.vehicle_id)
      .executeTakeFirstOrThrow()) as VehicleGradeInputs;
    const bodyStyleCodes = (await q(db).selectFrom('body_styles').select('body_style_code').execute()).map((row) => row.body_style_code);
    const damages: AutogradeDamage[] = conditions.map((condition) => ({
      ref: String(condition.vehicle_condition_id),
      itemName: condition.item_name ?? 'Item',
      damageName: condition.damage_name ?? 'damage',
      displayGroup: condition.display_group_code,
      severityCode: condition.severity_aasc,
      repaired: condition.damage_repaired === 1,
    }));
    const outcome = autograde({
      damages,
      tires: storedTires(vehicle.tires),
      drivable: vehicle.drivable,
      bodyType: vehicle.body_type,
      bodyStyleCodes,
      wholeNumbers,
    });
    // A failed autograde keeps the grade the report had.
    await store(outcome.ok ? outcome.result.grade : null);
    return outcome.ok ? { autograde: outcome.result } : { autograde_error: outcome.error };
  };
}
