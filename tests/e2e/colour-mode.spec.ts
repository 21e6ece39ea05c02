/**
 * Colour mode (issue 17; ADR 0039): Light, Dark or System from the profile menu, kept on the
 * device and on <html> before the first paint; axe's color-contrast rule passes in dark mode
 * on a screen of each kind: the shell and a list, the inspection editor with its damage dialog,
 * the sign-in page, a log list with its dialog, and the dealer detail page. Light mode is what every other test sees (the browser's default scheme), so the
 * axe runs of accessibility.spec.ts and inspection-editor.spec.ts check its contrast on every
 * screen. The public pages stay light: they are documents.
 */
import { createSystem, defineConfig } from '@chakra-ui/react';
import { expect, test, type Page } from '@playwright/test';
import { appVariables, tokenSheet } from '../../scripts/theme-tokens';
import { systemConfig } from '../../src/components/ui/system';
import { axe } from './axe-within';
import { dalLinks } from './fixtures';
import { reportedVehicle, shareLink } from './delivery-helpers';
import { openAs, openAsAdmin } from './list-helpers';
import { inspectorToken } from './outbox-helpers';

const modeKey = 'lot-console.colour-mode';
const html = (page: Page) => page.locator('html');

/** The page's first paint is in the stored mode: before any module runs, at DOMContentLoaded, <html> has its class and the page its background. */
async function recordModeAtDomContentLoaded(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const seen = { className: document.documentElement.className, background: getComputedStyle(document.body).backgroundColor };
      (window as unknown as { modeAtDomContentLoaded: typeof seen }).modeAtDomContentLoaded = seen;
    });
  });
}

const modeAtDomContentLoaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { modeAtDomContentLoaded?: { className: string; background: string } }).modeAtDomContentLoaded);

/** Stores a choice before the page's scripts run, as the profile menu does (its own test chooses through the menu). */
async function storeMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [modeKey, mode] as const);
}

