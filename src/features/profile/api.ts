/** The profile's calls: save the changed fields of one's own user, and read oneself back. */
import { http } from '@/api/http';
import { CloudUser } from '@/contract/auth';

/** The fields My Profile may change (PUT /v3/admin/users/{id} takes only changed fields). */
export interface ProfileChanges {
  name?: string;
  password?: string;
}

export async function updateProfile(id: number, changes: ProfileChanges): Promise<void> {
  await http(`/v3/admin/users/${id}`, { method: 'PUT', body: changes });
}

export async function fetchMe(): Promise<CloudUser> {
  const { data } = await http('/v3/me', { schema: CloudUser });
  return data;
}
