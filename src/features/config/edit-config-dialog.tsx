/**
 * Edit one config's value (PUT /v3/admin/config/{id} {value}): the editor of its type, the
 * global value beside a site's own, Save only once the value is valid and different.
 */
import { notSavedText } from '@/api/failure-text';
import { useSubmitMutation } from '@/api/use-submit-mutation';
import { useState } from 'react';
import { showSnackbar } from '@/components/snackbar';
import type { ConfigRow } from '@/contract/admin-config';
import { useOnline } from '@/offline/connection';
import { updateConfigValue } from './api';
import { scopeText } from './config-scope';
import { changedConfigValue, checkConfigValue, editableConfigValue, shownConfigValue } from './config-values';
import { ConfigValueField } from './config-value-field';
import { FormDialog } from '@/components/form-dialog';
import { configWriteInvalidates } from './queries';
import './config.css';

export function EditConfigDialog({ config, onClose }: { config: ConfigRow; onClose: () => void }) {
  const [typed, setTyped] = useState(() => editableConfigValue(config.value_type, config.value));
  const online = useOnline();
  const checked = checkConfigValue(config.name, config.value_type, typed);
  const toSend = changedConfigValue(config.name, config.value_type, config.value, typed);
  const save = useSubmitMutation({
    mutationFn: (value: string) => updateConfigValue(config.id, value),
    meta: { invalidates: configWriteInvalidates },
    onSuccess: (saved) => {
      showSnackbar({
        severity: 'success',
        message: `${saved.name} (${scopeText(config)}) is now ${shownConfigValue(saved.value_type, saved.value) || 'empty'}.`,
      });
      onClose();
    },
  });
  return (
    <FormDialog
      title={`Edit ${config.name}`}
      actionLabel="Save"
      canSubmit={toSend !== null && online}
      pending={save.isPending}
      problem={save.error ? notSavedText(save.error) : null}
      onSubmit={() => toSend !== null && save.mutate(toSend)}
      onClose={onClose}
    >
      <div className="config-about">
        {config.description ? <p className="lc-dialog-text">{config.description}</p> : null}
        <p className="lc-dialog-text config-muted">
          {scopeText(config)}
          {config.type === 'site' && config.global_config
            ? ` · Global value: ${shownConfigValue(config.value_type, config.global_config.value) || '(empty)'}`
            : ''}
        </p>
      </div>
      <ConfigValueField name={config.name} valueType={config.value_type} value={typed} onChange={setTyped} problem={checked.ok ? null : checked.message} />
      {!online ? <p className="lc-dialog-text config-muted">Saving needs a connection to the server.</p> : null}
    </FormDialog>
  );
}
