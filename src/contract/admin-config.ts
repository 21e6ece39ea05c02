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

/** The longest integer value: 15 digits stay exact as a JavaScript number (the effective config serves numbers). */
export const MAX_INTEGER_DIGITS = 15;
/** The longest text value. */
export const MAX_TEXT_LENGTH = 4000;

/** Why a value does not fit its config's value_type. */
export type ConfigValueFault = 'missing' | 'not-boolean' | 'empty' | 'not-digits' | 'too-many-digits' | 'not-text' | 'too-long';

export type StoredConfigValue = { ok: true; value: string } | { ok: false; fault: ConfigValueFault };

/**
 * The one rule of a config value (docs/API.md, "API Config"): the value as stored for its
 * value_type, or why it does not fit. Booleans are `true`/`false` (any case; a JSON boolean
 * too), integers digits only without sign or decimals (a JSON whole number too; leading zeros
 * dropped), strings trimmed text. The server stores what this returns and refuses the rest
 * (configValueRefusal); the config editors allow Save only for what it accepts and compare
 * values in its spelling.
 */
export function storedConfigValue(valueType: ConfigValueType, value: unknown): StoredConfigValue {
  if (value === null || value === undefined) return { ok: false, fault: 'missing' };
  switch (valueType) {
    case 'boolean': {
      const text = typeof value === 'boolean' ? String(value) : typeof value === 'string' ? value.trim().toLowerCase() : '';
      return text === 'true' || text === 'false' ? { ok: true, value: text } : { ok: false, fault: 'not-boolean' };
    }
    case 'integer': {
      const text = typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : typeof value === 'string' ? value.trim() : null;
      if (text === '') return { ok: false, fault: 'empty' };
      if (text === null || !/^\d+$/.test(text)) return { ok: false, fault: 'not-digits' };
      if (text.length > MAX_INTEGER_DIGITS) return { ok: false, fault: 'too-many-digits' };
      return { ok: true, value: String(Number(text)) };
    }
    case 'string': {
      if (typeof value !== 'string') return { ok: false, fault: 'not-text' };
      const text = value.trim();
      return text.length > MAX_TEXT_LENGTH ? { ok: false, fault: 'too-long' } : { ok: true, value: text };
    }
  }
}

/** The server's refusal of a value for the config `name` (the editors word each fault for the field they show). */
export function configValueRefusal(name: string, valueType: ConfigValueType, fault: ConfigValueFault): string {
  if (fault === 'missing') return `Invalid value: ${name} needs a value`;
  if (fault === 'too-long') return `Invalid value: must be at most ${MAX_TEXT_LENGTH} characters`;
  switch (valueType) {
    case 'boolean':
      return `Invalid value: ${name} is a boolean config: send True or False`;
    case 'integer':
      return `Invalid value: ${name} is an integer config: digits only (at most ${MAX_INTEGER_DIGITS})`;
    case 'string':
      return `Invalid value: ${name} is a text config: send the value as text`;
  }
}
