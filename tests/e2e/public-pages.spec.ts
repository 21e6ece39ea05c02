/**
 * The public vehicle pages (no sign-in) against the real server, each in a fresh browser
 * context with nobody signed in: the photos page with a real secret link from the seeded
 * database, the location page with the viewer's position refused and given, the failure
 * texts of wrong links, the headers of the pages, maplibre loaded on the location page
 * only, and both pages opening again offline once seen.
 */
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { system } from '../../src/components/ui/system';
import { dalLinks, waitForController, withServiceWorker } from './fixtures';

interface PhotosReply {
  autoyear: number;
  automake: string;
  automodel: string;
  vehicle_images: { vehicle_image_id: number; other_sizes: { thumb: string; original: string } }[];
}
interface Scan {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  created_at: string;
  event: { vehicle_event_type_name: string | null } | null;
}
interface LocationReply {
  autoyear: number;
  automake: string;
  automodel: string;
  vin: string;
  vehicle_image_main_strict: unknown;
  coordinate_history: Scan[];
}

/** The first link whose public reply (no token) meets `wanted`. */
async function findLink<T>(
  request: APIRequestContext,
  page: 'vehicle-photos' | 'location-history',
  wanted: (reply: T) => boolean,
): Promise<{ guid: string; reply: T }> {
  for (const guid of await dalLinks(request)) {
    const response = await request.get(`/v3/site/DAL/${page}/${guid}`);
    if (!response.ok()) continue;
    const reply = ((await response.json()) as { response: T }).response;
    if (wanted(reply)) return { guid, reply };
  }
  throw new Error(`The seed has no DAL vehicle for this ${page} test`);
}

