/**
 * The filter panel of a list (the vehicles list's, for one): text filters apply on Enter, choice
 * filters (with a blank "Choose Option") and checkboxes apply at once, and a set filter is
 * shown in bold. Each control has its label; a typed text not yet applied says so.
 */
import { useId, useState, type ReactNode } from 'react';
import type { CheckboxFilterDef, ChoiceFilterDef, ChoiceOption, DateFilterDef, FilterDefs, TextFilterDef } from './list-definition';
import { PlainSelect } from '@/components/plain-field';
import { useTextDraft } from './text-draft';
import './data-list.css';
import { Button } from '@/components/ui/button';

/** The blank option of every choice filter. */
export const CHOOSE_OPTION = 'Choose Option';

/** Marks a set filter's field and its label and control (their bold look), for tests and for styling around it. */
const dataSet = (set: boolean) => (set ? '' : undefined);

/** A panel field: its label over its control (bold when the filter is set), and the notes below. */
function PanelField({ id, label, set, children }: { id: string; label: string; set: boolean; children: ReactNode }) {
  return (
    <div className="lc-field dl-field" data-set={dataSet(set)}>
      <label htmlFor={id} className="dl-label" data-set={dataSet(set)}>
        {label}
      </label>
      {children}
    </div>
  );
}

interface FieldProps<TDef> {
  def: TDef;
  /** The value in the URL, or undefined when the filter is off. */
  applied: string | undefined;
  /** Text or a choice's value; true for a checked box; undefined turns the filter off. */
  onApply: (value: string | true | undefined) => void;
}

function TextFilterField({ def, applied, onApply }: FieldProps<TextFilterDef>) {
  const { draft, setDraft, invalid, pending, onKeyDown } = useTextDraft(def, applied, onApply);
  const set = applied !== undefined;

  const id = useId();
  const note = invalid ? `${id}-error` : pending ? `${id}-helper` : undefined;

  return (
    <PanelField id={id} label={def.label} set={set}>
      <input
        id={id}
        className="lc-input"
        data-set={dataSet(set)}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        inputMode={def.inputMode}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={note}
      />
      {/* In the gap below the field, so typing does not move the fields around it. */}
      {invalid ? (
        <p id={note} className="dl-error dl-below">
          {def.invalidMessage}
        </p>
      ) : null}
      {pending ? (
        <p id={note} className="dl-helper dl-below">
          Press Enter to apply
        </p>
      ) : null}
    </PanelField>
  );
}

function ChoiceFilterField({ def, applied, onApply, options }: FieldProps<ChoiceFilterDef> & { options: readonly ChoiceOption[] }) {
  const set = applied !== undefined;
  // A value from the URL whose option has not loaded yet is still shown as chosen.
  const shown = applied !== undefined && !options.some((option) => option.value === applied) ? [...options, { value: applied, label: applied }] : options;
  const id = useId();
  return (
    <PanelField id={id} label={def.label} set={set}>
      <PlainSelect id={id} data-set={dataSet(set)} value={applied ?? ''} onChange={(event) => onApply(event.target.value || undefined)}>
        <option value="">{CHOOSE_OPTION}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </PlainSelect>
    </PanelField>
  );
}

function CheckboxFilterField({ def, applied, onApply }: FieldProps<CheckboxFilterDef>) {
  const set = applied !== undefined;
  return (
    <div className="dl-check-wrap" data-set={dataSet(set)}>
      <label className="dl-check" data-set={dataSet(set)}>
        <input type="checkbox" checked={set} onChange={(event) => onApply(event.target.checked ? true : undefined)} />
        {def.label}
      </label>
    </div>
  );
}

/**
 * One end of a date range. The browser's date field reports every typed digit (0002, 0020,
 * 0202, 2026): only a whole day is applied; an emptied field turns the filter off.
 */
