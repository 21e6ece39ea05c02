import { describe, expect, it } from 'vitest';
import type { CatalogueIndex } from '@/contract/inspection-rules';
import { emptyConditionFields, type ConditionFields } from '@/contract/inspections';
import { changedFields, checkDraft, createBody, draftFrom, draftReducer, hasNewMarks, keptDamageOf, keptDamageValue, rebaseDraft } from './damage-draft';

/** Hood (1) takes Dent (1) with sizes 1-2; the wheel and tyre locations take Curb rash (7) and Worn (8). */
const catalogue: CatalogueIndex = {
  items: [{ id: 1 }, { id: 505 }, { id: 1290 }],
  damages: [{ id: 1 }, { id: 7 }, { id: 8 }],
  severities: [{ id: 1 }, { id: 2 }, { id: 9 }],
  itemsToDamages: { '1': [1], '505': [7], '1290': [8] },
  itemsToDamagesToSeverities: { '1': { '1': [1, 2] }, '505': { '7': [1] }, '1290': { '8': [9] } },
};
const reduce = draftReducer(catalogue, true);

describe('the damage dialog’s draft', () => {
  it('clears a damage and severity that no longer fit when the item changes (autograde)', () => {
    let draft = draftFrom(null);
    draft = reduce(draft, { type: 'item', item: 1 });
    draft = reduce(draft, { type: 'damage', damage: 1 });
    draft = reduce(draft, { type: 'severity', severity: 2 });
    expect([draft.item_code, draft.damage_code, draft.severity_code]).toEqual([1, 1, 2]);
    draft = reduce(draft, { type: 'item', item: 505 });
    expect([draft.item_code, draft.damage_code, draft.severity_code]).toEqual([505, null, null]);
  });

  it('keeps every choice without autograde', () => {
    const loose = draftReducer(catalogue, false);
    let draft = loose(draftFrom(null), { type: 'item', item: 1 });
    draft = loose(draft, { type: 'damage', damage: 8 });
    draft = loose(draft, { type: 'item', item: 505 });
    expect(draft.damage_code).toBe(8);
  });

  it('Tire/Wheel: the kind, then the location, picks the item by its location code', () => {
    let draft = reduce(draftFrom(null), { type: 'tireWheel', kind: 'wheel' });
    draft = reduce(draft, { type: 'location', position: 'rear_right' });
    expect(draft.item_code).toBe(505);
    expect(draft.tireWheel).toBeNull();
    draft = reduce(reduce(draft, { type: 'tireWheel', kind: 'tire' }), { type: 'location', position: 'front_left' });
    expect(draft.item_code).toBe(1290);
  });

  it('says why Save waits: item, damage, then severity where required; and what is wrong with typed values', () => {
    expect(checkDraft(draftFrom(null), true).missing).toBe('Choose an item');
    let draft = reduce(reduce(draftFrom(null), { type: 'item', item: 1 }), { type: 'damage', damage: 1 });
    expect(checkDraft(draft, false).missing).toBeNull();
    expect(checkDraft(draft, true).missing).toBe('Choose a severity: this site requires one');
    draft = reduce(draft, { type: 'amount', field: 'labor_cost', text: '10.555' });
    draft = reduce(draft, { type: 'description', text: 'x'.repeat(201) });
    expect(checkDraft(draft, false).errors).toEqual({ labor_cost: 'Labor cost has at most two decimals' });
  });

  it('a description past 200 characters is not refused: Save keeps its first 200, the counter said some text will be lost', () => {
    const long = `${'a'.repeat(195)}bcdefLOST`;
    const draft = reduce(reduce(reduce(draftFrom(null), { type: 'item', item: 1 }), { type: 'damage', damage: 1 }), { type: 'description', text: long });
    expect(checkDraft(draft, false)).toEqual({ missing: null, errors: {} });
    expect(createBody(draft, null).description).toBe(`${'a'.repeat(195)}bcdef`);
    // An edit sends the cut text too; a text cut back to what the damage holds is no change.
    const held = { ...emptyConditionFields, item_code: 1, damage_code: 1, description: 'short' };
    expect(changedFields(draft, held, null)).toEqual({ description: `${'a'.repeat(195)}bcdef` });
    expect(changedFields(draft, { ...held, description: `${'a'.repeat(195)}bcdef` }, null)).toEqual({});
  });

  it('a description is saved trimmed, as the server stores it, and one of spaces only is none', () => {
    const described = (text: string) =>
      reduce(reduce(reduce(draftFrom(null), { type: 'item', item: 1 }), { type: 'damage', damage: 1 }), { type: 'description', text });
    expect(createBody(described('  Near the latch \n'), null).description).toBe('Near the latch');
    expect(createBody(described(' \n '), null).description).toBeNull();
    // Spaces before the text do not push its end past the 200 kept.
    expect(createBody(described(`   ${'a'.repeat(200)}`), null).description).toBe('a'.repeat(200));
  });

  it('completion goes with the approval: withdrawing the approval withdraws it', () => {
    let draft = reduce(draftFrom(null), { type: 'repair', flag: 'repair_approved', on: true });
    draft = reduce(draft, { type: 'repair', flag: 'damage_repaired', on: true });
    draft = reduce(draft, { type: 'repair', flag: 'repair_approved', on: false });
    expect([draft.repair_approved, draft.damage_repaired]).toEqual([0, 0]);
  });

  it('makes the body of a new damage, and only the changed fields of an edit', () => {
    let draft = reduce(reduce(draftFrom(null), { type: 'item', item: 1 }), { type: 'damage', damage: 1 });
    draft = reduce(draft, { type: 'amount', field: 'labor_cost', text: '1,234.50' });
    expect(createBody(draft, null)).toEqual({
      item_code: 1,
      damage_code: 1,
      severity_code: null,
      action_code: null,
      description: null,
      labor_hours: null,
      paint_hours: null,
      part_hours: null,
      labor_cost: 1234.5,
      paint_cost: null,
      part_cost: null,
    });

    const before: ConditionFields = {
      item_code: 1,
      damage_code: 1,
      severity_code: 1,
      action_code: null,
      description: 'old',
      labor_hours: 1.5,
      paint_hours: null,
      part_hours: null,
      labor_cost: 100,
      paint_cost: null,
      part_cost: null,
      repair_suggested: 0,
      repair_approved: 0,
      damage_repaired: 0,
      photo_markup: null,
    };
    let edit = draftFrom(before);
    expect(changedFields(edit, before, null)).toEqual({});
    edit = reduce(edit, { type: 'description', text: 'new' });
    edit = reduce(edit, { type: 'repair', flag: 'repair_suggested', on: true });
    expect(changedFields(edit, before, null)).toEqual({ description: 'new', repair_suggested: 1 });
  });

  it('draws the photo’s markup shape by shape, undoes back to what the damage had, and sends it only when it changed', () => {
    const circle = { type: 'circle', colour: 'red', cx: 0.5, cy: 0.5, r: 0.1 } as const;
    const arrow = { type: 'arrow', colour: 'red', x1: 0.1, y1: 0.1, x2: 0.4, y2: 0.4 } as const;
    const shown = 'a1'.repeat(32);
    const saved = { ...emptyConditionFields, item_code: 1, damage_code: 1, photo_markup: { photo_sha256: shown, shapes: [circle] } };
    let edit = draftFrom(saved);
    edit = reduce(edit, { type: 'markup', markup: { shapes: [circle, arrow] } });
    // What is drawn is tied to the photo it was drawn on when it is saved.
    expect(hasNewMarks(edit)).toBe(true);
    expect(changedFields(edit, saved, shown)).toEqual({ photo_markup: { photo_sha256: shown, shapes: [circle, arrow] } });
    expect(() => changedFields(edit, saved, null)).toThrow('A markup needs the SHA-256 of the photo it was drawn on');
    edit = reduce(edit, { type: 'markup', markup: null });
    expect(changedFields(edit, saved, null)).toEqual({ photo_markup: null });
    edit = reduce(reduce(edit, { type: 'undoMarkup' }), { type: 'undoMarkup' });
    expect(edit.photo_markup).toBe(saved.photo_markup);
    // The damage's own markup, undone back to, keeps its photo: no change, whatever photo is named.
    expect(hasNewMarks(edit)).toBe(false);
    expect(changedFields(edit, saved, 'b2'.repeat(32))).toEqual({});
    // An edit of another field leaves it, and needs no hash (the save takes none then).
    expect(changedFields(reduce(edit, { type: 'description', text: 'By the hinge' }), saved, null)).toEqual({ description: 'By the hinge' });
    // Nothing left to undo: nothing changes.
    expect(reduce(edit, { type: 'undoMarkup' })).toBe(edit);
    // Empty is none; a new photo (or none) takes the markup away with the old one.
    expect(reduce(edit, { type: 'markup', markup: { shapes: [] } }).photo_markup).toBeNull();
    const replaced = reduce(edit, { type: 'photo', file: new File(['x'], 'new.jpg', { type: 'image/jpeg' }) });
    expect([replaced.photo_markup, replaced.markupHistory]).toEqual([null, []]);
    expect(reduce(edit, { type: 'removePhoto' }).photo_markup).toBeNull();

    let created = reduce(reduce(draftFrom(null), { type: 'item', item: 1 }), { type: 'damage', damage: 1 });
    expect(createBody(created, null)).not.toHaveProperty('photo_markup');
    created = reduce(created, { type: 'markup', markup: { shapes: [arrow] } });
    // A new damage's markup names the photo sent after it: the hash of the bytes in the outbox.
    const sent = 'c3'.repeat(32);
    expect(createBody(created, sent).photo_markup).toEqual({ photo_sha256: sent, shapes: [arrow] });
  });
});

