/**
 * The API Site Config form (PUT /v3/admin/sites/{id}): the site's writable fields, each
 * saying what is wrong with it; Save Changes only once something changed and nothing needs
 * fixing, sending the changed fields only. A refusal keeps everything typed and shows the
 * server's message. The code is the site's identity and is shown, not edited.
 */
import { useSubmitMutation } from '@/api/use-submit-mutation';
import { useState, type FormEvent } from 'react';
import { FormSaveFooter } from '@/components/form-save-footer';
import { showSnackbar } from '@/components/snackbar';
import { Checkbox } from '@/components/ui/checkbox';
import { Fieldset, TextField } from '@/components/ui/field';
import type { SiteRecord } from '@/contract/admin-sites';
import type { SiteChanges } from '@/contract/site-write';
import { useOnline } from '@/offline/connection';
import { updateSite } from './api';
import { siteWriteInvalidates } from './queries';
import { draftOf, siteChanges, siteProblems, type SiteDraft, type SiteField } from './site-draft';
import './sites.css';
import { simpleGrid } from '@/components/ui/simple-grid';

interface TextFieldSpec {
  field: Exclude<SiteField, 'public_photos_enabled'>;
  label: string;
  required?: boolean;
  numeric?: 'digits' | 'decimal';
  hint?: string;
  /** The id of a datalist whose values the browser offers as the user types: still free text, checked as any. */
  list?: string;
}

/**
 * The runtime's IANA zones, offered as the time zone is typed (none where the browser cannot list
 * them). Made once: the same element is no work for React when the form renders again.
 */
const timeZoneListId = 'site-time-zones';
const timeZoneList = (
  <datalist id={timeZoneListId}>
    {(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).map((zone) => (
      <option key={zone} value={zone} />
    ))}
  </datalist>
);

const generalFields: TextFieldSpec[] = [
  { field: 'name', label: 'Name', required: true },
  { field: 'account_name', label: 'Account' },
  { field: 'desc', label: 'Description' },
  {
    field: 'timezone',
    label: 'Time zone',
    required: true,
    hint: 'An IANA zone, e.g. America/Chicago: the site’s local days (Servnet) use it.',
    list: timeZoneListId,
  },
];

const platformFields: TextFieldSpec[] = [
  { field: 'cubed_company_id', label: 'Cubed company id', numeric: 'digits', hint: 'Unique: Flumbus pushes find the site by it.' },
  { field: 'ip_primary', label: 'Primary IP' },
  { field: 'dbhost', label: 'Database host' },
  { field: 'dbport', label: 'Database port', numeric: 'digits' },
  { field: 'gps_lat', label: 'Latitude', numeric: 'decimal' },
  { field: 'gps_lng', label: 'Longitude', numeric: 'decimal' },
];

export function SiteForm({ site }: { site: SiteRecord }) {
  const [draft, setDraft] = useState<SiteDraft>(() => draftOf(site));
  const online = useOnline();
  const problems = siteProblems(draft);
  const changes = siteChanges(site, draft);
  const set = (field: SiteField, value: string | boolean) => setDraft((current) => ({ ...current, [field]: value }));

  const save = useSubmitMutation({
    mutationFn: (toSend: SiteChanges) => updateSite(site.id, toSend),
    meta: { invalidates: siteWriteInvalidates },
    onSuccess: (saved) => showSnackbar({ severity: 'success', message: `Site ${saved.code} was saved.` }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (changes && online) save.mutate(changes);
  };

  const textField = ({ field, label, required, numeric, hint, list }: TextFieldSpec) => (
    <TextField
      key={field}
      list={list}
      label={label}
      required={required}
      value={draft[field]}
      onChange={(event) => set(field, event.target.value)}
      inputMode={numeric === 'digits' ? 'numeric' : numeric === 'decimal' ? 'decimal' : undefined}
      autoComplete="off"
      spellCheck={false}
      error={problems[field]}
      hint={hint}
    />
  );
  /** A legend that heads its section. */
  const heading = (text: string) => <span className="site-legend">{text}</span>;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Site ${site.code}`} className="site-parts">
      {/* The code's box as narrow as a code; its hint as wide as the form. */}
      <div className="site-code">
        <TextField label="Code" value={site.code} readOnly hint="The site’s identity in sign-ins and links: it cannot be changed." />
      </div>
      <Fieldset legend={heading('Site')}>
        <div className={`${simpleGrid} site-fields`}>{generalFields.map(textField)}</div>
        {timeZoneList}
        <Checkbox checked={draft.public_photos_enabled} onCheckedChange={(checked) => set('public_photos_enabled', checked)}>
          Public photo links
        </Checkbox>
      </Fieldset>
      <Fieldset legend={heading('On-premise server and location')}>
        <div className={`${simpleGrid} site-fields`}>{platformFields.map(textField)}</div>
      </Fieldset>
      <FormSaveFooter error={save.error} failed={save.isError} pending={save.isPending} hasChanges={Boolean(changes)} online={online} />
    </form>
  );
}
