/**
 * Edit a dealer's rep (PUT dealer_reps/{id}): name, first
 * and last name, Auth (Y/N) and its reason; AA# and Cubed ID shown, not edited. What is typed
 * is checked with the server's own rules as it is typed; a refusal from the server is shown
 * in the dialog and everything typed stays. Save sends only the changed fields.
 */
import { useSubmitMutation } from '@/api/use-submit-mutation';
import { useState } from 'react';
import { notSavedText } from '@/api/failure-text';
import { FormDialog } from '@/components/form-dialog';
import { showSnackbar } from '@/components/snackbar';
import { TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { DealerRep, DealerRepField } from '@/contract/dealer-detail';
import { useOnline } from '@/offline/connection';
import { updateDealerRep } from './api';
import { listKey } from '@/components/data-list/list-read';
import { repChanges, repDraft, repFields, repProblems, type RepDraft } from './rep-form';
import { repList } from './rep-list';
import './dealer-page.css';
import { Text } from '@/components/ui/text';

interface EditRepDialogProps {
  rep: DealerRep;
  siteCode: string | null;
  onClose: () => void;
}

export function EditRepDialog({ rep, siteCode, onClose }: EditRepDialogProps) {
  const [draft, setDraft] = useState<RepDraft>(() => repDraft(rep));
  const online = useOnline();
  const problems = repProblems(draft);
  const changes = repChanges(rep, draft);
  const changed = Object.keys(changes).length > 0;
  const save = useSubmitMutation({
    mutationFn: () => updateDealerRep(siteCode, rep.id, changes),
    meta: { invalidates: [listKey(repList, { site: siteCode, dealerId: rep.dealer_id })] },
    onSuccess: (saved) => {
      showSnackbar({ severity: 'success', message: `Rep ${saved.display_name ?? saved.id} saved.` });
      onClose();
    },
  });
  const set = (field: DealerRepField, value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const name = rep.display_name || `rep ${rep.id}`;
  return (
    <FormDialog
      title={`Edit ${name}`}
      actionLabel="Save"
      canSubmit={changed && Object.keys(problems).length === 0 && online}
      pending={save.isPending}
      problem={save.error ? notSavedText(save.error) : null}
      onSubmit={() => save.mutate()}
      onClose={onClose}
    >
      <Text tone="muted" size="sm">
        AA# {rep.auction_access ?? 'none'} · Cubed ID {rep.cubed_id ?? 'none'}
      </Text>
      {repFields.map(({ field, label }) =>
        field === 'auth_flag' ? (
          <Select
            key={field}
            label={label}
            required
            size="lg"
            value={draft.auth_flag}
            onChange={(event) => set('auth_flag', event.target.value)}
            error={problems[field]}
          >
            {draft.auth_flag === 'Y' || draft.auth_flag === 'N' ? null : <option value={draft.auth_flag}>{draft.auth_flag || 'None'}</option>}
            <option value="Y">Y (authorised)</option>
            <option value="N">N (not authorised)</option>
          </Select>
        ) : (
          <TextField
            key={field}
            label={label}
            required={field === 'display_name'}
            size="lg"
            value={draft[field]}
            onChange={(event) => set(field, event.target.value)}
            autoComplete="off"
            error={problems[field]}
          />
        ),
      )}
      {!online ? <Text tone="muted">Saving needs a connection to the server.</Text> : null}
    </FormDialog>
  );
}
