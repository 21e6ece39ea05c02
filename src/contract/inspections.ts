/**
 * Condition reports as the /v3 API sends and takes them (docs/API.md
 * "Inspections"; ADR 0018): the inspection screen's state, the damage catalogue, and the
 * bodies of every write. Write bodies are strict (an unknown field is refused) and carry
 * the rules of inspection-rules.ts that need no site configuration; the server applies
 * the rest (grade, catalogue combination, severity required) with the site's switches.
 *
 * Concurrency: every report, damage and vehicle reply carries `etag` (also sent as the
 * ETag header). A write may send `If-Match`; a stale one is refused with 412 and the
 * current record (StaleRefusal). A write to the original report once an approved one
 * exists is refused with 423 and the approved report's id (ApprovedRefusal).
 */
import * as v from 'valibot';
import { blankIsNull } from './field-rules';
import { descriptionIssue, hoursIssue, inspectionLimits, moneyIssue } from './inspection-rules';
import { PhotoMarkup } from './photo-markup';
import { Tires, TiresWrite } from './tires';
import { VehicleImage, VehiclePosition, VehicleSeller } from './vehicles';

const Flag = v.picklist([0, 1]);
const Text = v.nullish(v.string());

// ---------------------------------------------------------------- the damage catalogue (drilldown2)

export const ArtItem = v.object({
  id: v.number(),
  name: v.string(),
  aasc_code: v.string(),
  display_group_code: v.nullable(v.string()),
  /** Tyre and wheel items: their location code (1290, 155, ...), which is also their id. */
  location_code: v.nullable(v.number()),
});
export type ArtItem = v.InferOutput<typeof ArtItem>;

export const ArtEntry = v.object({ id: v.number(), name: v.string(), aasc_code: v.string() });
export type ArtEntry = v.InferOutput<typeof ArtEntry>;

export const ActionCode = v.object({ action_code: v.string(), action_desc: v.string() });
export type ActionCode = v.InferOutput<typeof ActionCode>;

export const TireBrand = v.object({ brand_id: v.number(), brand: v.string() });
export type TireBrand = v.InferOutput<typeof TireBrand>;

/** GET /v3/data/art/drilldown2?autograde={bool}; tireBrands is this API's addition (the tyres panel needs the 72 brands). */
export const Drilldown = v.object({
  items: v.array(ArtItem),
  damages: v.array(ArtEntry),
  severities: v.array(ArtEntry),
  actionCodes: v.array(ActionCode),
  itemsToDamages: v.record(v.string(), v.array(v.number())),
  itemsToDamagesToSeverities: v.record(v.string(), v.record(v.string(), v.array(v.number()))),
  tireBrands: v.array(TireBrand),
});
export type Drilldown = v.InferOutput<typeof Drilldown>;

// ---------------------------------------------------------------- a damage's own fields, declared once

const Amount = v.nullable(v.number());

/** A damage's hours and costs, in the order the dialog and the printed report show them. */
export const ConditionAmounts = v.object({
  labor_hours: Amount,
  paint_hours: Amount,
  part_hours: Amount,
  labor_cost: Amount,
  paint_cost: Amount,
  part_cost: Amount,
});

/** A damage's repair flags: an edit sets them, a new damage has none (0). */
const ConditionRepairFlags = v.object({
  repair_suggested: Flag,
  repair_approved: Flag,
  damage_repaired: Flag,
});

/**
 * A damage's own fields, as the API sends them and a write sets them: the one list the reply
 * (`Condition`), the write bodies and their rules, the server's reads and writes, the
 * inspection screen's copy, dialog and cards, and the printed report take them from. A new
 * field is added here, with its write rule below and whatever shows it.
 */
export const ConditionFields = v.object({
  item_code: v.nullable(v.number()),
  damage_code: v.nullable(v.number()),
  severity_code: v.nullable(v.number()),
  action_code: v.nullable(v.string()),
  description: v.nullable(v.string()),
  ...ConditionAmounts.entries,
  ...ConditionRepairFlags.entries,
  /**
   * The circles, arrows and strokes drawn over the damage's photo (photo-markup.ts), never in its
   * bytes; null when none. Optional: replies cached by an older version have none.
   */
  photo_markup: v.optional(v.nullable(PhotoMarkup), null),
});
export type ConditionFields = v.InferOutput<typeof ConditionFields>;
export type ConditionFieldName = keyof ConditionFields;
export type ConditionAmountName = keyof v.InferOutput<typeof ConditionAmounts>;
export type ConditionRepairFlag = keyof v.InferOutput<typeof ConditionRepairFlags>;

