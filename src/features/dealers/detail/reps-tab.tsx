/** The Reps tab: the dealer's reps (dealer_reps filtered by dealer_id) in the list framework, its state held here. */
import { DataList } from '../../../components/data-list/data-list';
import { useLocalListSearch } from '../../../components/data-list/use-local-list-search';
import { dealerRepsOptions } from './queries';
import { repColumns } from './rep-columns';
import { repList } from './rep-list';

export function RepsTab({ siteCode, dealerId, dealerName }: { siteCode: string | null; dealerId: number; dealerName: string }) {
  const [search, onSearchChange] = useLocalListSearch(repList);
  return (
    <DataList
      list={repList}
      search={search}
      onSearchChange={onSearchChange}
      query={dealerRepsOptions(siteCode, dealerId, search)}
      columns={repColumns}
      rowKey={(rep) => rep.id}
      label={`Reps of ${dealerName}`}
    />
  );
}
