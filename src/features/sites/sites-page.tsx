/** Site management (/siteconfig): the text filter and the sites; a row opens the site's configuration. */
import { useNavigate } from '@tanstack/react-router';
import { DataList } from '@/components/data-list/data-list';
import type { ListSearchInput } from '@/components/data-list/list-definition';
import { PageFrame } from '@/components/page-frame';
import { sitesNeedConnection } from './queries';
import { siteColumns } from './site-columns';
import { siteList, type SiteListSearch } from './site-list';

export interface SitesPageProps {
  search: SiteListSearch;
  onSearchChange: (next: ListSearchInput<typeof siteList.filters>) => void;
}

export function SitesPage({ search, onSearchChange }: SitesPageProps) {
  const navigate = useNavigate();
  return (
    <PageFrame title="Site Management" needsConnection={sitesNeedConnection}>
      <DataList
        list={siteList}
        search={search}
        onSearchChange={onSearchChange}
        columns={siteColumns}
        rowKey={(site) => site.id}
        label="Sites"
        onRowClick={(site) => void navigate({ to: '/siteconfig/$id', params: { id: String(site.id) } })}
      />
    </PageFrame>
  );
}
