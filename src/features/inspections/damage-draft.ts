/**
 * The damage dialog's state as a reducer: the chosen item, damage,
 * severity and action, the description, hours and money as typed, the repair flags, and the
 * Tire/Wheel entry's steps (Tire or Wheel, then the location, which picks the item). Choices
 * follow the catalogue: with autograde, damages follow the item and severities follow both,
 * and a choice that falls out of range is cleared. Pure, tested; the dialog renders it.
 */
import {
  clearOutOfRange,
  damageMissing,
  descriptionIssue,
  tireLocationCodes,
  wheelLocationCodes,
  type CatalogueIndex,
  type WheelPosition,
} from '@/contract/inspection-rules';
import type { ConditionCreate, ConditionUpdate } from '@/contract/inspections';
import { formatHours, formatMoney, parseHours, parseMoney } from './amounts';
import type { DamageFields } from './overlay';

export const amountFields = ['labor_hours', 'paint_hours', 'part_hours', 'labor_cost', 'paint_cost', 'part_cost'] as const;
export type AmountField = (typeof amountFields)[number];
export const amountLabels: Readonly<Record<AmountField, string>> = {
  labor_hours: 'Labor hours',
  paint_hours: 'Paint hours',
  part_hours: 'Part hours',
  labor_cost: 'Labor cost',
  paint_cost: 'Paint cost',
  part_cost: 'Part cost',
};
export const isMoney = (field: AmountField) => field.endsWith('_cost');

export interface DamageDraft {
  item_code: number | null;
  damage_code: number | null;
  severity_code: number | null;
  action_code: string | null;
  description: string;
  amounts: Record<AmountField, string>;
  repair_suggested: 0 | 1;
  repair_approved: 0 | 1;
  damage_repaired: 0 | 1;
  /** The Tire/Wheel entry: which kind was chosen, before a location picks the item. */
  tireWheel: 'tire' | 'wheel' | null;
  /** A new photo chosen in the dialog (queued with the damage on Save). */
  photo: File | null;
  /** The damage's photo is to be removed on Save. */
  removePhoto: boolean;
}

export type DraftAction =
  | { type: 'item'; item: number | null }
  | { type: 'damage'; damage: number | null }
  | { type: 'severity'; severity: number | null }
  | { type: 'action'; action: string | null }
  | { type: 'description'; text: string }
  | { type: 'amount'; field: AmountField; text: string }
  | { type: 'tireWheel'; kind: 'tire' | 'wheel' | null }
  | { type: 'location'; position: WheelPosition }
  | { type: 'repair'; flag: 'repair_suggested' | 'repair_approved' | 'damage_repaired'; on: boolean }
  | { type: 'photo'; file: File | null }
  | { type: 'removePhoto' };

export function draftFrom(fields: DamageFields | null): DamageDraft {
  const amounts = Object.fromEntries(
    amountFields.map((field) => [field, fields ? (isMoney(field) ? formatMoney(fields[field]) : formatHours(fields[field])) : '']),
  ) as Record<AmountField, string>;
  return {
    item_code: fields?.item_code ?? null,
    damage_code: fields?.damage_code ?? null,
    severity_code: fields?.severity_code ?? null,
    action_code: fields?.action_code ?? null,
    description: fields?.description ?? '',
    amounts,
    repair_suggested: fields?.repair_suggested ?? 0,
    repair_approved: fields?.repair_approved ?? 0,
    damage_repaired: fields?.damage_repaired ?? 0,
    tireWheel: null,
    photo: null,
    removePhoto: false,
  };
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
      case 'photo':
        return { ...draft, photo: action.file, removePhoto: false };
      case 'removePhoto':
        return { ...draft, photo: null, removePhoto: true };
    }
  };
}

export interface DraftCheck {
  /** Why Save is disabled (item and damage, and severity where required), or null. */
  missing: string | null;
  /** Per field, what is wrong with what was typed. */
  errors: Partial<Record<AmountField | 'description', string>>;
}

export function checkDraft(draft: DamageDraft, severityRequired: boolean): DraftCheck {
  const errors: DraftCheck['errors'] = {};
  for (const field of amountFields) {
    const parsed = isMoney(field) ? parseMoney(draft.amounts[field], amountLabels[field]) : parseHours(draft.amounts[field], amountLabels[field]);
    if (!parsed.ok) errors[field] = parsed.error;
  }
  const description = descriptionIssue(draft.description);
  if (description) errors.description = description;
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

/** The body of a new damage. */
export function createBody(draft: DamageDraft): ConditionCreate {
  if (draft.item_code === null || draft.damage_code === null) throw new Error('A damage needs an item and a damage');
  return {
    item_code: draft.item_code,
    damage_code: draft.damage_code,
    severity_code: draft.severity_code,
    action_code: draft.action_code,
    description: draft.description.trim() === '' ? null : draft.description,
    ...draftAmounts(draft),
  };
}

/** The fields of an edit that differ from the damage as shown: only those are sent. */
export function changedFields(draft: DamageDraft, before: DamageFields): ConditionUpdate {
  const after: DamageFields = {
    ...before,
    item_code: draft.item_code,
    damage_code: draft.damage_code,
    severity_code: draft.severity_code,
    action_code: draft.action_code,
    description: draft.description.trim() === '' ? null : draft.description,
    ...draftAmounts(draft),
    repair_suggested: draft.repair_suggested,
    repair_approved: draft.repair_approved,
    damage_repaired: draft.damage_repaired,
  };
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) if (value !== before[field as keyof DamageFields]) changes[field] = value;
  return changes as ConditionUpdate;
}
