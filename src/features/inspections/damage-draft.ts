/**
 * The damage dialog's state as a reducer: the chosen item, damage,
 * severity and action, the description, hours and money as typed, the repair flags, and the
 * Tire/Wheel entry's steps (Tire or Wheel, then the location, which picks the item), and the
 * photo's markup with the states before each change (Undo). Choices
 * follow the catalogue: with autograde, damages follow the item and severities follow both,
 * and a choice that falls out of range is cleared. Pure, tested; the dialog renders it.
 */
import * as v from 'valibot';
import {
  clearOutOfRange,
  savedDescription,
  damageMissing,
  tireLocationCodes,
  wheelLocationCodes,
  type CatalogueIndex,
  type WheelPosition,
} from '@/contract/inspection-rules';
import {
  ConditionFields as ConditionFieldsSchema,
  conditionAmountNames,
  conditionFieldNames,
  conditionFieldsOf,
  conditionRepairFlags,
  emptyConditionFields,
  type ConditionAmountName,
  type ConditionCreate,
  type ConditionFields,
  type ConditionRepairFlag,
  type ConditionUpdate,
} from '@/contract/inspections';
import { heldMarkupIssue, markupOf, markupOrNull, type MarkupDrawing, type PhotoMarkup } from '@/contract/photo-markup';
import { formatHours, formatMoney, parseHours, parseMoney } from './amounts';

/** The hours and costs, typed as text in the dialog. */
export const amountFields = conditionAmountNames;
export type AmountField = ConditionAmountName;
export const amountLabels: Readonly<Record<AmountField, string>> = {
  labor_hours: 'Labor hours',
  paint_hours: 'Paint hours',
  part_hours: 'Part hours',
  labor_cost: 'Labor cost',
  paint_cost: 'Paint cost',
  part_cost: 'Part cost',
};
export const isMoney = (field: AmountField) => field.endsWith('_cost');

/**
 * A damage's fields as the dialog holds them: the choices and repair flags as they will be
 * sent, the description and the amounts as typed.
 */
export type DamageDraft = Omit<ConditionFields, AmountField | 'description' | 'photo_markup'> & {
  description: string;
  amounts: Record<AmountField, string>;
  /** The Tire/Wheel entry: which kind was chosen, before a location picks the item. */
  tireWheel: 'tire' | 'wheel' | null;
  /** A new photo chosen in the dialog (queued with the damage on Save). */
  photo: File | null;
  /** The damage's photo is to be removed on Save. */
  removePhoto: boolean;
  /**
   * The marks over the photo shown: the damage's markup, or shapes drawn in the dialog, which
   * saving ties to the SHA-256 of the photo they were drawn on (ADR 0095).
   */
  photo_markup: MarkupDrawing | null;
  /** The markup as it was before each change, the latest last: what Undo goes back to. */
  markupHistory: (MarkupDrawing | null)[];
};

export type DraftAction =
  | { type: 'item'; item: number | null }
  | { type: 'damage'; damage: number | null }
  | { type: 'severity'; severity: number | null }
  | { type: 'action'; action: string | null }
  | { type: 'description'; text: string }
  | { type: 'amount'; field: AmountField; text: string }
  | { type: 'tireWheel'; kind: 'tire' | 'wheel' | null }
  | { type: 'location'; position: WheelPosition }
  | { type: 'repair'; flag: ConditionRepairFlag; on: boolean }
  | { type: 'photo'; file: File | null }
  | { type: 'removePhoto' }
  /** The markup drawn so far, after a shape was added or everything cleared. */
  | { type: 'markup'; markup: MarkupDrawing | null }
  | { type: 'undoMarkup' };

const isAmount = (name: string): name is AmountField => (amountFields as readonly string[]).includes(name);

export function draftFrom(fields: ConditionFields | null): DamageDraft {
  const from = fields ?? emptyConditionFields;
  const amounts = Object.fromEntries(
    amountFields.map((field) => [field, fields ? (isMoney(field) ? formatMoney(fields[field]) : formatHours(fields[field])) : '']),
  ) as Record<AmountField, string>;
  // The fields held as they are sent: every one but the amounts and the description.
  const held = Object.fromEntries(conditionFieldNames.filter((name) => !isAmount(name) && name !== 'description').map((name) => [name, from[name]]));
  return {
    ...(held as Omit<ConditionFields, AmountField | 'description'>),
    description: from.description ?? '',
    amounts,
    tireWheel: null,
    photo: null,
    removePhoto: false,
    markupHistory: [],
  };
}

/**
 * Whether the user changed anything since the dialog opened: what closing it would lose. The
 * Tire/Wheel step and the undo history are ways there, not values; an undone markup is the
 * markup it was.
 */
export function draftEdited(initial: DamageDraft, draft: DamageDraft): boolean {
  return (Object.keys(initial) as (keyof DamageDraft)[]).some((key) => {
    if (key === 'tireWheel' || key === 'markupHistory') return false;
    if (key === 'amounts') return amountFields.some((field) => initial.amounts[field] !== draft.amounts[field]);
    return initial[key] !== draft[key];
  });
}

