/**
 * The kit's checkbox (ADR 0079): a native checkbox with its label, drawn as Chakra's (checkbox.css:
 * the checkbox and checkmark recipes in plain CSS), for Chakra screens and plain ones alike. The
 * label is its children and its accessible name; the row it makes is what a finger taps (44 px
 * tall by touch). The native attributes pass to the input (`checked`, `onChange`, `disabled`,
 * `name`, `aria-describedby`...); `onCheckedChange` is the new state, for the caller that only
 * wants that. Each tap is one change event, however fast the taps. In the brand's colours, as
 * every check of the console: Chakra's `colorPalette` waits for a screen that needs another
 * (each palette is CSS that every page carries).
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'className' | 'children'> {
  /** The label: what is ticked. */
  children: ReactNode;
  /** Chakra's sizes: a 16, 20 or 24 px box; md is the default. */
  size?: 'sm' | 'md' | 'lg';
  /** Chakra's variants: solid (the default, filled when ticked) or outline (a tick in the brand's colour). */
  variant?: 'solid' | 'outline';
  onCheckedChange?: (checked: boolean) => void;
  /** Layout given by the caller, on the row. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ children, size = 'md', variant = 'solid', onCheckedChange, onChange, className, ...input }: CheckboxProps) {
  return (
    <label className={className === undefined ? 'lc-checkbox' : `lc-checkbox ${className}`} data-size={size} data-variant={variant}>
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
