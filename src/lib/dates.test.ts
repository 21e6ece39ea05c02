import { describe, expect, it } from 'vitest';
import { formatMonthDayTime, formatStockDate } from './dates';

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
});
