/** POST /v3/vehicles/{id}/images over HTTP: checks, storage, scope, idempotent resends. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxImageBytes, maxRequestBytes } from '../http/raw-body.ts';
import { jpegWithMetadata, pngHeader, pngWithMetadata, smallJpeg, smallPng, smallWebp, webpLosslessHeader } from '../media/test-images.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';

let server: TestServer;
let inspector: string;
let admin: string;
/** DAL vehicles without any image, handed out one per test. */
let bare: number[];
let atlVehicle: number;

interface ImageRecord {
  vehicle_image_id: number;
  vehicle_id: number;
  image_file_path: string;
  mime_type: string;
  width: number;
  height: number;
  is_private: number;
  main_image: number;
  vehicle_images_type_name: string;
  created_at: string;
  other_sizes: Record<'small' | 'thumb' | 'large' | 'original', string>;
}

beforeAll(async () => {
  server = await startTestServer();
  inspector = await server.signIn('inspector');
  admin = await server.signIn('admin');
  bare = server.sqlite
    .prepare(
      'SELECT vehicle_id FROM vehicles v WHERE site_id = 1 AND NOT EXISTS (SELECT 1 FROM vehicle_images i WHERE i.vehicle_id = v.vehicle_id) ORDER BY vehicle_id LIMIT 40',
    )
    .pluck()
    .all() as number[];
  atlVehicle = server.sqlite.prepare('SELECT vehicle_id FROM vehicles WHERE site_id = 2 LIMIT 1').pluck().get() as number;
});
afterAll(() => server.close());

const nextVehicle = () => {
  const id = bare.shift();
  if (id === undefined) throw new Error('out of bare vehicles');
  return id;
};

function form(parts: [string, Uint8Array | string, string?, string?][]): FormData {
  const data = new FormData();
  for (const [name, value, filename = 'photo.jpg', type = 'image/jpeg'] of parts) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([value], { type }), filename);
  }
  return data;
}

const upload = (vehicleId: number | string, body: FormData | string, options: { token?: string; key?: string; headers?: Record<string, string> } = {}) =>
  server.call(`/v3/vehicles/${vehicleId}/images`, {
    method: 'POST',
    token: options.token ?? inspector,
    body,
    headers: { ...(options.key ? { 'Idempotency-Key': options.key } : {}), ...options.headers },
  });

const rows = (vehicleId: number) =>
  server.sqlite.prepare('SELECT * FROM vehicle_images WHERE vehicle_id = ? ORDER BY vehicle_image_id').all(vehicleId) as ImageRecord[];
const files = (vehicleId: number) => {
  const folder = join(server.photoDir, 'uploads', 'DAL', String(vehicleId));
  return existsSync(folder) ? readdirSync(folder) : [];
};

async function errorOf(response: Response): Promise<[number, string]> {
  const body = (await response.json()) as { error: { message: string } };
  return [response.status, body.error.message];
}

