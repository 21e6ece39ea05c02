/**
 * The API Site Config form as pure functions: the draft (what the fields hold, as text),
 * what is wrong with it field by field, and the changed fields to send (spec 01, point 5).
 * Blank optional fields clear the value (null); numbers are parsed here, so the server
 * receives the types it declares (docs/API.md, "Site management"). The server checks again.
 */
import type { SiteChanges, SiteRecord } from '../../contract/admin-sites';
import { changedFields, isEmpty } from '../../lib/changed-fields';

export interface SiteDraft {
  name: string;
  desc: string;
  account_name: string;
  timezone: string;
  cubed_company_id: string;
  dbhost: string;
  dbport: string;
  ip_primary: string;
  gps_lat: string;
  gps_lng: string;
  public_photos_enabled: boolean;
}

export type SiteField = keyof SiteDraft;
export type SiteProblems = Partial<Record<SiteField, string>>;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function draftOf(site: SiteRecord): SiteDraft {
  return {
    name: site.name,
    desc: text(site.desc),
    account_name: text(site.account_name),
    timezone: text(site.timezone),
    cubed_company_id: text(site.cubed_company_id),
    dbhost: text(site.dbhost),
    dbport: text(site.dbport),
    ip_primary: text(site.ip_primary),
    gps_lat: text(site.gps_lat),
    gps_lng: text(site.gps_lng),
    public_photos_enabled: site.public_photos_enabled === 1,
  };
}

/** Whether the browser knows the IANA time zone (the server's check is the same). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const maxLengths: Partial<Record<SiteField, number>> = { name: 120, desc: 500, account_name: 120, timezone: 64, dbhost: 255, ip_primary: 64 };
const labels: Record<SiteField, string> = {
  name: 'Name',
  desc: 'Description',
  account_name: 'Account',
  timezone: 'Time zone',
  cubed_company_id: 'Cubed company id',
  dbhost: 'Database host',
  dbport: 'Database port',
  ip_primary: 'Primary IP',
  gps_lat: 'Latitude',
  gps_lng: 'Longitude',
  public_photos_enabled: 'Public photo links',
};

function decimalIn(textValue: string, min: number, max: number): boolean {
  if (!/^-?\d+(\.\d+)?$/.test(textValue)) return false;
  const value = Number(textValue);
  return value >= min && value <= max;
}

export function siteProblems(draft: SiteDraft): SiteProblems {
  const problems: SiteProblems = {};
  for (const [field, max] of Object.entries(maxLengths) as [SiteField, number][]) {
    const value = String(draft[field]).trim();
    if (value.length > max) problems[field] = `${labels[field]}: at most ${max} characters`;
  }
  if (draft.name.trim() === '') problems.name = 'Name is required';
  const zone = draft.timezone.trim();
  if (zone === '') problems.timezone = 'Time zone is required (e.g. America/Chicago)';
  else if (!problems.timezone && !isTimeZone(zone)) problems.timezone = `'${zone}' is not a known time zone (e.g. America/Chicago)`;
  const company = draft.cubed_company_id.trim();
  if (company !== '' && !(/^\d{1,10}$/.test(company) && Number(company) >= 1 && Number(company) <= 2_147_483_647)) {
    problems.cubed_company_id = 'Cubed company id: a positive whole number (digits only)';
  }
  const port = draft.dbport.trim();
  if (port !== '' && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535)) problems.dbport = 'Database port: a whole number from 1 to 65535';
  if (draft.gps_lat.trim() !== '' && !decimalIn(draft.gps_lat.trim(), -90, 90)) problems.gps_lat = 'Latitude: a number from -90 to 90 (e.g. 32.8998)';
  if (draft.gps_lng.trim() !== '' && !decimalIn(draft.gps_lng.trim(), -180, 180)) problems.gps_lng = 'Longitude: a number from -180 to 180 (e.g. -96.9094)';
  return problems;
}

/** The draft in the API's types (blank optional texts and numbers are null). Call only without problems. */
function valuesOf(draft: SiteDraft) {
  const optionalText = (value: string) => (value.trim() === '' ? null : value.trim());
  const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
  return {
    name: draft.name.trim(),
    desc: optionalText(draft.desc),
    account_name: optionalText(draft.account_name),
    timezone: draft.timezone.trim(),
    cubed_company_id: optionalNumber(draft.cubed_company_id),
    dbhost: optionalText(draft.dbhost),
    dbport: optionalNumber(draft.dbport),
    ip_primary: optionalText(draft.ip_primary),
    gps_lat: optionalNumber(draft.gps_lat),
    gps_lng: optionalNumber(draft.gps_lng),
    public_photos_enabled: (draft.public_photos_enabled ? 1 : 0) as 0 | 1,
  };
}

/** The changed fields to send, or null when nothing changed or something must be fixed first. */
export function siteChanges(site: SiteRecord, draft: SiteDraft): SiteChanges | null {
  if (!isEmpty(siteProblems(draft))) return null;
  const changes: SiteChanges = changedFields(valuesOf(draftOf(site)), valuesOf(draft));
  return isEmpty(changes) ? null : changes;
}
