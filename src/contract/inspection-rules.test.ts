import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  approvesReport,
  clearOutOfRange,
  combinationIssue,
  conditionTotal,
  decimalsOf,
  damageChoices,
  damageMissing,
  formatGrade,
  formatKeys,
  gradeIssue,
  hoursIssue,
  inspectionConfigOf,
  moneyIssue,
  normalizeReportText,
  storedGrade,
  savedDescription,
  readOnlyReason,
  severityChoices,
  type CatalogueIndex,
} from './inspection-rules';
import { ConditionCreate, ConditionUpdate, InspectionUpdate, VehicleConditionUpdate } from './inspections';
import { emptyTires, tiresIssue } from './tires';

const catalogue: CatalogueIndex = {
  items: [{ id: 1 }, { id: 2 }],
  damages: [{ id: 10 }, { id: 11 }, { id: 12 }],
  severities: [{ id: 100 }, { id: 101 }],
  itemsToDamages: { '1': [10, 11], '2': [12] },
  itemsToDamagesToSeverities: { '1': { '10': [100], '11': [100, 101] }, '2': { '12': [101] } },
};

describe('report text (comment and note)', () => {
  it('is trimmed, blank becomes empty, and cut at 254', () => {
    expect(normalizeReportText('  ok  ')).toBe('ok');
    expect(normalizeReportText('   ')).toBe('');
    expect(normalizeReportText(null)).toBe('');
    expect(normalizeReportText('x'.repeat(300))).toHaveLength(254);
  });

  it('is never cut in the middle of a character: an emoji at the limit goes whole', () => {
    const car = '\u{1F697}';
    // 253 letters and an emoji (two UTF-16 units, as the limit counts them) end at 255: the emoji goes, not half of it.
    expect(normalizeReportText(`${'x'.repeat(253)}${car}`)).toBe('x'.repeat(253));
    expect(normalizeReportText(`${'x'.repeat(252)}${car}`)).toBe(`${'x'.repeat(252)}${car}`);
    expect(savedDescription(`${'x'.repeat(199)}${car}more`)).toBe('x'.repeat(199));
    expect(/\p{Cs}/u.test(savedDescription(`${'x'.repeat(199)}${car}`) ?? '')).toBe(false);
  });
});

describe('grade', () => {
  it('is stored at its one decimal, without a float’s noise', () => {
    expect(storedGrade(4.99999999999)).toBe(5);
    expect(storedGrade(0.30000000000000004)).toBe(0.3);
    expect(storedGrade(3.5)).toBe(3.5);
    expect(storedGrade(null)).toBeNull();
  });

  it('accepts 0 to 5 with one decimal, or whole numbers where configured', () => {
    expect(gradeIssue(null, false)).toBeNull();
    expect(gradeIssue(3.4, false)).toBeNull();
    expect(gradeIssue(0, true)).toBeNull();
    expect(gradeIssue(3.45, false)).toBe('Grade has at most one decimal');
    expect(gradeIssue(3.5, true)).toBe('Grade must be a whole number at this site');
    expect(gradeIssue(5.1, false)).toBe('Grade must be between 0 and 5');
    expect(gradeIssue(-1, false)).toBe('Grade must be between 0 and 5');
  });

  it('shows one decimal, none for whole-number sites, and --- when empty', () => {
    expect(formatGrade(3, false)).toBe('3.0');
    expect(formatGrade(4, true)).toBe('4');
    expect(formatGrade(null, false)).toBe('---');
  });
});

describe('keys', () => {
  it('are shown as No Keys for 0, the count from 1 to 4, and --- when not set', () => {
    expect([0, 1, 4, null].map(formatKeys)).toEqual(['No Keys', '1', '4', '---']);
  });
});

describe('money and hours', () => {
  it('are non-negative, money with two decimals and hours with one', () => {
    expect(moneyIssue('labor_cost', 12.5)).toBeNull();
    expect(moneyIssue('labor_cost', 12.555)).toBe('labor_cost has at most two decimals');
    expect(moneyIssue('labor_cost', -1)).toBe('labor_cost must be a non-negative amount');
    expect(hoursIssue('paint_hours', 1.5)).toBeNull();
    expect(hoursIssue('paint_hours', 1.25)).toBe('paint_hours has at most one decimal');
  });

  it('count the decimals of a number written with an exponent (1e-7 has seven)', () => {
    expect([12.5, 1e-7, 1.5e-7, 5e-7, 1e21, 2.5e-3, 100].map(decimalsOf)).toEqual([1, 7, 8, 7, 0, 4, 0]);
    expect(moneyIssue('labor_cost', 1e-7)).toBe('labor_cost has at most two decimals');
    expect(moneyIssue('labor_cost', 5e-3)).toBe('labor_cost has at most two decimals');
    expect(hoursIssue('labor_hours', 5e-7)).toBe('labor_hours has at most one decimal');
    expect(moneyIssue('labor_cost', 1e3)).toBeNull();
  });

  it('totals labour, paint and part to the cent', () => {
    expect(conditionTotal({ labor_cost: 0.1, paint_cost: 0.2, part_cost: null })).toBe(0.3);
  });
});

