/**
 * The grade as the inspection screen shows it, for the screen (use-inspection.ts) and the
 * printable report made on the device (print-data.ts): the report's grade while nothing of the
 * vehicle is on its way; at an autograde site with changes on their way, the grade the same
 * rule gives on this device (src/contract/autograde.ts), which the server's answer replaces.
 * Pure.
 */
import { autograde, autogradeWarnings, type AutogradeInput } from '@/contract/autograde';
import type { InspectionConfig } from '@/contract/inspection-rules';
import type { AutogradeResult, InspectionVehicle } from '@/contract/inspections';
import type { ShownInspection, ShownReport } from './overlay';
import { shownFacts } from './shown-facts';

export interface GradeView {
  /** The grade to show. */
  grade: number | null;
  /** Computed on this device from what it holds; the server's answer replaces it. */
  provisional: boolean;
  /** What took points off (autograde sites). */
  breakdown: AutogradeResult['breakdown'];
  warnings: ReturnType<typeof autogradeWarnings>;
}

function gradeInput(shown: ShownInspection, report: ShownReport, state: InspectionVehicle, wholeNumbers: boolean): AutogradeInput {
  // The report's facts: an original's as kept at its approval (ADR 0089).
  const facts = shownFacts(shown, report);
  return {
    damages: report.damages.map((damage) => ({
      ref: String(damage.id),
      itemName: damage.names.item ?? 'Item',
      damageName: damage.names.damage ?? 'damage',
      displayGroup: damage.names.group,
      severityCode: damage.names.severityCode,
      repaired: damage.fields.damage_repaired === 1,
    })),
    tires: facts.tires,
    drivable: facts.drivable,
    bodyType: facts.body_type,
    bodyStyleCodes: state.body_styles.map((style) => style.body_style_code),
    wholeNumbers,
  };
}

/** The grade of `report` as shown (none without a report); `viewingOriginal`: the original is shown (its grade is never marked provisional). */
export function gradeView(
  shown: ShownInspection,
  report: ShownReport | null,
  state: InspectionVehicle,
  config: InspectionConfig,
  viewingOriginal: boolean,
): GradeView {
  if (!report || !config.autograde) return { grade: report?.fields.grade ?? null, provisional: false, breakdown: [], warnings: [] };
  const pending = shown.unsynced > 0;
  const input = gradeInput(shown, report, state, config.wholeNumberGrades);
  const outcome = autograde(input);
  return {
    // The server's grade while nothing is on its way; the same rule's answer on this device otherwise.
    grade: pending && outcome.ok ? outcome.result.grade : report.fields.grade,
    provisional: pending && outcome.ok && !viewingOriginal,
    breakdown: outcome.ok ? outcome.result.breakdown : [],
    warnings: autogradeWarnings(input),
  };
}
