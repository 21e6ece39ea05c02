/**
 * The columns of the API Logs table: Id with the created time, Site, User,
 * Method, Route with its query parameters, the status, and the buttons: Request on POST
 * and PUT rows, Response on every row.
 */
import type { Column } from '@/components/data-list/columns';
import type { ApiLogRow } from '@/contract/logs';
import { Buttons, IdCreated, idCreatedCsv, RowButton } from '@/features/logs/shared/cells';
import type { ApiLogListSearch } from './api-log-list';
import { paramsText } from './params';

type ApiLogSort = NonNullable<ApiLogListSearch['sort']>;
export type ApiLogPart = 'request' | 'response';

/** The calls that carry a request body worth opening (the POST and PUT rows). */
export const hasRequestButton = (method: string) => method === 'POST' || method === 'PUT';

function Route({ row }: { row: ApiLogRow }) {
  const params = paramsText(row.params);
  return (
    <span className="log-stack">
      <span className="log-route">{row.route}</span>
      {params ? (
        <span className="log-params" title={params}>
          {params}
        </span>
      ) : null}
    </span>
  );
}

/** A user name; an e-mail may also break after its @ (the column stays narrow). */
function User({ name }: { name: string | null }) {
  const at = name?.indexOf('@') ?? -1;
  if (!name || at < 0) return name ?? '';
  return (
    <>
      {name.slice(0, at + 1)}
      <wbr />
      {name.slice(at + 1)}
    </>
  );
}

export function apiLogColumns(open: (row: ApiLogRow, part: ApiLogPart) => void): Column<ApiLogRow, ApiLogSort>[] {
  return [
    { id: 'id', header: 'Id', sort: 'id', cell: (row) => <IdCreated id={row.id} createdAt={row.created_at} />, csv: idCreatedCsv },
    { id: 'site', header: 'Site', nowrap: true, cell: (row) => row.site?.code ?? '' },
    { id: 'user', header: 'User', sort: 'user', cell: (row) => <User name={row.user} />, csv: (row) => row.user },
    { id: 'method', header: 'Method', sort: 'method', nowrap: true, cell: (row) => row.method },
    {
      id: 'route',
      header: 'Route',
      sort: 'route',
      minWidth: '14rem',
      cell: (row) => <Route row={row} />,
      csv: [
        { header: 'Route', value: (row) => row.route },
        { header: 'Parameters', value: (row) => paramsText(row.params) },
      ],
    },
    { id: 'status', header: 'Status', sort: 'response_status', align: 'end', cell: (row) => row.response_status ?? '' },
    {
      id: 'bodies',
      header: 'Details',
      csv: false,
      cell: (row) => (
        <Buttons>
          {hasRequestButton(row.method) ? <RowButton label="Request" of={`API log ${row.id}`} onClick={() => open(row, 'request')} /> : null}
          <RowButton label="Response" of={`API log ${row.id}`} onClick={() => open(row, 'response')} />
        </Buttons>
      ),
    },
  ];
}
