/**
 * The offline outbox end to end (issue 4): writes made offline in the Vehicle Photos page
 * are kept on the device, survive a reload, and reach the real server exactly once each.
 * Every assertion that matters is on the server's state, not on what the page says.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signIn, submitSignIn, withServiceWorker } from './fixtures';
import {
  addPhotos,
  expectOutbox,
  imageRowCount,
  inspectorToken,
  makePhotos,
  newWidths,
  openPhotos,
  range,
  serverImages,
  uploadedFiles,
  vehicleFor,
} from './outbox-helpers';

test.use(withServiceWorker);

test('10 photos added offline survive an offline reload and reach the server once each when the network returns', async ({
  page,
  context,
  request,
}, testInfo) => {
  const token = await inspectorToken(request);
  const vehicleId = await vehicleFor(request, token, 0, testInfo);
  const before = await serverImages(request, token, vehicleId);
  const filesBefore = await uploadedFiles(request, vehicleId);

  await signIn(page, 'inspector');
  await openPhotos(page, vehicleId); // and waits for the service worker to control the page
  const widths = range(100, 10);
  const photos = await makePhotos(page, widths);

  await context.setOffline(true);
  await addPhotos(page, photos);
  await expectOutbox(page, 'Outbox: Offline, 10 waiting');

  // The app opens from the service worker, and the photos are still there, waiting.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Photos' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Vehicle images' });
  await expect(list.getByRole('listitem', { name: 'Photo: new photo', exact: true })).toHaveCount(10);
  // Each waits; the head of the queue, already tried once offline, waits for the connection.
  await expect(list.getByText(/^(Waiting to upload|Waiting for the connection)$/)).toHaveCount(10);
  await expect(list.getByText('Waiting to upload', { exact: true })).not.toHaveCount(0);
  await expectOutbox(page, 'Outbox: Offline, 10 waiting');
  expect(await imageRowCount(request, vehicleId)).toBe(before.length);

  await context.setOffline(false);
  await expect.poll(() => imageRowCount(request, vehicleId), { timeout: 20_000 }).toBe(before.length + 10);
  await expectOutbox(page, 'Outbox: Online');
  // Exactly those ten, once each, in the order they were added; one file each on disk.
  expect(newWidths(await serverImages(request, token, vehicleId), before)).toEqual(widths);
  expect(await imageRowCount(request, vehicleId)).toBe(before.length + 10);
  expect((await uploadedFiles(request, vehicleId)).length).toBe(filesBefore.length + 10);
  // The page shows the server's list again: the ten as server images, no local copies left.
  await expect(list.getByText(/^(Waiting to upload|Waiting for the connection)$/)).toHaveCount(0);
  await expect(list.getByRole('listitem', { name: /^Photo: image \d+$/ })).toHaveCount(before.length + 10);
  await expect(list.getByRole('listitem', { name: 'Photo: new photo', exact: true })).toHaveCount(0);
});

test('two tabs queue photos for one vehicle, offline then online: one tab sends, each photo reaches the server once, and the other tab takes over when the sender closes', async ({
  context,
  request,
}, testInfo) => {
  const token = await inspectorToken(request);
  const vehicleId = await vehicleFor(request, token, 1, testInfo);
  const uploadPath = `/v3/vehicles/${vehicleId}/images`;
  const before = await serverImages(request, token, vehicleId);

  const first = await context.newPage();
  await signIn(first, 'inspector');
  await openPhotos(first, vehicleId);
  const second = await context.newPage();
  await openPhotos(second, vehicleId);
  const tabs = [first, second];
  const sent = new Map<Page, number>(tabs.map((tab) => [tab, 0]));
  for (const tab of tabs) {
    tab.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === uploadPath) sent.set(tab, (sent.get(tab) ?? 0) + 1);
    });
  }

  // Offline, each tab adds its own photos; then the network returns for both.
  const offlineWidths = [range(160, 4), range(170, 4)] as const;
  await context.setOffline(true);
  await addPhotos(first, await makePhotos(first, offlineWidths[0], 'tab1'));
  await addPhotos(second, await makePhotos(second, offlineWidths[1], 'tab2'));
  for (const tab of tabs) await expectOutbox(tab, 'Outbox: Offline, 8 waiting');
  await context.setOffline(false);
  await expect.poll(() => imageRowCount(request, vehicleId), { timeout: 20_000 }).toBe(before.length + 8);
  for (const tab of tabs) await expectOutbox(tab, 'Outbox: Online');
  expect(newWidths(await serverImages(request, token, vehicleId), before)).toEqual([...offlineWidths[0], ...offlineWidths[1]]);

  // Online, both tabs add photos at the same time.
  const onlineWidths = [range(180, 3), range(190, 3)] as const;
  const files = [await makePhotos(first, onlineWidths[0], 'tab1'), await makePhotos(second, onlineWidths[1], 'tab2')] as const;
  await Promise.all([first.getByLabel('Photo files').setInputFiles(files[0]), second.getByLabel('Photo files').setInputFiles(files[1])]);
  await expect.poll(() => imageRowCount(request, vehicleId), { timeout: 20_000 }).toBe(before.length + 14);
  for (const tab of tabs) await expectOutbox(tab, 'Outbox: Online');
  const widths = newWidths(await serverImages(request, token, vehicleId), before);
  expect(widths).toHaveLength(14);
  expect([...widths].sort((a, b) => a - b)).toEqual([...offlineWidths[0], ...offlineWidths[1], ...onlineWidths[0], ...onlineWidths[1]]);
  expect(await imageRowCount(request, vehicleId)).toBe(before.length + 14);
  // One tab was the sender for both (Web Locks); the other sent nothing.
  const [idle, sender] = [...tabs].sort((a, b) => (sent.get(a) ?? 0) - (sent.get(b) ?? 0)) as [Page, Page];
  expect(sent.get(idle)).toBe(0);
  expect(sent.get(sender)).toBeGreaterThanOrEqual(14);

  // The sending tab closes with photos of both tabs waiting: the other tab takes over.
  const lastWidths = range(210, 4);
  await context.setOffline(true);
  await addPhotos(idle, await makePhotos(idle, lastWidths.slice(0, 2), 'idle'));
  await addPhotos(sender, await makePhotos(sender, lastWidths.slice(2), 'sender'));
  await expectOutbox(idle, 'Outbox: Offline, 4 waiting');
  await sender.close();
  await context.setOffline(false);
  await expect.poll(() => imageRowCount(request, vehicleId), { timeout: 20_000 }).toBe(before.length + 18);
  await expectOutbox(idle, 'Outbox: Online');
  expect(newWidths(await serverImages(request, token, vehicleId), before).slice(14)).toEqual(lastWidths);
  expect(sent.get(idle)).toBeGreaterThanOrEqual(4);
});

test('signing out with changes waiting asks first: Cancel stays signed in; Sign out keeps them and they are sent once the same user signs in again', async ({
  page,
  context,
  request,
}, testInfo) => {
  const token = await inspectorToken(request);
  const vehicleId = await vehicleFor(request, token, 2, testInfo);
  const before = await serverImages(request, token, vehicleId);

  await signIn(page, 'inspector');
  await openPhotos(page, vehicleId);
  const widths = range(200, 2);
  const photos = await makePhotos(page, widths);
  await context.setOffline(true);
  await addPhotos(page, photos);
  await expectOutbox(page, 'Outbox: Offline, 2 waiting');

  const dialog = page.getByRole('alertdialog', { name: 'Sign out with unsent changes?' });
  await page.getByRole('button', { name: 'Marcus Bell' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(dialog).toContainText('2 changes on this device have not reached the server yet');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicleId}/photos$`));
  await expectOutbox(page, 'Outbox: Offline, 2 waiting');

  await page.getByRole('button', { name: 'Marcus Bell' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/login');

  // Signed out, nothing is sent even with the network back.
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await imageRowCount(request, vehicleId)).toBe(before.length);

  await submitSignIn(page, demoUsers.inspector);
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => imageRowCount(request, vehicleId), { timeout: 20_000 }).toBe(before.length + 2);
  await expectOutbox(page, 'Outbox: Online');
  expect(newWidths(await serverImages(request, token, vehicleId), before)).toEqual(widths);
});
