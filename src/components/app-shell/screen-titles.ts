/** Titles of the screens whose name depends on a path parameter (top bar and heading). */
const reportTitles: Record<string, string> = { 'gate-pass-open': 'Open Gate Passes' };
const integrationTitles: Record<string, string> = { carmax: 'Carmax Status' };

export function reportTitle(reportType: string | undefined): string {
  return (reportType && reportTitles[reportType]) || 'Reports';
}

export function integrationTitle(integration: string | undefined): string {
  return (integration && integrationTitles[integration]) || 'Integration Status';
}
