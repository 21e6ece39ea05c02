/**
 * The inspection editor online (issue 13), in Chromium
 * against the reference server: a report written through the screen, checked on the server;
 * the dialog's rules; the Tire/Wheel entry; autograde with its warnings and breakdown;
 * approval; the read-only views; whole-number grades; and axe on the screen and its dialogs.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { axe } from './axe-within';
import { addDamage, bearer, createReport, fillDamage, freshVehicle, jpeg, measuredTires, openEditor, serverState } from './inspection-helpers';
import { demoUsers, submitSignIn } from './fixtures';
import { openAs } from './list-helpers';
import { inspectorToken } from './outbox-helpers';
import { smallTargets } from './touch-targets';

async function noViolations(page: Page, where: string): Promise<void> {
  const { violations } = await axe(page).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}

// Each test writes a report through the screen, dialog by dialog: on a loaded machine that takes a minute.
test.describe.configure({ timeout: 90_000 });

test('an inspector writes a report: damages with a photo, an edit, keys, drivable, tyres, comment and note all reach the server', async ({
  page,
  request,
}, testInfo) => {
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 0, testInfo.retry);
  await openEditor(page, vehicleId);
  await createReport(page);

  const hood = await addDamage(page, {
    item: 'Hood',
    damage: 'Dent',
    severity: '2-4 inches',
    action: 'Repair',
    laborCost: '1234.5',
    laborHours: '2.5',
    photo: await jpeg(page, 10),
  });
  await expect(hood).toContainText('$1,234.50 · 2.5 Hrs');
  await addDamage(page, { item: 'Windshield', damage: 'Chip', severity: 'Less than 1 inch' });

  // Edit the hood dent's description.
  await hood.getByRole('button', { name: 'Edit Hood – Dent' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Damage' });
  await edit.getByRole('textbox', { name: 'Description' }).fill('Dent above the left headlamp');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(hood).toContainText('Dent above the left headlamp');

  await page.getByRole('combobox', { name: 'Keys' }).selectOption({ label: 'No Keys' });
  await page.getByRole('combobox', { name: 'Drivable' }).selectOption({ label: 'No' });
  await page.getByRole('button', { name: 'Edit tyres' }).click();
  for (const wheel of ['Left front', 'Right front', 'Left rear', 'Right rear']) {
    await page.getByRole('combobox', { name: `${wheel} brand` }).selectOption({ index: 3 });
    await page.getByRole('combobox', { name: `${wheel} width` }).selectOption('215');
    await page.getByRole('combobox', { name: `${wheel} tread depth` }).selectOption({ label: '6/32' });
  }
  await page.getByRole('button', { name: 'Save tyres' }).click();
  await expect(page.getByRole('button', { name: 'Save tyres' })).toHaveCount(0);
  // Saved, the panel is a summary of the four wheels again (brand, width, tread).
  await expect(page.getByRole('region', { name: 'Tyres' })).toContainText(/Left front.*215.*6\/32/);

  await page.getByRole('button', { name: 'Add comment' }).click();
  await page.getByRole('textbox', { name: 'Comment' }).fill('  Light hail on the roof.  ');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill('Keys at the front desk');
  await page.getByRole('button', { name: 'Save' }).click();
  // The note is saved once the editor closes on it (queued on the device); then the outbox
  // sends it. The outbox already said Online before the click, so that alone proves nothing:
  // wait for the server to hold the note, then for nothing to wait.
  await expect(page.getByRole('region', { name: 'Note' }).getByRole('button', { name: 'Edit note' })).toBeVisible();
  await expect.poll(async () => (await serverState(request, token, vehicleId)).inspections[0]?.notes, { timeout: 20_000 }).toBe('Keys at the front desk');
  await expect(page.getByRole('link', { name: /^Outbox:/ })).toHaveAccessibleDescription('Outbox: Online', { timeout: 20_000 });

  const server = await serverState(request, token, vehicleId);
  expect(server.inspections).toHaveLength(1);
  const [report] = server.inspections;
  expect(report?.comments).toBe('Light hail on the roof.');
  expect(report?.notes).toBe('Keys at the front desk');
  expect(report?.inspection_items.map((item) => [item.item?.name, item.damage?.name, item.description, item.image !== null])).toEqual([
    ['Hood', 'Dent', 'Dent above the left headlamp', true],
    ['Windshield', 'Chip', null, false],
  ]);
  expect(report?.inspection_items[0]?.labor_cost).toBe(1234.5);
  expect(server).toMatchObject({ keys_count: 0, drivable: 0 });
  expect(server.tires?.leftFront.treadDepth).toBe(6);
  // The photo's evidence shows on its damage as the printed report words it: the capture time in the
  // house's format and the first 12 hex digits of its SHA-256.
  await expect(hood).toContainText(
    new RegExp(`Captured \\d{2}-[A-Z][a-z]{2}-\\d{4} \\d{1,2}:\\d{2} [AP]M · SHA-256 ${report?.inspection_items[0]?.image?.sha256.slice(0, 12) ?? 'no hash'}`),
  );
});

test('the damage dialog: Save waits for item, damage and (at DAL) severity and says why; choices follow the item; the counter turns red past 200, with the words; amounts read as money and hours', async ({
  page,
  request,
}, testInfo) => {
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 1, testInfo.retry);
  await openEditor(page, vehicleId);
  await createReport(page);
  await page.getByRole('button', { name: 'Add Damage' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Damage' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription('Choose an item');
  await dialog.getByRole('combobox', { name: 'Item' }).selectOption({ label: 'Windshield' });
  await expect(save).toHaveAccessibleDescription('Choose a damage');
  // With autograde, the damages are those that fit a windshield.
  const damages = dialog.getByRole('combobox', { name: 'Damage', exact: true });
  await expect(damages.getByRole('option', { name: 'Chip' })).toHaveCount(1);
  await expect(damages.getByRole('option', { name: 'Dent' })).toHaveCount(0);
  await damages.selectOption({ label: 'Chip' });
  await expect(save).toHaveAccessibleDescription('Choose a severity: this site requires one');
  await dialog.getByRole('combobox', { name: /^Severity/ }).selectOption({ label: 'Less than 1 inch' });
  await expect(save).toBeEnabled();
  // A damage that does not fit the new item is cleared.
  await dialog.getByRole('combobox', { name: 'Item' }).selectOption({ label: 'Driver Seat' });
  await expect(damages).toHaveValue('');
  await expect(save).toBeDisabled();

  const description = dialog.getByRole('textbox', { name: 'Description' });
  await description.fill('x'.repeat(199));
  await expect(dialog.getByText('199/200')).toBeVisible();
  const red = /rgb\((2[0-9]{2}|1[5-9][0-9]), [0-9]{1,2}, [0-9]{1,2}\)/;
  await description.fill('x'.repeat(200));
  // At 200 nothing will be lost: not red yet (it turns red with the message, past the limit).
  await expect(dialog.getByText('200/200', { exact: true })).not.toHaveCSS('color', red);
  await description.fill('x'.repeat(201));
  await expect(dialog.getByText('201/200 · Some text will be lost')).toHaveCSS('color', red);
  // The box grows with words past its limit: all of them in view, nothing scrolled under a cut line.
  await description.fill('Deep scratch across the lower half of the panel, from the handle to the rear edge. '.repeat(5));
  await expect.poll(() => description.evaluate((box) => box.scrollHeight - box.clientHeight)).toBeLessThanOrEqual(0);

  const labor = dialog.getByRole('textbox', { name: 'Labor cost' });
  await labor.fill('1234.5');
  await labor.blur();
  await expect(labor).toHaveValue('1,234.50');
  await labor.fill('0');
  await labor.blur();
  await expect(labor).toHaveValue('');
  await labor.fill('12.345');
  await expect(dialog.getByText('Labor cost has at most two decimals')).toBeVisible();
  const hours = dialog.getByRole('textbox', { name: 'Labor hours' });
  await hours.fill('1.25');
  await expect(dialog.getByText('Labor hours has at most one decimal')).toBeVisible();
  await hours.fill('1.5');
  await dialog.getByRole('textbox', { name: 'Paint cost' }).fill('100');
  await labor.fill('50.25');
  await expect(dialog.getByText('Total: $150.25')).toBeVisible();
  await noViolations(page, 'the damage dialog');
  expect(await smallTargets(page, 44, 'dialog[open]'), 'the damage dialog: every control at least 44 x 44 px').toEqual([]);
  // What was entered is not thrown away by one tap: Cancel asks first.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('alertdialog', { name: 'Close without saving?' });
  await expect(discard).toContainText('What you entered in this damage has not been saved.');
  await noViolations(page, 'the question before closing an entered damage');
  expect(await smallTargets(page, 44, 'dialog[open]'), 'the question: every control at least 44 x 44 px').toEqual([]);
  await discard.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Escape is Cancel (nothing entered: no question); the focus goes back to the button that opened the dialog.
  const add = page.getByRole('button', { name: 'Add Damage' });
  await add.click();
  await expect(dialog.getByRole('button', { name: 'Tire/Wheel Damage' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  expect((await serverState(request, token, vehicleId)).inspections[0]?.inspection_items).toEqual([]);
});

test('the focus stays where the inspector works: Create Inspection hands it to Add Damage, a closed editor to its Edit button, a deleted damage to the next', async ({
  page,
  request,
}, testInfo) => {
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 26, testInfo.retry);
  await openEditor(page, vehicleId);
  await createReport(page);
  const addDamageButton = page.getByRole('button', { name: 'Add Damage' });
  await expect(addDamageButton).toBeFocused();
  await addDamage(page, { item: 'Hood', damage: 'Dent', severity: '2-4 inches' });
  await addDamage(page, { item: 'Roof', damage: 'Dent', severity: '2-4 inches' });

  // The comment: saved, or cancelled, the editor closes on its Edit button.
  const comment = page.getByRole('region', { name: 'Comment' });
  await comment.getByRole('button', { name: 'Add comment' }).click();
  await comment.getByRole('textbox', { name: 'Comment' }).fill('Hail on the roof');
  await comment.getByRole('button', { name: 'Save' }).click();
  await expect(comment.getByRole('button', { name: 'Edit comment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await comment.getByRole('button', { name: 'Cancel' }).click();
  await expect(comment.getByRole('button', { name: 'Edit comment' })).toBeFocused();

  // The tyres: Cancel leaves the panel open on Close; Save and Close close it on Edit tyres.
  const tyres = page.getByRole('region', { name: 'Tyres' });
  await tyres.getByRole('button', { name: 'Edit tyres' }).click();
  await tyres.getByRole('combobox', { name: 'Left front width' }).selectOption('215');
  await tyres.getByRole('button', { name: 'Cancel' }).click();
  await expect(tyres.getByRole('button', { name: 'Close' })).toBeFocused();
  await tyres.getByRole('combobox', { name: 'Left front width' }).selectOption('215');
  await tyres.getByRole('button', { name: 'Save tyres' }).click();
  await expect(tyres.getByRole('button', { name: 'Edit tyres' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tyres.getByRole('button', { name: 'Close' }).click();
  await expect(tyres.getByRole('button', { name: 'Edit tyres' })).toBeFocused();

  // A deleted damage hands the focus to the one now in its place, the last one to Add Damage.
  for (const [title, next] of [
    ['Hood – Dent', page.getByRole('button', { name: 'Edit Roof – Dent' })],
    ['Roof – Dent', addDamageButton],
  ] as const) {
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete this damage?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('listitem', { name: `Damage: ${title}` })).toHaveCount(0);
    await expect(next).toBeFocused();
  }
});

test('a description or comment with a run of letters longer than the card wraps inside it, at a tablet’s width; a photo does not move the costs', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 25, testInfo.retry);
  await openEditor(page, vehicleId);
  await createReport(page);
  const run = 'ABCDEFGHIJ'.repeat(19);
  const card = await addDamage(page, { item: 'Hood', damage: 'Dent', severity: '2-4 inches', description: run });
  await page.getByRole('button', { name: 'Add comment' }).click();
  await page.getByRole('textbox', { name: 'Comment' }).fill(run);
  await page.getByRole('region', { name: 'Comment' }).getByRole('button', { name: 'Save' }).click();
  const region = page.getByRole('region', { name: 'Comment' });
  for (const [box, text] of [
    [card, card.getByText(run)],
    [region, region.getByText(run)],
  ] as const) {
    await expect(text).toBeVisible();
    // Inside its card or panel (not past its right edge), and the page does not scroll sideways.
    const outer = (await box.boundingBox())!;
    const inner = (await text.boundingBox())!;
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
    expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // A damage with a photo has its costs in the same columns as one without: the totals line up down the list.
  const photographed = await addDamage(page, { item: 'Hood', damage: 'Scratch', severity: '1-2 inches', photo: await jpeg(page, 40) });
  await expect(photographed.getByRole('img', { name: /^Photo of / })).toBeVisible();
  const totalAt = (box: Locator) => box.getByText('Total', { exact: true }).evaluate((element) => Math.round(element.getBoundingClientRect().x));
  expect(await totalAt(photographed)).toBe(await totalAt(card));
});

test('the Tire/Wheel entry asks Tire or Wheel, then the location, and picks the item by its location code; the focus follows each step', async ({
  page,
  request,
}, testInfo) => {
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 2, testInfo.retry);
  await openEditor(page, vehicleId);
  await createReport(page);
  await page.getByRole('button', { name: 'Add Damage' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Damage' });
  await dialog.getByRole('button', { name: 'Tire/Wheel Damage' }).click();
  // Each step's buttons replace the last's: the focus is on the new step, not on the page's body.
  await expect(dialog.getByRole('button', { name: 'Tire', exact: true })).toBeFocused();
  await dialog.getByRole('button', { name: 'Wheel', exact: true }).click();
  await expect(dialog.getByText('Which wheel?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Front Left' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Rear Right' }).click();
  // Wheel rear right: location code 505.
  await expect(dialog.getByRole('combobox', { name: 'Item' })).toHaveValue('505');
  await expect(dialog.getByRole('button', { name: 'Tire/Wheel Damage' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Tire/Wheel Damage' }).click();
  await dialog.getByRole('button', { name: 'Tire', exact: true }).click();
  await dialog.getByRole('button', { name: 'Front Left' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Item' })).toHaveValue('1290');
  await fillDamage(dialog, { item: 'Tire Front Left', damage: 'Worn', severity: 'Tread less than 4/32' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('listitem', { name: 'Damage: Tire Front Left – Worn' })).toBeVisible();

  // Escape after the steps still reaches the dialog (a pristine one closes at once).
  await page.getByRole('button', { name: 'Add Damage' }).click();
  await dialog.getByRole('button', { name: 'Tire/Wheel Damage' }).click();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('button', { name: 'Tire/Wheel Damage' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('autograde at DAL: the warnings name what is missing, the grade and its breakdown follow the report', async ({ page, request }, testInfo) => {
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 3, testInfo.retry);
  // A known body type, tyres not measured: the one warning left is the tyres'.
  await request.put(`/v3/vehicles3/${vehicleId}`, { headers: bearer(token), data: { body_type: 'SED', body_style: 1, tires: measuredTires(null) } });
  await openEditor(page, vehicleId);
  await createReport(page);
  // The header names the body type as its choice does: "Sedan (SED)", not the code alone.
  const chosen = await page.getByRole('combobox', { name: 'Body Type' }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
  expect(chosen).toMatch(/^\w.* \(SED\)$/);
  await expect(
    page
      .locator('.lc-fact')
      .filter({ hasText: /^Body Type/ })
      .getByRole('definition'),
  ).toHaveText(chosen);
  const grade = page.getByRole('region', { name: 'Grade' });
  await expect(grade).toContainText('Tyres need a tread width and a tread depth: left front, right front, left rear, right rear');
  await expect(grade.getByRole('button', { name: 'Edit grade' })).toHaveCount(0);
  await addDamage(page, { item: 'Hood', damage: 'Dent', severity: '2-4 inches' });
  await request.put(`/v3/vehicles3/${vehicleId}`, { headers: bearer(token), data: { tires: measuredTires(3) } });
  await page.reload();
  // 5.0 - 0.3 (hood dent 2-4") - 4 x 0.2 (tread 3/32) = 3.9
  await expect(grade.getByRole('status', { name: 'Grade 3.9' }).or(grade.getByText('3.9', { exact: true }))).toBeVisible();
  await grade.getByText('Why 3.9?').click();
  await expect(grade).toContainText('Hood Dent: −0.3');
  await expect(grade).toContainText('Right rear tyre tread 3/32: −0.2');
  await expect(grade).not.toContainText('Autograde needs');
  expect((await serverState(request, token, vehicleId)).inspections[0]?.grade).toBe(3.9);
});

test('approving a repair asks first, then makes the approved report; the original is read-only and says why', async ({ page, request }, testInfo) => {
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 4, testInfo.retry);
  await openEditor(page, vehicleId);
  await createReport(page);
  const card = await addDamage(page, { item: 'Hood', damage: 'Dent', severity: 'Less than 1 inch' });
  await card.getByRole('button', { name: 'Edit Hood – Dent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Damage' });
  await expect(dialog.getByRole('switch', { name: 'Complete' }).or(dialog.getByRole('checkbox', { name: 'Complete' }))).toBeDisabled();
  await noViolations(page, 'the Edit Damage dialog');
  expect(await smallTargets(page, 44, 'dialog[open]'), 'the Edit Damage dialog: every control at least 44 x 44 px').toEqual([]);
  await dialog.getByText('Approve repair').click();
  await expect(dialog.getByRole('switch', { name: 'Approve repair' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const question = page.getByRole('alertdialog', { name: 'Approve Inspection?' });
  // Escape answers the question with Cancel, and only the question: the damage stays open as it was.
  await expect(question).toBeVisible();
  // Nothing is being saved while the question waits: the Save behind it does not say so.
  await expect(dialog.getByText('Saving…')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Approve repair' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(question).toContainText('This action will create an approved inspection report. Once approved, an inspection report cannot be unapproved.');
  await question.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('button', { name: 'Approved Inspection' })).toBeVisible({ timeout: 20_000 });
  const server = await serverState(request, token, vehicleId);
  expect(server.inspections.map((report) => [report.condition_report_type_id, report.read_only])).toEqual([
    [2, false],
    [1, true],
  ]);
  await page.getByRole('button', { name: 'Original Inspection' }).click();
  await expect(page.getByRole('note')).toHaveText('Read only: this is the original inspection. Changes go to the approved inspection.');
  await expect(page.getByRole('button', { name: 'Add Damage' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit Hood – Dent' })).toBeDisabled();
  await noViolations(page, 'the original (read-only) view');
});

test('read-only: without condition_writer and for a vehicle whose status forbids changes, every control says why', async ({ page, request }) => {
  const inspector = await openAs(page, 'clerk', '/');
  const seeded = await request.get('/v3/util/vehicles?site=DAL&per_page=1&has[]=inspections&order_by[]=vehicle_id|desc', { headers: bearer(inspector) });
  const vehicleId = ((await seeded.json()) as { data: { vehicle_id: number }[] }).data[0]?.vehicle_id ?? 0;
  await openEditor(page, vehicleId);
  await expect(page.getByRole('note')).toHaveText('Read only: you need the condition writer permission at this site to change inspections.');
  await expect(page.getByRole('button', { name: 'Add Damage' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add Damage' })).toHaveAccessibleDescription(/condition writer permission/);
  await expect(page.getByRole('combobox', { name: 'Keys' })).toBeDisabled();
  await noViolations(page, 'the clerk’s read-only view');
});

test('at ATL grades are whole numbers, typed by hand, --- when empty', async ({ page, request }) => {
  await page.goto('/login');
  const signIn = await request.post('/v3/authentication_local', { data: { site: 'ATL', username: 'jwalker', password: 'inspector-demo-2026' } });
  const reply = (await signIn.json()) as { access_token: string; cloudUser: Record<string, unknown>; install_info: unknown; config: unknown };
  await page.evaluate(
    (entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    [
      ['lot-console.user', JSON.stringify({ ...reply.cloudUser, access_token: reply.access_token })],
      ['lot-console.install_info', JSON.stringify(reply.install_info)],
      ['lot-console.premise_config', JSON.stringify(reply.config)],
    ] as [string, string][],
  );
  const list = await request.get('/v3/util/vehicles?site=ATL&per_page=50&notHas[]=inspections', { headers: bearer(reply.access_token) });
  const vehicleId =
    ((await list.json()) as { data: { vehicle_id: number; vehicle_status_id: number }[] }).data.find((v) => v.vehicle_status_id <= 3)?.vehicle_id ?? 0;
  await openEditor(page, vehicleId);
  await createReport(page);
  const grade = page.getByRole('region', { name: 'Grade' });
  await expect(grade).toContainText('---');
  await grade.getByRole('button', { name: 'Edit grade' }).click();
  const input = grade.getByRole('textbox', { name: /^Grade/ });
  await input.fill('3.5');
  await expect(grade.getByText('Grade must be a whole number at this site')).toBeVisible();
  await expect(grade.getByRole('button', { name: 'Save' })).toBeDisabled();
  await input.fill('6');
  await expect(grade.getByText('Grade must be between 0 and 5')).toBeVisible();
  await input.fill('4');
  await grade.getByRole('button', { name: 'Save' }).click();
  await expect(grade.getByText('4', { exact: true })).toBeVisible();
  await expect.poll(async () => (await serverState(request, reply.access_token, vehicleId)).inspections[0]?.grade, { timeout: 20_000 }).toBe(4);
});

/**
 * The inspector on a fresh vehicle's new report (`slot`), offline, with a note saved on the device
 * and waiting. `token`: one of the test's own, for its reads (the page's is revoked later).
 */
