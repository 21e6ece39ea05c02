/**
 * API Config (/config2): every configuration row with its value and the global
 * value, narrowed by the site buttons and the name/description filter (both in the URL).
 * A row's Edit changes its value (by type); a global row's "Copy to site" gives a site its
 * own value. Online only.
 */
import { Button } from '@/components/ui/button';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DataList } from '@/components/data-list/data-list';
import type { ListSearchInput } from '@/components/data-list/list-definition';
import { FilterChip } from '@/components/data-list/filter-chips';
import { withFilter } from '@/components/data-list/list-state';
import { PageFrame } from '@/components/page-frame';
import type { ConfigRow } from '@/contract/admin-config';
import { useOnline } from '@/offline/connection';
import { configColumns } from './config-columns';
import { configList, type ConfigListSearch } from './config-list';
import { ConfigToolbar, NameFilter } from './config-toolbar';
import { CopyConfigDialog } from './copy-config-dialog';
import { EditConfigDialog } from './edit-config-dialog';
import { listPageOptions } from '@/components/data-list/list-read';
import { siteChoicesOptions } from '@/api/site-choices';
import './config.css';

export interface ApiConfigPageProps {
  search: ConfigListSearch;
  onSearchChange: (next: ListSearchInput<typeof configList.filters>) => void;
}

type Dialog = { kind: 'edit'; config: ConfigRow } | { kind: 'copy'; config: ConfigRow } | { kind: 'add'; siteCode: string } | null;

export function ApiConfigPage({ search, onSearchChange }: ApiConfigPageProps) {
  // The list's own query (one request): its total is the toolbar's count, its refetch the Refresh button's.
  const rows = useQuery({ ...listPageOptions(configList, search), placeholderData: keepPreviousData });
  const sites = useQuery(siteChoicesOptions());
  const online = useOnline();
  const [filterOpen, setFilterOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const filterId = useId();
  // A site's view offers a new value for that site (a known site only).
  const siteCode = sites.data?.some((site) => site.code === search.site) ? search.site : undefined;
  const columns = configColumns({
    onEdit: (config) => setDialog({ kind: 'edit', config }),
    onCopy: (config) => setDialog({ kind: 'copy', config }),
    disabled: !online,
  });

  return (
    <PageFrame title="API Config" needsConnection="The configuration needs a connection to the server.">
      <ConfigToolbar
        sites={sites.data ?? []}
        selected={search.site}
        onSelect={(code) => onSearchChange(withFilter(search, 'site', code))}
        count={rows.data && !rows.isError ? rows.data.total : undefined}
        refreshing={rows.isFetching || sites.isFetching}
        onRefresh={() => {
          void rows.refetch();
          void sites.refetch();
        }}
        filterOpen={filterOpen}
        onFilterToggle={() => setFilterOpen((open) => !open)}
        filterId={filterId}
      />
      {filterOpen ? (
        <NameFilter id={filterId} applied={search.q} onApply={(text) => onSearchChange(withFilter(search, 'q', text))} onClose={() => setFilterOpen(false)} />
      ) : null}
      {search.q !== undefined || siteCode ? (
        <div className="config-applied">
          {search.q !== undefined ? (
            <FilterChip label="Name or description" value={search.q} onRemove={() => onSearchChange(withFilter(search, 'q', undefined))} />
          ) : (
            <span />
          )}
          {siteCode ? (
            <Button variant="outline" disabled={!online} onClick={() => setDialog({ kind: 'add', siteCode })}>
              New {siteCode} value
            </Button>
          ) : null}
        </div>
      ) : null}
      <DataList
        list={configList}
        search={search}
        onSearchChange={onSearchChange}
        columns={columns}
        rowKey={(config) => config.id}
        label="Configs"
        filterPanel={false}
      />
      {dialog?.kind === 'edit' ? <EditConfigDialog config={dialog.config} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'copy' ? <CopyConfigDialog config={dialog.config} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'add' ? <CopyConfigDialog siteCode={dialog.siteCode} onClose={() => setDialog(null)} /> : null}
    </PageFrame>
  );
}
