/**
 * Helpers of the administration screens' end-to-end tests: open a screen as the seeded
 * cloud admin with a session obtained from the API (the sign-in form has its own tests),
 * and read or change what the server holds with the admin's token.
 */
import { expect, type Page } from '@playwright/test';
import { demoUsers } from './fixtures';

interface SignInReply {
  access_token: string;
  cloudUser: Record<string, unknown>;
}

/** Signs in as the admin through the API, stores the session as the console does, and opens `path`. Returns the token. */
export async function openAsAdmin(page: Page, path: string): Promise<string> {
  const account = demoUsers.admin;
  if (account.mode !== 'admin') throw new Error('the admin signs in with an e-mail address');
  const response = await page.request.post('/v3/authentication', {
    data: { username: account.email, password: account.password },
    headers: { 'mobile-version': '-1' },
  });
  expect(response.status()).toBe(200);
  const reply = (await response.json()) as SignInReply;
  // Once per tab, so a reload keeps what the page itself stored.
  await page.context().addInitScript((user) => {
    if (sessionStorage.getItem('e2e-session-stored')) return;
    localStorage.setItem('lot-console.user', user);
    sessionStorage.setItem('e2e-session-stored', '1');
  }, JSON.stringify({ ...reply.cloudUser, access_token: reply.access_token }));
  await page.goto(path);
  return reply.access_token;
}

/** GET with the admin's token; the parsed JSON body. */
export async function apiGet<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The body of the next request the page sends with this method to a path matching `path`. */
export async function nextRequestBody(page: Page, method: string, path: RegExp): Promise<unknown> {
  const request = await page.waitForRequest((candidate) => candidate.method() === method && path.test(new URL(candidate.url()).pathname));
  return request.postDataJSON() as unknown;
}