const namesOf = <T extends object>(entries: T) => Object.keys(entries) as (keyof T & string)[];

/** The fields of a damage that a write may set: the server writes them, the screen lays them over. */
export const conditionFieldNames: readonly ConditionFieldName[] = namesOf(ConditionFields.entries);
export const conditionAmountNames: readonly ConditionAmountName[] = namesOf(ConditionAmounts.entries);
export const conditionRepairFlags: readonly ConditionRepairFlag[] = namesOf(ConditionRepairFlags.entries);

/** A damage's own fields out of anything that holds them (the API's damage, a database row, a draft), in the declared order. */
export function conditionFieldsOf<T extends Record<ConditionFieldName, unknown>>(source: T): Pick<T, ConditionFieldName> {
  return Object.fromEntries(conditionFieldNames.map((name) => [name, source[name]])) as Pick<T, ConditionFieldName>;
}

/** A damage with nothing chosen or written yet: every field null, the repair flags 0. */
export const emptyConditionFields: Readonly<ConditionFields> = Object.fromEntries(
  conditionFieldNames.map((name) => [name, (conditionRepairFlags as readonly string[]).includes(name) ? 0 : null]),
) as ConditionFields;

// ---------------------------------------------------------------- a damage (condition) and a report

const CatalogueRef = v.object({ id: v.number(), name: v.string(), aasc_code: v.nullish(v.string()) });

/** A damage's photo: signed paths (relative to the API), and the evidence the printed report shows. */
export const ConditionImage = v.object({
  id: v.number(),
  small: v.string(),
  original: v.string(),
  /**
   * The print-sized JPEG (about 150 dpi at the width the condition report prints it; ADR 0025).
   * Optional: replies cached by an older version have none.
   */
  print: v.optional(v.string()),
  /** Hex SHA-256 of the stored bytes, computed by the server when the photo arrived. */
  sha256: v.string(),
  /** When the server received it (ISO 8601, UTC). */
  captured_at: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
});
export type ConditionImage = v.InferOutput<typeof ConditionImage>;

export const Condition = v.object({
  vehicle_condition_id: v.number(),
  condition_report_id: v.number(),
  condition_report_group_id: v.nullish(v.number()),
  condition_report_item_id: v.nullish(v.number()),
  ...ConditionFields.entries,
  item: v.nullable(CatalogueRef),
  damage: v.nullable(CatalogueRef),
  severity: v.nullable(CatalogueRef),
  action: v.nullable(v.object({ action_code: v.string(), action_desc: v.nullable(v.string()) })),
  has_image: v.picklist(['Y', 'N']),
  image: v.nullable(ConditionImage),
  approvable: v.optional(Flag, 1),
  approval_by: v.nullish(v.number()),
  approval_date: Text,
  approval_user: Text,
  approval_source: Text,
  written_by: Text,
  written_date: Text,
  /** In an approved report: the original report's damage this one was copied from. */
  source_condition_id: v.nullable(v.number()),
  etag: v.string(),
});
export type Condition = v.InferOutput<typeof Condition>;

const UserName = v.nullable(v.object({ full_name: v.nullable(v.string()) }));

/**
 * The vehicle's condition facts as a report kept them (ADR 0089): keys, drivable, body type and
 * style, tyres, and when they were kept. An original report keeps them when it is approved (it
 * stops being the current report); the current report keeps none (null) and shows the vehicle's
 * live values (report-facts.ts `factsOfReport`).
 */
export const KeptVehicleFacts = v.object({
  keys_count: v.nullable(v.number()),
  drivable: v.nullable(Flag),
  body_type: v.nullable(v.string()),
  body_style: v.nullable(v.number()),
  tires: v.nullable(Tires),
  /** When the report kept them: the time of the approval that replaced it. */
  kept_at: v.string(),
});
export type KeptVehicleFacts = v.InferOutput<typeof KeptVehicleFacts>;

