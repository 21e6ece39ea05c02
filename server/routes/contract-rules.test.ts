/**
 * Every write rule the screens and the server share (ADR 0044) through the real API: each
 * rule is imported from src/contract, one value it refuses and one it accepts are derived from
 * the rule itself (its limit constants and messages), and the server must refuse the first with
 * the rule's own message and accept the second. A route that stopped using the contract's rule
 * (a copy with another limit or another message) fails here.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configValueRefusal, MAX_INTEGER_DIGITS, storedConfigValue } from '../../src/contract/admin-config.ts';
import { configDomainProblem, configDomainRefusal, configDomains } from '../../src/contract/config-domains.ts';
import { globalConfigs, siteConfigValues } from '../db/seed-data/configs.ts';
import { isTimeZone, SITE_NUMBER_RANGE, SITE_TEXT_MAX, SiteWrite } from '../../src/contract/site-write.ts';
import { AdminUserWrite, roleCombinationProblem } from '../../src/contract/admin-users.ts';
import { RegisterRequest } from '../../src/contract/auth.ts';
import { DealerOptionsDocument, dealerRepWrite, MAX_DEFAULT_ANNOUNCEMENTS, REP_TEXT_MAX } from '../../src/contract/dealer-detail.ts';
import { ruleProblem } from '../../src/contract/field-rules.ts';
import {
  maximumPasswordLength,
  minimumPasswordLength,
  passwordTooLongMessage,
  passwordTooShortMessage,
  passwordTooWeakMessage,
} from '../../src/contract/password-rules.ts';
import { SHOP_NAME_MAX, ShopCreate } from '../../src/contract/work-orders.ts';
import { refusal, startAdminApi, type ApiCalls } from '../test/calls.ts';
import type { TestServer } from '../test/http-server.ts';

let server: TestServer, calls: ApiCalls, admin: string, inspector: string, userPath: string;

beforeAll(async () => {
  ({ server, calls, admin, inspector } = await startAdminApi());
  userPath = `/v3/admin/users/${String(calls.scalar("SELECT id FROM users WHERE email = 'priya.natarajan@example.com'"))}`;
});
afterAll(() => server.close());

type Method = 'POST' | 'PUT';

/** The rule's own message for a value it refuses (and a check that it does refuse it). */
function refusedBy(schema: v.GenericSchema, value: unknown): string {
  const problem = ruleProblem(schema, value);
  if (problem === null) throw new Error(`The rule accepts ${JSON.stringify(value)}: not a refused value`);
  return problem;
}

/** The refused body gets `status` and `message`; the accepted one a 2xx. */
async function expectRule(method: Method, path: string, token: string, refused: unknown, message: string, accepted: unknown, status = 400) {
  expect(await refusal(await calls.send(method, path, token, refused)), JSON.stringify(refused).slice(0, 120)).toEqual([status, message]);
  const response = await calls.send(method, path, token, accepted);
  expect(response.status, `${JSON.stringify(accepted).slice(0, 120)}: ${await response.clone().text()}`).toBeGreaterThanOrEqual(200);
  expect(response.status).toBeLessThan(300);
}

describe('site rules (SiteWrite): PUT /v3/admin/sites/{id}', () => {
  const site = '/v3/admin/sites/3';

  it('a text longer than its limit, and one at the limit', async () => {
    const max = SITE_TEXT_MAX.name;
    await expectRule('PUT', site, admin, { name: 'N'.repeat(max + 1) }, refusedBy(SiteWrite.name, 'N'.repeat(max + 1)), { name: 'N'.repeat(max) });
  });

  it('a number past its range, and one at its end', async () => {
    const { max } = SITE_NUMBER_RANGE.dbport;
    await expectRule('PUT', site, admin, { dbport: max + 1 }, refusedBy(SiteWrite.dbport, max + 1), { dbport: max });
    const lat = SITE_NUMBER_RANGE.gps_lat;
    await expectRule('PUT', site, admin, { gps_lat: lat.min - 0.5 }, refusedBy(SiteWrite.gps_lat, lat.min - 0.5), { gps_lat: lat.min });
  });

  it('a time zone the runtime does not know, and one it knows', async () => {
    const unknown = 'Mars/Olympus_Mons';
    expect(isTimeZone(unknown)).toBe(false);
    await expectRule('PUT', site, admin, { timezone: unknown }, refusedBy(SiteWrite.timezone, unknown), { timezone: 'America/Chicago' });
  });

  it('a time zone typed in another case is stored as the runtime names it', async () => {
    expect((await calls.send('PUT', site, admin, { timezone: ' america/new_york ' })).status).toBe(200);
    expect(calls.scalar('SELECT timezone FROM sites WHERE id = 3')).toBe('America/New_York');
  });
});

