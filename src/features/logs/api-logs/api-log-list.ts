/**
 * The API Logs list: every /v3 call the platform logged, newest
 * first, 10 a page; filters on the site, user, method, route, status and id. React-free:
 * the route reads it for validateSearch and its loader.
 */
import { choiceFilter, textFilter, type ListSearchOf } from '@/components/data-list/list-definition';
import { ApiLogRow } from '@/contract/logs';
import { defineLogList } from '@/features/logs/shared/log-list';

export const apiLogList = defineLogList({
  id: 'api-logs',
  noun: 'API logs',
  path: '/v3/admin/apilogs',
  row: ApiLogRow,
  sortKeys: ['id', 'user', 'method', 'route', 'response_status'],
  filters: {
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
});

export type ApiLogListSearch = ListSearchOf<typeof apiLogList>;
