/**
 * ServNet Report (/admin/reports/servnet): Start date and End date (the previous month
 * by default), a site, and Get Data, enabled only when all three are set; then the seven
 * simulcast figures of that site and range. The report asked for is the URL. A failure clears
 * the figures without a message. Online only.
 */
import { Button } from '@/components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { siteChoiceLabel, siteChoicesOptions } from '@/api/site-choices';
import { PageFrame } from '@/components/page-frame';
import { SiteChoicesError } from '@/components/site-choices-error';
import type { ServnetReport } from '@/contract/servnet-report';
import { useOnline } from '@/offline/connection';
import { previousMonthRange } from './default-range';
import { shownFigures } from './figures';
import { servnetReportOptions } from './queries';
import { reportSearch, requestedReport, type RequestedReport, type ServnetSearch } from './servnet-search';
import { TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import './servnet.css';
import { Text } from '@/components/ui/text';

/** The blank option of the site choice. */
const CHOOSE_OPTION = 'Choose Option';

export interface ServnetPageProps {
  search: ServnetSearch;
  onSearchChange: (next: ServnetSearch) => void;
  /** Today, for the default dates (tests choose it). */
  today?: Date;
}

export function ServnetPage({ search, onSearchChange, today }: ServnetPageProps) {
  const online = useOnline();
  const requested = requestedReport(search);
  const report = useQuery({ ...servnetReportOptions(requested ?? { site: '', start: '', end: '' }), enabled: requested !== null });
  // A failure clears the figures, silently: the previous answer is not kept either.
  const shown = requested && report.data && !report.isError ? report.data : null;

  return (
    <PageFrame title="ServNet Report" maxW="960px" needsConnection="The ServNet report needs a connection to the server.">
      <ReportForm
        // The form starts again from the URL when it changes under it (Back, a link).
        key={JSON.stringify(search)}
        search={search}
        today={today}
        loading={report.isFetching}
        online={online}
        onSubmit={(next) => {
          const same = requested !== null && next.site === requested.site && next.start === requested.start && next.end === requested.end;
          if (same) void report.refetch();
          else onSearchChange(reportSearch(next));
        }}
      />
      {report.isFetching && !shown ? (
        <div role="status" className="servnet-status">
          <Spinner size="sm" />
          <p>Loading the report…</p>
        </div>
      ) : null}
      {shown ? <Figures report={shown} /> : null}
    </PageFrame>
  );
}

interface ReportFormProps {
  search: ServnetSearch;
  today: Date | undefined;
  loading: boolean;
  online: boolean;
  onSubmit: (report: RequestedReport) => void;
}

function ReportForm({ search, today, loading, online, onSubmit }: ReportFormProps) {
  const defaults = useMemo(() => previousMonthRange(today ?? new Date()), [today]);
  const sites = useQuery(siteChoicesOptions());
  const [start, setStart] = useState(search.start ?? defaults.start);
  const [end, setEnd] = useState(search.end ?? defaults.end);
  const [site, setSite] = useState(search.site !== undefined ? String(search.site) : '');
  const complete = start !== '' && end !== '' && site !== '';
  // YYYY-MM-DD texts compare as dates.
  const reversed = complete && start > end;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !reversed) onSubmit({ site, start, end });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="ServNet report" className="servnet-form">
      <div className="servnet-fields">
        <TextField label="Start date" required type="date" size="lg" value={start} max={end || undefined} onChange={(event) => setStart(event.target.value)} />
        <TextField
          label="End date"
          required
          type="date"
          size="lg"
          value={end}
          min={start || undefined}
          onChange={(event) => setEnd(event.target.value)}
          error={reversed ? 'End date is before Start date' : undefined}
          floatingMessages
        />
        <Select label="Site" required size="lg" value={site} onChange={(event) => setSite(event.target.value)}>
          <option value="">{CHOOSE_OPTION}</option>
          {(sites.data ?? []).map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {siteChoiceLabel(choice)}
            </option>
          ))}
        </Select>
        <Button type="submit" size="lg" colorPalette="brand" disabled={!complete || reversed || !online} loading={loading} loadingText="Getting data…">
          Get Data
        </Button>
      </div>
      <SiteChoicesError error={sites.error} className="servnet-error" />
    </form>
  );
}

function Figures({ report }: { report: ServnetReport }) {
  const { meta } = report;
  return (
    <section aria-label="ServNet figures" className="servnet-figures">
      <Text tone="muted">
        {meta.site_code}, {meta.start} to {meta.end} (the site’s days, {meta.timezone}); online sales {meta.include_online ? 'count' : 'do not count'} towards
        Sim_Success_PC.
      </Text>
      <dl className="servnet-figure-list">
        {shownFigures(report.data).map((figure) => (
          <div key={figure.name} className="servnet-figure">
            <dt>{figure.name}</dt>
            <dd>
              <p className="servnet-value" data-figure={figure.name}>
                {figure.value}
              </p>
              <p className="servnet-meaning">{figure.meaning}</p>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
