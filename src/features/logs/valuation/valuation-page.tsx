/**
 * Valuation History (/valuationlogs): Id with the created time, Site (its name),
 * VID, VIN, Mileage, Source, and the Data button opening a dialog titled with the VIN that
 * shows when the valuation was fetched and the stored JSON.
 */
import { useMemo } from 'react';
import type { Column } from '@/components/data-list/columns';
import type { ListSearchInput } from '@/components/data-list/list-definition';
import type { ValuationLogRow } from '@/contract/logs';
import { formatTimestamp } from '@/lib/dates';
import { BodyDialog } from '@/features/logs/shared/body-dialog';
import { IdCreated, idCreatedCsv, RowButton } from '@/features/logs/shared/cells';
import { LogPage } from '@/features/logs/shared/log-page';
import { useOpenRow } from '@/features/logs/shared/use-open-row';
import { valuationList, type ValuationListSearch } from './valuation-list';

type Sort = NonNullable<ValuationListSearch['sort']>;

const miles = new Intl.NumberFormat('en-US');

function columnsOf(open: (row: ValuationLogRow) => void): Column<ValuationLogRow, Sort>[] {
  return [
    { id: 'id', header: 'Id', sort: 'id', cell: (row) => <IdCreated id={row.id} createdAt={row.created_at} />, csv: idCreatedCsv },
    { id: 'site', header: 'Site', sort: 'site.name', minWidth: '9rem', cell: (row) => row.site?.name ?? '' },
    { id: 'vid', header: 'VID', sort: 'vehicle_id', cell: (row) => row.vehicle_id ?? '' },
    { id: 'vin', header: 'VIN', sort: 'vin', nowrap: true, cell: (row) => row.vin ?? '' },
    {
      id: 'mileage',
      header: 'Mileage',
      sort: 'mileage',
      align: 'end',
      cell: (row) => (row.mileage === null ? '' : miles.format(row.mileage)),
      csv: (row) => row.mileage,
    },
    { id: 'source', header: 'Source', sort: 'source', nowrap: true, cell: (row) => row.source ?? '' },
    {
      id: 'data',
      header: 'Data',
      csv: false,
      cell: (row) => <RowButton label="Data" of={`valuation ${row.id}${row.vin ? ` of ${row.vin}` : ''}`} onClick={() => open(row)} />,
    },
  ];
}

export interface ValuationPageProps {
  search: ValuationListSearch;
  onSearchChange: (next: ListSearchInput<typeof valuationList.filters>) => void;
}

export function ValuationPage(props: ValuationPageProps) {
  const [open, setOpen, close] = useOpenRow<ValuationLogRow>();
  const columns = useMemo(() => columnsOf(setOpen), [setOpen]);
  return (
    <LogPage {...props} title="Valuation History" list={valuationList} columns={columns} stickyButtons onRowClick={setOpen}>
      {open ? (
        <BodyDialog
          key={open.id}
          title={open.vin ?? `Valuation ${open.id}`}
          description={`Valuation ${open.id} · ${open.source ?? ''} · vehicle ${open.vehicle_id ?? ''}`}
          facts={[['Fetched', formatTimestamp(open.created_at) || open.created_at]]}
          bodyTitle="Data"
          emptyText="No Data"
          body={{ text: open.json }}
          onClose={close}
        />
      ) : null}
    </LogPage>
  );
}
