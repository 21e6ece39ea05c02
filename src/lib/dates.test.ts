import { describe, expect, it } from 'vitest';
import { formatMonthDayTime, formatStockDate, formatTimestamp, timeZoneLabel } from './dates';

describe('dates', () => {
  it('formats stock dates as DD-MMM-YYYY without shifting the day', () => {
    expect(formatStockDate('2026-11-05')).toBe('05-Nov-2026');
    expect(formatStockDate('2026-01-31T23:30:00Z')).toBe('31-Jan-2026');
    expect(formatStockDate(null)).toBe('');
    expect(formatStockDate('not a date')).toBe('');
  });

  it('formats lineup dates as month-day with a 12-hour time', () => {
    expect(formatMonthDayTime('2026-11-05 14:30:00')).toBe('11-05 2:30 PM');
    expect(formatMonthDayTime('2026-03-09T00:05:00')).toBe('03-09 12:05 AM');
    expect(formatMonthDayTime('2026-03-09')).toBe('03-09 12:00 AM');
    expect(formatMonthDayTime(undefined)).toBe('');
    // The server's UTC stamp, in the site's zone: a 9:30 sale in Dallas is at 15:30 UTC.
    expect(formatMonthDayTime('2026-11-04T15:30:00Z', 'America/Chicago')).toBe('11-04 9:30 AM');
    expect(formatMonthDayTime('2026-11-04T15:30:00.000Z', 'America/Phoenix')).toBe('11-04 8:30 AM');
    expect(formatMonthDayTime('2026-11-05T02:15:00Z', 'America/New_York')).toBe('11-04 9:15 PM');
  });

  it('formats record timestamps in the site time zone', () => {
    expect(formatTimestamp('2026-10-15T07:06:01.981Z', 'America/Chicago')).toBe('15-Oct-2026 2:06 AM');
    expect(formatTimestamp('2026-12-15T19:45:00Z', 'America/Chicago')).toBe('15-Dec-2026 1:45 PM');
    expect(formatTimestamp('2026-07-04T18:30:00Z', 'America/Phoenix')).toBe('04-Jul-2026 11:30 AM');
    expect(formatTimestamp('2026-11-01T12:00:00Z', 'Not/AZone')).toMatch(/^0\d-Nov-2026 \d{1,2}:00 (AM|PM)$/);
    expect(formatTimestamp(null)).toBe('');
    expect(formatTimestamp('garbage')).toBe('');
  });

  it('formats only instants with their zone: a date alone, a number or a word is not one', () => {
    // Noon UTC is 1 November in every zone from UTC-11 to UTC+11.
    expect(formatTimestamp('2026-11-01T12:00:00.000Z')).toMatch(/^01-Nov-2026 \d{1,2}:\d{2} [AP]M$/);
    expect(formatTimestamp('2026-11-01T12:00:00+02:00', 'UTC')).toBe('01-Nov-2026 10:00 AM');
    expect(formatTimestamp('2026-11-01')).toBe('');
    expect(formatTimestamp('2026')).toBe('');
    expect(formatTimestamp('Yes')).toBe('');
  });
});

describe('timeZoneLabel', () => {
  it('names a zone as people say it, and the device’s when none or an unknown one is given', () => {
    expect(timeZoneLabel('America/Chicago')).toBe('Central Time');
    expect(timeZoneLabel('America/Los_Angeles')).toBe('Pacific Time');
    expect(timeZoneLabel('UTC')).toBe('Coordinated Universal Time');
    expect(timeZoneLabel('Not/AZone')).toBe(timeZoneLabel());
  });
});
