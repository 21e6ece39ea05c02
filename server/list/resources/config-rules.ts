/**
 * The rules of configuration writes that the field schemas alone cannot check:
 * - a value must fit its config's value_type, and is stored in one spelling: the contract's
 *   storedConfigValue (src/contract/admin-config.ts), which the config editors apply too; a
 *   known config's value must also be in its domain (src/contract/config-domains.ts);
 * - a new row is a site's own value of an existing global config (the rule: "a site
 *   row can be created as a copy of a global config"): type site, an existing site, the
 *   global's value_type; description and value default to the global's.
 */
import { q, type DbHandle } from '../../db/query.ts';
import { configValueRefusal, storedConfigValue, type ConfigValueType } from '../../../src/contract/admin-config.ts';
import { configDomainProblem, configDomainRefusal } from '../../../src/contract/config-domains.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import type { BeforeWriteContext } from '../resource.ts';

/** The value as stored for the type, or a 400 that says what the type, and the config's domain, accept (the contract's rules). */
export function normaliseConfigValue(name: string, valueType: ConfigValueType, value: unknown): string {
  const stored = storedConfigValue(valueType, value);
  if (!stored.ok) throw badRequest(configValueRefusal(name, valueType, stored.fault));
  const outside = configDomainProblem(name, stored.value);
  if (outside) throw badRequest(configDomainRefusal(name, outside));
  return stored.value;
}

interface ConfigRow {
  id: number;
  name: string;
  description: string | null;
  type: 'global' | 'site';
  type_id: number | null;
  value_type: ConfigValueType;
  value: string | null;
}

async function globalConfig(db: DbHandle, name: string): Promise<ConfigRow | undefined> {
  return (await q(db)
    .selectFrom('configs')
    .selectAll()
    .where('type', '=', 'global')
    .where('name', '=', name)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()) as ConfigRow | undefined;
}

/** Inside the config write's transaction: every read through `q(db)`, on the write's connection. */
export async function checkConfigWrite({ db, operation, id, values }: BeforeWriteContext): Promise<void> {
  if (operation === 'update') {
    const row = (await q(db).selectFrom('configs').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow()) as ConfigRow;
    if (values.value !== undefined) values.value = normaliseConfigValue(row.name, row.value_type, values.value);
    return;
  }
  const name = String(values.name);
  if (values.type !== 'site') throw badRequest('Only site configs can be created: copy a global config with type site and the site id as type_id');
  if (values.type_id === undefined || values.type_id === null) throw badRequest('type_id is required: the id of the site the config is for');
  const global = await globalConfig(db, name);
  if (!global) throw badRequest(`No global config is named '${name}': a site config overrides an existing global one`);
  if (values.value_type !== undefined && values.value_type !== global.value_type) {
    throw badRequest(`value_type must be ${global.value_type}, like the global config ${name}`);
  }
  const siteId = Number(values.type_id);
  const site = await q(db).selectFrom('sites').select('code').where('id', '=', siteId).executeTakeFirst();
  const existing = await q(db)
    .selectFrom('configs')
    .select('id')
    .where('type', '=', 'site')
    .where('type_id', '=', siteId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) throw new HttpError(409, `Site ${site?.code} already has its own ${name} (config ${existing.id}): change that one`);
  values.value_type = global.value_type;
  if (values.description === undefined) values.description = global.description;
  values.value = normaliseConfigValue(name, global.value_type, values.value === undefined ? global.value : values.value);
}
