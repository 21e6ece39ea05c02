/**
 * The `?` dialog of the lists (ADR 0034): pressed outside a field and without an open dialog,
 * `?` lists the keys of the desk: `/` for the list's search, the arrows, Home and End between
 * rows, Enter to open a row, Escape to close a dialog. Every DataList mounts it; one screen with
 * several lists (the work-order settings) still has one listener and one dialog, the first
 * list's.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { KeyboardHelpDialog } from './keyboard-help-dialog';
import { typingInto } from './text-draft';

/** The lists that want the dialog, in mount order: the first one draws it. */
const claimants: symbol[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function useFirstClaim(): boolean {
  const [id] = useState(() => Symbol('keyboard-help'));
  useEffect(() => {
    claimants.push(id);
    notify();
    return () => {
      claimants.splice(claimants.indexOf(id), 1);
      notify();
    };
  }, [id]);
  return useSyncExternalStore(subscribe, () => claimants[0] === id);
}

export function KeyboardHelp() {
  const owner = useFirstClaim();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!owner) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      // A field takes the character; an open dialog owns the keyboard.
      if (typingInto(event.target) || document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"], dialog[open]')) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [owner]);
  if (!owner) return null;
  const close = () => setOpen(false);
  return <KeyboardHelpDialog open={open} onClose={close} />;
}
