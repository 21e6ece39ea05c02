/**
 * Config overview (/config, the original config page): greets the user, offers Logout, and lists
 * the configuration for the pressed button (GLOBAL, or one site code) from one read of
 * every row. While it loads it says "Loading..."; a failed load is "ERROR: {error}".
 * A global row can be copied to a site here (a site's row can start as a copy of a global
 * config: ADR 0109), with API Config's dialog; values are changed on API Config, which it links to.
 */
import { PageFrame } from '@/components/page-frame';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSession } from '@/auth/use-session';
import { SignOutLink } from '@/components/app-shell/sign-out-link';
import type { Column } from '@/components/data-list/columns';
import { DataTable } from '@/components/data-list/data-table';
import type { ConfigRow } from '@/contract/admin-config';
import { formatTimestamp } from '@/lib/dates';
import { useState } from 'react';
import { useOnline } from '@/offline/connection';
import { CellAction, ConfigNameCell, ConfigValueCell } from './config-cells';
import { CopyConfigDialog } from './copy-config-dialog';
import { SiteButtons } from './config-toolbar';
import { valueTypeLabels } from './config-values';
import { allConfigsOptions } from './queries';
import { siteChoicesOptions } from '@/api/site-choices';
import './config.css';

const columns = (onCopy: ((config: ConfigRow) => void) | null): Column<ConfigRow>[] => [
  { id: 'name', header: 'Name', minWidth: '16rem', cell: (config) => <ConfigNameCell config={config} showScope={false} /> },
  { id: 'type', header: 'Type', nowrap: true, cell: (config) => valueTypeLabels[config.value_type] },
  { id: 'value', header: 'Value', minWidth: '8rem', cell: (config) => <ConfigValueCell valueType={config.value_type} value={config.value} /> },
  {
    id: 'global',
    header: 'Global Value',
    minWidth: '8rem',
    cell: (config) => <ConfigValueCell valueType={config.value_type} value={config.global_config?.value ?? null} />,
  },
  { id: 'updated', header: 'Updated', nowrap: true, cell: (config) => formatTimestamp(config.updated_at) },
  // GLOBAL's rows: a site's own value made from one (null while the page cannot write: offline).
  ...(onCopy
    ? [
        {
          id: 'actions',
          header: 'Actions',
          align: 'end' as const,
          cell: (config: ConfigRow) => (
            <CellAction label={`Copy to site: ${config.name}`} onClick={() => onCopy(config)}>
              Copy to site
            </CellAction>
          ),
        },
      ]
    : []),
];

/** The rows of a button: GLOBAL (no site code) or one site's own rows. */
export function rowsFor(rows: readonly ConfigRow[], siteCode: string | undefined): ConfigRow[] {
  return rows.filter((row) => (siteCode === undefined ? row.type === 'global' : row.type === 'site' && row.site?.code === siteCode));
}

export interface ConfigOverviewPageProps {
  site: string | undefined;
  onSiteChange: (site: string | undefined) => void;
}

export function ConfigOverviewPage({ site, onSiteChange }: ConfigOverviewPageProps) {
  const user = useSession().user;
  const configs = useQuery(allConfigsOptions());
  const sites = useQuery(siteChoicesOptions());
  const rows = configs.data ? rowsFor(configs.data.data, site) : null;
  const online = useOnline();
  const [copying, setCopying] = useState<ConfigRow | null>(null);

  let status = null;
  if (configs.isError) {
    status = (
      <div role="alert" className="config-status-error">
        <p>ERROR: {configs.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => void configs.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!configs.data) {
    status = (
      <p role="status" className="config-status">
        Loading...
      </p>
    );
  } else if (rows?.length === 0) {
    status = (
      <p role="status" className="config-status" data-tone="muted">
        {site === undefined ? 'No global configs.' : `${site} has no configs of its own: it uses the global values.`}
      </p>
    );
  }

  return (
    <PageFrame
      title="Config"
      actions={
        <div className="config-greeting">
          <p>Hello, {user?.name ?? 'there'}</p>
          <Link asChild>
            <SignOutLink>Logout</SignOutLink>
          </Link>
        </div>
      }
      needsConnection="The configuration needs a connection to the server."
    >
      <SiteButtons sites={sites.data ?? []} selected={site} onSelect={onSiteChange} firstLabel="GLOBAL" label="Show the configs of" />
      <DataTable
        label="Configs"
        columns={columns(site === undefined && online ? setCopying : null)}
        rows={rows && rows.length > 0 ? rows : null}
        status={status}
        rowKey={(config) => config.id}
        busy={configs.isFetching && !!configs.data}
      />
      {copying ? <CopyConfigDialog config={copying} onClose={() => setCopying(null)} /> : null}
      <p className="config-note" data-size="sm">
        Values are changed on{' '}
        <Link asChild inline>
          <RouterLink to="/config2" search={site ? { site } : {}}>
            API Config
          </RouterLink>
        </Link>
        .
      </p>
    </PageFrame>
  );
}
