/**
 * The list's search box (a searchFilter in the list's declaration): one box above the filter
 * panel that finds rows by what staff have at hand (a VIN, a stock number, a dealer's name),
 * applied on Enter like the panel's text filters, held in the URL like them. `/` anywhere on
 * the page, outside a field, puts the focus in it (the consoles' convention).
 */
import { useEffect, useRef } from 'react';
import type { TextFilterDef } from './list-definition';
import { typingInto, useTextDraft } from './text-draft';
import './data-list.css';
import { TextField } from '@/components/ui/field';

export interface SearchBoxProps {
  def: TextFilterDef & { search: { placeholder: string } };
  /** Plural noun of the rows: the box is named "Search vehicles". */
  noun: string;
  applied: string | undefined;
  onApply: (value: string | undefined) => void;
}

/** A magnifier: this box finds rows in the list (a screen's "Go to" box beside it opens one record). */
function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
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

  return (
    <div role="search" aria-label={`Search ${noun}`}>
      <div className="dl-search-row">
        <TextField
          ref={input}
          type="search"
          size="lg"
          className="dl-field"
          aria-label={`Search ${noun}`}
          data-set={applied !== undefined ? '' : undefined}
          value={draft}
          placeholder={def.search.placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          error={invalid ? def.invalidMessage : undefined}
          hint={pending ? 'Press Enter to search' : undefined}
          aria-keyshortcuts="/"
          startElement={<SearchIcon />}
        />
        <span className="dl-search-hint" aria-hidden="true">
          Press <kbd className="dl-kbd">/</kbd> to search
        </span>
      </div>
    </div>
  );
}
