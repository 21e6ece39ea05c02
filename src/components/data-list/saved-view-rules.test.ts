import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { choiceFilter, defineListState, loadedChoiceFilter, textFilter } from './list-definition';
import type { SavedView } from '@/lib/saved-view-store';
import { currentView, MAX_VIEWS, readViewState, viewNameProblem, viewStateOf } from './saved-view-rules';

const passes = defineListState({
  id: 'test-passes',
  noun: 'gate passes',
  defaultPageSize: 10,
  sorting: { keys: ['id', 'dealer'], default: { key: 'id', dir: 'desc' } },
  filters: {
    status: loadedChoiceFilter({ label: 'Gate Status', field: 'gate_status', initial: 'Open' }),
    last6: textFilter({ label: 'Last 6', field: 'last6' }),
    active: choiceFilter({ label: 'Active', field: 'is_active', options: [{ value: 'Y', label: 'Yes' }] }),
  },
});
const read = (search: object) => v.parse(passes.search, search);

describe('what a saved view keeps', () => {
  it('the filters, sort and page size in their URL form, never the page', () => {
    expect(viewStateOf(passes, read({ page: 4, per_page: 25, sort: 'dealer', dir: 'asc', last6: '123456' }))).toEqual({
      per_page: 25,
      sort: 'dealer',
      dir: 'asc',
      last6: 123456,
    });
  });

  it('a removed initial filter, so the view reopens without it', () => {
    expect(viewStateOf(passes, read({ status: 'all' }))).toEqual({ status: 'all' });
    expect(viewStateOf(passes, read({}))).toEqual({});
  });

  it('reads a stored state as the list reads a URL: what no longer exists falls off', () => {
    expect(readViewState(passes, { gone: 'x', sort: 'nope', active: 'Y' })).toEqual({ active: 'Y' });
  });
});

describe('the view the list shows', () => {
  const views: SavedView[] = [
    { name: 'Wide', search: { status: 'all' } },
    { name: 'Mine', search: { active: 'Y', sort: 'dealer', dir: 'asc' } },
  ];
  it('is the one with the same filters, sort and page size, whatever the page or the order of keys', () => {
    expect(currentView(passes, views, read({ dir: 'asc', sort: 'dealer', active: 'Y', page: 3 }))?.name).toBe('Mine');
    expect(currentView(passes, views, read({ status: 'all' }))?.name).toBe('Wide');
    expect(currentView(passes, views, read({ status: 'all', per_page: 5 }))).toBeUndefined();
  });
});

describe('a new view’s name', () => {
  const views = [{ name: 'Open at DAL', search: {} }];
  it('is required, at most 60 characters, and not one already taken, whatever its case', () => {
    expect(viewNameProblem('', views)).toBe('Enter a name for the view.');
    expect(viewNameProblem('x'.repeat(61), views)).toBe('Enter at most 60 characters.');
    expect(viewNameProblem('open at dal', views)).toBe('A view named “Open at DAL” already exists. Choose another name, or delete that view first.');
    expect(viewNameProblem('Closed', views)).toBeNull();
  });
  it('is refused once the list keeps its most views', () => {
    const full = Array.from({ length: MAX_VIEWS }, (_, index) => ({ name: `View ${index}`, search: {} }));
    expect(viewNameProblem('One more', full)).toBe(`A list keeps at most ${MAX_VIEWS} views. Delete one to save this one.`);
  });
});
