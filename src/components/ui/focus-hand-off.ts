/**
 * Where the focus goes when the control that has it goes away (ADR 0102). A control that is
 * removed, disabled or moved by React (a list reordered) drops the focus to the page's body: no
 * visible focus, and a screen reader loses its place. A busy control keeps it by itself (the
 * kit's `loading` and `busy` are `aria-disabled`, not `disabled`); where the control really goes
 * (a deleted view's ×, a log's Retry once it is reset, Stop LM once stopped), the screen says
 * beforehand where the focus goes instead: `handOff(from, to)`, checked after each render of the
 * component that asked.
 *
 *   const handOff = useFocusHandOff();
 *   onConfirm: handOff(button, () => nextViewButton ?? saveViewButton)
 */
import { useCallback, useLayoutEffect, useRef } from 'react';

/** Whether `element` can no longer hold the focus: gone from the page, or disabled. */
export function cannotHoldFocus(element: Element): boolean {
  return !element.isConnected || element.matches(':disabled');
}

/** Whether the focus was dropped: on the body, or still on `from`, which can no longer hold it. */
export function focusDropped(from: Element | null): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body) return true;
  return from !== null && active === from && cannotHoldFocus(from);
}

/** The focus is in a modal panel (a confirmation asked first): the hand-off waits for it to close. */
function inModal(): boolean {
  return document.activeElement?.closest('dialog[data-modal]') != null;
}

interface Waiting {
  /** The control that had the focus; null: whatever had it, once the focus is dropped. */
  from: Element | null;
  to: () => HTMLElement | null | undefined;
}

/**
 * `handOff(from, to)`: once `from` is gone or disabled (checked after each render of the caller)
 * and the focus was dropped with it, the focus goes to `to()`. If the user moves the focus on
 * meanwhile (to another control, not a modal panel over the page), nothing is done.
 */
export function useFocusHandOff(): (from: Element | null, to: () => HTMLElement | null | undefined) => void {
  const waiting = useRef<Waiting | null>(null);
  useLayoutEffect(() => {
    const current = waiting.current;
    if (!current || inModal()) return;
    const { from } = current;
    const active = document.activeElement;
    const movedOn = active !== null && active !== document.body && active !== from;
    if (movedOn) {
      waiting.current = null;
      return;
    }
    if (from !== null && !cannotHoldFocus(from)) return;
    if (!focusDropped(from)) return;
    waiting.current = null;
    current.to()?.focus();
  });
  return useCallback((from, to) => {
    waiting.current = { from, to };
  }, []);
}
