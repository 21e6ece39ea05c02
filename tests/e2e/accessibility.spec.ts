/**
 * Accessibility of every screen (issue 16): axe-core finds no violation on any route, for
 * each role, with its dialogs and menus open; and every control is big enough to hit by
 * touch: at least 44 x 44 px on the screens an inspector uses on the lot, at least
 * 24 x 24 px everywhere else (WCAG 2.2 AA, 2.5.8), at both tablet sizes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { dalLinks } from './fixtures';
import { openAs, openAsAdmin } from './list-helpers';
import { smallTargets } from './touch-targets';

type Opener = (page: Page) => Promise<void>;
interface Screen {
  path: string;
  /** What to open on it (a dialog, a menu) for a second look; Escape closes it. */
  open?: { name: string; run: Opener }[];
}

/** The page has drawn its content: its heading, and nothing still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

async function expectNoViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect.soft(found, `axe on ${where}`).toEqual([]);
}

async function checkScreens(page: Page, screens: readonly Screen[], role: string): Promise<void> {
  for (const screen of screens) {
    await page.goto(screen.path);
    await settled(page);
    await expectNoViolations(page, `${role} ${screen.path}`);
    for (const opener of screen.open ?? []) {
      await opener.run(page);
      await expectNoViolations(page, `${role} ${screen.path} with ${opener.name}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
  }
}

const profileMenu = (name: string) => ({
  name: 'the profile menu',
  run: async (page: Page) => {
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  },
});

const firstRowDialog = (button: RegExp, dialog: string | RegExp) => ({
  name: `the ${String(dialog)} dialog`,
  run: async (page: Page) => {
    await page.getByRole('button', { name: button }).first().click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await expect(page.getByRole('dialog').getByText(/^Loading/)).toHaveCount(0);
  },
});

/** A DAL vehicle with photos (its main image set), from the vehicles list the inspector sees. */
async function vehicleWithPhotos(page: Page, token: string): Promise<number> {
  const reply = await page.request.get('/v3/util/vehicles?site=DAL&per_page=1&has[]=vehicle_image_main&order_by[]=vehicle_id|desc', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reply.status()).toBe(200);
  const body = (await reply.json()) as { response?: { data: { vehicle_id: number }[] }; data?: { vehicle_id: number }[] };
  const id = (body.response?.data ?? body.data ?? [])[0]?.vehicle_id;
  if (id === undefined) throw new Error('no DAL vehicle with photos in the seed');
  return id;
}

