/**
 * Report delivery over HTTP on the seeded database (ADR 0022): the share link and its public
 * report, revocation, the e-mail and the dealer report sent through a real SMTP server
 * (smtp-server, read back with mailparser), and every refusal before any send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../scripts/lib/pdf-text.ts';
import { smtpMailer } from '../delivery/mailer.ts';
import { refusal } from '../test/calls.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';
import { startTestSmtp, type TestSmtp } from '../test/smtp.ts';

let server: TestServer;
let smtp: TestSmtp;
let inspector: string;
let clerk: string;
let admin: string;

interface Reported {
  vehicle_id: number;
  vin: string;
  report_id: number;
}

/** DAL vehicles whose current report has a damage with a photo. */
let reported: Reported[];
let unreported: number;
let atlanta: number;

const rows = <T>(sql: string, ...params: unknown[]) => server.sqlite.prepare(sql).all(...params) as T[];
const scalar = (sql: string, ...params: unknown[]) =>
  server.sqlite
    .prepare(sql)
    .pluck()
    .get(...params) as number;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ sendMail: smtpMailer({ host: '127.0.0.1', port: smtp.port, secure: false, from: 'Lot Console <reports@lot.example>' }) });
  [inspector, clerk, admin] = await Promise.all([server.signIn('inspector'), server.signIn('clerk'), server.signIn('admin')]);
  reported = rows<Reported>(
    `SELECT v.vehicle_id, v.vin, r.condition_report_id AS report_id FROM vehicles v JOIN inspections r ON r.vehicle_id = v.vehicle_id
     WHERE v.site_id = 1 AND r.deleted_at IS NULL
       AND r.condition_report_id = (SELECT condition_report_id FROM inspections WHERE vehicle_id = v.vehicle_id AND deleted_at IS NULL
                                    ORDER BY condition_report_type_id DESC, condition_report_id DESC LIMIT 1)
       AND EXISTS (SELECT 1 FROM inspection_items c JOIN condition_images ci ON ci.vehicle_condition_id = c.vehicle_condition_id
                   WHERE c.condition_report_id = r.condition_report_id)
     ORDER BY v.vehicle_id LIMIT 3`,
  );
  unreported = scalar(
    'SELECT vehicle_id FROM vehicles v WHERE site_id = 1 AND NOT EXISTS (SELECT 1 FROM inspections r WHERE r.vehicle_id = v.vehicle_id) LIMIT 1',
  );
  atlanta = scalar("SELECT vehicle_id FROM vehicles WHERE site_id = (SELECT id FROM sites WHERE code = 'ATL') LIMIT 1");
  expect(reported).toHaveLength(3);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const vehicle = (index: number) => reported[index] as Reported;
