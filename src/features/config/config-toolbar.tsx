/**
 * The toolbar of API Config: the site buttons (All Configs, then one per site
 * code), the item count, Refresh and the filter toggle; below it, when open, the
 * name/description filter (applied on Enter), and the applied filter as a removable chip.
 */
import { Button } from '@/components/ui/button';
import { useState, type KeyboardEvent, type SVGProps } from 'react';
import type { SiteChoice } from '@/contract/site-choice';
import { TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import './config.css';

/** An 18 px outline icon of the toolbar's buttons, in the text colour; the button names it. */
function OutlineIcon({ path, ...line }: { path: string } & Pick<SVGProps<SVGSVGElement>, 'strokeLinecap' | 'strokeLinejoin'>) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" {...line}>
      <path d={path} />
    </svg>
  );
}

export interface SiteButtonsProps {
  sites: readonly SiteChoice[];
  /** The pressed button's site code, or undefined for the first button. */
  selected: string | undefined;
  onSelect: (code: string | undefined) => void;
  /** The first button: "All Configs" on API Config, "GLOBAL" on the original page. */
  firstLabel: string;
  label: string;
}

/** A row of toggle buttons, one pressed at a time. */
export function SiteButtons({ sites, selected, onSelect, firstLabel, label }: SiteButtonsProps) {
  const button = (text: string, code: string | undefined) => {
    const pressed = selected === code;
    return (
      <Button
        key={text}
        size="sm"
        variant={pressed ? 'solid' : 'outline'}
        colorPalette={pressed ? 'brand' : 'gray'}
        aria-pressed={pressed}
        onClick={() => onSelect(code)}
      >
        {text}
      </Button>
    );
  };
  return (
    <div role="group" aria-label={label} className="config-site-buttons">
      {button(firstLabel, undefined)}
      {sites.map((site) => button(site.code, site.code))}
    </div>
  );
}

export interface ConfigToolbarProps extends Omit<SiteButtonsProps, 'firstLabel' | 'label'> {
  count: number | undefined;
  refreshing: boolean;
  onRefresh: () => void;
  filterOpen: boolean;
  onFilterToggle: () => void;
  filterId: string;
}

export function ConfigToolbar({ count, refreshing, onRefresh, filterOpen, onFilterToggle, filterId, ...buttons }: ConfigToolbarProps) {
  return (
    <div className="config-toolbar">
      <SiteButtons {...buttons} firstLabel="All Configs" label="Show the configs of" />
      <div className="config-tools">
        <p aria-live="polite" className="config-count">
          {count === undefined ? '' : `${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'}`}
        </p>
        <div className="config-tool-pair">
          <Button size="sm" variant="outline" onClick={onRefresh} aria-label="Refresh" title="Refresh" disabled={refreshing}>
            {refreshing ? <Spinner size="xs" /> : <OutlineIcon path="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" strokeLinecap="round" />}
          </Button>
          <Button
            size="sm"
            variant={filterOpen ? 'subtle' : 'outline'}
            onClick={onFilterToggle}
            aria-label="Filter"
            title="Filter"
            aria-expanded={filterOpen}
            aria-controls={filterOpen ? filterId : undefined}
          >
            <OutlineIcon path="M3 5h18l-7 8v6l-4 2v-8z" strokeLinejoin="round" />
          </Button>
        </div>
      </div>
    </div>
  );
}

export interface NameFilterProps {
  id: string;
  applied: string | undefined;
  onApply: (text: string | undefined) => void;
  onClose: () => void;
}

/** The name/description filter: typed text waits for Enter; Escape closes it. */
export function NameFilter({ id, applied, onApply, onClose }: NameFilterProps) {
  const [draft, setDraft] = useState(applied ?? '');
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(applied ?? '');
  }
  const typed = draft.trim();
  const tooLong = typed.length > 100;
  const pending = !tooLong && typed !== (applied ?? '');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (pending) onApply(typed === '' ? undefined : typed);
  };
  return (
    <div id={id} className="config-name-filter">
      <TextField
        label="Name or description"
        size="lg"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        // The toggle opened it to type in it.
        autoFocus
        error={tooLong ? 'Enter at most 100 characters' : undefined}
        hint={pending ? 'Press Enter to apply' : 'Part of a name or a description, any case.'}
      />
    </div>
  );
}
