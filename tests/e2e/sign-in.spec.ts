import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signIn, submitSignIn } from './fixtures';

/** The snackbar of an error or warning (role alert; info and success are role status). */
const snackbar = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('alert');

async function storedUser(page: Page): Promise<{ premise_user: number; is_global_admin: number } | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('lot-console.user');
    return raw === null ? null : (JSON.parse(raw) as { premise_user: number; is_global_admin: number });
  });
}

test.describe('demo sign-ins', () => {
  test('the cloud admin signs in with the admin form and lands on the dashboard', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Admin Sign in' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Lot Console' }).first()).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ is_global_admin: 1, premise_user: 0 });
  });

  for (const who of ['inspector', 'clerk'] as const) {
    test(`${who} signs in at site DAL and lands on the dashboard`, async ({ page }) => {
      await signIn(page, who);
      await expect(page.getByRole('img', { name: 'Lot Console' }).first()).toBeVisible();
      expect(await storedUser(page)).toMatchObject({ premise_user: 1 });
    });
  }

  test('a cloud user who is not an admin gets "Not Authorized" and stays on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, demoUsers.user);
    await expect(snackbar(page)).toHaveText('Not Authorized');
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect(page.getByRole('heading', { name: 'Admin Sign in' })).toBeVisible();
    expect(await storedUser(page)).toBeNull();
  });
});

test('a wrong password shows the server’s message at the top centre, which hides itself after 6 s', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, { ...demoUsers.clerk, password: 'not-the-password' });
  const message = snackbar(page);
  await expect(message).toHaveText('Invalid username or password');
  expect(new URL(page.url()).pathname).toBe('/login');

  const box = await message.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout');
  expect(box.y).toBeLessThan(80);
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);

  await page.mouse.move(0, viewport.height - 1); // not hovering: a hovered snackbar stays
  await expect(message).toBeHidden({ timeout: 9_000 });
});

test('the failed sign-in’s message goes when the next page opens: the dashboard after the right password', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, { ...demoUsers.clerk, password: 'not-the-password' });
  await expect(snackbar(page)).toHaveText('Invalid username or password');
  // The pointer rests on the message, which keeps it from hiding itself: only the new page ends it.
  await snackbar(page).hover();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(demoUsers.clerk.password);
  await password.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('img', { name: 'Lot Console' }).first()).toBeVisible();
  await expect(snackbar(page)).toHaveCount(0);
});

test('the remembered username and site code are prefilled after the session ends', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, demoUsers.clerk, { remember: true });
  await page.waitForURL((url) => url.pathname === '/');

  // End the session as a sign-out does: the stored user, install info and premise config go.
  await page.evaluate(() => {
    for (const key of ['lot-console.user', 'lot-console.install_info', 'lot-console.premise_config']) localStorage.removeItem(key);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Auction Staff Sign In' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Site Code' })).toHaveValue('DAL');
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('clerk');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Remember my Username' })).toBeChecked();

  // Signing in again with the box unticked forgets them.
  await submitSignIn(page, demoUsers.clerk, { remember: false });
  await page.waitForURL((url) => url.pathname === '/');
  await page.evaluate(() => localStorage.removeItem('lot-console.user'));
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Site Code' })).toHaveValue('');
});

test('the environment selector is offered in Development and its choice persists', async ({ page }) => {
  // The tests run on 127.0.0.1, a host no environment claims: Development.
  await page.goto('/login');
  const select = page.getByRole('combobox', { name: 'Environment' });
  await expect(select.locator('option')).toHaveText(['Production', 'QA', 'Test', 'Development']);
  await expect(select.locator('option:checked')).toHaveText('Development');

  await select.selectOption({ label: 'QA' });
  await expect(select.locator('option:checked')).toHaveText('QA');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Environment' }).locator('option:checked')).toHaveText('QA');

  await page.getByRole('combobox', { name: 'Environment' }).selectOption({ label: 'Development' });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Environment' }).locator('option:checked')).toHaveText('Development');
});

test('the "user" helper stores a plain cloud user session, as another client would', async ({ page }) => {
  await signIn(page, 'user');
  expect(await storedUser(page)).toMatchObject({ is_global_admin: 0, premise_user: 0 });
});

test('a signed-out visitor opening /vehicles signs in and returns to /vehicles', async ({ page }) => {
  await page.goto('/vehicles');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/vehicles');
  await submitSignIn(page, demoUsers.clerk);
  await page.waitForURL((url) => url.pathname === '/vehicles');
});

test('a signed-in user opening /login is sent to the dashboard', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/login');
  await page.waitForURL((url) => url.pathname === '/');
});

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 820, height: 1180 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width}x${viewport.height} the sign-in card fits and every control is at least 44 px tall`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    for (const mode of ['Auction Staff Sign In', 'Admin Sign in']) {
      if ((await page.getByRole('heading', { level: 1 }).textContent()) !== mode) await page.getByRole('link', { name: mode }).click();
      await expect(page.getByRole('heading', { name: mode })).toBeVisible();
      const controls = page.locator('main').locator('input:not([type=checkbox]), select, button, a, label:has(input[type=checkbox])');
      expect(await controls.count()).toBeGreaterThan(4);
      for (const control of await controls.all()) {
        const box = await control.boundingBox();
        expect(box?.height, await control.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
      }
      const card = await page.locator('main > *').first().boundingBox();
      if (!card) throw new Error('no card');
      expect(card.x).toBeGreaterThanOrEqual(0);
      expect(card.x + card.width).toBeLessThanOrEqual(viewport.width);
    }
  });
}
