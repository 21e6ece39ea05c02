/**
 * The `?` dialog of the lists (ADR 0034): pressed outside a field and without an open dialog,
 * `?` lists the keys of the desk: `/` for the list's search, the arrows, Home and End between
 * rows, Enter to open a row, Escape to close a dialog. Every DataList mounts it; one screen with
 * several lists (the work-order settings) still has one listener and one dialog, the first
 * list's.
 */
import { Button, chakra, Dialog, Portal } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
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

/** The keys, as the dialog lists them. */
export const DESK_KEYS: readonly { keys: readonly string[]; label: string; does: string }[] = [
  { keys: ['/'], label: 'Slash', does: 'Go to the list’s search box' },
  { keys: ['↑', '↓'], label: 'Up or Down arrow', does: 'Move to the row above or below' },
  { keys: ['Home', 'End'], label: 'Home or End', does: 'Move to the first or last row' },
  { keys: ['Enter'], label: 'Enter', does: 'Open the row' },
  { keys: ['Esc'], label: 'Escape', does: 'Close a dialog' },
  { keys: ['?'], label: 'Question mark', does: 'Show these keys' },
];

const kbdCss = {
  fontFamily: 'mono',
  fontSize: 'sm',
  px: '2',
  py: '0.5',
  borderWidth: '1px',
  borderBottomWidth: '2px',
  borderRadius: 'sm',
  bg: 'bg.subtle',
  whiteSpace: 'nowrap',
} as const;

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
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Keyboard shortcuts</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <chakra.table
                width="100%"
                fontSize="sm"
                css={{ '& th, & td': { py: '2', textAlign: 'start', verticalAlign: 'top' }, '& th': { pe: '4', fontWeight: 'normal' } }}
              >
                <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Keys of the lists</caption>
                <thead>
                  <tr>
                    <th scope="col">Key</th>
                    <th scope="col">What it does</th>
                  </tr>
                </thead>
                <tbody>
                  {DESK_KEYS.map((entry) => (
                    <tr key={entry.label}>
                      <th scope="row" aria-label={entry.label}>
                        {entry.keys.map((key, index) => (
                          <span key={key}>
                            {index > 0 ? ' ' : null}
                            <chakra.kbd css={kbdCss}>{key}</chakra.kbd>
                          </span>
                        ))}
                      </th>
                      <td>{entry.does}</td>
                    </tr>
                  ))}
                </tbody>
              </chakra.table>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" minH="44px">
                  Close
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
