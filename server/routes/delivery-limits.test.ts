/**
 * The limits of the report e-mails (issue 42, ADR 0067) over HTTP: the per-user and per-site
 * quotas (429 with Retry-After, counted before sending so parallel sends cannot pass them, a
 * replayed Idempotency-Key not counted twice, a send that never reached the mail server not
 * counted), a dealer report that names a report or a vehicle twice or carries an unknown
 * field, and the origin of the links when a caller sends a Host of their own.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingMail, SendMail } from '../delivery/mailer.ts';
import type { RenderReportPdf } from '../delivery/report-pdf.ts';
import { refusal } from '../test/calls.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';

/** A mailer that records what it was handed; an address at `down.example` finds the mail server unreachable, one at `refused.example` is refused (550). */
function recordingMailer() {
  const sent: OutgoingMail[] = [];
  const sendMail: SendMail = async (mail) => {
    await Promise.resolve();
    if (mail.to.endsWith('@down.example')) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' });
    if (mail.to.endsWith('@refused.example')) throw Object.assign(new Error('550 No such user'), { responseCode: 550, response: '550 No such user' });
    sent.push(mail);
  };
  return { sent, sendMail };
}

/** The limits are about counting, not about PDFs: a tiny stand-in keeps the sends fast. */
const renderPdf: RenderReportPdf = () => Promise.resolve(new TextEncoder().encode('%PDF-1.4\n%%EOF\n'));

interface Reported {
  vehicle_id: number;
  report_id: number;
}

function reportedVehicles(server: TestServer): Reported[] {
  return server.sqlite
    .prepare(
      `SELECT v.vehicle_id, MAX(r.condition_report_id) AS report_id FROM vehicles v JOIN inspections r ON r.vehicle_id = v.vehicle_id
       WHERE v.site_id = (SELECT id FROM sites WHERE code = 'DAL') AND r.deleted_at IS NULL GROUP BY v.vehicle_id ORDER BY v.vehicle_id LIMIT 4`,
    )
    .all() as Reported[];
}

const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));

