/**
 * The signed-in shell against the real server: the menu of each role, the guards, the
 * session across a reload and after logout, the portrait-tablet drawer, and My Profile.
 * Most tests store a session obtained from the API (fast); one signs in through the form.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expectNoViolationsWithin } from './axe-within';
import { demoUsers, signIn } from './fixtures';

type Who = 'admin' | 'inspector' | 'clerk';

interface SignInReply {
  access_token: string;
  cloudUser: Record<string, unknown>;
  install_info?: unknown;
  config?: unknown;
}

async function signInReply(request: APIRequestContext, who: Who): Promise<SignInReply> {
  const account = demoUsers[who];
  const response =
    account.mode === 'admin'
      ? await request.post('/v3/authentication', { data: { username: account.email, password: account.password }, headers: { 'mobile-version': '-1' } })
      : await request.post('/v3/authentication_local', { data: { site: account.site, username: account.username, password: account.password } });
  expect(response.status()).toBe(200);
  return (await response.json()) as SignInReply;
}

/**
 * Stores the session as the console does, before the first page of the tab loads (once per
 * tab, so a later sign-out is not undone by the next navigation).
 */
async function storeSession(context: BrowserContext, reply: SignInReply): Promise<void> {
  const entries: [string, string][] = [['lot-console.user', JSON.stringify({ ...reply.cloudUser, access_token: reply.access_token })]];
  if (reply.install_info !== undefined) entries.push(['lot-console.install_info', JSON.stringify(reply.install_info)]);
  if (reply.config !== undefined) entries.push(['lot-console.premise_config', JSON.stringify(reply.config)]);
  await context.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-session-stored')) return;
    for (const [key, value] of stored) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e-session-stored', '1');
  }, entries);
}

async function openAs(page: Page, who: Who, path = '/'): Promise<SignInReply> {
  const reply = await signInReply(page.request, who);
  await storeSession(page.context(), reply);
  await page.goto(path);
  return reply;
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('at 1024 px the side menu is permanent and the top bar has no menu button, also once a screen drawn with Chakra has brought its code', async ({
  page,
}) => {
  const inlined: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/index-[\w-]+\.css$/.test(request.url())) inlined.push(request.url());
  });
  await openAs(page, 'admin', '/users');
  await expect(mainMenu(page).getByRole('link', { name: 'Users' })).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'API Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  // The page carries the entry's stylesheet inline: no chunk fetches it again over the shell's.
  expect(inlined).toEqual([]);
});

test.describe('the menu of each role', () => {
  test('the inspector (administration security) sees the auction entries with Integrations and Admin Settings', async ({ page }) => {
    await openAs(page, 'inspector');
    const menu = mainMenu(page);
    for (const label of ['Dashboard', 'Vehicles', 'Dealers', 'Open Gate Passes', 'Carmax Status', 'All settings', 'Work Orders', 'Logout']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'API Dashboard' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Carmax Status' }).click();
    await expect(page).toHaveURL(/\/auction\/integration\/carmax$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Carmax Status' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Carmax Status' })).toHaveAttribute('aria-current', 'page');
  });

  test('the clerk (no securities) sees Vehicles, Dealers and Open Gate Passes only', async ({ page }) => {
    await openAs(page, 'clerk');
    const menu = mainMenu(page);
    for (const label of ['Vehicles', 'Dealers', 'Open Gate Passes']) await expect(menu.getByRole('link', { name: label })).toBeVisible();
    for (const label of ['Carmax Status', 'All settings', 'Work Orders', 'API Dashboard']) {
      await expect(menu.getByRole('link', { name: label })).toHaveCount(0);
    }
  });

  test('the admin sees the administration entries and the environment in the drawer header', async ({ page }) => {
    await openAs(page, 'admin');
    const menu = mainMenu(page);
    const labels = [
      'API Dashboard',
      'Flumbus',
      'API',
      'Badge',
      'Spincar',
      'Valuation History',
      'AA Validation',
      'ServNet Report',
      'Mobile Builds',
      'API Config (new)',
      'Site Management',
      'Cloud Users',
    ];
    for (const label of labels) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Vehicles' })).toHaveCount(0);
    await expect(page.getByRole('complementary').getByText('Development', { exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Site Management' }).click();
    await expect(page.getByRole('banner').getByText('Site Management')).toBeVisible();
    await expect(page).toHaveTitle('Site Management · Lot Console');
  });
});

test.describe('the guards', () => {
  /** The API reads the page sends (the shell's own, such as /v3/me, aside): a page someone is sent away from reads nothing of its own. */
  const screenReads = (page: Page) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/v3/') && pathname !== '/v3/me') reads.push(pathname);
    });
    return reads;
  };

  test('auction staff opening an admin page land on /access/admin, and the admin’s read is never sent', async ({ page }) => {
    const reads = screenReads(page);
    await openAs(page, 'clerk', '/apilogs');
    await expect(page).toHaveURL(/\/access\/admin$/);
    await expect(page.getByRole('heading', { name: 'This page is restricted to Administrators' })).toBeVisible();
    expect(reads.filter((path) => path.startsWith('/v3/admin/'))).toEqual([]);
  });

  test('an admin opening an auction page lands on /access/auction, and the list’s read is never sent', async ({ page }) => {
    const reads = screenReads(page);
    await openAs(page, 'admin', '/vehicles');
    await expect(page).toHaveURL(/\/access\/auction$/);
    await expect(page.getByRole('heading', { name: 'This page is restricted to Auction Staff' })).toBeVisible();
    expect(reads.filter((path) => path.startsWith('/v3/util/vehicles'))).toEqual([]);
  });

  test('a URL no route matches says the page does not exist and links to the dashboard', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('This page does not exist.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  });

  test('so does one under a signed-in page (an old bookmark), drawn in the shell', async ({ page }) => {
    await openAs(page, 'inspector', '/vehicles');
    for (const path of ['/vehicles/3/no-such-page', '/dealers/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('button', { name: 'MB Marcus Bell', exact: true })).toBeVisible();
      await expectNoViolationsWithin(page, 'body');
    }
  });
});

/** What the page area shows offline for a screen whose code is not on the tablet: a heading, the notice, and no axe violation. */
async function expectScreenNotLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'This screen could not be loaded' })).toBeVisible();
  await expect(page.getByText('No connection: this screen opens when the connection returns (it has not been saved on this device).')).toBeVisible();
  await expectNoViolationsWithin(page, 'main');
}

