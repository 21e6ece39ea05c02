/**
 * Open Gate Passes (/auction/reports/gate-pass-open): the report logo of the
 * user's first site, and the filterable, paged table of the site's gate passes.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiUrl } from '@/api/http';
import { currentSiteCode } from '@/auth/current-site';
import { useSession } from '@/auth/use-session';
import { DataList } from '@/components/data-list/data-list';
import type { ListSearchInput } from '@/components/data-list/list-definition';
import { PageFrame } from '@/components/page-frame';
import { gatePassColumns } from './gate-pass-columns';
import { gatePassList, type GatePassListSearch } from './gate-pass-list';
import { gateStatusesOptions } from './queries';

export interface GatePassReportProps {
  title: string;
  search: GatePassListSearch;
  onSearchChange: (next: ListSearchInput<typeof gatePassList.filters>) => void;
}

/** The report logo (a public image) of the user's first site; nothing when the site has none. */
function ReportLogo({ site }: { site: { code: string; name: string } }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={apiUrl(`/v3/images/site/${encodeURIComponent(site.code)}/auction_logo`)}
      alt={`${site.name} logo`}
      height={56}
      style={{ height: 56, width: 'auto', maxWidth: 240, objectFit: 'contain' }}
      onError={() => setFailed(true)}
    />
  );
}

export function GatePassReport({ title, search, onSearchChange }: GatePassReportProps) {
  const session = useSession();
  const siteCode = currentSiteCode(session);
  const firstSite = session.user?.site_current[0];
  const timeZone = session.installInfo?.timezone;
  const statuses = useQuery(gateStatusesOptions());
  const statusOptions = useMemo(
    () => (statuses.data ?? []).map((status) => ({ value: status.gate_status_code, label: status.gate_status_desc })),
    [statuses.data],
  );
  const columns = useMemo(() => gatePassColumns(timeZone), [timeZone]);
  return (
    <PageFrame title={title} actions={firstSite ? <ReportLogo site={firstSite} /> : null}>
      <DataList
        list={gatePassList}
        search={search}
        onSearchChange={onSearchChange}
        scope={siteCode}
        columns={columns}
        rowKey={(pass) => pass.gate_pass_id}
        label={title}
        choiceOptions={{ status: statuses.isPending ? null : statusOptions }}
      />
    </PageFrame>
  );
}
