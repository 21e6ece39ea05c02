/**
 * Saved views, on every list (issue 17; ADR 0038): the user's named filters, sort and page
 * size of this list, each a button that reopens it (pressed while the list shows it) with
 * its Delete button, and Save view, which names the current state. Kept on this device for
 * the signed-in user only (lib/saved-views.ts); the rules are in saved-view-rules.ts.
 */
import { Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSession } from '../../auth/session';
import { readSavedViews, writeSavedViews, type SavedView } from '../../lib/saved-views';
import { ConfirmDialog } from '../confirm-dialog';
import { FormDialog } from '../form-dialog';
import { showSnackbar } from '../snackbar';
import type { FilterDefs, ListDefinition, ListSearch, ListSearchInput } from './list-definition';
import { currentView, MAX_VIEW_NAME, readViewState, viewNameProblem, viewStateOf } from './saved-view-rules';

export interface SavedViewsProps<TFilters extends FilterDefs, TSort extends string> {
  list: ListDefinition<TFilters, TSort>;
  search: ListSearch<TFilters, TSort>;
  onSearchChange: (next: ListSearchInput<TFilters>) => void;
}

const cross = (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export function SavedViews<TFilters extends FilterDefs, TSort extends string>({ list, search, onSearchChange }: SavedViewsProps<TFilters, TSort>) {
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
    <Flex role="group" aria-label="Saved views" align="center" gap="2" wrap="wrap">
      {views.length > 0 ? (
        <Flex as="ul" aria-label={`Saved views of ${list.noun}`} listStyleType="none" wrap="wrap" gap="2" m="0" p="0">
          {views.map((view) => {
            const pressed = view === shown;
            return (
              <Flex
                as="li"
                key={view.name}
                align="center"
                borderRadius="full"
                borderWidth="1px"
                borderColor={pressed ? 'brand.solid' : 'border'}
                bg={pressed ? 'brand.subtle' : 'bg'}
              >
                <Button
                  variant="ghost"
                  borderRadius="full"
                  minH="44px"
                  ps="4"
                  pe="2"
                  color={pressed ? 'brand.fg' : undefined}
                  fontWeight={pressed ? 'semibold' : 'normal'}
                  aria-pressed={pressed}
                  onClick={() => onSearchChange(readViewState(list, view.search) as ListSearchInput<TFilters>)}
                >
                  {view.name}
                </Button>
                <Button
                  variant="ghost"
                  borderRadius="full"
                  minW="44px"
                  minH="44px"
                  px="0"
                  aria-label={`Delete view ${view.name}`}
                  onClick={() => setDeleting(view)}
                >
                  {cross}
                </Button>
              </Flex>
            );
          })}
        </Flex>
      ) : null}
      <Button variant="outline" minH="44px" onClick={() => setSaving(true)}>
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
          if (deleting && store(views.filter((view) => view !== deleting))) showSnackbar({ severity: 'success', message: `View “${deleting.name}” deleted.` });
          setDeleting(null);
        }}
      >
        <Text>
          “{deleting?.name}” will no longer be offered on this list. The {list.noun} themselves do not change.
        </Text>
      </ConfirmDialog>
    </Flex>
  );
}

interface SaveViewDialogProps {
  noun: string;
  views: readonly SavedView[];
  /** False when the device refused to store it. */
  onSave: (name: string) => boolean;
  onClose: () => void;
}

function SaveViewDialog({ noun, views, onSave, onClose }: SaveViewDialogProps) {
  const [name, setName] = useState('');
  // The name's problem shows once Save was tried, then follows the typing.
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const problem = viewNameProblem(name.trim(), views);
  return (
    <FormDialog
      title="Save view"
      actionLabel="Save view"
      canSubmit
      pending={false}
      problem={refused}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (problem) return;
        if (!onSave(name.trim())) {
          setRefused('This device has no room left to keep the view. Delete a view, or free some storage, and try again.');
          return;
        }
        showSnackbar({ severity: 'success', message: `View “${name.trim()}” saved.` });
        onClose();
      }}
    >
      <Text>The {noun} list’s current filters, sort and page size, under a name, on this device.</Text>
      <Field.Root invalid={tried && problem !== null} required>
        <Field.Label>Name</Field.Label>
        <Input size="lg" value={name} maxLength={MAX_VIEW_NAME + 20} autoComplete="off" onChange={(event) => setName(event.target.value)} />
        {tried && problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      </Field.Root>
    </FormDialog>
  );
}
