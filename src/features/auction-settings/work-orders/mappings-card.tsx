/**
 * The Action Codes Mapping card: each action code with its mapping at the site, an active
 * switch (1/0) and a transaction code choice. Each change is saved at once (PUT, or POST
 * for a code with no mapping yet), then the list is read again; the row shows the change
 * meanwhile and its controls are busy until the server's state is back (they keep the focus).
 * A code picked from the list of choices (a pointer, a finger, Enter in the open list) is saved
 * at once; one reached by the keys on the closed choice (the arrows, typing its first letters)
 * is only shown, and saved on Enter or when the focus leaves it; Escape puts back the saved one
 * (ADR 0102).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { failureText } from '@/api/failure-text';
import type { Column } from '@/components/data-list/columns';
import { DataList } from '@/components/data-list/data-list';
import { listKey } from '@/components/data-list/list-read';
import { useLocalListSearch } from '@/components/data-list/use-local-list-search';
import { showSnackbar } from '@/components/snackbar';
import type { ActionCodeRow, TransactionCode } from '@/contract/work-orders';
import { writeMapping } from './api';
import { mappingList, type MappingListSearch } from './lists';
import { transactionCodesOptions, workOrderKeys } from './queries';
import { usePendingWrites } from './use-pending-writes';
import { useRef, useState, type KeyboardEvent } from 'react';
import { mappingWrite, shownMapping, type MappingChange } from './writes';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import './work-orders-page.css';

type MappingSort = NonNullable<MappingListSearch['sort']>;

const onOff = { on: 'On', off: 'Off' };

export function MappingsCard({ siteCode, canWrite }: { siteCode: string | null; canWrite: boolean }) {
  const [search, onSearchChange] = useLocalListSearch(mappingList);
  const codes = useQuery(transactionCodesOptions());
  const { pending, start, finish } = usePendingWrites<MappingChange>();

  const write = useMutation({
    mutationKey: workOrderKeys.mappingWrite,
    mutationFn: ({ row, change }: { row: ActionCodeRow; change: MappingChange }) => writeMapping(siteCode, mappingWrite(row, change)),
    onMutate: ({ row, change }) => start(row.action_code, change),
    onError: (error) => showSnackbar({ severity: 'error', message: failureText(error) }),
    // The card is read again whatever the answer; the row's pending state ends once it is.
    meta: { invalidates: [listKey(mappingList, siteCode)], invalidatesOnError: true },
    onSettled: (_data, _error, { row }) => finish(row.action_code),
  });
  const change = (row: ActionCodeRow, next: MappingChange) => write.mutate({ row, change: next });

  const columns: Column<ActionCodeRow, MappingSort>[] = [
    {
      id: 'code',
      header: 'Action Code',
      sort: 'action_code',
      nowrap: true,
      cell: (row) => <span className="work-order-code">{row.action_code}</span>,
      csv: (row) => row.action_code,
    },
    { id: 'description', header: 'Description', sort: 'action_desc', minWidth: '10rem', cell: (row) => row.action_desc },
    {
      id: 'active',
      header: 'Active',
      // The stored mapping, not a change still being saved.
      csv: (row) => (shownMapping(row).isActive ? 'Yes' : 'No'),
      cell: (row) => (
        <Switch
          labelPlacement="hidden"
          stateText={onOff}
          checked={shownMapping(row, pending.get(row.action_code)).isActive}
          disabled={!canWrite}
          busy={pending.has(row.action_code)}
          onCheckedChange={(on) => change(row, { is_active: on ? 1 : 0 })}
        >
          {`Mapping of ${row.action_code} active`}
        </Switch>
      ),
    },
    {
      id: 'transaction',
      header: 'Transaction Code',
      csv: (row) => shownMapping(row).transactionCode,
      cell: (row) => (
        <TransactionCodeChoice
          row={row}
          value={shownMapping(row, pending.get(row.action_code)).transactionCode}
          codes={codes.data}
          disabled={!canWrite || !codes.data}
          saving={pending.has(row.action_code)}
          onChange={(code) => change(row, { transaction_code: code === '' ? null : code })}
        />
      ),
    },
  ];

  return (
    <DataList
      list={mappingList}
      search={search}
      onSearchChange={onSearchChange}
      scope={siteCode}
      columns={columns}
      rowKey={(row) => row.action_code}
      label="Action Codes Mapping"
    />
  );
}

interface TransactionCodeChoiceProps {
  row: ActionCodeRow;
  value: string;
  codes: TransactionCode[] | undefined;
  disabled: boolean;
  saving: boolean;
  onChange: (code: string) => void;
}

/** Keys on a closed select that move its choice at once, without opening the list: browsing, not choosing. */
function browses(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  return event.key.length === 1 || ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(event.key);
}

function TransactionCodeChoice({ row, value, codes, disabled, saving, onChange }: TransactionCodeChoiceProps) {
  // The code reached by the keys and not saved yet; null: the row's value is shown.
  const [draft, setDraft] = useState<string | null>(null);
  // Set by a browsing key until its task ends: the browser changes the closed select within the
  // key's own task, while a pick from the open list comes in a task of its own.
  const browsing = useRef(false);
  const commit = (code: string) => {
    setDraft(null);
    if (code !== value) onChange(code);
  };
  // Until the codes are loaded (or if the stored one is not among them) the stored code is still shown.
  const stored = row.wo_mapping?.transaction_code;
  const options = codes ?? [];
  const missing = [value, stored?.transaction_code].filter((code): code is string => !!code && !options.some((option) => option.transaction_code === code));
  return (
    <div className="work-order-cell-row">
      <div className="work-order-code-choice">
        <Select
          aria-label={`Transaction code of ${row.action_code}`}
          disabled={disabled}
          busy={saving}
          value={draft ?? value}
          onKeyDown={(event) => {
            if (saving) return;
            if (event.key === 'Enter' && draft !== null) {
              event.preventDefault();
              commit(draft);
            } else if (event.key === 'Escape' && draft !== null) {
              event.preventDefault();
              setDraft(null);
            } else if (browses(event)) {
              browsing.current = true;
              setTimeout(() => (browsing.current = false));
            }
          }}
          onChange={(event) => {
            if (browsing.current) setDraft(event.target.value);
            else commit(event.target.value);
          }}
          onBlur={() => {
            if (draft !== null) commit(draft);
          }}
        >
          <option value="">None</option>
          {[...new Set(missing)].map((code) => (
            <option key={code} value={code}>
              {code === stored?.transaction_code && stored.description ? `${code} — ${stored.description}` : code}
            </option>
          ))}
          {options.map((option) => (
            <option key={option.transaction_code} value={option.transaction_code}>
              {option.description ? `${option.transaction_code} — ${option.description}` : option.transaction_code}
            </option>
          ))}
        </Select>
      </div>
      {saving ? <Spinner size="sm" color="fg.muted" label={`Saving ${row.action_code}`} /> : null}
    </div>
  );
}