describe('the e-mail quotas', () => {
  let server: TestServer;
  let mail: ReturnType<typeof recordingMailer>;
  let inspector: string;
  let clerk: string;
  let vehicles: Reported[];

  beforeAll(async () => {
    mail = recordingMailer();
    server = await startTestServer({ sendMail: mail.sendMail, renderPdf, mailQuota: { perUserPerHour: 3, perSitePerDay: 5 } });
    [inspector, clerk] = await Promise.all([server.signIn('inspector'), server.signIn('clerk')]);
    vehicles = reportedVehicles(server);
    expect(vehicles).toHaveLength(4);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    // Each test starts with nothing sent: the quotas are kept in the database.
    server.sqlite.prepare('DELETE FROM email_sends').run();
    mail.sent.length = 0;
  });

  const vehicleId = (index: number) => (vehicles[index] as Reported).vehicle_id;
  const email = (to: string, token = inspector, headers: Record<string, string> = {}, index = 0) =>
    server.call(`/v3/vehicles3/${vehicleId(index)}/cubedUrl/${encodeURIComponent(to)}`, { method: 'PUT', token, headers });
  const dealerReport = (to: string, count: number, token = inspector) =>
    server.call('/v3/dealers/0/reports', {
      method: 'PUT',
      token,
      json: {
        email: to,
        auction_id: null,
        reports: vehicles.slice(0, count).map((v) => v.report_id),
        vehicles: vehicles.slice(0, count).map((v) => v.vehicle_id),
      },
    });

  it('lets one user send 3 messages an hour: of 12 parallel sends 3 go out and 9 get 429 with Retry-After and a reason', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => email(`dealer${index}@dealer.example`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(9);
    for (const answer of refused) {
      expect(retryAfter(answer)).toBeGreaterThan(3500);
      expect(retryAfter(answer)).toBeLessThanOrEqual(3600);
      expect((await refusal(answer))[1]).toBe(
        'E-mail limit reached: you have sent 3 report e-mails in the last hour, the most one person may send. The next one can go in 60 minutes.',
      );
    }
    expect(mail.sent).toHaveLength(3);
    // A dealer report is one message too, however many reports it carries.
    expect((await dealerReport('desk@dealer.example', 2)).status).toBe(429);
    expect(mail.sent).toHaveLength(3);
  });

  it('frees a place when the oldest message leaves the hour, and Retry-After says when', async () => {
    expect((await dealerReport('first@dealer.example', 4)).status).toBe(200);
    for (const to of ['second@dealer.example', 'third@dealer.example']) expect((await email(to)).status).toBe(200);
    const full = await email('fourth@dealer.example');
    expect(full.status).toBe(429);
    // The first message was sent 50 minutes ago: it leaves the window in about 10 minutes.
    server.sqlite
      .prepare("UPDATE email_sends SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-50 minutes') WHERE recipient = 'first@dealer.example'")
      .run();
    const later = await email('fourth@dealer.example');
    expect(retryAfter(later)).toBeGreaterThan(540);
    expect(retryAfter(later)).toBeLessThanOrEqual(600);
    expect((await refusal(later))[1]).toMatch(/The next one can go in 10 minutes\.$/);
    server.sqlite
      .prepare("UPDATE email_sends SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-61 minutes') WHERE recipient = 'first@dealer.example'")
      .run();
    expect((await email('fourth@dealer.example')).status).toBe(200);
    expect(mail.sent.map((message) => message.to)).toEqual(['first@dealer.example', 'second@dealer.example', 'third@dealer.example', 'fourth@dealer.example']);
  });

  it('lets a site’s staff send 5 messages a day together: the clerk gets the site’s 429 once the inspector’s sends filled it', async () => {
    for (const to of ['a@dealer.example', 'b@dealer.example', 'c@dealer.example']) expect((await email(to)).status).toBe(200);
    for (const to of ['d@dealer.example', 'e@dealer.example']) expect((await email(to, clerk)).status).toBe(200);
    const refused = await email('f@dealer.example', clerk);
    expect(await refusal(refused)).toEqual([
      429,
      'E-mail limit reached: 5 report e-mails of DAL were sent in the last 24 hours, the most its staff may send together. The next one can go in 24 hours.',
    ]);
    expect(retryAfter(refused)).toBeGreaterThan(86_000);
    expect(retryAfter(refused)).toBeLessThanOrEqual(86_400);
    expect(mail.sent).toHaveLength(5);
  });

  it('counts a replayed Idempotency-Key once: the outbox’s retries of one send never use up the quota', async () => {
    const key = { 'Idempotency-Key': 'quota-replay-key-1' };
    expect((await email('once@dealer.example', inspector, key)).status).toBe(200);
    for (let replay = 0; replay < 5; replay += 1) {
      const answer = await email('once@dealer.example', inspector, key);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('idempotency-replayed')).toBe('true');
    }
    expect(mail.sent).toHaveLength(1);
    // Two places are left of three.
    expect((await email('two@dealer.example', inspector, { 'Idempotency-Key': 'quota-replay-key-2' })).status).toBe(200);
    expect((await email('three@dealer.example', inspector, { 'Idempotency-Key': 'quota-replay-key-3' })).status).toBe(200);
    // A refused send's key is not kept: its retry is counted (and refused) again, never replayed.
    const over = await email('four@dealer.example', inspector, { 'Idempotency-Key': 'quota-replay-key-4' });
    expect(over.status).toBe(429);
    expect(over.headers.get('idempotency-replayed')).toBeNull();
    expect((await email('four@dealer.example', inspector, { 'Idempotency-Key': 'quota-replay-key-4' })).status).toBe(429);
    expect(mail.sent).toHaveLength(3);
  });

  it('does not count a send that never reached the mail server, and counts one the mail server refused', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await refusal(await email('dealer@down.example'))).toEqual([503, 'The mail server could not be reached; try again later']);
    }
    expect((await refusal(await email('nobody@refused.example')))[0]).toBe(422);
    expect((await email('one@dealer.example')).status).toBe(200);
    expect((await email('two@dealer.example')).status).toBe(200);
    expect((await email('three@dealer.example')).status).toBe(429);
    expect(mail.sent.map((message) => message.to)).toEqual(['one@dealer.example', 'two@dealer.example']);
  });
});

