import { describe, expect, it } from 'vitest';
import { autograde, autogradeWarnings, type AutogradeDamage, type AutogradeInput } from './autograde';
import type { Tire, Tires } from './tires';

const tire = (treadDepth: number | null, treadWidth: number | string | null = 215): Tire => ({
  brand_id: 3,
  treadWidth,
  profile: 55,
  diameter: 17,
  treadDepth,
});
const tires = (depths: [number | null, number | null, number | null, number | null]): Tires => ({
  leftFront: tire(depths[0]),
  rightFront: tire(depths[1]),
  leftRear: tire(depths[2]),
  rightRear: tire(depths[3]),
  spareExists: true,
});

const damage = (ref: string, severityCode: string | null, displayGroup = 'LEFT', repaired = false): AutogradeDamage => ({
  ref,
  itemName: 'Left Front Door',
  damageName: 'Dent',
  displayGroup,
  severityCode,
  repaired,
});

const complete: AutogradeInput = { damages: [], tires: tires([8, 8, 8, 8]), drivable: 1, bodyType: 'SED', bodyStyleCodes: ['SED', 'SUV'], wholeNumbers: false };

describe('autograde', () => {
  it('grades a clean, complete vehicle 5.0 with nothing taken off', () => {
    expect(autograde(complete)).toEqual({ ok: true, result: { grade: 5, breakdown: [] } });
  });

  it('takes points off per damage by severity and group, and says which damage took them', () => {
    const result = autograde({ ...complete, damages: [damage('11', '3'), damage('12', '5', 'MECHANICAL'), damage('13', '1', 'INTERIOR')] });
    expect(result.ok && result.result).toEqual({
      grade: 3.4,
      breakdown: [
        { source: 'damage', ref: '11', label: 'Left Front Door Dent', points: 0.3 },
        { source: 'damage', ref: '12', label: 'Left Front Door Dent', points: 1.2 },
        { source: 'damage', ref: '13', label: 'Left Front Door Dent', points: 0.1 },
      ],
    });
  });

  it('ignores repaired damages and takes points for worn tyres', () => {
    const result = autograde({ ...complete, damages: [damage('1', '5', 'FRONT', true)], tires: tires([1, 3, 8, 8]) });
    expect(result.ok && result.result.grade).toBe(4.4);
    expect(result.ok && result.result.breakdown.map((entry) => [entry.ref, entry.points])).toEqual([
      ['leftFront', 0.4],
      ['rightFront', 0.2],
    ]);
  });

  it('caps a vehicle that cannot be driven at 1 and never goes below 0', () => {
    const notDrivable = autograde({ ...complete, drivable: 0 });
    expect(notDrivable.ok && notDrivable.result.grade).toBe(1);
    expect(notDrivable.ok && notDrivable.result.breakdown.at(-1)).toEqual({ source: 'vehicle', ref: 'drivable', label: 'Not drivable', points: 4 });
    const wrecked = autograde({ ...complete, damages: Array.from({ length: 10 }, (_, index) => damage(String(index), '5', 'MECHANICAL')) });
    expect(wrecked.ok && wrecked.result.grade).toBe(0);
  });

  it('rounds down to a whole number where the site grades in whole numbers', () => {
    const result = autograde({ ...complete, wholeNumbers: true, damages: [damage('1', '3')] });
    expect(result.ok && result.result.grade).toBe(4);
  });

  it('gives the same answer every time (deterministic)', () => {
    const input = { ...complete, damages: [damage('1', '2'), damage('2', 'M', 'GLASS')], tires: tires([3, 3, 9, 9]) };
    expect(autograde(input)).toEqual(autograde(structuredClone(input)));
  });
});

describe('autograde warnings', () => {
  it('warns once for an unknown body type, once per damage without severity, once for incomplete tyres', () => {
    const warnings = autogradeWarnings({
      ...complete,
      bodyType: '4D SEDAN',
      damages: [damage('7', null), damage('8', '2'), damage('9', null)],
      tires: { ...tires([8, null, 8, 8]), leftRear: tire(8, 0) },
    });
    expect(warnings).toEqual([
      { source: 'body', ref: 'body_type', text: 'Body type 4D SEDAN is not a known body style code' },
      { source: 'damage', ref: '7', text: 'Left Front Door Dent has no severity' },
      { source: 'damage', ref: '9', text: 'Left Front Door Dent has no severity' },
      { source: 'tire', ref: 'rightFront', text: 'Tyres need a tread width and a tread depth: right front, left rear' },
    ]);
  });

  it('counts a vehicle with no tyres recorded as incomplete, and refuses to grade while anything is missing', () => {
    const result = autograde({ ...complete, tires: null, damages: [damage('7', null)] });
    expect(result).toMatchObject({ ok: false, error: 'Left Front Door Dent has no severity (and 1 more)' });
  });
});
