/**
 * Query options of the public pages. Their keys are outside the persisted roots: what a
 * visitor saw is kept by the service worker (by URL, for anyone), never in a user's cache.
 * So they are asked for even offline (`offlineFirst`): the worker answers from what it kept,
 * and only a retry waits for the connection.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchLocationHistory, fetchPublicPhotos, fetchPublicReport, type PublicLink, type ReportLink } from './api';

export function publicPhotosOptions({ siteCode, vehicleHash }: PublicLink) {
  return queryOptions({
    queryKey: ['public-photos', siteCode, vehicleHash] as const,
    queryFn: ({ signal }) => fetchPublicPhotos({ siteCode, vehicleHash }, signal),
    networkMode: 'offlineFirst',
  });
}

export function locationHistoryOptions({ siteCode, vehicleHash }: PublicLink) {
  return queryOptions({
    queryKey: ['public-location', siteCode, vehicleHash] as const,
    queryFn: ({ signal }) => fetchLocationHistory({ siteCode, vehicleHash }, signal),
    networkMode: 'offlineFirst',
  });
}

export function publicReportOptions({ siteCode, secret }: ReportLink) {
  return queryOptions({
    queryKey: ['public-report', siteCode, secret] as const,
    queryFn: ({ signal }) => fetchPublicReport({ siteCode, secret }, signal),
    networkMode: 'offlineFirst',
    // A revoked link must stop showing the report: no retries of a 404, nothing kept long.
    retry: false,
  });
}
