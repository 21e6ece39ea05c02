/**
 * The server's numeric settings (docs/configuration.md), each a whole number in a range, read
 * through one parser: a value that is not one stops the start with a message naming the setting
 * (ADR 0101). Every numeric setting is listed here, and `checkNumericSettings` (the first thing
 * server/index.ts does) checks them all, so a setting read only later (at a sign-in, when a
 * process stops) is still refused before the server opens its database.
 */

type Env = Record<string, string | undefined>;

export interface WholeNumberRange {
  min: number;
  /** No bound above when omitted (beyond the numbers JavaScript counts exactly). */
  max?: number;
}

interface NumericSetting extends WholeNumberRange {
  /** The default, used when the setting is unset or empty; none for a setting that is off unless set. */
  fallback: number | undefined;
}

const port = { min: 1, max: 65535 };

/** Every numeric setting: its default and its range. Docs: docs/configuration.md (all but the tests' LOT_LANE_MONITOR_MS, in docs/testing.md). */
export const numericSettings = {
  PORT: { fallback: 3000, ...port },
  TOKEN_TTL_HOURS: { fallback: 12, min: 1, max: 8760 },
  IMAGE_URL_TTL_HOURS: { fallback: 12, min: 1, max: 168 },
  LOGIN_MAX_FAILURES: { fallback: 10, min: 1 },
  LOGIN_MAX_ACCOUNT_FAILURES: { fallback: 100, min: 1 },
  LOGIN_MAX_CLIENT_FAILURES: { fallback: 50, min: 1 },
  SMTP_PORT: { fallback: 587, ...port },
  API_LOG_MAX_AGE_DAYS: { fallback: 30, min: 1 },
  API_LOG_MAX_MIB: { fallback: 256, min: 1 },
  PUBLIC_REQUESTS_PER_MINUTE: { fallback: 300, min: 1 },
  PUBLIC_PDFS_PER_MINUTE: { fallback: 10, min: 1 },
  PDF_CACHE_MIB: { fallback: 64, min: 0 },
  EMAIL_MAX_PER_USER_HOUR: { fallback: 30, min: 1 },
  EMAIL_MAX_PER_SITE_DAY: { fallback: 200, min: 1 },
  DATABASE_POOL_SIZE: { fallback: 10, min: 1 },
  DATABASE_READ_POOL_SIZE: { fallback: 4, min: 1 },
  LIST_READ_TIMEOUT_SECONDS: { fallback: 15, min: 1 },
  SHUTDOWN_GRACE_SECONDS: { fallback: 15, min: 1 },
  LOT_LANE_MONITOR_MS: { fallback: undefined, min: 1 },
} as const satisfies Record<string, NumericSetting>;

export type NumericSettingName = keyof typeof numericSettings;

/** What a setting must be, in words: "a whole number above 0", "a whole number from 1 to 168". */
export function rangeInWords({ min, max }: WholeNumberRange): string {
  if (max !== undefined) return `a whole number from ${min} to ${max}`;
  return min === 1 ? 'a whole number above 0' : `a whole number, ${min} or more`;
}

/**
 * The one parser: `raw` as a whole number in `range` (digits only, spaces around ignored), or
 * undefined when it is unset or empty; anything else throws "NAME must be … , not "raw"".
 */
export function wholeNumberSetting(name: string, raw: string | undefined, range: WholeNumberRange): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < range.min || (range.max !== undefined && value > range.max)) {
    throw new Error(`${name} must be ${rangeInWords(range)}, not "${raw}"`);
  }
  return value;
}

type ValueOf<N extends NumericSettingName> = (typeof numericSettings)[N]['fallback'] extends number ? number : number | undefined;

/** Setting `name` from `env` (the process's by default), or its default; a value out of its range throws, naming it. */
export function numericSetting<N extends NumericSettingName>(name: N, env: Env = process.env, fallback?: number): ValueOf<N> {
  const setting: NumericSetting = numericSettings[name];
  return (wholeNumberSetting(name, env[name], setting) ?? fallback ?? setting.fallback) as ValueOf<N>;
}

/** Checks every numeric setting in `env`: one error naming each that is not valid, one a line. */
export function checkNumericSettings(env: Env = process.env): void {
  const problems: string[] = [];
  for (const name of Object.keys(numericSettings) as NumericSettingName[]) {
    try {
      numericSetting(name, env);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
