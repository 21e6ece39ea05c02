/** Platform resources: sites, users, configuration and mobile builds. */
import * as v from 'valibot';
import { configs, mobileBuilds, sites, users } from '../../db/schema.ts';
import { defineResource } from '../resource.ts';
import { flag, nullableText, requiredText, text } from './fields.ts';

const siteColumns = [
  'id', 'code', 'name', 'desc', 'cubed_company_id', 'dbhost', 'dbport', 'gps_lat', 'gps_lng', 'ip_primary',
  'account_name', 'timezone', 'public_photos_enabled', 'is_wan_up', 'wan_first_down', 'last_heartbeat_at', 'created_at', 'updated_at',
] as const;

export const platformResources = {
  sites: defineResource({
    table: sites,
    key: 'id',
    operations: ['list', 'get', 'update'],
    scope: { kind: 'admin' },
    read: siteColumns,
    filter: ['id', 'code', 'name', 'account_name', 'is_wan_up'],
    sort: ['id', 'code', 'name', 'account_name'],
    defaultSort: [['code', 'asc']],
    write: {
      name: requiredText(120),
      desc: nullableText(500),
      dbhost: nullableText(255),
      dbport: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535))),
      ip_primary: nullableText(64),
      account_name: nullableText(120),
      public_photos_enabled: flag,
    },
    onUpdate: () => ({ updated_at: new Date().toISOString() }),
    present: (row) => ({ ...row, account: { name: row.account_name } }),
  }),

  /** The few site fields other records show (code and name); reachable only as a relation. */
  site_summary: defineResource({
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
    table: sites,
    key: 'id',
    operations: [],
    scope: { kind: 'signed-in' },
    read: ['id', 'code', 'name', 'timezone', 'public_photos_enabled'],
    defaultSort: [['code', 'asc']],
  }),

  users: defineResource({
    table: users,
    key: 'id',
    operations: ['list', 'get'],
    scope: { kind: 'admin' },
    read: ['id', 'name', 'full_name', 'email', 'username', 'premise_user', 'is_global_admin', 'is_cloud_user', 'created_at', 'updated_at'],
    filter: ['id', 'name', 'email', 'username', 'premise_user', 'is_global_admin', 'is_cloud_user'],
    sort: ['id', 'name', 'email', 'username', 'premise_user', 'is_global_admin', 'is_cloud_user', 'created_at'],
    defaultSort: [['is_global_admin', 'desc'], ['premise_user', 'asc'], ['name', 'asc']],
    where: ['t."deleted_at" IS NULL'],
  }),

  /** Who did something (gate pass last user, inspection author): name fields only. */
  user_summary: defineResource({
    table: users,
    key: 'id',
    operations: [],
    scope: { kind: 'signed-in' },
    read: ['id', 'username', 'full_name', 'name'],
    filter: ['username', 'full_name'],
    defaultSort: [['username', 'asc']],
  }),

  /** A user as a gate pass names its last editor: the username only (spec 02, section 3). */
  user_username: defineResource({
    table: users,
    key: 'id',
    operations: [],
    scope: { kind: 'signed-in' },
    read: ['username'],
    filter: ['username'],
    defaultSort: [['username', 'asc']],
  }),

  config: defineResource({
    table: configs,
    key: 'id',
    operations: ['list', 'get', 'create', 'update'],
    scope: { kind: 'admin' },
    read: ['id', 'name', 'description', 'type', 'type_id', 'value_type', 'value', 'created_at', 'updated_at', 'deleted_at'],
    filter: ['id', 'name', 'description', 'type', 'type_id', 'value_type'],
    sort: ['id', 'name', 'type', 'type_id'],
    defaultSort: [['type', 'asc'], ['type_id', 'asc'], ['name', 'asc']],
    maxPerPage: 2000,
    softDelete: 'deleted_at',
    write: {
      name: requiredText(120),
      description: nullableText(500),
      type: v.picklist(['global', 'site']),
      type_id: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
      value_type: v.picklist(['boolean', 'string', 'integer']),
      value: v.nullable(text(4000)),
    },
    required: ['name', 'type', 'value_type'],
    onUpdate: () => ({ updated_at: new Date().toISOString() }),
    relations: {
      site: { kind: 'belongsTo', target: 'site_summary', foreignKey: 'type_id', targetKey: 'id' },
      global_config: { kind: 'hasOne', target: 'config', foreignKey: 'name', localKey: 'name', where: ["t.\"type\" = 'global'"] },
    },
  }),

  mobile_builds: defineResource({
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
