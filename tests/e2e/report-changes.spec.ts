/**
 * Original and approved (issue 41, "See what changed: original and approved"; ADR 0089), in
 * Chromium against the reference server: the original report keeps the keys, drivable and tyres
 * it had when it was approved, on the screen and in its PDF, after the vehicle changes; "What
 * changed" beside the Original/Approved toggle lists the damages added, removed and changed
 * field by field, and the grade and the total before and after, also offline; it reads at the
 * three sizes in light and dark, axe finds nothing in it and its controls take a finger.
 */
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readPdf } from '../../scripts/lib/pdf-text';
import { atRest, expectNoViolationsWithin } from './axe-within';
import { test } from './fixtures';
import { bearer, measuredTires, openEditor, serverState, withoutPdfViewer, type ServerReport } from './inspection-helpers';
import { openAs } from './list-helpers';
import { smallTargets } from './touch-targets';

test.describe.configure({ timeout: 90_000 });

/**
 * DAL vehicles that may be written to and have no report, one per `slot`, from the fourth
 * hundred of the newest (freshVehicle takes the oldest, inspection-exact.spec.ts the second
 * hundred): the slots are six apart, so the reports this file's other tests make meanwhile never
 * move one slot onto another's vehicle.
 */
async function spareVehicle(request: APIRequestContext, token: string, slot: number): Promise<number> {
  const reply = await request.get('/v3/util/vehicles?site=DAL&page=4&per_page=100&notHas[]=inspections&order_by[]=vehicle_id|desc', {
    headers: bearer(token),
  });
  const { data } = (await reply.json()) as { data: { vehicle_id: number; vehicle_status_id: number }[] };
  const vehicle = data.filter((entry) => entry.vehicle_status_id <= 3)[slot * 6];
  if (!vehicle) throw new Error(`no spare DAL vehicle for slot ${slot}`);
  return vehicle.vehicle_id;
}

interface Catalogue {
  items: { id: number; name: string }[];
  damages: { id: number; name: string }[];
  severities: { id: number; name: string }[];
  itemsToDamages: Record<string, number[]>;
  itemsToDamagesToSeverities: Record<string, Record<string, number[]>>;
}

interface Choice {
  body: { item_code: number; damage_code: number; severity_code: number | null; labor_cost: number };
  title: string;
  severities: { id: number; name: string }[];
}

/** A valid damage of the item named `itemName` (its first damage and severity, as autograde allows), `laborCost` its cost. */
async function damageOf(request: APIRequestContext, token: string, itemName: string, laborCost: number): Promise<Choice> {
  const catalogue = ((await (await request.get('/v3/data/art/drilldown2?autograde=true', { headers: bearer(token) })).json()) as { response: Catalogue })
    .response;
  const item = catalogue.items.find((entry) => entry.name === itemName);
  if (!item) throw new Error(`no item ${itemName}`);
  const damageId = catalogue.itemsToDamages[String(item.id)]?.[0];
  const damage = catalogue.damages.find((entry) => entry.id === damageId);
  if (!damage) throw new Error(`no damage for ${itemName}`);
  const severityIds = catalogue.itemsToDamagesToSeverities[String(item.id)]?.[String(damage.id)] ?? [];
  const severities = severityIds.flatMap((id) => catalogue.severities.filter((entry) => entry.id === id));
  return {
    body: { item_code: item.id, damage_code: damage.id, severity_code: severities[0]?.id ?? null, labor_cost: laborCost },
    title: `${item.name} – ${damage.name}`,
    severities,
  };
}

const reportPath = (vehicleId: number, reportId?: number) => `/v3/vehicles3/${vehicleId}/inspections${reportId === undefined ? '' : `/${reportId}`}`;

/** A report with `damages`, made through the API as another device would: its id and its damages' ids. */
async function reportWith(
  request: APIRequestContext,
  token: string,
  vehicleId: number,
  damages: readonly Choice[],
): Promise<{ reportId: number; ids: number[] }> {
  const created = await request.post(reportPath(vehicleId), { headers: bearer(token), data: {} });
  expect(created.status()).toBe(201);
  const reportId = ((await created.json()) as { response: { condition_report_id: number } }).response.condition_report_id;
  const ids: number[] = [];
  for (const damage of damages) {
    const reply = await request.post(`${reportPath(vehicleId, reportId)}/conditions`, { headers: bearer(token), data: damage.body });
    expect(reply.status()).toBe(201);
    ids.push(((await reply.json()) as { response: { vehicle_condition_id: number } }).response.vehicle_condition_id);
  }
  return { reportId, ids };
}

