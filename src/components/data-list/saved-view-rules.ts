/**
 * The rules of a list's saved views (ADR 0038), React-free: what a view holds (the list's
 * filters, sort and page size in their URL form, never the page), when the list shows a
 * view, and what a name must be. A name already taken is refused, not replaced: saving
 * over a view by accident would lose it without a word; the user deletes it first.
 */
import * as v from 'valibot';
import type { SavedView } from '@/lib/saved-view-store';
import { urlForm, type FilterDefs, type ListDefinition, type ListSearch } from './list-definition';

export const MAX_VIEW_NAME = 60;
/** Enough for a desk's habits; bounds what one list keeps in localStorage. */
export const MAX_VIEWS = 20;

export type ViewState = SavedView['search'];

/** What a view keeps of a state: its URL form (defaults left out) without the page. */
export function viewStateOf<TFilters extends FilterDefs, TSort extends string>(
  list: ListDefinition<TFilters, TSort>,
  search: ListSearch<TFilters, TSort>,
): ViewState {
  const form = urlForm(list.defaults, { ...search, page: list.defaults.page });
  const state: ViewState = {};
  for (const [key, value] of Object.entries(form)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') state[key] = value;
  }
  return state;
}

/** A stored state read as the list reads a URL: a filter that no longer exists falls off. */
export function readViewState<TFilters extends FilterDefs, TSort extends string>(list: ListDefinition<TFilters, TSort>, state: ViewState): ViewState {
  return viewStateOf(list, v.parse(list.search, state));
}

function key(state: ViewState): string {
  return JSON.stringify(Object.entries(state).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The saved view the list shows now, if any: same filters, sort and page size. */
export function currentView<TFilters extends FilterDefs, TSort extends string>(
  list: ListDefinition<TFilters, TSort>,
  views: readonly SavedView[],
  search: ListSearch<TFilters, TSort>,
): SavedView | undefined {
  const now = key(viewStateOf(list, search));
  return views.find((view) => key(readViewState(list, view.search)) === now);
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

/** What is wrong with a new view's name (trimmed), or null. */
export function viewNameProblem(name: string, views: readonly SavedView[]): string | null {
  if (name === '') return 'Enter a name for the view.';
  if (name.length > MAX_VIEW_NAME) return `Enter at most ${MAX_VIEW_NAME} characters.`;
  const taken = views.find((view) => sameName(view.name, name));
  if (taken) return `A view named “${taken.name}” already exists. Choose another name, or delete that view first.`;
  if (views.length >= MAX_VIEWS) return `A list keeps at most ${MAX_VIEWS} views. Delete one to save this one.`;
  return null;
}
