/** The public vehicle pages (secret links, no sign-in) and vehicles_full over HTTP on the seeded database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithMetadata } from '../media/test-images.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';

let server: TestServer;
let inspector: string;

interface Linked {
  vehicle_id: number;
  guid: string;
  vin: string;
  autoyear: number;
  automake: string;
  automodel: string;
}

/** A DAL vehicle with a link, at least three photos and scans. */
let dal: Linked;
/** A PHX vehicle with a link and photos (PHX has public photos off). */
let phx: Linked;

const one = <T>(sql: string, ...params: unknown[]) => server.sqlite.prepare(sql).get(...params) as T;
const scalar = (sql: string, ...params: unknown[]) =>
  server.sqlite
    .prepare(sql)
    .pluck()
    .get(...params) as number;
const linkedVehicle = (site: number) =>
  one<Linked>(
    `SELECT vehicle_id, guid, vin, autoyear, automake, automodel FROM vehicles v WHERE site_id = ? AND guid IS NOT NULL
       AND (SELECT COUNT(*) FROM vehicle_images i WHERE i.vehicle_id = v.vehicle_id AND vehicle_images_type_name = 'photo') >= 3
       AND EXISTS (SELECT 1 FROM vehicle_location_history h WHERE h.vehicle_id = v.vehicle_id)
     ORDER BY vehicle_id LIMIT 1`,
    site,
  );

beforeAll(async () => {
  server = await startTestServer();
  inspector = await server.signIn('inspector');
  dal = linkedVehicle(1);
  phx = linkedVehicle(3);
  const photos = server.sqlite
    .prepare("SELECT vehicle_image_id FROM vehicle_images WHERE vehicle_id = ? AND vehicle_images_type_name = 'photo' ORDER BY vehicle_image_id")
    .pluck()
    .all(dal.vehicle_id) as number[];
  // Known flags: the first photo is the main one, the last is private, and a spin link exists.
  server.sqlite.exec(`
    UPDATE vehicle_images SET main_image = CASE vehicle_image_id WHEN ${photos[0]} THEN 1 ELSE 0 END, is_private = 0 WHERE vehicle_id = ${dal.vehicle_id};
    UPDATE vehicle_images SET is_private = 1 WHERE vehicle_image_id = ${photos[photos.length - 1]};
    INSERT INTO vehicle_images (vehicle_id, image_file_path, mime_type, vehicle_images_type_name) VALUES (${dal.vehicle_id}, 'https://spins.example.com/walk/${dal.vin}', 'text/html', 'spin');
  `);
});
afterAll(() => server.close());

interface PhotosReply {
  response: {
    autoyear: number;
    automake: string;
    automodel: string;
    vehicle_images: { vehicle_image_id: number; vehicle_images_type_name: string; other_sizes: Record<string, string> }[];
  };
}

const photosOf = (site: string, hash: string, headers: Record<string, string> = {}) => server.call(`/v3/site/${site}/vehicle-photos/${hash}`, { headers });
const locationOf = (site: string, hash: string) => server.call(`/v3/site/${site}/location-history/${hash}`);

