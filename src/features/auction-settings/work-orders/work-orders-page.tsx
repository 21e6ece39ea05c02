/**
 * Work order settings (/auction/settings/workorders): a link back to the auction
 * settings and three expandable cards, Shops, Action Codes Mapping and Transaction
 * Exclusions, each a list of the user's current site. A card's list loads when the card is
 * first opened and keeps its page while closed.
 *
 * Changing settings needs the administration security (the server answers 403 otherwise,
 * ADR 0011): without it the page says so and every control is disabled; reading is open to
 * the site's staff. A desk screen: online only, and it says so when the connection is missing.
 */
import { Accordion } from '@/components/ui/accordion';
import { Heading } from '@/components/ui/heading';
import type { ReactNode } from 'react';
import { currentSiteCode } from '@/auth/current-site';
import { hasSecurity } from '@/auth/roles';
import { BackLink, PageFrame } from '@/components/page-frame';
import { useSession } from '@/auth/use-session';
import { useOnline } from '@/offline/connection';
import { ExclusionsCard } from './exclusions-card';
import { MappingsCard } from './mappings-card';
import { ShopsCard } from './shops-card';
import './work-orders-page.css';
import { Text } from '@/components/ui/text';

export const workOrdersNeedConnection = 'The work-order settings need a connection to the server.';
export const needsAdministration = 'You can look at these settings, but changing them needs the administration security.';

export function WorkOrdersPage({ title }: { title: string }) {
  const session = useSession();
  const siteCode = currentSiteCode(session);
  const timeZone = session.installInfo?.timezone;
  const online = useOnline();
  const administration = hasSecurity(session.user, 'administration');
  const canWrite = administration && online;
  const siteName = session.user?.site_current[0]?.name;

  return (
    <PageFrame maxW="1200px" back={<BackLink to="/auction/settings">← Admin Settings</BackLink>}>
      <div className="work-order-head">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        {siteName ? <Text tone="muted">Shops, action code mapping and transaction exclusions at {siteName}.</Text> : null}
      </div>
      {!online ? (
        <Text tone="muted" role="status">
          {workOrdersNeedConnection} Changes cannot be saved until the connection returns.
        </Text>
      ) : null}
      {!administration ? (
        <Text tone="muted" role="status">
          {needsAdministration}
        </Text>
      ) : null}
      <Accordion.Root multiple collapsible lazyMount variant="plain" className="work-order-cards">
        <SettingsCard value="shops" title="Shops" description="The site's shops: add and delete. Deleted shops stay listed, greyed.">
          <ShopsCard siteCode={siteCode} canWrite={canWrite} timeZone={timeZone} />
        </SettingsCard>
        <SettingsCard
          value="mappings"
          title="Action Codes Mapping"
          description="Each action code's mapping at this site: active or not, and its transaction code."
        >
          <MappingsCard siteCode={siteCode} canWrite={canWrite} />
        </SettingsCard>
        <SettingsCard value="exclusions" title="Transaction Exclusions" description="Each transaction code is Active, or Inactive when excluded at this site.">
          <ExclusionsCard siteCode={siteCode} canWrite={canWrite} />
        </SettingsCard>
      </Accordion.Root>
    </PageFrame>
  );
}

function SettingsCard({ value, title, description, children }: { value: string; title: string; description: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value} className="work-order-card">
      <Accordion.ItemTrigger heading="h2" className="work-order-card-title">
        <span className="work-order-card-text">
          <span className="work-order-card-name">{title}</span>
          <span className="work-order-card-description">{description}</span>
        </span>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent className="work-order-card-body">{children}</Accordion.ItemContent>
    </Accordion.Item>
  );
}
