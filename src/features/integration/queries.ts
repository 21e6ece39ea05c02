/** Query options of the integration status: kept in memory only (a desk screen, online only). */
import { queryOptions } from '@tanstack/react-query';
import type { KnownIntegration } from '@/contract/integration';
import { fetchIntegrationStatus } from './api';

/** How often the status is read again on its own: a monitor, but of a slow outside service. */
export const INTEGRATION_REFRESH_MS = 30_000;

export function integrationStatusOptions(integration: KnownIntegration, siteCode: string) {
  return queryOptions({
    queryKey: ['integration-status', integration, siteCode] as const,
    queryFn: ({ signal }) => fetchIntegrationStatus(integration, siteCode, signal),
    refetchInterval: INTEGRATION_REFRESH_MS,
  });
}
