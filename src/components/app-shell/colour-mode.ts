/**
 * The device's colour-mode choice (ADR 0039): Light, Dark or System, kept in localStorage
 * (per device, like the environment, not per user). This module only chooses; applying the
 * choice (the `dark` or `light` class on <html>) belongs to public/colour-mode.js, which runs
 * before the first paint and follows the system and other tabs. After a choice here it is
 * told with the 'lot-console:colour-mode' event.
 */
import { useSyncExternalStore } from 'react';

export const colourChoices = ['light', 'dark', 'system'] as const;
export type ColourChoice = (typeof colourChoices)[number];

/** The localStorage key public/colour-mode.js reads: no entry means "system". */
export const colourModeKey = 'lot-console.colour-mode';
/** The event public/colour-mode.js applies the choice on. */
export const colourModeEvent = 'lot-console:colour-mode';

const listeners = new Set<() => void>();

function isChoice(value: string | null): value is ColourChoice {
  return colourChoices.some((choice) => choice === value);
}

export function colourChoice(): ColourChoice {
  try {
    const stored = localStorage.getItem(colourModeKey);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function chooseColourMode(choice: ColourChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(colourModeKey);
    else localStorage.setItem(colourModeKey, choice);
  } catch {
    // Storage refused (a private window with a full quota): the mode still changes for this page.
    document.documentElement.classList.toggle('dark', choice === 'dark');
    document.documentElement.classList.toggle('light', choice === 'light');
  }
  window.dispatchEvent(new Event(colourModeEvent));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === colourModeKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current choice; re-renders when it changes here or in another tab. */
export function useColourChoice(): ColourChoice {
  return useSyncExternalStore(subscribe, colourChoice, () => 'system');
}
