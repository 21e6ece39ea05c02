/** On-Premise WAN: how many sites run, are down or have not updated, and each site Up or Down (with since when it is down). */
import type { ApiStatusSummary, SiteHeartbeat } from '@/contract/api-status';
import { formatTimestamp } from '@/lib/dates';
import { StatusCard, StatusDot } from './status-card';
import { siteStatus } from './status-colors';
import { Text } from '@/components/ui/text';

function siteState(site: SiteHeartbeat, timeZone: string | undefined): string {
  if (site.state === 'not_running') return site.wan_first_down ? `Down since ${formatTimestamp(site.wan_first_down, timeZone)}` : 'Down';
  if (site.state === 'not_updated') return `Up · not updated since ${formatTimestamp(site.last_heartbeat_at, timeZone) || 'never'}`;
  return 'Up';
}

/** `timeZone`: the dashboard's (ApiDashboardPage says which, once). */
export function WanCard({ card, timeZone }: { card: ApiStatusSummary['sites']; timeZone?: string }) {
  return (
    <StatusCard
      title="On-Premise WAN"
      status={card.status}
      counts={`${card.running} running · ${card.not_running} not running · ${card.not_updated} not updated`}
    >
      <ul className="apidash-lines apidash-sites" aria-label="Sites">
        {card.details.map((site) => (
          <li key={site.id} className="apidash-line apidash-site">
            <span className="apidash-dot-box">
              <StatusDot status={siteStatus(site)} />
            </span>
            <p className="apidash-site-code">{site.code}</p>
            <div className="apidash-grow">
              <Text>{siteState(site, timeZone)}</Text>
              <Text tone="muted" size="xs">
                {site.name}
              </Text>
            </div>
          </li>
        ))}
      </ul>
      {card.checked_at ? <p className="apidash-checked">Judged at the newest heartbeat, {formatTimestamp(card.checked_at, timeZone)}.</p> : null}
    </StatusCard>
  );
}
