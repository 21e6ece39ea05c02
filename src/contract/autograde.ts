/**
 * Autograde: the condition grade of a report, computed from its damages, tyres and
 * drivable flag (docs/autograde.md explains the rule and why). The server applies it after
 * every write at a site with integration_autograde and is the authority; offline, the
 * screen applies the same function to what the device holds and calls the result
 * provisional. Deterministic: the same report always gives the same grade and breakdown.
 *
 * The scale is NAAA's 0-5 condition grade: 5 is a clean vehicle, and each defect takes
 * points off by its size (severity) and by where it is (the item's group).
 */
import { inspectionLimits } from './inspection-rules';
import type { AutogradeResult, GradeDeduction } from './inspections';
import { tireIncomplete, wheelKeys, wheelNames, type Tires } from './tires';

export interface AutogradeDamage {
  /** The damage's condition id (or its temporary id on the device). */
  ref: string;
  itemName: string;
  damageName: string;
  /** The item's display group (FRONT, GLASS, INTERIOR, MECHANICAL, TIRES, WHEELS, ...). */
  displayGroup: string | null;
  /** The severity's AASC code ('1' to '5', 'M', 'R', 'X', 'T'), or null when none was chosen. */
  severityCode: string | null;
  /** A repaired damage takes nothing off (post-recon). */
  repaired: boolean;
}

export interface AutogradeInput {
  damages: readonly AutogradeDamage[];
  tires: Tires | null;
  drivable: number | null;
  bodyType: string | null;
  /** The body style codes known at the site. */
  bodyStyleCodes: readonly string[];
  wholeNumbers: boolean;
}

/** Something autograde needs and the report lacks; it says what it means. */
export interface AutogradeWarning {
  source: 'body' | 'damage' | 'tire';
  /** The damage's ref, the first incomplete wheel's key, or 'body_type'. */
  ref: string;
  text: string;
}

/** Points by severity code: the size of a defect, as NAAA's scale grows with it. */
export const severityPoints: Readonly<Record<string, number>> = {
  '1': 0.1,
  '2': 0.2,
  '3': 0.3,
  '4': 0.5,
  '5': 0.8,
  M: 0.6,
  R: 0.4,
  X: 0.7,
  T: 0.3,
};

/** Weight by item group: mechanical defects weigh most, cosmetic ones inside the cabin and on wheels least. */
export const groupWeights: Readonly<Record<string, number>> = {
  MECHANICAL: 1.5,
  GLASS: 1,
  FRONT: 1,
  LEFT: 1,
  RIGHT: 1,
  REAR: 1,
  TOP: 1,
  INTERIOR: 0.7,
  TIRES: 0.5,
  WHEELS: 0.5,
};

/** Tread depth (32nds of an inch) below which a tyre takes points off, and how many. */
export const treadRules: readonly { below: number; points: number }[] = [
  { below: 2, points: 0.4 },
  { below: 4, points: 0.2 },
];

/** A vehicle that cannot be driven grades at most this (NAAA's 1: "rough, needs major repair"). */
export const notDrivableCap = 1;

const round1 = (n: number) => Math.round(n * 10 + 1e-9) / 10;

export function autogradeWarnings(input: AutogradeInput): AutogradeWarning[] {
  const warnings: AutogradeWarning[] = [];
  if (input.bodyType === null || !input.bodyStyleCodes.includes(input.bodyType)) {
    warnings.push({
      source: 'body',
      ref: 'body_type',
      text: input.bodyType ? `Body type ${input.bodyType} is not a known body style code` : 'Body type is not set to a known body style code',
    });
  }
  for (const damage of input.damages) {
    if (damage.severityCode === null) warnings.push({ source: 'damage', ref: damage.ref, text: `${damage.itemName} ${damage.damageName} has no severity` });
  }
  const incomplete = wheelKeys.filter((key) => input.tires === null || tireIncomplete(input.tires[key]));
  if (incomplete.length > 0) {
    const names = incomplete.map((key) => wheelNames[key].toLowerCase());
    warnings.push({ source: 'tire', ref: incomplete[0] ?? 'leftFront', text: `Tyres need a tread width and a tread depth: ${names.join(', ')}` });
  }
  return warnings;
}

/**
 * The grade and what took each point off, or the reason it cannot be computed (the first
 * warning, with how many more). A whole-number site gets the grade rounded down: a
 * vehicle is never graded better than its defects allow.
 */
export function autograde(input: AutogradeInput): { ok: true; result: AutogradeResult } | { ok: false; error: string; warnings: AutogradeWarning[] } {
  const warnings = autogradeWarnings(input);
  if (warnings.length > 0) {
    const [first] = warnings;
    const more = warnings.length - 1;
    return { ok: false, error: `${first?.text ?? 'Incomplete report'}${more > 0 ? ` (and ${more} more)` : ''}`, warnings };
  }
  const breakdown: GradeDeduction[] = [];
  for (const damage of input.damages) {
    if (damage.repaired) continue;
    const base = severityPoints[damage.severityCode ?? ''] ?? 0.3;
    const weight = groupWeights[damage.displayGroup ?? ''] ?? 1;
    const points = round1(base * weight) || 0.1;
    breakdown.push({ source: 'damage', ref: damage.ref, label: `${damage.itemName} ${damage.damageName}`, points });
  }
  for (const key of wheelKeys) {
    const depth = input.tires?.[key].treadDepth;
    if (depth == null) continue;
    const rule = treadRules.find((candidate) => depth < candidate.below);
    if (rule) breakdown.push({ source: 'tire', ref: key, label: `${wheelNames[key]} tyre tread ${depth}/32`, points: rule.points });
  }
  let grade = Math.max(inspectionLimits.gradeMin, round1(inspectionLimits.gradeMax - breakdown.reduce((sum, entry) => sum + entry.points, 0)));
  if (input.drivable === 0 && grade > notDrivableCap) {
    breakdown.push({ source: 'vehicle', ref: 'drivable', label: 'Not drivable', points: round1(grade - notDrivableCap) });
    grade = notDrivableCap;
  }
  return { ok: true, result: { grade: input.wholeNumbers ? Math.floor(grade + 1e-9) : grade, breakdown } };
}

/** NAAA's words for a grade (the vehicle's overall condition): 5 Excellent down to 0 Inoperable. */
export function conditionLabel(grade: number | null | undefined): string {
  if (grade == null || !Number.isFinite(grade)) return 'Not graded';
  if (grade >= 5) return 'Excellent';
  if (grade >= 4) return 'Good';
  if (grade >= 3) return 'Average';
  if (grade >= 2) return 'Rough';
  if (grade >= 1) return 'Very rough';
  return 'Inoperable';
}
