import { describe, expect, it } from 'vitest';
import { emptyConditionFields, type ConditionFields } from '@/contract/inspections';
import type { ShownDamage } from './overlay';
import { damageFieldChanges, reportChanges, type ComparedReport } from './report-changes';

type Names = ShownDamage['names'];

const damage = (id: number | string, names: Partial<Names>, fields: Partial<ConditionFields> = {}, sourceConditionId: number | null = null): ShownDamage => ({
  id,
  key: String(id),
  reportId: 1,
  fields: { ...emptyConditionFields, ...fields },
  names: { item: null, damage: null, severity: null, severityCode: null, action: null, group: null, ...names },
  etag: null,
  server: {},
  photo: null,
  create: null,
  marks: [],
  sourceConditionId,
});

const side = (damages: ShownDamage[], grade: number | null, total: number): ComparedReport => ({ report: { damages, total }, grade });

const hoodDent = { item: 'Hood', damage: 'Dent', severity: '2-4 inches', action: 'Repair' };
const doorScratch = { item: 'Door', damage: 'Scratch', severity: 'Minor', action: 'Paint' };
const bumperCrack = { item: 'Bumper', damage: 'Crack', severity: 'Major', action: 'Replace' };

describe('reportChanges', () => {
  const original = [
    damage(11, hoodDent, { labor_cost: 120, labor_hours: 1.5 }),
    damage(12, doorScratch, { paint_cost: 80 }),
    damage(13, bumperCrack, { part_cost: 1000 }),
  ];

  it('pairs the approved report’s damages with the original’s by the copy’s source: added, removed and changed, each changed field before and after', () => {
    const approved = [
      // The hood's copy, its repair approved and the labour made cheaper.
      damage(21, { ...hoodDent, severity: 'Over 4 inches' }, { labor_cost: 90, labor_hours: 1.5, repair_suggested: 1, repair_approved: 1 }, 11),
      // The door's copy, unchanged.
      damage(22, doorScratch, { paint_cost: 80 }, 12),
      // Added after the approval (on this device: a temporary id).
      damage('tmp-1', { item: 'Windshield', damage: 'Chip' }),
    ];
    const changes = reportChanges(side(original, 3.5, 1200), side(approved, 4, 800), { wholeNumbers: false });
    expect(changes.grade).toEqual({ before: '3.5', after: '4.0', changed: true });
    expect(changes.total).toEqual({ before: '$1,200.00', after: '$800.00', changed: true });
    expect(changes.added).toEqual([{ kind: 'added', title: 'Windshield – Chip', fields: [] }]);
    expect(changes.removed).toEqual([{ kind: 'removed', title: 'Bumper – Crack', fields: [] }]);
    expect(changes.changed).toEqual([
      {
        kind: 'changed',
        title: 'Hood – Dent',
        fields: [
          { label: 'Severity', before: '2-4 inches', after: 'Over 4 inches' },
          { label: 'Labor cost', before: '$120.00', after: '$90.00' },
          { label: 'Repair', before: 'No repair', after: 'Repair approved' },
        ],
      },
    ]);
  });

  it('says nothing changed of two equal reports, the grade as the site writes it', () => {
    const copies = original.map((entry, index) => ({ ...entry, id: 21 + index, sourceConditionId: entry.id as number }));
    const changes = reportChanges(side(original, 3.6, 1200), side(copies, 3.6, 1200), { wholeNumbers: true });
    expect(changes).toEqual({
      grade: { before: '4', after: '4', changed: false },
      total: { before: '$1,200.00', after: '$1,200.00', changed: false },
      added: [],
      removed: [],
      changed: [],
    });
  });

  it('writes a missing grade as ---', () => {
    expect(reportChanges(side([], null, 0), side([], 2, 0), { wholeNumbers: false }).grade).toEqual({ before: '---', after: '2.0', changed: true });
  });
});

describe('damageFieldChanges', () => {
  it('names each field as the damage dialog does, empty as ---, hours with Hrs, the repair state in the card’s words', () => {
    const before = damage(1, hoodDent, { description: null, paint_hours: 2, repair_suggested: 1, repair_approved: 1 });
    const after = damage(
      2,
      { ...hoodDent, item: 'Fender', action: null },
      { description: 'Crease', paint_hours: null, repair_suggested: 1, repair_approved: 1, damage_repaired: 1 },
    );
    expect(damageFieldChanges(before, after)).toEqual([
      { label: 'Item', before: 'Hood', after: 'Fender' },
      { label: 'Action', before: 'Repair', after: '---' },
      { label: 'Description', before: '---', after: 'Crease' },
      { label: 'Paint hours', before: '2.0 Hrs', after: '---' },
      { label: 'Repair', before: 'Repair approved', after: 'Repaired' },
    ]);
  });
});
