/**
 * The API Logs list: every /v3 call the platform logged, newest
 * first, 10 a page; filters on the site, user, method, route, status and id. React-free:
 * the route reads it for validateSearch and its loader.
 */
import { choiceFilter, defineList, textFilter, type ListSearchOf } from '@/components/data-list/list-definition';
import { ApiLogRow } from '@/contract/logs';
import { createdRange, LOG_PAGE_SIZE, logRead, newestFirst, onlineOnly, siteFilter } from '@/features/logs/shared/log-list';

export const apiLogList = defineList({
  id: 'api-logs',
  noun: 'API logs',
  read: logRead('/v3/admin/apilogs', ApiLogRow),
  defaultPageSize: LOG_PAGE_SIZE,
  sorting: { keys: ['id', 'user', 'method', 'route', 'response_status'], default: newestFirst },
  filters: {
    site: siteFilter(),
    ...createdRange(),
    user: textFilter({ label: 'User', field: 'user', operator: 'like' }),
    method: choiceFilter({
      label: 'Method',
      field: 'method',
      options: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => ({ value: method, label: method })),
    }),
    route: textFilter({ label: 'Route', field: 'route', operator: 'like' }),
    status: textFilter({ label: 'Status', field: 'response_status', numeric: true }),
    id: textFilter({ label: 'Id', field: 'id', numeric: true }),
  },
  offlineText: onlineOnly('API logs'),
});

export type ApiLogListSearch = ListSearchOf<typeof apiLogList>;