test.describe('axe finds no violation', () => {
  test.describe.configure({ timeout: 240_000 });

  test('on every admin screen, with its dialogs and menus', async ({ page }) => {
    await openAsAdmin(page, '/');
    await checkScreens(
      page,
      [
        { path: '/', open: [profileMenu('Avery Admin')] },
        { path: '/dashboard2' },
        { path: '/apilogs', open: [firstRowDialog(/^Request of API log/, 'Request')] },
        { path: '/aavalidationlogs' },
        { path: '/apibadgelogs' },
        {
          path: '/spincarlogs',
          open: [
            {
              name: 'the auction sign-in notice of a vehicle link',
              run: async (page: Page) => {
                await page.getByRole('link', { name: /^Inspections of vehicle / }).first().click();
                await expect(page.getByRole('alertdialog', { name: 'Inspections need an auction sign-in' })).toBeVisible();
              },
            },
          ],
        },
        { path: '/valuationlogs' },
        { path: '/apidashboard', open: [firstRowDialog(/^Cubed Vehicle Sync/, 'Cubed Vehicle Sync')] },
        { path: '/config' },
        { path: '/config2', open: [firstRowDialog(/^Edit /, /^Edit /)] },
        { path: '/siteconfig' },
        { path: '/siteconfig/1' },
        { path: '/users' },
        { path: '/users/6' },
        { path: '/flumbus' },
        { path: '/flumbus/push' },
        { path: '/admin/reports/servnet' },
        { path: '/mobile-builds' },
        { path: '/myProfile' },
        { path: '/outbox' },
      ],
      'admin',
    );
  });

  test('on every auction screen, for the inspector and the clerk', async ({ page }) => {
    const token = await openAs(page, 'inspector', '/');
    const withPhotos = await vehicleWithPhotos(page, token);
    const screens: Screen[] = [
      { path: '/', open: [profileMenu('Marcus Bell')] },
      { path: '/vehicles' },
      { path: `/vehicles/${withPhotos}` },
      { path: `/vehicles/${withPhotos}/photos` },
      { path: '/dealers' },
      { path: '/dealers/1' },
      { path: '/dealers/1?tab=reps', open: [firstRowDialog(/^Edit /, /^Edit /)] },
      { path: '/dealers/1?tab=defaults' },
      { path: '/auction/reports/gate-pass-open' },
      { path: '/auction/integration/carmax' },
      { path: '/auction/settings' },
      {
        path: '/auction/settings/workorders',
        open: [
          {
            name: 'every card open',
            run: async (open) => {
              for (const card of ['Shops', 'Action Codes Mapping', 'Transaction Exclusions']) await open.getByRole('button', { name: new RegExp(`^${card}`) }).click();
              await expect(open.getByRole('button', { name: /^Transaction Exclusions/ })).toHaveAttribute('aria-expanded', 'true');
            },
          },
        ],
      },
      { path: '/myProfile' },
      { path: '/outbox' },
    ];
    await checkScreens(page, screens, 'inspector');
  });

  test('on the clerk’s read-only screens', async ({ page }) => {
    await openAs(page, 'clerk', '/auction/settings/workorders');
    await checkScreens(page, [{ path: '/auction/settings/workorders' }, { path: '/dealers/1?tab=defaults' }, { path: '/vehicles' }], 'clerk');
  });

  test('on the sign-in, registration and public vehicle pages', async ({ page, request }) => {
    const [guid] = await dalLinks(request);
    if (!guid) throw new Error('no DAL vehicle with a public link in the seed');
    for (const path of ['/login', '/register', `/dealers/vehiclePhotos/DAL/${guid}`]) {
      await page.goto(path);
      await settled(page);
      await expectNoViolations(page, path);
    }
  });
});

for (const viewport of [
  { width: 820, height: 1180 },
  { width: 1024, height: 768 },
]) {
  test.describe(`touch targets at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true });
    test.describe.configure({ timeout: 180_000 });

    test('the inspector’s screens: every control at least 44 x 44 px', async ({ page }) => {
      await page.goto('/login');
      await settled(page);
      expect.soft(await smallTargets(page, 44), '/login').toEqual([]);
      const token = await openAs(page, 'inspector', '/vehicles');
      const withPhotos = await vehicleWithPhotos(page, token);
      for (const path of ['/vehicles', `/vehicles/${withPhotos}`, `/vehicles/${withPhotos}/photos`, `/vehicles/${withPhotos}/inspections`, '/outbox', '/myProfile']) {
        await page.goto(path);
        await settled(page);
        expect.soft(await smallTargets(page, 44), path).toEqual([]);
      }
    });

    test('every other auction screen: every control at least 24 x 24 px', async ({ page }) => {
      await openAs(page, 'inspector', '/dealers');
      for (const path of ['/dealers', '/dealers/1', '/dealers/1?tab=reps', '/dealers/1?tab=defaults', '/auction/reports/gate-pass-open', '/auction/integration/carmax', '/auction/settings', '/auction/settings/workorders']) {
        await page.goto(path);
        await settled(page);
        expect.soft(await smallTargets(page, 24), path).toEqual([]);
      }
    });

    test('every admin screen: every control at least 24 x 24 px', async ({ page }) => {
      await openAsAdmin(page, '/apilogs');
      for (const path of ['/apilogs', '/apibadgelogs', '/apidashboard', '/config', '/config2', '/siteconfig', '/siteconfig/1', '/users', '/users/6', '/flumbus', '/flumbus/push', '/admin/reports/servnet', '/mobile-builds']) {
        await page.goto(path);
        await settled(page);
        expect.soft(await smallTargets(page, 24), path).toEqual([]);
      }
    });
  });
}
