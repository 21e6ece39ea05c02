/**
 * The public photos page (/dealers/vehiclePhotos/{siteCode}/{vehicleHash}): year, make and
 * model, and the thumbnails, each opening the original photo in a new tab. Any failure
 * reads "Invalid Link for Vehicle Photos" in red, whatever the cause, so a wrong
 * link and a missing vehicle look the same. Try again is offered only where trying again can
 * help (no answer, or the server failed): a link the server refused stays refused.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import { apiUrl } from '@/api/http';
import type { PublicLink } from './api';
import { PublicFrame, SiteLogo, PublicLoading } from './public-frame';
import { publicPhotosOptions } from './queries';
import { vehicleTitle } from './vehicle-title';

export const invalidPhotosLink = 'Invalid Link for Vehicle Photos';

export function PublicPhotosPage({ link }: { link: PublicLink }) {
  const photos = useQuery(publicPhotosOptions(link));
  const title = photos.data ? vehicleTitle(photos.data) : undefined;
  return (
    <PublicFrame kind="Vehicle Photos" vehicle={title}>
      <PublicLoading read={photos} what="the vehicle's photos" verb="load" />
      {photos.isError ? (
        <>
          <p className="pv-error" role="alert">
            {invalidPhotosLink}
          </p>
          {photos.error instanceof ApiError && photos.error.refused ? null : (
            <button type="button" className="pv-button" onClick={() => void photos.refetch()}>
              Try again
            </button>
          )}
        </>
      ) : null}
      {photos.data ? (
        <>
          <SiteLogo src={apiUrl(`/v3/images/site/${encodeURIComponent(link.siteCode)}/auction_logo`)} />
          <h1 className="pv-title">{title}</h1>
          <p className="pv-subtitle">{photoCount(photos.data.vehicle_images.length)}</p>
          {photos.data.vehicle_images.length > 0 ? (
            <ul className="pv-photo-grid" aria-label="Photos">
              {photos.data.vehicle_images.map((image, index) => (
                <li key={image.vehicle_image_id}>
                  <a className="pv-photo-link" href={apiUrl(image.other_sizes.original)} target="_blank" rel="noopener noreferrer">
                    <img
                      className="pv-photo"
                      src={apiUrl(image.other_sizes.thumb)}
                      alt={`Photo ${index + 1} of ${photos.data.vehicle_images.length}, opens the original in a new tab`}
                      loading={index < 8 ? 'eager' : 'lazy'}
                      decoding="async"
                      referrerPolicy="no-referrer"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="pv-text pv-muted">There are no photos of this vehicle to show.</p>
          )}
        </>
      ) : null}
    </PublicFrame>
  );
}

export function photoCount(count: number): string {
  return count === 1 ? '1 photo' : `${count} photos`;
}
