/**
 * The Cloud Users list (ordered by is_global_admin descending, premise_user
 * ascending, name ascending): admins first, then cloud users, then auction users, each by
 * name. The API Settings column sorts by that order (the default); Name and Email Address
 * sort alone. React-free: the route reads it for validateSearch and its loader.
 */
import { choiceFilter, defineList, textFilter, type ListSearchOf } from '@/components/data-list/list-definition';
import type { ListReadQuery } from '@/components/data-list/list-read';
import { AdminUser } from '@/contract/admin-users';
import type { OrderBy, SortDirection } from '@/contract/list-query';

export const userList = defineList({
  id: 'cloud-users',
  noun: 'users',
  read: { path: '/v3/admin/users', row: AdminUser, query: (_scope, { search }): ListReadQuery => ({ order_by: userOrder(search) }) },
  defaultPageSize: 10,
  sorting: { keys: ['is_global_admin', 'name', 'email'], default: { key: 'is_global_admin', dir: 'desc' } },
  filters: {
    q: textFilter({ label: 'Name, e-mail or username', anyOf: { name: 'like', email: 'like', username: 'like' } }),
    settings: choiceFilter({
      label: 'API Settings',
      options: [
        { value: 'admin', label: 'Cloud Admin', query: [{ field: 'is_global_admin', operator: 'eq', value: 1 }] },
        { value: 'cloud', label: 'Cloud User', query: [{ field: 'is_cloud_user', operator: 'eq', value: 1 }] },
        { value: 'auction', label: 'Auction User', query: [{ field: 'premise_user', operator: 'eq', value: 1 }] },
      ],
    }),
  },
});

export type UserListSearch = ListSearchOf<typeof userList>;

/** The API Settings sort: admins, then cloud users, then auction users (reversed as a whole when descending is flipped), then by name. */
export function userOrder(search: { sort: string | undefined; dir: SortDirection }): OrderBy[] {
  const dir = search.dir;
  if (search.sort === 'is_global_admin' || search.sort === undefined) {
    const other = dir === 'desc' ? 'asc' : 'desc';
    return [
      { field: 'is_global_admin', direction: dir },
      { field: 'premise_user', direction: other },
      { field: 'name', direction: 'asc' },
    ];
  }
  return [{ field: search.sort, direction: dir }];
}
