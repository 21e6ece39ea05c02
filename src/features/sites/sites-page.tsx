/** Site management (/siteconfig): the text filter and the sites; a row opens the site's configuration. */
import { Heading, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { DataList } from '../../components/data-list/data-list';
import type { ListSearchInput } from '../../components/data-list/list-definition';
import { NeedsConnection } from '../../components/needs-connection';
import { siteListOptions } from './queries';
import { siteColumns } from './site-columns';
import { siteList, type SiteListSearch } from './site-list';

export interface SitesPageProps {
  search: SiteListSearch;
  onSearchChange: (next: ListSearchInput<typeof siteList.filters>) => void;
}

export function SitesPage({ search, onSearchChange }: SitesPageProps) {
  const navigate = useNavigate();
  return (
    <Stack gap="4" p={{ base: '4', lg: '6' }}>
      <Heading as="h1" size="lg">
        Site Management
      </Heading>
      <NeedsConnection text="Site management needs a connection to the server." />
      <DataList
        list={siteList}
        search={search}
        onSearchChange={onSearchChange}
        query={siteListOptions(search)}
        columns={siteColumns}
        rowKey={(site) => site.id}
        label="Sites"
        onRowClick={(site) => void navigate({ to: '/siteconfig/$id', params: { id: String(site.id) } })}
      />
    </Stack>
  );
}
