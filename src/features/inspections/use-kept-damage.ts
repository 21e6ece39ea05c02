/**
 * The damage dialog's entry, kept on the device as it changes (ADR 0106): its choices, texts,
 * amounts, photo and markup. An expired session unmounts the editor before anything can be asked
 * (ADR 0105); the same user, signed in again, finds the dialog open on the vehicle's inspection
 * with what was entered, saying so. One entry per user and vehicle: one dialog is open at a time.
 * Saved, closed without saving or left on purpose, it is forgotten; a sign-out by the user forgets
 * it too. A kept edit opens as the user's changes over the damage as it is then (`rebaseDraft`).
 */
import { useCallback, useEffect, useRef } from 'react';
import { getSession } from '@/auth/session';
import { draftKey } from '@/lib/drafts';
import { forgetEntry, keepEntry, keptEntry } from '@/offline/kept-drafts';
import { serverIdOf } from '@/offline/outbox';
import { isTempId } from '@/offline/temp-ids';
import { keptDamageOf, keptDamageValue, type EnteredDamage, type KeptDamage } from './damage-draft';
import type { AnyId } from './writes';

const damageDraftKey = (userId: number, vehicleId: number) => draftKey(userId, `inspection.${vehicleId}.damage`);

/**
 * Keeps what is entered while it differs from what the dialog opened on (`edited`), with that
 * (`from`: a kept edit is laid over the damage as it will be then); the photo's bytes are written
 * again only when the photo changes. `restored`: the dialog opened on a kept entry, which is on
 * the device already. Returns `forget`: for Save, a confirmed close and a confirmed leave.
 */
export function useKeepDamage(
  where: { vehicleId: number; reportId: AnyId; damageId: AnyId | null },
  { draft, from }: EnteredDamage,
  edited: boolean,
  restored: boolean,
) {
  const userId = getSession().user?.id;
  const key = userId === undefined ? null : damageDraftKey(userId, where.vehicleId);
  const reportId = String(where.reportId);
  const damageId = where.damageId === null ? null : String(where.damageId);
  /** What is kept now (its photo), null when nothing is. */
  const kept = useRef<{ photo: File | null } | null>(restored ? { photo: draft.photo } : null);
  useEffect(() => {
    if (key === null || userId === undefined) return;
    if (!edited) {
      // Nothing is written when the dialog opens: only an entry that was kept is forgotten.
      if (kept.current !== null) void forgetEntry(key);
      kept.current = null;
      return;
    }
    const photo = kept.current !== null && kept.current.photo === draft.photo ? undefined : draft.photo;
    void keepEntry(key, userId, keptDamageValue(reportId, damageId, { draft, from }), photo);
    kept.current = { photo: draft.photo };
  }, [key, userId, reportId, damageId, draft, from, edited]);
  return useCallback(() => {
    kept.current = null;
    if (key !== null) void forgetEntry(key);
  }, [key]);
}

/**
 * The signed-in user's kept damage entry for the vehicle, with its ids as the server knows them
 * now: a damage made on this device and sent meanwhile has the server's id. An entry that cannot
 * be read back (an older or altered one) is forgotten.
 */
export async function keptDamageFor(vehicleId: number): Promise<KeptDamage | null> {
  const userId = getSession().user?.id;
  if (userId === undefined) return null;
  const key = damageDraftKey(userId, vehicleId);
  const entry = await keptEntry(key);
  if (entry === null) return null;
  const kept = keptDamageOf(entry.value, entry.photo);
  if (kept === null) {
    void forgetEntry(key);
    return null;
  }
  const now = async (id: string) => (isTempId(id) ? ((await serverIdOf(userId, id)) ?? id) : id);
  return { ...kept, reportId: await now(kept.reportId), damageId: kept.damageId === null ? null : await now(kept.damageId) };
}

/** Forgets the user's kept damage entry for the vehicle (its damage is gone). */
export function forgetKeptDamage(vehicleId: number): void {
  const userId = getSession().user?.id;
  if (userId !== undefined) void forgetEntry(damageDraftKey(userId, vehicleId));
}
