/**
 * The pieces of the plain fields (plain-field.css, ADR 0065) that are markup: the native select
 * in its box with its chevron (Chakra's NativeSelect); the spinner is the kit's. Drawn by the
 * sign-in page, the lists and the inspection editor; the stylesheet travels in the entry's.
 */
import type { SelectHTMLAttributes } from 'react';
import './plain-field.css';

/** A native select as a plain field: its box, the select itself (`lc-input`) and the chevron. Its props are the select's. */
export function PlainSelect({ children, ...select }: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'>) {
  return (
    <div className="lc-select-box">
      <select className="lc-input" {...select}>
        {children}
      </select>
      <span className="lc-select-indicator" aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </span>
    </div>
  );
}
