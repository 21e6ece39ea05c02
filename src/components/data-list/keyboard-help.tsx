/**
 * The `?` dialog of the lists (ADR 0034): pressed outside a field and without an open dialog,
 * `?` lists the keys of the desk: `/` for the list's search, the arrows, Home and End between
 * rows, Enter to open a row, Escape to close a dialog. Every DataList mounts it; one screen with
 * several lists (the work-order settings) still has one listener and one dialog, the first
 * list's.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { chakraIsland } from '@/components/ui/chakra-island';
import { typingInto } from './text-draft';

// The dialog is Chakra and shown on demand: an island, so the list draws before the system (ADR 0046).
const KeyboardHelpDialog = chakraIsland(() => import('./keyboard-help-dialog').then((module) => module.KeyboardHelpDialog), {
  opens: 'the list of keys',
  // Offline before its code arrived, where a key pressed anywhere on the list is answered (ADR 0062).
  noticeAt: 'foot',
});

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
  return <KeyboardHelpDialog open={open} onClose={close} onNoticeClose={close} />;
}
