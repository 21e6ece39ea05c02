/**
 * Which row's dialog is open, with stable open and close functions (the list does not
 * re-render for them). Opening is a transition: the dialog's first render (Chakra's dialog,
 * its styles, the focus trap) is done in slices, so the page keeps answering meanwhile.
 */
import { startTransition, useCallback, useState } from 'react';

export function useOpenRow<T>(): [T | null, (value: T) => void, () => void] {
  const [open, setOpen] = useState<T | null>(null);
  const show = useCallback((value: T) => startTransition(() => setOpen(value)), []);
  const close = useCallback(() => setOpen(null), []);
  return [open, show, close];
}
