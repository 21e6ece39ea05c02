/**
 * Permissions are per site (ADR 0023): the inspector holds condition_writer and administration
 * at DAL and also works at ATL with no security. Every write route is listed below and the
 * list is checked against the router, so a new write route cannot be forgotten: a write
 * acting on ATL (through ?site=, a body field or the record's own site) is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { apiCalls, type ApiCalls } from '../test/calls.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';
import { createRegistry } from '../list/registry.ts';

let server: TestServer;
let calls: ApiCalls;
let inspector: string;
const ids = { atl: 0, dal: 0, vehicle: 0, report: 0 };

beforeAll(async () => {
  server = await startTestServer();
  calls = apiCalls(server);
  ids.atl = calls.scalar("SELECT id FROM sites WHERE code = 'ATL'");
  ids.dal = calls.scalar("SELECT id FROM sites WHERE code = 'DAL'");
  server.sqlite.prepare("INSERT INTO user_sites (user_id, site_id, sort_order) SELECT id, ?, 5 FROM users WHERE username = 'inspector'").run(ids.atl);
  ids.vehicle = calls.scalar('SELECT vehicle_id FROM vehicles WHERE site_id = ? AND vehicle_status_id NOT IN (4, 5, 6, 7, 9) LIMIT 1', ids.atl);
  ids.report = calls.scalar('SELECT condition_report_id FROM inspections WHERE vehicle_id = ? LIMIT 1', ids.vehicle) ?? 1;
  inspector = await server.signIn('inspector');
});
afterAll(() => server.close());

type Method = 'POST' | 'PUT' | 'DELETE';
type Case = { call: () => Promise<Response>; status: 403 } | { noSiteFlag: string };

const send = (method: Method, path: string, json?: unknown) => calls.send(method, path, inspector, json);
const atVehicle = (path: string) => `/v3/vehicles3/${ids.vehicle}${path}`;

/** The writes of generic resources that need a security, each acting on ATL. */
function resourceWrites(method: Method): Case {
  return { call: async () => worst(await Promise.all(securedResources(method).map((name) => resourceWrite(method, name)))), status: 403 };
}

const operation = { POST: 'create', PUT: 'update', DELETE: 'delete' } as const;

/** The generic resources whose writes need a security, from the registry (a new one is covered too). */
const securedResources = (method: Method) =>
  createRegistry()
    .entries()
    .filter(([, resource]) => resource.writeSecurity !== undefined && resource.operations.includes(operation[method]))
    .map(([name]) => name);

async function resourceWrite(method: Method, name: string): Promise<Response> {
  if (method === 'POST') return send('POST', `/v3/util/${name}?site=ATL`, { name: 'Cross-site', transaction_code: 'DTL', action_code: 'RPR' });
  const id = calls.scalar(`SELECT id FROM ${name} WHERE site_id = ? LIMIT 1`, ids.atl);
  return method === 'PUT' ? send('PUT', `/v3/util/${name}/${id}`, { is_active: 1 }) : send('DELETE', `/v3/util/${name}/${id}`);
}

/** Any answer that is not the expected refusal, else the first one. */
const worst = (answers: Response[]) => answers.find((answer) => answer.status !== 403) ?? (answers[0] as Response);

