/** Reads of the open gate pass report: a page of the site's gate passes, and the gate statuses for the filter. */
import { http } from '../../../api/http';
import { toListQuery } from '../../../components/data-list/list-state';
import { GatePassRow, GateStatus } from '../../../contract/gate-passes';
import { Paged } from '../../../contract/paged';
import { gatePassList, type GatePassListSearch } from './gate-pass-list';

const GatePassPage = Paged(GatePassRow);
const GateStatusPage = Paged(GateStatus);

export async function fetchGatePasses(siteCode: string | null, search: GatePassListSearch, signal?: AbortSignal) {
  const { data } = await http('/v3/util/gate_passes3', {
    query: { ...toListQuery(gatePassList, search), with: ['vehicle', 'dealer', 'last_user', 'gate_status_obj'], params: { site: siteCode } },
    schema: GatePassPage,
    signal,
  });
  return data;
}

/** Every gate status (spec: loaded up to 1000). */
export async function fetchGateStatuses(signal?: AbortSignal): Promise<GateStatus[]> {
  const { data } = await http('/v3/util/gate_statuses3', { query: { page: 1, per_page: 1000 }, schema: GateStatusPage, signal });
  return data.data;
}