/** Applies an action; `catalogue` and `autograde` decide which choices stay in range. */
export function draftReducer(catalogue: CatalogueIndex, autograde: boolean) {
  const inRange = (draft: DamageDraft): DamageDraft => {
    const choice = clearOutOfRange(catalogue, draft, autograde);
    return { ...draft, ...choice };
  };
  return (draft: DamageDraft, action: DraftAction): DamageDraft => {
    switch (action.type) {
      case 'item':
        return inRange({ ...draft, item_code: action.item, tireWheel: null });
      case 'damage':
        return inRange({ ...draft, damage_code: action.damage });
      case 'severity':
        return { ...draft, severity_code: action.severity };
      case 'action':
        return { ...draft, action_code: action.action };
      case 'description':
        return { ...draft, description: action.text };
      case 'amount':
        return { ...draft, amounts: { ...draft.amounts, [action.field]: action.text } };
      case 'tireWheel':
        return { ...draft, tireWheel: action.kind };
      case 'location': {
        const codes = draft.tireWheel === 'wheel' ? wheelLocationCodes : tireLocationCodes;
        return inRange({ ...draft, item_code: codes[action.position], tireWheel: null });
      }
      case 'repair': {
        const next = { ...draft, [action.flag]: action.on ? 1 : 0 };
        // Complete only once approved: withdrawing the approval withdraws completion.
        if (action.flag === 'repair_approved' && !action.on) next.damage_repaired = 0;
        return next;
      }
      // The markup was drawn on the photo it replaces or removes: it goes with it.
      case 'photo':
        return { ...draft, photo: action.file, removePhoto: false, photo_markup: null, markupHistory: [] };
      case 'removePhoto':
        return { ...draft, photo: null, removePhoto: true, photo_markup: null, markupHistory: [] };
      case 'markup':
        return { ...draft, photo_markup: markupOrNull(action.markup), markupHistory: [...draft.markupHistory, draft.photo_markup] };
      case 'undoMarkup': {
        if (draft.markupHistory.length === 0) return draft;
        const previous = draft.markupHistory[draft.markupHistory.length - 1] ?? null;
        return { ...draft, photo_markup: previous, markupHistory: draft.markupHistory.slice(0, -1) };
      }
    }
  };
}

export interface DraftCheck {
  /** Why Save is disabled (item and damage, and severity where required), or null. */
  missing: string | null;
  /** Per field, what is wrong with what was typed (a description past 200 is cut, not wrong). */
  errors: Partial<Record<AmountField, string>>;
}

export function checkDraft(draft: DamageDraft, severityRequired: boolean): DraftCheck {
  const errors: DraftCheck['errors'] = {};
  for (const field of amountFields) {
    const parsed = isMoney(field) ? parseMoney(draft.amounts[field], amountLabels[field]) : parseHours(draft.amounts[field], amountLabels[field]);
    if (!parsed.ok) errors[field] = parsed.error;
  }
  return { missing: damageMissing(draft, severityRequired), errors };
}

/** The amounts as numbers (null for empty); call after checkDraft found no error. */
export function draftAmounts(draft: DamageDraft): Record<AmountField, number | null> {
  return Object.fromEntries(
    amountFields.map((field) => {
      const parsed = isMoney(field) ? parseMoney(draft.amounts[field], field) : parseHours(draft.amounts[field], field);
      return [field, parsed.ok ? parsed.value : null];
    }),
  ) as Record<AmountField, number | null>;
}

/**
 * The damage's fields as the draft would send them: an empty description is none, a longer one
 * than 200 is cut there; marks drawn in the dialog are tied to `photoSha256`, the SHA-256 of
 * the photo they were drawn on (the bytes this save sends, else the damage's photo). Call after
 * checkDraft found no error.
 */
function draftFields(draft: DamageDraft, photoSha256: string | null): ConditionFields {
  return conditionFieldsOf({
    ...draft,
    description: savedDescription(draft.description),
    ...draftAmounts(draft),
    photo_markup: tiedMarkup(draft, photoSha256),
  });
}

/** Whether the draft holds marks drawn in the dialog, not yet tied to a photo: saving needs that photo's SHA-256. */
export const hasNewMarks = (draft: DamageDraft) => draft.photo_markup !== null && !('photo_sha256' in draft.photo_markup);

/** The draft's marks as sent: new ones tied to `photoSha256`; the damage's own markup keeps its own photo (`markupOf`). */
function tiedMarkup(draft: DamageDraft, photoSha256: string | null): PhotoMarkup | null {
  if (draft.photo_markup === null) return null;
  if (!hasNewMarks(draft)) return draft.photo_markup as PhotoMarkup;
  if (photoSha256 === null) throw new Error('A markup needs the SHA-256 of the photo it was drawn on');
  return markupOf(draft.photo_markup, photoSha256);
}

