/**
 * A site (/siteconfig/{id}): the tabs API Site Config, API Options and On-Premise
 * Config, of which only the first has content: the site's status, its record's form and,
 * below it, the site's own configuration rows (drawn by the route's `configs`, from the
 * configuration feature). The chosen tab is in the URL.
 */
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { Tabs } from '@/components/ui/tabs';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BackLink, PageFrame } from '@/components/page-frame';
import { QueryRecord } from '@/components/query-record';
import type { SiteWithConfigs } from '@/contract/admin-sites';
import { formatTimestamp } from '@/lib/dates';
import { siteOptions, sitesNeedConnection } from './queries';
import { SiteForm } from './site-form';
import './sites.css';
import { siteTabLabels, siteTabs, type SiteTab } from './site-tabs';

function Status({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

function SiteStatus({ site }: { site: SiteWithConfigs }) {
  const zone = site.timezone ?? undefined;
  const wan = site.is_wan_up === 1 ? 'Up' : site.is_wan_up === 0 ? `Down since ${formatTimestamp(site.wan_first_down, zone) || 'an unknown time'}` : '';
  return (
    <dl className="site-status">
      <Status label="WAN">{wan}</Status>
      <Status label="Last heartbeat">{formatTimestamp(site.last_heartbeat_at, zone)}</Status>
      <Status label="Created">{formatTimestamp(site.created_at, zone)}</Status>
      <Status label="Updated">{formatTimestamp(site.updated_at, zone)}</Status>
    </dl>
  );
}

export interface SitePageProps {
  id: string;
  tab: SiteTab;
  onTabChange: (tab: SiteTab) => void;
  /** The site's own configuration rows, below its record. */
  configs: (site: SiteWithConfigs) => ReactNode;
}

export function SitePage({ id, tab, onTabChange, configs }: SitePageProps) {
  const site = useQuery(siteOptions(id));
  return (
    <PageFrame gap="5" maxW="5xl" back={<BackLink to="/siteconfig">← All Sites</BackLink>} needsConnection={sitesNeedConnection}>
      <QueryRecord query={site} what="site">
        {(data) => (
          <>
            <Heading as="h1" size="lg">
              {data.code} · {data.name}
            </Heading>
            <Tabs.Root value={tab} onValueChange={onTabChange} variant="line" colorPalette="brand" lazyMount>
              <Tabs.List className="site-tabs">
                {siteTabs.map((value) => (
                  <Tabs.Trigger key={value} value={value}>
                    {siteTabLabels[value]}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="api">
                <div className="site-parts">
                  <Card.Root>
                    <Card.Body>
                      <div className="site-parts">
                        <SiteStatus site={data} />
                        {/* A saved site has a new updated_at: the form starts again from what the server holds. */}
                        <SiteForm key={`${data.id}:${data.updated_at ?? ''}`} site={data} />
                      </div>
                    </Card.Body>
                  </Card.Root>
                  {configs(data)}
                </div>
              </Tabs.Content>
              {(['options', 'premise'] as const).map((value) => (
                <Tabs.Content key={value} value={value}>
                  <p className="site-empty">
                    {siteTabLabels[value]} has no settings for {data.code} in this version of the console.
                  </p>
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </>
        )}
      </QueryRecord>
    </PageFrame>
  );
}
