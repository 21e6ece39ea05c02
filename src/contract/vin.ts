/**
 * The VIN rule (issue 41): a vehicle identification number is 17 characters, letters and digits
 * without I, O or Q (ISO 3779), and its 9th character is the North American check digit
 * (49 CFR 565): each other character's value (a digit its own, a letter by the transliteration
 * table) times its position's weight, summed, modulo 11; a remainder of 10 is written X.
 *
 * One rule for every place that takes a VIN: the screens' VIN boxes (a VIN typed, pasted, sent by
 * a keyboard-wedge scanner or read by the camera) check it with `parseVin` before it is used, and
 * the seed makes its VINs with `vinCheckDigit` (server/db/seed-vin.ts). Pure and React-free.
 *
 * The check digit finds any one wrong character whose value differs from the right one's (every
 * weight but the 9th is prime to 11), and any wrong check digit. It cannot find a character swapped
 * for one of the same value (A and J are both 1; 1 and A too): such a VIN passes, and is then simply
 * not found, never another vehicle unless that other vehicle carries exactly that VIN.
 */

export const VIN_LENGTH = 17;

/** Where the check digit is: the 9th character (index 8). */
export const CHECK_DIGIT_INDEX = 8;

const letterValues: Readonly<Record<string, number>> = {
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

/** The weight of each position; the check digit's own is 0. */
export const VIN_WEIGHTS: readonly number[] = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The characters a VIN is written with: letters and digits without I, O and Q. */
export const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A VIN character's value in the check-digit sum (a digit its own, a letter by the table), or null for anything else. */
export function vinCharacterValue(character: string): number | null {
  if (character.length === 1 && character >= '0' && character <= '9') return character.charCodeAt(0) - 48;
  return letterValues[character] ?? null;
}

/** The check digit that a 17-character VIN's other 16 characters call for (its own 9th is not counted), or null when the text cannot be a VIN. */
export function vinCheckDigit(vin: string): string | null {
  if (vin.length !== VIN_LENGTH) return null;
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index++) {
    const value = vinCharacterValue(vin.charAt(index));
    if (value === null) return null;
    sum += value * (VIN_WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Whether a text is a VIN as stored: 17 VIN characters, upper case, with the right check digit. */
export function isValidVin(vin: string): boolean {
  return vinCheckDigit(vin) === vin.charAt(CHECK_DIGIT_INDEX);
}

/**
 * A VIN as it is compared and stored: upper case, with no white space anywhere (a keyboard-wedge
 * scanner may send spaces, a tab or a line break around it; a VIN printed in groups has spaces in
 * it). An 18-character text that starts with I, a letter no VIN has, loses that I: the Code 39
 * label of an imported vehicle carries it in front of the VIN, and a scanner sends it along.
 */
export function normaliseVin(text: string): string {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return compact.length === VIN_LENGTH + 1 && compact.startsWith('I') ? compact.slice(1) : compact;
}

/** 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, … 21st. */
function ordinal(position: number): string {
  const tens = position % 100;
  if (tens >= 11 && tens <= 13) return `${position}th`;
  return `${position}${['th', 'st', 'nd', 'rd'][position % 10] ?? 'th'}`;
}

/**
 * Why a text (a whole VIN or a part of one, already normalised) holds a character no VIN has, or
 * null when every character is a VIN's. Positions are counted in the text, from 1.
 */
export function vinCharacterProblem(text: string): string | null {
  for (let index = 0; index < text.length; index++) {
    const character = text.charAt(index);
    if (VIN_CHARACTERS.includes(character)) continue;
    const where = `the ${ordinal(index + 1)} character`;
    if (character === 'I') return `A VIN has no letter I: ${where} may be a 1`;
    if (character === 'O' || character === 'Q') return `A VIN has no letter ${character}: ${where} may be a 0`;
    return `A VIN has only letters and digits: ${where} is "${character}"`;
  }
  return null;
}

/** The refusal of a VIN whose check digit does not match its other characters. */
export const vinCheckDigitMessage = 'Not a valid VIN: a character is misread or mistyped (its check digit, the 9th character, does not match)';

export type VinProblem = 'empty' | 'length' | 'character' | 'check-digit';

export type VinParse = { ok: true; vin: string } | { ok: false; problem: VinProblem; message: string };

/**
 * A VIN from what was typed, pasted or scanned: the normalised VIN (`normaliseVin`), or why it is
 * not one, in words a user reads (the length, a character no VIN has, a check digit that does not
 * match). The first problem found is the one said, in that order.
 */
export function parseVin(text: string): VinParse {
  const vin = normaliseVin(text);
  if (vin === '') return { ok: false, problem: 'empty', message: 'Enter a VIN' };
  if (vin.length !== VIN_LENGTH) {
    return { ok: false, problem: 'length', message: `A VIN has ${VIN_LENGTH} characters; this has ${vin.length}` };
  }
  const character = vinCharacterProblem(vin);
  if (character !== null) return { ok: false, problem: 'character', message: character };
  if (!isValidVin(vin)) return { ok: false, problem: 'check-digit', message: vinCheckDigitMessage };
  return { ok: true, vin };
}
