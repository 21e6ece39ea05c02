/** The Spincar logs read: a page with sites and vehicles (GET /v3/admin/spincarlogs), and one log with its payload. */
import { http } from '../../../api/http';
import { toListQuery } from '../../../components/data-list/list-state';
import { SpincarLogRow } from '../../../contract/logs';
import { Paged } from '../../../contract/paged';
import { spincarList, type SpincarListSearch } from './spincar-list';

const SpincarPage = Paged(SpincarLogRow);

export async function fetchSpincarLogs(search: SpincarListSearch, signal?: AbortSignal) {
  const { data } = await http('/v3/admin/spincarlogs', {
    query: { ...toListQuery(spincarList, search), with: ['site', 'vehicle'], paginate2: true },
    schema: SpincarPage,
    signal,
  });
  return data;
}
