/** The dealers list read: one page of the current site's dealers with their rep counts. */
import { http } from '../../../api/http';
import { toListQuery } from '../../../components/data-list/list-state';
import { DealerListRow } from '../../../contract/dealer-list';
import { Paged } from '../../../contract/paged';
import { dealerList, type DealerListSearch } from './dealer-list';

const DealerPage = Paged(DealerListRow);

export async function fetchDealerList(siteCode: string | null, search: DealerListSearch, signal?: AbortSignal) {
  const { data } = await http('/v3/util/dealers', {
    query: { ...toListQuery(dealerList, search), withCount: ['reps'], params: { site: siteCode } },
    schema: DealerPage,
    signal,
  });
  return data;
}
