/** The `?` dialog's body (keyboard-help.tsx): the keys of the desk, drawn with Chakra, loaded as an island. */
import { chakra } from '@chakra-ui/react';
import { Dialog } from '@/components/ui/dialog';

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

export function KeyboardHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog title="Keyboard shortcuts" open={open} onClose={onClose} closeButton>
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
    </Dialog>
  );
}
