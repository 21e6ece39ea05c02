/**
 * The kit's checkbox (ADR 0079): a native checkbox with its label, drawn as Chakra's (checkbox.css:
 * the checkbox and checkmark recipes in plain CSS), for every screen. The
 * label is its children and its accessible name; the row it makes is what a finger taps (44 px
 * tall by touch). The native attributes pass to the input (`checked`, `onChange`, `disabled`,
 * `name`, `aria-describedby`...); `onCheckedChange` is the new state, for the caller that only
 * wants that. Each tap is one change event, however fast the taps. Chakra's size md and variant
 * solid in the brand's colours, as every check of the console: `size`, `variant` and
 * `colorPalette` wait for a screen that needs another (each is CSS that every page carries).
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'className' | 'children'> {
  /** The label: what is ticked. */
  children: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
  /** Layout given by the caller, on the row. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ children, onCheckedChange, onChange, className, ...input }: CheckboxProps) {
  return (
    <label className={className === undefined ? 'lc-checkbox' : `lc-checkbox ${className}`}>
      <input
        type="checkbox"
        className="lc-checkbox-input"
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
        }}
        {...input}
      />
      <span className="lc-checkbox-control" aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" focusable="false">
          <polyline points="20 6 9 17 4 12" />
        </svg>
      </span>
      <span className="lc-checkbox-label">{children}</span>
    </label>
  );
}