const linkOf = async (vehicleId: number, token = inspector) => {
  const response = await server.call(`/v3/vehicles3/${vehicleId}/cubedUrl`, { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { response: { url: string } }).response.url;
};
/** The API path of the public report a link opens. */
const apiPathOf = (url: string) => {
  const [, site, secret] = /\/reports\/([^/]+)\/([^/]+)$/.exec(url) ?? [];
  return `/v3/site/${site}/condition-report/${secret}`;
};

interface PublicReply {
  response: {
    vin: string;
    grade: number | null;
    damages: { item: string | null; photo: { thumb: string; original: string } | null }[];
    vehicle_photos: { thumb: string }[];
    pdf: string;
  };
}

describe('GET /v3/vehicles3/{id}/cubedUrl', () => {
  it('answers a link to the public report, 128 random bits in base64url, the same for every staff member of the site until revoked', async () => {
    const url = await linkOf(vehicle(0).vehicle_id);
    expect(url).toMatch(new RegExp(`^${server.url}/reports/DAL/[A-Za-z0-9_-]{22}$`));
    expect(await linkOf(vehicle(0).vehicle_id)).toBe(url);
    expect(await linkOf(vehicle(0).vehicle_id, clerk)).toBe(url);
    expect(await linkOf(vehicle(1).vehicle_id)).not.toBe(url);
  });

  it('is refused to a caller who is not auction staff of the vehicle’s site, and for a vehicle with no inspection', async () => {
    expect(await refusal(await server.call(`/v3/vehicles3/${vehicle(0).vehicle_id}/cubedUrl`))).toEqual([401, 'Authentication required. Please sign in.']);
    expect(await refusal(await server.call(`/v3/vehicles3/${vehicle(0).vehicle_id}/cubedUrl`, { token: admin }))).toEqual([
      403,
      "Only auction staff of DAL may share this vehicle's report.",
    ]);
    expect((await server.call(`/v3/vehicles3/${atlanta}/cubedUrl`, { token: inspector })).status).toBe(404);
    expect(await refusal(await server.call(`/v3/vehicles3/${unreported}/cubedUrl`, { token: inspector }))).toEqual([
      404,
      'This vehicle has no inspection to share',
    ]);
  });
});

describe('the public report behind the link', () => {
  it('shows the vehicle, the grade and the damages with their photos to anyone, with the public headers and no private photo', async () => {
    const { vehicle_id, vin, report_id } = vehicle(0);
    const photos = rows<{ vehicle_image_id: number }>(
      "SELECT vehicle_image_id FROM vehicle_images WHERE vehicle_id = ? AND vehicle_images_type_name = 'photo'",
      vehicle_id,
    );
    const privateId = photos[0]?.vehicle_image_id;
    server.sqlite.prepare('UPDATE vehicle_images SET is_private = 1 WHERE vehicle_image_id = ?').run(privateId);
    const response = await server.call(apiPathOf(await linkOf(vehicle_id)));
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const { response: report } = (await response.json()) as PublicReply;
    expect(report.vin).toBe(vin);
    expect(report.damages).toHaveLength(scalar('SELECT COUNT(*) FROM inspection_items WHERE condition_report_id = ?', report_id));
    expect(JSON.stringify(report)).not.toMatch(/vehicle_condition_id|condition_report_id|labor_cost|written_by/);
    expect(report.vehicle_photos.every((photo) => !photo.thumb.includes(`/public/${privateId}/`))).toBe(true);
    const photo = report.damages.find((damage) => damage.photo)?.photo;
    const image = await server.call(photo?.thumb ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect(image.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('gives the same 404 for a wrong, malformed or foreign secret, and serves no photo of another report through a link', async () => {
    const path = apiPathOf(await linkOf(vehicle(0).vehicle_id));
    const secret = path.split('/').pop() ?? '';
    const wrong = [
      path.replace(secret, 'A'.repeat(22)),
      path.replace(secret, 'short'),
      path.replace('/DAL/', '/ATL/'),
      path.replace('/DAL/', '/NOPE/'),
      `${path}/damage-photos/999999`,
    ];
    for (const attempt of wrong) expect(await refusal(await server.call(attempt)), attempt).toEqual([404, 'This report link is not valid']);
    const otherPhoto = scalar(
      'SELECT ci.id FROM condition_images ci JOIN inspection_items c ON c.vehicle_condition_id = ci.vehicle_condition_id WHERE c.condition_report_id = ?',
      vehicle(1).report_id,
    );
    expect((await server.call(`${path}/damage-photos/${otherPhoto}`)).status).toBe(404);
  });

  it('is revoked by a condition writer: the old secret, its photos and its PDF all get the 404, and the next link is new', async () => {
    const { vehicle_id } = vehicle(2);
    const url = await linkOf(vehicle_id);
    const path = apiPathOf(url);
    const { response: report } = (await (await server.call(path)).json()) as PublicReply;
    const photo = report.damages.find((damage) => damage.photo)?.photo?.thumb ?? '';
    expect(await refusal(await server.call(`/v3/vehicles3/${vehicle_id}/cubedUrl`, { method: 'DELETE', token: clerk }))).toEqual([
      403,
      "You need the condition writer permission at DAL to revoke this vehicle's report link.",
    ]);
    const revoked = await server.call(`/v3/vehicles3/${vehicle_id}/cubedUrl`, { method: 'DELETE', token: inspector });
    expect(await revoked.json()).toEqual({ response: { revoked: true } });
    for (const attempt of [path, photo, report.pdf]) expect(await refusal(await server.call(attempt)), attempt).toEqual([404, 'This report link is not valid']);
    const next = await linkOf(vehicle_id);
    expect(next).not.toBe(url);
    expect((await server.call(apiPathOf(next))).status).toBe(200);
  });
});

describe('PUT /v3/vehicles3/{id}/cubedUrl/{email}', () => {
  it('sends the link and the PDF to the address, with the vehicle and its VIN in the subject', async () => {
    const { vehicle_id, vin } = vehicle(0);
    const before = smtp.messages.length;
    const response = await server.call(`/v3/vehicles3/${vehicle_id}/cubedUrl/${encodeURIComponent('dealer@example.com')}`, { method: 'PUT', token: inspector });
    expect(response.status).toBe(200);
    const url = await linkOf(vehicle_id);
    expect(await response.json()).toEqual({ response: { email: 'dealer@example.com', vehicles: [vehicle_id] } });
    const message = (await smtp.received(before + 1))[before];
    expect(message?.to && 'text' in message.to ? message.to.text : '').toBe('dealer@example.com');
    expect(message?.from?.text).toContain('reports@lot.example');
    expect(message?.subject).toMatch(new RegExp(`^Vehicle Condition Report: .+, VIN ${vin}$`));
    expect(message?.text).toContain(url);
    expect(message?.attachments).toHaveLength(1);
    const pdf = message?.attachments[0];
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.filename).toBe(`condition-report-${vin}.pdf`);
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The printable report's document, in its dealer-facing copy: no costs.
    const read = await readPdf(new Uint8Array(pdf?.content ?? []));
    expect(read.text).toContain(vin);
    expect(read.text).not.toContain('Total Damage Cost');
  });

  it('sends once per Idempotency-Key: the outbox’s replay gets the first answer', async () => {
    const before = smtp.messages.length;
    const send = () =>
      server.call(`/v3/vehicles3/${vehicle(1).vehicle_id}/cubedUrl/buyer%40example.com`, {
        method: 'PUT',
        token: inspector,
        headers: { 'Idempotency-Key': 'delivery-test-key-1' },
      });
    expect((await send()).status).toBe(200);
    const replay = await send();
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    // The stored answer, kept for the replay, holds no share-link secret.
    const secret = (await linkOf(vehicle(1).vehicle_id)).split('/').pop() ?? '';
    expect(secret).toMatch(/^[\w-]{22}$/);
    const stored = rows<{ response_body: string }>("SELECT response_body FROM idempotency_keys WHERE key = 'delivery-test-key-1'");
    expect(stored).toHaveLength(1);
    expect(stored[0]?.response_body).not.toContain(secret);
    expect(await replay.json()).toEqual({ response: { email: 'buyer@example.com', vehicles: [vehicle(1).vehicle_id] } });
    await smtp.received(before + 1);
    // A later, different message arrives after it: nothing else was sent in between.
    await server.call(`/v3/vehicles3/${vehicle(1).vehicle_id}/cubedUrl/after%40example.com`, { method: 'PUT', token: inspector });
    const messages = await smtp.received(before + 2);
    expect(messages.slice(before).map((message) => (message.to && 'text' in message.to ? message.to.text : ''))).toEqual([
      'buyer@example.com',
      'after@example.com',
    ]);
  });

  it('refuses an address that is not one, and a caller without access, before anything is sent', async () => {
    const before = smtp.messages.length;
    const put = (email: string, token = inspector, id = vehicle(0).vehicle_id) =>
      server.call(`/v3/vehicles3/${id}/cubedUrl/${encodeURIComponent(email)}`, { method: 'PUT', token });
    expect(await refusal(await put('not-an-address'))).toEqual([400, 'This is not an e-mail address']);
    expect(await refusal(await put('dealer@'))).toEqual([400, 'This is not an e-mail address']);
    expect(await refusal(await put(' '))).toEqual([400, 'Email address is required']);
    expect((await put('dealer@example.com', admin)).status).toBe(403);
    expect((await put('dealer@example.com', inspector, atlanta)).status).toBe(404);
    expect(await refusal(await put('dealer@example.com', inspector, unreported))).toEqual([404, 'This vehicle has no inspection to send']);
    expect(smtp.messages.length).toBe(before);
  });

  it('says plainly when the server has no SMTP configured', async () => {
    const unconfigured = await startTestServer();
    try {
      const token = await unconfigured.signIn('inspector');
      const response = await unconfigured.call(`/v3/vehicles3/${vehicle(0).vehicle_id}/cubedUrl/dealer%40example.com`, { method: 'PUT', token });
      expect(await refusal(response)).toEqual([501, 'E-mail is not configured on this server']);
      const dealer = await unconfigured.call('/v3/dealers/0/reports', {
        method: 'PUT',
        token,
        json: { email: 'dealer@example.com', auction_id: null, reports: [vehicle(0).report_id], vehicles: [vehicle(0).vehicle_id] },
      });
      expect(await refusal(dealer)).toEqual([501, 'E-mail is not configured on this server']);
    } finally {
      await unconfigured.close();
    }
  });
});

describe('PUT /v3/dealers/0/reports', () => {
  const dealerReport = (body: unknown, token = inspector) => server.call('/v3/dealers/0/reports', { method: 'PUT', token, json: body });

  it('sends one message with a link and a PDF per report', async () => {
    const before = smtp.messages.length;
    const [first, second] = [vehicle(0), vehicle(1)];
    const response = await dealerReport({
      email: 'lot@dealer.example',
      auction_id: null,
      reports: [first.report_id, second.report_id],
      vehicles: [first.vehicle_id, second.vehicle_id],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ response: { email: 'lot@dealer.example', vehicles: [first.vehicle_id, second.vehicle_id] } });
    const message = (await smtp.received(before + 1))[before];
    expect(message?.subject).toBe('Vehicle Condition Reports: 2 vehicles');
    for (const { vehicle_id, vin } of [first, second]) {
      expect(message?.text).toContain(await linkOf(vehicle_id));
      expect(message?.text).toContain(`VIN ${vin}`);
    }
    expect(message?.attachments.map((attachment) => attachment.filename)).toEqual([`condition-report-${first.vin}.pdf`, `condition-report-${second.vin}.pdf`]);
    expect(message?.attachments.every((attachment) => attachment.content.subarray(0, 5).toString('latin1') === '%PDF-')).toBe(true);
  });

  it('refuses a body the contract refuses, a report of another vehicle and a caller without access, before anything is sent', async () => {
    const before = smtp.messages.length;
    const good = { email: 'lot@dealer.example', auction_id: null, reports: [vehicle(0).report_id], vehicles: [vehicle(0).vehicle_id] };
    expect(await refusal(await dealerReport({ ...good, email: 'nope' }))).toEqual([400, 'This is not an e-mail address']);
    expect((await dealerReport({ ...good, auction_id: 3 })).status).toBe(400);
    expect((await dealerReport({ ...good, reports: [] })).status).toBe(400);
    expect((await dealerReport({ ...good, vehicles: [vehicle(0).vehicle_id, vehicle(1).vehicle_id] })).status).toBe(400);
    expect(await refusal(await dealerReport({ ...good, reports: [vehicle(1).report_id] }))).toEqual([
      404,
      `Inspection ${vehicle(1).report_id} not found for vehicle ${vehicle(0).vehicle_id}`,
    ]);
    expect((await dealerReport(good, admin)).status).toBe(403);
    expect(smtp.messages.length).toBe(before);
  });
});
