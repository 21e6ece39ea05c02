/**
 * The filter panel of a list (the vehicles list's, for one): text filters apply on Enter, choice
 * filters (with a blank "Choose Option") and checkboxes apply at once, and a set filter is
 * shown in bold. Each control has its label; a typed text not yet applied says so.
 */
import { useState, type ReactNode } from 'react';
import type { CheckboxFilterDef, ChoiceFilterDef, ChoiceOption, DateFilterDef, FilterDefs, LoadedChoices, TextFilterDef } from './list-definition';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField, type TextFieldProps } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useTextDraft } from './text-draft';
import './data-list.css';
import { Button } from '@/components/ui/button';

/** The blank option of every choice filter. */
export const CHOOSE_OPTION = 'Choose Option';

/** Marks a set filter's field and its label and control (their bold look), for tests and for styling around it. */
const dataSet = (set: boolean) => (set ? '' : undefined);

/** A panel field's grid cell, bold when the filter is set. */
function PanelCell({ set, children }: { set: boolean; children: ReactNode }) {
  return (
    <div className="dl-field" data-set={dataSet(set)}>
      {children}
    </div>
  );
}

/** A text or date filter's field: in its cell, with the filter's label, bold when the filter is set. */
function PanelTextField({ set, label, ...field }: { set: boolean } & Omit<TextFieldProps, 'size' | 'floatingMessages'>) {
  return (
    <PanelCell set={set}>
      <TextField label={label} floatingMessages size="lg" data-set={dataSet(set)} {...field} />
    </PanelCell>
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
  return (
    <PanelTextField
      set={applied !== undefined}
      label={def.label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      inputMode={def.inputMode}
      enterKeyHint="search"
      autoComplete="off"
      spellCheck={false}
      error={invalid ? def.invalidMessage : undefined}
      hint={pending ? 'Press Enter to apply' : undefined}
    />
  );
}

function ChoiceFilterField({ def, applied, onApply, options }: FieldProps<ChoiceFilterDef> & { options: readonly ChoiceOption[] }) {
  const set = applied !== undefined;
  // A value from the URL whose option has not loaded yet is still shown as chosen.
  const shown = applied !== undefined && !options.some((option) => option.value === applied) ? [...options, { value: applied, label: applied }] : options;
  return (
    <PanelCell set={set}>
      <Select label={def.label} size="lg" data-set={dataSet(set)} value={applied ?? ''} onChange={(event) => onApply(event.target.value || undefined)}>
        <option value="">{CHOOSE_OPTION}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </PanelCell>
  );
}

function CheckboxFilterField({ def, applied, onApply }: FieldProps<CheckboxFilterDef>) {
  const set = applied !== undefined;
  return (
    <div className="dl-check-wrap" data-set={dataSet(set)}>
      <Checkbox checked={set} onCheckedChange={(checked) => onApply(checked ? true : undefined)}>
        {def.label}
      </Checkbox>
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
  return (
    <PanelTextField
      set={applied !== undefined}
      label={def.label}
      type="date"
      value={draft}
      min="1900-01-01"
      max="2999-12-31"
      onChange={(event) => {
        const typed = event.target.value;
        setDraft(typed);
        if (typed === '') onApply(undefined);
        else if (def.parse(typed) !== undefined && typed !== applied) onApply(typed);
      }}
      error={problem}
    />
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
  /** Options of the choice filters loaded from the server (null: still loading). */
  choiceOptions?: LoadedChoices<TFilters>;
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
    <Card.Root as="section" size="sm" aria-label={`Filter ${noun}`}>
      <Card.Body className="dl-panel-grid">
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
      </Card.Body>
    </Card.Root>
  );
}
