/**
 * The kit's select (ADR 0079): a native select in its box with Chakra's chevron, drawn in plain
 * CSS (select.css: Chakra's native select recipe), for Chakra screens and plain ones alike: the
 * browser's own list of choices, which a finger on a tablet handles best. With a `label` it is a
 * field like the text field (field.tsx): the label, the hint or the error under it, tied to it;
 * without one it is drawn alone, and the caller names it (`aria-label`, or a label of its own
 * for its `id`). Its options are its children; the native attributes pass to the select.
 * `busy` (its choice is being saved): drawn as disabled, neither opened nor changed, but still
 * focusable (`aria-disabled`), so the focus stays on it where `disabled` would drop it to the
 * page's body (ADR 0102).
 */
import type { KeyboardEvent, MouseEvent, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, frameOf, type FieldProps, type InputSize } from './field';
import './select.css';

export interface SelectProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'className'> {
  /** md 40 px, lg 44 px on a desk; at least 44 px by touch (field.tsx's sizes). */
  size?: InputSize;
  /** The options. */
  children: ReactNode;
  /** Its choice is being saved: not opened nor changed, announced as busy and unavailable, and it keeps the focus. */
  busy?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** The keys a busy select still takes: moving on, and what the page around it does. */
const passingKeys = new Set(['Tab', 'Escape', 'Shift', 'Control', 'Alt', 'Meta']);

/** A native select, labelled or alone. */
export function Select({ size = 'md', children, busy = false, ...props }: SelectProps) {
  const { frame, control: given } = frameOf(props);
  const control = busy
    ? {
        ...given,
        'aria-disabled': true,
        'aria-busy': true,
        // Neither the list of choices (a press) nor a key that opens it or moves the choice.
        onMouseDown: (event: MouseEvent<HTMLSelectElement>) => event.preventDefault(),
        onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
          if (!passingKeys.has(event.key)) event.preventDefault();
          given.onKeyDown?.(event);
        },
        onChange: () => {},
      }
    : given;
  return (
    <Field {...frame} bare={props.label === undefined}>
      {(wiring, boxClass) => (
        <div className={boxClass === undefined ? 'lc-select' : `lc-select ${boxClass}`} data-size={size}>
          <select className="lc-input" data-size={size} {...wiring} {...control}>
            {children}
          </select>
          <span className="lc-select-indicator" aria-hidden="true">
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
              <path d="m6 9 6 6 6-6" />
            </svg>
          </span>
        </div>
      )}
    </Field>
  );
}
