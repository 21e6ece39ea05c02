import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSavedViews, readSavedViews, SAVED_VIEWS_PREFIX, writeSavedViews } from './saved-view-store';

const view = (name: string) => ({ name, search: { active: 'Y', sort: 'automake', dir: 'asc' } });

describe('saved views on the device', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each user’s views of each list apart', () => {
    expect(writeSavedViews(1, 'vehicles', [view('Mine')])).toBe(true);
    writeSavedViews(12, 'vehicles', [view('Theirs')]);
    writeSavedViews(1, 'dealers', [view('Dealers')]);
    expect(readSavedViews(1, 'vehicles').map((saved) => saved.name)).toEqual(['Mine']);
    expect(readSavedViews(12, 'vehicles').map((saved) => saved.name)).toEqual(['Theirs']);
    expect(readSavedViews(2, 'vehicles')).toEqual([]);
  });

  it('drops an entry it cannot trust instead of throwing', () => {
    localStorage.setItem(`${SAVED_VIEWS_PREFIX}1.vehicles`, '{"not":"a list"');
    expect(readSavedViews(1, 'vehicles')).toEqual([]);
    localStorage.setItem(`${SAVED_VIEWS_PREFIX}1.vehicles`, JSON.stringify([{ name: '', search: {} }]));
    expect(readSavedViews(1, 'vehicles')).toEqual([]);
  });

  it('at sign-in keeps only the user’s own views; at sign-out keeps none, and nothing else is touched', () => {
    writeSavedViews(1, 'vehicles', [view('One')]);
    writeSavedViews(12, 'vehicles', [view('Twelve')]);
    localStorage.setItem('lot-console.user', '{}');
    forgetSavedViews(1);
    expect(readSavedViews(1, 'vehicles')).toHaveLength(1);
    expect(readSavedViews(12, 'vehicles')).toEqual([]);
    forgetSavedViews();
    expect(readSavedViews(1, 'vehicles')).toEqual([]);
    expect(localStorage.getItem('lot-console.user')).toBe('{}');
  });

  it('the last view deleted removes the entry', () => {
    writeSavedViews(1, 'vehicles', [view('One')]);
    writeSavedViews(1, 'vehicles', []);
    expect(localStorage.length).toBe(0);
  });
});
