/**
 * The damage diagram (issue 41, ADR 0090), in Chromium against the reference server, by touch
 * (the tablet project): a zone opens New Damage with its item and the damages narrowed to it;
 * saved, its numbered marker is in the zone and opens that damage; the item search by typing,
 * by the keyboard and by a tap; zones and markers are 44 px targets on a tablet; axe finds
 * nothing; the printed report (the device's PDF) and the public page (with the server's PDF)
 * draw the diagram with the same numbers.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readPdf } from '../../scripts/lib/pdf-text';
import { axe } from './axe-within';
import { shareLink } from './delivery-helpers';
import { createReport, freshVehicle, jpeg, openEditor, withoutPdfViewer } from './inspection-helpers';
import { openAs } from './list-helpers';
import { smallTargets } from './touch-targets';

// A report written dialog by dialog, printed and shared: minutes on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

async function noViolations(page: Page, where: string): Promise<void> {
  const { violations } = await axe(page).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}

const optionLabels = (select: Locator) => select.locator('option').evaluateAll((options) => options.map((option) => option.textContent ?? ''));

/** Saves the open dialog and waits for it to close. */
async function save(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Save' }).tap();
  await expect(dialog).toBeHidden();
}

test('a tap on a zone adds a damage to its item; its numbered marker opens it; the item search; the PDF and the public page draw it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  await withoutPdfViewer(page);
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 24, testInfo.retry);
  await openEditor(page, vehicleId);
  await createReport(page);

  const diagram = page.getByRole('group', { name: 'Damage diagram: tap a part to add a damage to it' });
  await expect(diagram).toBeVisible();
  // Every zone is a button named after its item, at least 44 px on the tablet.
  for (const name of [
    'Hood',
    'Roof',
    'Front Bumper Cover',
    'Left Front Door',
    'Right Quarter Panel',
    'Windshield',
    'Headlamp Left',
    'Left Mirror',
    'Tire Front Left',
    'Wheel Rear Right',
  ])
    await expect(diagram.getByRole('button', { name, exact: true })).toBeVisible();
  expect(await smallTargets(page, 44, '.dd')).toEqual([]);

  // 1. A tap on the front bumper: New Damage with that item, the damages those of a bumper.
  await diagram.getByRole('button', { name: 'Front Bumper Cover', exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: 'New Damage' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Item' })).toHaveValue('2');
  await expect(dialog.getByRole('combobox', { name: 'Find a part' })).toHaveValue('Front Bumper Cover');
  const damages = dialog.getByRole('combobox', { name: 'Damage', exact: true });
  await expect
    .poll(() => optionLabels(damages))
    .toEqual(['Choose a damage', 'Broken', 'Crack', 'Dent', 'Gouge', 'Loose', 'Missing', 'Paint damage', 'Prior repair', 'Scratch', 'Scuffed']);
  // One tap each: the damages that fit, then the severities that fit both.
  const damageChips = dialog.getByRole('group', { name: 'Damage, one tap' });
  await expect(damageChips.getByRole('button')).toHaveText([
    'Broken',
    'Crack',
    'Dent',
    'Gouge',
    'Loose',
    'Missing',
    'Paint damage',
    'Prior repair',
    'Scratch',
    'Scuffed',
  ]);
  await damageChips.getByRole('button', { name: 'Dent', exact: true }).tap();
  await expect(damages).toHaveValue('1');
  await expect(damageChips.getByRole('button', { name: 'Dent', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('group', { name: 'Severity, one tap' }).getByRole('button', { name: '1-2 inches' }).tap();
  await expect(dialog.getByRole('combobox', { name: /^Severity/ })).toHaveValue('2');
  await dialog.getByLabel('Photo file').setInputFiles(await jpeg(page, 30));
  expect(await smallTargets(page, 44, '[role=dialog]')).toEqual([]);
  await noViolations(page, 'New Damage from a zone');
  await save(dialog);
  const first = diagram.getByRole('button', { name: 'Damage 1: Front Bumper Cover, Dent, severity 1-2 inches' });
  await expect(first).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Damage: Front Bumper Cover – Dent' });
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(/^Damage 1\s*Front Bumper Cover – Dent/);
  // The marker is inside its zone.
  const zoneBox = (await diagram.getByRole('button', { name: 'Front Bumper Cover', exact: true }).boundingBox())!;
  const markerBox = (await first.locator('path').boundingBox())!;
  expect(markerBox.x + markerBox.width / 2).toBeGreaterThan(zoneBox.x);
  expect(markerBox.x + markerBox.width / 2).toBeLessThan(zoneBox.x + zoneBox.width);
  expect(markerBox.y + markerBox.height / 2).toBeGreaterThan(zoneBox.y);
  expect(markerBox.y + markerBox.height / 2).toBeLessThan(zoneBox.y + zoneBox.height);

  // From the keyboard the drawing's parts are one tab stop (they were 42): the arrows move between
  // them as they are drawn, Enter opens New Damage for the part, the next Tab is the marker.
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
  const hood = diagram.getByRole('button', { name: 'Hood', exact: true });
  await hood.focus();
  await page.keyboard.press('ArrowRight');
  const rightOfHood = await focusedName();
  expect(rightOfHood).not.toBe('Hood');
  await expect(diagram.getByRole('button', { name: rightOfHood, exact: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(hood).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Find a part' })).toHaveValue('Hood');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await hood.focus();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(hood).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName()).not.toMatch(/^(Hood|Roof|Windshield)$/);
  await expect(diagram.locator(':focus')).toHaveCount(0);

  // 2. The item search by the keyboard: typed, ↓, Enter; Escape closes the list and not the dialog.
  await page.getByRole('button', { name: 'Add Damage' }).tap();
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole('combobox', { name: 'Find a part' });
  await search.fill('rear door');
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  const list = dialog.getByRole('listbox', { name: 'Find a part' });
  await expect(list.getByRole('option')).toHaveText(['Left Rear Door Glass', 'Right Rear Door Glass', 'Left Rear Door', 'Right Rear Door']);
  await noViolations(page, 'New Damage with the item list open');
  await search.press('ArrowDown');
  await expect(list.getByRole('option', { name: 'Right Rear Door Glass', exact: true })).toHaveAttribute('data-active', '');
  await search.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();
  // ↓ opens the list again on the first match; three more reach the fourth.
  for (let step = 0; step < 4; step += 1) await search.press('ArrowDown');
  await search.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'Item' })).toHaveValue('18');
  await expect(search).toHaveValue('Right Rear Door');
  await damages.selectOption({ label: 'Scratch' });
  await dialog.getByRole('combobox', { name: /^Severity/ }).selectOption({ label: 'Over 6 inches' });
  await save(dialog);
  await expect(diagram.getByRole('button', { name: 'Damage 2: Right Rear Door, Scratch, severity Over 6 inches' })).toBeVisible();

  // 3. The item search by touch: typed, then the option tapped; an interior item has no zone.
  await page.getByRole('button', { name: 'Add Damage' }).tap();
  await search.fill('driver');
  await list.getByRole('option', { name: 'Driver Seat' }).tap();
  await expect(dialog.getByRole('combobox', { name: 'Item' })).toHaveValue('41');
  await expect.poll(() => optionLabels(damages)).toEqual(['Choose a damage', 'Broken', 'Burn', 'Stained', 'Torn', 'Worn']);
  await damages.selectOption({ label: 'Torn' });
  await dialog.getByRole('combobox', { name: /^Severity/ }).selectOption({ label: 'Less than 1 inch' });
  await save(dialog);
  await expect(page.getByRole('heading', { name: 'Damages (3)' })).toBeVisible();
  await expect(page.getByText('Not on the drawing (interior, mechanical and other items): 3.')).toBeVisible();
  await expect(diagram.getByRole('button', { name: /^Damage \d/ })).toHaveCount(2);

  // A tap on a marker opens its damage.
  await first.tap();
  const edit = page.getByRole('dialog', { name: 'Edit Damage' });
  await expect(edit).toBeVisible();
  await expect(edit.getByRole('combobox', { name: 'Item' })).toHaveValue('2');
  await expect(edit.getByRole('combobox', { name: 'Damage', exact: true })).toHaveValue('1');
  await edit.getByRole('button', { name: 'Cancel' }).tap();
  await expect(edit).toBeHidden();

  await noViolations(page, 'the editor with its diagram and markers');
  // 44 px on a tablet held upright too.
  await page.setViewportSize({ width: 820, height: 1180 });
  expect(await smallTargets(page, 44, '.dd')).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 768 });

  // The printed report (made on this device) draws the diagram: its views and the caption's numbers are text.
  await page.getByRole('link', { name: 'Print', exact: true }).click();
  const download = page.getByRole('link', { name: 'Download the report' });
  await expect(download).toBeVisible({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const printed = await readPdf(new Uint8Array(await readFile(await file.path())));
  expect(printed.text).toContain('Damage Diagram');
  for (const view of ['Right side', 'Left side', 'Front', 'Rear']) expect(printed.text).toContain(view);
  expect(printed.text).toContain('Not on the drawing (interior, mechanical and other items): 3.');

  // The public page: the diagram with the same numbered markers, and the server's PDF with it.
  const url = await shareLink(request, token, vehicleId);
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(url);
  const shared = visitor.getByRole('group', { name: 'Damage diagram: where each damage is' });
  await expect(shared).toBeVisible();
  await expect(shared.getByRole('img', { name: 'Damage 1: Front Bumper Cover, Dent, severity 1-2 inches' })).toBeVisible();
  await expect(shared.getByRole('img', { name: 'Damage 2: Right Rear Door, Scratch, severity Over 6 inches' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 3, name: '1. Front Bumper Cover: Dent' })).toBeVisible();
  await expect(shared.getByRole('button')).toHaveCount(0);
  await noViolations(visitor, 'the public report with its diagram');
  const pdfPath = await visitor.getByRole('link', { name: 'Download the report (PDF)' }).getAttribute('href');
  const server = await visitor.request.get(new URL(pdfPath!, url).toString());
  expect(server.status()).toBe(200);
  const serverText = (await readPdf(new Uint8Array(await server.body()))).text;
  expect(serverText).toContain('Damage Diagram');
  expect(serverText).toContain('Not on the drawing (interior, mechanical and other items): 3.');
  await context.close();
});