describe('uploading a vehicle photo', () => {
  it('stores a JPEG without its metadata and answers 201 with the record as the image list shows it', async () => {
    const vehicle = nextVehicle();
    const before = Date.now();
    const response = await upload(vehicle, form([['image', jpegWithMetadata(6), 'IMG_0001.JPG']]));
    expect(response.status).toBe(201);
    const { response: record } = (await response.json()) as { response: ImageRecord };
    expect(record).toMatchObject({
      vehicle_id: vehicle,
      mime_type: 'image/jpeg',
      width: 4,
      height: 6,
      is_private: 0,
      main_image: 1,
      vehicle_images_type_name: 'photo',
    });
    expect(record.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(record.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(record.image_file_path).toMatch(new RegExp(`^uploads/DAL/${vehicle}/[A-Za-z0-9_-]{22}\\.jpg$`));
    expect(Object.keys(record.other_sizes).sort()).toEqual(['large', 'original', 'small', 'thumb']);

    const stored = readFileSync(join(server.photoDir, record.image_file_path));
    expect(stored.toString('latin1')).not.toContain('GPS');
    const served = await server.call(record.other_sizes.original);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);

    // The image list reads the same record.
    const listed = await server.call(`/v3/util/vehicle_images?filters[0]=vehicle_id|eq|${vehicle}`, { token: inspector });
    expect(((await listed.json()) as { data: ImageRecord[] }).data.map((r) => r.vehicle_image_id)).toEqual([record.vehicle_image_id]);
  });

  it('makes only the first photo of a vehicle its main image', async () => {
    const vehicle = nextVehicle();
    expect((await upload(vehicle, form([['image', smallJpeg()]]))).status).toBe(201);
    const second = await upload(
      vehicle,
      form([
        ['image', smallPng(), 'b.png', 'image/png'],
        ['type', 'photo'],
      ]),
    );
    expect(second.status).toBe(201);
    expect(((await second.json()) as { response: ImageRecord }).response).toMatchObject({ main_image: 0, mime_type: 'image/png', width: 3, height: 2 });
    expect(rows(vehicle).map((r) => r.main_image)).toEqual([1, 0]);
  });

  it('sniffs the format from the bytes: a WebP named .jpg is stored as WebP, a PNG loses its text chunks', async () => {
    const vehicle = nextVehicle();
    const webp = await upload(vehicle, form([['image', smallWebp(), 'photo.jpg', 'image/jpeg']]));
    expect(((await webp.json()) as { response: ImageRecord }).response).toMatchObject({ mime_type: 'image/webp', width: 6, height: 4 });
    const png = await upload(vehicle, form([['image', pngWithMetadata(), 'x.png', 'application/octet-stream']]));
    const record = ((await png.json()) as { response: ImageRecord }).response;
    expect(record.image_file_path).toMatch(/\.png$/);
    expect(Uint8Array.from(readFileSync(join(server.photoDir, record.image_file_path)))).toEqual(smallPng());
  });

  it('lets a global admin upload to any site', async () => {
    const response = await upload(atlVehicle, form([['image', smallJpeg()]]), { token: admin });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { response: ImageRecord }).response.image_file_path).toMatch(new RegExp(`^uploads/ATL/${atlVehicle}/`));
  });
});

