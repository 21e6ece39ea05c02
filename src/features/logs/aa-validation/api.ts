/** The AA validation logs read (GET /v3/util/api_aavalidation_logs): the bodies are small and come with the rows. */
import { http } from '../../../api/http';
import { toListQuery } from '../../../components/data-list/list-state';
import { AaValidationLogRow } from '../../../contract/logs';
import { Paged } from '../../../contract/paged';
import { aaValidationList, type AaValidationListSearch } from './aa-validation-list';

const AaValidationPage = Paged(AaValidationLogRow);

export async function fetchAaValidationLogs(search: AaValidationListSearch, signal?: AbortSignal) {
  const { data } = await http('/v3/util/api_aavalidation_logs', {
    query: { ...toListQuery(aaValidationList, search), with: ['site'], paginate2: true },
    schema: AaValidationPage,
    signal,
  });
  return data;
}