const title = (vehicle: { autoyear: number; automake: string; automodel: string }) => `${vehicle.autoyear} ${vehicle.automake} ${vehicle.automodel}`;
const missingHash = 'q7Lx_0-aZ9kPm3vT8wYb2c';
/** The theme's error text in light mode (fg.error, red.700), as the browser computes it. */
const red = (() => {
  const hex = String(system.token('colors.red.700'));
  return `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
})();

/** Scripts the page requested. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('public photos page', () => {
  test('shows year, make, model and every public photo, each opening the original in a new tab, with no sign-in', async ({ page, context }) => {
    const { guid, reply } = await findLink<PhotosReply>(page.request, 'vehicle-photos', (photos) => photos.vehicle_images.length >= 3);
    const scripts = scriptsOf(page);
    const response = await page.goto(`/dealers/vehiclePhotos/DAL/${guid}`);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    expect(response?.headers()['x-robots-tag']).toBe('noindex');

    await expect(page.getByRole('heading', { level: 1, name: title(reply) })).toBeVisible();
    await expect(page.getByText(`${reply.vehicle_images.length} photos`)).toBeVisible();
    const links = page.getByRole('list', { name: 'Photos' }).getByRole('link');
    await expect(links).toHaveCount(reply.vehicle_images.length);
    const first = reply.vehicle_images[0];
    if (!first) throw new Error('no photo');
    await expect(links.first()).toHaveAttribute('href', new URL(first.other_sizes.original, page.url()).href);
    await expect(links.first()).toHaveAttribute('target', '_blank');
    await expect(links.first()).toHaveAttribute('rel', /noopener/);
    await expect(links.first()).toHaveAttribute('rel', /noreferrer/);
    await expect(links.first().getByRole('img')).toHaveAttribute('src', new URL(first.other_sizes.thumb, page.url()).href);
    await expect
      .poll(() =>
        links
          .first()
          .getByRole('img')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);

    // No sign-in and no console around it.
    await expect(page).toHaveURL(new RegExp(`/dealers/vehiclePhotos/DAL/${guid}$`));
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    expect(scripts.filter((path) => /maplibre/.test(path))).toEqual([]);

    const opened = context.waitForEvent('page');
    await links.first().click();
    const original = await opened;
    await expect.poll(() => original.url()).toBe(new URL(first.other_sizes.original, page.url()).href);
    await original.close();
  });

  test('a wrong link, another site’s code or a malformed hash shows "Invalid Link for Vehicle Photos" in red', async ({ page }) => {
    const { guid } = await findLink<PhotosReply>(page.request, 'vehicle-photos', (photos) => photos.vehicle_images.length > 0);
    for (const path of [`/dealers/vehiclePhotos/DAL/${missingHash}`, `/dealers/vehiclePhotos/ATL/${guid}`, '/dealers/vehiclePhotos/DAL/not-a-hash']) {
      await page.goto(path);
      const failure = page.getByText('Invalid Link for Vehicle Photos');
      await expect(failure, path).toBeVisible();
      await expect(failure).toHaveCSS('color', red);
      await expect(page.getByRole('list', { name: 'Photos' })).toHaveCount(0);
      // The server refused the link: trying it again cannot help, so it is not offered.
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    }
  });
});

test.describe('public location page', () => {
  test('shows the vehicle, the last scan’s chips and its position; with the viewer’s position refused it says so', async ({ page }) => {
    const { guid, reply } = await findLink<LocationReply>(page.request, 'location-history', (location) => location.coordinate_history.length > 0);
    const last = reply.coordinate_history[0];
    if (!last) throw new Error('no scan');
    const scripts = scriptsOf(page);
    const response = await page.goto(`/dealers/locationHistory/DAL/${guid}`);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    expect(response?.headers()['x-robots-tag']).toBe('noindex');

    await expect(page.getByRole('heading', { level: 1, name: title(reply) })).toBeVisible();
    await expect(page.getByText(`VIN ${reply.vin}`)).toBeVisible();
    const chips = page.getByRole('list', { name: 'Last scan' }).getByRole('listitem');
    await expect(chips).toHaveText([
      /^Last scanned\s*\d{2}-[A-Z][a-z]{2}-\d{4} \d{1,2}:\d{2} [AP]M$/,
      `Scan event${last.event?.vehicle_event_type_name ?? 'Unknown'}`,
      `Accuracy${last.accuracy === null ? 'unknown' : `${Math.round(last.accuracy)} m`}`,
    ]);
    await expect(page.getByText('Your current position is not available')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Last recorded position of the vehicle' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your position' })).toHaveCount(0);
    if (reply.vehicle_image_main_strict) await expect(page.getByRole('img', { name: `Photo of the ${title(reply)}` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    // maplibre loads here, and only here.
    await expect.poll(() => scripts.some((path) => /maplibre/.test(path))).toBe(true);
  });

  test.describe('with the viewer’s position given', () => {
    test.use({ permissions: ['geolocation'] });

    test('shows the viewer’s position beside the vehicle’s and how far it is', async ({ page, context }) => {
      const { guid, reply } = await findLink<LocationReply>(page.request, 'location-history', (location) => location.coordinate_history.length > 0);
      const last = reply.coordinate_history[0];
      if (!last) throw new Error('no scan');
      // About 111 m north of the vehicle.
      await context.setGeolocation({ latitude: last.latitude + 0.001, longitude: last.longitude, accuracy: 5 });
      await page.goto(`/dealers/locationHistory/DAL/${guid}`);
      await expect(page.getByRole('img', { name: 'Your position' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Last recorded position of the vehicle' })).toBeVisible();
      await expect(page.getByText(/^You are about 11\d m from the vehicle\.$/)).toBeVisible();
      await expect(page.getByText('Your current position is not available')).toHaveCount(0);
    });
  });

  test('a wrong link says "Vehicle does not exist"; a vehicle never scanned says "No location available for this vehicle"', async ({ page }) => {
    await page.goto(`/dealers/locationHistory/DAL/${missingHash}`);
    const missing = page.getByText('Vehicle does not exist');
    await expect(missing).toBeVisible();
    await expect(missing).toHaveCSS('color', red);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    const { guid, reply } = await findLink<LocationReply>(page.request, 'location-history', (location) => location.coordinate_history.length === 0);
    await page.goto(`/dealers/locationHistory/DAL/${guid}`);
    await expect(page.getByRole('heading', { level: 1, name: title(reply) })).toBeVisible();
    await expect(page.getByText('No location available for this vehicle')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Last scan' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Last recorded position of the vehicle' })).toHaveCount(0);
  });
});

test.describe('with the service worker', () => {
  test.use(withServiceWorker);

  test('both public pages open again with no network once seen', async ({ page, context }) => {
    const photos = await findLink<PhotosReply>(page.request, 'vehicle-photos', (reply) => reply.vehicle_images.length > 0);
    const location = await findLink<LocationReply>(page.request, 'location-history', (reply) => reply.coordinate_history.length > 0);
    const photosPath = `/dealers/vehiclePhotos/DAL/${photos.guid}`;
    const locationPath = `/dealers/locationHistory/DAL/${location.guid}`;

    // Seen once while the service worker controls the page (the first load installs it).
    await page.goto(photosPath);
    await waitForController(page);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img').first()).toBeVisible();
    await page.goto(locationPath);
    await expect(page.getByRole('list', { name: 'Last scan' })).toBeVisible();

    await context.setOffline(true);
    await page.goto(photosPath);
    await expect(page.getByRole('heading', { level: 1, name: title(photos.reply) })).toBeVisible();
    const firstPhoto = page.getByRole('list', { name: 'Photos' }).getByRole('img').first();
    await expect.poll(() => firstPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    await page.goto(locationPath);
    await expect(page.getByRole('heading', { level: 1, name: title(location.reply) })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Last scan' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('img', { name: 'Last recorded position of the vehicle' })).toBeVisible();
  });

  test('a public page never opened on this device says, with no network, that it loads when the connection returns, and then does', async ({
    page,
    context,
  }) => {
    const photos = await findLink<PhotosReply>(page.request, 'vehicle-photos', (reply) => reply.vehicle_images.length > 0);
    const location = await findLink<LocationReply>(page.request, 'location-history', (reply) => reply.coordinate_history.length > 0);
    // The worker is installed and in control from another public page.
    await page.goto(`/dealers/locationHistory/DAL/${location.guid}`);
    await waitForController(page);

    await context.setOffline(true);
    await page.goto(`/dealers/vehiclePhotos/DAL/${photos.guid}`);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: "No connection: the vehicle's photos load when the connection returns (this page has not been saved on this device)." }),
    ).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: title(photos.reply) })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img').first()).toBeVisible();
  });
});
