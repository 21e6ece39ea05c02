/**
 * What to do with a write the server refused as stale (412, with its record as it is now),
 * field by field, as ODK Central and Replicache do it (ADR 0018): for each field the write
 * changes, compare the value it was based on (base), the one it sets (mine) and the server's
 * (theirs):
 * - theirs == base: only this device changed it: keep it, resend on the new version;
 * - mine == theirs: both made the same change: nothing to send for it;
 * - otherwise: a hard conflict, which the user settles (keep theirs, or keep mine).
 * Fields only one side touched never ask. Pure, so every case is unit-tested.
 */
import type { FieldConflict } from './record';

export interface StaleMerge {
  /** The fields still to send (mine), on the new version. */
  resend: Record<string, unknown>;
  /** Their values of the resent fields: the new base. */
  base: Record<string, unknown>;
  /** The fields both sides changed differently. */
  conflicts: FieldConflict[];
}

/** Deep equality of JSON values (a tyres document is one field). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b || (a == null && b == null);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export function mergeStale(mine: Record<string, unknown>, base: Record<string, unknown>, current: unknown): StaleMerge {
  const theirsOf = (field: string) => (typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[field] : undefined);
  const merge: StaleMerge = { resend: {}, base: {}, conflicts: [] };
  for (const [field, value] of Object.entries(mine)) {
    const theirs = theirsOf(field);
    if (sameValue(value, theirs)) continue;
    // A field with no recorded base (written before bases were kept) counts as unchanged by them.
    if (!(field in base) || sameValue(theirs, base[field])) {
      merge.resend[field] = value;
      merge.base[field] = theirs;
      continue;
    }
    merge.conflicts.push({ field, base: base[field], mine: value, theirs });
  }
  return merge;
}

/**
 * Settles a hard conflict with the user's choices: the fields kept as mine are resent (on their
 * version, with theirs as the base); the fields kept as theirs are dropped.
 */
export function settleConflict(
  fields: readonly FieldConflict[],
  keep: Readonly<Record<string, 'mine' | 'theirs'>>,
): { resend: Record<string, unknown>; base: Record<string, unknown> } {
  const resend: Record<string, unknown> = {};
  const base: Record<string, unknown> = {};
  for (const conflict of fields) {
    if ((keep[conflict.field] ?? 'mine') !== 'mine') continue;
    resend[conflict.field] = conflict.mine;
    base[conflict.field] = conflict.theirs;
  }
  return { resend, base };
}
