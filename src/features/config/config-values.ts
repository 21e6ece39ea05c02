/**
 * A config value as the admin screens show and edit it (docs/API.md, "API Config"): booleans
 * as True/False, integers as digits only, strings as text. `checkConfigValue` is what the
 * editors allow to be saved, with the message shown when they cannot; it spells the value
 * the way the server stores it, so "changed" compares like with like. The server checks
 * again (ADR 0013).
 */
import type { ConfigValueType } from '../../contract/admin-config';

/** The longest integer the server keeps exact (15 digits) and the longest text it accepts. */
export const MAX_INTEGER_DIGITS = 15;
export const MAX_TEXT_LENGTH = 4000;

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

/** Checks what was typed or chosen for a config of `valueType`; the value as the server stores it, or the problem. */
export function checkConfigValue(valueType: ConfigValueType, typed: string): CheckedValue {
  const text = typed.trim();
  switch (valueType) {
    case 'boolean': {
      const lower = text.toLowerCase();
      if (lower === 'true' || lower === 'false') return { ok: true, value: lower };
      return { ok: false, message: 'Choose True or False' };
    }
    case 'integer':
      if (text === '') return { ok: false, message: 'Enter a whole number (digits only)' };
      if (!/^\d+$/.test(text)) return { ok: false, message: 'Digits only: a whole number of 0 or more, without signs, spaces, separators or decimals' };
      if (text.length > MAX_INTEGER_DIGITS) return { ok: false, message: `At most ${MAX_INTEGER_DIGITS} digits` };
      // Leading zeros dropped, as the server stores it.
      return { ok: true, value: text.replace(/^0+(?=\d)/, '') };
    case 'string':
      if (text.length > MAX_TEXT_LENGTH)
        return { ok: false, message: `At most ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters (this is ${text.length.toLocaleString('en-US')})` };
      return { ok: true, value: text };
  }
}

/** The value to send, or null when it is invalid or the same as the stored one. */
export function changedConfigValue(valueType: ConfigValueType, stored: string | null | undefined, typed: string): string | null {
  const checked = checkConfigValue(valueType, typed);
  if (!checked.ok) return null;
  const before = stored === null || stored === undefined ? null : checkConfigValue(valueType, stored);
  return before?.ok && before.value === checked.value ? null : checked.value;
}

export const valueTypeLabels: Record<ConfigValueType, string> = { boolean: 'True/False', integer: 'Whole number', string: 'Text' };
