/**
 * Flumbus Logs (/flumbus): the link to Flumbus Push, the site choice (nothing loads
 * before it: "Select a site to retrieve data") and the other filters, and the site's messages,
 * coloured by state. A row opens the log (its error first when it failed or is invalid); a
 * complete or failed log can be retried, after a confirmation. Online only.
 */
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { siteChoiceLabel, siteChoicesOptions } from '@/api/site-choices';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataList } from '@/components/data-list/data-list';
import type { ListSearchInput } from '@/components/data-list/list-definition';
import { PageFrame } from '@/components/page-frame';
import { SiteChoicesError } from '@/components/site-choices-error';
import { Link } from '@/components/ui/link';
import type { FlumbusLog } from '@/contract/flumbus';
import { useOnline } from '@/offline/connection';
import { flumbusColumns } from './flumbus-columns';
import { flumbusList, type FlumbusListSearch } from './flumbus-list';
import { FlumbusLogDialog } from './flumbus-log-dialog';
import { flumbusRowTone } from './log-rules';
import { useResetLog } from './use-reset-log';
import './flumbus.css';

export interface FlumbusPageProps {
  search: FlumbusListSearch;
  onSearchChange: (next: ListSearchInput<typeof flumbusList.filters>) => void;
}

export function FlumbusPage({ search, onSearchChange }: FlumbusPageProps) {
  const online = useOnline();
  const sites = useQuery(siteChoicesOptions());
  const siteOptions = useMemo(() => (sites.data ?? []).map((site) => ({ value: String(site.id), label: siteChoiceLabel(site) })), [sites.data]);
  const [opened, setOpened] = useState<FlumbusLog | null>(null);
  const reset = useResetLog();
  const resetDisabled = !online || reset.pending;
  const columns = useMemo(
    () => flumbusColumns({ onOpen: setOpened, onReset: reset.ask, resetDisabled, resetting: reset.resetting }),
    [reset.ask, resetDisabled, reset.resetting],
  );

  return (
    <PageFrame
      title="Flumbus Logs"
      needsConnection="Flumbus needs a connection to the server."
      actions={
        <Link asChild>
          <RouterLink to="/flumbus/push" search={search.site ? { site: search.site } : {}}>
            Flumbus Push →
          </RouterLink>
        </Link>
      }
    >
      <SiteChoicesError error={sites.error} />
      <DataList
        list={flumbusList}
        search={search}
        onSearchChange={onSearchChange}
        columns={columns}
        rowKey={(log) => log.id}
        label="Flumbus logs"
        choiceOptions={{ site: sites.isPending ? null : siteOptions }}
        rowTone={flumbusRowTone}
        onRowClick={setOpened}
      />
      {opened ? (
        <FlumbusLogDialog
          log={opened}
          onClose={() => setOpened(null)}
          onReset={(log) => {
            setOpened(null);
            reset.ask(log);
          }}
          resetDisabled={resetDisabled}
        />
      ) : null}
      <ConfirmDialog open={reset.asking !== null} title="Reset to new?" confirmLabel="Reset to new" onConfirm={reset.confirm} onCancel={reset.cancel}>
        {reset.asking ? (
          <p className="lc-dialog-text">
            Flumbus log {reset.asking.id} ({reset.asking.status}) goes back to new and is sent to Cubed again.
          </p>
        ) : null}
      </ConfirmDialog>
    </PageFrame>
  );
}
