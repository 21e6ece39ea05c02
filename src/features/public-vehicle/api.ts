/**
 * The public pages' reads. Sent without a token, whoever is signed in on this device: the
 * link is the only key, and the service worker keeps only replies to token-less requests
 * (docs/decisions/0008), which is what lets a page seen once open again offline.
 */
import { http } from '@/api/http';
import { LocationHistory, PublicPhotos, PublicReport } from '@/contract/public-vehicle';

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

/** A shared condition report's link: the site code and the report's own secret (ADR 0022). */
export interface ReportLink {
  siteCode: string;
  secret: string;
}

export async function fetchPublicReport({ siteCode, secret }: ReportLink, signal?: AbortSignal): Promise<PublicReport> {
  const { data } = await http(`/v3/site/${encodeURIComponent(siteCode)}/condition-report/${encodeURIComponent(secret)}`, {
    token: null,
    schema: PublicReport,
    signal,
  });
  return data;
}