function DateFilterField({ def, applied, onApply, problem }: FieldProps<DateFilterDef> & { problem: string | null }) {
  const [draft, setDraft] = useState(applied ?? '');
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(applied ?? '');
  }
  const set = applied !== undefined;
  const id = useId();
  return (
    <PanelField id={id} label={def.label} set={set}>
      <input
        id={id}
        type="date"
        className="lc-input"
        data-set={dataSet(set)}
        value={draft}
        min="1900-01-01"
        max="2999-12-31"
        onChange={(event) => {
          const typed = event.target.value;
          setDraft(typed);
          if (typed === '') onApply(undefined);
          else if (def.parse(typed) !== undefined && typed !== applied) onApply(typed);
        }}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
      />
      {problem ? (
        <p id={`${id}-error`} className="dl-error dl-below">
          {problem}
        </p>
      ) : null}
    </PanelField>
  );
}

/** What is wrong with a range's "to" day: before its "from" day (the list would show nothing). */
function rangeProblem<TFilters extends FilterDefs>(
  filters: TFilters,
  values: Partial<Record<keyof TFilters & string, string>>,
  key: keyof TFilters & string,
): string | null {
  const def = filters[key];
  const to = values[key];
  if (def?.kind !== 'date' || def.range.end !== 'to' || to === undefined) return null;
  const fromKey = (Object.keys(filters) as (keyof TFilters & string)[]).find((candidate) => {
    const other = filters[candidate];
    return other?.kind === 'date' && other.range.end === 'from' && other.range.field === def.range.field;
  });
  const fromDef = fromKey === undefined ? undefined : filters[fromKey];
  const from = fromKey === undefined ? undefined : values[fromKey];
  return from !== undefined && to < from ? `${def.label} is before ${fromDef?.label ?? 'the start'}` : null;
}

export interface FilterPanelProps<TFilters extends FilterDefs> {
  /** Plural noun of the rows, for the panel's name: "Filter vehicles". */
  noun: string;
  filters: TFilters;
  /** The applied value of each filter, as text ('true' for a checked checkbox). */
  values: Partial<Record<keyof TFilters & string, string>>;
  /** Options of the choice filters loaded from the server. */
  choiceOptions?: Partial<Record<keyof TFilters & string, readonly ChoiceOption[]>>;
  onFilter: (key: keyof TFilters & string, value: string | true | undefined) => void;
  onClear: () => void;
}

export function FilterPanel<TFilters extends FilterDefs>({ noun, filters, values, choiceOptions, onFilter, onClear }: FilterPanelProps<TFilters>) {
  // The list's search box is drawn above the panel (search-box.tsx); Clear filters clears it too.
  const keys = (Object.keys(filters) as (keyof TFilters & string)[]).filter((key) => {
    const def = filters[key];
    return !(def?.kind === 'text' && def.search);
  });
  const anySet = Object.values(values).some((value) => value !== undefined);
  if (keys.length === 0 && !anySet) return null;
  return (
    <section aria-label={`Filter ${noun}`} className="dl-panel">
      <div className="dl-panel-grid">
        {keys.map((key) => {
          const def = filters[key];
          const applied = values[key];
          const onApply = (value: string | true | undefined) => onFilter(key, value);
          if (def === undefined) return null;
          switch (def.kind) {
            case 'text':
              return <TextFilterField key={key} def={def} applied={applied} onApply={onApply} />;
            case 'choice':
              return <ChoiceFilterField key={key} def={def} applied={applied} onApply={onApply} options={def.options ?? choiceOptions?.[key] ?? []} />;
            case 'checkbox':
              return <CheckboxFilterField key={key} def={def} applied={applied} onApply={onApply} />;
            case 'date':
              return <DateFilterField key={key} def={def} applied={applied} onApply={onApply} problem={rangeProblem(filters, values, key)} />;
          }
        })}
        {anySet ? (
          <div className="dl-flex">
            <Button variant="ghost" size="sm" onClick={onClear}>
              Clear filters
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
