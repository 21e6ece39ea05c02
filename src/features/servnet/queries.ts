/** Query options of the Servnet report: admin data, online only, in memory. */
import { queryOptions } from '@tanstack/react-query';
import { fetchServnetReport } from './api';

export function servnetReportOptions(report: { site: string; start: string; end: string }) {
  return queryOptions({
    queryKey: ['servnet', report.site, report.start, report.end] as const,
    queryFn: ({ signal }) => fetchServnetReport(report.site, report.start, report.end, signal),
  });
}
