/** Cloud users as the admin screens read and write them (GET/PUT /v3/admin/users[/{id}]; docs/API.md, "Cloud Users"). */
import * as v from 'valibot';

const flag = v.picklist([0, 1]);

export const AdminUser = v.object({
  id: v.number(),
  name: v.string(),
  full_name: v.nullish(v.string()),
  email: v.nullish(v.string()),
  username: v.nullish(v.string()),
  /** Auction User. */
  premise_user: flag,
  /** Cloud User. */
  is_cloud_user: flag,
  /** Cloud Admin. */
  is_global_admin: flag,
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
