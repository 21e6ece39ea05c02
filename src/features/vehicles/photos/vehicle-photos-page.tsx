/**
 * Vehicle Photos (/vehicles/{vehicle_id}/photos): the vehicle summary, the uploader and
 * the image list. Every change is saved in the outbox first, so it works on the lot with
 * no network; the list is fetched again once everything queued for the vehicle is sent.
 */
import { Heading } from '@/components/ui/heading';
import { PageFrame } from '@/components/page-frame';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { readAt } from '@/offline/read-since';
import { isPending, type OutboxRecord } from '@/offline/record';
import { useGroupRecords } from '@/offline/use-outbox';
import { LoadError } from '@/components/load-error';
import { vehicleImagesOptions, vehicleKeys } from '@/features/vehicles/queries';
import { VehicleHeader } from '@/features/vehicles/vehicle-header';
import { ImageList } from './image-list';
import { PhotoUploader } from './photo-uploader';
import { uploadPath, vehicleGroup } from './photo-writes';
import { shownImages } from './shown-images';
import '../vehicle.css';
import './photos.css';
import { Text } from '@/components/ui/text';

/** Once the last queued change of the vehicle has been sent, read the server's list again. */
function useReloadWhenSent(vehicleId: number, records: readonly OutboxRecord[]): void {
  const queryClient = useQueryClient();
  const pending = records.filter(isPending).length;
  const before = useRef(pending);
  useEffect(() => {
    if (before.current > 0 && pending === 0) {
      void queryClient.invalidateQueries({ queryKey: vehicleKeys.images(vehicleId) });
      void queryClient.invalidateQueries({ queryKey: vehicleKeys.vehicle(vehicleId) });
    }
    before.current = pending;
  }, [pending, queryClient, vehicleId]);
}

export function VehiclePhotosPage({ vehicleId }: { vehicleId: number }) {
  const images = useQuery(vehicleImagesOptions(vehicleId));
  const records = useGroupRecords(vehicleGroup(vehicleId));
  useReloadWhenSent(vehicleId, records);
  const shown = useMemo(
    () => shownImages(images.data?.images ?? [], records, uploadPath(vehicleId), readAt(images.data, images.dataUpdatedAt)),
    [images.data, images.dataUpdatedAt, records, vehicleId],
  );

  return (
    <PageFrame gap="6" maxW="1200px">
      <VehicleHeader title="Vehicle Photos" vehicleId={vehicleId} backTo={vehicleId} />
      <PhotoUploader vehicleId={vehicleId} records={records} />
      <section className="vehicle-section" aria-labelledby="vehicle-images-heading">
        <Heading as="h2" size="md" id="vehicle-images-heading">
          Images
        </Heading>
        {images.error ? <LoadError what="The images" error={images.error} onRetry={() => void images.refetch()} /> : null}
        {images.isPending && shown.length === 0 ? <Text>Loading...</Text> : <ImageList vehicleId={vehicleId} images={shown} since={images.dataUpdatedAt} />}
      </section>
    </PageFrame>
  );
}
