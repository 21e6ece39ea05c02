/**
 * Helpers of the administration screens' end-to-end tests (open a screen with `openAsAdmin`
 * from list-helpers): read what the server holds with the admin's token, catch what the page
 * sends, and find the snackbar.
 */
import { expect, type Page } from '@playwright/test';

/** A GET of the API with the token: its JSON body (unwrapped from `response` when it has one). */
export async function apiGet<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { response?: T } & T;
  return body.response !== undefined ? body.response : body;
}

/** The body of the next request the page sends with this method to a path matching `path`. */
export async function nextRequestBody(page: Page, method: string, path: RegExp): Promise<unknown> {
  const request = await page.waitForRequest((candidate) => candidate.method() === method && path.test(new URL(candidate.url()).pathname));
  return request.postDataJSON() as unknown;
}

/** The snackbar with this text (a status or an alert, by severity). */
export function snackbar(page: Page, text: string | RegExp) {
  return page.locator('[role=status], [role=alert]').filter({ hasText: text });
}
