/** The Cloud Users calls: a page of users, one user, and saving a user's changed fields. */
import { http } from '../../api/http';
import { toListQuery } from '../../components/data-list/list-state';
import { AdminUser, type AdminUserChanges } from '../../contract/admin-users';
import { Paged } from '../../contract/paged';
import { userList, userOrder, type UserListSearch } from './user-list';

const UserPage = Paged(AdminUser);

export async function fetchUsers(search: UserListSearch, signal?: AbortSignal) {
  const { data } = await http('/v3/admin/users', { query: { ...toListQuery(userList, search), order_by: userOrder(search) }, schema: UserPage, signal });
  return data;
}

export async function fetchUser(id: string, signal?: AbortSignal): Promise<AdminUser> {
  const { data } = await http(`/v3/admin/users/${encodeURIComponent(id)}`, { schema: AdminUser, signal });
  return data;
}

export async function updateUser(id: number, changes: AdminUserChanges): Promise<AdminUser> {
  const { data } = await http(`/v3/admin/users/${id}`, { method: 'PUT', body: changes, schema: AdminUser });
  return data;
}
