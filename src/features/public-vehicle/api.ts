/**
 * The public pages' reads. Sent without a token, whoever is signed in on this device: the
 * link is the only key, and the service worker keeps only replies to token-less requests
 * (docs/decisions/0008), which is what lets a page seen once open again offline.
 */
import { http } from '../../api/http';
import { LocationHistory, PublicPhotos } from '../../contract/public-vehicle';

export interface PublicLink {
  siteCode: string;
  vehicleHash: string;
}

const path = (page: 'vehicle-photos' | 'location-history', { siteCode, vehicleHash }: PublicLink) =>
  `/v3/site/${encodeURIComponent(siteCode)}/${page}/${encodeURIComponent(vehicleHash)}`;

export async function fetchPublicPhotos(link: PublicLink, signal?: AbortSignal): Promise<PublicPhotos> {
  const { data } = await http(path('vehicle-photos', link), { token: null, schema: PublicPhotos, signal });
  return data;
}

export async function fetchLocationHistory(link: PublicLink, signal?: AbortSignal): Promise<LocationHistory> {
  const { data } = await http(path('location-history', link), { token: null, schema: LocationHistory, signal });
  return data;
}
