/**
 * Delivery of a condition report (docs/API.md "Delivery"; ADR 0022):
 *   GET    /v3/vehicles3/{id}/cubedUrl           the share link of the vehicle's current report
 *   DELETE /v3/vehicles3/{id}/cubedUrl           revokes it (the next GET draws a new one)
 *   PUT    /v3/vehicles3/{id}/cubedUrl/{email}   e-mails the link and the PDF
 *   PUT    /v3/dealers/0/reports                 the dealer report: one message, a link and a PDF per report
 *   GET    /v3/site/{siteCode}/condition-report/{secret}      the public report behind the link
 *   GET    /v3/site/{siteCode}/condition-report/{secret}/pdf  its PDF
 * The public report's reply is PublicReport in public-vehicle.ts (it loads with the public pages).
 * The e-mail rule lives here once: the screen refuses a bad address before any call, the
 * server refuses it again (400) before any send.
 */
import * as v from 'valibot';

export const emailRequired = 'Email address is required';
export const emailInvalid = 'This is not an e-mail address';

export const EmailAddress = v.pipe(v.string(), v.trim(), v.nonEmpty(emailRequired), v.maxLength(254, emailInvalid), v.email(emailInvalid));

/** The address's problem in the words the screen shows, or null when it is one. */
export function emailIssue(address: string): string | null {
  const result = v.safeParse(EmailAddress, address);
  return result.success ? null : (result.issues[0]?.message ?? emailInvalid);
}

const RecordId = v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be a positive number'));
/** A dealer report carries at most this many reports (one PDF each). */
export const maxReportsPerMessage = 20;

/** The first entry `ids` names a second time, or undefined. */
function repeated(ids: readonly number[]): number | undefined {
  const seen = new Set<number>();
  return ids.find((id) => seen.has(id) || !seen.add(id));
}

const dealerReportFields = ['email', 'auction_id', 'reports', 'vehicles'] as const;

/**
 * A dealer report: strict (an unknown key such as `bcc` is a 400 that names it, never dropped
 * in silence), each report and each vehicle named once (a message carries one report per
 * vehicle), at most `maxReportsPerMessage` of them.
 */
export const DealerReportRequest = v.pipe(
  v.strictObject(
    {
      email: EmailAddress,
      auction_id: v.null(),
      reports: v.pipe(
        v.array(RecordId),
        v.minLength(1, 'reports: name at least one inspection'),
        v.maxLength(maxReportsPerMessage, `reports: at most ${maxReportsPerMessage}`),
      ),
      vehicles: v.pipe(
        v.array(RecordId),
        v.minLength(1, 'vehicles: name at least one vehicle'),
        v.maxLength(maxReportsPerMessage, `vehicles: at most ${maxReportsPerMessage}`),
      ),
    },
    (issue) => {
      if (issue.expected === 'never') return `${String(issue.input).slice(0, 64)} is not a field of a dealer report (it has ${dealerReportFields.join(', ')})`;
      if (issue.kind === 'schema' && issue.expected?.startsWith('"')) return `${issue.expected.slice(1, -1)} is required`;
      return 'The dealer report must be a JSON object';
    },
  ),
  v.check(
    (body) => body.reports.length === body.vehicles.length,
    'reports and vehicles must name as many entries each (vehicles[i] is the vehicle of reports[i])',
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const report = repeated(dataset.value.reports);
    if (report !== undefined) addIssue({ message: `reports: inspection ${report} is named more than once; a message carries each report once` });
    const vehicle = repeated(dataset.value.vehicles);
    if (vehicle !== undefined) addIssue({ message: `vehicles: vehicle ${vehicle} is named more than once; a message carries one report per vehicle` });
  }),
);
export type DealerReportRequest = v.InferOutput<typeof DealerReportRequest>;

export const CubedUrl = v.object({ url: v.string() });
export type CubedUrl = v.InferOutput<typeof CubedUrl>;

/** What a sent message answers: who it went to and the vehicles whose reports it carried (never the links: a stored answer holds no secret). */
export const DeliveryReceipt = v.object({ email: v.string(), vehicles: v.array(v.number()) });
export type DeliveryReceipt = v.InferOutput<typeof DeliveryReceipt>;
