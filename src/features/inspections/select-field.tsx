/** A labelled native select of the inspection screen: 44 px, its choices, and why it cannot be changed when it cannot. */
import { Field, NativeSelect } from '@chakra-ui/react';

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
    <Field.Root disabled={disabled} invalid={Boolean(invalid)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="lg" disabled={disabled}>
        <NativeSelect.Field bg="bg" minH="44px" value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={describedBy}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {invalid ? <Field.ErrorText>{invalid}</Field.ErrorText> : null}
    </Field.Root>
  );
}