describe('refused uploads', () => {
  it('needs a signed-in user, and hides vehicles outside the caller’s sites', async () => {
    expect((await upload(nextVehicle(), form([['image', smallJpeg()]]), { token: '' })).status).toBe(401);
    expect(await errorOf(await upload(atlVehicle, form([['image', smallJpeg()]])))).toEqual([404, `No vehicle with id ${atlVehicle}`]);
    expect((await upload(999_999_999, form([['image', smallJpeg()]]))).status).toBe(404);
    expect((await upload('abc', form([['image', smallJpeg()]]))).status).toBe(404);
  });

  it('checks the form: one file in the field image, type photo, nothing else', async () => {
    const vehicle = nextVehicle();
    const cases: [FormData | string, [number, string], Record<string, string>?][] = [
      [form([['type', 'photo']]), [400, 'No image: send the photo as a file in the form field image']],
      [
        form([
          ['image', smallJpeg()],
          ['image', smallJpeg()],
        ]),
        [400, 'Send one image per request'],
      ],
      [
        form([
          ['image', smallJpeg()],
          ['other', smallJpeg()],
        ]),
        [400, 'Unexpected file in the field other: send one image in the field image'],
      ],
      [
        form([
          ['image', smallJpeg()],
          ['note', 'hello'],
        ]),
        [400, "Unknown form field 'note'"],
      ],
      [
        form([
          ['image', smallJpeg()],
          ['type', 'spin'],
        ]),
        [400, 'type must be photo'],
      ],
      [form([['image', 'not a file']]), [400, 'The field image must be a file']],
      [form([['image', new Uint8Array(0)]]), [400, 'The image file is empty']],
      ['{"image":"x"}', [415, 'Send the photo as multipart/form-data, the file in the field image'], { 'Content-Type': 'application/json' }],
    ];
    for (const [body, expected, headers] of cases) expect(await errorOf(await upload(vehicle, body, { headers }))).toEqual(expected);
    expect(rows(vehicle)).toEqual([]);
    expect(files(vehicle)).toEqual([]);
  });

  it('checks the file from its bytes: format (415), damage and dimensions (400), pixels and decoded size (413)', async () => {
    const vehicle = nextVehicle();
    const html = new TextEncoder().encode('<html><body>hello</body></html>');
    expect(await errorOf(await upload(vehicle, form([['image', html, 'car.jpg', 'image/jpeg']])))).toEqual([
      415,
      'Only JPEG, PNG and WebP images are accepted',
    ]);
    expect(await errorOf(await upload(vehicle, form([['image', smallJpeg().subarray(0, 500)]])))).toEqual([400, 'The JPEG file is damaged or incomplete']);
    // Every chunk well formed, but its pixel data holds none of the 64 rows the header promises.
    expect(await errorOf(await upload(vehicle, form([['image', pngHeader(64, 64), 'empty.png', 'image/png']])))).toEqual([
      400,
      'The PNG file is damaged or incomplete',
    ]);
    expect(await errorOf(await upload(vehicle, form([['image', webpLosslessHeader(12_000, 800), 'big.webp', 'image/webp']])))).toEqual([
      400,
      'The image must be 1 to 10000 pixels on each side; this one is 12000 x 800',
    ]);
    // A 10000 x 10000 "decompression bomb" of a few dozen bytes: refused from its header.
    expect(await errorOf(await upload(vehicle, form([['image', pngHeader(10_000, 10_000), 'bomb.png', 'image/png']])))).toEqual([
      413,
      'The image may have at most 50 megapixels; this one has 100 (10000 x 10000)',
    ]);
    // Under the pixel limit but 16 bits a channel: 392 MB decoded, refused from its header too (issue 42).
    expect(await errorOf(await upload(vehicle, form([['image', pngHeader(7000, 7000, 16, 6), 'deep.png', 'image/png']])))).toEqual([
      413,
      'The image would take 392 MB decoded (7000 x 7000, 4 channels of 16 bits); at most 200 MB are accepted. Save it with 8 bits per channel, or smaller.',
    ]);
    expect(rows(vehicle)).toEqual([]);
    expect(files(vehicle)).toEqual([]);
  });

  it('refuses a file over 15 MiB with 413', async () => {
    const vehicle = nextVehicle();
    // Refused by its Content-Length before it is read.
    const huge = new Uint8Array(maxRequestBytes + 1);
    expect(await errorOf(await upload(vehicle, form([['image', huge]])))).toEqual([413, 'The upload is larger than the limit of 16 MiB']);
    // Within the request cap but over the file limit: the part itself is checked.
    const big = new Uint8Array(maxImageBytes + 1);
    big.set(smallJpeg());
    expect(await errorOf(await upload(vehicle, form([['image', big]])))).toEqual([413, 'The image is larger than the limit of 15 MiB']);
    expect(rows(vehicle)).toEqual([]);
  });

  it('refuses a photo beyond the site’s photo_max_per_vehicle with 422, leaving no file', async () => {
    const vehicle = nextVehicle();
    const limit = server.sqlite
      .prepare("INSERT INTO configs (name, type, type_id, value_type, value) VALUES ('photo_max_per_vehicle', 'site', 1, 'integer', '2')")
      .run().lastInsertRowid;
    try {
      expect((await upload(vehicle, form([['image', smallJpeg()]]))).status).toBe(201);
      expect((await upload(vehicle, form([['image', smallPng(32, 24), 'b.png', 'image/png']]))).status).toBe(201);
      const [status, message] = await errorOf(await upload(vehicle, form([['image', smallJpeg()]])));
      expect(status).toBe(422);
      expect(message).toMatch(/already has 2 photos/);
    } finally {
      server.sqlite.prepare('DELETE FROM configs WHERE id = ?').run(limit);
    }
    expect(rows(vehicle)).toHaveLength(2);
    expect(files(vehicle)).toHaveLength(2);
  });

  it('leaves neither a row nor a file when the insert fails', async () => {
    const vehicle = nextVehicle();
    server.sqlite.exec("CREATE TEMP TRIGGER refuse_images BEFORE INSERT ON vehicle_images BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    try {
      const response = await upload(vehicle, form([['image', smallJpeg()]]));
      expect(response.status).toBe(500);
    } finally {
      server.sqlite.exec('DROP TRIGGER temp.refuse_images');
    }
    expect(rows(vehicle)).toEqual([]);
    expect(files(vehicle)).toEqual([]);
  });
});

