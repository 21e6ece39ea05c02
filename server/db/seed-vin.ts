/**
 * Vehicle identification numbers for the seed: each carries the North American check digit in
 * position 9, by the one VIN rule of src/contract/vin.ts (which the screens check VINs with).
 */
import { CHECK_DIGIT_INDEX, VIN_CHARACTERS, vinCheckDigit } from '../../src/contract/vin.ts';
import type { Rng } from './seed-random.ts';

/** Model-year codes from 2001 on (position 10); the cycle repeats every 30 years. */
const yearCodes = '123456789ABCDEFGHJKLMNPRSTVWXY';
const vinChars = [...VIN_CHARACTERS];
/** Plant codes are letters. */
const plantChars = [...VIN_CHARACTERS.slice(0, 23)];

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
  return `${draft.slice(0, CHECK_DIGIT_INDEX)}${check}${draft.slice(CHECK_DIGIT_INDEX + 1)}`;
}
