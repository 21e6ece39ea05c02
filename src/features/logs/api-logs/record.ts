/**
 * One API log with its headers and bodies (GET /v3/admin/apilogsfull/{id}), read when its
 * dialog opens. A log never changes once written; a body may be megabytes, so the record
 * leaves the cache a minute after its dialog closes.
 */
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/api/http';
import { ApiLogRecord } from '@/contract/logs';

export function apiLogRecordOptions(id: number) {
  return queryOptions({
    queryKey: ['logs', 'api', 'record', id] as const,
    queryFn: async ({ signal }) => (await http(`/v3/admin/apilogsfull/${id}`, { schema: ApiLogRecord, signal })).data,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
