/**
 * The AA Card Validation Logs list: each AuctionACCESS card check, newest first,
 * 10 a page; filters on the site, the AA person id, success, validity and the message.
 * React-free: the route reads it for validateSearch and its loader.
 */
import { textFilter, yesNoFilter, type ListSearchOf } from '@/components/data-list/list-definition';
import { AaValidationLogRow } from '@/contract/logs';
import { defineLogList } from '@/features/logs/shared/log-list';

export const aaValidationList = defineLogList({
  id: 'aa-validation-logs',
  noun: 'AA validation logs',
  path: '/v3/util/api_aavalidation_logs',
  row: AaValidationLogRow,
  sortKeys: ['id', 'person_id', 'success', 'message', 'valid'],
  filters: {
    person: textFilter({ label: 'AA Person Id', field: 'person_id' }),
    success: yesNoFilter('Success', 'success'),
    valid: yesNoFilter('Valid', 'valid'),
    message: textFilter({ label: 'Message', field: 'message', operator: 'like' }),
  },
});

export type AaValidationListSearch = ListSearchOf<typeof aaValidationList>;
