/** The integration status read (GET /v3/integration/{integration}/status/{siteCode}). */
import { http } from '@/api/http';
import { IntegrationStatus, type KnownIntegration } from '@/contract/integration';

export async function fetchIntegrationStatus(integration: KnownIntegration, siteCode: string, signal?: AbortSignal): Promise<IntegrationStatus> {
  const { data } = await http(`/v3/integration/${integration}/status/${encodeURIComponent(siteCode)}`, { schema: IntegrationStatus, signal });
  return data;
}
