/**
 * Mobile Builds (/mobile-builds): offered only in the Development environment
 * (elsewhere it says so); the latest production build from master, then the paged build
 * table with Refresh. Production builds link to the production mobile site, the others to
 * their test installer. Online only.
 */
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { DataList } from '@/components/data-list/data-list';
import type { ListSearchInput } from '@/components/data-list/list-definition';
import { listPageOptions } from '@/components/data-list/list-read';
import { PageFrame } from '@/components/page-frame';
import { mobileLinks } from '@/lib/environments';
import { buildColumns } from './build-columns';
import { onlyInDevelopment } from './build-links';
import { buildList, type BuildListSearch } from './build-list';
import { LatestBuild } from './latest-build';
import { buildsNeedConnection, latestProductionOptions } from './queries';
import { useEnvironment } from '@/lib/use-environment';
import { Spinner } from '@/components/ui/spinner';
import './mobile-builds.css';
import { Text } from '@/components/ui/text';

export interface MobileBuildsPageProps {
  search: BuildListSearch;
  onSearchChange: (next: ListSearchInput<typeof buildList.filters>) => void;
}

export function MobileBuildsPage(props: MobileBuildsPageProps) {
  const environment = useEnvironment();
  const development = environment.env === 'development';
  return (
    <PageFrame title="Mobile Builds" needsConnection={development ? buildsNeedConnection : undefined}>
      {development ? <Builds {...props} /> : <Text>{onlyInDevelopment}</Text>}
    </PageFrame>
  );
}

function Builds({ search, onSearchChange }: MobileBuildsPageProps) {
  const links = mobileLinks();
  const list = useQuery({ ...listPageOptions(buildList, search), enabled: false });
  const latest = useQuery({ ...latestProductionOptions(), enabled: false });
  const refreshing = list.isFetching || latest.isFetching;
  return (
    <>
      <LatestBuild links={links} />
      <div className="builds-head">
        <Heading as="h2" size="md">
          All builds
        </Heading>
        <Button
          variant="outline"
          disabled={refreshing}
          onClick={() => {
            void list.refetch();
            void latest.refetch();
          }}
        >
          {refreshing ? <Spinner size="xs" /> : null}
          Refresh
        </Button>
      </div>
      {!links ? <Text tone="muted">Install links are not configured (environments.json, key mobileBuilds): builds show without them.</Text> : null}
      <DataList
        list={buildList}
        search={search}
        onSearchChange={onSearchChange}
        columns={buildColumns(links)}
        rowKey={(build) => build.id}
        label="Mobile builds"
      />
    </>
  );
}
