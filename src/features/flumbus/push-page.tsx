/**
 * Flumbus Push (/flumbus/push): the link back to the logs, a site first (nothing is
 * searched before it: "Select a site to retrieve data"), then that site's vehicles; Push queues
 * the chosen vehicle for Cubed (PUT /v3/cubed/companies/{site's company}/asset/{vehicle}/sync)
 * and says how it went in a snackbar, with a link to the new log row. Online only.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { siteChoiceLabel, siteChoicesOptions } from '@/api/site-choices';
import { DataList } from '@/components/data-list/data-list';
import type { ListSearchInput } from '@/components/data-list/list-definition';
import { NeedsConnection } from '@/components/needs-connection';
import { PageFrame } from '@/components/page-frame';
import { SiteChoicesError } from '@/components/site-choices-error';
import { showSnackbar } from '@/components/snackbar';
import { Notice } from '@/components/ui/notice';
import { Link } from '@/components/ui/link';
import type { FlumbusLog, PushVehicle } from '@/contract/flumbus';
import type { SiteChoice } from '@/contract/site-choice';
import { useOnline } from '@/offline/connection';
import { pushVehicle } from './api';
import { pushColumns } from './push-columns';
import { pushList, type PushListSearch } from './push-list';
import { flumbusWriteInvalidates } from './queries';
import './flumbus.css';
import { Text } from '@/components/ui/text';

export interface PushPageProps {
  search: PushListSearch;
  onSearchChange: (next: ListSearchInput<typeof pushList.filters>) => void;
}

interface Pushed {
  vehicleId: number;
  log: FlumbusLog;
  siteId: number;
}

export function PushPage({ search, onSearchChange }: PushPageProps) {
  const online = useOnline();
  const sites = useQuery(siteChoicesOptions());
  const siteOptions = useMemo(() => (sites.data ?? []).map((site) => ({ value: String(site.id), label: siteChoiceLabel(site) })), [sites.data]);
  const site = sites.data?.find((candidate) => String(candidate.id) === search.site);
  const [pushed, setPushed] = useState<Pushed | null>(null);

  const { mutate, isPending, variables } = useMutation({
    mutationFn: ({ site: target, vehicle }: { site: SiteChoice; vehicle: PushVehicle }) => pushVehicle(target.cubed_company_id ?? 0, vehicle.vehicle_id),
    // A write of an online-only screen: it fails at once without a connection, never waits to be replayed.
    networkMode: 'always',
    meta: { invalidates: flumbusWriteInvalidates },
    onSuccess: (log, { site: target, vehicle }) => {
      setPushed({ vehicleId: vehicle.vehicle_id, log, siteId: target.id });
      showSnackbar({ severity: 'success', message: `Vehicle ${vehicle.vehicle_id} was queued for Cubed (Flumbus log ${log.id}).` });
    },
    onError: (error, { vehicle }) => showSnackbar({ severity: 'error', message: `Vehicle ${vehicle.vehicle_id} was not pushed: ${error.message}` }),
  });

  const noCompany = site !== undefined && site.cubed_company_id == null;
  const pushing = isPending && variables ? variables.vehicle.vehicle_id : null;
  const columns = useMemo(
    () =>
      pushColumns({
        onPush: (vehicle) => {
          if (site) mutate({ site, vehicle });
        },
        pushing,
        disabled: !online || isPending || noCompany || !site,
      }),
    [site, mutate, pushing, online, isPending, noCompany],
  );

  return (
    <PageFrame
      title="Flumbus Push"
      actions={
        <Link asChild>
          <RouterLink to="/flumbus" search={search.site ? { site: search.site } : {}}>
            ← Flumbus Logs
          </RouterLink>
        </Link>
      }
    >
      <Text tone="muted">Choose a site, find a vehicle and push it to the Flumbus queue: it is sent to Cubed as a new message.</Text>
      <NeedsConnection text="Flumbus Push needs a connection to the server." />
      <SiteChoicesError error={sites.error} />
      {noCompany ? <Notice status="warning" title={`${site.code} has no Cubed company: its vehicles cannot be pushed.`} /> : null}
      {pushed ? (
        <Notice
          status="success"
          title={
            <>
              Vehicle {pushed.vehicleId} was queued as Flumbus log {pushed.log.id} ({pushed.log.status}).{' '}
              <Link asChild inline>
                <RouterLink to="/flumbus" search={{ site: String(pushed.siteId) }}>
                  See it in the Flumbus logs
                </RouterLink>
              </Link>
            </>
          }
        />
      ) : null}
      <DataList
        list={pushList}
        search={search}
        onSearchChange={onSearchChange}
        columns={columns}
        rowKey={(vehicle) => vehicle.vehicle_id}
        label="Vehicles to push"
        choiceOptions={{ site: sites.isPending ? null : siteOptions }}
      />
    </PageFrame>
  );
}
