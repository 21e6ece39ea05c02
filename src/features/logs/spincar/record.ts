/** One Spincar log with its payload (GET /v3/admin/spincarlogs/{id}), read when its Payload dialog opens. */
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/api/http';
import { SpincarLogRecord } from '@/contract/logs';

export function spincarRecordOptions(id: number) {
  return queryOptions({
    queryKey: ['logs', 'spincar', 'record', id] as const,
    queryFn: async ({ signal }) => (await http(`/v3/admin/spincarlogs/${id}`, { schema: SpincarLogRecord, signal })).data,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
