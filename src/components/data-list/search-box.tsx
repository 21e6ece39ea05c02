/**
 * The list's search box (a searchFilter in the list's declaration): one box above the filter
 * panel that finds rows by what staff have at hand (a VIN, a stock number, a dealer's name),
 * applied on Enter like the panel's text filters, held in the URL like them. `/` anywhere on
 * the page, outside a field, puts the focus in it (the consoles' convention).
 */
import { useEffect, useId, useRef } from 'react';
import type { TextFilterDef } from './list-definition';
import { typingInto, useTextDraft } from './text-draft';
import './data-list.css';
import '@/components/plain-field.css';

export interface SearchBoxProps {
  def: TextFilterDef & { search: { placeholder: string } };
  /** Plural noun of the rows: the box is named "Search vehicles". */
  noun: string;
  applied: string | undefined;
  onApply: (value: string | undefined) => void;
}

export function SearchBox({ def, noun, applied, onApply }: SearchBoxProps) {
  const { draft, setDraft, invalid, pending, onKeyDown } = useTextDraft(def, applied, onApply);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onSlash = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      // An open dialog owns the keyboard; a field takes the character.
      if (typingInto(event.target) || document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]')) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onSlash);
    return () => document.removeEventListener('keydown', onSlash);
  }, []);

  const set = applied !== undefined;
  const id = useId();
  const note = invalid ? `${id}-error` : pending ? `${id}-helper` : undefined;
  return (
    <div role="search" aria-label={`Search ${noun}`}>
      <div className="lc-field dl-field">
        <label htmlFor={id} className="dl-hidden">{`Search ${noun}`}</label>
        <div className="dl-search-row">
          <input
            ref={input}
            id={id}
            type="search"
            className="lc-input"
            data-set={set ? '' : undefined}
            value={draft}
            placeholder={def.search.placeholder}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby={note}
            aria-keyshortcuts="/"
          />
          <span className="dl-search-hint" aria-hidden="true">
            Press <kbd className="dl-kbd">/</kbd> to search
          </span>
        </div>
        {invalid ? (
          <p id={note} className="dl-error">
            {def.invalidMessage}
          </p>
        ) : null}
        {pending ? (
          <p id={note} className="dl-helper">
            Press Enter to search
          </p>
        ) : null}
      </div>
    </div>
  );
}
