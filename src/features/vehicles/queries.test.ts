import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VehicleImage } from '@/contract/vehicles';
import { readAt } from '@/offline/read-since';
import { makeRecord } from '@/test/outbox-records';
import { fetchVehicleImages } from './api';
import { shownImages } from './photos/shown-images';
import { vehicleImagesOptions, vehicleKeys } from './queries';

vi.mock('./api', () => ({ fetchVehicle: vi.fn(), fetchVehicleImages: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
});

const uploaded: VehicleImage = {
  vehicle_image_id: 41,
  vehicle_id: 9,
  is_private: 0,
  main_image: 0,
  created_at: '2026-12-02T10:00:00.000Z',
  vehicle_images_type_name: 'photo',
  other_sizes: { small: '/s/41', thumb: '/t/41', original: '/o/41' },
};

describe("the vehicle images' server copy", () => {
  it('is stamped with when its read was sent, so a photo uploaded while the read was on its way stays on the screen', async () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1000);
    // The read is sent at 1000; the outbox's upload is answered at 1500; the read's answer,
    // without the photo (read by the server before the upload committed), arrives at 2000.
    vi.mocked(fetchVehicleImages).mockImplementation(async () => {
      clock.mockReturnValue(2000);
      return [];
    });
    const client = new QueryClient();
    const copy = await client.fetchQuery(vehicleImagesOptions(9));
    const arrived = client.getQueryState(vehicleKeys.images(9))?.dataUpdatedAt ?? 0;
    expect([copy.readSince, arrived]).toEqual([1000, 2000]);

    const path = '/v3/vehicles/9/images';
    const sent = makeRecord({ id: 1, group: 'vehicle:9', method: 'POST', path, state: 'done', updatedAt: 1500, result: uploaded });
    expect(shownImages(copy.images, [sent], path, readAt(copy, arrived)).map((image) => image.id)).toEqual([41]);
    // Taken as read when it arrived, the copy would hide the photo until the next read.
    expect(shownImages(copy.images, [sent], path, arrived)).toEqual([]);
  });
});