test.describe('a screen that cannot be shown', () => {
  // This tab has no service worker (the suite's default), as a tablet before its first visit has
  // installed one: a screen whose code it has not fetched yet cannot be had offline (ADR 0063).
  test('offline, a screen whose code has not reached the tablet says so inside the shell and opens when the connection returns', async ({ page }) => {
    await openAs(page, 'clerk', '/vehicles');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
    await page.context().setOffline(true);
    await mainMenu(page).getByRole('link', { name: 'Dealers' }).click();

    // Not TanStack's reload into the browser's offline page: the shell stays, and says what is missing.
    await expectScreenNotLoaded(page);
    await expect(mainMenu(page).getByRole('link', { name: 'Vehicles' })).toBeVisible();

    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Dealers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This screen could not be loaded' })).toHaveCount(0);
  });

  test('offline before the Chakra system has arrived, a screen drawn with it says the same, and opens when the connection returns', async ({ page }) => {
    // The vehicles list is drawn without Chakra, which it loads after its first paint: that load is what the network loses here.
    const chakraSystem = /\/assets\/chakra-system-[^/]+\.js$/;
    await page.route(chakraSystem, (route) => route.abort('internetdisconnected'));
    await openAs(page, 'clerk', '/vehicles');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
    await page.context().setOffline(true);
    await page.unroute(chakraSystem);
    await mainMenu(page).getByRole('link', { name: 'Dealers' }).click();

    // Not "Loading…" for good: the page area says what is missing.
    await expectScreenNotLoaded(page);
    await expect(page.getByText('Loading…')).toHaveCount(0);

    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Dealers' })).toBeVisible();
  });
});

test.describe('the top bar offline before the Chakra system has arrived', () => {
  // A tablet on its first visit (no service worker yet) that loses the network in the seconds
  // after the vehicles list's first paint: the list, the temporary drawer and the profile menu are
  // the kit's, drawn without Chakra (ADR 0080), and open all the same.
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });
  // Chakra's parts and its system: neither has reached the tablet.
  const chakraCode = /\/assets\/chakra(-system)?-[^/]+\.(js|css)$/;

  async function openOfflineWithoutChakra(page: Page): Promise<void> {
    await page.route(chakraCode, (route) => route.abort('internetdisconnected'));
    await openAs(page, 'inspector', '/vehicles');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
    await page.context().setOffline(true);
    await page.unroute(chakraCode);
  }

  test('the menu drawer opens offline all the same: the kit draws it without Chakra', async ({ page }) => {
    await openOfflineWithoutChakra(page);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByText(/the menu opens when the connection returns/)).toHaveCount(0);
    await expectNoViolationsWithin(page, '[role="dialog"]');
    const close = drawer.getByRole('button', { name: 'Close menu' });
    const box = await close.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await close.tap();
    await expect(drawer).toHaveCount(0);
  });

  test('the profile menu opens offline all the same, by touch and by keys: the kit draws it without Chakra', async ({ page }) => {
    await openOfflineWithoutChakra(page);
    const profile = page.getByRole('button', { name: 'MB Marcus Bell', exact: true });
    await profile.tap();
    const menu = page.getByRole('menu', { name: 'MB Marcus Bell' });
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await expectNoViolationsWithin(page, '[role="menu"]');
    for (const item of await menu.getByRole('menuitem').all()) expect((await item.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    // A tap elsewhere closes it.
    await page.getByRole('heading', { level: 1, name: 'Vehicles' }).tap();
    await expect(menu).toHaveCount(0);

    // By keys: ↓ opens it on the first item, ↑ ↓ move, Escape closes it and the focus is back on the button.
    await profile.focus();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(profile).toBeFocused();
  });
});

