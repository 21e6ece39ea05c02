/**
 * A site's own value of a global config (spec 01: "a site row can be created as a copy of a
 * global config"; POST /v3/admin/config): the global row without id and timestamps, with
 * type site, the chosen site's id and the value, which starts as the global one. Sites
 * that already have their own value are offered disabled (the server answers 409 too).
 */
import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showSnackbar } from '../../components/snackbar';
import type { ConfigRow } from '../../contract/admin-config';
import { useOnline } from '../../offline/connection';
import { createSiteCopy } from './api';
import { checkConfigValue, editableConfigValue, shownConfigValue } from './config-values';
import { ConfigValueField } from './config-value-field';
import { FormDialog } from './form-dialog';
import { configWriteInvalidates, siteChoicesOptions, siteCopiesOptions } from './queries';

export interface CopyConfigDialogProps {
  /** The global row to copy. */
  config: ConfigRow;
  /** The site chosen at first (the site button pressed), if any. */
  siteCode?: string;
  onClose: () => void;
}

export function CopyConfigDialog({ config, siteCode, onClose }: CopyConfigDialogProps) {
  const sites = useQuery(siteChoicesOptions());
  const copies = useQuery(siteCopiesOptions(config.name));
  const online = useOnline();
  const taken = new Set((copies.data ?? []).map((copy) => copy.type_id));
  const [chosen, setChosen] = useState<string>(siteCode ?? '');
  const [typed, setTyped] = useState(() => editableConfigValue(config.value_type, config.value));
  const site = sites.data?.find((candidate) => candidate.code === chosen && !taken.has(candidate.id));
  const checked = checkConfigValue(config.value_type, typed);
  const loadError = sites.error ?? copies.error;

  const create = useMutation({
    mutationFn: (copy: { siteId: number; value: string }) =>
      createSiteCopy({
        name: config.name,
        description: config.description ?? null,
        type: 'site',
        type_id: copy.siteId,
        value_type: config.value_type,
        value: copy.value,
      }),
    meta: { invalidates: configWriteInvalidates },
    onSuccess: (created) => {
      showSnackbar({ severity: 'success', message: `${created.site?.code ?? chosen} now has its own ${created.name}: ${shownConfigValue(created.value_type, created.value) || 'empty'}.` });
      onClose();
    },
  });

  return (
    <FormDialog
      title={`Site value of ${config.name}`}
      actionLabel="Create site value"
      canSubmit={site !== undefined && checked.ok && online && copies.isSuccess}
      pending={create.isPending}
      problem={create.error ? `Not saved: ${create.error.message}` : loadError ? `The sites could not be loaded: ${loadError.message}` : null}
      onSubmit={() => site && checked.ok && create.mutate({ siteId: site.id, value: checked.value })}
      onClose={onClose}
    >
      <Text>
        A site&apos;s own value replaces the global value ({shownConfigValue(config.value_type, config.value) || 'empty'}) at that site.
      </Text>
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Site</Field.Label>
          <NativeSelect.Root size="lg" disabled={!sites.data}>
            <NativeSelect.Field value={chosen} onChange={(event) => setChosen(event.target.value)} bg="bg">
              <option value="">{sites.isPending ? 'Loading sites…' : 'Choose a site'}</option>
              {(sites.data ?? []).map((candidate) => (
                <option key={candidate.id} value={candidate.code} disabled={taken.has(candidate.id)}>
                  {candidate.code}
                  {candidate.name ? ` · ${candidate.name}` : ''}
                  {taken.has(candidate.id) ? ' (has its own value)' : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {chosen !== '' && site === undefined && copies.isSuccess && sites.isSuccess ? (
            <Field.HelperText color="fg.error">{chosen} already has its own {config.name}: edit that one instead.</Field.HelperText>
          ) : null}
        </Field.Root>
        <ConfigValueField valueType={config.value_type} value={typed} onChange={setTyped} problem={checked.ok ? null : checked.message} label="Site value" />
      </Stack>
      {!online ? <Text color="fg.muted">Saving needs a connection to the server.</Text> : null}
    </FormDialog>
  );
}
