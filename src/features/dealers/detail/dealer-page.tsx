/**
 * Dealer detail (/dealers/{id}): the link All Dealers, the dealer's name, and the
 * tabs Basic, Reps and Defaults, the tab being the URL's (`?tab=reps`, `?tab=defaults`).
 * A new id is a new page: its data is read afresh and no edit of the previous dealer
 * survives (the view is keyed by the id). A desk screen: online only, and it says so.
 */
import { Heading } from '@/components/ui/heading';
import { Tabs } from '@/components/ui/tabs';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import { currentSiteCode } from '@/auth/current-site';
import { BackLink, PageFrame } from '@/components/page-frame';
import { useSession } from '@/auth/use-session';
import { useOnline } from '@/offline/connection';
import { BasicTab } from './basic-tab';
import './dealer-page.css';
import { dealerTabLabels, dealerTabs, parseDealerId, tabOf, type DealerSearch, type DealerTab } from './dealer-tab';
import { DefaultsTab } from './defaults-tab';
import { LoadError } from '@/components/load-error';
import { dealerDetailOptions } from './queries';
import { RepsTab } from './reps-tab';
import { Text } from '@/components/ui/text';

export const dealerNeedsConnection = 'The dealer details need a connection to the server.';

export interface DealerPageProps {
  /** The id as the path has it (not checked yet). */
  rawId: string;
  search: DealerSearch;
  onTabChange: (tab: DealerTab) => void;
}

export function DealerPage({ rawId, search, onTabChange }: DealerPageProps) {
  const dealerId = parseDealerId(rawId);
  return (
    <PageFrame maxW="1200px" back={<BackLink to="/dealers">← All Dealers</BackLink>}>
      {dealerId === undefined ? (
        <DealerMissing label={rawId} />
      ) : (
        <DealerView key={dealerId} dealerId={dealerId} tab={tabOf(search)} onTabChange={onTabChange} />
      )}
    </PageFrame>
  );
}

function DealerMissing({ label }: { label: string }) {
  return (
    <div className="dealer-stack" data-gap="2">
      <Heading as="h1" size="lg">
        Dealer not found
      </Heading>
      <Text>There is no dealer {label} at your site. Find the dealer in All Dealers.</Text>
    </div>
  );
}

function DealerView({ dealerId, tab, onTabChange }: { dealerId: number; tab: DealerTab; onTabChange: (tab: DealerTab) => void }) {
  const session = useSession();
  const siteCode = currentSiteCode(session);
  const timeZone = session.installInfo?.timezone;
  const online = useOnline();
  const dealer = useQuery(dealerDetailOptions(siteCode, dealerId));
  const offline = !online || dealer.fetchStatus === 'paused';

  if (dealer.isPending) {
    return (
      <>
        <Heading as="h1" size="lg">
          Dealer {dealerId}
        </Heading>
        {offline ? <Text tone="muted">{dealerNeedsConnection}</Text> : <Text>Loading...</Text>}
      </>
    );
  }
  if (dealer.isError) {
    if (dealer.error instanceof ApiError && dealer.error.status === 404) return <DealerMissing label={String(dealerId)} />;
    return (
      <>
        <Heading as="h1" size="lg">
          Dealer {dealerId}
        </Heading>
        <LoadError what="The dealer" error={dealer.error} onRetry={() => void dealer.refetch()} />
        {offline ? <Text tone="muted">{dealerNeedsConnection}</Text> : null}
      </>
    );
  }

  const data = dealer.data;
  const name = data.dealer_name ?? `Dealer ${data.dealer_id}`;
  return (
    <>
      <div className="dealer-stack" data-gap="1">
        <Heading as="h1" size="lg">
          {name}
        </Heading>
        <Text tone="muted">
          Dealer # {data.dealer_num ?? '—'} · AA# {data.auction_access ?? '—'} · ID {data.dealer_id}
        </Text>
      </div>
      {offline ? (
        <Text tone="muted" role="status">
          {dealerNeedsConnection} What is shown may be out of date, and changes cannot be saved until the connection returns.
        </Text>
      ) : null}
      <Tabs.Root value={tab} onValueChange={onTabChange} lazyMount colorPalette="brand">
        <Tabs.List>
          {dealerTabs.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {dealerTabLabels[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="basic" className="dealer-tab">
          <BasicTab dealer={data} timeZone={timeZone} />
        </Tabs.Content>
        <Tabs.Content value="reps" className="dealer-tab">
          <RepsTab siteCode={siteCode} dealerId={data.dealer_id} dealerName={name} />
        </Tabs.Content>
        <Tabs.Content value="defaults" className="dealer-tab">
          <DefaultsTab dealer={data} siteCode={siteCode} timeZone={timeZone} online={!offline} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
