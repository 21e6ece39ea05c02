/**
 * Helpers of the offline outbox's end-to-end tests (outbox-*.spec.ts): the server's view
 * (images of a vehicle, row and file counts, fault rules, through the real API and the
 * LOT_TEST_FAULTS hooks), test photos made by Chromium's own encoder, and the page's
 * service worker, connection and outbox status.
 *
 * The tests share one server: each uses its own vehicle (a distinct slot in the list of DAL
 * vehicles) and fault rules whose path names that vehicle or its images, with a `times` or
 * `dropAfterCommit` limit so they expire by themselves. No test clears the rules.
 */
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { demoUsers, waitForController } from './fixtures';

export const storedUserKey = 'lot-console.user';

/** A bearer token of the inspector, signed in through the API (its own session, not the page's). */
export async function inspectorToken(request: APIRequestContext): Promise<string> {
  const account = demoUsers.inspector;
  if (account.mode !== 'auction') throw new Error('The inspector is an auction account');
  const reply = await request.post('/v3/authentication_local', { data: { site: account.site, username: account.username, password: account.password } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { access_token: string }).access_token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The id of a DAL vehicle of its own for a test: `slot` (distinct per test across the outbox
 * specs) in the site's list, moved along on a retry and on a repeat (--repeat-each), so neither
 * meets an earlier run's leftovers.
 */
export async function vehicleFor(request: APIRequestContext, token: string, slot: number, testInfo: TestInfo): Promise<number> {
  const index = slot + (testInfo.retry + 2 * testInfo.repeatEachIndex) * 40;
  const reply = await request.get(`/v3/util/vehicles?site=DAL&per_page=100&page=${Math.floor(index / 100) + 1}`, { headers: bearer(token) });
  expect(reply.status()).toBe(200);
  const { data } = (await reply.json()) as { data: Array<{ vehicle_id: number }> };
  const vehicle = data[index % 100];
  if (!vehicle) throw new Error(`The seed has no DAL vehicle number ${index}`);
  return vehicle.vehicle_id;
}

export interface ServerImage {
  vehicle_image_id: number;
  width: number;
  height: number;
  is_private: number;
  main_image: number;
}

/** The vehicle's images as the API lists them, by id. */
export async function serverImages(request: APIRequestContext, token: string, vehicleId: number): Promise<ServerImage[]> {
  const reply = await request.get(`/v3/util/vehicle_images?filters[0]=vehicle_id|eq|${vehicleId}&per_page=1000`, { headers: bearer(token) });
  expect(reply.status()).toBe(200);
  const { data } = (await reply.json()) as { data: ServerImage[] };
  return [...data].sort((a, b) => a.vehicle_image_id - b.vehicle_image_id);
}

/** Rows of vehicle_images of the vehicle, straight from the database (/__test/count). */
export async function imageRowCount(request: APIRequestContext, vehicleId: number): Promise<number> {
  const reply = await request.get(`/__test/count?table=vehicle_images&vehicle_id=${vehicleId}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { count: number }).count;
}

/** The vehicle's uploaded files on disk (/__test/files). */
export async function uploadedFiles(request: APIRequestContext, vehicleId: number): Promise<string[]> {
  const reply = await request.get(`/__test/files?vehicle_id=${vehicleId}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { files: string[] }).files;
}

/** Uploads a photo through the API (a tablet elsewhere); the new image. */
export async function apiUpload(request: APIRequestContext, token: string, vehicleId: number, png: Buffer): Promise<ServerImage> {
  const reply = await request.post(`/v3/vehicles/${vehicleId}/images`, {
    headers: bearer(token),
    multipart: { image: { name: 'api.png', mimeType: 'image/png', buffer: png } },
  });
  expect(reply.status()).toBe(201);
  return ((await reply.json()) as { response: ServerImage }).response;
}

export async function apiDeleteImage(request: APIRequestContext, token: string, imageId: number): Promise<void> {
  const reply = await request.delete(`/v3/util/vehicle_images/${imageId}`, { headers: bearer(token) });
  expect(reply.status()).toBe(200);
}

/** The page's stored session token. */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token, storedUserKey);
  if (!token) throw new Error('The page has no stored session');
  return token;
}

/**
 * PNG photos made in the page by Chromium's canvas encoder, one per width (height 48), each
 * with its own colours, as buffers for setInputFiles. The width tells them apart on the server.
 */
export async function makePhotos(page: Page, widths: readonly number[], prefix = 'lot'): Promise<Array<{ name: string; mimeType: string; buffer: Buffer }>> {
  const encoded = await page.evaluate(async (list) => {
    const out: string[] = [];
    for (const width of list) {
      const canvas = new OffscreenCanvas(width, 48);
      const g = canvas.getContext('2d');
      if (!g) throw new Error('No 2d context');
      g.fillStyle = `hsl(${(width * 37) % 360}, 70%, 50%)`;
      g.fillRect(0, 0, width, 48);
      g.fillStyle = '#fff';
      g.fillRect(4, 4, width % 40, 20);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      out.push(btoa(binary));
    }
    return out;
  }, widths);
  return encoded.map((base64, i) => ({ name: `${prefix}-${widths[i]}.png`, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') }));
}

/**
 * Opens the vehicle's photos page and waits until it shows the vehicle's images (or that it
 * has none) and the service worker controls it. The tests go offline after this: the photo
 * compression worker's script is fetched on the first photo, and offline only the service
 * worker's precache can serve it (before the worker controls the page, the first photo added
 * offline fails with "The photo worker could not start").
 */
export async function openPhotos(page: Page, vehicleId: number): Promise<void> {
  await page.goto(`/vehicles/${vehicleId}/photos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Photos' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Vehicle images' }).or(page.getByText('This vehicle has no photos yet.'))).toBeVisible();
  await waitForController(page);
}

/**
 * Chooses photos in the uploader and waits until each is saved on the device ("Saved on this
 * device, waiting to upload", or "…, will retry when the connection allows" for the head of the
 * queue once the outbox has tried it offline).
 */
export async function addPhotos(
  page: Page,
  files: Awaited<ReturnType<typeof makePhotos>>,
  savedText: string | RegExp = /^Saved on this device, /,
): Promise<void> {
  const rowsBefore = await page
    .getByRole('list', { name: 'Photos added' })
    .getByRole('listitem')
    .count()
    .catch(() => 0);
  await page.getByLabel('Photo files').setInputFiles(files);
  const rows = page.getByRole('list', { name: 'Photos added' }).getByRole('listitem');
  await expect(rows).toHaveCount(rowsBefore + files.length);
  for (const file of files) {
    await expect(rows.filter({ hasText: file.name }).getByText(savedText)).toBeVisible();
  }
}

/** The top bar's outbox link. */
export function outboxLink(page: Page): Locator {
  return page.getByRole('link', { name: /^Outbox:/ });
}

/** Waits until the top bar's outbox status is exactly `status` (its description, e.g. 'Outbox: Online': nothing waits). */
export async function expectOutbox(page: Page, status: string, timeout = 20_000): Promise<void> {
  await expect(outboxLink(page)).toHaveAccessibleDescription(status, { timeout });
}

/** Widths of the vehicle's images created after `before` (the ids seen before the test), in id order. */
export function newWidths(images: readonly ServerImage[], before: readonly ServerImage[]): number[] {
  const known = new Set(before.map((image) => image.vehicle_image_id));
  return images.filter((image) => !known.has(image.vehicle_image_id)).map((image) => image.width);
}

export const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
