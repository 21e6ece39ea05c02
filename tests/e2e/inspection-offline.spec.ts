/**
 * The inspection editor with no network (issue 13, ADR 0018), in Chromium against the
 * reference server: a whole report written offline survives an offline reload and reaches the
 * server exactly once; server failures and lost answers change nothing of that; a desk user's
 * change to the same field is shown as a conflict and settled either way; changes to different
 * fields merge; a report approved meanwhile makes a conflict that names it. Every assertion that
 * matters is on the server's state.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { addFault, faultState, test, waitForController, withServiceWorker } from './fixtures';
import { addDamage, bearer, createReport, freshVehicle, jpeg, openEditor, serverState, type ServerDamage } from './inspection-helpers';
import { openAs, waitForPersisted } from './list-helpers';
import { expectOutbox } from './outbox-helpers';

test.use(withServiceWorker);

/** Opens the editor online once, so the device keeps what it needs to open it offline. */
async function openOnceOnline(page: Page, vehicleId: number): Promise<void> {
  await openEditor(page, vehicleId);
  await waitForController(page);
  await waitForPersisted(page, `["vehicle-inspection",${vehicleId}]`);
  await waitForPersisted(page, '["inspection-catalogue",true]');
}

/** With no network, the Hood – Dent damage's description rewritten and saved: one change waits on the device. */
async function describeOffline(page: Page, context: BrowserContext, description: string): Promise<void> {
  await context.setOffline(true);
  await page.getByRole('listitem', { name: 'Damage: Hood – Dent' }).getByRole('button', { name: 'Edit Hood – Dent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Damage' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectOutbox(page, 'Outbox: Offline, 1 waiting');
}

/** A report with one damage, made through the API as a desk would. */
async function reportWithDamage(
  request: APIRequestContext,
  token: string,
  vehicleId: number,
  description: string,
): Promise<{ reportId: number; damage: ServerDamage }> {
  const report = (await (await request.post(`/v3/vehicles3/${vehicleId}/inspections`, { headers: bearer(token), data: {} })).json()) as {
    response: { condition_report_id: number };
  };
  const reportId = report.response.condition_report_id;
  const damage = (await (
    await request.post(`/v3/vehicles3/${vehicleId}/inspections/${reportId}/conditions`, {
      headers: bearer(token),
      data: { item_code: 1, damage_code: 1, severity_code: 1, description, labor_cost: 10 },
    })
  ).json()) as { response: ServerDamage };
  return { reportId, damage: damage.response };
}

/**
 * The inspector signed in, a fresh vehicle (`slot`) with a report holding one Hood – Dent damage
 * (`description`) written through the API, and its editor opened once online, so that it opens offline.
 */
async function damageOnTheTablet(page: Page, request: APIRequestContext, slot: number, retry: number, description: string) {
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, slot, retry);
  const written = await reportWithDamage(request, token, vehicleId, description);
  await openOnceOnline(page, vehicleId);
  return { token, vehicleId, ...written };
}

test('a whole report written offline survives an offline reload and reaches the server exactly once when the network returns', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 10, testInfo.retry);
  await openOnceOnline(page, vehicleId);
  await context.setOffline(true);

  await createReport(page);
  await addDamage(page, { item: 'Hood', damage: 'Dent', severity: '2-4 inches', laborCost: '150', photo: await jpeg(page, 20) });
  await addDamage(page, { item: 'Windshield', damage: 'Chip', severity: 'Less than 1 inch', photo: await jpeg(page, 120) });
  const door = await addDamage(page, { item: 'Left Front Door', damage: 'Scratch', severity: '1-2 inches', photo: await jpeg(page, 240) });
  await door.getByRole('button', { name: 'Edit Left Front Door – Scratch' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Damage' });
  await edit.getByRole('textbox', { name: 'Description' }).fill('Key scratch along the door');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(door).toContainText('Key scratch along the door');

  await page.getByRole('combobox', { name: 'Keys' }).selectOption({ label: '2' });
  await page.getByRole('combobox', { name: 'Drivable' }).selectOption({ label: 'Yes' });
  await page.getByRole('combobox', { name: 'Body Type' }).selectOption({ label: 'Sedan 4 Door (SED)' });
  await page.getByRole('button', { name: 'Edit tyres' }).click();
  for (const wheel of ['Left front', 'Right front', 'Left rear', 'Right rear']) {
    await page.getByRole('combobox', { name: `${wheel} brand` }).selectOption({ index: 5 });
    await page.getByRole('combobox', { name: `${wheel} width` }).selectOption('225');
    await page.getByRole('combobox', { name: `${wheel} tread depth` }).selectOption({ label: '5/32' });
  }
  await page.getByRole('button', { name: 'Save tyres' }).click();
  await page.getByRole('button', { name: 'Add comment' }).click();
  await page.getByRole('textbox', { name: 'Comment' }).fill('Written at lane C with no Wi-Fi');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill('Photos taken by tablet 4');
  await page.getByRole('button', { name: 'Save' }).click();

  // 5.0 - 0.3 (hood dent 2-4") - 0.1 (windshield chip) - 0.2 (door scratch 1-2") = 4.4, on this device.
  const grade = page.getByRole('region', { name: 'Grade' });
  await expect(grade).toContainText('4.4');
  await expect(grade.getByText('Provisional')).toBeVisible();
  expect((await serverState(request, token, vehicleId)).inspections).toEqual([]);

  // A reload with no network: the app, the report and the photos all come from the device.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Inspection' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Damages' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('listitem', { name: 'Damage: Left Front Door – Scratch' })).toContainText('Key scratch along the door');
  await expect(page.getByText('Written at lane C with no Wi-Fi')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of Hood – Dent' })).toBeVisible();
  await expect(grade.getByText('Provisional')).toBeVisible();

  // Each write goes on the version the one before it gave: the door's edit, queued behind its
  // photo, on the version the photo's answer gave the damage. No write is refused as stale (412).
  const stale: string[] = [];
  context.on('response', (response) => {
    if (response.status() === 412) stale.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  await context.setOffline(false);
  await expectOutbox(page, 'Outbox: Online', 60_000);
  expect(stale).toEqual([]);
  const server = await serverState(request, token, vehicleId);
  expect(server.inspections).toHaveLength(1);
  const [report] = server.inspections;
  expect(report?.inspection_items.map((item) => [item.item?.name, item.damage?.name, item.image !== null])).toEqual([
    ['Hood', 'Dent', true],
    ['Windshield', 'Chip', true],
    ['Left Front Door', 'Scratch', true],
  ]);
  expect(report?.inspection_items[2]?.description).toBe('Key scratch along the door');
  expect(report).toMatchObject({ comments: 'Written at lane C with no Wi-Fi', notes: 'Photos taken by tablet 4', grade: 4.4 });
  expect(server).toMatchObject({ keys_count: 2, drivable: 1, body_type: 'SED' });
  expect(server.tires?.leftFront.treadDepth).toBe(5);
  // The screen now shows the server's grade, no longer provisional.
  await expect(grade.getByText('Provisional')).toHaveCount(0);
  await expect(grade).toContainText('4.4');
});

test('server failures and answers lost after the commit change nothing: one report, its damages and photo, once each', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await openAs(page, 'inspector', '/');
  const vehicleId = await freshVehicle(request, token, 11, testInfo.retry);
  await openOnceOnline(page, vehicleId);
  await context.setOffline(true);
  await createReport(page);
  await addDamage(page, { item: 'Hood', damage: 'Dent', severity: 'Less than 1 inch', photo: await jpeg(page, 60) });
  await addDamage(page, { item: 'Roof', damage: 'Hail damage', severity: 'Multiple' });
  // Every second inspection write fails with a 500 (three times); the first two writes commit and lose their answer.
  const base = `/v3/vehicles3/${vehicleId}/inspections`;
  const failing = await addFault(request, { path: base, failEvery: 2, status: 500, times: 3 });
  const dropping = await addFault(request, { path: base, dropAfterCommit: 2 });
  await context.setOffline(false);
  await expectOutbox(page, 'Outbox: Online', 90_000);
  expect(await faultState(request, failing)).toMatchObject({ injected: 3 });
  expect(await faultState(request, dropping)).toMatchObject({ dropped: 2 });
  const server = await serverState(request, token, vehicleId);
  expect(server.inspections).toHaveLength(1);
  expect(server.inspections[0]?.inspection_items.map((item) => [item.item?.name, item.image !== null])).toEqual([
    ['Hood', true],
    ['Roof', false],
  ]);
  const images = await request.get(
    `/__test/count?table=condition_images&vehicle_condition_id=${server.inspections[0]?.inspection_items[0]?.vehicle_condition_id}`,
  );
  expect(((await images.json()) as { count: number }).count).toBe(1);
});

test('the same field changed at the desk and on the tablet is a conflict the inspector settles; different fields merge without a question', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { token, vehicleId, reportId, damage } = await damageOnTheTablet(page, request, 12, testInfo.retry, 'as first written');
  const damagePath = `/v3/vehicles3/${vehicleId}/inspections/${reportId}/conditions/${damage.vehicle_condition_id}`;
  const card = page.getByRole('listitem', { name: 'Damage: Hood – Dent' });

  // 1. The same field on both sides: the tablet keeps its value on the inspector's choice.
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Edit Hood – Dent' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Damage' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill('tablet wording');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The edit is on the device (as the top bar says) before the desk writes and the network returns.
  await expectOutbox(page, 'Outbox: Offline, 1 waiting');
  const desk = await request.put(damagePath, { headers: { ...bearer(token), 'If-Match': damage.etag }, data: { description: 'desk wording' } });
  expect(desk.status()).toBe(200);
  await context.setOffline(false);
  await expect(card).toContainText('Description: yours “tablet wording”, on the server “desk wording”', { timeout: 30_000 });
  expect((await serverState(request, token, vehicleId)).inspections[0]?.inspection_items[0]?.description).toBe('desk wording');
  await card.getByRole('button', { name: 'Keep mine' }).click();
  await expect
    .poll(async () => (await serverState(request, token, vehicleId)).inspections[0]?.inspection_items[0]?.description, { timeout: 30_000 })
    .toBe('tablet wording');

  // 2. Different fields: the desk's description and the tablet's cost both stay, unasked.
  await expectOutbox(page, 'Outbox: Online');
  await page.reload();
  const before = (await serverState(request, token, vehicleId)).inspections[0]?.inspection_items[0];
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Edit Hood – Dent' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Damage' });
  await dialog.getByRole('textbox', { name: 'Labor cost' }).fill('77');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectOutbox(page, 'Outbox: Offline, 1 waiting');
  await request.put(damagePath, { headers: { ...bearer(token), 'If-Match': before?.etag ?? '' }, data: { description: 'desk again' } });
  await context.setOffline(false);
  await expectOutbox(page, 'Outbox: Online', 30_000);
  const merged = (await serverState(request, token, vehicleId)).inspections[0]?.inspection_items[0];
  expect([merged?.description, merged?.labor_cost]).toEqual(['desk again', 77]);
  await expect(card.getByText('Changed on the server too')).toHaveCount(0);

  // 3. The same field again, and this time the inspector keeps the desk's value: nothing more is sent.
  await page.reload();
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Edit Hood – Dent' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Damage' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill('tablet once more');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectOutbox(page, 'Outbox: Offline, 1 waiting');
  await request.put(damagePath, { headers: { ...bearer(token), 'If-Match': merged?.etag ?? '' }, data: { description: 'desk final' } });
  await context.setOffline(false);
  await expect(card.getByRole('button', { name: 'Keep the server’s' })).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Keep the server’s' }).click();
  await expectOutbox(page, 'Outbox: Online');
  expect((await serverState(request, token, vehicleId)).inspections[0]?.inspection_items[0]?.description).toBe('desk final');
  await expect(card).toContainText('desk final', { timeout: 20_000 });
});

