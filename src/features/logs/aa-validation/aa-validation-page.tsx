/**
 * AA Card Validation Logs (/aavalidationlogs): Id with the created time, Site, AA
 * Person Id, Success, Message, Valid, and Request and Response buttons opening the body
 * that was sent to AuctionACCESS or came back.
 */
import type { Column } from '@/components/data-list/columns';
import type { ListSearchInput } from '@/components/data-list/list-definition';
import type { AaValidationLogRow } from '@/contract/logs';
import { formatTimestamp } from '@/lib/dates';
import { BodyDialog } from '@/features/logs/shared/body-dialog';
import { Buttons, IdCreated, idCreatedCsv, RowButton, siteText, yesNo } from '@/features/logs/shared/cells';
import { LogPage } from '@/features/logs/shared/log-page';
import { useOpenPart } from '@/features/logs/shared/use-open-row';
import { aaValidationList, type AaValidationListSearch } from './aa-validation-list';

type Part = 'request' | 'response';
type Sort = NonNullable<AaValidationListSearch['sort']>;

function columnsOf(open: (row: AaValidationLogRow, part: Part) => void): Column<AaValidationLogRow, Sort>[] {
  return [
    { id: 'id', header: 'Id', sort: 'id', cell: (row) => <IdCreated id={row.id} createdAt={row.created_at} />, csv: idCreatedCsv },
    { id: 'site', header: 'Site', nowrap: true, cell: (row) => row.site?.code ?? '' },
    { id: 'person', header: 'AA Person Id', sort: 'person_id', nowrap: true, cell: (row) => row.person_id ?? '' },
    { id: 'success', header: 'Success', sort: 'success', cell: (row) => yesNo(row.success) },
    { id: 'message', header: 'Message', sort: 'message', minWidth: '12rem', cell: (row) => row.message ?? '' },
    { id: 'valid', header: 'Valid', sort: 'valid', cell: (row) => yesNo(row.valid) },
    {
      id: 'bodies',
      header: 'Details',
      csv: false,
      cell: (row) => (
        <Buttons>
          <RowButton label="Request" of={`AA validation log ${row.id}`} onClick={() => open(row, 'request')} />
          <RowButton label="Response" of={`AA validation log ${row.id}`} onClick={() => open(row, 'response')} />
        </Buttons>
      ),
    },
  ];
}

export interface AaValidationPageProps {
  search: AaValidationListSearch;
  onSearchChange: (next: ListSearchInput<typeof aaValidationList.filters>) => void;
}

export function AaValidationPage(props: AaValidationPageProps) {
  const { open, close, columns, openResponse } = useOpenPart(columnsOf, 'response');
  const dialog = open ? (
    <BodyDialog
      key={`${open.row.id}-${open.part}`}
      title={open.part === 'request' ? 'Request' : 'Response'}
      description={`AA validation log ${open.row.id} · ${formatTimestamp(open.row.created_at) || open.row.created_at}`}
      facts={[
        ['Site', siteText(open.row.site)],
        ['AA Person Id', open.row.person_id ?? ''],
        ['Message', open.row.message ?? ''],
      ]}
      bodyTitle={open.part === 'request' ? 'Request Body' : 'Response Body'}
      emptyText={open.part === 'request' ? 'No Request Body' : 'No Response Body'}
      body={{ text: open.part === 'request' ? open.row.payload : open.row.response }}
      onClose={close}
    />
  ) : null;
  return (
    <LogPage {...props} title="AA Card Validation Logs" list={aaValidationList} columns={columns} stickyButtons onRowClick={openResponse}>
      {dialog}
    </LogPage>
  );
}