/** Approves the report through its damage's repair (the desk's first approval): the approved report's id. */
async function approveThrough(request: APIRequestContext, token: string, vehicleId: number, reportId: number, damageId: number): Promise<number> {
  const reply = await request.put(`${reportPath(vehicleId, reportId)}/conditions/${damageId}`, { headers: bearer(token), data: { repair_approved: 1 } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { meta: { approved_report_id: number } }).meta.approved_report_id;
}

/** The vehicle's facts in the header, by label. */
async function facts(page: Page): Promise<Record<string, string>> {
  const vehicle = page.getByRole('region', { name: 'Vehicle' });
  const terms = await vehicle.getByRole('term').allTextContents();
  const values = await vehicle.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

const modeKey = 'lot-console.colour-mode';
const tyres = (page: Page) => page.getByRole('region', { name: 'Tyres' });

test('the original keeps the keys, drivable and tyres it had when approved: its view and its PDF, after the vehicle changed', async ({ page, request }) => {
  await withoutPdfViewer(page);
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await spareVehicle(request, token, 0);
  // At the approval: two keys, drivable, tyres with 8/32 of tread.
  const before = await request.put(`/v3/vehicles3/${vehicleId}`, { headers: bearer(token), data: { keys_count: 2, drivable: 1, tires: measuredTires(8) } });
  expect(before.status()).toBe(200);
  const hood = await damageOf(request, token, 'Hood', 100);
  const { reportId, ids } = await reportWith(request, token, vehicleId, [hood]);
  await approveThrough(request, token, vehicleId, reportId, ids[0]!);
  // After it: no keys, not drivable, the tread worn to 3/32.
  const after = await request.put(`/v3/vehicles3/${vehicleId}`, { headers: bearer(token), data: { keys_count: 0, drivable: 0, tires: measuredTires(3) } });
  expect(after.status()).toBe(200);

  await openEditor(page, vehicleId);
  await expect(page.getByRole('button', { name: 'Approved Inspection' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => facts(page)).toMatchObject({ Keys: 'No Keys', Drivable: 'No' });
  await expect(tyres(page).getByRole('definition').first()).toContainText('· 3/32');

  await page.getByRole('button', { name: 'Original Inspection' }).click();
  await expect.poll(() => facts(page)).toMatchObject({ Keys: '2', Drivable: 'Yes' });
  await expect(tyres(page).getByRole('definition').first()).toContainText('· 8/32');
  await expect(page.getByRole('combobox', { name: 'Keys' })).toHaveValue('2');

  // Print from the Original view: the original's report, with the facts it kept.
  await page.getByRole('link', { name: 'Print', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicleId}/inspections/print/${reportId}$`));
  const link = page.getByRole('link', { name: 'Download the report' });
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const pdf = await readPdf(new Uint8Array(await readFile(await download.path())));
  expect(pdf.text).toMatch(/Keys\s*2/);
  expect(pdf.text).toMatch(/Drivable\s*Yes/);
  expect(pdf.text).not.toContain('No Keys');
});

/** A vehicle with an approved report whose copy had a damage added, one removed and one changed after the approval. */
async function approvedWithChanges(request: APIRequestContext, token: string, slot: number) {
  const vehicleId = await spareVehicle(request, token, slot);
  const [hood, door, bumper, grille] = await Promise.all([
    damageOf(request, token, 'Hood', 100),
    damageOf(request, token, 'Left Front Door', 200),
    damageOf(request, token, 'Front Bumper Cover', 300),
    damageOf(request, token, 'Grille', 50),
  ]);
  if (door.severities.length < 2) throw new Error('the door’s damage needs two severities');
  // A known body type and measured tyres: autograde grades both reports.
  const graded = await request.put(`/v3/vehicles3/${vehicleId}`, {
    headers: bearer(token),
    data: { body_type: 'SED', body_style: 1, tires: measuredTires(8) },
  });
  expect(graded.status()).toBe(200);
  const { reportId, ids } = await reportWith(request, token, vehicleId, [hood, door, bumper]);
  const approvedId = await approveThrough(request, token, vehicleId, reportId, ids[0]!);
  const approved = (await serverState(request, token, vehicleId)).inspections[0]!;
  const copyOf = (id: number) =>
    (approved.inspection_items as (ServerReport['inspection_items'][number] & { source_condition_id: number | null })[]).find(
      (item) => item.source_condition_id === id,
    )!.vehicle_condition_id;
  const conditions = `${reportPath(vehicleId, approvedId)}/conditions`;
  // After the approval: the bumper is taken off, the door's damage is re-graded and costs less, and the grille is added.
  expect((await request.delete(`${conditions}/${copyOf(ids[2]!)}`, { headers: bearer(token) })).status()).toBe(200);
  const changed = await request.put(`${conditions}/${copyOf(ids[1]!)}`, {
    headers: bearer(token),
    data: { severity_code: door.severities[1]!.id, labor_cost: 150 },
  });
  expect(changed.status()).toBe(200);
  expect((await request.post(conditions, { headers: bearer(token), data: grille.body })).status()).toBe(201);
  const [now, original] = (await serverState(request, token, vehicleId)).inspections;
  return { vehicleId, hood, door, bumper, grille, approved: now!, original: original! };
}

const grade = (value: number | null) => (value === null ? '---' : value.toFixed(1));
const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('What changed lists the damages added, removed and changed field by field, and the grade and the total before and after; offline too', async ({
  page,
  request,
  context,
}) => {
  const token = await openAs(page, 'inspector', '/');
  const { vehicleId, hood, door, bumper, grille, approved, original } = await approvedWithChanges(request, token, 1);
  expect(original.total_damages_cost).toBe(600);
  expect(approved.total_damages_cost).toBe(300);
  expect(original.grade).not.toBeNull();
  expect(approved.grade).not.toBeNull();

  await openEditor(page, vehicleId);
  const check = async () => {
    await page.getByRole('button', { name: 'What changed' }).click();
    const dialog = page.getByRole('dialog', { name: 'What changed' });
    await expect(dialog).toBeVisible();
    const gradeLine =
      approved.grade === original.grade ? `Grade ${grade(original.grade)} (unchanged)` : `Grade ${grade(original.grade)} → ${grade(approved.grade)}`;
    await expect(dialog.getByRole('list', { name: 'Grade and total' }).getByRole('listitem')).toHaveText([gradeLine, 'Total $600.00 → $300.00']);
    await expect(dialog.getByRole('region', { name: 'Added (1)' }).getByRole('listitem')).toHaveText([grille.title]);
    await expect(dialog.getByRole('region', { name: 'Removed (1)' }).getByRole('listitem')).toHaveText([bumper.title]);
    const changed = dialog.getByRole('region', { name: 'Changed (2)' });
    const hoodChange = changed.getByRole('listitem').filter({ hasText: hood.title });
    await expect(hoodChange.getByRole('listitem')).toHaveText(['Repair: No repair → Repair approved']);
    const doorChange = changed.getByRole('listitem').filter({ hasText: door.title });
    await expect(doorChange.getByRole('listitem')).toHaveText([
      `Severity: ${door.severities[0]!.name} → ${door.severities[1]!.name}`,
      `Labor cost: ${money(200)} → ${money(150)}`,
    ]);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  };
  await check();

  // Offline, from the reports the editor holds: the same, with no request.
  await context.setOffline(true);
  await check();
  await context.setOffline(false);
});

const sizes = [
  { name: 'portrait tablet', viewport: { width: 820, height: 1180 }, hasTouch: true, target: 44 },
  { name: 'landscape tablet', viewport: { width: 1024, height: 768 }, hasTouch: true, target: 44 },
  { name: 'desk', viewport: { width: 1440, height: 900 }, hasTouch: false, target: 24 },
];

for (const size of sizes) {
  test.describe(`at ${size.viewport.width}x${size.viewport.height} (${size.name})`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch });

    test('What changed reads in light and dark: inside the screen, axe finds nothing, its controls take a finger', async ({ page, request }, testInfo) => {
      const token = await openAs(page, 'inspector', '/');
      const { vehicleId } = await approvedWithChanges(request, token, 2 + sizes.indexOf(size));
      await openEditor(page, vehicleId);
      expect(await smallTargets(page, size.target, '[role=group][aria-label="Report shown"], [role=toolbar]')).toEqual([]);
      const toolbar = page.getByRole('toolbar', { name: 'Inspection actions' });
      await toolbar.scrollIntoViewIfNeeded();
      await toolbar.screenshot({ path: testInfo.outputPath(`${size.viewport.width}x${size.viewport.height}-toolbar.png`) });
      for (const scheme of ['light', 'dark'] as const) {
        // The mode as the profile menu keeps it on the device (colour-mode.spec.ts), painted from the start.
        await page.evaluate(([key, mode]) => localStorage.setItem(key, mode), [modeKey, scheme] as const);
        await openEditor(page, vehicleId);
        await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await page.getByRole('button', { name: 'What changed' }).click();
        const dialog = page.getByRole('dialog', { name: 'What changed' });
        await expect(dialog.getByRole('region', { name: 'Changed (2)' })).toBeVisible();
        await atRest(page);
        await expectNoViolationsWithin(page, '[role=dialog]');
        expect(await smallTargets(page, size.target, '[role=dialog]')).toEqual([]);
        const box = await dialog.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= size.viewport.width, 'the dialog is inside the screen').toBe(true);
        await page.screenshot({ path: testInfo.outputPath(`${size.viewport.width}x${size.viewport.height}-${scheme}.png`) });
        await dialog.getByRole('button', { name: 'Close' }).first().click();
        await expect(dialog).toBeHidden();
      }
    });
  });
}
