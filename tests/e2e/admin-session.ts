/**
 * Helpers of the admin screens' end-to-end tests: open a screen as the seeded cloud admin with
 * a session obtained from the API (the sign-in form has its own tests), and ask the server
 * what a screen should show or what a write left behind.
 */
import { expect, type Page } from '@playwright/test';
import { demoUsers } from './fixtures';

interface CloudSignInReply {
  access_token: string;
  cloudUser: Record<string, unknown>;
}

/** Signs in as the admin through the API, stores the session as the console does, and opens `path`. Returns the token. */
export async function openAsAdmin(page: Page, path: string): Promise<string> {
  const account = demoUsers.admin;
  if (account.mode !== 'admin') throw new Error('admin is a cloud account');
  const response = await page.request.post('/v3/authentication', {
    data: { username: account.email, password: account.password },
    headers: { 'mobile-version': '-1' },
  });
  expect(response.status()).toBe(200);
  const reply = (await response.json()) as CloudSignInReply;
  const stored = JSON.stringify({ ...reply.cloudUser, access_token: reply.access_token });
  // Once per tab, so a reload keeps what the page itself stored.
  await page.context().addInitScript((user) => {
    if (sessionStorage.getItem('e2e-session-stored')) return;
    localStorage.setItem('lot-console.user', user);
    sessionStorage.setItem('e2e-session-stored', '1');
  }, stored);
  await page.goto(path);
  return reply.access_token;
}

/** A GET of the API with the token: its JSON body (unwrapped from `response` when it has one). */
export async function apiGet<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { response?: T } & T;
  return body.response !== undefined ? body.response : body;
}

/** The snackbar with this text (a status or an alert, by severity). */
export function snackbar(page: Page, text: string | RegExp) {
  return page.locator('[role=status], [role=alert]').filter({ hasText: text });
}
