/** Cloud users as the admin screens read and write them (GET/PUT /v3/admin/users[/{id}]; docs/API.md, "Cloud Users"). */
import * as v from 'valibot';
import { userEntries } from './auth';

export const AdminUser = v.object({
  ...userEntries,
  created_at: v.nullish(v.string()),
  updated_at: v.nullish(v.string()),
});
export type AdminUser = v.InferOutput<typeof AdminUser>;

/** The fields PUT /v3/admin/users/{id} takes: only the changed ones are sent. */
export interface AdminUserChanges {
  name?: string;
  email?: string;
  password?: string;
  premise_user?: 0 | 1;
  is_cloud_user?: 0 | 1;
  is_global_admin?: 0 | 1;
}
