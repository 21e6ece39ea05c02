/**
 * The pieces of the plain fields (plain-field.css, ADR 0065) that are markup: the native select's
 * chevron (Chakra's NativeSelect.Indicator) and the loading spinner. Drawn by the sign-in page,
 * the lists and the inspection editor; the stylesheet travels in the entry's.
 */
import './plain-field.css';

export function SelectIndicator() {
  return (
    <span className="lc-select-indicator" aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </span>
  );
}

export function Spinner() {
  return <span className="lc-spinner" aria-hidden="true" />;
}
