/**
 * The work-order settings of a site (docs/API.md, ADR 0011):
 * shops, each action code with its mapping at the caller's site, and each transaction code
 * with its exclusion there. The writes are the generic util calls on wo_shops,
 * wo_action_mappings and wo_transaction_exclusions, all needing the administration security.
 */
import * as v from 'valibot';
import { blankIsNull, visible } from './field-rules';

const Text = v.nullish(v.string());

export const TransactionCode = v.object({
  transaction_code: v.string(),
  description: Text,
});
export type TransactionCode = v.InferOutput<typeof TransactionCode>;

/** 1 active, 0 not. */
export const Flag = v.picklist([0, 1]);
export type Flag = v.InferOutput<typeof Flag>;

/** An action code's mapping at the caller's site, as `action_codes?with[]=wo_mapping` gives it. */
export const WoMapping = v.object({
  id: v.number(),
  action_code: v.string(),
  is_active: Flag,
  transaction_code: v.nullable(TransactionCode),
});
export type WoMapping = v.InferOutput<typeof WoMapping>;

export const ActionCodeRow = v.object({
  action_code: v.string(),
  action_desc: Text,
  /** Null when the site has no mapping for the code yet: the first change creates it. */
  wo_mapping: v.nullable(WoMapping),
});
export type ActionCodeRow = v.InferOutput<typeof ActionCodeRow>;

export const WoExclusion = v.object({
  id: v.number(),
  transaction_code: v.string(),
});
export type WoExclusion = v.InferOutput<typeof WoExclusion>;

/** A row of transaction_codes_exclusions, a transaction code with its exclusion: null = Active, an exclusion = Inactive. */
export const TransactionCodeExclusionRow = v.object({ ...TransactionCode.entries, wo_exclusion: v.nullable(WoExclusion) });
export type TransactionCodeExclusionRow = v.InferOutput<typeof TransactionCodeExclusionRow>;

export const Shop = v.object({
  id: v.number(),
  name: v.string(),
  description: Text,
  created_at: Text,
  /** Set once deleted (a soft delete): the shop stays listed, greyed. */
  deleted_at: Text,
});
export type Shop = v.InferOutput<typeof Shop>;

/** The server's limits of a new shop (docs/API.md: name required, at most 100; description at most 255). */
export const SHOP_NAME_MAX = 100;
export const SHOP_DESCRIPTION_MAX = 255;

/**
 * POST wo_shops: the name trimmed and required, the description trimmed or null. The server
 * validates each field with these rules and refuses with the same messages; the Shops card
 * checks what is typed with them before sending.
 */
export const ShopCreate = v.object({
  name: v.pipe(v.string('must be text'), v.trim(), visible('Name is required'), v.maxLength(SHOP_NAME_MAX, `Name must be at most ${SHOP_NAME_MAX} characters`)),
  description: v.nullable(
    v.pipe(
      v.string('must be text'),
      v.trim(),
      v.maxLength(SHOP_DESCRIPTION_MAX, `Description must be at most ${SHOP_DESCRIPTION_MAX} characters`),
      blankIsNull,
    ),
  ),
});
export type ShopCreate = v.InferOutput<typeof ShopCreate>;