test('an edit of a damage deleted at the desk meanwhile is not lost unseen: shown with what it held, on the inspection and in the outbox with its vehicle', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { token, vehicleId, reportId, damage } = await damageOnTheTablet(page, request, 14, testInfo.retry, 'as first written');
  await describeOffline(page, context, 'tablet wording with the detail that matters');
  // The desk deletes the damage while the tablet is out of reach.
  const deleted = await request.delete(`/v3/vehicles3/${vehicleId}/inspections/${reportId}/conditions/${damage.vehicle_condition_id}`, {
    headers: bearer(token),
  });
  expect(deleted.status()).toBe(200);
  await context.setOffline(false);

  // The refused edit has no card any more: it is shown on its own, with its reason and text.
  const orphans = page.getByRole('region', { name: 'Not saved: a change to what was deleted on the server' });
  await expect(orphans).toBeVisible({ timeout: 30_000 });
  const problem = orphans.getByRole('group', { name: 'Problem: Edit damage: Hood – Dent' });
  await expect(problem).toContainText('Not saved:');
  await expect(problem).toContainText('Description: tablet wording with the detail that matters');
  await expect(page.getByText('1 change of this inspection was not saved')).toBeVisible();
  await expect(problem.getByRole('button', { name: 'Retry Edit damage: Hood – Dent' })).toBeVisible();

  // The outbox names the vehicle, and shows the same text.
  const vehicle = await serverState(request, token, vehicleId);
  await page.goto('/outbox');
  const row = page.getByRole('listitem').filter({ hasText: 'Edit damage: Hood – Dent' });
  await expect(row.getByRole('link', { name: `${vehicle.autoyear} ${vehicle.automake} ${vehicle.automodel} · VIN …${vehicle.vin.slice(-6)}` })).toBeVisible();
  await expect(row).toContainText('Description: tablet wording with the detail that matters');
  await expect(page.getByText('Online. 1 needs your attention.')).toBeVisible();
  await expectOutbox(page, 'Outbox: Online, 1 needs attention');
});