async function openProfileMenu(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/** axe's color-contrast rule only, and it must have looked at something. */
async function expectContrast(page: Page, where: string, within?: string): Promise<void> {
  let builder = axe(page)
    .withRules(['color-contrast'])
    .options({ resultTypes: ['violations'] });
  if (within) builder = builder.include(within);
  const { violations, passes } = await builder.analyze();
  const found = violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
  expect.soft(found, `color-contrast on ${where}`).toEqual([]);
  expect
    .soft(
      passes.map((pass) => pass.id),
      `color-contrast checked nodes on ${where}`,
    )
    .toContain('color-contrast');
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

test.use({ viewport: { width: 1024, height: 768 } });

test('Dark chosen in the profile menu is kept on the device, and a reload paints dark from the start', async ({ page }) => {
  await recordModeAtDomContentLoaded(page);
  await openAs(page, 'inspector', '/vehicles');
  await settled(page);
  await expect(html(page)).not.toHaveClass(/\bdark\b/);

  await openProfileMenu(page, /Marcus Bell$/);
  const dark = page.getByRole('menuitemradio', { name: 'Dark' });
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  const box = await dark.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await dark.click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(17, 17, 17)');

  await page.reload();
  await settled(page);
  expect(await modeAtDomContentLoaded(page)).toEqual({ className: 'dark', background: 'rgb(17, 17, 17)' });
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await openProfileMenu(page, /Marcus Bell$/);
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');

  // Light, chosen the same way, comes back at once.
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(html(page)).toHaveClass(/\blight\b/);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(250, 250, 250)');
});

test('System follows the operating system, also while the page is open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await storeMode(page, 'dark');
  await openAs(page, 'inspector', '/vehicles');
  await settled(page);
  await openProfileMenu(page, /Marcus Bell$/);
  await page.getByRole('menuitemradio', { name: 'System' }).click();
  await expect(html(page)).toHaveClass(/\bdark\b/);

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveClass(/\blight\b/);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveClass(/\bdark\b/);

  // The sign-in page, with no choice stored, follows it from its first paint.
  await recordModeAtDomContentLoaded(page);
  await page.evaluate((key) => localStorage.removeItem(key), modeKey);
  await page.goto('/login');
  expect((await modeAtDomContentLoaded(page))?.className).toBe('dark');
});

test.describe('axe’s color-contrast rule passes in dark mode', () => {
  test.describe.configure({ timeout: 180_000 });

  const mode = 'dark';

  test(`${mode}: the shell and vehicles list, the inspection editor with a damage card and its dialog, the sign-in page`, async ({ page, request }) => {
    await storeMode(page, mode);
    const reported = await reportedVehicle(request, await inspectorToken(request), 0);
    await openAs(page, 'inspector', '/vehicles');
    await settled(page);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(html(page)).toHaveClass(new RegExp(`\\b${mode}\\b`));
    await expectContrast(page, `${mode} /vehicles`);
    await openProfileMenu(page, /Marcus Bell$/);
    await expectContrast(page, `${mode} the profile menu`, '[role=menu]');
    await page.keyboard.press('Escape');

    await page.goto(`/vehicles/${reported.vehicle_id}/inspections`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inspection' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: /^Damage: / }).first()).toBeVisible();
    await settled(page);
    await expectContrast(page, `${mode} the inspection editor`, 'main');
    await page.getByRole('button', { name: 'Add Damage' }).click();
    await expect(page.getByRole('dialog', { name: 'New Damage' })).toBeVisible();
    await expectContrast(page, `${mode} the damage dialog`, 'dialog[open]');
    await page.keyboard.press('Escape');

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.removeItem('lot-console.user'));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(html(page)).toHaveClass(new RegExp(`\\b${mode}\\b`));
    await expectContrast(page, `${mode} /login`);
  });

  test(`${mode}: an admin log list with its dialog`, async ({ page }) => {
    await storeMode(page, mode);
    await openAsAdmin(page, '/apilogs');
    await settled(page);
    await expect(html(page)).toHaveClass(new RegExp(`\\b${mode}\\b`));
    await expectContrast(page, `${mode} /apilogs`);
    await page
      .getByRole('button', { name: /^Response of API log/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Response' })).toBeVisible();
    await expect(page.getByRole('dialog').getByText(/^Loading/)).toHaveCount(0);
    await expectContrast(page, `${mode} the API log's response dialog`, '[role=dialog]');
  });

  test(`${mode}: the dealer detail page`, async ({ page }) => {
    await storeMode(page, mode);
    await openAs(page, 'clerk', '/dealers/1');
    await settled(page);
    await expect(html(page)).toHaveClass(new RegExp(`\\b${mode}\\b`));
    await expectContrast(page, `${mode} /dealers/1`, 'main');
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`${mode}: a brand colour changed in the theme reaches the kit's button on the sign-in page and on a desk page`, async ({ page }) => {
    // The theme with another brand: its sheet is what the build would write into the page.
    const changed = createSystem(
      systemConfig,
      defineConfig({ theme: { tokens: { colors: { brand: { 500: { value: '#0b6e4f' }, 600: { value: '#8a1c7c' } } } } } }),
    );
    const sheet = tokenSheet(changed, appVariables(process.cwd()));
    const brandSolid = { light: 'rgb(138, 28, 124)', dark: 'rgb(11, 110, 79)' }[mode];
    const background = (name: string) => page.getByRole('button', { name, exact: true }).evaluate((button) => getComputedStyle(button).backgroundColor);
    await storeMode(page, mode);

    // The sign-in page's button (the kit's); its colour changes with a transition.
    await page.goto('/login');
    await expect(html(page)).toHaveClass(new RegExp(`\\b${mode}\\b`));
    const plainBefore = await background('Sign in');
    expect(plainBefore).not.toBe(brandSolid);
    await page.addStyleTag({ content: sheet });
    await expect.poll(() => background('Sign in')).toBe(brandSolid);

    // A desk page's button of the brand palette (the dealer form's Save), in the page's other chunks.
    await openAs(page, 'clerk', '/dealers/1');
    await settled(page);
    await expect(html(page)).toHaveClass(new RegExp(`\\b${mode}\\b`));
    await expect.poll(() => background('Save')).toBe(plainBefore);
    await page.addStyleTag({ content: sheet });
    await expect.poll(() => background('Save')).toBe(brandSolid);
  });
}

/**
 * The contrast (WCAG's ratio) of each element's edge colour, read by `edge`, against the first background behind it.
 * Runs in the page: the computed colours are rgb() or rgba() strings.
 */
function edgeContrasts(elements: Element[], edge: 'border' | 'ring'): number[] {
  const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const behind = (element: Element) => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if ((channels(colour)[3] ?? 1) > 0) return colour;
    }
    return getComputedStyle(document.body).backgroundColor;
  };
  return elements.map((element) => {
    const style = getComputedStyle(element);
    const colour = edge === 'border' ? style.borderTopColor : (style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? 'rgba(0, 0, 0, 0)');
    const [a, b] = [luminance(colour), luminance(behind(element))].sort((x, y) => y - x) as [number, number];
    return Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100;
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`${mode}: an off switch, an unchecked box and an off light stand 3:1 against the page (WCAG 1.4.11)`, async ({ page }) => {
    await storeMode(page, mode);
    await openAs(page, 'clerk', '/dealers/1?tab=defaults');
    await settled(page);
    await expect(html(page)).toHaveClass(new RegExp(`\\b${mode}\\b`));
    const off = page.getByRole('switch', { checked: false });
    await expect(off.first()).toBeVisible();
    const tracks = await page.locator('.lc-switch-input:not(:checked) + .lc-switch-control').evaluateAll(edgeContrasts, 'ring' as const);
    const boxes = await page.locator('.lc-checkbox-input:not(:checked) + .lc-checkbox-control').evaluateAll(edgeContrasts, 'border' as const);
    const lights = await page.locator('.dealer-light-dot:not([data-on])').evaluateAll(edgeContrasts, 'border' as const);
    for (const [what, ratios] of [
      ['off switch', tracks],
      ['unchecked box', boxes],
      ['off light', lights],
    ] as const) {
      expect(ratios.length, `${what}s on the page`).toBeGreaterThan(0);
      expect(Math.min(...ratios), `the ${what}'s edge against the page`).toBeGreaterThanOrEqual(3);
    }
  });
}

test('the public pages stay light whatever the device chose: they are documents', async ({ page, request }) => {
  const [guid] = await dalLinks(request);
  if (!guid) throw new Error('no DAL vehicle with a public link in the seed');
  const token = await inspectorToken(request);
  const report = new URL(await shareLink(request, token, (await reportedVehicle(request, token, 0)).vehicle_id)).pathname;
  await storeMode(page, 'dark');
  // The vehicle's photos, its location and a shared condition report alike (the report was dark).
  for (const path of [`/dealers/vehiclePhotos/DAL/${guid}`, `/dealers/locationHistory/DAL/${guid}`, report]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html(page), path).toHaveClass(/\blight\b/);
    await expect(html(page), path).not.toHaveClass(/\bdark\b/);
  }
});
