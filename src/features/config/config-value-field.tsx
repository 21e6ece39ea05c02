/**
 * The value editor of a config, by its value_type (booleans edit as True/False,
 * integers accept only numeric input, strings as text), in the kit's fields, and by its domain
 * where it has one (config-domains.ts): the rule is the hint, and a choice of a few words is a
 * select. What was typed is kept as typed; a value that cannot be saved says why below the field.
 */
import { TextArea, TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { ConfigValueType } from '@/contract/admin-config';
import { configDomainRule, configDomains } from '@/contract/config-domains';

const hints: Record<ConfigValueType, string> = {
  boolean: 'True or False.',
  integer: 'A whole number: digits only.',
  string: 'Text; blanks at either end are dropped.',
};

export interface ConfigValueFieldProps {
  /** The config's name: its domain, if it has one. */
  name: string;
  valueType: ConfigValueType;
  value: string;
  onChange: (value: string) => void;
  /** Why the value cannot be saved, or null. */
  problem: string | null;
  label?: string;
}

export function ConfigValueField({ name, valueType, value, onChange, problem, label = 'Value' }: ConfigValueFieldProps) {
  const domain = configDomains[name];
  const said = { label, error: problem, hint: domain ? `${configDomainRule(domain)}.` : hints[valueType] };
  if (domain?.kind === 'one of') {
    // A stored value outside the choices is shown as it is, and refused until another is chosen.
    const choices = domain.values.includes(value.trim()) ? domain.values : [value, ...domain.values];
    return (
      <Select {...said} size="lg" value={domain.values.includes(value.trim()) ? value.trim() : value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </Select>
    );
  }
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
