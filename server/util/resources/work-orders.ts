/** Work-order settings of a site: shops, action code mappings and transaction exclusions. */
import { actionCodes, transactionCodes, woActionMappings, woShops, woTransactionExclusions } from '../../db/schema.ts';
import { defineResource } from '../resource.ts';
import { code, flag, nullableText, requiredText } from './fields.ts';

export const workOrderResources = {
  action_codes: defineResource({
    table: actionCodes,
    key: 'action_code',
    operations: ['list', 'get'],
    scope: { kind: 'signed-in' },
    read: ['action_code', 'action_desc'],
    filter: ['action_code', 'action_desc'],
    sort: ['action_code', 'action_desc'],
    defaultSort: [['action_code', 'asc']],
  }),

  transaction_codes: defineResource({
    table: transactionCodes,
    key: 'transaction_code',
    operations: ['list', 'get'],
    scope: { kind: 'signed-in' },
    read: ['transaction_code', 'description'],
    filter: ['transaction_code', 'description'],
    sort: ['transaction_code', 'description'],
    defaultSort: [['transaction_code', 'asc']],
  }),

  wo_action_mappings: defineResource({
    table: woActionMappings,
    key: 'id',
    operations: ['list', 'get', 'update'],
    scope: { kind: 'site', column: 'site_id' },
    read: ['id', 'site_id', 'action_code', 'is_active', 'transaction_code'],
    filter: ['id', 'action_code', 'is_active', 'transaction_code'],
    sort: ['id', 'action_code'],
    defaultSort: [['action_code', 'asc']],
    write: { is_active: flag, transaction_code: code(20) },
    relations: {
      transaction_code_object: { kind: 'belongsTo', target: 'transaction_codes', foreignKey: 'transaction_code', targetKey: 'transaction_code' },
    },
  }),

  wo_transaction_exclusions: defineResource({
    table: woTransactionExclusions,
    key: 'id',
    operations: ['list', 'get', 'create', 'delete'],
    scope: { kind: 'site', column: 'site_id' },
    read: ['id', 'site_id', 'transaction_code', 'created_at'],
    filter: ['id', 'transaction_code'],
    sort: ['id', 'transaction_code'],
    defaultSort: [['transaction_code', 'asc']],
    write: { transaction_code: code(20) },
    required: ['transaction_code'],
  }),

  wo_shops: defineResource({
    table: woShops,
    key: 'id',
    operations: ['list', 'get', 'create', 'delete'],
    scope: { kind: 'site', column: 'site_id' },
    read: ['id', 'site_id', 'name', 'description', 'created_at', 'deleted_at'],
    filter: ['id', 'name', 'description'],
    sort: ['id', 'name', 'deleted_at', 'created_at'],
    defaultSort: [['deleted_at', 'asc'], ['name', 'asc']],
    softDelete: 'deleted_at',
    params: { with_trashed: { flag: 'withTrashed' } },
    write: { name: requiredText(100), description: nullableText(255) },
    required: ['name'],
  }),
};
