/**
 * What a known configuration's value may be beyond its value_type (ADR 0113): a whole number in
 * a range, one of a few words, a web address, e-mail addresses or a build version. The type alone
 * let through values that broke what reads them (a `location_history_days` of 3,000,000 emptied
 * every public location page; "furlongs" for the odometer unit). The server refuses a value out of
 * its domain with this module's sentence, and the config editors show the same sentence before
 * anything is sent. A config not named here takes any value of its type.
 */
import { emailIssue } from './delivery';

export type ConfigDomain =
  | { kind: 'range'; min: number; max: number }
  | { kind: 'one of'; values: readonly string[] }
  | { kind: 'web address' }
  | { kind: 'e-mail addresses'; optional: boolean }
  | { kind: 'version' };

const range = (min: number, max: number): ConfigDomain => ({ kind: 'range', min, max });

export const configDomains: Readonly<Record<string, ConfigDomain>> = {
  // A photo over the server's 16 MiB body limit cannot arrive whatever this says.
  inspection_photo_max_mb: range(1, 16),
  inspection_max_damages: range(1, 200),
  // The API keeps at most 254 characters of a comment or note.
  inspection_comment_max_length: range(1, 254),
  badge_default_credit_limit: range(0, 10_000_000),
  gate_pass_expiry_days: range(1, 365),
  lane_monitor_poll_seconds: range(1, 300),
  photo_max_per_vehicle: range(1, 500),
  photo_thumbnail_width: range(64, 2048),
  location_history_days: range(1, 3650),
  location_min_accuracy_m: range(1, 10_000),
  report_logo_height: range(12, 144),
  flumbus_retry_limit: range(1, 100),
  flumbus_batch_size: range(1, 1000),
  // The sign-in token itself lasts at most 12 hours (TOKEN_TTL_HOURS): more would not be kept.
  session_timeout_minutes: range(5, 720),
  // zxcvbn scores from 0 to 4.
  password_min_score: range(0, 4),
  vehicle_archive_days: range(1, 3650),
  integration_valuation_source: { kind: 'one of', values: ['MMR', 'KBB', 'Black Book'] },
  odometer_default_uom: { kind: 'one of', values: ['mi', 'km'] },
  lane_monitor_public_url: { kind: 'web address' },
  cubed_report_url: { kind: 'web address' },
  report_email_from: { kind: 'e-mail addresses', optional: false },
  report_email_bcc: { kind: 'e-mail addresses', optional: true },
  mobile_min_version: { kind: 'version' },
};

const count = (n: number) => n.toLocaleString('en-US');

/** The domain's rule in words, as the editors show it under the value and the server refuses with it. */
export function configDomainRule(domain: ConfigDomain): string {
  switch (domain.kind) {
    case 'range':
      return `A whole number from ${count(domain.min)} to ${count(domain.max)}`;
    case 'one of':
      return `One of ${domain.values.join(', ')}`;
    case 'web address':
      return 'A web address starting with https:// or http://';
    case 'e-mail addresses':
      return `${domain.optional ? 'Empty, or e-mail' : 'E-mail'} addresses separated by commas (e.g. reports@example.com)`;
    case 'version':
      return 'A build version: year, month and build (e.g. 2026.6.0)';
  }
}

function webAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function fits(domain: ConfigDomain, value: string): boolean {
  switch (domain.kind) {
    case 'range': {
      const number = Number(value);
      return /^\d+$/.test(value) && number >= domain.min && number <= domain.max;
    }
    case 'one of':
      return domain.values.includes(value);
    case 'web address':
      return webAddress(value);
    case 'e-mail addresses': {
      if (value === '') return domain.optional;
      return value.split(',').every((address) => emailIssue(address) === null);
    }
    case 'version':
      return /^\d{4}\.(?:[1-9]|1[0-2])\.\d{1,4}$/.test(value);
  }
}

/** Why `value` (as stored for its type) is outside the domain of config `name`: the rule in words, or null when it fits or the config has no domain. */
export function configDomainProblem(name: string, value: string): string | null {
  const domain = configDomains[name];
  return domain && !fits(domain, value) ? configDomainRule(domain) : null;
}

/** The server's refusal of a value outside config `name`'s domain (`rule`: configDomainProblem's). */
export const configDomainRefusal = (name: string, rule: string): string => `Invalid value: ${name} takes ${rule.charAt(0).toLowerCase()}${rule.slice(1)}`;
