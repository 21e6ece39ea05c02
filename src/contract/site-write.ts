/**
 * The rules of a site's writable fields (PUT /v3/admin/sites/{id}; docs/API.md, "Site
 * management"): the server validates with them and the API Site Config form checks what is typed
 * with them. Apart from the records (admin-sites.ts), which every signed-in page's route tree
 * holds.
 */
import * as v from 'valibot';
import { blankIsNull } from './field-rules';

/** Whether the runtime knows the IANA time zone (the browser's and the server's Intl). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A known time zone as the runtime names it (`america/new_york` is `America/New_York`): one spelling stored, whatever was typed. */
export const canonicalTimeZone = (zone: string): string => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;

/** An IPv4 address in dotted quads (each 0-255, no leading zeros), or an IPv6 address. */
export function isIpAddress(text: string): boolean {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) return text.split('.').every((part) => Number(part) <= 255 && (part === '0' || !part.startsWith('0')));
  if (!text.includes(':') || !/^[0-9a-fA-F:.]+$/.test(text)) return false;
  try {
    new URL(`http://[${text}]/`);
    return true;
  } catch {
    return false;
  }
}

/** A host name (letters, digits and hyphens in dot-separated labels of at most 63) or an IP address. */
export function isHostName(text: string): boolean {
  if (isIpAddress(text)) return true;
  if (/^[\d.]+$/.test(text)) return false;
  return text.split('.').every((label) => /^[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/.test(label));
}

/** The longest text each site field holds. */
export const SITE_TEXT_MAX = { name: 120, desc: 500, account_name: 120, timezone: 64, dbhost: 255, ip_primary: 64 } as const;

/** The ranges of the numeric site fields. */
export const SITE_NUMBER_RANGE = {
  cubed_company_id: { min: 1, max: 2_147_483_647 },
  dbport: { min: 1, max: 65535 },
  gps_lat: { min: -90, max: 90 },
  gps_lng: { min: -180, max: 180 },
} as const;

/** A trimmed text of at most `max`, with the form's message. */
const siteText = (label: string, max: number) => v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label}: at most ${max} characters`));
/** An optional trimmed text, null when blank; with `fits`, a non-empty one must pass it ("{label}: {shape}"). */
const optionalSiteText = (label: string, max: number, fits?: (text: string) => boolean, shape?: string) =>
  v.nullable(
    fits
      ? v.pipe(
          siteText(label, max),
          blankIsNull,
          v.check((text) => text === null || fits(text), `${label}: ${shape}`),
        )
      : v.pipe(siteText(label, max), blankIsNull),
  );

/** A number in its range, every failure with the one message the form shows for the field. */
function siteNumber(range: { min: number; max: number }, message: string, whole: boolean) {
  const number = v.pipe(v.number(message), v.minValue(range.min, message), v.maxValue(range.max, message));
  return v.nullable(whole ? v.pipe(number, v.integer(message)) : number);
}

const { dbport: port, gps_lat: lat, gps_lng: lng } = SITE_NUMBER_RANGE;

/**
 * The rules of the writable site fields, with the messages the API Site
 * Config form shows: the server validates PUT /v3/admin/sites/{id} with them and answers a
 * refusal with the same message; the form checks what is typed with them before it sends.
 * Blank optional fields are null. The code is the site's identity and is not among them.
 */
export const SiteWrite = {
  name: v.pipe(siteText('Name', SITE_TEXT_MAX.name), v.minLength(1, 'Name is required')),
  desc: optionalSiteText('Description', SITE_TEXT_MAX.desc),
  account_name: optionalSiteText('Account', SITE_TEXT_MAX.account_name),
  timezone: v.pipe(
    siteText('Time zone', SITE_TEXT_MAX.timezone),
    v.minLength(1, 'Time zone is required (e.g. America/Chicago)'),
    v.check(isTimeZone, (issue) => `'${String(issue.input).slice(0, SITE_TEXT_MAX.timezone)}' is not a known time zone (e.g. America/Chicago)`),
    v.transform(canonicalTimeZone),
  ),
  cubed_company_id: siteNumber(SITE_NUMBER_RANGE.cubed_company_id, 'Cubed company id: a positive whole number (digits only)', true),
  dbhost: optionalSiteText('Database host', SITE_TEXT_MAX.dbhost, isHostName, 'a host name (e.g. dal-sql01.premise.internal) or an IP address'),
  dbport: siteNumber(SITE_NUMBER_RANGE.dbport, `Database port: a whole number from ${port.min} to ${port.max}`, true),
  ip_primary: optionalSiteText('Primary IP', SITE_TEXT_MAX.ip_primary, isIpAddress, 'an IPv4 address (e.g. 10.21.4.15) or an IPv6 address'),
  gps_lat: siteNumber(lat, `Latitude: a number from ${lat.min} to ${lat.max} (e.g. 32.8998)`, false),
  gps_lng: siteNumber(lng, `Longitude: a number from ${lng.min} to ${lng.max} (e.g. -96.9094)`, false),
  public_photos_enabled: v.picklist([0, 1], 'Public photo links: 0 or 1'),
};
export type SiteWriteField = keyof typeof SiteWrite;

/** The fields PUT /v3/admin/sites/{id} writes: only the changed ones are sent. */
export type SiteChanges = { [K in SiteWriteField]?: v.InferOutput<(typeof SiteWrite)[K]> };
