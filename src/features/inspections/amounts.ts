/**
 * Money and hours as the damage dialog shows and reads them: money with a
 * $ prefix, two decimals and thousands separators, hours with one decimal and "Hrs"; zero
 * becomes empty; commas are removed before a value is read. Pure, tested.
 */
import { roundHours, roundMoney } from '@/contract/inspection-rules';

const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const hoursFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1234.5 → "1,234.50"; 0 and empty → "". */
export function formatMoney(value: number | null | undefined): string {
  return value == null || value === 0 ? '' : moneyFormat.format(value);
}

/** 1.5 → "1.5"; 0 and empty → "". */
export function formatHours(value: number | null | undefined): string {
  return value == null || value === 0 ? '' : hoursFormat.format(value);
}

/** What a typed amount is: a number, null for empty (or zero), or an error for text that is not an amount. */
export type ParsedAmount = { ok: true; value: number | null } | { ok: false; error: string };

function parse(text: string, decimals: number, what: string, round: (n: number) => number): ParsedAmount {
  const plain = text.replace(/[$,\s]/g, '').replace(/hrs?$/i, '');
  if (plain === '') return { ok: true, value: null };
  if (!/^\d*\.?\d*$/.test(plain) || plain === '.') return { ok: false, error: `${what} must be a non-negative number` };
  const fraction = plain.split('.')[1] ?? '';
  if (fraction.length > decimals) return { ok: false, error: `${what} has at most ${decimals === 1 ? 'one decimal' : 'two decimals'}` };
  const value = round(Number(plain));
  return { ok: true, value: value === 0 ? null : value };
}

export const parseMoney = (text: string, what: string) => parse(text, 2, what, roundMoney);
export const parseHours = (text: string, what: string) => parse(text, 1, what, roundHours);

/** A running total of typed amounts ("$1,234.50"), what they parse to; "$0.00" for none. */
export function formatTotal(amounts: readonly (number | null)[]): string {
  return `$${moneyFormat.format(roundMoney(amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0)))}`;
}