test('a desk user approves the report while the tablet holds an edit of the original: a conflict that names the approved report, applied there on request', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { token, vehicleId, reportId, damage } = await damageOnTheTablet(page, request, 13, testInfo.retry, 'before approval');
  await describeOffline(page, context, 'written on the tablet');

  const approving = await request.put(`/v3/vehicles3/${vehicleId}/inspections/${reportId}/conditions/${damage.vehicle_condition_id}`, {
    headers: bearer(token),
    data: { repair_approved: 1 },
  });
  const approvedId = ((await approving.json()) as { meta: { approved_report_id: number } }).meta.approved_report_id;
  await context.setOffline(false);
  await expect(page.getByText(`This inspection was approved as report ${approvedId}; the original is read-only.`, { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  // Nothing was lost and nothing landed on the read-only original.
  let server = await serverState(request, token, vehicleId);
  expect(server.inspections.find((report) => report.condition_report_type_id === 1)?.inspection_items[0]?.description).toBe('before approval');
  await page.getByRole('button', { name: 'Apply to the approved inspection' }).click();
  await expectOutbox(page, 'Outbox: Online', 30_000);
  server = await serverState(request, token, vehicleId);
  expect(server.inspections[0]?.condition_report_id).toBe(approvedId);
  expect(server.inspections[0]?.inspection_items[0]?.description).toBe('written on the tablet');
  expect(server.inspections[1]?.inspection_items[0]?.description).toBe('before approval');
});
