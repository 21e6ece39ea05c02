/**
 * The Transaction Exclusions card: each transaction code Active or Inactive at the site.
 * Switching a code Inactive creates its exclusion, Active deletes it;
 * the list is read again after each change.
 */
import { useMutation } from '@tanstack/react-query';
import { failureText } from '@/api/failure-text';
import type { Column } from '@/components/data-list/columns';
import { DataList } from '@/components/data-list/data-list';
import { listKey } from '@/components/data-list/list-read';
import { useLocalListSearch } from '@/components/data-list/use-local-list-search';
import { showSnackbar } from '@/components/snackbar';
import type { TransactionCodeExclusionRow } from '@/contract/work-orders';
import { writeExclusion } from './api';
import { exclusionList, type ExclusionListSearch } from './lists';
import { workOrderKeys } from './queries';
import { usePendingWrites } from './use-pending-writes';
import { exclusionWrite, isActiveCode } from './writes';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import './work-orders-page.css';

type ExclusionSort = NonNullable<ExclusionListSearch['sort']>;

const activeInactive = { on: 'Active', off: 'Inactive' };

export function ExclusionsCard({ siteCode, canWrite }: { siteCode: string | null; canWrite: boolean }) {
  const [search, onSearchChange] = useLocalListSearch(exclusionList);
  const { pending, start, finish } = usePendingWrites<boolean>();

  const write = useMutation({
    mutationKey: workOrderKeys.exclusionWrite,
    mutationFn: async ({ row, active }: { row: TransactionCodeExclusionRow; active: boolean }) => {
      const call = exclusionWrite(row, active);
      if (call) await writeExclusion(siteCode, call);
    },
    onMutate: ({ row, active }) => start(row.transaction_code, active),
    onError: (error) => showSnackbar({ severity: 'error', message: failureText(error) }),
    // The card is read again whatever the answer; the row's pending state ends once it is.
    meta: { invalidates: [listKey(exclusionList, siteCode)], invalidatesOnError: true },
    onSettled: (_data, _error, { row }) => finish(row.transaction_code),
  });

  const columns: Column<TransactionCodeExclusionRow, ExclusionSort>[] = [
    {
      id: 'code',
      header: 'Transaction Code',
      sort: 'transaction_code',
      nowrap: true,
      csv: (row) => row.transaction_code,
      cell: (row) => <span className="work-order-code">{row.transaction_code}</span>,
    },
    { id: 'description', header: 'Description', sort: 'description', minWidth: '12rem', cell: (row) => row.description },
    {
      id: 'status',
      header: 'Status',
      csv: (row) => (isActiveCode(row) ? 'Active' : 'Inactive'),
      cell: (row) => {
        const saving = pending.has(row.transaction_code);
        return (
          <div className="work-order-cell-row">
            <Switch
              labelPlacement="hidden"
              stateText={activeInactive}
              checked={pending.get(row.transaction_code) ?? isActiveCode(row)}
              disabled={!canWrite}
              busy={saving}
              onCheckedChange={(active) => write.mutate({ row, active })}
            >
              {`Transaction code ${row.transaction_code} active`}
            </Switch>
            {saving ? <Spinner size="sm" color="fg.muted" label={`Saving ${row.transaction_code}`} /> : null}
          </div>
        );
      },
    },
  ];

  return (
    <DataList
      list={exclusionList}
      search={search}
      onSearchChange={onSearchChange}
      scope={siteCode}
      columns={columns}
      rowKey={(row) => row.transaction_code}
      label="Transaction Exclusions"
    />
  );
}