async function noteWaitingOffline(page: Page, context: BrowserContext, request: APIRequestContext, slot: number, retry: number) {
  await openAs(page, 'inspector', '/');
  const token = await inspectorToken(request);
  const vehicleId = await freshVehicle(request, token, slot, retry);
  await openEditor(page, vehicleId);
  await createReport(page);
  await expect.poll(async () => (await serverState(request, token, vehicleId)).inspections.length, { timeout: 20_000 }).toBe(1);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill('Keys at the front desk');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit note' })).toBeVisible();
  return { token, vehicleId };
}

/** The page's session ends on the server meanwhile; back online, the note's sync is refused, and the sign-in page opens. */
async function sessionEndsOnTheServer(page: Page, context: BrowserContext, request: APIRequestContext) {
  const pageToken = await page.evaluate(() => (JSON.parse(localStorage.getItem('lot-console.user') ?? '{}') as { access_token: string }).access_token);
  expect((await request.post('/v3/logout', { headers: bearer(pageToken) })).status()).toBe(200);
  await context.setOffline(false);
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
}

test('a session that expires while a comment is being written: the text is kept, and after signing in again it is there to save, with the change that waited', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { token, vehicleId } = await noteWaitingOffline(page, context, request, 6, testInfo.retry);
  await page.getByRole('button', { name: 'Add comment' }).click();
  await page.getByRole('textbox', { name: 'Comment' }).fill('Light hail on the roof, worst above the driver');

  await sessionEndsOnTheServer(page, context, request);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expect(page.getByText('1 change made on this device is kept: it is sent when Marcus Bell signs in again.')).toBeVisible();
  await submitSignIn(page, demoUsers.inspector);

  await page.waitForURL((url) => url.pathname === `/vehicles/${vehicleId}/inspections`);
  const comment = page.getByRole('textbox', { name: 'Comment' });
  await expect(comment).toHaveValue('Light hail on the roof, worst above the driver');
  await expect(comment).toHaveAccessibleDescription(/Not saved yet: what you were writing before, kept on this device\./);
  await page.getByRole('region', { name: 'Comment' }).getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (await serverState(request, token, vehicleId)).inspections[0], { timeout: 20_000 })
    .toMatchObject({
      comments: 'Light hail on the roof, worst above the driver',
      notes: 'Keys at the front desk',
    });
  // Saved, it is no longer kept: a reload shows it, not an editor.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Comment' }).getByRole('button', { name: 'Edit comment' })).toBeVisible();
});