describe('PUT /v3/dealers/0/reports refuses', () => {
  let server: TestServer;
  let mail: ReturnType<typeof recordingMailer>;
  let inspector: string;
  let vehicles: Reported[];

  beforeAll(async () => {
    mail = recordingMailer();
    server = await startTestServer({ sendMail: mail.sendMail, renderPdf });
    inspector = await server.signIn('inspector');
    vehicles = reportedVehicles(server);
  });
  afterAll(() => server.close());

  const dealerReport = (body: unknown) => server.call('/v3/dealers/0/reports', { method: 'PUT', token: inspector, json: body });

  it('a report or a vehicle named twice, saying which, before anything is sent', async () => {
    const [first, second] = vehicles as [Reported, Reported];
    expect(
      await refusal(
        await dealerReport({
          email: 'lot@dealer.example',
          auction_id: null,
          reports: [first.report_id, second.report_id, first.report_id],
          vehicles: [first.vehicle_id, second.vehicle_id, first.vehicle_id],
        }),
      ),
    ).toEqual([400, `reports: inspection ${first.report_id} is named more than once; a message carries each report once`]);
    // The same vehicle with two of its reports: one message carries one report per vehicle.
    const older = server.sqlite
      .prepare('SELECT condition_report_id FROM inspections WHERE vehicle_id = ? AND condition_report_id <> ? AND deleted_at IS NULL')
      .pluck()
      .get(first.vehicle_id, first.report_id) as number | undefined;
    expect(
      await refusal(
        await dealerReport({
          email: 'lot@dealer.example',
          auction_id: null,
          reports: [first.report_id, older ?? second.report_id],
          vehicles: [first.vehicle_id, first.vehicle_id],
        }),
      ),
    ).toEqual([400, `vehicles: vehicle ${first.vehicle_id} is named more than once; a message carries one report per vehicle`]);
    expect(mail.sent).toHaveLength(0);
  });

  it('an unknown field such as bcc, naming it, instead of dropping it', async () => {
    const [first] = vehicles as [Reported];
    const good = { email: 'lot@dealer.example', auction_id: null, reports: [first.report_id], vehicles: [first.vehicle_id] };
    expect(await refusal(await dealerReport({ ...good, bcc: 'me@attacker.example' }))).toEqual([
      400,
      'bcc is not a field of a dealer report (it has email, auction_id, reports, vehicles)',
    ]);
    expect(await refusal(await dealerReport({ ...good, cc: ['a@attacker.example'] }))).toEqual([
      400,
      'cc is not a field of a dealer report (it has email, auction_id, reports, vehicles)',
    ]);
    expect(mail.sent).toHaveLength(0);
    expect((await dealerReport(good)).status).toBe(200);
    expect(mail.sent.map((message) => message.to)).toEqual(['lot@dealer.example']);
  });
});

