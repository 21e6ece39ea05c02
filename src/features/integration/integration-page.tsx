/**
 * Integration status (/auction/integration/{integration}): for carmax, the name/value panel
 * of the user's current site, "Loading..." while it loads and red "Error: {message}" when it
 * fails. Any other name says plainly that there is no such integration. A desk
 * screen: online only, and it says so when the connection is missing. Live: read again on its
 * own at a pausable interval, paused in a hidden tab (components/live-refresh.tsx).
 */
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { Fragment } from 'react';
import { LiveRefreshBar, useLiveRefresh } from '@/components/live-refresh';
import { PageFrame } from '@/components/page-frame';
import { isKnownIntegration, knownIntegrations, type KnownIntegration } from '@/contract/integration';
import { useSession } from '@/auth/use-session';
import { useOnline } from '@/offline/connection';
import { INTEGRATION_REFRESH_MS, integrationStatusOptions } from './queries';
import { StatusEntries } from './status-panel';
import { needsConnection, statusErrorMessage, unknownIntegrationMessage } from './status-texts';
import './integration.css';
import { Text } from '@/components/ui/text';

const names: Record<KnownIntegration, string> = { carmax: 'Carmax' };

export function IntegrationPage({ integration, title }: { integration: string; title: string }) {
  return (
    <PageFrame title={title} gap="5" maxW="1000px">
      {isKnownIntegration(integration) ? (
        <IntegrationStatusCard integration={integration} />
      ) : (
        <div className="integration-lines">
          <p className="integration-strong">{unknownIntegrationMessage(integration)}</p>
          <Text tone="muted">
            The console shows the status of:{' '}
            {knownIntegrations.map((known, index) => (
              <Fragment key={known}>
                {index > 0 ? ', ' : null}
                <Link asChild inline>
                  <RouterLink to="/auction/integration/$integration" params={{ integration: known }}>
                    {names[known]}
                  </RouterLink>
                </Link>
              </Fragment>
            ))}
            .
          </Text>
        </div>
      )}
    </PageFrame>
  );
}

function IntegrationStatusCard({ integration }: { integration: KnownIntegration }) {
  const session = useSession();
  const site = session.user?.site_current[0];
  const online = useOnline();
  const live = useLiveRefresh();
  const status = useQuery({ ...live.options(integrationStatusOptions(integration, site?.code ?? '')), enabled: site !== undefined });
  return (
    <Card.Root>
      <Card.Header>
        <div className="integration-head">
          <div>
            <Heading as="h2" size="md">
              {names[integration]} at {site ? site.name : 'no site'}
            </Heading>
            {site ? <Text tone="muted">Site {site.code}</Text> : null}
          </div>
          <div className="integration-refresh">
            {site ? (
              <LiveRefreshBar
                live={live}
                every={INTEGRATION_REFRESH_MS}
                readAt={status.dataUpdatedAt}
                timeZone={session.installInfo?.timezone}
                onResume={() => void status.refetch()}
                touch
              />
            ) : null}
            <Button variant="outline" onClick={() => void status.refetch()} loading={status.isFetching && !status.isPending} disabled={!site}>
              Refresh
            </Button>
          </div>
        </div>
      </Card.Header>
      <Card.Body>
        {!site ? (
          <Text tone="error">{statusErrorMessage('Your sign-in names no site')}</Text>
        ) : status.isPending ? (
          // Offline, the read cannot succeed (it waits, or fails after its retries): say what is missing.
          !online || status.fetchStatus === 'paused' ? (
            <Text tone="muted">{needsConnection}</Text>
          ) : (
            <Text>Loading...</Text>
          )
        ) : status.isError ? (
          <div className="integration-lines">
            <Text tone="error">{statusErrorMessage(status.error.message)}</Text>
            {!online ? <Text tone="muted">{needsConnection}</Text> : null}
          </div>
        ) : (
          <StatusEntries entries={status.data} timeZone={session.installInfo?.timezone} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
