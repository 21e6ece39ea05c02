/**
 * The value editor of a config, by its value_type (booleans edit as True/False,
 * integers accept only numeric input, strings as text). What was typed is kept as typed;
 * a value that cannot be saved says why below the field.
 */
import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { ConfigValueType } from '@/contract/admin-config';

const hints: Record<ConfigValueType, string> = {
  boolean: 'True or False.',
  integer: 'A whole number: digits only.',
  string: 'Text; blanks at either end are dropped.',
};

export interface ConfigValueFieldProps {
  valueType: ConfigValueType;
  value: string;
  onChange: (value: string) => void;
  /** Why the value cannot be saved, or null. */
  problem: string | null;
  label?: string;
}

export function ConfigValueField({ valueType, value, onChange, problem, label = 'Value' }: ConfigValueFieldProps) {
  return (
    <Field.Root invalid={problem !== null}>
      <Field.Label>{label}</Field.Label>
      {valueType === 'boolean' ? (
        <NativeSelect.Root size="lg">
          <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)} bg="bg">
            <option value="True">True</option>
            <option value="False">False</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : valueType === 'integer' ? (
        <Input value={value} onChange={(event) => onChange(event.target.value)} inputMode="numeric" pattern="[0-9]*" autoComplete="off" minH="44px" bg="bg" />
      ) : (
        <Textarea value={value} onChange={(event) => onChange(event.target.value)} rows={3} spellCheck={false} bg="bg" />
      )}
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <Field.HelperText>{hints[valueType]}</Field.HelperText>}
    </Field.Root>
  );
}
