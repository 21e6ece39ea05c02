/** The columns of the Cloud Users list; the name opens the user's edit form. */
import { RowLink } from '@/components/data-list/row-link';
import type { Column } from '@/components/data-list/columns';
import type { AdminUser } from '@/contract/admin-users';
import { formatTimestamp } from '@/lib/dates';
import { apiSettingsLabels, flagsOf } from './api-flags';
import type { UserListSearch } from './user-list';

type UserSort = NonNullable<UserListSearch['sort']>;

export const userColumns: Column<AdminUser, UserSort>[] = [
  {
    id: 'name',
    header: 'Name',
    sort: 'name',
    minWidth: '10rem',
    csv: (user) => user.name,
    cell: (user) => <RowLink link={{ to: '/users/$id', params: { id: String(user.id) } }}>{user.name}</RowLink>,
  },
  { id: 'email', header: 'Email Address', sort: 'email', cell: (user) => user.email ?? '' },
  { id: 'username', header: 'Username', cell: (user) => user.username ?? '' },
  { id: 'settings', header: 'API Settings', sort: 'is_global_admin', nowrap: true, cell: (user) => apiSettingsLabels(flagsOf(user)).join(', ') },
  { id: 'updated', header: 'Updated', nowrap: true, cell: (user) => formatTimestamp(user.updated_at), csv: (user) => user.updated_at },
];
