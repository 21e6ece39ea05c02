/**
 * The kit's spinner (ADR 0079): one for every screen, drawn in plain CSS (`lc-spinner`,
 * spinner.css: Chakra's spinner recipe, in the entry's stylesheet), the one wheel of every screen.
 * Hidden from assistive technology unless it has a `label`, which it then says as a status
 * ("Saving 51"): most spinners stand beside a text that already says what is going on.
 */
import './spinner.css';

export interface SpinnerProps {
  /** xs 12 px, sm 16 px (Chakra's sizes); the default is sm. */
  size?: 'xs' | 'sm';
  /** The theme's muted text colour instead of the text around it. */
  color?: 'fg.muted';
  /** What it is waiting for, when no text beside it says so. */
  label?: string;
}

export function Spinner({ size = 'sm', color, label }: SpinnerProps) {
  const look = { className: 'lc-spinner', 'data-size': size, 'data-color': color };
  return label ? <span {...look} role="status" aria-label={label} /> : <span {...look} aria-hidden="true" />;
}