/** The body of a new damage: its fields but the repair flags, which a new damage does not take, and its photo's markup when it has one. */
export function createBody(draft: DamageDraft, photoSha256: string | null): ConditionCreate {
  const { item_code, damage_code, photo_markup, ...fields } = draftFields(draft, photoSha256);
  if (item_code === null || damage_code === null) throw new Error('A damage needs an item and a damage');
  for (const flag of conditionRepairFlags) delete fields[flag];
  if (photo_markup !== null) return { item_code, damage_code, ...fields, photo_markup };
  return { item_code, damage_code, ...fields };
}

/** The fields of an edit that differ from the damage as shown: only those are sent. */
export function changedFields(draft: DamageDraft, before: ConditionFields, photoSha256: string | null): ConditionUpdate {
  const after = draftFields(draft, photoSha256);
  const changes: Record<string, unknown> = {};
  for (const field of conditionFieldNames) if (after[field] !== before[field]) changes[field] = after[field];
  return changes as ConditionUpdate;
}

// ---------------------------------------------------------------- the draft kept on the device (ADR 0106)

/** Marks as the dialog holds them: a photo's markup, or shapes not yet tied to a photo. */
const HeldMarkup = v.pipe(
  v.unknown(),
  v.check((value) => heldMarkupIssue(value) === null),
  v.transform((value) => value as MarkupDrawing),
);

/** The fields the dialog holds otherwise than it sends them. */
type HeldOtherwise = AmountField | 'description' | 'photo_markup';
const heldOtherwise: [HeldOtherwise, ...HeldOtherwise[]] = ['description', 'photo_markup', ...amountFields];

/** A draft as kept, photo apart: read back, anything else (an older or altered one) is not taken. */
const KeptDraft = v.object({
  ...v.omit(ConditionFieldsSchema, heldOtherwise).entries,
  description: v.string(),
  amounts: v.object(Object.fromEntries(amountFields.map((field) => [field, v.string()])) as Record<AmountField, v.StringSchema<undefined>>),
  tireWheel: v.nullable(v.picklist(['tire', 'wheel'])),
  removePhoto: v.boolean(),
  photo_markup: v.nullable(HeldMarkup),
  markupHistory: v.array(v.nullable(HeldMarkup)),
});

/** What was entered (`draft`) and what the dialog had opened on (`from`): the user's changes are where they differ. */
export interface EnteredDamage {
  draft: DamageDraft;
  from: DamageDraft;
}

/** A damage's entry as kept while it is entered: which report and damage (null: a new one) it is for. */
export interface KeptDamage extends EnteredDamage {
  reportId: string;
  damageId: string | null;
}

const KeptDamageSchema = v.object({ reportId: v.string(), damageId: v.nullable(v.string()), draft: KeptDraft, from: KeptDraft });

/** The entry as plain data to keep (its photo is kept apart, as bytes; the dialog opens on none). */
export function keptDamageValue(reportId: string, damageId: string | null, { draft, from }: EnteredDamage): unknown {
  const { photo: _photo, ...entered } = draft;
  const { photo: _none, ...opened } = from;
  return { reportId, damageId, draft: entered, from: opened };
}

/** A kept entry read back with its photo; null for anything that is not one. */
export function keptDamageOf(value: unknown, photo: File | null): KeptDamage | null {
  const parsed = v.safeParse(KeptDamageSchema, value);
  if (!parsed.success) return null;
  const { reportId, damageId, draft, from } = parsed.output;
  return { reportId, damageId, draft: { ...draft, photo }, from: { ...from, photo: null } };
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
/** The photo and its marks go together: the marks were drawn on that photo. */
const photoPart = ['photo', 'removePhoto', 'photo_markup', 'markupHistory'] as const;

/**
 * The user's changes in a kept entry laid over the damage as it is now (`now`, what the dialog
 * opens on today): a field someone else changed meanwhile stays as they left it, unless the
 * user changed it too; choices the catalogue no longer allows together are cleared.
 */
export function rebaseDraft({ draft, from }: EnteredDamage, now: DamageDraft, catalogue: CatalogueIndex, autograde: boolean): DamageDraft {
  const next: Record<string, unknown> = { ...now, tireWheel: draft.tireWheel, amounts: { ...now.amounts } };
  const photoChanged = draft.photo !== null || photoPart.some((key) => key !== 'photo' && !sameValue(draft[key], from[key]));
  for (const key of Object.keys(now) as (keyof DamageDraft)[]) {
    if (key === 'amounts' || key === 'tireWheel') continue;
    if ((photoPart as readonly string[]).includes(key) ? photoChanged : !sameValue(draft[key], from[key])) next[key] = draft[key];
  }
  for (const field of amountFields)
    if (draft.amounts[field] !== from.amounts[field]) (next.amounts as Record<AmountField, string>)[field] = draft.amounts[field];
  const rebased = next as DamageDraft;
  return { ...rebased, ...clearOutOfRange(catalogue, rebased, autograde) };
}
