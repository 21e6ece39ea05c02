/**
 * A site's own value of a global config (the rule: "a site row can be created as a copy of a
 * global config"; POST /v3/admin/config): the global row without id and timestamps, with
 * type site, the site's id and the value, which starts as the global one. Opened from a
 * global row (the site is chosen; sites that already have their own value are offered
 * disabled) or from a site's view (the global is chosen among those the site does not
 * override yet). The server refuses a second copy with 409, shown as any refusal.
 */
import { notSavedText } from '@/api/failure-text';
import { useQuery } from '@tanstack/react-query';
import { useSubmitMutation } from '@/api/use-submit-mutation';
import { useState, type ReactNode } from 'react';
import { showSnackbar } from '@/components/snackbar';
import { Select } from '@/components/ui/select';
import type { ConfigRow } from '@/contract/admin-config';
import { useOnline } from '@/offline/connection';
import { createSiteCopy } from './api';
import { checkConfigValue, editableConfigValue, shownConfigValue } from './config-values';
import { ConfigValueField } from './config-value-field';
import { FormDialog } from '@/components/form-dialog';
import { allConfigsOptions, configWriteInvalidates, siteCopiesOptions } from './queries';
import { siteChoicesOptions } from '@/api/site-choices';
import './config.css';

/** Either the global to copy (the site is chosen) or the site (the global is chosen). */
export type CopyConfigDialogProps = ({ config: ConfigRow; siteCode?: undefined } | { config?: undefined; siteCode: string }) & { onClose: () => void };

function Choice({
  label,
  hint,
  value,
  onChange,
  placeholder,
  disabled,
  children,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Select label={label} hint={hint} size="lg" disabled={disabled} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{placeholder}</option>
      {children}
    </Select>
  );
}

export function CopyConfigDialog({ config: fixedConfig, siteCode: fixedSite, onClose }: CopyConfigDialogProps) {
  const sites = useQuery(siteChoicesOptions());
  const all = useQuery({ ...allConfigsOptions(), enabled: fixedConfig === undefined });
  const [chosenSite, setChosenSite] = useState(fixedSite ?? '');
  const [chosenName, setChosenName] = useState('');
  const online = useOnline();

  // The sites that have their own value of the fixed config (from a global row).
  const copies = useQuery({ ...siteCopiesOptions(fixedConfig?.name ?? ''), enabled: fixedConfig !== undefined });
  const taken = new Set((copies.data ?? []).map((copy) => copy.type_id));
  // The globals the fixed site does not override yet (from a site's view).
  const overridden = new Set((all.data?.data ?? []).filter((row) => row.type === 'site' && row.site?.code === fixedSite).map((row) => row.name));
  const globals = (all.data?.data ?? []).filter((row) => row.type === 'global' && !overridden.has(row.name));

  const global = fixedConfig ?? globals.find((row) => row.name === chosenName);
  const site = sites.data?.find((candidate) => candidate.code === chosenSite && !taken.has(candidate.id));

  // The value starts as the chosen global's, again whenever another global is chosen.
  const [typed, setTyped] = useState(() => (global ? editableConfigValue(global.value_type, global.value) : ''));
  const [valueOf, setValueOf] = useState(global?.name);
  if (global && valueOf !== global.name) {
    setValueOf(global.name);
    setTyped(editableConfigValue(global.value_type, global.value));
  }
  const checked = global ? checkConfigValue(global.name, global.value_type, typed) : null;
  const ready = fixedConfig ? copies.isSuccess : all.isSuccess;
  const loadError = sites.error ?? copies.error ?? all.error;

  const create = useSubmitMutation({
    mutationFn: (copy: { global: ConfigRow; siteId: number; value: string }) =>
      createSiteCopy({
        name: copy.global.name,
        description: copy.global.description ?? null,
        type: 'site',
        type_id: copy.siteId,
        value_type: copy.global.value_type,
        value: copy.value,
      }),
    meta: { invalidates: configWriteInvalidates },
    onSuccess: (created) => {
      showSnackbar({
        severity: 'success',
        message: `${created.site?.code ?? chosenSite} now has its own ${created.name}: ${shownConfigValue(created.value_type, created.value) || 'empty'}.`,
      });
      onClose();
    },
  });

  return (
    <FormDialog
      title={fixedConfig ? `Site value of ${fixedConfig.name}` : `New ${fixedSite} value`}
      actionLabel="Create site value"
      canSubmit={global !== undefined && site !== undefined && checked?.ok === true && online && ready}
      pending={create.isPending}
      problem={create.error ? notSavedText(create.error) : loadError ? `The choices could not be loaded: ${loadError.message}` : null}
      onSubmit={() => global && site && checked?.ok && create.mutate({ global, siteId: site.id, value: checked.value })}
      onClose={onClose}
    >
      <p className="lc-dialog-text">
        A site&apos;s own value replaces the global value at that site
        {global ? ` (${global.name}: ${shownConfigValue(global.value_type, global.value) || 'empty'})` : ''}.
      </p>
      <div className="lc-dialog-stack">
        {fixedConfig ? (
          <Choice
            label="Site"
            value={chosenSite}
            onChange={setChosenSite}
            placeholder={sites.isPending ? 'Loading sites…' : 'Choose a site'}
            disabled={!sites.data}
          >
            {(sites.data ?? []).map((candidate) => (
              <option key={candidate.id} value={candidate.code} disabled={taken.has(candidate.id)}>
                {candidate.code}
                {candidate.name ? ` · ${candidate.name}` : ''}
                {taken.has(candidate.id) ? ' (has its own value)' : ''}
              </option>
            ))}
          </Choice>
        ) : (
          <Choice
            label="Config"
            hint={`The global configs ${fixedSite} does not have its own value of yet.`}
            value={chosenName}
            onChange={setChosenName}
            placeholder={all.isPending ? 'Loading configs…' : 'Choose a global config'}
            disabled={!all.data}
          >
            {globals.map((row) => (
              <option key={row.id} value={row.name}>
                {row.name}
              </option>
            ))}
          </Choice>
        )}
        {global && checked ? (
          <ConfigValueField
            name={global.name}
            valueType={global.value_type}
            value={typed}
            onChange={setTyped}
            problem={checked.ok ? null : checked.message}
            label="Site value"
          />
        ) : null}
      </div>
      {!online ? <p className="lc-dialog-text config-muted">Saving needs a connection to the server.</p> : null}
    </FormDialog>
  );
}
