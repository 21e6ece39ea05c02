/**
 * Work-order settings of a site: shops, action code mappings and transaction exclusions.
 *
 * Action codes and transaction codes are global lists; a site's settings are rows keyed by
 * site. The settings screen reads them through the global lists with a site-relative
 * relation (`callerSite`): `action_codes?with[]=wo_mapping` gives each code its mapping at
 * the caller's site (or null), `transaction_codes_exclusions` each transaction code its
 * exclusion at the caller's site (or null). Changing settings needs the on-premise
 * `administration` security (the menu shows the screen only to holders); reading does not
 * (the inspection screen reads action codes too). See docs/decisions/0011.
 */
import * as v from 'valibot';
import { actionCodes, transactionCodes, woActionMappings, woShops, woTransactionExclusions } from '../../db/schema.ts';
import { lockFor, q } from '../../db/query.ts';
import { HttpError } from '../../http/errors.ts';
import { defineResource } from '../resource.ts';
import { flag, nameKey } from '../../../src/contract/field-rules.ts';
import { ShopCreate } from '../../../src/contract/work-orders.ts';
import { code } from './fields.ts';

const administration = 'administration';

const transactionCodeColumns = {
  table: transactionCodes,
  key: 'transaction_code',
  operations: ['list', 'get'],
  scope: { kind: 'signed-in' },
  read: ['transaction_code', 'description'],
  filter: ['transaction_code', 'description'],
  sort: ['transaction_code', 'description'],
  defaultSort: [['transaction_code', 'asc']],
} as const;

/** A row's transaction code as an object {transaction_code, description} (the settings screen's pickers show the description). */
const transactionCodeObject = { kind: 'belongsTo', target: 'transaction_codes', foreignKey: 'transaction_code', targetKey: 'transaction_code' } as const;

/** The exclusion of a transaction code at the caller's site: null, or the exclusion record. */
const woExclusion = {
  kind: 'hasOne',
  target: 'wo_transaction_exclusions',
  foreignKey: 'transaction_code',
  localKey: 'transaction_code',
  callerSite: 'site_id',
} as const;

export const workOrderResources = {
  action_codes: defineResource({
    noun: 'action code',
    table: actionCodes,
    key: 'action_code',
    operations: ['list', 'get'],
    scope: { kind: 'signed-in' },
    read: ['action_code', 'action_desc'],
    filter: ['action_code', 'action_desc'],
    sort: ['action_code', 'action_desc'],
    defaultSort: [['action_code', 'asc']],
    relations: {
      wo_mapping: { kind: 'hasOne', target: 'wo_mapping', foreignKey: 'action_code', localKey: 'action_code', callerSite: 'site_id' },
    },
  }),

  /**
   * An action code's mapping as the settings screen shows it: `transaction_code` is the
   * chosen code as an object {transaction_code, description}, or null.
   */
  wo_mapping: defineResource({
    noun: 'work order mapping',
    table: woActionMappings,
    key: 'id',
    operations: [],
    scope: { kind: 'site', column: 'site_id' },
    read: ['id', 'action_code', 'is_active'],
    filter: ['id', 'action_code', 'is_active', 'transaction_code'],
    defaultSort: [['action_code', 'asc']],
    // The relation is named like the column it replaces in the reply: a filter on
    // `wo_mapping.transaction_code` still compares the stored code.
    relations: {
      transaction_code: transactionCodeObject,
    },
    alwaysWith: ['transaction_code'],
  }),

  transaction_codes: defineResource({
    noun: 'transaction code',
    ...transactionCodeColumns,
    relations: { wo_exclusion: woExclusion },
  }),

  /** The Transaction Exclusions card's list: transaction codes, each with its `wo_exclusion` at the caller's site. */
  transaction_codes_exclusions: defineResource({
    noun: 'transaction code exclusion',
    ...transactionCodeColumns,
    relations: { wo_exclusion: woExclusion },
    alwaysWith: ['wo_exclusion'],
  }),

  wo_action_mappings: defineResource({
    noun: 'action code mapping',
    table: woActionMappings,
    key: 'id',
    operations: ['list', 'get', 'create', 'update'],
    scope: { kind: 'site', column: 'site_id' },
    read: ['id', 'site_id', 'action_code', 'is_active', 'transaction_code'],
    filter: ['id', 'action_code', 'is_active', 'transaction_code'],
    sort: ['id', 'action_code'],
    defaultSort: [['action_code', 'asc']],
    // A create is for an action code that has no mapping at the site yet (the settings screen
    // shows it with is_active 0 and no transaction code until then).
    write: { action_code: code(20), is_active: flag, transaction_code: v.nullable(code(20)) },
    required: ['action_code'],
    createOnly: ['action_code'],
    writeSecurity: administration,
    conflictMessage: 'This action code already has a mapping at this site: change it with PUT wo_action_mappings/{id}',
    relations: {
      action: { kind: 'belongsTo', target: 'action_codes', foreignKey: 'action_code', targetKey: 'action_code' },
      transaction_code_object: transactionCodeObject,
    },
  }),

  wo_transaction_exclusions: defineResource({
    noun: 'transaction code exclusion',
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
    writeSecurity: administration,
    conflictMessage: 'This transaction code is already excluded at this site',
    relations: { transaction_code_object: transactionCodeObject },
  }),

  wo_shops: defineResource({
    noun: 'shop',
    table: woShops,
    key: 'id',
    operations: ['list', 'get', 'create', 'delete'],
    scope: { kind: 'site', column: 'site_id' },
    read: ['id', 'site_id', 'name', 'description', 'created_at', 'deleted_at'],
    filter: ['id', 'name', 'description'],
    sort: ['id', 'name', 'deleted_at', 'created_at'],
    defaultSort: [
      ['deleted_at', 'asc'],
      ['name', 'asc'],
    ],
    softDelete: 'deleted_at',
    params: { with_trashed: { flag: 'withTrashed' }, with_none: { flag: 'withNone' } },
    // with_none=1: the "no shop" choice of a work order's shop picker, first on page 1.
    noneRow: { id: 0, site_id: null, name: 'None', description: null, created_at: null, deleted_at: null },
    // The contract's rules, which the Shops card checks too (src/contract/work-orders.ts).
    write: ShopCreate.entries,
    required: ['name'],
    writeSecurity: administration,
    // Two shops of one site with the same name could not be told apart in a picker: names are
    // compared as they read (nameKey: any case, full-width letters as their plain twins), in
    // JavaScript, as neither database's lower() folds them alike. The check reads after the
    // insert; on PostgreSQL two creations at once would each miss the other's uncommitted row
    // and both commit, so a site's shop creations take turns here (lockFor, ADR 0071): the later
    // one's check, a new statement under READ COMMITTED, sees the earlier one committed.
    afterWrite: async ({ db, id, values }) => {
      await lockFor(db, `wo_shops:site:${String(values.site_id)}`);
      const others = await q(db)
        .selectFrom('wo_shops as s')
        .innerJoin('wo_shops as n', (join) => join.on('n.id', '=', Number(id)).onRef('n.site_id', '=', 's.site_id'))
        .select('s.name')
        .whereRef('s.id', '<>', 'n.id')
        .where('s.deleted_at', 'is', null)
        .execute();
      const key = nameKey(String(values.name));
      const twin = others.find((other) => nameKey(other.name) === key);
      if (twin) throw new HttpError(409, `A shop named ${String(values.name)} already exists at this site`);
    },
  }),
};
