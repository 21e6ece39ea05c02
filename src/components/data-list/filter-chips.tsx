/**
 * The applied filters of a list as chips, each with its remove button: what the list shows
 * at a glance, and a one-tap way to widen it (an initial filter such as Open Gate Passes'
 * Open status is removed the same way).
 */
import type { FilterDefs, LoadedChoices } from './list-definition';
import './data-list.css';
import { IconButton } from '@/components/ui/button';

/** One applied filter; its button removes it (named after what it removes). */
export function FilterChip({ label, value, onRemove }: { label: string; value?: string; onRemove: () => void }) {
  const text = value === undefined ? label : `${label}: ${value}`;
  return (
    <div className="dl-chip">
      <p className="dl-chip-text">
        {value === undefined ? (
          label
        ) : (
          <>
            {label}: <strong>{value}</strong>
          </>
        )}
      </p>
      <IconButton variant="ghost" size="sm" round aria-label={`Remove filter ${text}`} onClick={onRemove}>
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </IconButton>
    </div>
  );
}

export interface FilterChipsProps<TFilters extends FilterDefs> {
  filters: TFilters;
  /** The applied value of each filter, as text ('true' for a checked checkbox); off filters are absent. */
  values: Partial<Record<keyof TFilters & string, string>>;
  /** Options of the choice filters loaded from the server (null: still loading). */
  choiceOptions?: LoadedChoices<TFilters>;
  onRemove: (key: keyof TFilters & string) => void;
}

/** The chips of the applied filters, in the panel's order; nothing when none is applied. */
export function FilterChips<TFilters extends FilterDefs>({ filters, values, choiceOptions, onRemove }: FilterChipsProps<TFilters>) {
  const applied = (Object.keys(filters) as (keyof TFilters & string)[]).filter((key) => values[key] !== undefined);
  if (applied.length === 0) return null;
  return (
    <ul aria-label="Applied filters" className="dl-chips">
      {applied.map((key) => {
        const def = filters[key];
        const value = values[key];
        if (def === undefined || value === undefined) return null;
        const options = def.kind === 'choice' ? (def.options ?? choiceOptions?.[key]) : undefined;
        // A choice's name while its options load is not yet known: "…", not its code.
        const shown = def.kind === 'checkbox' ? undefined : options === null ? '…' : (options?.find((option) => option.value === value)?.label ?? value);
        return (
          <li key={key}>
            <FilterChip label={def.label} value={shown} onRemove={() => onRemove(key)} />
          </li>
        );
      })}
    </ul>
  );
}
