import { describe, expect, it } from 'vitest';
import { formatInstant, formatMonthDayTime, formatStockDate } from './dates';

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
  });

  it('formats an instant with its zone in the viewer’s local time, and nothing else', () => {
    // Noon UTC is 1 November in every zone from UTC-11 to UTC+11.
    expect(formatInstant('2026-11-01T12:00:00.000Z')).toMatch(/^Nov 1, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatInstant('2026-11-01T12:00:00+02:00')).toMatch(/^Nov 1, 2026, /);
    expect(formatInstant('2026-11-01')).toBe('');
    expect(formatInstant('Yes')).toBe('');
    expect(formatInstant(null)).toBe('');
  });
});
