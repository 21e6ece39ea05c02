/**
 * The user document the sign-in calls answer with (cloudUser), and for an auction
 * sign-in the install info and premise configuration of the site.
 *
 * On the async query layer (ADR 0071), through users.ts and platform/configs.ts.
 */
import type { DbHandle } from '../db/query.ts';
import { effectiveConfig } from '../platform/configs.ts';
import type { SiteSummary } from '../platform/sites.ts';
import { securitiesAt, sitesOfUser, userDocument } from './users.ts';

/** Securities an on-premise user may hold; each is reported as 1 or 0. */
export const knownSecurities = ['condition_writer', 'administration'] as const;

export async function siteList(db: DbHandle, userId: number, activeSiteId: number | null): Promise<SiteSummary[]> {
  const sites = await sitesOfUser(db, userId);
  if (activeSiteId === null) return sites;
  return [...sites.filter((site) => site.id === activeSiteId), ...sites.filter((site) => site.id !== activeSiteId)];
}

export async function cloudUser(db: DbHandle, userId: number, activeSiteId: number | null) {
  const [user, sites] = await Promise.all([userDocument(db, userId), siteList(db, userId, activeSiteId)]);
  if (!user) throw new Error(`No user ${userId}`);
  const reply: Record<string, unknown> = {
    ...user,
    site_current: sites.map(({ id, code, name }) => ({ id, code, name })),
  };
  const site = sites[0];
  if (user.premise_user === 1 && site) {
    const held = new Set(await securitiesAt(db, userId, site.id));
    const security = Object.fromEntries([...new Set([...knownSecurities, ...held])].map((code) => [code, held.has(code) ? 1 : 0]));
    reply.on_prem_user = {
      username: user.username,
      security,
      install_info: installInfo(site),
      config: await effectiveConfig(db, site.id),
    };
  }
  return reply;
}

export function installInfo(site: SiteSummary) {
  return { site_id: site.id, site_code: site.code, site_name: site.name, timezone: site.timezone };
}
