/**
 * Which row's dialog is open, with stable open and close functions (the list does not
 * re-render for them). Opening is a transition: the dialog's first render (Chakra's dialog,
 * its styles, the focus trap) is done in slices, so the page keeps answering meanwhile.
 */
import { startTransition, useCallback, useMemo, useState } from 'react';

export function useOpenRow<T>(): [T | null, (value: T) => void, () => void] {
  const [open, setOpen] = useState<T | null>(null);
  const show = useCallback((value: T) => startTransition(() => setOpen(value)), []);
  const close = useCallback(() => setOpen(null), []);
  return [open, show, close];
}

/**
 * A log whose rows open their request or their response (API Logs, AA validation logs): the
 * open row and part, the columns built with the opener, and the row click, which opens the
 * response.
 */
export function useOpenPart<TRow, TPart extends string, TColumn>(columnsOf: (open: (row: TRow, part: TPart) => void) => TColumn[], response: TPart) {
  const [open, setOpen, close] = useOpenRow<{ row: TRow; part: TPart }>();
  const openResponse = useCallback((row: TRow) => setOpen({ row, part: response }), [setOpen, response]);
  const columns = useMemo(() => columnsOf((row, part) => setOpen({ row, part })), [columnsOf, setOpen]);
  return { open, close, columns, openResponse };
}
