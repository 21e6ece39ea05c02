/**
 * A labelled native select of the inspection screen, a plain field (plain-field.css): 44 px, its
 * choices, the reason it cannot be changed when it cannot, and its error.
 */
import { useId } from 'react';
import { PlainSelect } from '@/components/plain-field';
import { errorIdOf, InspectionField } from './field';

export interface Choice {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  /** The first, empty choice ("Choose …"); none when a value is always set. */
  placeholder?: string;
  disabled?: boolean;
  /** The id of the text that says why it is disabled. */
  describedBy?: string;
  invalid?: string | null;
}

export function SelectField({ label, value, choices, onChange, placeholder, disabled, describedBy, invalid }: SelectFieldProps) {
  const id = useId();
  const described = [describedBy, invalid ? errorIdOf(id) : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <InspectionField id={id} label={label} error={invalid}>
      <PlainSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={described}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </PlainSelect>
    </InspectionField>
  );
}
