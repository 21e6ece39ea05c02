/**
 * The numeric settings (ADR 0101): one parser for "a whole number in a range", one list of every
 * numeric setting, the same as docs/configuration.md documents, and the server as `npm start`
 * runs it (its bundle, as a process) refusing to start on a value that cannot work, naming the
 * setting, before it opens its database. A setting read only at a sign-in (TOKEN_TTL_HOURS) or
 * when the throttle counts (LOGIN_MAX_FAILURES) used to start and then fail, or turn off.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { defaultMailQuota } from '../delivery/quota.ts';
import { defaultApiLogRetention } from '../http/api-log.ts';
import { freePort } from './free-port.ts';
import { projectRoot } from './run-paths.ts';
import { checkNumericSettings, numericSetting, numericSettings, rangeInWords, wholeNumberSetting, type NumericSettingName } from './settings.ts';

/** The rows of docs/configuration.md's table of environment variables whose default is a number: each setting and its default. */
function documentedNumericSettings(): { name: string; fallback: number; row: string }[] {
  const docs = readFileSync(resolve(projectRoot, 'docs/configuration.md'), 'utf8');
  const table = docs.slice(docs.indexOf('## Environment variables'), docs.indexOf('\n## ', docs.indexOf('## Environment variables') + 1));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((row) => {
      const [names = '', defaults = ''] = row.split('|').slice(1, 3);
      const numbers = [...defaults.matchAll(/^\s*`(\d+)`|,\s*`(\d+)`/g)].map((match) => Number(match[1] ?? match[2]));
      if (numbers.length === 0) return [];
      return [...names.matchAll(/`([A-Z0-9_]+)`/g)].map((match, i) => ({ name: match[1]!, fallback: numbers[i] ?? numbers[0]!, row }));
    });
}

const documented = documentedNumericSettings();
const registered = Object.keys(numericSettings) as NumericSettingName[];
/** Documented in docs/testing.md, not configuration.md: only the end-to-end tests set it. */
const testsOnly: NumericSettingName[] = ['LOT_LANE_MONITOR_MS'];

/** A value past each end of a setting's range. */
const outOfRange = (name: NumericSettingName): string[] => {
  const { min, max } = numericSettings[name] as { min: number; max?: number };
  return [String(min - 1), ...(max !== undefined ? [String(max + 1)] : [])];
};

describe('wholeNumberSetting', () => {
  it('reads digits (spaces around them ignored), and nothing as unset', () => {
    expect(wholeNumberSetting('N', '12', { min: 1 })).toBe(12);
    expect(wholeNumberSetting('N', ' 7 ', { min: 1, max: 10 })).toBe(7);
    expect(wholeNumberSetting('N', '0', { min: 0 })).toBe(0);
    expect(wholeNumberSetting('N', undefined, { min: 1 })).toBeUndefined();
    expect(wholeNumberSetting('N', '', { min: 1 })).toBeUndefined();
  });

  it.each([
    ['abc', { min: 1 }, 'N must be a whole number above 0, not "abc"'],
    ['1.5', { min: 1 }, 'N must be a whole number above 0, not "1.5"'],
    ['1e3', { min: 1 }, 'N must be a whole number above 0, not "1e3"'],
    ['-3', { min: 0 }, 'N must be a whole number, 0 or more, not "-3"'],
    ['0', { min: 1 }, 'N must be a whole number above 0, not "0"'],
    ['500', { min: 1, max: 168 }, 'N must be a whole number from 1 to 168, not "500"'],
    ['99999999999999999999', { min: 1 }, 'N must be a whole number above 0, not "99999999999999999999"'],
  ])('refuses "%s" with a message naming the setting', (raw, range, message) => {
    expect(() => wholeNumberSetting('N', raw, range)).toThrow(message);
  });
});

