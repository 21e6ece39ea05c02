/**
 * Small pieces the list's plain controls share (data-list.css, ADR 0046): the native select's
 * chevron (Chakra's NativeSelect.Indicator) and the loading spinner.
 */
import './data-list.css';

export function SelectIndicator() {
  return (
    <span className="dl-select-indicator" aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </span>
  );
}

export function Spinner() {
  return <span className="dl-spinner" aria-hidden="true" />;
}