describe('the catalogue', () => {
  it('offers every damage and severity without autograde, and only fitting ones with it', () => {
    expect(damageChoices(catalogue, 1, false)).toEqual([10, 11, 12]);
    expect(damageChoices(catalogue, 1, true)).toEqual([10, 11]);
    expect(severityChoices(catalogue, 1, 11, true)).toEqual([100, 101]);
    expect(severityChoices(catalogue, 1, null, true)).toEqual([]);
  });

  it('refuses unknown codes always, and combinations that do not fit with autograde', () => {
    expect(combinationIssue(catalogue, { item_code: 3, damage_code: 10, severity_code: null }, false)).toBe('Unknown item 3');
    expect(combinationIssue(catalogue, { item_code: 2, damage_code: 10, severity_code: null }, false)).toBeNull();
    expect(combinationIssue(catalogue, { item_code: 2, damage_code: 10, severity_code: null }, true)).toBe('This damage does not apply to the chosen item');
    expect(combinationIssue(catalogue, { item_code: 1, damage_code: 10, severity_code: 101 }, true)).toBe(
      'This severity does not apply to the chosen item and damage',
    );
  });

  it('clears a damage and severity that fall out of range when the item changes', () => {
    expect(clearOutOfRange(catalogue, { item_code: 2, damage_code: 11, severity_code: 101 }, true)).toEqual({
      item_code: 2,
      damage_code: null,
      severity_code: null,
    });
    expect(clearOutOfRange(catalogue, { item_code: 1, damage_code: 11, severity_code: 101 }, true)).toEqual({
      item_code: 1,
      damage_code: 11,
      severity_code: 101,
    });
  });

  it('needs item and damage, and a severity in severity-required mode', () => {
    expect(damageMissing({ item_code: null, damage_code: null, severity_code: null }, false)).toBe('Choose an item');
    expect(damageMissing({ item_code: 1, damage_code: 10, severity_code: null }, false)).toBeNull();
    expect(damageMissing({ item_code: 1, damage_code: 10, severity_code: null }, true)).toBe('Choose a severity: this site requires one');
  });
});

describe('who may write, and when', () => {
  it('gives the reason a report is read-only', () => {
    expect(readOnlyReason({ canWrite: false, vehicleStatusId: 1, viewingOriginal: false })).toBe('no-permission');
    for (const status of [4, 5, 6, 7, 9]) expect(readOnlyReason({ canWrite: true, vehicleStatusId: status, viewingOriginal: false })).toBe('vehicle-status');
    expect(readOnlyReason({ canWrite: true, vehicleStatusId: 8, viewingOriginal: true })).toBe('original-view');
    expect(readOnlyReason({ canWrite: true, vehicleStatusId: 3, viewingOriginal: false })).toBeNull();
  });

  it('reads the four switches from a site configuration', () => {
    expect(inspectionConfigOf({ integration_autograde: true, mobile_grade_whole_numbers: 'true', inspection_delete: false })).toEqual({
      autograde: true,
      wholeNumberGrades: true,
      severityRequired: false,
      deleteEnabled: false,
    });
  });

  it('approves the report on the first repair approval or completion only', () => {
    expect(approvesReport({ repair_approved: 1 }, false)).toBe(true);
    expect(approvesReport({ damage_repaired: 1 }, false)).toBe(true);
    expect(approvesReport({ repair_approved: 1 }, true)).toBe(false);
    expect(approvesReport({ repair_approved: 0 }, false)).toBe(false);
  });
});

describe('write bodies', () => {
  it('refuse unknown fields and name the bad value', () => {
    expect(v.safeParse(InspectionUpdate, { grade: 3, owner: 1 }).success).toBe(false);
    const description = v.safeParse(ConditionCreate, { item_code: 1, damage_code: 2, description: 'x'.repeat(201) });
    expect(description.success ? null : description.issues[0].message).toBe('Description must be at most 200 characters');
    const cost = v.safeParse(ConditionUpdate, { labor_cost: 1.234 });
    expect(cost.success ? null : cost.issues[0].message).toBe('labor_cost has at most two decimals');
    expect(v.safeParse(VehicleConditionUpdate, { keys_count: 5 }).success).toBe(false);
    expect(v.safeParse(VehicleConditionUpdate, { keys_count: null, drivable: 1, tires: emptyTires }).success).toBe(true);
  });

  it('check every tyre value and name it', () => {
    expect(tiresIssue(emptyTires)).toBeNull();
    expect(tiresIssue({ ...emptyTires, rightRear: { ...emptyTires.rightRear, treadDepth: 21 } })).toBe(
      'tires.rightRear.treadDepth must be a whole number from 0 to 20',
    );
    expect(tiresIssue({ ...emptyTires, leftFront: { ...emptyTires.leftFront, brand_id: 73 } })).toBe(
      'tires.leftFront.brand_id must be one of the 72 tyre brands (1 to 72)',
    );
    expect(tiresIssue({ ...emptyTires, leftFront: { ...emptyTires.leftFront, treadWidth: '33X', profile: 12.5, diameter: 15 } })).toBeNull();
  });
});
