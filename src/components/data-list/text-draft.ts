/**
 * What a text filter's box holds before it is applied (the panel's text fields and the list's
 * search box share it): the typed draft, whether it can be applied, and Enter to apply it.
 */
import { useState, type KeyboardEvent } from 'react';
import type { TextFilterDef } from './list-definition';

export function useTextDraft(def: TextFilterDef, applied: string | undefined, onApply: (value: string | undefined) => void) {
  const [draft, setDraft] = useState(applied ?? '');
  // The URL changed under the field (Back, Clear filters, a link): show what is applied now.
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(applied ?? '');
  }
  const typed = def.normalise(draft);
  const invalid = typed !== '' && def.parse(typed) === undefined;
  const pending = !invalid && typed !== (applied ?? '');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (invalid || !pending) return;
    onApply(typed === '' ? undefined : typed);
  };

  return { draft, setDraft, invalid, pending, onKeyDown };
}

/** Whether a key press belongs to what has the focus (typing `/` or `?` in a field types it). */
export function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}
