/**
 * A labelled select of the inspection screen from its choices: the kit's select (select.tsx) at
 * size lg (44 px), with its first, empty choice, the reason it cannot be changed when it cannot,
 * and its error.
 */
import { Select } from '@/components/ui/select';

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
  return (
    <Select
      label={label}
      size="lg"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      aria-describedby={describedBy}
      error={invalid}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </Select>
  );
}
