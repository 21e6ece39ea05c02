/** Dashboard fixtures: scheduled jobs, on-premise services, the Carmax status entries and mobile build notes. */

export interface ScheduledJobDefinition {
  name: string;
  interval_minutes: number;
  output_type: 'json' | 'text';
  last_status: 'ok' | 'failed' | 'late';
  /** Minutes before the reference time of the last run. */
  lastRunAgo: number;
}

export const scheduledJobs: readonly ScheduledJobDefinition[] = [
  { name: 'Cubed Vehicle Sync', interval_minutes: 15, output_type: 'json', last_status: 'ok', lastRunAgo: 6 },
  { name: 'Flumbus Dispatcher', interval_minutes: 5, output_type: 'json', last_status: 'ok', lastRunAgo: 2 },
  { name: 'Valuation Refresh', interval_minutes: 360, output_type: 'text', last_status: 'ok', lastRunAgo: 143 },
  { name: 'Spincar Asset Poll', interval_minutes: 30, output_type: 'json', last_status: 'failed', lastRunAgo: 21 },
  { name: 'Archive Checked-out Vehicles', interval_minutes: 1440, output_type: 'text', last_status: 'ok', lastRunAgo: 640 },
  { name: 'Gate Pass Expiry', interval_minutes: 60, output_type: 'text', last_status: 'ok', lastRunAgo: 38 },
  { name: 'Servnet Nightly Rollup', interval_minutes: 1440, output_type: 'json', last_status: 'late', lastRunAgo: 2950 },
  { name: 'Lane Monitor Watchdog', interval_minutes: 10, output_type: 'json', last_status: 'ok', lastRunAgo: 4 },
];

export const premiseServiceNames: readonly string[] = [
  'Cubed Sync',
  'Lane Monitor',
  'Photo Uploader',
  'Flumbus Worker',
  'Badge Printer Bridge',
  'Valuation Fetcher',
];

/** Status per environment and service; anything unlisted is running. */
export const premiseServiceStatus: Readonly<Record<string, Readonly<Record<string, 'stopped' | 'degraded'>>>> = {
  Production: { 'Photo Uploader': 'degraded' },
  QA: { 'Badge Printer Bridge': 'stopped', 'Valuation Fetcher': 'stopped', 'Lane Monitor': 'degraded' },
};

export const buildBranches: readonly (readonly [string, number])[] = [
  ['master', 4],
  ['develop', 5],
  ['release/2026.11', 2],
  ['feature/offline-outbox', 1],
  ['feature/tire-wheel-dialog', 1],
  ['fix/photo-upload-retry', 1],
  ['feature/autograde-warnings', 1],
];

export const buildNotes: readonly string[] = [
  'Offline outbox retries with backoff',
  'Tire and wheel damage dialog',
  'Fix photo upload on slow networks',
  'Autograde warnings before submit',
  'Grade entry honours whole-number setting',
  'Faster vehicle search by last 6',
  'Lane position badge on inspection header',
  'Crash fix when camera permission denied',
  'Severity required mode',
  'Dependency updates',
  'Dark mode for the lot at night',
  'Keys and drivable on the header',
];

/** Carmax integration status entries; a value starting with [ is a JSON list. */
export function carmaxStatusEntries(code: string, lastSync: string, rng: () => number): readonly (readonly [string, string])[] {
  const sent = 40 + Math.floor(rng() * 160);
  const errors = Math.floor(rng() * 4);
  return [
    ['Enabled', 'Yes'],
    ['Endpoint', `https://partners.carmax.example.com/feeds/${code.toLowerCase()}`],
    ['Last Sync', lastSync],
    ['Vehicles Sent (24h)', String(sent)],
    ['Pending', String(Math.floor(rng() * 12))],
    ['Errors (24h)', String(errors)],
    ['Lots Included', code === 'ATL' ? '["Lot 1","Lot 2","Overflow"]' : '["Lot A","Lot C"]'],
    ['Buyer Accounts', `["CMX-${4400 + Math.floor(rng() * 99)}","CMX-${4500 + Math.floor(rng() * 99)}"]`],
    ['Last Error', errors > 0 ? 'HTTP 503 from partner endpoint, retried' : 'None'],
  ];
}
