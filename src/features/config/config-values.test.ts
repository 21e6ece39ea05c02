import { describe, expect, it } from 'vitest';
import { changedConfigValue, checkConfigValue, editableConfigValue, shownConfigValue } from './config-values';

/** A config with no domain: its type's rule alone. */
const free = 'a_config_of_no_known_domain';

describe('boolean configs', () => {
  it('show and edit as True/False, and are stored as true/false', () => {
    expect(shownConfigValue('boolean', 'true')).toBe('True');
    expect(shownConfigValue('boolean', 'false')).toBe('False');
    expect(editableConfigValue('boolean', null)).toBe('False');
    expect(checkConfigValue(free, 'boolean', 'True')).toEqual({ ok: true, value: 'true' });
    expect(checkConfigValue(free, 'boolean', 'FALSE')).toEqual({ ok: true, value: 'false' });
  });

  it('refuse anything else', () => {
    expect(checkConfigValue(free, 'boolean', 'yes')).toEqual({ ok: false, message: 'Choose True or False' });
    expect(checkConfigValue(free, 'boolean', '')).toEqual({ ok: false, message: 'Choose True or False' });
  });
});

describe('integer configs', () => {
  it('accept digits only, without leading zeros', () => {
    expect(checkConfigValue(free, 'integer', ' 42 ')).toEqual({ ok: true, value: '42' });
    expect(checkConfigValue(free, 'integer', '007')).toEqual({ ok: true, value: '7' });
    expect(checkConfigValue(free, 'integer', '0')).toEqual({ ok: true, value: '0' });
  });

  it('say why anything else cannot be saved', () => {
    for (const typed of ['-5', '4.5', '1,000', '1e3', '12a', '+3']) {
      expect(checkConfigValue(free, 'integer', typed)).toEqual({ ok: false, message: expect.stringMatching(/^Digits only/) as unknown as string });
    }
    expect(checkConfigValue(free, 'integer', '')).toEqual({ ok: false, message: 'Enter a whole number (digits only)' });
    expect(checkConfigValue(free, 'integer', '1234567890123456')).toEqual({ ok: false, message: 'At most 15 digits' });
  });
});

describe('string configs', () => {
  it('are trimmed text, empty allowed', () => {
    expect(checkConfigValue(free, 'string', '  (800) 555-0199 ')).toEqual({ ok: true, value: '(800) 555-0199' });
    expect(checkConfigValue(free, 'string', '')).toEqual({ ok: true, value: '' });
  });

  it('are at most 4000 characters', () => {
    expect(checkConfigValue(free, 'string', 'x'.repeat(4001))).toEqual({ ok: false, message: 'At most 4,000 characters (this is 4,001)' });
  });
});

describe('changedConfigValue', () => {
  it('is null while the value is the stored one or invalid', () => {
    expect(changedConfigValue(free, 'boolean', 'true', 'True')).toBeNull();
    expect(changedConfigValue(free, 'integer', '60', '060')).toBeNull();
    expect(changedConfigValue(free, 'string', 'MMR', ' MMR ')).toBeNull();
    expect(changedConfigValue(free, 'integer', '60', 'sixty')).toBeNull();
  });

  it('is the value to send once it differs', () => {
    expect(changedConfigValue(free, 'boolean', 'true', 'False')).toBe('false');
    expect(changedConfigValue(free, 'integer', '60', '75')).toBe('75');
    expect(changedConfigValue(free, 'string', null, '')).toBe('');
  });
});

describe('a known config’s domain (config-domains.ts)', () => {
  it('refuses a number out of its range with the range, and takes its ends', () => {
    expect(checkConfigValue('location_history_days', 'integer', '3000000')).toEqual({ ok: false, message: 'A whole number from 1 to 3,650' });
    expect(checkConfigValue('location_history_days', 'integer', '0')).toEqual({ ok: false, message: 'A whole number from 1 to 3,650' });
    expect(checkConfigValue('location_history_days', 'integer', '3650')).toEqual({ ok: true, value: '3650' });
    expect(checkConfigValue('location_history_days', 'integer', '01')).toEqual({ ok: true, value: '1' });
    // The type's own message comes first.
    expect(checkConfigValue('location_history_days', 'integer', '-5')).toEqual({
      ok: false,
      message: expect.stringMatching(/^Digits only/) as unknown as string,
    });
  });

  it('refuses a word, an address or a version that is not one, and takes those that are', () => {
    expect(checkConfigValue('odometer_default_uom', 'string', 'furlongs')).toEqual({ ok: false, message: 'One of mi, km' });
    expect(checkConfigValue('odometer_default_uom', 'string', ' km ')).toEqual({ ok: true, value: 'km' });
    expect(checkConfigValue('cubed_report_url', 'string', 'javascript:alert(1)')).toEqual({
      ok: false,
      message: 'A web address starting with https:// or http://',
    });
    expect(checkConfigValue('cubed_report_url', 'string', 'https://cr.example.com/r')).toEqual({ ok: true, value: 'https://cr.example.com/r' });
    expect(checkConfigValue('report_email_bcc', 'string', 'not an address; x')).toMatchObject({ ok: false });
    expect(checkConfigValue('report_email_bcc', 'string', '')).toEqual({ ok: true, value: '' });
    expect(checkConfigValue('report_email_bcc', 'string', 'a@example.com, b@example.com')).toMatchObject({ ok: true });
    expect(checkConfigValue('report_email_from', 'string', '')).toMatchObject({ ok: false });
    expect(checkConfigValue('mobile_min_version', 'string', 'latest')).toMatchObject({ ok: false });
    expect(checkConfigValue('mobile_min_version', 'string', '2026.12.3')).toEqual({ ok: true, value: '2026.12.3' });
  });

  it('a stored value outside its domain is no obstacle to saving a good one', () => {
    expect(changedConfigValue('location_history_days', 'integer', '3000000', '30')).toBe('30');
  });
});
