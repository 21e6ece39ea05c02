/**
 * Sites as Site management reads them (GET /v3/admin/sites[/{id}]; docs/API.md, "Site management").
 * The rules of a write are in site-write.ts: the sites list's loader, in the app's entry, needs
 * only these records.
 */
import * as v from 'valibot';
import { ConfigRow } from './admin-config';

const flag = v.picklist([0, 1]);

export const SiteRecord = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  desc: v.nullish(v.string()),
  cubed_company_id: v.nullish(v.number()),
  dbhost: v.nullish(v.string()),
  dbport: v.nullish(v.number()),
  gps_lat: v.nullish(v.number()),
  gps_lng: v.nullish(v.number()),
  ip_primary: v.nullish(v.string()),
  account_name: v.nullish(v.string()),
  timezone: v.nullish(v.string()),
  public_photos_enabled: v.nullish(flag),
  is_wan_up: v.nullish(flag),
  wan_first_down: v.nullish(v.string()),
  last_heartbeat_at: v.nullish(v.string()),
  created_at: v.nullish(v.string()),
  updated_at: v.nullish(v.string()),
});
export type SiteRecord = v.InferOutput<typeof SiteRecord>;

/** A site with its own configuration rows (with[]=configs.global_config), for the API Site Config tab. */
export const SiteWithConfigs = v.object({
  ...SiteRecord.entries,
  configs: v.optional(v.array(v.object({ ...ConfigRow.entries })), []),
});
export type SiteWithConfigs = v.InferOutput<typeof SiteWithConfigs>;