describe('the draft kept on the device (ADR 0106)', () => {
  const circle = { type: 'circle', colour: 'red', cx: 0.5, cy: 0.5, r: 0.1 } as const;
  const entered = () => {
    let draft = reduce(draftFrom(null), { type: 'item', item: 1 });
    draft = reduce(draft, { type: 'damage', damage: 1 });
    draft = reduce(draft, { type: 'description', text: 'Left of the badge' });
    draft = reduce(draft, { type: 'amount', field: 'labor_cost', text: '1,200.50' });
    draft = reduce(draft, { type: 'photo', file: new File(['jpeg'], 'hood.jpg', { type: 'image/jpeg' }) });
    return reduce(draft, { type: 'markup', markup: { shapes: [circle] } });
  };

  it('reads back, through JSON as the database stores it, as the entry it was, its photo given back apart', () => {
    const draft = entered();
    const from = draftFrom(null);
    const stored = JSON.parse(JSON.stringify(keptDamageValue('12', null, { draft, from }))) as unknown;
    const photo = new File(['jpeg'], 'hood.jpg', { type: 'image/jpeg' });
    expect(keptDamageOf(stored, photo)).toEqual({ reportId: '12', damageId: null, draft: { ...draft, photo }, from });
    // The markup with the photo it was drawn on, and an edit's damage by its id.
    const edited = { ...draftFrom(null), photo_markup: { photo_sha256: 'a'.repeat(64), shapes: [circle] } };
    expect(keptDamageOf(keptDamageValue('12', 'tmp-0123456789abcdef', { draft: edited, from }), null)?.draft).toEqual(edited);
  });

  it('does not take anything else: an older or altered entry is not opened', () => {
    const kept = keptDamageValue('12', null, { draft: entered(), from: draftFrom(null) }) as { draft: Record<string, unknown>; from: unknown };
    const altered = (change: Record<string, unknown>) => keptDamageOf({ ...kept, draft: { ...kept.draft, ...change } }, null);
    expect(altered({})).not.toBeNull();
    expect(altered({ labor_cost: 1200.5 })).not.toBeNull(); // an unknown field is dropped, not taken
    expect(altered({ amounts: { labor_cost: 1200.5 } })).toBeNull();
    expect(altered({ item_code: '1' })).toBeNull();
    expect(altered({ repair_approved: 2 })).toBeNull();
    expect(altered({ tireWheel: 'spare' })).toBeNull();
    expect(altered({ photo_markup: { shapes: [{ ...circle, cx: 3 }] } })).toBeNull();
    expect(altered({ markupHistory: [{ shapes: [], extra: 1 }] })).toBeNull();
    expect(keptDamageOf({ damageId: null, draft: kept.draft, from: kept.from }, null)).toBeNull();
    expect(keptDamageOf({ ...kept, from: undefined }, null)).toBeNull();
    expect(keptDamageOf('{"reportId":"12"}', null)).toBeNull();
  });

  it('lays the user’s changes over the damage as it is now: what someone else changed meanwhile stays theirs', () => {
    const opened: ConditionFields = { ...emptyConditionFields, item_code: 1, damage_code: 1, severity_code: 1, description: 'Dent', labor_cost: 100 };
    const from = draftFrom(opened);
    let draft = reduce(from, { type: 'description', text: 'Dent, left of the badge' });
    draft = reduce(draft, { type: 'amount', field: 'paint_cost', text: '80.00' });
    // Meanwhile a desk user set the severity and the labour cost.
    const now = draftFrom({ ...opened, severity_code: 2, labor_cost: 150 });
    const rebased = rebaseDraft({ draft, from }, now, catalogue, true);
    expect(rebased).toMatchObject({ item_code: 1, damage_code: 1, severity_code: 2, description: 'Dent, left of the badge' });
    expect(rebased.amounts).toMatchObject({ labor_cost: '150.00', paint_cost: '80.00' });
    // Saved, only the user's changes are sent.
    expect(changedFields(rebased, { ...opened, severity_code: 2, labor_cost: 150 }, null)).toEqual({ description: 'Dent, left of the badge', paint_cost: 80 });
  });

  it('a change of the user’s wins over the same field changed meanwhile, and choices the catalogue no longer allows together are cleared', () => {
    const from = draftFrom({ ...emptyConditionFields, item_code: 1, damage_code: 1 });
    const draft = reduce(from, { type: 'severity', severity: 2 });
    const now = draftFrom({ ...emptyConditionFields, item_code: 505, damage_code: 7, severity_code: 1 });
    // The user chose a severity; someone else moved the damage to a wheel, where size 2 is not offered.
    expect(rebaseDraft({ draft, from }, now, catalogue, true)).toMatchObject({ item_code: 505, damage_code: 7, severity_code: null });
    expect(rebaseDraft({ draft, from }, now, catalogue, false)).toMatchObject({ item_code: 505, damage_code: 7, severity_code: 2 });
  });

  it('keeps a new photo and its marks together', () => {
    const from = draftFrom(null);
    const draft = entered();
    const rebased = rebaseDraft({ draft, from }, draftFrom(null), catalogue, true);
    expect(rebased.photo).toBe(draft.photo);
    expect(rebased.photo_markup).toEqual({ shapes: [circle] });
  });
});
