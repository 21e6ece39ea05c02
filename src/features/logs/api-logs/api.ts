/** The API Logs list read: a page of logs with their sites (GET /v3/admin/apilogs). */
import { http } from '../../../api/http';
import { toListQuery } from '../../../components/data-list/list-state';
import { ApiLogRow } from '../../../contract/logs';
import { Paged } from '../../../contract/paged';
import { apiLogList, type ApiLogListSearch } from './api-log-list';

const ApiLogPage = Paged(ApiLogRow);

export async function fetchApiLogs(search: ApiLogListSearch, signal?: AbortSignal) {
  const { data } = await http('/v3/admin/apilogs', {
    query: { ...toListQuery(apiLogList, search), with: ['site'], paginate2: true },
    schema: ApiLogPage,
    signal,
  });
  return data;
}
