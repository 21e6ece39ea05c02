/**
 * Sign-in helpers of the end-to-end tests: the README's demo accounts and `signIn(page, who)`,
 * which signs in the way a person does, through the /login form, and waits for the dashboard.
 *
 * 'user' (user@example.com, a cloud user who is not a global admin) cannot sign in to the
 * console: the console refuses it with "Not Authorized". A plain-user session only exists
 * when one is stored by another client, so for 'user' the helper does exactly that: it signs
 * in through the API without the console's mobile-version header and stores the session as
 * the console would, then opens the dashboard. This lets tests see the 'user' role's screens.
 *
 * Also the suite's shared waits and test hooks: `test`, whose requests carry the test's own
 * scope so that the fault rules it adds (`addFault`) reach only its requests, and
 * `waitForController`, which waits until the service worker controls a page.
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The header that ties a request to the test that sent it (server/faults/test-faults.ts): a fault
 * rule added with it matches only requests that carry the same value. The suite's tests share
 * one server and run side by side, so an unscoped rule (500s on /v3/admin/config, say) would
 * also fail the requests of whichever test ran beside it.
 */
export const testScopeHeader = 'x-lot-test';

/**
 * Playwright's test with every request of the test scoped to it: its pages' (and their
 * fetches'), `request`'s and those of the contexts it opens. A retry or a repeat is a scope of
 * its own, so a rule left by an earlier try never reaches it. Tests that add fault rules use
 * this `test`.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, [testScopeHeader]: `${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}` });
  },
});

export type DemoUser = 'admin' | 'user' | 'inspector' | 'clerk';

export type DemoAccount = { mode: 'admin'; email: string; password: string } | { mode: 'auction'; site: string; username: string; password: string };

export const demoUsers: Record<DemoUser, DemoAccount> = {
  admin: { mode: 'admin', email: 'admin@example.com', password: 'admin-demo-2026' },
  user: { mode: 'admin', email: 'user@example.com', password: 'user-demo-2026' },
  inspector: { mode: 'auction', site: 'DAL', username: 'inspector', password: 'inspector-demo-2026' },
  clerk: { mode: 'auction', site: 'DAL', username: 'clerk', password: 'clerk-demo-2026' },
};

/** localStorage key of the stored user (src/auth/session.ts). */
const storedUserKey = 'lot-console.user';

const titles = { admin: 'Admin Sign in', auction: 'Auction Staff Sign In' } as const;

/**
 * Fills the sign-in form of the page (already on /login) for `account` and submits it,
 * switching the form's mode first if needed. Does not wait for the outcome.
 */