test('the session survives a reload, and logout ends it on the server too', async ({ page }) => {
  await signIn(page, 'inspector'); // through the sign-in form, as a person does
  await expect(mainMenu(page).getByRole('link', { name: 'Vehicles' })).toBeVisible();
  await page.reload();
  await expect(mainMenu(page).getByRole('link', { name: 'Vehicles' })).toBeVisible();

  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('lot-console.user') ?? '{}') as { access_token?: string }).access_token);
  expect(token).toBeTruthy();
  const me = () => page.request.get('/v3/me', { headers: { Authorization: `Bearer ${token}` } });
  expect((await me()).status()).toBe(200);

  await mainMenu(page).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('lot-console.user'))).toBeNull();
  expect((await me()).status()).toBe(401);

  await page.goto('/vehicles');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fvehicles$/);
});

test('logout from the profile menu', async ({ page }) => {
  await openAs(page, 'admin');
  await page.getByRole('button', { name: 'Avery Admin' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('lot-console.user'))).toBeNull();
});

test.describe('a tablet in portrait', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('the menu is a temporary drawer, opened from the top bar and closed by a choice', async ({ page }) => {
    await openAs(page, 'inspector');
    await expect(page.getByRole('img', { name: 'Lot Console' })).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    const box = await open.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await open.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Dealers' }).click();
    await expect(page).toHaveURL(/\/dealers$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Dealers' })).toBeVisible();
  });
});

test.describe('My Profile', () => {
  /** A fresh admin of this test's own (registered, then promoted), so renaming touches no shared account. */
  async function freshAdmin(request: APIRequestContext): Promise<SignInReply> {
    const username = `profile-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const password = 'Lantern quarry mosaic 58';
    const registered = await request.post('/v3/register', { data: { first_name: 'Pat', last_name: 'Profile', username, password } });
    expect(registered.status()).toBe(201);
    const { response } = (await registered.json()) as { response: { id: number } };
    const admin = await signInReply(request, 'admin');
    const promoted = await request.put(`/v3/admin/users/${response.id}`, {
      data: { is_global_admin: 1 },
      headers: { Authorization: `Bearer ${admin.access_token}` },
    });
    expect(promoted.status()).toBe(200);
    const signedIn = await request.post('/v3/authentication', { data: { username, password }, headers: { 'mobile-version': '-1' } });
    expect(signedIn.status()).toBe(200);
    return (await signedIn.json()) as SignInReply;
  }

  test('an admin renames themself and sees the new name; a weak password keeps Save disabled', async ({ page }) => {
    await storeSession(page.context(), await freshAdmin(page.request));
    await page.goto('/');
    await page.getByRole('button', { name: 'Pat Profile' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);

    const form = page.getByRole('form', { name: 'My Profile' });
    const save = form.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(form.getByLabel('Email Address')).toHaveAttribute('readonly', '');

    const password = form.getByLabel('Change Password');
    await password.fill('password');
    await expect(form.getByText('weak', { exact: true })).toBeVisible();
    await expect(form.getByText(/Password is too weak/)).toBeVisible();
    await expect(save).toBeDisabled();
    await password.fill('');

    await form.getByRole('textbox', { name: 'Name' }).fill('Pat Q. Profile');
    await save.click();
    await expect(page.getByRole('button', { name: 'Pat Q. Profile' })).toBeVisible();
    await expect(page.getByText('Your profile was saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Pat Q. Profile' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Pat Q. Profile');
  });

  test('"Reset My Password" puts the cursor in the password field', async ({ page }) => {
    await openAs(page, 'admin');
    await page.getByRole('button', { name: 'Avery Admin' }).click();
    await page.getByRole('menuitem', { name: 'Reset My Password' }).click();
    await expect(page.getByLabel('Change Password')).toBeFocused();
  });

  test('"Reset My Password" chosen again while on My Profile puts the cursor back in the password field', async ({ page }) => {
    await openAs(page, 'admin', '/myProfile');
    const password = page.getByLabel('Change Password');
    await expect(password).toBeVisible();
    for (let time = 0; time < 2; time++) {
      await page.getByRole('textbox', { name: 'Name' }).focus();
      await page.getByRole('button', { name: 'Avery Admin' }).click();
      await page.getByRole('menuitem', { name: 'Reset My Password' }).click();
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(password).toBeFocused();
      await expect(page).toHaveURL(/\/myProfile$/);
    }
  });

  test('auction staff are not offered "Reset My Password": no console call changes their password', async ({ page }) => {
    await openAs(page, 'inspector', '/');
    await page.getByRole('button', { name: 'Marcus Bell' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Logout']);
  });

  test('auction staff see their profile read-only', async ({ page }) => {
    await openAs(page, 'inspector', '/myProfile');
    const form = page.getByRole('form', { name: 'My Profile' });
    await expect(form.getByLabel('Username')).toHaveValue('inspector');
    await expect(form.getByLabel('Site')).toHaveValue(/DAL/);
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
