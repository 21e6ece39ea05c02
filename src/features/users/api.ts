/** The Cloud Users calls: one user, and saving a user's changed fields (the list is read by its declaration). */
import { http } from '@/api/http';
import { AdminUser, type AdminUserChanges } from '@/contract/admin-users';

export async function fetchUser(id: string, signal?: AbortSignal): Promise<AdminUser> {
  const { data } = await http(`/v3/admin/users/${encodeURIComponent(id)}`, { schema: AdminUser, signal });
  return data;
}

export async function updateUser(id: number, changes: AdminUserChanges): Promise<AdminUser> {
  const { data } = await http(`/v3/admin/users/${id}`, { method: 'PUT', body: changes, schema: AdminUser });
  return data;
}
