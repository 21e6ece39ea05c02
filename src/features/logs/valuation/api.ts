/** The valuation logs read (GET /v3/util/api_valuation_logs): the stored JSON is small and comes with each row. */
import { http } from '../../../api/http';
import { toListQuery } from '../../../components/data-list/list-state';
import { ValuationLogRow } from '../../../contract/logs';
import { Paged } from '../../../contract/paged';
import { valuationList, type ValuationListSearch } from './valuation-list';

const ValuationPage = Paged(ValuationLogRow);

export async function fetchValuationLogs(search: ValuationListSearch, signal?: AbortSignal) {
  const { data } = await http('/v3/util/api_valuation_logs', {
    query: { ...toListQuery(valuationList, search), with: ['site'], paginate2: true },
    schema: ValuationPage,
    signal,
  });
  return data;
}
