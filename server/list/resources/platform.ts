/** Platform resources: sites, users, configuration and mobile builds. */
import * as v from 'valibot';
import { configs, mobileBuilds, sites, users } from '../../db/schema.ts';
import { defineResource } from '../resource.ts';
import { MAX_TEXT_LENGTH } from '../../../src/contract/admin-config.ts';
import { SiteWrite } from '../../../src/contract/site-write.ts';
import { nullableText, requiredText } from '../../../src/contract/field-rules.ts';
import { checkConfigWrite } from './config-rules.ts';
import { checkSiteWrite } from './site-rules.ts';

const siteColumns = [
  'id',
  'code',
  'name',
  'desc',
  'cubed_company_id',
  'dbhost',
  'dbport',
  'gps_lat',
  'gps_lng',
  'ip_primary',
  'account_name',
  'timezone',
  'public_photos_enabled',
  'is_wan_up',
  'wan_first_down',
  'last_heartbeat_at',
  'created_at',
  'updated_at',
] as const;

export const platformResources = {
  sites: defineResource({
    noun: 'site',
    table: sites,
    key: 'id',
    operations: ['list', 'get', 'update'],
    scope: { kind: 'admin' },
    read: siteColumns,
    filter: ['id', 'code', 'name', 'desc', 'account_name', 'dbhost', 'ip_primary', 'cubed_company_id', 'timezone', 'is_wan_up', 'public_photos_enabled'],
    sort: ['id', 'code', 'name', 'account_name', 'cubed_company_id', 'timezone', 'is_wan_up', 'last_heartbeat_at'],
    defaultSort: [['code', 'asc']],
    // The code is the site's identity in sign-ins, links and filters: it is not editable.
    // The contract's rules, which the API Site Config form checks too (src/contract/site-write.ts).
    write: SiteWrite,
    beforeWrite: checkSiteWrite,
    onUpdate: () => ({ updated_at: new Date().toISOString() }),
    relations: {
      // The site's own configuration rows (the API Site Config of Site management), by name.
      configs: { kind: 'hasMany', target: 'config', foreignKey: 'type_id', localKey: 'id', where: ['t."type" = \'site\''], orderBy: [['name', 'asc']] },
    },
    present: (row) => ({ ...row, account: { name: row.account_name } }),
  }),

  /** The few site fields other records show (code and name); reachable only as a relation. */
  site_summary: defineResource({
    noun: 'site',
    table: sites,
    key: 'id',
    operations: [],
    scope: { kind: 'signed-in' },
    read: ['id', 'code', 'name'],
    filter: ['code', 'name'],
    defaultSort: [['code', 'asc']],
  }),

  /** A site as a vehicle's details show it: the install info and whether its public photo links are on. */
  site_install_info: defineResource({
    noun: 'site install info',
    table: sites,
    key: 'id',
    operations: [],
    scope: { kind: 'signed-in' },
    read: ['id', 'code', 'name', 'timezone', 'public_photos_enabled'],
    defaultSort: [['code', 'asc']],
  }),

  users: defineResource({
    noun: 'user',
    table: users,
    key: 'id',
    operations: ['list', 'get'],
    scope: { kind: 'admin' },
    read: ['id', 'name', 'full_name', 'email', 'username', 'premise_user', 'is_global_admin', 'is_cloud_user', 'created_at', 'updated_at'],
    filter: ['id', 'name', 'email', 'username', 'premise_user', 'is_global_admin', 'is_cloud_user'],
    sort: ['id', 'name', 'email', 'username', 'premise_user', 'is_global_admin', 'is_cloud_user', 'created_at'],
    defaultSort: [
      ['is_global_admin', 'desc'],
      ['premise_user', 'asc'],
      ['name', 'asc'],
    ],
    where: ['t."deleted_at" IS NULL'],
  }),

  /** Who did something (gate pass last user, inspection author): name fields only. */
  user_summary: defineResource({
    noun: 'user',
    table: users,
    key: 'id',
    operations: [],
    scope: { kind: 'signed-in' },
    read: ['id', 'username', 'full_name', 'name'],
    filter: ['username', 'full_name'],
    defaultSort: [['username', 'asc']],
  }),

  /** A user as a gate pass names its last editor: the username only. */
  user_username: defineResource({
    noun: 'user',
    table: users,
    key: 'id',
    operations: [],
    scope: { kind: 'signed-in' },
    read: ['username'],
    filter: ['username'],
    defaultSort: [['username', 'asc']],
  }),

  config: defineResource({
    noun: 'config',
    table: configs,
    key: 'id',
    operations: ['list', 'get', 'create', 'update'],
    scope: { kind: 'admin' },
    read: ['id', 'name', 'description', 'type', 'type_id', 'value_type', 'value', 'created_at', 'updated_at', 'deleted_at'],
    filter: ['id', 'name', 'description', 'type', 'type_id', 'value_type', 'value'],
    sort: ['id', 'name', 'type', 'type_id', 'value_type', 'updated_at'],
    defaultSort: [
      ['type', 'asc'],
      ['type_id', 'asc'],
      ['name', 'asc'],
    ],
    maxPerPage: 2000,
    softDelete: 'deleted_at',
    // The value is checked against the config's value_type and normalised in checkConfigWrite.
    write: {
      name: requiredText(120),
      description: nullableText(500),
      type: v.picklist(['global', 'site'], 'must be global or site'),
      type_id: v.nullable(v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be positive'))),
      value_type: v.picklist(['boolean', 'string', 'integer'], 'must be boolean, string or integer'),
      value: v.union(
        [v.pipe(v.string(), v.maxLength(MAX_TEXT_LENGTH, `must be at most ${MAX_TEXT_LENGTH} characters`)), v.boolean(), v.number()],
        'must be text, a number or true/false',
      ),
    },
    required: ['name', 'type'],
    createOnly: ['name', 'type', 'type_id', 'value_type'],
    beforeWrite: checkConfigWrite,
    conflictMessage: 'That site already has its own value for this config',
    onUpdate: () => ({ updated_at: new Date().toISOString() }),
    relations: {
      site: { kind: 'belongsTo', target: 'site_summary', foreignKey: 'type_id', targetKey: 'id' },
      global_config: { kind: 'hasOne', target: 'config', foreignKey: 'name', localKey: 'name', where: ['t."type" = \'global\''] },
    },
  }),

  mobile_builds: defineResource({
    noun: 'mobile build',
    table: mobileBuilds,
    key: 'id',
    operations: ['list', 'get'],
    scope: { kind: 'signed-in' },
    read: ['id', 'build', 'environment', 'is_production', 'ios_version', 'android_version', 'android_filename', 'branch', 'notes', 'created_at'],
    filter: ['id', 'build', 'environment', 'is_production', 'branch'],
    sort: ['id', 'build', 'created_at'],
    defaultSort: [['id', 'desc']],
  }),
};
