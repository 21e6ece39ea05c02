/**
 * API Dashboard (/apidashboard): the four cards of the platform's health, each with an
 * avatar in its colour (On-Premise WAN, On-Premise Services, Scheduled Jobs with their schedule
 * logs, Lane Monitor with its actions), read again every minute (every second while a lane
 * monitor action runs; pausable, and paused in a hidden tab: components/live-refresh.tsx),
 * after each lane monitor action and on Refresh. Online only.
 */
import { Flex, Grid, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '@/auth/use-session';
import { LiveRefreshBar, useLiveRefresh } from '@/components/live-refresh';
import { PageFrame } from '@/components/page-frame';
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
        <Flex align="center" gap="3" wrap="wrap" justify="flex-end">
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
        </Flex>
      }
    >
      {summary.isError ? (
        <Flex role="alert" align="center" gap="3" color="fg.error" wrap="wrap">
          <Text>
            The dashboard could not be {data ? 'refreshed' : 'loaded'}: {summary.error.message}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </Flex>
      ) : null}
      {data ? (
        <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
          <WanCard card={data.sites} />
          <ServicesCard card={data.services} />
          <JobsCard card={data.schedules} onOpen={setJob} />
          <LaneMonitorCard
            card={data.lanemonitor}
            pending={action.isPending ? action.variables : null}
            online={online}
            onAction={(next) => action.mutate(next)}
          />
        </Grid>
      ) : summary.isPending && online ? (
        <Flex role="status" align="center" gap="2" color="fg.muted">
          <Spinner size="sm" />
          <Text>Loading the dashboard…</Text>
        </Flex>
      ) : null}
      {job ? <ScheduleLogDialog job={job} onClose={() => setJob(null)} /> : null}
    </PageFrame>
  );
}