export const Inspection = v.object({
  condition_report_id: v.number(),
  vehicle_id: v.number(),
  /** 1 standard (original), 2 approved (post-recon). */
  condition_report_type_id: v.number(),
  /** In an approved report: the original it was made from. */
  original_report_id: v.nullable(v.number()),
  grade: v.nullable(v.number()),
  comments: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  total_damages_cost: v.number(),
  created_by_user: UserName,
  created_username: Text,
  created_date: v.string(),
  written_by_user: UserName,
  written_date: Text,
  approved_date: Text,
  inspection_items: v.array(Condition),
  /** True for the original once an approved report exists: every write to it is refused (423). */
  read_only: v.boolean(),
  /** The vehicle's facts as this report kept them; null (or absent, from a server or a device cache before ADR 0089) while it shows the vehicle's own. */
  vehicle_facts: v.optional(v.nullable(KeptVehicleFacts), null),
  etag: v.string(),
});
export type Inspection = v.InferOutput<typeof Inspection>;

/** The site switches of the vehicle's site, as the inspection state carries them. */
export const InspectionSiteConfig = v.object({
  integration_autograde: v.boolean(),
  mobile_grade_whole_numbers: v.boolean(),
  mobile_inspection_severity_required: v.boolean(),
  inspection_delete: v.boolean(),
});

/**
 * GET /v3/vehicles3/{id}/full: the vehicle with everything the inspection screen shows.
 * `inspections` holds the current report first (the approved
 * one when it exists), then its original; empty when the vehicle has none.
 */
export const InspectionVehicle = v.object({
  vehicle_id: v.number(),
  site_code: v.string(),
  vin: Text,
  autoyear: v.nullish(v.union([v.number(), v.string()])),
  automake: Text,
  automodel: Text,
  exterior_color: Text,
  stock_number: Text,
  stocked_date: Text,
  received_date: Text,
  mileage: v.nullish(v.number()),
  odometer_uom: Text,
  keys_count: v.nullable(v.number()),
  drivable: v.nullable(Flag),
  body_type: v.nullable(v.string()),
  body_style: v.nullable(v.number()),
  vehicle_status_id: v.number(),
  tires: v.nullable(Tires),
  seller: v.nullish(VehicleSeller),
  vehicle_positions: v.array(VehiclePosition),
  /** The vehicle's site, with its time zone (the lineup's sale time is shown in it). */
  install_info: v.nullish(v.object({ site_code: v.optional(v.string()), site_name: v.nullish(v.string()), timezone: v.nullish(v.string()) })),
  vehicle_images: v.array(VehicleImage),
  equipment: v.array(v.object({ id: v.number(), name: v.string() })),
  overall_condition_object: v.nullable(v.object({ grade: v.nullable(v.number()), description: v.string() })),
  inspections: v.array(Inspection),
  /** Body styles known at the vehicle's site (autograde checks body_type against their codes). */
  body_styles: v.array(v.object({ id: v.number(), body_style_code: v.string(), body_style_desc: v.string() })),
  inspection_config: InspectionSiteConfig,
  /** The caller holds condition_writer at the vehicle's site. */
  can_write: v.boolean(),
  etag: v.string(),
});
export type InspectionVehicle = v.InferOutput<typeof InspectionVehicle>;

// ---------------------------------------------------------------- autograde (meta of a write's reply)

export const GradeDeduction = v.object({
  /** What took the points: a damage (its condition id), a tyre (its wheel key) or the vehicle (not drivable). */
  source: v.picklist(['damage', 'tire', 'vehicle']),
  ref: v.string(),
  label: v.string(),
  points: v.number(),
});
export type GradeDeduction = v.InferOutput<typeof GradeDeduction>;

export const AutogradeResult = v.object({ grade: v.number(), breakdown: v.array(GradeDeduction) });
export type AutogradeResult = v.InferOutput<typeof AutogradeResult>;

/** `meta` of an inspection or damage write at an autograde site. */
export const AutogradeMeta = v.object({
  autograde: v.optional(v.nullable(AutogradeResult)),
  autograde_error: v.optional(v.nullable(v.string())),
});
export type AutogradeMeta = v.InferOutput<typeof AutogradeMeta>;

