/**
 * Delivery reads and writes of the inspection screen (ADR 0022).
 * The link is read online (it is minted by the server). The e-mail and the dealer report go
 * through the outbox, in the vehicle's group, after the report's own writes: a dealer never
 * gets a report older than what the inspector saved, and offline they wait for the network.
 * Each is sent exactly once (the outbox's Idempotency-Key).
 */
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/api/http';
import { CubedUrl } from '@/contract/delivery';
import { enqueue } from '@/offline/outbox';
import { currentOwner } from '@/offline/owner';
import { isTempId } from '@/offline/temp-ids';
import { inspectionGroup, type AnyId } from './writes';

export async function fetchReportLink(vehicleId: number, signal?: AbortSignal): Promise<string> {
  const { data } = await http(`/v3/vehicles3/${vehicleId}/cubedUrl`, { schema: CubedUrl, signal });
  return data.url;
}

/**
 * Not persisted: a link is only worth showing when the server just confirmed it. Asked even
 * offline (networkMode always), so the failure shows at once instead of a paused query.
 */
export function reportLinkOptions(vehicleId: number) {
  return queryOptions({
    queryKey: ['report-link', vehicleId] as const,
    queryFn: ({ signal }) => fetchReportLink(vehicleId, signal),
    retry: false,
    networkMode: 'always',
  });
}

/** Revokes the vehicle's link (condition writers): the old one stops working, the next read draws a new one. Online only. */
export async function revokeReportLink(vehicleId: number): Promise<void> {
  await http(`/v3/vehicles3/${vehicleId}/cubedUrl`, { method: 'DELETE' });
}

export type DeliveryKind = 'email' | 'dealer';

function owner() {
  const signedIn = currentOwner();
  if (signedIn === null) throw new Error('Sign in again to send the report.');
  return signedIn;
}

/** Queues the e-mail of the vehicle's current report (link and PDF) to `email`; resolves with the record's id. */
export function queueEmailReport(vehicleId: number, email: string): Promise<number> {
  return enqueue(owner(), {
    method: 'PUT',
    path: `/v3/vehicles3/${vehicleId}/cubedUrl/${encodeURIComponent(email)}`,
    body: null,
    group: inspectionGroup(vehicleId),
    label: `E-mail the inspection to ${email}`,
  });
}

/** Queues the dealer report of `reportId` (a temporary id is rewritten once the report exists on the server). */
export function queueDealerReport(vehicleId: number, reportId: AnyId, email: string): Promise<number> {
  return enqueue(owner(), {
    method: 'PUT',
    path: '/v3/dealers/0/reports',
    body: { kind: 'json', value: { email, auction_id: null, reports: [reportId], vehicles: [vehicleId] } },
    group: inspectionGroup(vehicleId),
    tempRefs: isTempId(reportId) ? [{ field: 'reports', tempId: reportId }] : undefined,
    label: `Dealer report to ${email}`,
  });
}
