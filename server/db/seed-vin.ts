/**
 * Vehicle identification numbers (ISO 3779 with the North American check digit in
 * position 9): generation for the seed and validation for its tests.
 */
import type { Rng } from './seed-random.ts';

const transliteration: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Characters allowed in a VIN (no I, O or Q). */
const vinAlphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** Model-year codes from 2001 on (position 10); the cycle repeats every 30 years. */
const yearCodes = '123456789ABCDEFGHJKLMNPRSTVWXY';
const vinChars = [...vinAlphabet];
/** Plant codes are letters. */
const plantChars = [...vinAlphabet.slice(0, 23)];

function charValue(ch: string): number | null {
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  return transliteration[ch] ?? null;
}

/** The check digit of a 17-character VIN (position 9 is ignored), or null if a character is invalid. */
export function vinCheckDigit(vin: string): string | null {
  if (vin.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = charValue(vin.charAt(i));
    if (value === null) return null;
    sum += value * (weights[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function isValidVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vinCheckDigit(vin) === vin.charAt(8);
}

export function modelYearCode(year: number): string {
  const code = yearCodes.charAt((((year - 2001) % 30) + 30) % 30);
  if (!code) throw new Error(`no model-year code for ${year}`);
  return code;
}

/** A valid VIN for the given manufacturer prefix and model year. */
export function generateVin(rng: Rng, wmi: string, year: number): string {
  let vds = '';
  for (let i = 0; i < 5; i++) vds += rng.pick(vinChars);
  const plant = rng.pick(plantChars);
  const serial = rng.digits(6);
  const draft = `${wmi}${vds}0${modelYearCode(year)}${plant}${serial}`;
  const check = vinCheckDigit(draft);
  if (check === null) throw new Error(`invalid VIN draft ${draft}`);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}
