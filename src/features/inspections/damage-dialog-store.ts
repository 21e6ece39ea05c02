/**
 * Which damage the damage dialog is open on (null: a new one), or none. A tiny external store,
 * as the page alert's (components/page-alert-store.ts): the toolbar's Add Damage and a card's
 * Edit open the dialog, and opening it re-renders the dialog alone, not the report's fifteen
 * cards and panels (an interaction within 100 ms at 4x CPU). The dialog closes itself once its
 * damage is saved, or when cancelled.
 */
import { useSyncExternalStore } from 'react';
import type { ShownDamage } from './overlay';

export type OpenDamage = { damage: ShownDamage | null } | null;

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
