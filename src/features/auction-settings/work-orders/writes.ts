/**
 * The work-order settings' writes, as pure functions: which call a change is, and what a
 * row shows while its change is on the way.
 *
 * - An action code's mapping: PUT wo_action_mappings/{id} with the one changed field, or,
 *   for a code the site has no mapping for yet, POST wo_action_mappings with the code and
 *   the changed field; the other field keeps what the screen showed (inactive, no code),
 *   ADR 0011.
 * - A transaction code's exclusion: switching it Inactive creates an exclusion, switching
 *   it Active deletes the exclusion.
 * - A new shop: the name trimmed and required, the description trimmed or null.
 */
import * as v from 'valibot';
import { ShopCreate, type ActionCodeRow, type Flag, type TransactionCodeExclusionRow } from '@/contract/work-orders';

export type MappingChange = { is_active: Flag } | { transaction_code: string | null };

export type MappingWrite =
  | { method: 'POST'; path: '/v3/util/wo_action_mappings'; body: { action_code: string; is_active: Flag; transaction_code: string | null } }
  | { method: 'PUT'; path: `/v3/util/wo_action_mappings/${number}`; body: MappingChange };

export function mappingWrite(row: ActionCodeRow, change: MappingChange): MappingWrite {
  if (row.wo_mapping) return { method: 'PUT', path: `/v3/util/wo_action_mappings/${row.wo_mapping.id}`, body: change };
  return {
    method: 'POST',
    path: '/v3/util/wo_action_mappings',
    body: {
      action_code: row.action_code,
      is_active: 'is_active' in change ? change.is_active : 0,
      transaction_code: 'transaction_code' in change ? change.transaction_code : null,
    },
  };
}

export interface ShownMapping {
  isActive: boolean;
  /** The chosen transaction code, or '' for none. */
  transactionCode: string;
}

/** What a row shows: the server's mapping (none = inactive, no code), with a change on its way applied. */
export function shownMapping(row: ActionCodeRow, pending?: MappingChange): ShownMapping {
  const shown: ShownMapping = {
    isActive: row.wo_mapping?.is_active === 1,
    transactionCode: row.wo_mapping?.transaction_code?.transaction_code ?? '',
  };
  if (pending && 'is_active' in pending) shown.isActive = pending.is_active === 1;
  if (pending && 'transaction_code' in pending) shown.transactionCode = pending.transaction_code ?? '';
  return shown;
}

export type ExclusionWrite =
  | { method: 'POST'; path: '/v3/util/wo_transaction_exclusions'; body: { transaction_code: string } }
  | { method: 'DELETE'; path: `/v3/util/wo_transaction_exclusions/${number}` };

/** The call that makes the code Active or Inactive at the site; null when it already is. */
export function exclusionWrite(row: TransactionCodeExclusionRow, active: boolean): ExclusionWrite | null {
  if (active && row.wo_exclusion) return { method: 'DELETE', path: `/v3/util/wo_transaction_exclusions/${row.wo_exclusion.id}` };
  if (!active && !row.wo_exclusion) return { method: 'POST', path: '/v3/util/wo_transaction_exclusions', body: { transaction_code: row.transaction_code } };
  return null;
}

export function isActiveCode(row: TransactionCodeExclusionRow): boolean {
  return row.wo_exclusion === null;
}

export interface ShopDraft {
  name: string;
  description: string;
}

/** The body of POST wo_shops, or the first problem of the draft (an empty name disables Create). */
export function shopCreateBody(draft: ShopDraft): { body: ShopCreate } | { problem: string } {
  const description = draft.description.trim();
  const parsed = v.safeParse(ShopCreate, { name: draft.name, description: description === '' ? null : description });
  return parsed.success ? { body: parsed.output } : { problem: parsed.issues[0].message };
}
