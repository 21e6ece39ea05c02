/**
 * The value editor of a config, by its value_type (booleans edit as True/False,
 * integers accept only numeric input, strings as text), in the kit's fields. What was typed is
 * kept as typed; a value that cannot be saved says why below the field.
 */
import { TextArea, TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
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
  const said = { label, error: problem, hint: hints[valueType] };
  if (valueType === 'boolean') {
    return (
      <Select {...said} size="lg" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="True">True</option>
        <option value="False">False</option>
      </Select>
    );
  }
  if (valueType === 'integer') {
    return <TextField {...said} value={value} onChange={(event) => onChange(event.target.value)} inputMode="numeric" pattern="[0-9]*" autoComplete="off" />;
  }
  return <TextArea {...said} value={value} onChange={(event) => onChange(event.target.value)} rows={3} spellCheck={false} />;
}
