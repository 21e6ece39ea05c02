/**
 * Configuration rows of the admin screens (GET /v3/admin/config with[]=site and
 * with[]=global_config; docs/API.md, "API Config"). A value is text in one spelling per
 * value_type: `true`/`false`, digits, or text.
 */
import * as v from 'valibot';

export const ConfigValueType = v.picklist(['boolean', 'integer', 'string']);
export type ConfigValueType = v.InferOutput<typeof ConfigValueType>;

export const ConfigScope = v.picklist(['global', 'site']);
export type ConfigScope = v.InferOutput<typeof ConfigScope>;

const ConfigFields = {
  id: v.number(),
  name: v.string(),
  description: v.nullish(v.string()),
  type: ConfigScope,
  /** The site id of a site row; null for a global row. */
  type_id: v.nullish(v.number()),
  value_type: ConfigValueType,
  value: v.nullish(v.string()),
  updated_at: v.nullish(v.string()),
};

/** The global row of the same name, as a relation (its value is the "Global Value"). */
export const GlobalConfigRef = v.object({ id: v.number(), value: v.nullish(v.string()), value_type: v.optional(ConfigValueType) });
export type GlobalConfigRef = v.InferOutput<typeof GlobalConfigRef>;

export const ConfigRow = v.object({
  ...ConfigFields,
  site: v.nullish(v.object({ id: v.number(), code: v.string(), name: v.nullish(v.string()) })),
  global_config: v.nullish(GlobalConfigRef),
});
export type ConfigRow = v.InferOutput<typeof ConfigRow>;

/** What POST /v3/admin/config takes: a global row copied for one site (no id, no timestamps). */
export interface SiteConfigCopy {
  name: string;
  description: string | null;
  type: 'site';
  type_id: number;
  value_type: ConfigValueType;
  value: string;
}
