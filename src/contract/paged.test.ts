import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Paged } from './paged';

const PagedIds = Paged(v.object({ id: v.number() }));

describe('Paged', () => {
  it('reads data / current_page', () => {
    expect(v.parse(PagedIds, { data: [{ id: 1 }], current_page: 2, per_page: 10, total: 11, last_page: 2 })).toEqual({
      data: [{ id: 1 }],
      current_page: 2,
      per_page: 10,
      total: 11,
    });
  });

  it('normalises items / page to data / current_page', () => {
    expect(v.parse(PagedIds, { items: [{ id: 3 }], page: 1, per_page: 5, total: 1 })).toEqual({
      data: [{ id: 3 }],
      current_page: 1,
      per_page: 5,
      total: 1,
    });
  });

  it('checks every row against the item schema', () => {
    expect(v.safeParse(PagedIds, { data: [{ id: 'x' }], current_page: 1, per_page: 10, total: 1 }).success).toBe(false);
  });

  it('rejects a page without rows or without a page number', () => {
    expect(v.safeParse(PagedIds, { current_page: 1, per_page: 10, total: 0 }).success).toBe(false);
    expect(v.safeParse(PagedIds, { data: [], per_page: 10, total: 0 }).success).toBe(false);
  });
});