export async function submitSignIn(page: Page, account: DemoAccount, options: { remember?: boolean } = {}): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  if ((await heading.textContent()) !== titles[account.mode]) {
    await page.getByRole('link', { name: titles[account.mode] }).click();
    await expect(heading).toHaveText(titles[account.mode]);
  }
  if (account.mode === 'admin') {
    await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  } else {
    await page.getByRole('textbox', { name: 'Site Code' }).fill(account.site);
    await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  }
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  if (options.remember !== undefined) {
    // Clicked on its label, as a person does (the input itself is visually hidden).
    const remember = page.getByRole('checkbox', { name: 'Remember my Username' });
    if ((await remember.isChecked()) !== options.remember) await page.getByText('Remember my Username').click();
    if (options.remember) await expect(remember).toBeChecked();
    else await expect(remember).not.toBeChecked();
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in as a demo user and waits until the dashboard (/) is shown. */
export async function signIn(page: Page, who: DemoUser): Promise<void> {
  await page.goto('/login');
  if (who === 'user') {
    await storeCloudSession(page, demoUsers.user);
    await page.goto('/');
  } else {
    await submitSignIn(page, demoUsers[who]);
  }
  await page.waitForURL((url) => url.pathname === '/');
}

async function storeCloudSession(page: Page, account: DemoAccount): Promise<void> {
  if (account.mode !== 'admin') throw new Error('storeCloudSession needs a cloud account');
  const response = await page.request.post('/v3/authentication', { data: { username: account.email, password: account.password } });
  expect(response.status()).toBe(200);
  const reply = (await response.json()) as { access_token: string; cloudUser: Record<string, unknown> };
  await page.evaluate(([key, user]) => localStorage.setItem(key, JSON.stringify(user)), [
    storedUserKey,
    { ...reply.cloudUser, access_token: reply.access_token },
  ] as const);
}

/** The secret links (guids) of DAL vehicles, found as auction staff would: through the vehicles list. */
export async function dalLinks(request: APIRequestContext): Promise<string[]> {
  const account = demoUsers.inspector;
  if (account.mode !== 'auction') throw new Error('The inspector is an auction account');
  const signIn = await request.post('/v3/authentication_local', { data: { site: account.site, username: account.username, password: account.password } });
  expect(signIn.status()).toBe(200);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const list = await request.get('/v3/util/vehicles?site=DAL&per_page=300&filters[0]=guid|notnull|', { headers: { Authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { data: { guid: string }[] }).data.map((vehicle) => vehicle.guid);
}

export interface FaultRule {
  path: string;
  method?: string;
  failEvery?: number;
  status?: number;
  times?: number;
  dropAfterCommit?: number;
}

export interface FaultRuleState extends FaultRule {
  id: number;
  scope?: string;
  matched: number;
  injected: number;
  dropped: number;
  /** Scopes ('' for none) of requests on the rule's path that the rule's scope kept out (the first five). */
  otherScopes: string[];
}

/**
 * Adds a fault rule (server/faults/test-faults.ts) scoped to the calling test: `request` must be
 * the test's own (`request` or `page.request` of the `test` above), whose scope header the
 * server gives the rule. Its id.
 */
export async function addFault(request: APIRequestContext, rule: FaultRule): Promise<number> {
  const reply = await request.post('/__test/faults', { data: rule });
  expect(reply.status(), 'the server runs with LOT_TEST_FAULTS=1').toBe(201);
  const { rules } = (await reply.json()) as { rules: FaultRuleState[] };
  const added = rules.at(-1);
  if (!added) throw new Error('The fault rule was not added');
  expect(added.scope, 'a fault rule is scoped to its test: use the `test` of fixtures.ts').toBeTruthy();
  return added.id;
}

/** A fault rule's counters. */
export async function faultState(request: APIRequestContext, id: number): Promise<FaultRuleState> {
  const reply = await request.get('/__test/faults');
  expect(reply.status()).toBe(200);
  const rule = ((await reply.json()) as { rules: FaultRuleState[] }).rules.find((item) => item.id === id);
  if (!rule) throw new Error(`No fault rule ${id}`);
  return rule;
}

/**
 * The page's service worker, in words: "controlled by /sw.js (activated)" once it controls the
 * page; otherwise what there is (no registration, or each worker of the registration and its state).
 */
export async function serviceWorkerState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const controller = navigator.serviceWorker.controller;
    if (controller) return `controlled by ${new URL(controller.scriptURL).pathname} (${controller.state})`;
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'not controlled, no registration';
    const workers = (['installing', 'waiting', 'active'] as const).flatMap((role) => {
      const worker = registration[role];
      return worker ? [`${role} ${worker.state}`] : [];
    });
    return `not controlled, registration with ${workers.join(', ') || 'no worker'}`;
  });
}

/**
 * The option of the tests about the service worker, which serves the app and what the device kept
 * when there is no network: the suite's other tabs run without it (playwright.config.ts, ADR 0054).
 * `test.use(withServiceWorker)` at the top of a file whose every test is about it, else inside a
 * `test.describe('with the service worker', …)` around the test.
 */
export const withServiceWorker = { serviceWorkers: 'allow' } as const;

/**
 * Waits until the service worker is activated and controls the page: its requests reach the
 * worker, and the app opens offline. Fails with the worker's last state; in a test without
 * `withServiceWorker`, with "not controlled, no registration".
 */
export async function waitForController(page: Page): Promise<void> {
  await expect
    .poll(() => serviceWorkerState(page), { message: 'the service worker controls the page', timeout: 30_000 })
    .toBe('controlled by /sw.js (activated)');
}
