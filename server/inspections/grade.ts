/**
 * After every write that changes what a report's grade depends on (its damages, the
 * vehicle's tyres, drivable flag or body type, the report itself), inside that write's
 * transaction: the report's total_damages_cost from its damages and, at a site with
 * integration_autograde, its grade from src/contract/autograde.ts. The reply's `meta` says
 * what autograde did (`autograde` with the breakdown, or `autograde_error`).
 */
import { autograde, type AutogradeDamage } from '../../src/contract/autograde.ts';
import { reportTotal } from '../../src/contract/inspection-rules.ts';
import type { AutogradeMeta } from '../../src/contract/inspections.ts';
import { Tires } from '../../src/contract/tires.ts';
import * as v from 'valibot';
import type { Db } from '../db/connection.ts';
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

export function grading(db: Db, reads: ReportReads) {
  const sql = db.$client;
  const vehicleInputs = sql.prepare('SELECT tires, drivable, body_type FROM vehicles WHERE vehicle_id = ?');
  const bodyStyleCodes = () => sql.prepare('SELECT body_style_code FROM body_styles').pluck().all() as string[];
  const update = sql.prepare('UPDATE inspections SET total_damages_cost = ?, grade = coalesce(?, grade) WHERE condition_report_id = ?');

  /** Recomputes the report's total and, when `autogradeOn`, its grade; what to put in the reply's meta. */
  return function regrade(reportId: number, autogradeOn: boolean, wholeNumbers: boolean): AutogradeMeta | undefined {
    const report = reads.byId(reportId);
    if (!report) return undefined;
    const conditions = reads.conditionsOf(reportId);
    const total = reportTotal(conditions);
    if (!autogradeOn) {
      update.run(total, null, reportId);
      return undefined;
    }
    const vehicle = vehicleInputs.get(report.vehicle_id) as VehicleGradeInputs;
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
      bodyStyleCodes: bodyStyleCodes(),
      wholeNumbers,
    });
    update.run(total, outcome.ok ? outcome.result.grade : null, reportId);
    return outcome.ok ? { autograde: outcome.result } : { autograde_error: outcome.error };
  };
}