const writeRoutes: Record<string, Case> = {
  'POST /v3/authentication': { noSiteFlag: 'sign-in acts on no site' },
  'POST /v3/authentication_local': { noSiteFlag: 'sign-in acts on no site' },
  'POST /v3/logout': { noSiteFlag: "ends the caller's own session" },
  'POST /v3/register': { noSiteFlag: 'registration acts on no site' },
  'POST /v3/util/:name': resourceWrites('POST'),
  'PUT /v3/util/:name/:id': resourceWrites('PUT'),
  'DELETE /v3/util/:name/:id': resourceWrites('DELETE'),
  'PUT /v3/admin/config/:id': { call: () => send('PUT', '/v3/admin/config/1', { value: 'x' }), status: 403 },
  'POST /v3/admin/config': { call: () => send('POST', '/v3/admin/config?site=ATL', { source_id: 1 }), status: 403 },
  'PUT /v3/admin/sites/:id': { call: () => send('PUT', `/v3/admin/sites/${ids.atl}`, { name: 'x' }), status: 403 },
  'PUT /v3/admin/users/:id': { call: () => send('PUT', '/v3/admin/users/1', { name: 'x' }), status: 403 },
  'PUT /v3/admin/flumbus/:id': { call: () => send('PUT', '/v3/admin/flumbus/1', {}), status: 403 },
  'PUT /v3/cubed/companies/:companyId/asset/:assetId/sync': { call: () => send('PUT', '/v3/cubed/companies/1/asset/1/sync'), status: 403 },
  'POST /v3/vehicles/:vehicleId/images': { noSiteFlag: "any auction staff of the vehicle's site may add a photo (no security)" },
  'PUT /v3/vehicles3/:vehicleId': { call: () => send('PUT', atVehicle(''), { keys_count: 1 }), status: 403 },
  'POST /v3/vehicles3/:vehicleId/inspections': { call: () => send('POST', atVehicle('/inspections'), {}), status: 403 },
  'PUT /v3/vehicles3/:vehicleId/inspections/:reportId': { call: () => send('PUT', atVehicle(`/inspections/${ids.report}`), {}), status: 403 },
  'DELETE /v3/vehicles3/:vehicleId/inspections/:reportId': { call: () => send('DELETE', atVehicle(`/inspections/${ids.report}`)), status: 403 },
  'POST /v3/vehicles3/:vehicleId/inspections/:reportId/conditions': {
    call: () => send('POST', atVehicle(`/inspections/${ids.report}/conditions`), {}),
    status: 403,
  },
  'PUT /v3/vehicles3/:vehicleId/inspections/:reportId/conditions/:conditionId': {
    call: () => send('PUT', atVehicle(`/inspections/${ids.report}/conditions/1`), {}),
    status: 403,
  },
  'DELETE /v3/vehicles3/:vehicleId/inspections/:reportId/conditions/:conditionId': {
    call: () => send('DELETE', atVehicle(`/inspections/${ids.report}/conditions/1`)),
    status: 403,
  },
  'POST /v3/vehicles3/:vehicleId/inspections/:reportId/conditions/:conditionId/images': {
    call: () => send('POST', atVehicle(`/inspections/${ids.report}/conditions/1/images`)),
    status: 403,
  },
  'DELETE /v3/vehicles3/:vehicleId/inspections/:reportId/images/:imageId': {
    call: () => send('DELETE', atVehicle(`/inspections/${ids.report}/images/1`)),
    status: 403,
  },
  'DELETE /v3/vehicles3/:vehicleId/cubedUrl': { call: () => send('DELETE', atVehicle('/cubedUrl')), status: 403 },
  'PUT /v3/vehicles3/:vehicleId/cubedUrl/:email': { noSiteFlag: "any auction staff of the vehicle's site may share its report (no security)" },
  'PUT /v3/dealers/0/reports': { noSiteFlag: "any auction staff of the vehicles' site may send their reports (no security)" },
};

describe('permissions are per site', () => {
  it('lists every write route of the router', () => {
    const app = createApp({ db: server.db, photoDir: server.photoDir });
    const routes = new Set(
      app.routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)).map((route) => `${route.method} ${route.path}`),
    );
    expect(Object.keys(writeRoutes).sort()).toEqual([...routes].sort());
  });

  it.each(Object.entries(writeRoutes).filter((entry): entry is [string, Extract<Case, { call: unknown }>] => 'call' in entry[1]))(
    '%s: a security held at DAL is not used at ATL',
    async (_route, { call, status }) => {
      const answer = await call();
      expect([answer.status, await answer.text()]).toEqual([status, expect.any(String)]);
    },
  );

  it('still lets the security work at the site that holds it', async () => {
    const created = await send('POST', '/v3/util/wo_shops?site=DAL', { name: 'Per-site check shop' });
    expect(created.status).toBe(201);
  });

  it('takes the site of the request for a read that needs a security too', async () => {
    expect((await calls.send('GET', '/v3/integration/carmax/status/ATL', inspector)).status).toBe(403);
    expect((await calls.send('GET', '/v3/integration/carmax/status/DAL', inspector)).status).toBe(200);
  });
});
