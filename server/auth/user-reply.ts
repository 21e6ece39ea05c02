/**
 * The user document the sign-in calls answer with (cloudUser), and for an auction
 * sign-in the install info and premise configuration of the site.
 */
import type { Db } from '../db/connection.ts';

/** Securities an on-premise user may hold; each is reported as 1 or 0. */
export const knownSecurities = ['condition_writer', 'administration'] as const;

interface UserRow {
  id: number;
  name: string;
  full_name: string | null;
  email: string | null;
  username: string | null;
  premise_user: number;
  is_global_admin: number;
  is_cloud_user: number;
}

interface SiteRow {
  id: number;
  code: string;
  name: string;
  timezone: string;
}

export function siteList(db: Db, userId: number, activeSiteId: number | null): SiteRow[] {
  const sites = db.$client
    .prepare(
      `SELECT s.id, s.code, s.name, s.timezone FROM user_sites us JOIN sites s ON s.id = us.site_id
       WHERE us.user_id = ? ORDER BY us.sort_order, s.id`,
    )
    .all(userId) as SiteRow[];
  if (activeSiteId === null) return sites;
  return [...sites.filter((site) => site.id === activeSiteId), ...sites.filter((site) => site.id !== activeSiteId)];
}

/** Effective configuration of a site: global values overridden by the site's own, typed by value_type. */
export function effectiveConfig(db: Db, siteId: number): Record<string, boolean | number | string | null> {
  const rows = db.$client
    .prepare(
      `SELECT name, value_type, value, type FROM configs
       WHERE deleted_at IS NULL AND (type = 'global' OR (type = 'site' AND type_id = ?))
       ORDER BY CASE type WHEN 'global' THEN 0 ELSE 1 END, name`,
    )
    .all(siteId) as { name: string; value_type: string; value: string | null }[];
  const config: Record<string, boolean | number | string | null> = {};
  for (const row of rows) {
    config[row.name] =
      row.value === null
        ? null
        : row.value_type === 'boolean'
          ? row.value === 'true' || row.value === '1'
          : row.value_type === 'integer'
            ? Number(row.value)
            : row.value;
  }
  return config;
}

export function cloudUser(db: Db, userId: number, activeSiteId: number | null) {
  const user = db.$client
    .prepare('SELECT id, name, full_name, email, username, premise_user, is_global_admin, is_cloud_user FROM users WHERE id = ?')
    .get(userId) as UserRow;
  const sites = siteList(db, userId, activeSiteId);
  const reply: Record<string, unknown> = {
    ...user,
    site_current: sites.map(({ id, code, name }) => ({ id, code, name })),
  };
  const site = sites[0];
  if (user.premise_user === 1 && site) {
    const held = new Set(
      (db.$client.prepare('SELECT security FROM user_securities WHERE user_id = ? AND site_id = ?').all(userId, site.id) as { security: string }[]).map(
        (row) => row.security,
      ),
    );
    const security = Object.fromEntries([...new Set([...knownSecurities, ...held])].map((code) => [code, held.has(code) ? 1 : 0]));
    reply.on_prem_user = {
      username: user.username,
      security,
      install_info: installInfo(site),
      config: effectiveConfig(db, site.id),
    };
  }
  return reply;
}

export function installInfo(site: SiteRow) {
  return { site_id: site.id, site_code: site.code, site_name: site.name, timezone: site.timezone };
}
