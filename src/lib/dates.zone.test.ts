/**
 * The date texts from a device in another zone than the site's (issue 17: a Dallas sale read
 * in UTC digits): every formatter given the site's zone must show the site's clock, whatever
 * the device's zone. The process runs in Tokyo here (UTC+9, no daylight saving) for the file.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatClockTime, formatMonthDayTime, formatStockDate, formatTimestamp } from './dates';

// Node applies a new TZ to Date and Intl at once.
beforeAll(() => {
  vi.stubEnv('TZ', 'Asia/Tokyo');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('dates on a device in Tokyo for a site in Dallas', () => {
  it('runs in Tokyo', () => {
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
    expect(new Date('2026-11-04T15:30:00Z').getHours()).toBe(0);
  });

  it('shows the lineup time on the Dallas clock, not Tokyo’s nor UTC’s digits', () => {
    expect(formatMonthDayTime('2026-11-04T15:30:00Z', 'America/Chicago')).toBe('11-04 9:30 AM');
    expect(formatMonthDayTime('2026-11-04T15:30:00.000Z', 'America/Chicago')).toBe('11-04 9:30 AM');
  });

  it('shows when a live screen last read its data on the Dallas clock, seconds included', () => {
    expect(formatClockTime(Date.parse('2026-11-04T15:42:13Z'), 'America/Chicago')).toBe('9:42:13 AM');
    // No site zone (an admin without one) or an unknown one: the device's clock.
    expect(formatClockTime(Date.parse('2026-11-04T15:42:13Z'))).toBe('12:42:13 AM');
    expect(formatClockTime(Date.parse('2026-11-04T15:42:13Z'), 'Mars/Olympus')).toBe('12:42:13 AM');
  });

  it('shows record times on the Dallas clock', () => {
    expect(formatTimestamp('2026-11-04T15:30:00Z', 'America/Chicago')).toBe('04-Nov-2026 9:30 AM');
  });

  it('shows the stock day of an instant in Dallas (late evening there is already the next day in UTC and Tokyo)', () => {
    expect(formatStockDate('2026-11-05T03:30:00Z', 'America/Chicago')).toBe('04-Nov-2026');
    // A date alone is a calendar day: never shifted.
    expect(formatStockDate('2026-11-05', 'America/Chicago')).toBe('05-Nov-2026');
  });
});
