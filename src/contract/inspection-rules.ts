/**
 * The write rules of a condition report, written once: the
 * reference server enforces them and answers a refusal with the message returned here; the
 * inspection screen applies the same functions to stop a bad value before it is queued.
 * Pure functions of their arguments: no clock, no I/O.
 */
import { showsNothing } from './field-rules';

export const inspectionLimits = {
  /** A damage's description. */
  descriptionMax: 200,
  /** The report's comment and note. */
  textMax: 254,
  gradeMin: 0,
  gradeMax: 5,
  keysMax: 4,
  /** Money: dollars with cents; hours: one decimal. The largest value either may take. */
  moneyMax: 999_999.99,
  hoursMax: 999.9,
} as const;

/** Vehicle statuses under which nothing of a report can be written. */
export const readOnlyVehicleStatuses: readonly number[] = [4, 5, 6, 7, 9];

/** condition_report_type_id: 1 the standard (original) report, 2 the approved (post-recon) one. */
export const STANDARD_REPORT_TYPE = 1;
export const APPROVED_REPORT_TYPE = 2;

/** The premise configuration switches that change how a report is written. */
export interface InspectionConfig {
  /** integration_autograde: the grade is computed (autograde.ts); damage options follow the catalogue. */
  autograde: boolean;
  /** mobile_grade_whole_numbers: grades are whole numbers. */
  wholeNumberGrades: boolean;
  /** mobile_inspection_severity_required: a damage needs a severity to be saved. */
  severityRequired: boolean;
  /** inspection_delete: Delete Inspection is offered. */
  deleteEnabled: boolean;
}

type ConfigValues = Readonly<Record<string, boolean | number | string | null | undefined>>;

const on = (value: unknown) => value === true || value === 1 || value === 'true' || value === '1';

/** The switches from a site's effective configuration (missing means off). */
export function inspectionConfigOf(config: ConfigValues | null | undefined): InspectionConfig {
  return {
    autograde: on(config?.integration_autograde),
    wholeNumberGrades: on(config?.mobile_grade_whole_numbers),
    severityRequired: on(config?.mobile_inspection_severity_required),
    deleteEnabled: on(config?.inspection_delete),
  };
}

// ---------------------------------------------------------------- text

/**
 * The first `max` UTF-16 units of a text (the unit the limits count, as the API does), never
 * half of a character: an emoji at the cut goes whole (cut in two, it was stored as "\uFFFD").
 */
