import { describe, expect, it } from 'vitest';
import {
  isValidVin,
  normaliseVin,
  parseVin,
  VIN_CHARACTERS,
  VIN_WEIGHTS,
  vinCharacterProblem,
  vinCharacterValue,
  vinCheckDigit,
  vinCheckDigitMessage,
} from './vin';

/**
 * VINs published as examples of real vehicles' numbers, each checked here by the rule:
 * - 1M8GDM9AXKP042788: the worked example of the check-digit calculation (sum 351, check digit X);
 * - 1G1BL52P7TR115520: a 1996 Chevrolet's, the worked example of a GM VIN-coding page;
 * - 1FTMW1T88MFA00001: a 2021 Ford truck's, the one a client of NHTSA's vPIC decoder decodes in its documentation;
 * - 1HGCM82633A004352: a 2003 Honda Accord's, the decoders' usual example;
 * - JHMCM56557C404453: a 2007 Honda Accord's (built in Japan, with the North American check digit);
 * - 1GNEK13ZX3R298984: a 2003 Chevrolet truck's (check digit X);
 * - LJCPCBLCX11000237: a worked example of a check digit X on a China-built vehicle's VIN.
 */
const realVins = [
  '1M8GDM9AXKP042788',
  '1G1BL52P7TR115520',
  '1FTMW1T88MFA00001',
  '1HGCM82633A004352',
  'JHMCM56557C404453',
  '1GNEK13ZX3R298984',
  'LJCPCBLCX11000237',
];

const replaceAt = (text: string, index: number, character: string) => `${text.slice(0, index)}${character}${text.slice(index + 1)}`;

describe('the VIN rule', () => {
  it.each(realVins)('takes the real VIN %s: its check digit is the one its other characters call for', (vin) => {
    expect(vinCheckDigit(vin)).toBe(vin.charAt(8));
    expect(isValidVin(vin)).toBe(true);
    expect(parseVin(vin)).toEqual({ ok: true, vin });
  });

  it('works out the check digit step by step as the published example does (sum 351, remainder 10: X)', () => {
    const vin = '1M8GDM9AXKP042788';
    const values = [...vin].map((character, index) => (index === 8 ? 0 : vinCharacterValue(character)));
    expect(values).toEqual([1, 4, 8, 7, 4, 4, 9, 1, 0, 2, 7, 0, 4, 2, 7, 8, 8]);
    const sum = values.reduce((total: number, value, index) => total + (value ?? 0) * (VIN_WEIGHTS[index] ?? 0), 0);
    expect(sum).toBe(351);
    expect(sum % 11).toBe(10);
    expect(vinCheckDigit(vin)).toBe('X');
  });

  describe('one wrong character in each of the 17 positions is refused', () => {
    const vin = '1HGCM82633A004352';
    // For each position a character whose value differs from the right one's: the weighted sum
    // then changes by weight x difference, which 11 never divides (every weight but the 9th's is
    // 2 to 10, every difference 1 to 9). The 9th is the check digit itself: any other character
    // there no longer matches the sum of the others, which did not change.
    const wrong = [...vin].map((right, index) => {
      const substitute = [...VIN_CHARACTERS].find((candidate) => candidate !== right && vinCharacterValue(candidate) !== vinCharacterValue(right));
      if (substitute === undefined) throw new Error(`no substitute at ${index + 1}`);
      return substitute;
    });

    it.each(wrong.map((substitute, index) => [index + 1, vin.charAt(index), substitute] as const))(
      'position %i: %s read as %s',
      (position, _right, substitute) => {
        const misread = replaceAt(vin, position - 1, substitute);
        expect(isValidVin(misread)).toBe(false);
        expect(parseVin(misread)).toEqual({ ok: false, problem: 'check-digit', message: vinCheckDigitMessage });
      },
    );

    it('position 9, the check digit: every other character there is refused', () => {
      const others = [...VIN_CHARACTERS, 'X'].filter((character) => character !== vin.charAt(8) && vinCharacterValue(character) !== null);
      expect(others.length).toBeGreaterThan(30);
      for (const character of others) expect(isValidVin(replaceAt(vin, 8, character)), character).toBe(false);
    });

    it('I, O or Q in any position is refused as a character no VIN has, and says which', () => {
      for (let index = 0; index < 17; index++) {
        for (const letter of ['I', 'O', 'Q']) {
          const result = parseVin(replaceAt(vin, index, letter));
          expect(result.ok, `${letter} at ${index + 1}`).toBe(false);
          if (!result.ok) expect(result.problem).toBe('character');
        }
      }
      expect(parseVin(replaceAt(vin, 11, 'O'))).toMatchObject({ message: 'A VIN has no letter O: the 12th character may be a 0' });
      expect(parseVin(replaceAt(vin, 0, 'I'))).toMatchObject({ message: 'A VIN has no letter I: the 1st character may be a 1' });
      expect(parseVin(replaceAt(vin, 2, 'Q'))).toMatchObject({ message: 'A VIN has no letter Q: the 3rd character may be a 0' });
    });

    it('is honest about its limit: a character swapped for one of the same value (A and J are both 1) passes the check digit', () => {
      // 1HGCM82633A004352 with its 11th character A read as J: the same sum, so the same check digit.
      expect(vinCharacterValue('A')).toBe(vinCharacterValue('J'));
      expect(isValidVin(replaceAt(vin, 10, 'J'))).toBe(true);
    });
  });

  it('normalises what a box or a scanner gives: white space anywhere, lower case, the import I of a Code 39 label', () => {
    expect(normaliseVin('  1hgcm82633a004352\r\n')).toBe('1HGCM82633A004352');
    expect(normaliseVin('1HGCM8 2633 A004352')).toBe('1HGCM82633A004352');
    expect(normaliseVin('\t1HGCM82633A004352\n')).toBe('1HGCM82633A004352');
    expect(normaliseVin('I1HGCM82633A004352')).toBe('1HGCM82633A004352');
    expect(parseVin('i1hgcm82633a004352\n')).toEqual({ ok: true, vin: '1HGCM82633A004352' });
    // Only an 18th character in front is the label's I; an I elsewhere is a misread.
    expect(normaliseVin('IHGCM82633A004352')).toBe('IHGCM82633A004352');
  });

  it('says why a text is not a VIN, in words a user reads', () => {
    expect(parseVin('  ')).toEqual({ ok: false, problem: 'empty', message: 'Enter a VIN' });
    expect(parseVin('1HGCM82633A00435')).toEqual({ ok: false, problem: 'length', message: 'A VIN has 17 characters; this has 16' });
    expect(parseVin('1HGCM82633A0043521')).toEqual({ ok: false, problem: 'length', message: 'A VIN has 17 characters; this has 18' });
    expect(parseVin('1HGCM-2633A004352')).toEqual({ ok: false, problem: 'character', message: 'A VIN has only letters and digits: the 6th character is "-"' });
    expect(parseVin('1HGCM82643A004352')).toEqual({ ok: false, problem: 'check-digit', message: vinCheckDigitMessage });
  });

  it('checks the characters of a part of a VIN (a last 6) by their place in it', () => {
    expect(vinCharacterProblem('004352')).toBeNull();
    expect(vinCharacterProblem('0O4352')).toBe('A VIN has no letter O: the 2nd character may be a 0');
    expect(vinCharacterProblem('')).toBeNull();
  });
});
