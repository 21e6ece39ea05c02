/**
 * What changed between a vehicle's original report and its approved report (issue 41, ADR 0089),
 * for "What changed" beside the Original/Approved toggle: the damages added, removed and changed,
 * field by field (item, damage, severity, action, description, each cost and hours, the repair
 * state), and the grade and the total, before and after. Pure: it reads the two reports as the
 * editor shows them (overlay.ts: the cached server copies with this device's changes on their
 * way), so it works offline like the rest of the editor.
 *
 * A damage of the approved report is paired with the original's damage it was copied from
 * (`sourceConditionId`, set by the approval's copy: server/inspections/writes.ts `approve`); an
 * approved damage with no source was added after the approval, an original damage no copy names
 * was removed.
 */
import { formatGrade } from '@/contract/inspection-rules';
import type { ConditionFields } from '@/contract/inspections';
import { formatHours, formatMoney } from './amounts';
import { amountLabels, isMoney, type AmountField } from './damage-draft';
import type { ShownDamage, ShownReport } from './overlay';

/** One field of a damage, before and after, as the screen writes them. */
export interface FieldChange {
  label: string;
  before: string;
  after: string;
}

export interface DamageChange {
  kind: 'added' | 'removed' | 'changed';
  /** "Hood – Dent": the approved report's damage (the original's for a removed one). */
  title: string;
  /** For a changed damage: each field that differs. For an added or removed one: none. */
  fields: FieldChange[];
}

export interface ReportChanges {
  /** The grades as the screen writes them ("3.5", "---" for none). */
  grade: { before: string; after: string; changed: boolean };
  /** The totals as the screen writes them ("$1,200.00"). */
  total: { before: string; after: string; changed: boolean };
  added: DamageChange[];
  removed: DamageChange[];
  changed: DamageChange[];
}

/** One side of the comparison: a report as shown, and the grade the screen shows for it (grade-view.ts). */
export interface ComparedReport {
  report: Pick<ShownReport, 'damages' | 'total'>;
  grade: number | null;
}

const none = '---';

export const damageTitleOf = (damage: Pick<ShownDamage, 'names'>) => [damage.names.item, damage.names.damage].filter(Boolean).join(' – ') || 'Damage';

/** A total as the editor writes it: "$1,234.50". */
export const formatTotalMoney = (value: number) => `$${formatMoney(value) || '0.00'}`;

/** The repair state in the damage card's words. */
function repairState(fields: ConditionFields): string {
  if (fields.damage_repaired === 1) return 'Repaired';
  if (fields.repair_approved === 1) return 'Repair approved';
  if (fields.repair_suggested === 1) return 'Repair suggested';
  return 'No repair';
}

const amountFields = Object.keys(amountLabels) as AmountField[];
// Costs first, then hours, as a reader weighs them.
const orderedAmounts = [...amountFields.filter(isMoney), ...amountFields.filter((field) => !isMoney(field))];

const amountText = (field: AmountField, value: number | null) => {
  if (!value) return none;
  return isMoney(field) ? `$${formatMoney(value)}` : `${formatHours(value)} Hrs`;
};

/** The fields of `after` that differ from `before`, in the card's order. */
export function damageFieldChanges(before: Pick<ShownDamage, 'names' | 'fields'>, after: Pick<ShownDamage, 'names' | 'fields'>): FieldChange[] {
  const changes: FieldChange[] = [];
  const text = (value: string | null | undefined) => (value == null || value === '' ? none : value);
  const compare = (label: string, a: string, b: string) => {
    if (a !== b) changes.push({ label, before: a, after: b });
  };
  compare('Item', text(before.names.item), text(after.names.item));
  compare('Damage', text(before.names.damage), text(after.names.damage));
  compare('Severity', text(before.names.severity), text(after.names.severity));
  compare('Action', text(before.names.action), text(after.names.action));
  compare('Description', text(before.fields.description), text(after.fields.description));
  for (const field of orderedAmounts) compare(amountLabels[field], amountText(field, before.fields[field]), amountText(field, after.fields[field]));
  compare('Repair', repairState(before.fields), repairState(after.fields));
  return changes;
}

/** What changed from the original report (`before`) to the approved one (`after`). */
export function reportChanges(before: ComparedReport, after: ComparedReport, options: { wholeNumbers: boolean }): ReportChanges {
  const grade = (value: number | null) => formatGrade(value, options.wholeNumbers);
  const sourceIds = new Set(after.report.damages.map((damage) => damage.sourceConditionId).filter((id): id is number => id !== null));
  const originals = new Map(before.report.damages.map((damage) => [String(damage.id), damage]));
  const added: DamageChange[] = [];
  const changed: DamageChange[] = [];
  for (const damage of after.report.damages) {
    const source = damage.sourceConditionId === null ? undefined : originals.get(String(damage.sourceConditionId));
    if (!source) {
      added.push({ kind: 'added', title: damageTitleOf(damage), fields: [] });
      continue;
    }
    const fields = damageFieldChanges(source, damage);
    if (fields.length > 0) changed.push({ kind: 'changed', title: damageTitleOf(damage), fields });
  }
  const removed = before.report.damages
    .filter((damage) => typeof damage.id !== 'number' || !sourceIds.has(damage.id))
    .map((damage): DamageChange => ({ kind: 'removed', title: damageTitleOf(damage), fields: [] }));
  const gradeBefore = grade(before.grade);
  const gradeAfter = grade(after.grade);
  const totalBefore = formatTotalMoney(before.report.total);
  const totalAfter = formatTotalMoney(after.report.total);
  return {
    grade: { before: gradeBefore, after: gradeAfter, changed: gradeBefore !== gradeAfter },
    total: { before: totalBefore, after: totalAfter, changed: totalBefore !== totalAfter },
    added,
    removed,
    changed,
  };
}
