/**
 * The AA Card Validation Logs list: each AuctionACCESS card check, newest first,
 * 10 a page; filters on the site, the AA person id, success, validity and the message.
 * React-free: the route reads it for validateSearch and its loader.
 */
import { yesNoFilter, defineList, textFilter, type ListSearchOf } from '@/components/data-list/list-definition';
import { AaValidationLogRow } from '@/contract/logs';
import { createdRange, LOG_PAGE_SIZE, logRead, newestFirst, onlineOnly, siteFilter } from '@/features/logs/shared/log-list';

export const aaValidationList = defineList({
  id: 'aa-validation-logs',
  noun: 'AA validation logs',
  read: logRead('/v3/util/api_aavalidation_logs', AaValidationLogRow),
  defaultPageSize: LOG_PAGE_SIZE,
  sorting: { keys: ['id', 'person_id', 'success', 'message', 'valid'], default: newestFirst },
  filters: {
    site: siteFilter(),
    ...createdRange(),
    person: textFilter({ label: 'AA Person Id', field: 'person_id' }),
    success: yesNoFilter('Success', 'success'),
    valid: yesNoFilter('Valid', 'valid'),
    message: textFilter({ label: 'Message', field: 'message', operator: 'like' }),
  },
  offlineText: onlineOnly('AA validation logs'),
});

export type AaValidationListSearch = ListSearchOf<typeof aaValidationList>;
