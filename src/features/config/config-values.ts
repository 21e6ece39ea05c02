/**
 * A config value as the admin screens show and edit it (docs/API.md, "API Config"): booleans
 * as True/False, integers as digits only, strings as text. `checkConfigValue` is what the
 * editors allow to be saved, with the message shown when they cannot; it spells the value
 * the way the server stores it, so "changed" compares like with like: the contract's
 * storedConfigValue, the rule the server enforces (ADR 0013, ADR 0044).
 */
import { MAX_INTEGER_DIGITS, MAX_TEXT_LENGTH, storedConfigValue, type ConfigValueFault, type ConfigValueType } from '@/contract/admin-config';
import { configDomainProblem } from '@/contract/config-domains';

export type CheckedValue = { ok: true; value: string } | { ok: false; message: string };

/** The stored value as shown: True/False for booleans, the text otherwise ('' for none). */
export function shownConfigValue(valueType: ConfigValueType, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (valueType === 'boolean') {
    const lower = value.trim().toLowerCase();
    if (lower === 'true') return 'True';
    if (lower === 'false') return 'False';
  }
  return value;
}

/** What an editor starts from for a stored value (a boolean with no value starts at False). */
export function editableConfigValue(valueType: ConfigValueType, value: string | null | undefined): string {
  const shown = shownConfigValue(valueType, value);
  return valueType === 'boolean' && shown !== 'True' ? 'False' : shown;
}

/** What the editors say for each way a typed value does not fit (those a typed text can have). */
function faultMessage(fault: ConfigValueFault, typed: string): string {
  switch (fault) {
    case 'not-boolean':
      return 'Choose True or False';
    case 'missing':
    case 'empty':
      return 'Enter a whole number (digits only)';
    case 'not-digits':
      return 'Digits only: a whole number of 0 or more, without signs, spaces, separators or decimals';
    case 'too-many-digits':
      return `At most ${MAX_INTEGER_DIGITS} digits`;
    case 'not-text':
    case 'too-long':
      return `At most ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters (this is ${typed.trim().length.toLocaleString('en-US')})`;
  }
}

/**
 * Checks what was typed or chosen for the config `name` of `valueType` by the contract's rules
 * (its type, then its domain): the value as the server stores it, or the problem.
 */
export function checkConfigValue(name: string, valueType: ConfigValueType, typed: string): CheckedValue {
  const stored = storedConfigValue(valueType, typed);
  if (!stored.ok) return { ok: false, message: faultMessage(stored.fault, typed) };
  const outside = configDomainProblem(name, stored.value);
  return outside ? { ok: false, message: outside } : stored;
}

/** The value to send, or null when it is invalid or the same as the stored one (compared in the stored spelling). */
export function changedConfigValue(name: string, valueType: ConfigValueType, stored: string | null | undefined, typed: string): string | null {
  const checked = checkConfigValue(name, valueType, typed);
  if (!checked.ok) return null;
  const before = stored === null || stored === undefined ? null : storedConfigValue(valueType, stored);
  return before?.ok && before.value === checked.value ? null : checked.value;
}

export const valueTypeLabels: Record<ConfigValueType, string> = { boolean: 'True/False', integer: 'Whole number', string: 'Text' };
