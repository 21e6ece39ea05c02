import { describe, expect, it } from 'vitest';
import { changedConfigValue, checkConfigValue, editableConfigValue, shownConfigValue } from './config-values';

describe('boolean configs', () => {
  it('show and edit as True/False, and are stored as true/false', () => {
    expect(shownConfigValue('boolean', 'true')).toBe('True');
    expect(shownConfigValue('boolean', 'false')).toBe('False');
    expect(editableConfigValue('boolean', null)).toBe('False');
    expect(checkConfigValue('boolean', 'True')).toEqual({ ok: true, value: 'true' });
    expect(checkConfigValue('boolean', 'FALSE')).toEqual({ ok: true, value: 'false' });
  });

  it('refuse anything else', () => {
    expect(checkConfigValue('boolean', 'yes')).toEqual({ ok: false, message: 'Choose True or False' });
    expect(checkConfigValue('boolean', '')).toEqual({ ok: false, message: 'Choose True or False' });
  });
});

describe('integer configs', () => {
  it('accept digits only, without leading zeros', () => {
    expect(checkConfigValue('integer', ' 42 ')).toEqual({ ok: true, value: '42' });
    expect(checkConfigValue('integer', '007')).toEqual({ ok: true, value: '7' });
    expect(checkConfigValue('integer', '0')).toEqual({ ok: true, value: '0' });
  });

  it('say why anything else cannot be saved', () => {
    for (const typed of ['-5', '4.5', '1,000', '1e3', '12a', '+3']) {
      expect(checkConfigValue('integer', typed)).toEqual({ ok: false, message: expect.stringMatching(/^Digits only/) as unknown as string });
    }
    expect(checkConfigValue('integer', '')).toEqual({ ok: false, message: 'Enter a whole number (digits only)' });
    expect(checkConfigValue('integer', '1234567890123456')).toEqual({ ok: false, message: 'At most 15 digits' });
  });
});

describe('string configs', () => {
  it('are trimmed text, empty allowed', () => {
    expect(checkConfigValue('string', '  (800) 555-0199 ')).toEqual({ ok: true, value: '(800) 555-0199' });
    expect(checkConfigValue('string', '')).toEqual({ ok: true, value: '' });
  });

  it('are at most 4000 characters', () => {
    expect(checkConfigValue('string', 'x'.repeat(4001))).toEqual({ ok: false, message: 'At most 4,000 characters (this is 4,001)' });
  });
});

describe('changedConfigValue', () => {
  it('is null while the value is the stored one or invalid', () => {
    expect(changedConfigValue('boolean', 'true', 'True')).toBeNull();
    expect(changedConfigValue('integer', '60', '060')).toBeNull();
    expect(changedConfigValue('string', 'MMR', ' MMR ')).toBeNull();
    expect(changedConfigValue('integer', '60', 'sixty')).toBeNull();
  });

  it('is the value to send once it differs', () => {
    expect(changedConfigValue('boolean', 'true', 'False')).toBe('false');
    expect(changedConfigValue('integer', '60', '75')).toBe('75');
    expect(changedConfigValue('string', null, '')).toBe('');
  });
});