describe('the numeric settings', () => {
  it('are the ones docs/configuration.md documents, with its defaults', () => {
    expect(documented.map((one) => one.name).sort()).toEqual(registered.filter((name) => !testsOnly.includes(name)).sort());
    for (const { name, fallback } of documented) expect([name, numericSettings[name as NumericSettingName].fallback]).toEqual([name, fallback]);
    // The defaults the app falls back on when a test makes it without them.
    expect(numericSettings.API_LOG_MAX_AGE_DAYS.fallback).toBe(defaultApiLogRetention.maxAgeDays);
    expect(numericSettings.API_LOG_MAX_MIB.fallback * 1024 * 1024).toBe(defaultApiLogRetention.maxBytes);
    expect(numericSettings.EMAIL_MAX_PER_USER_HOUR.fallback).toBe(defaultMailQuota.perUserPerHour);
    expect(numericSettings.EMAIL_MAX_PER_SITE_DAY.fallback).toBe(defaultMailQuota.perSitePerDay);
  });

  it('have their bounds in the docs: an upper one as "at most N" or a port, 0 where it is allowed', () => {
    for (const { name, row } of documented) {
      const { min, max } = numericSettings[name as NumericSettingName] as { min: number; max?: number };
      if (max === 65535) expect(row, name).toMatch(/port/);
      else if (max !== undefined) expect(row, name).toContain(`at most ${max}`);
      if (min === 0) expect(row, name).toMatch(/`0`/);
    }
  });

  it('are each refused past either end of the range, by name', () => {
    for (const name of registered) {
      const { min, max } = numericSettings[name] as { min: number; max?: number };
      expect(() => checkNumericSettings({ [name]: String(min) }), name).not.toThrow();
      if (max !== undefined) expect(() => checkNumericSettings({ [name]: String(max) }), name).not.toThrow();
      for (const value of outOfRange(name)) {
        expect(() => checkNumericSettings({ [name]: value }), name).toThrow(`${name} must be ${rangeInWords(numericSettings[name])}, not "${value}"`);
      }
    }
  });

  it('give the default when unset, the value when valid, and name every one that is not', () => {
    expect(numericSetting('IMAGE_URL_TTL_HOURS', {})).toBe(12);
    expect(numericSetting('IMAGE_URL_TTL_HOURS', { IMAGE_URL_TTL_HOURS: '168' })).toBe(168);
    expect(numericSetting('SMTP_PORT', {}, 465)).toBe(465);
    expect(numericSetting('LOT_LANE_MONITOR_MS', {})).toBeUndefined();
    expect(() => checkNumericSettings({})).not.toThrow();
    expect(() => checkNumericSettings({ TOKEN_TTL_HOURS: 'abc', IMAGE_URL_TTL_HOURS: '500', PORT: '8080' })).toThrow(
      'TOKEN_TTL_HOURS must be a whole number from 1 to 8760, not "abc"\nIMAGE_URL_TTL_HOURS must be a whole number from 1 to 168, not "500"',
    );
  });
});

describe('the server as npm start runs it', () => {
  const folder = mkdtempSync(join(tmpdir(), 'lot-settings-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** Starts the bundle with one setting changed (every other numeric one unset) on a database file not made yet: its exit code and output. */
  async function start(name: string, value: string): Promise<{ code: number | null; output: string; databaseMade: boolean }> {
    const databaseFile = join(mkdtempSync(join(folder, 'start-')), 'db.sqlite');
    const unset = Object.fromEntries(registered.map((one) => [one, '']));
    const child = spawn(process.execPath, [inject('serverBundle')], {
      cwd: projectRoot,
      env: { ...process.env, ...unset, HOST: '127.0.0.1', PORT: String(await freePort()), DATABASE_URL: '', DATABASE_FILE: databaseFile, [name]: value },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A server that starts anyway is stopped once it has said so; the test then fails on its code.
    child.stdout.on('data', () => output.includes('Lot Console is running at') && child.kill('SIGKILL'));
    const code = await new Promise<number | null>((done) => child.once('exit', (exitCode) => done(exitCode)));
    return { code, output, databaseMade: existsSync(databaseFile) };
  }

  // Every documented one with a value that is no number; and numbers out of range, which a
  // process refuses as checkNumericSettings does (above, for every setting).
  const cases = [...documented.map(({ name }) => [name, 'abc'] as const), ['IMAGE_URL_TTL_HOURS', '500'] as const, ['TOKEN_TTL_HOURS', '0'] as const];

  it('refuses to start on each documented numeric setting that is not a whole number in its range, naming it', async () => {
    const refused: string[] = [];
    // Four at a time: each is a Node process that loads the bundle and stops.
    for (let i = 0; i < cases.length; i += 4) {
      const outcomes = await Promise.all(cases.slice(i, i + 4).map(([name, value]) => start(name, value)));
      outcomes.forEach(({ code, output, databaseMade }, j) => {
        const [name, value] = cases[i + j]!;
        const range = rangeInWords(numericSettings[name as NumericSettingName]);
        const said = output.includes(`${name} must be ${range}, not "${value}"`);
        if (code === 0 || code === null || !said || databaseMade) {
          refused.push(
            `${name}=${value}: exit ${code}, ${said ? 'named' : 'not named'}, database ${databaseMade ? 'made' : 'not made'}\n${output.slice(0, 400)}`,
          );
        }
      });
    }
    expect(refused).toEqual([]);
  });
});
