/**
 * Helpers of the list screens' end-to-end tests: open a screen as an auction user or the
 * cloud admin with a session obtained from the API (the sign-in form has its own tests), ask the server what
 * a list should show, and read the table the way a person does.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { demoUsers } from './fixtures';

export type AuctionUser = 'inspector' | 'clerk';

interface LocalSignInReply {
  access_token: string;
  cloudUser: Record<string, unknown>;
  install_info: unknown;
  config: unknown;
}

/** Signs in through the API, stores the session as the console does, and opens `path`. Returns the token. */
export async function openAs(page: Page, who: AuctionUser, path: string): Promise<string> {
  const account = demoUsers[who];
  if (account.mode !== 'auction') throw new Error(`${who} is not an auction user`);
  const response = await page.request.post('/v3/authentication_local', {
    data: { site: account.site, username: account.username, password: account.password },
  });
  expect(response.status()).toBe(200);
  const reply = (await response.json()) as LocalSignInReply;
  await storeSessionAndOpen(page, path, [
    ['lot-console.user', JSON.stringify({ ...reply.cloudUser, access_token: reply.access_token })],
    ['lot-console.install_info', JSON.stringify(reply.install_info)],
    ['lot-console.premise_config', JSON.stringify(reply.config)],
  ]);
  return reply.access_token;
}

/** Signs in as the cloud admin through the API (as the console does, mobile-version -1), stores the session and opens `path`. Returns the token. */
export async function openAsAdmin(page: Page, path: string): Promise<string> {
  const account = demoUsers.admin;
  if (account.mode !== 'admin') throw new Error('admin is a cloud account');
  const response = await page.request.post('/v3/authentication', {
    data: { username: account.email, password: account.password },
    headers: { 'mobile-version': '-1' },
  });
  expect(response.status()).toBe(200);
  const reply = (await response.json()) as { access_token: string; cloudUser: Record<string, unknown> };
  await storeSessionAndOpen(page, path, [['lot-console.user', JSON.stringify({ ...reply.cloudUser, access_token: reply.access_token })]]);
  return reply.access_token;
}

/** Stores the session's entries as the console does, once per tab (so a reload keeps what the page itself stored), and opens `path`. */
async function storeSessionAndOpen(page: Page, path: string, entries: [string, string][]): Promise<void> {
  await page.context().addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-session-stored')) return;
    for (const [key, value] of stored) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e-session-stored', '1');
  }, entries);
  await page.goto(path);
}

export interface ServerPage<TRow> {
  data: TRow[];
  total: number;
}

/** A generic list call with the user's token: what the screen should show. */
export async function serverList<TRow>(page: Page, token: string, name: string, query: string): Promise<ServerPage<TRow>> {
  const response = await page.request.get(`/v3/util/${name}?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ServerPage<TRow>;
}

export function table(page: Page, name: string): Locator {
  return page.getByRole('table', { name, exact: true });
}

/** The body rows of a table (its first row is the header row). */
export function bodyRows(list: Locator): Locator {
  return list.locator('tbody tr');
}

/** The texts of one column, by its header's position. */
export async function columnTexts(list: Locator, header: string): Promise<string[]> {
  const headers = await list.locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return (await list.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts()).map((text) => text.trim());
}

/** Waits until the table shows rows (not a loading or empty message) and none of them are a previous page's. */
export async function settled(list: Locator): Promise<void> {
  await expect(list.locator('tbody tr').first()).toBeVisible();
  await expect(list.locator('tbody[aria-busy=true]')).toHaveCount(0);
  await expect(list.locator('tbody tr td[colspan]')).toHaveCount(0);
}

/** The search params of the page's URL as an object, for exact comparisons. */
export function searchOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/**
 * Waits until the device's persisted query cache (src/lib/query-persistence.ts, written at
 * most once a second) holds `text`: a query key (`["vehicle",42]`) or a value only that query holds, which an offline reload then reads.
 */
export async function waitForPersisted(page: Page, text: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((wanted) => {
        for (let index = 0; index < localStorage.length; index += 1) {
          const key = localStorage.key(index);
          if (key?.startsWith('lot-console.query-cache.') && localStorage.getItem(key)?.includes(wanted)) return true;
        }
        return false;
      }, text),
    )
    .toBe(true);
}
