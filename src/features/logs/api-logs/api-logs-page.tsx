/** API Logs (/apilogs): the filterable, sortable, paged list of logged calls and the dialog of one call. */
import type { ListSearchInput } from '@/components/data-list/list-definition';
import { LogPage } from '@/features/logs/shared/log-page';
import { useOpenPart } from '@/features/logs/shared/use-open-row';
import { apiLogColumns } from './api-log-columns';
import { ApiLogDialog } from './api-log-dialog';
import { apiLogList, type ApiLogListSearch } from './api-log-list';

export interface ApiLogsPageProps {
  search: ApiLogListSearch;
  onSearchChange: (next: ListSearchInput<typeof apiLogList.filters>) => void;
}

export function ApiLogsPage(props: ApiLogsPageProps) {
  const { open, close, columns, openResponse } = useOpenPart(apiLogColumns, 'response');
  return (
    <LogPage {...props} title="API Logs" list={apiLogList} columns={columns} stickyButtons onRowClick={openResponse}>
      {open ? <ApiLogDialog key={`${open.row.id}-${open.part}`} row={open.row} part={open.part} onClose={close} /> : null}
    </LogPage>
  );
}