// ---------------------------------------------------------------- refusals the outbox acts on

/** 412: the write's If-Match is not the record's ETag any more; `current` is the record now. */
export const StaleRefusal = v.object({
  error: v.object({ message: v.string(), code: v.literal('stale') }),
  current: v.unknown(),
});

/** 423: the write targets the original report, which an approved report has made read-only. */
export const ApprovedRefusal = v.object({
  error: v.object({
    message: v.string(),
    code: v.literal('report_approved'),
    approved_report_id: v.number(),
    /** For a damage write: the damage of the approved report copied from the one written to. */
    counterpart_condition_id: v.nullable(v.number()),
  }),
});
export type ApprovedRefusal = v.InferOutput<typeof ApprovedRefusal>;

// ---------------------------------------------------------------- write bodies

const ruled = <T>(issue: (value: T) => string | null) =>
  v.check(
    (value: T) => issue(value) === null,
    (found: v.CheckIssue<T>) => issue(found.input) ?? 'Invalid value',
  );

const Money = (label: string) =>
  v.nullable(
    v.pipe(
      v.number(`${label} must be a number`),
      ruled<number>((n) => moneyIssue(label, n)),
    ),
  );
const Hours = (label: string) =>
  v.nullable(
    v.pipe(
      v.number(`${label} must be a number`),
      ruled<number>((n) => hoursIssue(label, n)),
    ),
  );

/** PUT /v3/vehicles3/{id}/inspections/{inspectionId}: any of these; the grade's range and decimals are checked with the site's switch. */
export const InspectionUpdate = v.strictObject({
  grade: v.optional(v.nullable(v.number('grade must be a number'))),
  comments: v.optional(
    v.nullable(
      v.pipe(v.string('comments must be text'), v.maxLength(inspectionLimits.textMax, `comments must be at most ${inspectionLimits.textMax} characters`)),
    ),
  ),
  notes: v.optional(
    v.nullable(v.pipe(v.string('notes must be text'), v.maxLength(inspectionLimits.textMax, `notes must be at most ${inspectionLimits.textMax} characters`))),
  ),
});
export type InspectionUpdate = v.InferOutput<typeof InspectionUpdate>;

/** POST /v3/vehicles3/{id}/inspections: an empty body, or the report's first comment and note. */
export const InspectionCreate = v.strictObject({
  comments: InspectionUpdate.entries.comments,
  notes: InspectionUpdate.entries.notes,
});
export type InspectionCreate = v.InferOutput<typeof InspectionCreate>;

const Code = (name: string) => v.pipe(v.number(`${name} must be a number`), v.integer(`${name} must be a whole number`));
const WrittenFlag = (name: string) => v.picklist([0, 1], `${name} must be 0 or 1`);

/** What a write may put in each of a damage's fields, with the refusal it answers otherwise. */
const conditionWriteRules = {
  item_code: Code('item_code'),
  damage_code: Code('damage_code'),
  severity_code: v.nullable(Code('severity_code')),
  action_code: v.nullable(v.pipe(v.string('action_code must be text'), v.maxLength(8, 'action_code is at most 8 characters'))),
  description: v.nullable(v.pipe(v.string('description must be text'), v.trim(), blankIsNull, ruled<string | null>(descriptionIssue))),
  labor_hours: Hours('labor_hours'),
  paint_hours: Hours('paint_hours'),
  part_hours: Hours('part_hours'),
  labor_cost: Money('labor_cost'),
  paint_cost: Money('paint_cost'),
  part_cost: Money('part_cost'),
  repair_suggested: WrittenFlag('repair_suggested'),
  repair_approved: WrittenFlag('repair_approved'),
  damage_repaired: WrittenFlag('damage_repaired'),
  photo_markup: v.nullable(PhotoMarkup),
} satisfies Record<ConditionFieldName, v.GenericSchema>;
type WriteRules = typeof conditionWriteRules;

/** The rules of `names`, each optional, in the order of the declared fields. */
function optionalRules<K extends ConditionFieldName>(names: readonly K[]): { [N in K]: v.OptionalSchema<WriteRules[N], undefined> } {
  return Object.fromEntries(names.map((name) => [name, v.optional(conditionWriteRules[name])])) as { [N in K]: v.OptionalSchema<WriteRules[N], undefined> };
}

