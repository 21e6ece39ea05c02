/**
 * The shared condition report (ADR 0022) against the real server, each page in a fresh
 * browser context with nobody signed in: the vehicle, grade and damages with their photos,
 * no private photo, the PDF to download, the public headers, and the same 404 text for a
 * wrong, malformed or revoked link.
 */
import { expect, test } from '@playwright/test';
import { axe } from './axe-within';
import { inspectorToken, reportedVehicle, shareLink } from './delivery-helpers';
import { bearer } from './inspection-helpers';

const invalid = 'This report link is not valid';

// The PDF is rendered on request: on a busy 2-core machine that takes seconds.
test.describe.configure({ timeout: 90_000 });

test('the share link opens the report with no sign-in: vehicle, grade, damages with photos, the PDF, and no private photo', async ({ browser, request }) => {
  const token = await inspectorToken(request);
  const vehicle = await reportedVehicle(request, token, 0, true);
  const url = await shareLink(request, token, vehicle.vehicle_id);
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(vehicle.vin, { exact: true })).toBeVisible();
  const report = vehicle.inspections[0];
  const damages = report?.inspection_items ?? [];
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(damages.length);
  for (const damage of damages.filter((item) => item.item && item.damage)) {
    await expect(page.getByRole('heading', { level: 3, name: `${damage.item?.name}: ${damage.damage?.name}` }).first()).toBeVisible();
  }
  const damagePhotos = page.getByRole('img', { name: /^Photo of / });
  await expect(damagePhotos).toHaveCount(damages.filter((item) => item.image).length);
  // Every photo has loaded (a 404 would leave naturalWidth at 0).
  await expect.poll(() => damagePhotos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
  const sources = await page.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  for (const hidden of vehicle.vehicle_images.filter((image) => image.is_private === 1)) {
    expect(sources.filter((source) => new RegExp(`/(public|vehicle)/${hidden.vehicle_image_id}/`).test(source))).toEqual([]);
  }
  const download = page.getByRole('link', { name: 'Download the report (PDF)' });
  await expect(download).toBeVisible();
  const pdf = await context.request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { violations } = await axe(page).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await context.close();
});

test('a wrong, malformed or revoked link shows the same text, and the revoked one’s next link works', async ({ browser, request }) => {
  const token = await inspectorToken(request);
  const vehicle = await reportedVehicle(request, token, 1);
  const url = await shareLink(request, token, vehicle.vehicle_id);
  const secret = url.split('/').pop() ?? '';
  const revoked = await request.delete(`/v3/vehicles3/${vehicle.vehicle_id}/cubedUrl`, { headers: bearer(token) });
  expect(revoked.status()).toBe(200);
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const attempt of [url, url.replace(secret, 'q7Lx_0-aZ9kPm3vT8wYb2c'), url.replace(secret, 'short'), url.replace('/DAL/', '/ATL/')]) {
    await page.goto(attempt);
    await expect(page.getByRole('alert')).toHaveText(invalid);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  }
  await page.goto(await shareLink(request, token, vehicle.vehicle_id));
  await expect(page.getByText(vehicle.vin, { exact: true })).toBeVisible();
  await context.close();
});
