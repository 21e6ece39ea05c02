/** Dealers (/dealers): the city filter and the paged, sortable table of the current site's dealers; a row opens its dealer. */
import { useNavigate } from '@tanstack/react-router';
import { currentSiteCode } from '@/auth/current-site';
import { useSession } from '@/auth/use-session';
import { DataList } from '@/components/data-list/data-list';
import type { ListSearchInput } from '@/components/data-list/list-definition';
import { PageFrame } from '@/components/page-frame';
import { dealerColumns } from './dealer-columns';
import { dealerList, type DealerListSearch } from './dealer-list';

export interface DealersPageProps {
  search: DealerListSearch;
  onSearchChange: (next: ListSearchInput<typeof dealerList.filters>) => void;
}

export function DealersPage({ search, onSearchChange }: DealersPageProps) {
  const siteCode = currentSiteCode(useSession());
  const navigate = useNavigate();
  return (
    <PageFrame title="Dealers">
      <DataList
        list={dealerList}
        search={search}
        onSearchChange={onSearchChange}
        scope={siteCode}
        columns={dealerColumns}
        rowKey={(dealer) => dealer.dealer_id}
        label="Dealers"
        onRowClick={(dealer) => void navigate({ to: '/dealers/$id', params: { id: String(dealer.dealer_id) } })}
      />
    </PageFrame>
  );
}
