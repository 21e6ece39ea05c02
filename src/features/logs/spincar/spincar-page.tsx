/** Spincar Logs (/spincarlogs): the list of Spincar events and the Payload dialog (read from the single record). */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ListSearchInput } from '@/components/data-list/list-definition';
import type { SpincarLogRow } from '@/contract/logs';
import { formatTimestamp } from '@/lib/dates';
import { useOnline } from '@/offline/connection';
import { BodyDialog } from '@/features/logs/shared/body-dialog';
import { siteText } from '@/features/logs/shared/cells';
import { RecordStatus } from '@/features/logs/shared/log-dialog-parts';
import { LogPage } from '@/features/logs/shared/log-page';
import { useOpenRow } from '@/features/logs/shared/use-open-row';
import { AuctionSignInDialog } from './auction-sign-in-dialog';
import { spincarRecordOptions } from './record';
import { spincarColumns } from './spincar-columns';
import { spincarList, type SpincarListSearch } from './spincar-list';

function PayloadDialog({ row, onClose }: { row: SpincarLogRow; onClose: () => void }) {
  const record = useQuery(spincarRecordOptions(row.id));
  const offline = !useOnline();
  return (
    <BodyDialog
      title="Payload"
      description={`Spincar log ${row.id} · ${formatTimestamp(row.created_at) || row.created_at}`}
      facts={[
        ['Site', siteText(row.site)],
        ['Vehicle Id', row.vehicle_id === null ? '' : String(row.vehicle_id)],
        ['Spincar Asset', row.asset_id ?? ''],
        ['Error', row.error ?? 'None'],
      ]}
      bodyTitle="Payload"
      emptyText="No Payload"
      body={record.data ? { text: record.data.spincar_payload } : <RecordStatus error={record.error} offline={offline} onRetry={() => void record.refetch()} />}
      onClose={onClose}
    />
  );
}

export interface SpincarPageProps {
  search: SpincarListSearch;
  onSearchChange: (next: ListSearchInput<typeof spincarList.filters>) => void;
}

export function SpincarPage(props: SpincarPageProps) {
  const [open, setOpen, close] = useOpenRow<SpincarLogRow>();
  const [following, setFollowing] = useState<(SpincarLogRow & { vehicle_id: number }) | null>(null);
  const columns = useMemo(() => spincarColumns(setOpen, setFollowing), [setOpen]);
  return (
    <LogPage {...props} title="Spincar Logs" list={spincarList} columns={columns} stickyButtons onRowClick={setOpen}>
      {open ? <PayloadDialog key={open.id} row={open} onClose={close} /> : null}
      {following ? <AuctionSignInDialog row={following} onClose={() => setFollowing(null)} /> : null}
    </LogPage>
  );
}