export function cutText(text: string, max: number): string {
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** Comment and note: trimmed, blank becomes empty, at most 254 characters (the rest is lost). */
export function normalizeReportText(text: string | null | undefined): string {
  return cutText((text ?? '').trim(), inspectionLimits.textMax);
}

/**
 * A damage's description as the screen saves it: trimmed, at most 200 characters, the rest cut
 * (the counter said "Some text will be lost"), as the comment and note are; none when it shows
 * nothing. The API trims it too, stores a blank one as null and refuses a longer one.
 */
export function savedDescription(text: string): string | null {
  const saved = cutText(text.trim(), inspectionLimits.descriptionMax).trimEnd();
  return showsNothing(saved) ? null : saved;
}

/** A damage's description: null when valid, else the API's refusal. */
export function descriptionIssue(text: string | null | undefined): string | null {
  if (text == null) return null;
  return text.length > inspectionLimits.descriptionMax ? `Description must be at most ${inspectionLimits.descriptionMax} characters` : null;
}

// ---------------------------------------------------------------- grade

/** A grade: null (no grade) or 0 to 5, one decimal or whole per the site's setting. Null when valid, else the refusal. */
export function gradeIssue(grade: number | null | undefined, wholeNumbers: boolean): string | null {
  if (grade == null) return null;
  if (!Number.isFinite(grade)) return 'Grade must be a number';
  if (grade < inspectionLimits.gradeMin || grade > inspectionLimits.gradeMax) return 'Grade must be between 0 and 5';
  if (wholeNumbers && !Number.isInteger(grade)) return 'Grade must be a whole number at this site';
  if (!wholeNumbers && Math.abs(grade * 10 - Math.round(grade * 10)) > 1e-9) return 'Grade has at most one decimal';
  return null;
}

/**
 * A grade as it is stored: the one decimal `gradeIssue` allows, without a float's noise
 * (4.99999999999 is 5: kept as sent, it was shown "5.0" and described as 4.9's "Good").
 */
export function storedGrade(grade: number | null): number | null {
  return grade === null ? null : Math.round(grade * 10) / 10;
}

/** How a grade is shown: one decimal (or none for whole-number sites), --- when empty. */
export function formatGrade(grade: number | null | undefined, wholeNumbers: boolean): string {
  if (grade == null || !Number.isFinite(grade)) return '---';
  return wholeNumbers ? String(Math.round(grade)) : grade.toFixed(1);
}

// ---------------------------------------------------------------- money and hours

/** Cents-exact rounding of a money amount. */
export const roundMoney = (amount: number) => Math.round(amount * 100) / 100;
export const roundHours = (hours: number) => Math.round(hours * 10) / 10;

/**
 * The decimals a number needs, as JavaScript writes it: `12.5` has 1; in exponent form the
 * exponent moves the point (`1e-7` has 7, `1.5e-7` has 8, `1e21` has 0), so a tiny amount
 * cannot pass "two decimals" by being written with an `e`.
 */
export function decimalsOf(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const dot = mantissa.indexOf('.');
  const fraction = dot < 0 ? 0 : mantissa.length - dot - 1;
  return Math.max(0, fraction - Number(exponent));
}

/** A cost: null, or non-negative with at most two decimals. Null when valid, else the refusal. */
export function moneyIssue(label: string, value: number | null | undefined): string | null {
  if (value == null) return null;
  if (!Number.isFinite(value) || value < 0) return `${label} must be a non-negative amount`;
  if (value > inspectionLimits.moneyMax) return `${label} must be at most $${inspectionLimits.moneyMax.toLocaleString('en-US')}`;
  if (decimalsOf(value) > 2) return `${label} has at most two decimals`;
  return null;
}

/** Hours: null, or non-negative with at most one decimal. Null when valid, else the refusal. */
export function hoursIssue(label: string, value: number | null | undefined): string | null {
  if (value == null) return null;
  if (!Number.isFinite(value) || value < 0) return `${label} must be a non-negative number of hours`;
  if (value > inspectionLimits.hoursMax) return `${label} must be at most ${inspectionLimits.hoursMax} hours`;
  if (decimalsOf(value) > 1) return `${label} has at most one decimal`;
  return null;
}

export interface ConditionCosts {
  labor_cost?: number | null;
  paint_cost?: number | null;
  part_cost?: number | null;
}

/** A damage's cost total: labour + paint + part. */
export function conditionTotal(costs: ConditionCosts): number {
  return roundMoney((costs.labor_cost ?? 0) + (costs.paint_cost ?? 0) + (costs.part_cost ?? 0));
}

/** The report's total_damages_cost: the sum of its damages' totals. */
export function reportTotal(conditions: readonly ConditionCosts[]): number {
  return roundMoney(conditions.reduce((sum, condition) => sum + conditionTotal(condition), 0));
}

// ---------------------------------------------------------------- the catalogue

/** What the combination check needs of the damage catalogue (drilldown2). */
export interface CatalogueIndex {
  items: readonly { id: number }[];
  damages: readonly { id: number }[];
  severities: readonly { id: number }[];
  /** Item id → the damage ids that fit it. */
  itemsToDamages: Readonly<Record<string, readonly number[]>>;
  /** Item id → damage id → the severity ids that fit both. */
  itemsToDamagesToSeverities: Readonly<Record<string, Readonly<Record<string, readonly number[]>>>>;
}

/** The damages offered for an item: with autograde, those that fit it; otherwise all. */
export function damageChoices(catalogue: CatalogueIndex, itemId: number | null, autograde: boolean): number[] {
  if (!autograde) return catalogue.damages.map((damage) => damage.id);
  if (itemId === null) return [];
  return [...(catalogue.itemsToDamages[String(itemId)] ?? [])];
}

/** The severities offered for an item and damage: with autograde, those that fit both; otherwise all. */
export function severityChoices(catalogue: CatalogueIndex, itemId: number | null, damageId: number | null, autograde: boolean): number[] {
  if (!autograde) return catalogue.severities.map((severity) => severity.id);
  if (itemId === null || damageId === null) return [];
  return [...(catalogue.itemsToDamagesToSeverities[String(itemId)]?.[String(damageId)] ?? [])];
}

export interface DamageChoice {
  item_code: number | null;
  damage_code: number | null;
  severity_code: number | null;
}

/**
 * The catalogue combination check: every code exists, and with autograde the damage fits
 * the item and the severity fits both. Null when valid, else the refusal.
 */
export function combinationIssue(catalogue: CatalogueIndex, choice: DamageChoice, autograde: boolean): string | null {
  const { item_code: item, damage_code: damage, severity_code: severity } = choice;
  if (item !== null && !catalogue.items.some((entry) => entry.id === item)) return `Unknown item ${item}`;
  if (damage !== null && !catalogue.damages.some((entry) => entry.id === damage)) return `Unknown damage ${damage}`;
  if (severity !== null && !catalogue.severities.some((entry) => entry.id === severity)) return `Unknown severity ${severity}`;
  if (!autograde || item === null) return null;
  if (damage !== null && !damageChoices(catalogue, item, true).includes(damage)) return 'This damage does not apply to the chosen item';
  if (severity !== null && !severityChoices(catalogue, item, damage, true).includes(severity))
    return 'This severity does not apply to the chosen item and damage';
  return null;
}

/**
 * A damage may be saved once item and damage are chosen, and the severity too where the
 * site requires it. Null when it may, else what is missing.
 */
export function damageMissing(choice: DamageChoice, severityRequired: boolean): string | null {
  if (choice.item_code === null) return 'Choose an item';
  if (choice.damage_code === null) return 'Choose a damage';
  if (severityRequired && choice.severity_code === null) return 'Choose a severity: this site requires one';
  return null;
}

/**
 * A choice after the item or damage changed: values that no longer fit are cleared
 * (the rule: "a chosen value that falls out of range is cleared").
 */
export function clearOutOfRange(catalogue: CatalogueIndex, choice: DamageChoice, autograde: boolean): DamageChoice {
  const damage = choice.damage_code !== null && damageChoices(catalogue, choice.item_code, autograde).includes(choice.damage_code) ? choice.damage_code : null;
  const severity =
    choice.severity_code !== null && severityChoices(catalogue, choice.item_code, damage, autograde).includes(choice.severity_code)
      ? choice.severity_code
      : null;
  return { item_code: choice.item_code, damage_code: damage, severity_code: severity };
}

// ---------------------------------------------------------------- tyre and wheel locations

// In a module of their own (the damage diagram takes them without these rules).
export { tireLocationCodes, wheelLocationCodes, type WheelPosition } from './wheel-locations';

// ---------------------------------------------------------------- who may write, and when

/** Why a report cannot be written, or null when it can (the screen shows the reason beside every control it disables). */
export type ReadOnlyReason = 'no-permission' | 'vehicle-status' | 'original-view' | null;

export const readOnlyTexts: Readonly<Record<Exclude<ReadOnlyReason, null>, string>> = {
  'no-permission': 'Read only: you need the condition writer permission at this site to change inspections.',
  'vehicle-status': 'Read only: this vehicle’s status does not allow changes to its inspection.',
  'original-view': 'Read only: this is the original inspection. Changes go to the approved inspection.',
};

export function readOnlyReason(input: { canWrite: boolean; vehicleStatusId: number | null | undefined; viewingOriginal: boolean }): ReadOnlyReason {
  if (!input.canWrite) return 'no-permission';
  if (input.vehicleStatusId != null && readOnlyVehicleStatuses.includes(input.vehicleStatusId)) return 'vehicle-status';
  if (input.viewingOriginal) return 'original-view';
  return null;
}

/** Keys count choices: none (null), 0 (No Keys), 1 to 4. */
export const keysChoices: readonly (number | null)[] = [null, 0, 1, 2, 3, 4];
export const keysLabel = (keys: number | null | undefined) => (keys == null ? 'None' : keys === 0 ? 'No Keys' : String(keys));
/** How the keys count is shown (the screen's header, the printable report): --- when not set, No Keys for 0. */
export const formatKeys = (keys: number | null | undefined) => (keys == null ? '---' : keysLabel(keys));

/** Whether a damage's repair flags change would create the approved report. */
export function approvesReport(
  change: { repair_approved?: number | boolean | null; damage_repaired?: number | boolean | null },
  approvedExists: boolean,
): boolean {
  if (approvedExists) return false;
  return change.repair_approved === 1 || change.repair_approved === true || change.damage_repaired === 1 || change.damage_repaired === true;
}
