import { describe, expect, it } from 'vitest';
import { isIsoDay, previousMonthRange } from './default-range';

/** A local date (the range is about the device's calendar). */
const day = (year: number, month: number, date: number, hour = 12) => new Date(year, month - 1, date, hour);

describe('Servnet default range: the previous calendar month', () => {
  it('is the whole previous month', () => {
    expect(previousMonthRange(day(2026, 11, 21))).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(previousMonthRange(day(2026, 5, 1))).toEqual({ start: '2026-04-01', end: '2026-04-30' });
  });

  it('goes back to December of the year before in January', () => {
    expect(previousMonthRange(day(2027, 1, 15))).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(previousMonthRange(day(2027, 1, 1, 0))).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('ends February on the 29th in a leap year and on the 28th otherwise', () => {
    expect(previousMonthRange(day(2028, 3, 10))).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(previousMonthRange(day(2027, 3, 31))).toEqual({ start: '2027-02-01', end: '2027-02-28' });
    expect(previousMonthRange(day(2100, 3, 1))).toEqual({ start: '2100-02-01', end: '2100-02-28' });
    expect(previousMonthRange(day(2000, 3, 1))).toEqual({ start: '2000-02-01', end: '2000-02-29' });
  });

  it('uses the local day at either end of it', () => {
    expect(previousMonthRange(day(2026, 12, 1, 0))).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(previousMonthRange(new Date(2026, 11, 31, 23, 59, 59))).toEqual({ start: '2026-11-01', end: '2026-11-30' });
  });
});

describe('Servnet dates', () => {
  it('accepts real days as YYYY-MM-DD only', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });
});
