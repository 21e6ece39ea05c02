import { describe, expect, it } from 'vitest';
import { changedFields, isEmpty } from './changed-fields';

describe('changedFields', () => {
  it('keeps only the fields whose value differs', () => {
    const saved = { name: 'Avery', email: 'a@example.com', port: 1433, desc: null as string | null };
    expect(changedFields(saved, { ...saved })).toEqual({});
    expect(isEmpty(changedFields(saved, { ...saved }))).toBe(true);
    expect(changedFields(saved, { ...saved, name: 'Avery A.', port: 1434 })).toEqual({ name: 'Avery A.', port: 1434 });
  });

  it('tells null, empty text and zero apart', () => {
    const saved = { desc: null as string | null, port: 0 as number | null };
    expect(changedFields(saved, { desc: '', port: null })).toEqual({ desc: '', port: null });
  });
});