describe('Cloud Users and My Profile (AdminUserWrite, roleCombinationProblem): PUT /v3/admin/users/{id}', () => {
  it('API settings that do not go together, and ones that do', async () => {
    const together = { premise_user: 0, is_cloud_user: 1, is_global_admin: 1 } as const;
    for (const apart of [
      { premise_user: 1, is_cloud_user: 1, is_global_admin: 0 },
      { premise_user: 0, is_cloud_user: 0, is_global_admin: 0 },
    ] as const) {
      const message = roleCombinationProblem(apart);
      expect(message).not.toBeNull();
      expect(roleCombinationProblem(together)).toBeNull();
      await expectRule('PUT', userPath, admin, apart, message ?? '', together);
    }
  });

  it('a blank name and an e-mail that is not one, and good ones', async () => {
    await expectRule('PUT', userPath, admin, { name: '  ' }, refusedBy(AdminUserWrite.name, '  '), { name: 'Priya N.' });
    await expectRule('PUT', userPath, admin, { email: 'priya@' }, refusedBy(AdminUserWrite.email, 'priya@'), { email: 'priya.n@example.com' });
  });
});

describe('password rules (src/contract/password-rules.ts)', () => {
  const strong = 'lot-lane-gate-42';

  it('PUT /v3/admin/users/{id}: a password one character short, and a strong one', async () => {
    await expectRule('PUT', userPath, admin, { password: strong.slice(0, minimumPasswordLength - 1) }, passwordTooShortMessage, { password: strong });
  });

  it('PUT /v3/admin/users/{id} and POST /v3/register: a password one character too long is refused at once, unscored; the longest is taken', async () => {
    // Scored whole, 10,000 characters held the server's only thread for minutes.
    const long = 'Zq9-'.padEnd(maximumPasswordLength, 'lot-lane-gate-');
    const started = Date.now();
    await expectRule('PUT', userPath, admin, { password: `${long}x` }, passwordTooLongMessage, { password: long });
    const body = { first_name: 'Rosa', last_name: 'Long', username: 'rosa.long@example.com' };
    await expectRule('POST', '/v3/register', admin, { ...body, password: 'x'.repeat(10_000) }, passwordTooLongMessage, { ...body, password: long }, 400);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('POST /v3/register: a long enough but guessable password, and a strong one', async () => {
    const body = { first_name: 'Rosa', last_name: 'Diaz', username: 'rosa.rules@example.com' };
    const weak = 'password'.padEnd(minimumPasswordLength, '1');
    await expectRule('POST', '/v3/register', admin, { ...body, password: weak }, passwordTooWeakMessage, { ...body, password: strong }, 400);
  });

  it('POST /v3/register: the registration form’s own fields (RegisterRequest)', async () => {
    const body = { first_name: ' ', last_name: 'Diaz', username: 'rosa.blank@example.com', password: strong };
    await expectRule('POST', '/v3/register', admin, body, refusedBy(RegisterRequest, body), { ...body, first_name: 'Rosa' });
  });
});

describe('config values (storedConfigValue): PUT /v3/admin/config/{id}', () => {
  it('an integer with one digit too many, and one with the most digits', async () => {
    const name = 'gate_pass_expiry_days';
    const id = Number(calls.scalar("SELECT id FROM configs WHERE type = 'global' AND name = ?", name));
    const tooLong = '9'.repeat(MAX_INTEGER_DIGITS + 1);
    const stored = storedConfigValue('integer', tooLong);
    expect(stored.ok).toBe(false);
    const message = stored.ok ? '' : configValueRefusal(name, 'integer', stored.fault);
    // The most digits, in the config's range once the leading zeros are dropped.
    await expectRule('PUT', `/v3/admin/config/${id}`, admin, { value: tooLong }, message, { value: `${'0'.repeat(MAX_INTEGER_DIGITS - 2)}30` });
  });
});

describe('config domains (configDomainProblem): PUT /v3/admin/config/{id}', () => {
  const id = (name: string) => Number(calls.scalar("SELECT id FROM configs WHERE type = 'global' AND name = ?", name));

  it('a value out of its config’s domain, and one in it', async () => {
    const refused = (name: string, value: string) => configDomainRefusal(name, configDomainProblem(name, value) ?? 'not refused');
    await expectRule('PUT', `/v3/admin/config/${id('location_history_days')}`, admin, { value: '3000000' }, refused('location_history_days', '3000000'), {
      value: '3650',
    });
    await expectRule('PUT', `/v3/admin/config/${id('odometer_default_uom')}`, admin, { value: 'furlongs' }, refused('odometer_default_uom', 'furlongs'), {
      value: 'km',
    });
    await expectRule(
      'PUT',
      `/v3/admin/config/${id('cubed_report_url')}`,
      admin,
      { value: 'javascript:alert(1)' },
      refused('cubed_report_url', 'javascript:alert(1)'),
      {
        value: 'https://cr.example.com/r',
      },
    );
    expect(refused('location_history_days', '3000000')).toBe('Invalid value: location_history_days takes a whole number from 1 to 3,650');
  });

  it('a site’s own copy is held to its global’s domain', async () => {
    const response = await calls.send('POST', '/v3/admin/config', admin, { name: 'report_email_bcc', type: 'site', type_id: 3, value: 'not an address; x' });
    expect(await refusal(response)).toEqual([400, configDomainRefusal('report_email_bcc', configDomainProblem('report_email_bcc', 'not an address; x') ?? '')]);
  });

  it('every seeded value is in its domain, and every domain names a seeded config', () => {
    const types = new Map(globalConfigs.map((config) => [config.name, config.value_type]));
    for (const config of globalConfigs) expect(configDomainProblem(config.name, config.value), config.name).toBeNull();
    for (const values of Object.values(siteConfigValues))
      for (const [name, value] of Object.entries(values)) expect(configDomainProblem(name, value), name).toBeNull();
    for (const name of Object.keys(configDomains)) expect(types.has(name), name).toBe(true);
  });
});

describe('dealer rules (DealerOptionsDocument, dealerRepWrite)', () => {
  const document = (announcements: number[], red: number = 0) => ({
    registration: { defaultLights: { red, green: 0, white: 0, blue: 0, yellow: 0 }, defaultAnnouncements: announcements },
  });

  it('PUT dealer_options/{id}: a light that is not 0 or 1 and a repeated announcement, and a good document', async () => {
    const id = Number(calls.scalar('SELECT o.id FROM dealer_options o JOIN dealers d USING (dealer_id) WHERE d.site_id = 1 ORDER BY o.id LIMIT 1'));
    const known = Number(calls.scalar("SELECT announcement_id FROM announcements WHERE announcement <> 'CUSTOM' ORDER BY announcement_id LIMIT 1"));
    const good = document([known], 1);
    expect(v.is(DealerOptionsDocument, good)).toBe(true);
    // The contract's message, named by the path in the document.
    for (const [bad, path] of [
      [document([known], 2), 'registration.defaultLights.red'],
      [document([known, known]), 'registration.defaultAnnouncements'],
    ] as const) {
      await expectRule(
        'PUT',
        `/v3/util/dealer_options/${id}`,
        inspector,
        { options: bad },
        `Invalid options.${path}: ${refusedBy(DealerOptionsDocument, bad)}`,
        {
          options: good,
        },
      );
    }
    const tooMany = document(Array.from({ length: MAX_DEFAULT_ANNOUNCEMENTS + 1 }, (_, index) => index + 1));
    expect((await calls.send('PUT', `/v3/util/dealer_options/${id}`, inspector, { options: tooMany })).status).toBe(400);
  });

  it('PUT dealer_reps/{id}: a name past its limit, and one at it', async () => {
    const id = Number(calls.scalar('SELECT r.id FROM dealer_reps r JOIN dealers d USING (dealer_id) WHERE d.site_id = 1 ORDER BY r.id LIMIT 1'));
    const long = 'R'.repeat(REP_TEXT_MAX.display_name + 1);
    await expectRule(
      'PUT',
      `/v3/util/dealer_reps/${id}`,
      inspector,
      { display_name: long },
      `Invalid display_name: ${refusedBy(dealerRepWrite.display_name, long)}`,
      {
        display_name: long.slice(1),
      },
    );
  });
});

describe('work-order settings (ShopCreate): POST wo_shops', () => {
  it('a shop name past its limit, and one at it', async () => {
    const long = 'S'.repeat(SHOP_NAME_MAX + 1);
    await expectRule('POST', '/v3/util/wo_shops', inspector, { name: long }, refusedBy(ShopCreate.entries.name, long), { name: long.slice(1) });
  });
});

describe('blank optional texts (blankIsNull)', () => {
  // Spaces, or a zero-width space, show nothing: stored as null, as the forms send them, not "".
  const blanks = ['   ', '\u200B '];

  it('are null in a site, a rep, a shop and a configuration row, as read back', async () => {
    const rep = Number(calls.scalar('SELECT r.id FROM dealer_reps r JOIN dealers d USING (dealer_id) WHERE d.site_id = 1 ORDER BY r.id LIMIT 1'));
    const config = Number(calls.scalar("SELECT id FROM configs WHERE type = 'global' AND name = 'gate_pass_expiry_days'"));
    for (const blank of blanks) {
      const writes: [Method, string, string, Record<string, unknown>, string][] = [
        ['PUT', '/v3/admin/sites/3', admin, { desc: blank, dbhost: blank, account_name: blank }, 'SELECT desc, dbhost, account_name FROM sites WHERE id = 3'],
        [
          'PUT',
          `/v3/util/dealer_reps/${rep}`,
          inspector,
          { name_first: blank, name_last: blank, auth_reason: blank },
          `SELECT name_first, name_last, auth_reason FROM dealer_reps WHERE id = ${rep}`,
        ],
        ['PUT', `/v3/admin/config/${config}`, admin, { description: blank }, `SELECT description FROM configs WHERE id = ${config}`],
      ];
      for (const [method, path, token, body, read] of writes) {
        const response = await calls.send(method, path, token, body);
        expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
        for (const [field, value] of Object.entries(calls.row(read))) expect(value, `${path} ${field} from ${JSON.stringify(blank)}`).toBeNull();
      }
      const shop = await calls.send('POST', '/v3/util/wo_shops', inspector, { name: `Blank ${blanks.indexOf(blank)}`, description: blank });
      expect(shop.status).toBe(201);
      expect(((await shop.json()) as { description: unknown }).description).toBeNull();
    }
  });
});
