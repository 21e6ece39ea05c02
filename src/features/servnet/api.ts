/** The Servnet report call (GET /v3/reporting/servnet/site/{siteId}/start/{date}/end/{date}; the reply is not wrapped). */
import { http } from '@/api/http';
import { ServnetReport } from '@/contract/servnet-report';

export async function fetchServnetReport(siteId: string, start: string, end: string, signal?: AbortSignal) {
  const path = `/v3/reporting/servnet/site/${encodeURIComponent(siteId)}/start/${encodeURIComponent(start)}/end/${encodeURIComponent(end)}`;
  const { data } = await http(path, { schema: ServnetReport, signal });
  return data;
}
