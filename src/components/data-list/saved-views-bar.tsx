/**
 * Saved views, on every list (issue 17; ADR 0038): the user's named filters, sort and page
 * size of this list, each a button that reopens it (pressed while the list shows it) with
 * its Delete button, and Save view, which names the current state. Kept on this device for
 * the signed-in user only (lib/saved-view-store.ts); the rules are in saved-view-rules.ts.
 * A deleted view's buttons go: the focus goes to the next view, else the one before, else Save
 * view (ADR 0102).
 */
import { useRef, useState } from 'react';
import { useFocusHandOff } from '@/components/ui/focus-hand-off';
import { useSession } from '@/auth/use-session';
import { readSavedViews, writeSavedViews, type SavedView } from '@/lib/saved-view-store';
import { showSnackbar } from '@/components/snackbar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SaveViewDialog } from './save-view-dialog';
import type { FilterDefs, ListDefinition, ListSearch, ListSearchInput } from './list-definition';
import { currentView, readViewState, viewStateOf } from './saved-view-rules';
import './data-list.css';
import { Button, IconButton } from '@/components/ui/button';

// Drawn with Chakra, shown only on demand: islands, so the list draws before the system (ADR 0046).

export interface SavedViewsBarProps<TFilters extends FilterDefs, TSort extends string> {
  list: ListDefinition<TFilters, TSort>;
  search: ListSearch<TFilters, TSort>;
  onSearchChange: (next: ListSearchInput<TFilters>) => void;
}

const cross = (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export function SavedViewsBar<TFilters extends FilterDefs, TSort extends string>({ list, search, onSearchChange }: SavedViewsBarProps<TFilters, TSort>) {
  const userId = useSession().user?.id;
  // Read again when the list or the user changes (a render-time reset, not an effect: no flash of another's views).
  const [owner, setOwner] = useState({ userId, listId: list.id });
  const [views, setViews] = useState<SavedView[]>(() => (userId === undefined ? [] : readSavedViews(userId, list.id)));
  if (owner.userId !== userId || owner.listId !== list.id) {
    setOwner({ userId, listId: list.id });
    setViews(userId === undefined ? [] : readSavedViews(userId, list.id));
  }
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const group = useRef<HTMLDivElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const handOff = useFocusHandOff();
  if (userId === undefined) return null;

  const shown = currentView(list, views, search);
  const store = (next: SavedView[]) => {
    const stored = writeSavedViews(userId, list.id, next);
    if (stored) setViews(next);
    return stored;
  };

  return (
    // A group, not a region: a screen may show several lists (the work-order cards), and
    // landmarks of one name would repeat (axe's landmark-unique).
    <div ref={group} role="group" aria-label="Saved views" className="dl-views">
      {views.length > 0 ? (
        <ul aria-label={`Saved views of ${list.noun}`} className="dl-chips">
          {views.map((view) => {
            const pressed = view === shown;
            return (
              <li key={view.name} className="dl-view" data-pressed={pressed ? '' : undefined}>
                <Button
                  variant="ghost"
                  round
                  className="dl-view-name"
                  aria-pressed={pressed}
                  onClick={() => onSearchChange(readViewState(list, view.search) as ListSearchInput<TFilters>)}
                >
                  {view.name}
                </Button>
                <IconButton variant="ghost" round aria-label={`Delete view ${view.name}`} onClick={() => setDeleting(view)}>
                  {cross}
                </IconButton>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Button ref={saveButton} variant="outline" onClick={() => setSaving(true)}>
        Save view
      </Button>
      {saving ? (
        <SaveViewDialog
          noun={list.noun}
          views={views}
          onSave={(name) => store([...views, { name, search: viewStateOf(list, search) }])}
          onClose={() => setSaving(false)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this view?"
        confirmLabel="Delete view"
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const index = deleting ? views.indexOf(deleting) : -1;
          if (deleting && store(views.filter((view) => view !== deleting))) {
            showSnackbar({ severity: 'success', message: `View “${deleting.name}” deleted.` });
            const neighbour = views[index + 1] ?? views[index - 1];
            const names = () => [...(group.current?.querySelectorAll<HTMLButtonElement>('.dl-view-name') ?? [])];
            handOff(null, () => names().find((button) => button.textContent === neighbour?.name) ?? saveButton.current);
          }
          setDeleting(null);
        }}
      >
        <p>
          “{deleting?.name}” will no longer be offered on this list. The {list.noun} themselves do not change.
        </p>
      </ConfirmDialog>
    </div>
  );
}