describe('resending an upload with the same Idempotency-Key', () => {
  it('replays the first answer although the browser drew a new multipart boundary', async () => {
    const vehicle = nextVehicle();
    const first = await upload(vehicle, form([['image', smallJpeg()]]), { key: 'outbox-photo-0001' });
    const again = await upload(vehicle, form([['image', smallJpeg()]]), { key: 'outbox-photo-0001' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(rows(vehicle)).toHaveLength(1);
    expect(files(vehicle)).toHaveLength(1);
  });

  it('refuses the same key with a different file with 422', async () => {
    const vehicle = nextVehicle();
    expect((await upload(vehicle, form([['image', smallJpeg()]]), { key: 'outbox-photo-0002' })).status).toBe(201);
    const other = await upload(vehicle, form([['image', smallPng(), 'p.png', 'image/png']]), { key: 'outbox-photo-0002' });
    expect(await errorOf(other)).toEqual([422, 'This Idempotency-Key was already used for a different request']);
    expect(rows(vehicle)).toHaveLength(1);
  });

  it('logs the upload without its bytes', async () => {
    const vehicle = nextVehicle();
    await upload(vehicle, form([['image', smallJpeg()]]));
    const log = server.sqlite
      .prepare("SELECT request_content, response_status FROM api_logs WHERE route = ? AND method = 'POST' ORDER BY id DESC LIMIT 1")
      .get(`/v3/vehicles/${vehicle}/images`) as { request_content: string; response_status: number };
    expect(log.response_status).toBe(201);
    expect(log.request_content).toMatch(/^\[multipart\/form-data; boundary=.* body, \d+ bytes\]$/);
  });
});

describe('image flags and deletion after an upload', () => {
  it('moves the main image with PUT main_image 1 and removes the file with DELETE', async () => {
    const vehicle = nextVehicle();
    const ids: number[] = [];
    for (const bytes of [smallJpeg(), smallPng()]) {
      const response = await upload(vehicle, form([['image', bytes, 'p', 'image/*']]));
      ids.push(((await response.json()) as { response: ImageRecord }).response.vehicle_image_id);
    }
    const [first, second] = ids as [number, number];
    const put = await server.call(`/v3/util/vehicle_images/${second}`, {
      method: 'PUT',
      token: inspector,
      json: { main_image: 1 },
      headers: { 'Idempotency-Key': 'outbox-flag-0001' },
    });
    expect(put.status).toBe(200);
    expect(rows(vehicle).map((r) => [r.vehicle_image_id, r.main_image])).toEqual([
      [first, 0],
      [second, 1],
    ]);
    expect(files(vehicle)).toHaveLength(2);

    const path = rows(vehicle)[1]?.image_file_path ?? '';
    const removed = await server.call(`/v3/util/vehicle_images/${second}`, {
      method: 'DELETE',
      token: inspector,
      headers: { 'Idempotency-Key': 'outbox-del-0001' },
    });
    expect(await removed.json()).toEqual({ deleted: true, id: String(second) });
    expect(existsSync(join(server.photoDir, path))).toBe(false);
    expect(files(vehicle)).toHaveLength(1);
    // The outbox's resend of the delete gets the first answer, not a 404.
    const resent = await server.call(`/v3/util/vehicle_images/${second}`, {
      method: 'DELETE',
      token: inspector,
      headers: { 'Idempotency-Key': 'outbox-del-0001' },
    });
    expect(resent.status).toBe(200);
    expect(resent.headers.get('idempotency-replayed')).toBe('true');
  });

  it('keeps the shared seeded picture when a seeded image row is deleted', async () => {
    const seeded = server.sqlite
      .prepare(
        "SELECT i.vehicle_image_id, i.image_file_path FROM vehicle_images i JOIN vehicles v USING (vehicle_id) WHERE v.site_id = 1 AND i.vehicle_images_type_name = 'photo' LIMIT 1",
      )
      .get() as { vehicle_image_id: number; image_file_path: string };
    const response = await server.call(`/v3/util/vehicle_images/${seeded.vehicle_image_id}`, { method: 'DELETE', token: inspector });
    expect(response.status).toBe(200);
    expect(existsSync(join(server.photoDir, seeded.image_file_path))).toBe(true);
  });
});
