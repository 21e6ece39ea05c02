import { describe, expect, it } from 'vitest';
import { formatHours, formatMoney, formatTotal, parseHours, parseMoney } from './amounts';

describe('money and hours as typed and shown', () => {
  it('shows money with two decimals and thousands separators, hours with one; zero and empty as nothing', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(0)).toBe('');
    expect(formatMoney(null)).toBe('');
    expect(formatHours(1.5)).toBe('1.5');
    expect(formatHours(0)).toBe('');
  });

  it('reads what was typed, with its $, commas and Hrs; zero becomes empty; bad text says why', () => {
    expect(parseMoney('$1,234.50', 'Labor cost')).toEqual({ ok: true, value: 1234.5 });
    expect(parseMoney('0.00', 'Labor cost')).toEqual({ ok: true, value: null });
    expect(parseMoney('', 'Labor cost')).toEqual({ ok: true, value: null });
    expect(parseMoney('12.345', 'Labor cost')).toEqual({ ok: false, error: 'Labor cost has at most two decimals' });
    expect(parseMoney('-5', 'Labor cost')).toEqual({ ok: false, error: 'Labor cost must be a non-negative number' });
    expect(parseMoney('abc', 'Labor cost')).toEqual({ ok: false, error: 'Labor cost must be a non-negative number' });
    expect(parseHours('2.5 Hrs', 'Paint hours')).toEqual({ ok: true, value: 2.5 });
    expect(parseHours('2.55', 'Paint hours')).toEqual({ ok: false, error: 'Paint hours has at most one decimal' });
  });

  it('totals labour, paint and part to the cent', () => {
    expect(formatTotal([0.1, 0.2, null])).toBe('$0.30');
    expect(formatTotal([1000, 234.5, 0])).toBe('$1,234.50');
  });
});