/** Set on a new damage apart: its item and damage, required; its repair flags, which a new damage does not take. */
type NotCreatedOptional = 'item_code' | 'damage_code' | ConditionRepairFlag;
const createdOptional = conditionFieldNames.filter(
  (name): name is Exclude<ConditionFieldName, NotCreatedOptional> =>
    name !== 'item_code' && name !== 'damage_code' && !(conditionRepairFlags as readonly string[]).includes(name),
);

/** POST .../inspections/{inspectionId}/conditions: a new damage; item and damage are required. */
export const ConditionCreate = v.strictObject({
  item_code: conditionWriteRules.item_code,
  damage_code: conditionWriteRules.damage_code,
  ...optionalRules(createdOptional),
});
export type ConditionCreate = v.InferOutput<typeof ConditionCreate>;

/** PUT .../conditions/{conditionId}: any of a damage's fields, and its repair flags. */
export const ConditionUpdate = v.strictObject(optionalRules(conditionFieldNames));
export type ConditionUpdate = v.InferOutput<typeof ConditionUpdate>;

/** PUT /v3/vehicles3/{id}?with[]=equipment: the vehicle's condition fields (tiresIssue checks the tyres). */
export const VehicleConditionUpdate = v.strictObject({
  keys_count: v.optional(v.nullable(v.picklist([0, 1, 2, 3, 4], 'keys_count must be none or 0 to 4'))),
  // A body style code as the catalogue spells it ("SUV"): padding and case are not part of it, and blank is none.
  body_type: v.optional(
    v.nullable(
      v.pipe(
        v.string('body_type must be text'),
        v.trim(),
        v.toUpperCase(),
        v.maxLength(20, 'body_type is at most 20 characters'),
        v.transform((code) => (code === '' ? null : code)),
      ),
    ),
  ),
  body_style: v.optional(v.nullable(v.pipe(v.number('body_style must be a number'), v.integer('body_style must be a whole number')))),
  drivable: v.optional(v.nullable(v.picklist([0, 1], 'drivable must be 1 or 0'))),
  tires: v.optional(TiresWrite),
});
export type VehicleConditionUpdate = v.InferOutput<typeof VehicleConditionUpdate>;

/** A damage photo: multipart field `photo`, one file, jpg/jpeg/png. */
export const conditionPhotoField = 'photo';
export const conditionPhotoTypes: readonly string[] = ['image/jpeg', 'image/png'];
export const conditionPhotoExtensions: readonly string[] = ['jpg', 'jpeg', 'png'];

/**
 * The damage photo's optional form field `captured_at`: when the device took the photo, an ISO 8601
 * time with its zone (ADR 0108). A photo taken offline is uploaded later; its "Captured" line is
 * the taking, not the upload. Where none is sent, the upload's time is stored, as before.
 */
export const conditionPhotoCapturedField = 'captured_at';
const isoInstant = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** The earliest year a photo's `captured_at` may name: no tablet took a report's photo before it. */
export const earliestCaptureYear = 2000;

/**
 * The instant a `captured_at` text names (epoch ms), or null when it is not an ISO 8601 time
 * with a zone, on a day and at a time that exist (Date.parse would roll 30 February into March,
 * and 24:00 into the next day), in or after `earliestCaptureYear`.
 */
export function parseCapturedAt(text: string): number | null {
  const parts = isoInstant
    .exec(text)
    ?.slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  if (!parts) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, zoneHours = 0, zoneMinutes = 0] = parts;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const realDay = calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  if (!realDay || year < earliestCaptureYear || hour > 23 || minute > 59 || second > 59 || zoneHours > 23 || zoneMinutes > 59) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : at;
}

/**
 * The capture time stored for a photo arriving at `arrived` (ISO): the device's, but never later
 * than its arrival (a device clock running ahead would date it in the future).
 */
export function storedCapturedAt(sent: number | null, arrived: string): string {
  return sent === null || sent > Date.parse(arrived) ? arrived : new Date(sent).toISOString();
}
