/**
 * Lane Monitor: whether it runs and since when, the action in progress and the last one, the
 * Cycle LM / Stop LM / Start LM buttons (enabled by lane-monitor-rules.ts), and each site's
 * lanes, an active lane linking to the site's lane monitor page. The button of the action in
 * progress is busy (it keeps the focus); when it is done and that button is off, the focus goes
 * to the one that undoes it: Start LM after Stop LM, Stop LM after Start LM (ADR 0102).
 */
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useFocusHandOff } from '@/components/ui/focus-hand-off';
import { useRef } from 'react';
import { apiUrl } from '@/api/http';
import type { LaneMonitorAction, LaneMonitorCard as Card, MonitoredLane } from '@/contract/api-status';
import { formatTimestamp } from '@/lib/dates';
import { laneMonitorActionInfo, laneMonitorActions, laneMonitorButtons } from './lane-monitor-rules';
import { StatusCard } from './status-card';
import { laneMonitorStatus } from './status-colors';
import { Spinner } from '@/components/ui/spinner';
import { Text } from '@/components/ui/text';

export interface LaneMonitorCardProps {
  card: Card;
  /** This console's own action, sent and not answered yet. */
  pending: LaneMonitorAction | null;
  online: boolean;
  /** The dashboard's time zone (ApiDashboardPage says which, once). */
  timeZone?: string;
  onAction: (action: LaneMonitorAction) => void;
}

const pastTense: Record<LaneMonitorAction, string> = { cycle: 'Cycled', stop: 'Stopped', start: 'Started' };

/** Where the focus goes when an action's button is off after it: the action that undoes it first. */
const focusAfter: Record<LaneMonitorAction, LaneMonitorAction[]> = { stop: ['start'], start: ['stop', 'cycle'], cycle: ['cycle', 'stop'] };

function bySite(lanes: readonly MonitoredLane[]): [string, MonitoredLane[]][] {
  const groups = new Map<string, MonitoredLane[]>();
  for (const lane of lanes) groups.set(lane.site, [...(groups.get(lane.site) ?? []), lane]);
  return [...groups];
}

export function LaneMonitorCard({ card, pending, online, timeZone, onAction }: LaneMonitorCardProps) {
  const buttons = laneMonitorButtons(card, pending !== null, online);
  const running = pending ?? card.action;
  const since = formatTimestamp(card.changed_at, timeZone);
  const handOff = useFocusHandOff();
  const buttonRefs = useRef(new Map<LaneMonitorAction, HTMLButtonElement>());
  const press = (action: LaneMonitorAction, button: HTMLButtonElement) => {
    handOff(button, () => {
      const enabled = (candidate: LaneMonitorAction) => {
        const element = buttonRefs.current.get(candidate);
        return element && !element.disabled ? element : undefined;
      };
      return focusAfter[action].map(enabled).find(Boolean) ?? laneMonitorActions.map(({ action: other }) => enabled(other)).find(Boolean);
    });
    onAction(action);
  };
  return (
    <StatusCard
      title="Lane Monitor"
      status={laneMonitorStatus(card, pending !== null)}
      counts={card.running === 1 ? `Running${since ? ` since ${since}` : ''}` : `Stopped${since ? ` since ${since}` : ''}`}
    >
      <div className="apidash-monitor">
        <div className="apidash-monitor-buttons" role="group" aria-label="Lane monitor actions">
          {laneMonitorActions.map(({ action, label }) => (
            <Button
              key={action}
              variant={action === 'stop' ? 'outline' : 'solid'}
              colorPalette={action === 'stop' ? 'red' : 'brand'}
              ref={(element) => {
                if (element) buttonRefs.current.set(action, element);
                else buttonRefs.current.delete(action);
              }}
              disabled={!buttons[action]}
              loading={running === action}
              onClick={(event) => press(action, event.currentTarget)}
            >
              {label}
            </Button>
          ))}
        </div>
        <div className="apidash-monitor-news" aria-live="polite">
          {running ? (
            <div className="apidash-monitor-running">
              <Spinner size="sm" />
              <p>
                {laneMonitorActionInfo(running).doing}
                {pending === null && card.action_by ? ` (started by ${card.action_by})` : ''}
              </p>
            </div>
          ) : card.last_action ? (
            <Text tone="muted" size="sm">
              {pastTense[card.last_action]} {formatTimestamp(card.last_action_at, timeZone)}
              {card.last_action_by ? ` by ${card.last_action_by}` : ''}.
            </Text>
          ) : null}
        </div>
        <div className="apidash-groups">
          {bySite(card.details).map(([site, lanes]) => (
            <section key={site} aria-label={`${site} lanes`} className="apidash-site-lanes">
              <Heading as="h3" size="xs" color="fg.muted">
                {site}
              </Heading>
              <ul className="apidash-lanes">
                {lanes.map((lane) => (
                  <li key={lane.id} className="apidash-lane">
                    <p className="apidash-grow apidash-small">{lane.description ?? `Lane ${lane.lane}`}</p>
                    {lane.active === 1 ? (
                      <Link
                        href={apiUrl(lane.url)}
                        target="_blank"
                        rel="noopener noreferrer"
                        variant="underline"
                        className="apidash-lane-link"
                        aria-label={`Active: ${site} lane ${lane.lane} monitor (opens in a new tab)`}
                      >
                        Active
                      </Link>
                    ) : (
                      <Text tone="muted" size="sm">
                        Inactive
                      </Text>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </StatusCard>
  );
}
