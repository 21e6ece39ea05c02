/**
 * Vehicle Photos (/vehicles/{vehicle_id}/photos): the vehicle summary, the uploader and
 * the image list. Every change is saved in the outbox first, so it works on the lot with
 * no network; the list is fetched again once everything queued for the vehicle is sent.
 */
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { isPending, type OutboxRecord } from '../../../offline/record';
import { useGroupRecords } from '../../../offline/use-outbox';
import { BackButton } from '../back-button';
import { vehicleImagesOptions, vehicleKeys, vehicleOptions } from '../queries';
import { VehicleSummary } from '../vehicle-summary';
import { ImageList } from './image-list';
import { PhotoUploader } from './photo-uploader';
import { uploadPath, vehicleGroup } from './photo-writes';
import { shownImages } from './shown-images';

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

function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Text color="fg.error">
        {what} could not be loaded: {error.message}
      </Text>
      <Button size="sm" minH="44px" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Flex>
  );
}

export function PhotosPage({ vehicleId }: { vehicleId: number }) {
  const vehicle = useQuery(vehicleOptions(vehicleId));
  const images = useQuery(vehicleImagesOptions(vehicleId));
  const records = useGroupRecords(vehicleGroup(vehicleId));
  useReloadWhenSent(vehicleId, records);
  const shown = useMemo(
    () => shownImages(images.data ?? [], records, uploadPath(vehicleId), images.dataUpdatedAt),
    [images.data, images.dataUpdatedAt, records, vehicleId],
  );

  return (
    <Stack gap="6" p={{ base: '4', lg: '6' }} maxW="1200px">
      <Flex justify="space-between" align="center" gap="3">
        <Heading as="h1" size="lg">
          Vehicle Photos
        </Heading>
        <BackButton vehicleId={vehicleId} />
      </Flex>
      {vehicle.data ? (
        <VehicleSummary vehicle={vehicle.data} />
      ) : vehicle.error ? (
        <LoadError what="The vehicle" error={vehicle.error} onRetry={() => void vehicle.refetch()} />
      ) : (
        <Text>Loading...</Text>
      )}
      <PhotoUploader vehicleId={vehicleId} records={records} />
      <Stack gap="3" as="section" aria-labelledby="vehicle-images-heading">
        <Heading as="h2" size="md" id="vehicle-images-heading">
          Images
        </Heading>
        {images.error ? <LoadError what="The images" error={images.error} onRetry={() => void images.refetch()} /> : null}
        {images.isPending && shown.length === 0 ? <Text>Loading...</Text> : <ImageList vehicleId={vehicleId} images={shown} since={images.dataUpdatedAt} />}
      </Stack>
    </Stack>
  );
}
