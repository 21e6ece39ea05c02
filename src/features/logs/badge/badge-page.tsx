/** Badge Logs (/apibadgelogs): the list of badge requests and the Badge Details dialog (error message, error text, response). */
import { useMemo } from 'react';
import type { ListSearchInput } from '@/components/data-list/list-definition';
import type { BadgeLogRow } from '@/contract/logs';
import { formatTimestamp } from '@/lib/dates';
import { BodyDialog } from '@/features/logs/shared/body-dialog';
import { LogPage } from '@/features/logs/shared/log-page';
import { useOpenRow } from '@/features/logs/shared/use-open-row';
import { badgeColumns } from './badge-columns';
import { badgeList, type BadgeListSearch } from './badge-list';

function BadgeDetails({ row, onClose }: { row: BadgeLogRow; onClose: () => void }) {
  return (
    <BodyDialog
      title="Badge Details"
      description={`Badge log ${row.id} · ${row.site?.code ?? 'no customer'} · ${formatTimestamp(row.created_at) || row.created_at}`}
      facts={[
        ['Error Message', row.error_message ?? 'None'],
        ['Error Text', row.error_message_text ?? 'None'],
      ]}
      bodyTitle="Response"
      emptyText="No Response"
      body={{ text: row.response }}
      onClose={onClose}
    />
  );
}

export interface BadgePageProps {
  search: BadgeListSearch;
  onSearchChange: (next: ListSearchInput<typeof badgeList.filters>) => void;
}

export function BadgePage(props: BadgePageProps) {
  const [open, setOpen, close] = useOpenRow<BadgeLogRow>();
  const columns = useMemo(() => badgeColumns(setOpen), [setOpen]);
  return (
    <LogPage {...props} title="Badge Logs" list={badgeList} columns={columns} onRowClick={setOpen}>
      {open ? <BadgeDetails key={open.id} row={open} onClose={close} /> : null}
    </LogPage>
  );
}
