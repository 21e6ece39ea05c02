/**
 * Which damage the damage dialog is open on (null: a new one), or none. A tiny external store,
 * as the page alert's (components/page-alert-store.ts): the toolbar's Add Damage, a card's
 * Edit and the damage diagram's zones and markers open the dialog, and opening it re-renders the dialog alone, not the report's fifteen
 * cards and panels (an interaction within 100 ms at 4x CPU). The dialog closes itself once its
 * damage is saved, or when cancelled.
 */
import { useSyncExternalStore } from 'react';
import type { EnteredDamage } from './damage-draft';
import type { ShownDamage } from './overlay';

/**
 * The damage (null: a new one) and, for a new one opened from the damage diagram, the item its
 * zone chose; or what was entered in it before, kept on the device (use-kept-damage.ts).
 */
export type OpenDamage = { damage: ShownDamage | null; itemId?: number | null; kept?: EnteredDamage } | null;

let current: OpenDamage = null;
const listeners = new Set<() => void>();

function publish(next: OpenDamage): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

export function openDamageDialog(damage: ShownDamage | null): void {
  publish({ damage });
}

/** New Damage with `itemId` chosen: a zone of the damage diagram (damage-diagram.tsx). */
export function openNewDamageFor(itemId: number): void {
  publish({ damage: null, itemId });
}

/** The dialog again with what was entered before, kept on the device: after an expired session, a reload. */
export function openKeptDamage(damage: ShownDamage | null, kept: EnteredDamage): void {
  publish({ damage, kept });
}

/** Whether the dialog is open. */
export const damageDialogOpen = () => current !== null;

export function closeDamageDialog(): void {
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getOpenDamage = () => current;

export function useOpenDamage(): OpenDamage {
  return useSyncExternalStore(subscribe, getOpenDamage, getOpenDamage);
}
