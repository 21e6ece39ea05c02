/** The Reps tab: the dealer's reps (dealer_reps filtered by dealer_id) in the list framework, its state held here; each rep is edited in a dialog. */
import { useMemo, useState } from 'react';
import { DataList } from '@/components/data-list/data-list';
import { useLocalListSearch } from '@/components/data-list/use-local-list-search';
import type { DealerRep } from '@/contract/dealer-detail';
import { EditRepDialog } from './edit-rep-dialog';
import { repColumns } from './rep-columns';
import { repList } from './rep-list';

export function RepsTab({ siteCode, dealerId, dealerName }: { siteCode: string | null; dealerId: number; dealerName: string }) {
  const [search, onSearchChange] = useLocalListSearch(repList);
  const [editing, setEditing] = useState<DealerRep | null>(null);
  const columns = useMemo(() => repColumns(setEditing), []);
  return (
    <>
      <DataList
        list={repList}
        search={search}
        onSearchChange={onSearchChange}
        scope={{ site: siteCode, dealerId }}
        columns={columns}
        rowKey={(rep) => rep.id}
        label={`Reps of ${dealerName}`}
      />
      {editing ? <EditRepDialog rep={editing} siteCode={siteCode} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
