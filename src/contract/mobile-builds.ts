/** Mobile app builds (GET /v3/util/mobile_builds[/{id}]; docs/API.md, "Mobile builds"). */
import * as v from 'valibot';

export const MobileBuild = v.object({
  id: v.number(),
  build: v.string(),
  environment: v.string(),
  is_production: v.picklist([0, 1]),
  ios_version: v.nullish(v.string()),
  android_version: v.nullish(v.string()),
  android_filename: v.nullish(v.string()),
  branch: v.nullish(v.string()),
  notes: v.nullish(v.string()),
  created_at: v.nullish(v.string()),
});
export type MobileBuild = v.InferOutput<typeof MobileBuild>;

const HttpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) URL'));

/**
 * Where the build links go, from the runtime configuration file (/environments.json, key
 * `mobileBuilds`; docs/configuration.md): production builds to the production mobile site, the others to
 * the test installers' folder, by their android_filename. The server keeps no installers.
 */
export const MobileLinks = v.object({
  productionSite: HttpUrl,
  testInstallers: HttpUrl,
});
export type MobileLinks = v.InferOutput<typeof MobileLinks>;
