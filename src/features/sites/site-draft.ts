/**
 * The API Site Config form as pure functions: the draft (what the fields hold, as text),
 * what is wrong with it field by field, and the changed fields to send.
 * Blank optional fields clear the value (null); numbers are parsed here, so the server
 * receives the types it declares (docs/API.md, "Site management"). Each field is checked with
 * the contract's rule, which the server enforces with the same message.
 */
import type { SiteRecord } from '@/contract/admin-sites';
import { SiteWrite, type SiteChanges, type SiteWriteField } from '@/contract/site-write';
import { ruleProblem } from '@/contract/field-rules';
import { changedFields, isEmpty } from '@/lib/changed-fields';

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

export type SiteField = keyof SiteDraft & SiteWriteField;
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

/** What the API would receive for a typed text: numbers parsed (NaN when not written as one), blank optional fields null. */
function sentValue(field: SiteField, typed: string | boolean): unknown {
  if (typeof typed === 'boolean') return typed ? 1 : 0;
  const value = typed.trim();
  if (field === 'name' || field === 'timezone') return value;
  if (value === '') return null;
  if (field === 'cubed_company_id' || field === 'dbport') return /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (field === 'gps_lat' || field === 'gps_lng') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  return value;
}

/** Each field's problem, by the rules the server applies (the contract's SiteWrite) and with its message. */
export function siteProblems(draft: SiteDraft): SiteProblems {
  const problems: SiteProblems = {};
  for (const field of Object.keys(draft) as SiteField[]) {
    const problem = ruleProblem(SiteWrite[field], sentValue(field, draft[field]));
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The draft in the API's types. Call only without problems. */
function valuesOf(draft: SiteDraft): SiteChanges {
  const values: Record<string, unknown> = {};
  for (const field of Object.keys(draft) as SiteField[]) values[field] = sentValue(field, draft[field]);
  // Every field passed its rule (siteProblems), so each holds its field's type.
  return values as SiteChanges;
}

/** The changed fields to send, or null when nothing changed or something must be fixed first. */
export function siteChanges(site: SiteRecord, draft: SiteDraft): SiteChanges | null {
  if (!isEmpty(siteProblems(draft))) return null;
  const changes: SiteChanges = changedFields(valuesOf(draftOf(site)), valuesOf(draft));
  return isEmpty(changes) ? null : changes;
}
