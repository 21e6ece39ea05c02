/** The `?` dialog's body (keyboard-help.tsx): the keys of the desk, in the kit's dialog (plain CSS). */
import { Dialog } from '@/components/ui/dialog';
import './keyboard-help.css';

/** The keys, as the dialog lists them. */
export const DESK_KEYS: readonly { keys: readonly string[]; label: string; does: string }[] = [
  { keys: ['/'], label: 'Slash', does: 'Go to the list’s search box' },
  { keys: ['↑', '↓'], label: 'Up or Down arrow', does: 'Move to the row above or below' },
  { keys: ['Home', 'End'], label: 'Home or End', does: 'Move to the first or last row' },
  { keys: ['Enter'], label: 'Enter', does: 'Open the row' },
  { keys: ['Esc'], label: 'Escape', does: 'Close a dialog' },
  { keys: ['?'], label: 'Question mark', does: 'Show these keys' },
];

export function KeyboardHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog title="Keyboard shortcuts" open={open} onClose={onClose} closeButton>
      <table className="keys-table">
        <caption>Keys of the lists</caption>
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
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </th>
              <td>{entry.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
