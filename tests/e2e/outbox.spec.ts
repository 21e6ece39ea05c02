/**
 * The offline outbox end to end (issue 4): writes made offline in the Vehicle Photos page
 * are kept on the device, survive a reload, and reach the real server exactly once each.
 * Every assertion that matters is on the server's state, not on what the page says.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';
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
  waitForController,
} from './outbox-helpers';

test('10 photos added offline survive an offline reload and reach the server once each when the network returns', async ({ page, context, request }, testInfo) => {
  const token = await inspectorToken(request);
  const vehicleId = await vehicleFor(request, token, 0, testInfo);
  const before = await serverImages(request, token, vehicleId);
  const filesBefore = await uploadedFiles(request, vehicleId);

  await signIn(page, 'inspector');
  await openPhotos(page, vehicleId);
  await waitForController(page);
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
  await expect(list.getByText(/^(Waiting to upload|Waiting for the connection)$/)).toHaveCount(0);
});