/** A call with a Host header of the caller's choosing (fetch sends the URL's own host). */
function callWithHost(server: TestServer, host: string, path: string, method: string, token: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers: { Host: host, Authorization: `Bearer ${token}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the origin of the share links', () => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  async function started(options: { publicUrl?: string; publicHosts?: string[] }) {
    const mail = recordingMailer();
    const server = await startTestServer({ sendMail: mail.sendMail, renderPdf, ...options });
    servers.push(server);
    return { server, mail, inspector: await server.signIn('inspector'), vehicle: (reportedVehicles(server)[0] as Reported).vehicle_id };
  }
  const message = (host: string) =>
    `This server has no PUBLIC_URL, so it cannot tell which address its report links should use, and ${host} is not one it may use. Set PUBLIC_URL (or list the host in PUBLIC_HOSTS) to share reports.`;

  it('without PUBLIC_URL, never follows a Host of the caller’s: no link, no e-mail, no secret drawn', async () => {
    const { server, mail, inspector, vehicle } = await started({});
    for (const host of ['evil.example', 'evil.example:8080', '203.0.113.7']) {
      const link = await callWithHost(server, host, `/v3/vehicles3/${vehicle}/cubedUrl`, 'GET', inspector);
      expect([link.status, (JSON.parse(link.body) as { error: { message: string } }).error.message]).toEqual([503, message(host)]);
      const sent = await callWithHost(server, host, `/v3/vehicles3/${vehicle}/cubedUrl/dealer%40dealer.example`, 'PUT', inspector);
      expect([sent.status, (JSON.parse(sent.body) as { error: { message: string } }).error.message]).toEqual([503, message(host)]);
    }
    expect(mail.sent).toHaveLength(0);
    expect(server.sqlite.prepare('SELECT COUNT(*) FROM report_links WHERE vehicle_id = ?').pluck().get(vehicle)).toBe(0);
    // Loopback, as `npm start` is opened on one machine, keeps working.
    const { port } = new URL(server.url);
    const local = await callWithHost(server, `localhost:${port}`, `/v3/vehicles3/${vehicle}/cubedUrl`, 'GET', inspector);
    expect(local.status).toBe(200);
    expect((JSON.parse(local.body) as { response: { url: string } }).response.url).toMatch(new RegExp(`^http://localhost:${port}/reports/DAL/[\\w-]{22}$`));
    expect((await callWithHost(server, `localhost:${port}`, `/v3/vehicles3/${vehicle}/cubedUrl/dealer%40dealer.example`, 'PUT', inspector)).status).toBe(200);
    expect(mail.sent[0]?.text).toContain(`http://localhost:${port}/reports/DAL/`);
  });

  it('uses a host listed in PUBLIC_HOSTS, exactly as listed, and only PUBLIC_URL when it is set', async () => {
    const listed = await started({ publicHosts: ['lot.example', 'lot.example:8443'] });
    for (const host of ['lot.example', 'lot.example:8443']) {
      const link = await callWithHost(listed.server, host, `/v3/vehicles3/${listed.vehicle}/cubedUrl`, 'GET', listed.inspector);
      expect((JSON.parse(link.body) as { response: { url: string } }).response.url.startsWith(`http://${host}/reports/DAL/`)).toBe(true);
    }
    expect((await callWithHost(listed.server, 'lot.example:9999', `/v3/vehicles3/${listed.vehicle}/cubedUrl`, 'GET', listed.inspector)).status).toBe(503);

    const fixed = await started({ publicUrl: 'https://reports.lot.example' });
    const link = await callWithHost(fixed.server, 'evil.example', `/v3/vehicles3/${fixed.vehicle}/cubedUrl`, 'GET', fixed.inspector);
    expect((JSON.parse(link.body) as { response: { url: string } }).response.url).toMatch(/^https:\/\/reports\.lot\.example\/reports\/DAL\/[\w-]{22}$/);
    expect(
      (await callWithHost(fixed.server, 'evil.example', `/v3/vehicles3/${fixed.vehicle}/cubedUrl/dealer%40dealer.example`, 'PUT', fixed.inspector)).status,
    ).toBe(200);
    expect(fixed.mail.sent[0]?.text).toContain('https://reports.lot.example/reports/DAL/');
    expect(fixed.mail.sent[0]?.text).not.toContain('evil.example');
  });
});
