/** The open gate pass report's look-up: the gate statuses for the filter (its list is read by its declaration, gate-pass-list.ts). */
import { http } from '@/api/http';
import { GateStatus } from '@/contract/gate-passes';
import { Paged } from '@/contract/paged';

const GateStatusPage = Paged(GateStatus);

/** Every gate status (up to 1000: the whole list). */
export async function fetchGateStatuses(signal?: AbortSignal): Promise<GateStatus[]> {
  const { data } = await http('/v3/util/gate_statuses3', { query: { page: 1, per_page: 1000 }, schema: GateStatusPage, signal });
  return data.data;
}
