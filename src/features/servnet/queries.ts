/** Query options of the Servnet report: admin data, online only, in memory. */
import { queryOptions } from '@tanstack/react-query';
import { fetchServnetReport } from './api';
import type { RequestedReport } from './servnet-search';

export function servnetReportOptions(report: RequestedReport) {
  return queryOptions({
    queryKey: ['servnet', report.site, report.start, report.end] as const,
    queryFn: ({ signal }) => fetchServnetReport(report.site, report.start, report.end, signal),
  });
}
