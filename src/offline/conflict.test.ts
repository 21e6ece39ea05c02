import { describe, expect, it } from 'vitest';
import { mergeStale, sameValue, settleConflict } from './conflict';

describe('a stale write merged field by field', () => {
  it('resends a field only this device changed, on the server’s value as the new base', () => {
    expect(mergeStale({ comments: 'tablet' }, { comments: 'old' }, { comments: 'old', grade: 4, etag: '"r1-v3"' })).toEqual({
      resend: { comments: 'tablet' },
      base: { comments: 'old' },
      conflicts: [],
    });
  });

  it('keeps both sides when each changed a different field: nothing to ask', () => {
    // The desk changed the grade, the tablet the comment.
    const merge = mergeStale({ comments: 'tablet' }, { comments: 'old' }, { comments: 'old', grade: 2.5 });
    expect(merge.conflicts).toEqual([]);
    expect(merge.resend).toEqual({ comments: 'tablet' });
  });

  it('drops a field both sides set to the same value', () => {
    expect(mergeStale({ description: 'Dent' }, { description: null }, { description: 'Dent' })).toEqual({ resend: {}, base: {}, conflicts: [] });
  });

  it('makes a conflict of a field both sides changed differently, with the three values', () => {
    const merge = mergeStale({ description: 'tablet', labor_cost: 10 }, { description: 'old', labor_cost: 5 }, { description: 'desk', labor_cost: 5 });
    expect(merge.conflicts).toEqual([{ field: 'description', base: 'old', mine: 'tablet', theirs: 'desk' }]);
    expect(merge.resend).toEqual({ labor_cost: 10 });
  });

  it('compares documents by value (a tyres document is one field)', () => {
    const tyres = { leftFront: { treadDepth: 6 }, spareExists: true };
    expect(sameValue(tyres, structuredClone(tyres))).toBe(true);
    expect(sameValue(tyres, { ...tyres, spareExists: false })).toBe(false);
    expect(sameValue(null, undefined)).toBe(true);
    expect(mergeStale({ tires: tyres }, { tires: null }, { tires: structuredClone(tyres) }).resend).toEqual({});
  });

  it('is settled by the user’s choice: mine is resent on their version, theirs is dropped', () => {
    const fields = [
      { field: 'description', base: 'old', mine: 'tablet', theirs: 'desk' },
      { field: 'severity_code', base: 1, mine: 2, theirs: 3 },
    ];
    expect(settleConflict(fields, { description: 'mine', severity_code: 'theirs' })).toEqual({
      resend: { description: 'tablet' },
      base: { description: 'desk' },
    });
  });
});