test('a session that expires while a damage is being entered: the dialog opens again after signing in, with its photo, and saves once', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { token, vehicleId } = await noteWaitingOffline(page, context, request, 7, testInfo.retry);
  await page.getByRole('button', { name: 'Add Damage' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Damage' });
  await fillDamage(dialog, { item: 'Hood', damage: 'Dent', description: 'Left of the badge, two fingers wide', photo: await jpeg(page, 120) });
  await expect(dialog.getByRole('img', { name: 'The photo chosen' })).toBeVisible();

  await sessionEndsOnTheServer(page, context, request);
  await submitSignIn(page, demoUsers.inspector);

  await page.waitForURL((url) => url.pathname === `/vehicles/${vehicleId}/inspections`);
  await expect(dialog).toHaveAccessibleDescription('Not saved yet: the damage you were entering before, kept on this device.');
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Left of the badge, two fingers wide');
  await expect(dialog.getByRole('combobox', { name: 'Item' })).toHaveValue(/\d+/);
  await expect(dialog.getByRole('img', { name: 'The photo chosen' })).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Severity/ }).selectOption({ label: 'Less than 1 inch' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The server ends with the note and one damage, with its photo; nothing is kept to open again.
  await expect
    .poll(async () => (await serverState(request, token, vehicleId)).inspections[0], { timeout: 20_000 })
    .toMatchObject({
      notes: 'Keys at the front desk',
      inspection_items: [
        { item: { name: 'Hood' }, damage: { name: 'Dent' }, description: 'Left of the badge, two fingers wide', image: { sha256: expect.any(String) } },
      ],
    });
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Damage: Hood – Dent' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('axe finds no violation on the editor of a report with damages, at both tablet sizes', async ({ page, request }, testInfo) => {
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 5, testInfo.retry);
  await openEditor(page, vehicleId);
  await noViolations(page, 'a vehicle without a report');
  await createReport(page);
  await addDamage(page, { item: 'Hood', damage: 'Scratch', severity: '1-2 inches', photo: await jpeg(page, 200) });
  await noViolations(page, 'the editor at 1024x768');
  await page.setViewportSize({ width: 820, height: 1180 });
  await noViolations(page, 'the editor at 820x1180');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(820);
});