describe('GET /v3/site/{siteCode}/vehicle-photos/{vehicleHash}', () => {
  it('shows year, make, model and the public photos, main first then newest, without a sign-in', async () => {
    const response = await photosOf('DAL', dal.guid);
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { response: page } = (await response.json()) as PhotosReply;
    expect(Object.keys(page).sort()).toEqual(['automake', 'automodel', 'autoyear', 'vehicle_images']);
    expect(page).toMatchObject({ autoyear: dal.autoyear, automake: dal.automake, automodel: dal.automodel });

    const expected = server.sqlite
      .prepare(
        "SELECT vehicle_image_id FROM vehicle_images WHERE vehicle_id = ? AND is_private = 0 AND vehicle_images_type_name = 'photo' ORDER BY main_image DESC, created_at DESC, vehicle_image_id DESC",
      )
      .pluck()
      .all(dal.vehicle_id);
    expect(page.vehicle_images.map((image) => image.vehicle_image_id)).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    for (const image of page.vehicle_images) {
      expect(Object.keys(image).sort()).toEqual(['other_sizes', 'vehicle_image_id', 'vehicle_images_type_name']);
      expect(image.vehicle_images_type_name).toBe('photo');
      expect(image.other_sizes.original).toMatch(new RegExp(`^/v3/images/public/${image.vehicle_image_id}/original\\?sig=`));
    }
    expect(JSON.stringify(page)).not.toContain(dal.vin);
  });

  it('serves the photos through their public URLs while they are public', async () => {
    const { response: page } = (await (await photosOf('DAL', dal.guid)).json()) as PhotosReply;
    const image = page.vehicle_images[1];
    if (!image) throw new Error('no second photo');
    const served = await server.call(image.other_sizes.thumb ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-robots-tag')).toBe('noindex');
    expect((await server.call((image.other_sizes.thumb ?? '').replace(/sig=.*/, 'sig=forged'))).status).toBe(403);

    server.sqlite.prepare('UPDATE vehicle_images SET is_private = 1 WHERE vehicle_image_id = ?').run(image.vehicle_image_id);
    expect((await server.call(image.other_sizes.thumb ?? '')).status).toBe(404);
    const { response: after } = (await (await photosOf('DAL', dal.guid)).json()) as PhotosReply;
    expect(after.vehicle_images.map((i) => i.vehicle_image_id)).not.toContain(image.vehicle_image_id);
    server.sqlite.prepare('UPDATE vehicle_images SET is_private = 0 WHERE vehicle_image_id = ?').run(image.vehicle_image_id);
  });

  it('answers the same 404 for an unknown link, another site’s code, a malformed hash and a site with public photos off', async () => {
    const invalid = { error: { message: 'Invalid Link for Vehicle Photos' } };
    for (const [site, hash] of [
      ['DAL', 'AAAAAAAAAAAAAAAAAAAAAA'],
      ['ATL', dal.guid],
      ['XYZ', dal.guid],
      ['DAL', 'not a hash'],
      ['PHX', phx.guid],
    ] as const) {
      const response = await photosOf(site, encodeURIComponent(hash));
      expect(response.status, `${site} ${hash}`).toBe(404);
      expect(await response.json()).toEqual(invalid);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
    const phxPhoto = scalar("SELECT vehicle_image_id FROM vehicle_images WHERE vehicle_id = ? AND vehicle_images_type_name = 'photo'", phx.vehicle_id);
    const signed = await server.call(`/v3/site/DAL/vehicle-photos/${dal.guid}`);
    const sig = ((await signed.json()) as PhotosReply).response.vehicle_images[0]?.other_sizes.small ?? '';
    // A valid signature for a DAL photo does not open a PHX one.
    expect((await server.call(sig.replace(/public\/\d+/, `public/${String(phxPhoto)}`))).status).toBe(403);
  });

  it('serves an uploaded camera photo without its location (EXIF GPS, XMP)', async () => {
    const body = new FormData();
    body.append('image', new Blob([jpegWithMetadata(1)], { type: 'image/jpeg' }), 'IMG_0001.JPG');
    const uploaded = await server.call(`/v3/vehicles/${dal.vehicle_id}/images`, { method: 'POST', token: inspector, body });
    expect(uploaded.status).toBe(201);
    const { vehicle_image_id } = ((await uploaded.json()) as { response: { vehicle_image_id: number } }).response;
    const { response: page } = (await (await photosOf('DAL', dal.guid)).json()) as PhotosReply;
    const shown = page.vehicle_images.find((image) => image.vehicle_image_id === vehicle_image_id);
    if (!shown) throw new Error('the uploaded photo is not on the public page');
    for (const size of ['thumb', 'original'] as const) {
      const served = await server.call(shown.other_sizes[size] ?? '');
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await served.arrayBuffer()).toString('latin1');
      expect(bytes).not.toContain('GPS');
      expect(bytes).not.toContain('xmpmeta');
    }
  });

  it('accepts the site code in any case and ignores a stale bearer token', async () => {
    expect((await photosOf('dal', dal.guid, { Authorization: 'Bearer expired-token' })).status).toBe(200);
  });
});

describe('GET /v3/site/{siteCode}/location-history/{vehicleHash}', () => {
  interface LocationReply {
    response: {
      vehicle_id: number;
      vin: string;
      vehicle_image_main_strict: { vehicle_image_id: number; other_sizes: Record<string, string> } | null;
      coordinate_history: {
        latitude: number;
        longitude: number;
        accuracy: number | null;
        created_at: string;
        event: { vehicle_event_type_name: string | null };
      }[];
    };
  }

  it('shows the vehicle, its public main photo and its scans, newest first', async () => {
    const response = await locationOf('DAL', dal.guid);
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const { response: page } = (await response.json()) as LocationReply;
    expect(page).toMatchObject({ vehicle_id: dal.vehicle_id, vin: dal.vin, autoyear: dal.autoyear, automake: dal.automake, automodel: dal.automodel });
    const main = scalar('SELECT vehicle_image_id FROM vehicle_images WHERE vehicle_id = ? AND main_image = 1', dal.vehicle_id);
    expect(page.vehicle_image_main_strict?.vehicle_image_id).toBe(main);
    expect(page.vehicle_image_main_strict?.other_sizes.large).toMatch(new RegExp(`^/v3/images/public/${main}/large\\?sig=`));
    expect(page.coordinate_history.length).toBeGreaterThan(0);
    const times = page.coordinate_history.map((scan) => scan.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.coordinate_history[0]).toMatchObject({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      event: { vehicle_event_type_name: expect.any(String) },
    });
  });

  it('leaves out scans less accurate than the site allows and scans older than the window before the last one', async () => {
    server.sqlite
      .prepare(
        `INSERT INTO vehicle_location_history (vehicle_id, latitude, longitude, accuracy, vehicle_event_type_id, created_at) VALUES
         (?, 1, 1, 500, 1, '2030-01-02T00:00:00.000Z'), (?, 2, 2, 5, 1, '2030-01-01T00:00:00.000Z'), (?, 3, 3, 5, 1, '2029-11-01T00:00:00.000Z')`,
      )
      .run(dal.vehicle_id, dal.vehicle_id, dal.vehicle_id);
    const { response: page } = (await (await locationOf('DAL', dal.guid)).json()) as LocationReply;
    // The 500 m scan is ignored (limit 50 m); the window is 30 days before the newest scan.
    expect(page.coordinate_history.map((scan) => [scan.latitude, scan.created_at])).toEqual([[2, '2030-01-01T00:00:00.000Z']]);
  });

  it('reveals nothing beyond what the page shows: no seller, prices, users or other records', async () => {
    const { response: page } = (await (await locationOf('DAL', dal.guid)).json()) as LocationReply;
    expect(Object.keys(page).sort()).toEqual(['automake', 'automodel', 'autoyear', 'coordinate_history', 'vehicle_id', 'vehicle_image_main_strict', 'vin']);
    for (const scan of page.coordinate_history) expect(Object.keys(scan).sort()).toEqual(['accuracy', 'created_at', 'event', 'latitude', 'longitude']);
    expect(Object.keys(page.vehicle_image_main_strict ?? {}).sort()).toEqual(['other_sizes', 'vehicle_image_id']);
    const missing = await (await locationOf('DAL', 'AAAAAAAAAAAAAAAAAAAAAA')).text();
    for (const [site, hash] of [
      ['ATL', dal.guid],
      ['XYZ', dal.guid],
      ['DAL', 'not a hash'],
    ] as const) {
      const response = await locationOf(site, encodeURIComponent(hash));
      expect(response.status, `${site} ${hash}`).toBe(404);
      expect(await response.text()).toBe(missing);
    }
  });

  it('shows no photo where the site has public photos off, and 404 for an unknown link', async () => {
    const response = await locationOf('PHX', phx.guid);
    expect(response.status).toBe(200);
    expect(((await response.json()) as LocationReply).response.vehicle_image_main_strict).toBeNull();
    const unknown = await locationOf('DAL', 'AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { message: 'Vehicle does not exist' } });
  });
});

describe('GET /v3/util/vehicles_full/{id}', () => {
  it('answers the details screen with withAdd=1 and withCount[]=inspections, and links the public page', async () => {
    const response = await server.call(`/v3/util/vehicles_full/${dal.vehicle_id}?withAdd=1&withCount[]=inspections`, { token: inspector });
    expect(response.status).toBe(200);
    const vehicle = (await response.json()) as Record<string, unknown>;
    expect(vehicle).toMatchObject({
      id: dal.vehicle_id,
      vin: dal.vin,
      guid: dal.guid,
      inspections_count: expect.any(Number),
      install_info: { site_code: 'DAL', site_name: 'Dallas Auto Auction' },
      public_photos_enabled: 1,
      public_photos_url: `/dealers/vehiclePhotos/DAL/${dal.guid}`,
      location_history_url: `/dealers/locationHistory/DAL/${dal.guid}`,
    });
    expect(vehicle).toHaveProperty('seller');
    expect(vehicle).toHaveProperty('vehicle_positions');
    expect((vehicle.vehicle_image_main as { other_sizes: { small: string } }).other_sizes.small).toMatch(/^\/v3\/images\/vehicle\//);
  });

  it('has public photos off for PHX and hides other sites from auction staff', async () => {
    const admin = await server.signIn('admin');
    const response = await server.call(`/v3/util/vehicles_full/${phx.vehicle_id}?withAdd=1`, { token: admin });
    expect(await response.json()).toMatchObject({ public_photos_enabled: 0, public_photos_url: null, install_info: { site_code: 'PHX' } });
    expect((await server.call(`/v3/util/vehicles_full/${phx.vehicle_id}?withAdd=1`, { token: inspector })).status).toBe(404);
  });
});
