/**
 * Save view's dialog (saved-views-bar.tsx): names the list's current state. Drawn with Chakra and
 * opened on demand, it is an island of the plain list (ADR 0046).
 */
import { useState } from 'react';
import type { SavedView } from '@/lib/saved-view-store';
import { FormDialog } from '@/components/form-dialog';
import { showSnackbar } from '@/components/snackbar';
import { TextField } from '@/components/ui/field';
import { MAX_VIEW_NAME, viewNameProblem } from './saved-view-rules';

export interface SaveViewDialogProps {
  noun: string;
  views: readonly SavedView[];
  /** False when the device refused to store it. */
  onSave: (name: string) => boolean;
  onClose: () => void;
}

export function SaveViewDialog({ noun, views, onSave, onClose }: SaveViewDialogProps) {
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
      <p className="lc-dialog-text">The {noun} list’s current filters, sort and page size, under a name, on this device until you sign out.</p>
      <TextField
        label="Name"
        required
        size="lg"
        value={name}
        maxLength={MAX_VIEW_NAME + 20}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        error={tried ? problem : null}
      />
    </FormDialog>
  );
}
