/**
 * The server with its photos in S3-compatible storage (ADR 0069), against s3rver on loopback:
 * what a client sees is what it sees with the local folder. A vehicle photo upload is stored
 * in the bucket without its metadata, served back through its signed, expiring URL, and its
 * print variant is made and kept in the bucket; the seeded site logo is served from the bucket;
 * nothing lands in the local photo folder.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDefinitions } from '../db/seed-data/sites.ts';
import { writeSeedPictures } from '../db/seed-photos.ts';
import { s3Store, type PhotoStore } from '../media/photo-store.ts';
import { signExpiringPath } from '../media/signing.ts';
import { jpegWithMetadata } from '../media/test-images.ts';
import { closePrintWorkers, printVariantKey, printVariantWidths } from '../reports/print-variant.ts';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';

let s3: S3TestServer;
let photos: PhotoStore;
let server: TestServer;
let inspector: string;

beforeAll(async () => {
  s3 = await startS3Server();
  photos = await s3Store(s3.settings('lot'));
  await writeSeedPictures(photos, siteDefinitions);
  server = await startTestServer({ photos });
  inspector = await server.signIn('inspector');
});
afterAll(async () => {
  await closePrintWorkers();
  await server?.close();
  await photos?.close();
  await s3?.close();
});

interface ImageRecord {
  vehicle_image_id: number;
  image_file_path: string;
  other_sizes: Record<'small' | 'thumb' | 'large' | 'original', string>;
}

describe('photos in S3', () => {
  it('stores an upload in the bucket without its metadata, serves it by its signed URL, and makes its print variant there', { timeout: 120_000 }, async () => {
    const vehicle = server.sqlite
      .prepare('SELECT vehicle_id FROM vehicles v WHERE site_id = 1 AND NOT EXISTS (SELECT 1 FROM vehicle_images i WHERE i.vehicle_id = v.vehicle_id) LIMIT 1')
      .pluck()
      .get() as number;
    const form = new FormData();
    form.append('image', new Blob([jpegWithMetadata(6)], { type: 'image/jpeg' }), 'IMG_0001.JPG');
    const response = await server.call(`/v3/vehicles/${vehicle}/images`, { method: 'POST', token: inspector, body: form });
    expect(response.status).toBe(201);
    const { response: record } = (await response.json()) as { response: ImageRecord };
    expect(record.image_file_path).toMatch(new RegExp(`^uploads/DAL/${vehicle}/[A-Za-z0-9_-]{22}\\.jpg$`));

    // In the bucket, stripped; not on the local disk.
    const stored = await photos.get(record.image_file_path);
    expect(stored).not.toBeNull();
    expect(Buffer.from(stored!).toString('latin1')).not.toMatch(/GPS|Exif\0\0.*Make/s);
    expect(Buffer.from(jpegWithMetadata(6)).toString('latin1')).toContain('GPS');
    expect(existsSync(join(server.photoDir, 'uploads', 'DAL', String(vehicle)))).toBe(false);

    // Served back through the signed, expiring URL; the link without its signature is refused.
    expect(record.other_sizes.original).toMatch(/\?exp=\d+&sig=/);
    const served = await server.call(record.other_sizes.original);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(stored!))).toBe(true);
    expect((await server.call(record.other_sizes.original.split('?')[0]!)).status).toBe(403);

    // The print variant: made once, kept in the bucket beside the uploads.
    const print = await server.call(signExpiringPath(`/v3/images/vehicle/${record.vehicle_image_id}/print`));
    expect(print.status).toBe(200);
    expect(print.headers.get('content-type')).toBe('image/jpeg');
    const variant = new Uint8Array(await print.arrayBuffer());
    expect(variant.subarray(0, 3)).toEqual(Uint8Array.of(0xff, 0xd8, 0xff));
    const key = printVariantKey({ relative: record.image_file_path, mimeType: 'image/jpeg', width: printVariantWidths.vehicle });
    expect(await photos.get(key)).toEqual(variant);

    // Deleting the photo removes its upload from the bucket.
    expect((await server.call(`/v3/util/vehicle_images/${record.vehicle_image_id}`, { method: 'DELETE', token: inspector })).status).toBe(200);
    await expect.poll(() => photos.exists(record.image_file_path)).toBe(false);
    expect((await server.call(record.other_sizes.original)).status).toBe(404);
  });

  it('serves the site logo seeded into the bucket', async () => {
    const logo = await server.call('/v3/images/site/DAL/auction_logo');
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer())).toEqual(Buffer.from((await photos.get('sites/DAL/auction_logo.png'))!));
  });
});
