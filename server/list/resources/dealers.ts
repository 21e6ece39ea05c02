/** Dealers, their reps, options and defaults: scoped to the user's sites. */
import * as v from 'valibot';
import { dealerDefaults, dealerOptions, dealerReps, dealers } from '../../db/schema.ts';
import { dialectOf, q } from '../../db/query.ts';
import { badRequest } from '../../http/errors.ts';
import { defineResource } from '../resource.ts';
import { DealerOptionsDocument, dealerRepWrite } from '../../../src/contract/dealer-detail.ts';
import { positiveId } from '../../../src/contract/field-rules.ts';

const dealer = { kind: 'belongsTo', target: 'dealer_summary', foreignKey: 'dealer_id', targetKey: 'dealer_id' } as const;

export const dealerResources = {
  dealers: defineResource({
    noun: 'dealer',
    table: dealers,
    key: 'dealer_id',
    operations: ['list', 'get'],
    scope: { kind: 'site', column: 'site_id' },
    read: [
      'dealer_id',
      'site_id',
      'dealer_num',
      'dealer_name',
      'auction_access',
      'addr1_line',
      'addr1_city',
      'addr1_state',
      'addr1_zip',
      'phone',
      'auth_flag',
      'auth_reason',
      'cubed_id',
      'created_at',
    ],
    filter: ['dealer_id', 'dealer_num', 'dealer_name', 'auction_access', 'addr1_city', 'addr1_state', 'auth_flag'],
    sort: ['dealer_id', 'dealer_num', 'dealer_name', 'auction_access', 'addr1_city'],
    defaultSort: [['dealer_id', 'desc']],
    relations: {
      reps: { kind: 'hasMany', target: 'dealer_reps', foreignKey: 'dealer_id', localKey: 'dealer_id', orderBy: [['display_name', 'asc']] },
      options: { kind: 'hasOne', target: 'dealer_options', foreignKey: 'dealer_id', localKey: 'dealer_id' },
      defaults: { kind: 'hasOne', target: 'dealer_defaults', foreignKey: 'dealer_id', localKey: 'dealer_id' },
    },
    present: (row) => ({
      id: row.dealer_id,
      ...row,
      address1: { line: row.addr1_line, city: row.addr1_city, state: row.addr1_state, zip: row.addr1_zip },
    }),
  }),

  /** Identifying fields of a dealer, as vehicles (seller) and gate passes show it. */
  dealer_summary: defineResource({
    noun: 'dealer',
    table: dealers,
    key: 'dealer_id',
    operations: [],
    scope: { kind: 'site', column: 'site_id' },
    read: ['dealer_id', 'dealer_num', 'dealer_name', 'auction_access'],
    filter: ['dealer_id', 'dealer_num', 'dealer_name', 'auction_access'],
    defaultSort: [['dealer_id', 'desc']],
    present: (row) => ({ ...row, name: row.dealer_name }),
  }),

  dealer_reps: defineResource({
    noun: 'dealer rep',
    table: dealerReps,
    key: 'id',
    operations: ['list', 'get', 'update'],
    scope: { kind: 'site-via', relation: 'dealer' },
    read: ['id', 'dealer_id', 'display_name', 'name_first', 'name_last', 'auction_access', 'cubed_id', 'auth_flag', 'auth_reason'],
    filter: ['id', 'dealer_id', 'display_name', 'name_first', 'name_last', 'auction_access', 'auth_flag'],
    sort: ['id', 'display_name', 'name_last', 'auction_access'],
    defaultSort: [['display_name', 'asc']],
    // The rules the Reps tab checks too (src/contract/dealer-detail.ts).
    write: dealerRepWrite,
    relations: { dealer },
  }),

  /**
   * A dealer's registration defaults. Not every dealer has a record: the Defaults tab then
   * creates one (POST with dealer_id and options); later saves are PUT dealer_options/{id}.
   */
  dealer_options: defineResource({
    noun: 'dealer options record',
    table: dealerOptions,
    key: 'id',
    operations: ['get', 'create', 'update'],
    scope: { kind: 'site-via', relation: 'dealer' },
    read: ['id', 'dealer_id', 'options', 'updated_at'],
    defaultSort: [['id', 'asc']],
    // Accepts the options document (the contract's, which the Defaults tab builds) and stores it as JSON text; served back parsed.
    write: {
      dealer_id: positiveId,
      options: v.pipe(
        DealerOptionsDocument,
        v.transform((document) => JSON.stringify(document)),
      ),
    },
    required: ['dealer_id', 'options'],
    createOnly: ['dealer_id'],
    conflictMessage: 'This dealer already has options: change them with PUT dealer_options/{id}',
    onCreate: () => ({ updated_at: new Date().toISOString() }),
    onUpdate: () => ({ updated_at: new Date().toISOString() }),
    // Default announcements must be announcements a dealer can default to: known, and not CUSTOM (typed per vehicle).
    afterWrite: async ({ db, values }) => {
      if (typeof values.options !== 'string') return;
      const { registration } = JSON.parse(values.options) as v.InferOutput<typeof DealerOptionsDocument>;
      const rows = await q(db)
        .selectFrom('announcements')
        .select('announcement_id')
        .where(dialectOf(db).inList('announcement_id', registration.defaultAnnouncements))
        .where('announcement', '<>', 'CUSTOM')
        .execute();
      const known = new Set(rows.map((row) => row.announcement_id));
      const unknown = registration.defaultAnnouncements.filter((announcement) => !known.has(announcement));
      if (unknown.length) throw badRequest(`Invalid options: unknown or CUSTOM default announcement ${unknown.join(', ')}`);
    },
    relations: { dealer },
    present: (row) => ({ ...row, options: typeof row.options === 'string' ? JSON.parse(row.options) : row.options }),
  }),

  dealer_defaults: defineResource({
    noun: 'dealer defaults record',
    table: dealerDefaults,
    key: 'id',
    operations: ['get'],
    scope: { kind: 'site-via', relation: 'dealer' },
    read: ['id', 'dealer_id', 'payment_method', 'title_delivery', 'floor_plan'],
    defaultSort: [['id', 'asc']],
    relations: { dealer },
  }),
};
