/**
 * API Dashboard (/apidashboard): the four cards of the platform's health, each with an
 * avatar in its colour (On-Premise WAN, On-Premise Services, Scheduled Jobs with their schedule
 * logs, Lane Monitor with its actions), read again every minute (every second while a lane
 * monitor action runs; pausable, and paused in a hidden tab: components/live-refresh.tsx),
 * after each lane monitor action and on Refresh. Online only.
 */
import { Button } from '@/components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '@/auth/use-session';
import { LiveRefreshBar, useLiveRefresh } from '@/components/live-refresh';
import { PageFrame } from '@/components/page-frame';
import { timeZoneLabel } from '@/lib/dates';
import type { ScheduledJob } from '@/contract/api-status';
import { useOnline } from '@/offline/connection';
import { JobsCard } from './jobs-card';
import { LaneMonitorCard } from './lane-monitor-card';
import { summaryOptions, summaryRefreshMs } from './queries';
import { ScheduleLogDialog } from './schedule-log-dialog';
import { ServicesCard } from './services-card';
import { useLaneMonitorAction } from './use-lane-monitor-action';
import { WanCard } from './wan-card';
import { Spinner } from '@/components/ui/spinner';
import './api-dashboard.css';

export function ApiDashboardPage() {
  const online = useOnline();
  const live = useLiveRefresh();
  const summary = useQuery(live.options(summaryOptions()));
  const timeZone = useSession().installInfo?.timezone;
  const action = useLaneMonitorAction();
  const [job, setJob] = useState<ScheduledJob | null>(null);
  const data = summary.data;

  return (
    <PageFrame
      title="API Dashboard"
      needsConnection="The API Dashboard needs a connection to the server."
      actions={
        <div className="apidash-actions">
          <LiveRefreshBar
            live={live}
            every={summaryRefreshMs(summary.data)}
            readAt={summary.dataUpdatedAt}
            timeZone={timeZone}
            onResume={() => void summary.refetch()}
          />
          <Button variant="outline" onClick={() => void summary.refetch()} loading={summary.isFetching && !summary.isPending} disabled={!online}>
            Refresh
          </Button>
        </div>
      }
    >
      {summary.isError ? (
        <div role="alert" className="apidash-error">
          <p>
            The dashboard could not be {data ? 'refreshed' : 'loaded'}: {summary.error.message}
          </p>
          <Button size="sm" variant="outline" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {data ? (
        <>
          <div className="apidash-cards">
            <WanCard card={data.sites} timeZone={timeZone} />
            <ServicesCard card={data.services} />
            <JobsCard card={data.schedules} timeZone={timeZone} onOpen={setJob} />
            <LaneMonitorCard
              card={data.lanemonitor}
              pending={action.isPending ? action.variables : null}
              online={online}
              timeZone={timeZone}
              onAction={(next) => action.mutate(next)}
            />
          </div>
          <p className="apidash-zone">Times are in {timeZoneLabel(timeZone)}.</p>
        </>
      ) : summary.isPending && online ? (
        <div role="status" className="apidash-status">
          <Spinner size="sm" />
          <p>Loading the dashboard…</p>
        </div>
      ) : null}
      {job ? <ScheduleLogDialog job={job} timeZone={timeZone} onClose={() => setJob(null)} /> : null}
    </PageFrame>
  );
}
