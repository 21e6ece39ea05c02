/**
 * The kit's switch (ADR 0079): a native checkbox with the switch role, drawn as Chakra's switch
 * (switch.css: its recipe in plain CSS), for Chakra screens and plain ones alike. Its label is its
 * children and its accessible name: what is switched ("Suggest repair", "Red"). Shown after the
 * track (Chakra's place), before it, or only announced where the screen around it says it (a
 * table's column). `stateText` adds the state in a word after the track ("On"/"Off",
 * "Active"/"Inactive"), the sighted reader's copy of the checked state, which is what is
 * announced. The row is what a finger taps (44 px tall by touch). The native attributes pass to
 * the input; `onCheckedChange` is the new state. `busy` (its change is being saved): drawn as
 * disabled and not switched again, but still focusable (`aria-disabled`), so the focus stays on it
 * where `disabled` would drop it to the page's body (ADR 0102). Chakra's size md in the brand's colours, as every
 * switch of the console (`size` and `colorPalette` wait for a screen that needs another).
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './switch.css';
import { visuallyHidden } from './visually-hidden';

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'size' | 'className' | 'children'> {
  /** What is switched: the accessible name. */
  children: ReactNode;
  /** `end` (the default), `start`, or `hidden`: announced, not shown. */
  labelPlacement?: 'start' | 'end' | 'hidden';
  /** The state in a word after the track. */
  stateText?: { on: string; off: string };
  onCheckedChange?: (checked: boolean) => void;
  /** Its change is being saved: not switched again, announced as busy and unavailable, and it keeps the focus. */
  busy?: boolean;
  /** Layout given by the caller, on the row. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Switch({ children, labelPlacement = 'end', stateText, onCheckedChange, onChange, onClick, busy = false, className, ...input }: SwitchProps) {
  // A hidden name that is a text is the input's own (aria-label): no hidden text in the row, which a
  // table's cell or a copy would then carry beside the state ("Transaction code ALIGN active Active").
  const hiddenName = labelPlacement === 'hidden' && typeof children === 'string' ? children : undefined;
  const label = hiddenName !== undefined ? null : <span className={labelPlacement === 'hidden' ? visuallyHidden : 'lc-switch-label'}>{children}</span>;
  return (
    <label className={className === undefined ? 'lc-switch' : `lc-switch ${className}`}>
      {labelPlacement === 'start' ? label : null}
      <span className="lc-switch-box">
        <input
          type="checkbox"
          role="switch"
          className="lc-switch-input"
          aria-label={hiddenName}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={(event) => {
            // Busy: the click (a tap, Space) does not switch it; a cancelled click leaves it as it was.
            if (busy) event.preventDefault();
            else onClick?.(event);
          }}
          onChange={(event) => {
            if (busy) return;
            onChange?.(event);
            onCheckedChange?.(event.target.checked);
          }}
          {...input}
        />
        <span className="lc-switch-control" aria-hidden="true">
          <span className="lc-switch-thumb" />
        </span>
      </span>
      {labelPlacement === 'start' ? null : label}
      {stateText ? (
        <span className="lc-switch-state" aria-hidden="true">
          {input.checked ? stateText.on : stateText.off}
        </span>
      ) : null}
    </label>
  );
}
