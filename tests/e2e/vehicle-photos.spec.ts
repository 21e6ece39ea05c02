/**
 * The vehicle's photo screens from a desk's keyboard and screen reader (ADR 0102): Set as main
 * moves the image first and gives the focus to that card's Private box, not to the page's body;
 * the uploader's hidden file inputs are not announced beside its two buttons (the tests still
 * give them files by their labels); the Photos Public View link says it opens a new tab.
 */
import { expect, test } from '@playwright/test';
import { expectNoViolationsWithin } from './axe-within';
import { openAs } from './list-helpers';
import { apiUpload, inspectorToken, makePhotos, serverImages, vehicleFor } from './outbox-helpers';

test('Set as main from the keyboard: the image goes first, its button is off, and the focus is on its Private box', async ({ page, request }, testInfo) => {
  await openAs(page, 'inspector', '/vehicles');
  const token = await inspectorToken(request);
  const vehicleId = await vehicleFor(request, token, 30, testInfo);
  for (const photo of await makePhotos(page, [131, 133], 'main')) await apiUpload(request, token, vehicleId, photo.buffer);
  const target = (await serverImages(request, token, vehicleId)).filter((image) => image.main_image !== 1).at(-1)!;
  const name = `image ${target.vehicle_image_id}`;

  await page.goto(`/vehicles/${vehicleId}/photos`);
  const images = page.getByRole('list', { name: 'Vehicle images' });
  const card = images.getByRole('listitem', { name: `Photo: ${name}` });
  const setMain = card.getByRole('button', { name: `Set as main: ${name}` });
  await expect(setMain).toBeEnabled();
  await setMain.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText('Main image')).toBeVisible();
  await expect(setMain).toBeDisabled();
  await expect(images.getByRole('listitem').first()).toHaveAccessibleName(`Photo: ${name}`);
  await expect(card.getByRole('checkbox', { name: `Private (${name})` })).toBeFocused();
  await expect
    .poll(async () => (await serverImages(request, token, vehicleId)).find((image) => image.vehicle_image_id === target.vehicle_image_id)?.main_image)
    .toBe(1);
});

test('the uploader announces its two buttons, not its hidden file inputs, which still take files', async ({ page, request }, testInfo) => {
  await openAs(page, 'inspector', '/vehicles');
  const vehicleId = await vehicleFor(request, await inspectorToken(request), 31, testInfo);
  await page.goto(`/vehicles/${vehicleId}/photos`);
  const uploader = page.getByRole('region', { name: 'Add photos' });
  await expect(uploader.getByRole('button')).toHaveText(['Choose photos', 'Take photo']);
  const tree = await uploader.ariaSnapshot();
  expect(tree).not.toContain('Photo files');
  expect(tree).not.toContain('Camera photo');
  await expectNoViolationsWithin(page, '[aria-label="Add photos"]');

  await page.getByLabel('Photo files').setInputFiles(await makePhotos(page, [137], 'hidden'));
  const added = page.getByRole('list', { name: 'Photos added' }).getByRole('listitem');
  await expect(added).toHaveCount(1);
  // A file the device cannot decode is said in words on its line (not the compressor's "Image is not defined").
  await page.getByLabel('Photo files').setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
  await expect(added.filter({ hasText: 'IMG_2042.jpg' })).toContainText(
    'IMG_2042.jpg could not be read as a photo: the file is damaged, or in a format this device cannot open. Choose another photo.',
  );
});

test('the Photos Public View link says it opens a new tab', async ({ page }) => {
  const token = await openAs(page, 'inspector', '/vehicles');
  const reply = await page.request.get('/v3/util/vehicles?site=DAL&per_page=1&order_by[]=vehicle_id|desc', { headers: { Authorization: `Bearer ${token}` } });
  const vehicleId = ((await reply.json()) as { data: { vehicle_id: number }[] }).data[0]!.vehicle_id;
  await page.goto(`/vehicles/${vehicleId}`);
  const link = page.getByRole('navigation', { name: 'Vehicle screens' }).getByRole('link', { name: 'Photos Public View (opens in a new tab)', exact: true });
  await expect(link).toHaveAttribute('target', '_blank');
  await expectNoViolationsWithin(page, '[aria-label="Vehicle screens"]');
});
