/**
 * The inspection API over HTTP (ADR 0018), on the seeded database: the
 * inspection state, reports, damages, photos and the vehicle's condition fields, with every
 * rule of the contract refused as a client would see it, ETags and 412, approval and 423,
 * per-site permissions, autograde, and idempotent replays.
 *
 * Every case runs on SQLite and on PostgreSQL (issue 39), each engine on a server of its own
 * started from the same seed, with the same assertions.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Condition, Drilldown, Inspection, InspectionVehicle } from '../../src/contract/inspections.ts';
import { emptyTires } from '../../src/contract/tires.ts';
import { smallJpeg, smallPng, smallWebp } from '../media/test-images.ts';
import { startTestServer, type TestServer } from '../test/http-server.ts';

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A damage that fits the seeded catalogue: Hood (1), Dent (1), less than 1 inch (1). */
const hoodDent = { item_code: 1, damage_code: 1, severity_code: 1, action_code: 'PDR', labor_cost: 120.5, paint_cost: 0, part_cost: 35.25, labor_hours: 1.5 };

async function errorOf(response: Response): Promise<{ message: string; code?: string; approved_report_id?: number; counterpart_condition_id?: number | null }> {
  return (await json<{ error: { message: string } }>(response)).error;
}

/** Each engine's replayed calls (the first test of each engine's block), compared at the end of the file. */
const replays = new Map<'SQLite' | 'PostgreSQL', { began: number; answers: string[] }>();

/**
 * What two runs of the same calls may answer differently, and nothing else; each is replaced by
 * a fixed text, everything else is compared as sent:
 * - a time stamped by the calls themselves: an ISO time at or after the replay began (the seed's
 *   times are fixed, and compared; a time written in another format is not replaced, so it shows);
 * - a staff photo URL's expiry and signature: the expiry is the next whole hour after now plus
 *   the URLs' lifetime, and the signature signs it;
 * - the 16 random bytes in an uploaded photo's file name (`c{damage}-{random}.{ext}`);
 * - a vehicle's secret link (`guid`, and the public page URLs made of it): each engine's seed
 *   draws its own (seed.ts, from the CSPRNG).
 * ETags are versions ("r1-v2"), not times, and are compared as sent; no password hash is in
 * these answers.
 */
function comparable(text: string, began: number): string {
  const links = new Set([...text.matchAll(/"guid":"([\w-]{22})"/g)].map((match) => match[1] ?? ''));
  let result = text
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, (stamp) => (Date.parse(stamp) >= began ? '(now)' : stamp))
    .replace(/\?exp=\d+&sig=[\w-]+/g, '?exp=(hour)&sig=(signature)')
    .replace(/(\/c\d+-)[\w-]{22}\./g, '$1(random).');
  for (const link of links) result = result.replaceAll(link, '(link)');
  return result;
}

describe.each(['SQLite', 'PostgreSQL'] as const)('the inspection API on %s', (engine) => {
  let server: TestServer;
  let inspector: string;
  let clerk: string;
  /** DAL vehicles without a report, with a status that allows writes, handed out one per test. */
  let fresh: number[];

  beforeAll(async () => {
    server = await startTestServer({ engine });
    inspector = await server.signIn('inspector');
    clerk = await server.signIn('clerk');
    fresh = (
      await server.query<{ vehicle_id: number }>(
        sql`SELECT vehicle_id FROM vehicles v WHERE site_id = 1 AND vehicle_status_id IN (1, 2, 3, 8)
         AND NOT EXISTS (SELECT 1 FROM inspections i WHERE i.vehicle_id = v.vehicle_id) ORDER BY vehicle_id DESC LIMIT 40`,
      )
    ).map((row) => row.vehicle_id);
  });
  afterAll(() => server.close());

  /** The first column of a statement's first row (a count, an id), on either engine. */
  async function value<T = number>(statement: RawBuilder<unknown>): Promise<T> {
    const [row] = await server.query(statement);
    if (!row) throw new Error('the statement answered no row');
    return Object.values(row)[0] as T;
  }

  const nextVehicle = () => {
    const id = fresh.shift();
    if (id === undefined) throw new Error('out of fresh vehicles');
    return id;
  };

  async function signInAt(site: string, username: string): Promise<string> {
    const response = await server.call('/v3/authentication_local', { method: 'POST', json: { site, username, password: 'inspector-demo-2026' } });
    expect(response.status).toBe(200);
    return (await json<{ access_token: string }>(response)).access_token;
  }

  async function full(vehicleId: number, token = inspector): Promise<InspectionVehicle> {
    const response = await server.call(`/v3/vehicles3/${vehicleId}/full`, { token });
    expect(response.status).toBe(200);
    return v.parse(InspectionVehicle, (await json<{ response: unknown }>(response)).response);
  }

  async function createReport(vehicleId: number, token = inspector): Promise<Inspection> {
    const response = await server.call(`/v3/vehicles3/${vehicleId}/inspections`, { method: 'POST', token, json: {} });
    expect([200, 201]).toContain(response.status);
    return v.parse(Inspection, (await json<{ response: unknown }>(response)).response);
  }

  async function addDamage(vehicleId: number, reportId: number, body: object = hoodDent, token = inspector) {
    return server.call(`/v3/vehicles3/${vehicleId}/inspections/${reportId}/conditions`, { method: 'POST', token, json: body });
  }

  describe('the replay compared across the engines', () => {
    // First in the file: the rows it makes take the seed's next ids on both engines (on
    // PostgreSQL a sequence also moves for an insert that rolls back, as the refusals below do).
    it('records a report’s whole life through the API, for the comparison at the end of the file', async () => {
      const began = Date.now();
      const answers: string[] = [];
      const statuses: number[] = [];
      type Reply = {
        response: Record<string, unknown> & { etag: string; condition_report_id: number; vehicle_condition_id: number };
        meta?: Record<string, unknown>;
      };
      /** A call as the PWA sends it; its status, ETag header and body are recorded as received. */
      const send = async (path: string, init: Parameters<TestServer['call']>[1] = {}): Promise<Reply> => {
        const response = await server.call(path, { token: inspector, ...init });
        const text = await response.text();
        statuses.push(response.status);
        answers.push(`${init.method ?? 'GET'} ${path} → ${response.status} ETag ${response.headers.get('etag')}\n${text}`);
        return JSON.parse(text) as Reply;
      };
      const photo = (bytes: Uint8Array, name: string, type: string) => {
        const form = new FormData();
        form.append('photo', new Blob([bytes], { type }), name);
        return form;
      };

      const vehicleId = nextVehicle();
      const base = `/v3/vehicles3/${vehicleId}`;
      await send(`${base}/full`);
      const catalogue = v.parse(Drilldown, (await send('/v3/data/art/drilldown2?autograde=true')).response);
      await send('/v3/action-codes');
      const report = (await send(`${base}/inspections`, { method: 'POST', json: { comments: 'Scuffed front bumper', notes: 'Keys at the desk' } })).response;
      await send(`${base}/inspections`, { method: 'POST', json: {} });
      const reportPath = `${base}/inspections/${report.condition_report_id}`;

      // Two damages, the second of another item (the catalogue's first that is not the hood), each with a photo.
      const dent = (await send(`${reportPath}/conditions`, { method: 'POST', json: hoodDent })).response;
      const [item, damages] = Object.entries(catalogue.itemsToDamagesToSeverities).find(([code]) => code !== '1') ?? [];
      const [damage, severities] = Object.entries(damages ?? {})[0] ?? [];
      const other = {
        item_code: Number(item),
        damage_code: Number(damage),
        severity_code: severities?.[0] ?? null,
        description: 'Scratch along the Left Door',
        paint_hours: 0.5,
        paint_cost: 80.1,
      };
      const scratch = (await send(`${reportPath}/conditions`, { method: 'POST', json: other })).response;
      await send(`${reportPath}/conditions/${dent.vehicle_condition_id}/images`, { method: 'POST', body: photo(smallJpeg(), 'dent.jpg', 'image/jpeg') });
      const scratchWithPhoto = (
        await send(`${reportPath}/conditions/${scratch.vehicle_condition_id}/images`, { method: 'POST', body: photo(smallPng(), 'scratch.png', 'image/png') })
      ).response;

      // Tyres, keys and drivable on the vehicle's current version (autograde grades), then a write on the old version (412).
      const vehicleNow = (await send(`${base}/full`)).response;
      const measured = { brand_id: 3, treadWidth: 215, profile: 55, diameter: 17, treadDepth: 8 };
      const tires = { leftFront: measured, rightFront: measured, leftRear: measured, rightRear: { ...measured, treadDepth: 3 }, spareExists: true };
      await send(`${base}?with[]=equipment`, { method: 'PUT', json: { tires, keys_count: 2, drivable: 1 }, headers: { 'If-Match': vehicleNow.etag } });
      await send(`${base}?with[]=equipment`, { method: 'PUT', json: { keys_count: 1 }, headers: { 'If-Match': vehicleNow.etag } });

      // The report's and a damage's edit on their current version, then again on that version (412 with the record now).
      const reportNow = (await send(reportPath)).response;
      await send(reportPath, { method: 'PUT', json: { comments: 'Desk wording' }, headers: { 'If-Match': reportNow.etag } });
      await send(reportPath, { method: 'PUT', json: { comments: 'Tablet wording' }, headers: { 'If-Match': reportNow.etag } });
      const scratchPath = `${reportPath}/conditions/${scratch.vehicle_condition_id}`;
      await send(scratchPath, { method: 'PUT', json: { description: 'Desk wording', labor_hours: 2.5 }, headers: { 'If-Match': scratchWithPhoto.etag } });
      await send(scratchPath, { method: 'PUT', json: { description: 'Tablet wording' }, headers: { 'If-Match': scratchWithPhoto.etag } });

      // The first repair approval: the approved copy, the original read-only (423).
      const approval = await send(`${reportPath}/conditions/${dent.vehicle_condition_id}`, { method: 'PUT', json: { repair_approved: 1 } });
      const approvedId = approval.meta?.approved_report_id as number;
      await send(scratchPath, { method: 'PUT', json: { description: 'Too late' } });
      await send(`${base}/full`);
      const approved = v.parse(Inspection, (await send(`/v3/inspections/${approvedId}?with[]=inspection_items`)).response);
      await send(`${reportPath}?with[]=inspection_items&with[]=vehicle_inspection_pdf`);
      const copiedPhoto = approved.inspection_items?.find((item) => item.image)?.image?.id;
      await send(`${base}/inspections/${approvedId}/images/${copiedPhoto}`, { method: 'DELETE' });

      // The lists: the vehicle's reports with their damages, reports by grade both ways (NULL first ascending, as SQLite sorts), the count.
      await send(`/v3/util/inspections?filters[0]=vehicle_id|eq|${vehicleId}&with[]=inspection_items`);
      await send('/v3/util/inspections?order_by[]=grade|asc&per_page=5');
      await send('/v3/util/inspections?order_by[]=grade|desc&per_page=5');
      const counted = (await send(`/v3/util/vehicles_full/${vehicleId}?withAdd=1&withCount[]=inspections`)) as unknown as { inspections_count: unknown };
      expect(counted.inspections_count).toBe(2);

      // A typed grade with a decimal at PHX (neither autograde nor whole numbers): a double, not text.
      const phxWriter = await signInAt('PHX', 'lnguyen');
      const phxVehicle = await value(
        sql`SELECT vehicle_id FROM vehicles v WHERE site_id = (SELECT id FROM sites WHERE code = 'PHX') AND vehicle_status_id IN (1, 2, 3)
             AND NOT EXISTS (SELECT 1 FROM inspections i WHERE i.vehicle_id = v.vehicle_id) ORDER BY vehicle_id DESC LIMIT 1`,
      );
      const phxReport = (await send(`/v3/vehicles3/${phxVehicle}/inspections`, { method: 'POST', json: {}, token: phxWriter })).response;
      const graded = await send(`/v3/vehicles3/${phxVehicle}/inspections/${phxReport.condition_report_id}`, {
        method: 'PUT',
        json: { grade: 3.5 },
        token: phxWriter,
      });
      expect(graded.response.grade).toBe(3.5);
      expect((await send(`/v3/vehicles3/${phxVehicle}/full`, { token: phxWriter })).response.overall_condition_object).toMatchObject({ grade: 3.5 });

      // Each call answered as the contract says (so the engines agree on the intended answers, not on a shared failure).
      expect(statuses).toEqual([
        ...[200, 200, 200, 201, 200], // the state, the catalogue, the action codes, a report created and created again
        ...[201, 201, 201, 201], // two damages, a photo each
        ...[200, 200, 412], // the vehicle now, its tyres and keys, a write on its old version
        ...[200, 200, 412, 200, 412], // the report and a damage edited, each then again on the version it replaced
        ...[200, 423, 200, 200, 200, 200], // the approval, the original read-only, the readings, a copied photo deleted
        ...[200, 200, 200, 200], // the lists and the count
        ...[201, 200, 200], // PHX: a report, a typed grade, the state
      ]);
      replays.set(engine, { began, answers });
    });
  });

  describe('reading', () => {
    it('answers the inspection state of a vehicle in the shape of the contract, with the site switches and the caller’s permission there', async () => {
      const vehicleId = nextVehicle();
      const state = await full(vehicleId);
      expect(state.vehicle_id).toBe(vehicleId);
      expect(state.site_code).toBe('DAL');
      expect(state.inspections).toEqual([]);
      expect(state.inspection_config).toEqual({
        integration_autograde: true,
        mobile_grade_whole_numbers: false,
        mobile_inspection_severity_required: true,
        inspection_delete: true,
      });
      expect(state.can_write).toBe(true);
      expect((await full(vehicleId, clerk)).can_write).toBe(false);
      expect(state.body_styles.length).toBeGreaterThan(5);
    });

    it('keeps other sites’ vehicles out of sight (404)', async () => {
      const atl = await value(sql`SELECT vehicle_id FROM vehicles WHERE site_id = 2 ORDER BY vehicle_id LIMIT 1`);
      expect((await server.call(`/v3/vehicles3/${atl}/full`, { token: inspector })).status).toBe(404);
    });

    it('answers the damage catalogue with what fits what, the tyre brands and the action codes', async () => {
      const response = await server.call('/v3/data/art/drilldown2?autograde=true', { token: inspector });
      const catalogue = v.parse(Drilldown, (await json<{ response: unknown }>(response)).response);
      expect(catalogue.tireBrands).toHaveLength(72);
      expect(catalogue.items.find((item) => item.id === 1290)?.name).toBe('Tire Front Left');
      expect(catalogue.itemsToDamages['1']).toContain(1);
      expect(catalogue.itemsToDamagesToSeverities['1']?.['1']).toContain(1);
      const codes = await json<{ response: { action_code: string }[] }>(await server.call('/v3/action-codes', { token: inspector }));
      expect(codes.response.map((code) => code.action_code)).toContain('PDR');
    });
  });

  describe('reports and damages', () => {
    it('creates a report once: a second create answers the same report', async () => {
      const vehicleId = nextVehicle();
      const first = await server.call(`/v3/vehicles3/${vehicleId}/inspections`, { method: 'POST', token: inspector, json: {} });
      expect(first.status).toBe(201);
      const report = v.parse(Inspection, (await json<{ response: unknown }>(first)).response);
      const again = await server.call(`/v3/vehicles3/${vehicleId}/inspections`, { method: 'POST', token: inspector, json: {} });
      expect(again.status).toBe(200);
      expect((await json<{ response: Inspection }>(again)).response.condition_report_id).toBe(report.condition_report_id);
      expect(await value(sql`SELECT count(*) FROM inspections WHERE vehicle_id = ${vehicleId}`)).toBe(1);

      // A create that finds the report writes the comment it carries into it (it was dropped under the
      // 200); a note of null clears nothing.
      const path = `/v3/vehicles3/${vehicleId}/inspections`;
      const withText = await server.call(path, { method: 'POST', token: inspector, json: { comments: 'From tablet B', notes: null } });
      expect(withText.status).toBe(200);
      expect((await json<{ response: Inspection }>(withText)).response).toMatchObject({
        condition_report_id: report.condition_report_id,
        comments: 'From tablet B',
      });
      // Text in a body that is not JSON is refused, not ignored under a 201; no body at all is a create as before.
      const plain = await server.call(path, {
        method: 'POST',
        token: inspector,
        body: '{"comments":"typed offline"}',
        headers: { 'Content-Type': 'text/plain' },
      });
      expect(plain.status).toBe(400);
      expect(await json(plain)).toMatchObject({ error: { message: 'The body must be JSON (Content-Type: application/json)' } });
      expect((await server.call(path, { method: 'POST', token: inspector })).status).toBe(200);
      expect(await value(sql`SELECT comments FROM inspections WHERE vehicle_id = ${vehicleId}`)).toBe('From tablet B');
    });

    it('refuses writers without condition_writer at the vehicle’s site (403) and vehicles whose status forbids it (423)', async () => {
      const vehicleId = nextVehicle();
      const refused = await server.call(`/v3/vehicles3/${vehicleId}/inspections`, { method: 'POST', token: clerk, json: {} });
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toBe("You need the condition writer permission at DAL to change this vehicle's inspection.");
      const sold = await value(sql`SELECT vehicle_id FROM vehicles WHERE site_id = 1 AND vehicle_status_id = 6 ORDER BY vehicle_id LIMIT 1`);
      const locked = await server.call(`/v3/vehicles3/${sold}/inspections`, { method: 'POST', token: inspector, json: {} });
      expect(locked.status).toBe(423);
      expect(await errorOf(locked)).toEqual({ code: 'vehicle_read_only', message: "This vehicle's status does not allow changes to its inspection." });
    });

    it('checks every damage by the contract’s rules with the site’s switches, and names what is wrong', async () => {
      const vehicleId = nextVehicle();
      const report = await createReport(vehicleId);
      const refusal = async (body: object) => {
        const response = await addDamage(vehicleId, report.condition_report_id, body);
        expect(response.status).toBe(400);
        return (await errorOf(response)).message;
      };
      expect(await refusal({ ...hoodDent, severity_code: null })).toBe('Choose a severity: this site requires one');
      expect(await refusal({ ...hoodDent, damage_code: 24 })).toBe('This damage does not apply to the chosen item');
      expect(await refusal({ ...hoodDent, description: 'x'.repeat(201) })).toBe('Description must be at most 200 characters');
      expect(await refusal({ ...hoodDent, labor_cost: 10.555 })).toBe('labor_cost has at most two decimals');
      // Written with an exponent, a tiny amount still has its decimals (issue 42, item 8).
      expect(await refusal({ ...hoodDent, labor_cost: 1e-7 })).toBe('labor_cost has at most two decimals');
      expect(await refusal({ ...hoodDent, labor_hours: 5e-7 })).toBe('labor_hours has at most one decimal');
      expect(await refusal({ ...hoodDent, paint_hours: -1 })).toBe('paint_hours must be a non-negative number of hours');
      expect(await refusal({ ...hoodDent, action_code: 'XYZ' })).toBe('Unknown action code XYZ');
      expect(await refusal({ ...hoodDent, owner: 1 })).toMatch(/owner/);
      expect(await value(sql`SELECT count(*) FROM inspection_items WHERE condition_report_id = ${report.condition_report_id}`)).toBe(0);
    });

    it('trims a damage’s description, measures it trimmed, and stores one that shows nothing as none', async () => {
      const vehicleId = nextVehicle();
      const report = await createReport(vehicleId);
      const saved = async (description: string) => {
        const response = await addDamage(vehicleId, report.condition_report_id, { ...hoodDent, description });
        expect(response.status, await response.clone().text()).toBe(201);
        return (await json<{ response: Condition }>(response)).response.description;
      };
      expect(await saved('  By the hinge \n')).toBe('By the hinge');
      expect(await saved(`  ${'x'.repeat(200)}  `)).toBe('x'.repeat(200));
      expect(await saved('   ')).toBeNull();
      expect(await saved('\u200B')).toBeNull();
    });

    it('answers a damage with its photo in the shape clients read: every key and value as the API has always sent them', async () => {
      const vehicleId = nextVehicle();
      const report = await createReport(vehicleId);
      const path = `/v3/vehicles3/${vehicleId}/inspections/${report.condition_report_id}`;
      const added = await addDamage(vehicleId, report.condition_report_id, { ...hoodDent, description: 'By the hinge' });
      const { vehicle_condition_id: id } = (await json<{ response: Condition }>(added)).response;
      const form = new FormData();
      form.append('photo', new Blob([smallJpeg()], { type: 'image/jpeg' }), 'dent.jpg');
      expect((await server.call(`${path}/conditions/${id}/images`, { method: 'POST', token: inspector, body: form })).status).toBe(201);
      const edited = await server.call(`${path}/conditions/${id}`, { method: 'PUT', token: inspector, json: { repair_suggested: 1 } });
      expect(edited.status).toBe(200);
      const read = await json<{ response: { inspection_items: Record<string, unknown>[] } }>(
        await server.call(`${path}?with[]=inspection_items`, { token: inspector }),
      );
      const [damage] = read.response.inspection_items;
      const image = damage?.image as { id: number };
      const signed = (size: string) => expect.stringMatching(new RegExp(`^/v3/images/condition/${image.id}/${size}\\?exp=\\d+&sig=[\\w-]+$`));
      expect(damage).toEqual({
        vehicle_condition_id: id,
        condition_report_id: report.condition_report_id,
        condition_report_group_id: 1,
        condition_report_item_id: 1,
        item_code: 1,
        damage_code: 1,
        severity_code: 1,
        action_code: 'PDR',
        item: { id: 1, name: 'Hood', aasc_code: expect.any(String) },
        damage: { id: 1, name: 'Dent', aasc_code: expect.any(String) },
        severity: { id: 1, name: expect.any(String), aasc_code: expect.any(String) },
        action: { action_code: 'PDR', action_desc: expect.any(String) },
        description: 'By the hinge',
        has_image: 'Y',
        image: {
          id: image.id,
          small: signed('small'),
          original: signed('original'),
          print: signed('print'),
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
          captured_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          width: expect.any(Number),
          height: expect.any(Number),
        },
        repair_suggested: 1,
        repair_approved: 0,
        damage_repaired: 0,
        approvable: 1,
        approval_by: null,
        approval_date: null,
        approval_user: null,
        approval_source: null,
        written_by: 'inspector',
        written_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        labor_hours: 1.5,
        paint_hours: null,
        part_hours: null,
        labor_cost: 120.5,
        paint_cost: 0,
        part_cost: 35.25,
        photo_markup: null,
        source_condition_id: null,
        etag: expect.stringMatching(new RegExp(`^"c${id}-v3"$`)),
      });
    });

    it('adds a damage, totals its costs, and grades the report (autograde at DAL, with its breakdown or why it cannot)', async () => {
      const vehicleId = nextVehicle();
      await server.query(sql`UPDATE vehicles SET tires = NULL, body_type = 'SUV', drivable = 1 WHERE vehicle_id = ${vehicleId}`);
      const report = await createReport(vehicleId);
      const added = await addDamage(vehicleId, report.condition_report_id);
      expect(added.status).toBe(201);
      const body = await json<{ response: unknown; meta: { autograde?: unknown; autograde_error?: string } }>(added);
      const damage = v.parse(Condition, body.response);
      // The header too (made weak by the compression middleware when the reply is compressed).
      expect(added.headers.get('etag')?.replace(/^W\//, '')).toBe(damage.etag);
      expect(damage).toMatchObject({ item: { name: 'Hood' }, damage: { name: 'Dent' }, severity: { id: 1 }, labor_cost: 120.5, part_cost: 35.25 });
      // Tyres are not measured yet: autograde says so and leaves the grade.
      expect(body.meta.autograde_error).toMatch(/^Tyres need a tread width and a tread depth/);
      const measured = { brand_id: 3, treadWidth: 215, profile: 55, diameter: 17, treadDepth: 8 };
      const tyres = await server.call(`/v3/vehicles3/${vehicleId}?with[]=equipment`, {
        method: 'PUT',
        token: inspector,
        json: { tires: { leftFront: measured, rightFront: measured, leftRear: measured, rightRear: { ...measured, treadDepth: 3 }, spareExists: true } },
      });
      expect(tyres.status).toBe(200);
      const graded = await json<{ meta: { autograde: { grade: number; breakdown: { ref: string; points: number }[] } } }>(tyres);
      expect(graded.meta.autograde).toEqual({
        grade: 4.7,
        breakdown: [
          { source: 'damage', ref: String(damage.vehicle_condition_id), label: 'Hood Dent', points: 0.1 },
          { source: 'tire', ref: 'rightRear', label: 'Right rear tyre tread 3/32', points: 0.2 },
        ],
      });
      const after = (await full(vehicleId)).inspections[0];
      expect(after?.grade).toBe(4.7);
      expect(after?.total_damages_cost).toBe(155.75);
    });

    it('refuses a write based on an older version (412, with the record now) and applies one based on the current one', async () => {
      const vehicleId = nextVehicle();
      const report = await createReport(vehicleId);
      const damage = v.parse(Condition, (await json<{ response: unknown }>(await addDamage(vehicleId, report.condition_report_id))).response);
      const path = `/v3/vehicles3/${vehicleId}/inspections/${report.condition_report_id}/conditions/${damage.vehicle_condition_id}`;
      const desk = await server.call(path, { method: 'PUT', token: inspector, json: { description: 'Desk wording' }, headers: { 'If-Match': damage.etag } });
      expect(desk.status).toBe(200);
      const stale = await server.call(path, { method: 'PUT', token: inspector, json: { description: 'Tablet wording' }, headers: { 'If-Match': damage.etag } });
      expect(stale.status).toBe(412);
      const refusal = await json<{ error: { code: string }; current: { description: string; etag: string } }>(stale);
      expect(refusal.error.code).toBe('stale');
      expect(refusal.current.description).toBe('Desk wording');
      const rebased = await server.call(path, {
        method: 'PUT',
        token: inspector,
        json: { description: 'Tablet wording' },
        headers: { 'If-Match': refusal.current.etag },
      });
      expect(rebased.status).toBe(200);
      expect((await json<{ response: Condition }>(rebased)).response.description).toBe('Tablet wording');
    });

    it('approves the report on the first repair approval: one approved copy, the original read-only with a 423 that names it', async () => {
      const vehicleId = nextVehicle();
      const report = await createReport(vehicleId);
      const damage = v.parse(Condition, (await json<{ response: unknown }>(await addDamage(vehicleId, report.condition_report_id))).response);
      const original = `/v3/vehicles3/${vehicleId}/inspections/${report.condition_report_id}/conditions/${damage.vehicle_condition_id}`;
      const completeFirst = await server.call(original, { method: 'PUT', token: inspector, json: { damage_repaired: 1 } });
      expect((await errorOf(completeFirst)).message).toBe('A repair can be marked complete only once it is approved');
      const approving = await server.call(original, { method: 'PUT', token: inspector, json: { repair_approved: 1 } });
      expect(approving.status).toBe(200);
      const reply = await json<{ response: Condition; meta: { approved_report_id: number } }>(approving);
      expect(reply.response.repair_approved).toBe(1);
      expect(reply.response.source_condition_id).toBe(damage.vehicle_condition_id);
      expect(reply.response.condition_report_id).toBe(reply.meta.approved_report_id);
      const state = await full(vehicleId);
      expect(state.inspections.map((r) => [r.condition_report_type_id, r.read_only])).toEqual([
        [2, false],
        [1, true],
      ]);
      const late = await server.call(original, { method: 'PUT', token: inspector, json: { description: 'late edit' } });
      expect(late.status).toBe(423);
      expect(await errorOf(late)).toMatchObject({
        code: 'report_approved',
        approved_report_id: reply.meta.approved_report_id,
        counterpart_condition_id: reply.response.vehicle_condition_id,
      });
      expect(await value(sql`SELECT count(*) FROM inspections WHERE vehicle_id = ${vehicleId} AND condition_report_type_id = 2`)).toBe(1);
    });

    it('names who wrote each report: the original its author, the approved report the user who approved it, whoever edits it next', async () => {
      const vehicleId = nextVehicle();
      const author = await signInAt('DAL', 'bmiller');
      const report = await createReport(vehicleId, author);
      const damage = v.parse(Condition, (await json<{ response: unknown }>(await addDamage(vehicleId, report.condition_report_id, hoodDent, author))).response);
      const path = `/v3/vehicles3/${vehicleId}/inspections/${report.condition_report_id}/conditions/${damage.vehicle_condition_id}`;
      expect((await server.call(path, { method: 'PUT', token: inspector, json: { repair_approved: 1 } })).status).toBe(200);
      const [approved] = (await full(vehicleId)).inspections;
      // A later edit of the approved report by its author changes who last wrote it, not who approved it.
      const edit = await server.call(`/v3/vehicles3/${vehicleId}/inspections/${approved?.condition_report_id}`, {
        method: 'PUT',
        token: author,
        json: { notes: 'Recon done' },
      });
      expect(edit.status).toBe(200);
      expect(
        (await full(vehicleId)).inspections.map((r) => [
          r.condition_report_type_id,
          r.created_by_user?.full_name,
          r.created_username,
          r.written_by_user?.full_name,
        ]),
      ).toEqual([
        [2, 'Marcus Bell', 'inspector', 'Brandon Miller'],
        [1, 'Brandon Miller', 'bmiller', 'Brandon Miller'],
      ]);
    });

    it('replays a write sent again with its Idempotency-Key: one damage, the first answer', async () => {
      const vehicleId = nextVehicle();
      const report = await createReport(vehicleId);
      const send = () =>
        server.call(`/v3/vehicles3/${vehicleId}/inspections/${report.condition_report_id}/conditions`, {
          method: 'POST',
          token: inspector,
          json: hoodDent,
          headers: { 'Idempotency-Key': `test-${vehicleId}-damage` },
        });
      const first = await send();
      const second = await send();
      expect(second.headers.get('idempotency-replayed')).toBe('true');
      expect(await second.json()).toEqual(await first.json());
      expect(await value(sql`SELECT count(*) FROM inspection_items WHERE condition_report_id = ${report.condition_report_id}`)).toBe(1);
    });
  });

  describe('photo markup', () => {
    /** The photos' SHA-256 as a device takes it of the bytes it sends: the server keeps them as sent. */
    const shaOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    const jpegSha = shaOf(smallJpeg());
    const shapes = [
      { type: 'circle', colour: 'red', cx: 0.5, cy: 0.4, r: 0.1 },
      { type: 'arrow', colour: 'yellow', x1: 0.1, y1: 0.9, x2: 0.45, y2: 0.45 },
      {
        type: 'stroke',
        colour: 'blue',
        points: [
          [0, 0],
          [0.25, 0.5],
          [1, 1],
        ],
      },
    ];
    const markup = { photo_sha256: jpegSha, shapes };

    /** A damage's paths, and its photo sent through the API as a device sends it. */
    function damageOf(vehicleId: number, reportId: number, conditionId: number) {
      const base = `/v3/vehicles3/${vehicleId}/inspections/${reportId}`;
      const path = `${base}/conditions/${conditionId}`;
      const upload = async (bytes: Uint8Array, name: string, type: string) => {
        const form = new FormData();
        form.append('photo', new Blob([bytes], { type }), name);
        const response = await server.call(`${path}/images`, { method: 'POST', token: inspector, body: form });
        expect(response.status).toBe(201);
        return v.parse(Condition, (await json<{ response: unknown }>(response)).response);
      };
      const edit = async (body: object) => {
        const response = await server.call(path, { method: 'PUT', token: inspector, json: body });
        expect(response.status).toBe(200);
        return v.parse(Condition, (await json<{ response: unknown }>(response)).response);
      };
      /** The markup every reader gives: the vehicle's read, the print data (both PDFs'), and, with a share link, the public page's JSON. */
      const shown = async (publicPath?: string) => {
        const read = (await full(vehicleId)).inspections.find((r) => r.condition_report_id === reportId)?.inspection_items[0]?.photo_markup;
        const printReply = await server.call(`${base}?with[]=inspection_items&with[]=vehicle_inspection_pdf`, { token: inspector });
        const print = (await json<{ response: Inspection }>(printReply)).response.inspection_items[0]?.photo_markup;
        const page = publicPath
          ? (await json<{ response: { damages: { photo_markup: unknown }[] } }>(await server.call(publicPath))).response.damages[0]?.photo_markup
          : undefined;
        return { read, print, page };
      };
      const stored = () => value<string | null>(sql`SELECT photo_markup FROM inspection_items WHERE vehicle_condition_id = ${conditionId}`);
      return { base, path, upload, edit, shown, stored };
    }

    it('the console’s order: a markup sent with its damage before its photo is kept, and shown once the photo it names arrives', async () => {
      const vehicleId = nextVehicle();
      const report = await createReport(vehicleId);
      // The outbox sends the new damage, its markup naming the photo by the device's hash, then the photo.
      const added = await addDamage(vehicleId, report.condition_report_id, { ...hoodDent, photo_markup: markup });
      expect(added.status).toBe(201);
      const damage = v.parse(Condition, (await json<{ response: unknown }>(added)).response);
      const { upload, edit, shown, stored } = damageOf(vehicleId, report.condition_report_id, damage.vehicle_condition_id);
      // Until the photo arrives the markup is kept, not shown: it is drawn over no photo.
      expect(damage.photo_markup).toBeNull();
      expect(JSON.parse((await stored()) ?? 'null')).toEqual(markup);
      expect(await shown()).toEqual({ read: null, print: null, page: undefined });
      const withPhoto = await upload(smallJpeg(), 'dent.jpg', 'image/jpeg');
      expect(withPhoto.image?.sha256).toBe(jpegSha);
      expect(withPhoto.photo_markup).toEqual(markup);
      expect(await shown()).toEqual({ read: markup, print: markup, page: undefined });

      // An edit that does not name the markup keeps it; one that sends another replaces it; null removes it.
      expect((await edit({ description: 'By the hinge' })).photo_markup).toEqual(markup);
      const one = { photo_sha256: jpegSha, shapes: [shapes[0]] };
      expect((await edit({ photo_markup: one })).photo_markup).toEqual(one);
      expect((await edit({ photo_markup: null })).photo_markup).toBeNull();
      expect(await stored()).toBeNull();

      // The approved report's copy shares the photo, and so its markup.
      await edit({ photo_markup: markup });
      expect((await edit({ repair_approved: 1 })).photo_markup).toEqual(markup);
      expect((await full(vehicleId)).inspections.map((r) => r.inspection_items[0]?.photo_markup)).toEqual([markup, markup]);
    });

    it('a photo replaced through the API alone takes the old markup off the read, the print data and the public page', async () => {
      const vehicleId = nextVehicle();
      const report = await createReport(vehicleId);
      const damage = v.parse(Condition, (await json<{ response: unknown }>(await addDamage(vehicleId, report.condition_report_id))).response);
      const { upload, edit, shown, stored } = damageOf(vehicleId, report.condition_report_id, damage.vehicle_condition_id);
      await upload(smallJpeg(), 'dent.jpg', 'image/jpeg');
      expect((await edit({ photo_markup: markup })).photo_markup).toEqual(markup);
      const secret = randomBytes(16).toString('base64url');
      await server.query(sql`INSERT INTO report_links (vehicle_id, secret) VALUES (${vehicleId}, ${secret})`);
      const publicPath = `/v3/site/DAL/condition-report/${secret}`;
      expect(await shown(publicPath)).toEqual({ read: markup, print: markup, page: markup });

      // Another client sends a new photo, and no markup: the circles drawn on the old one are not drawn over it.
      const replaced = await upload(smallPng(), 'dent.png', 'image/png');
      expect(replaced.image?.sha256).toBe(shaOf(smallPng()));
      expect(replaced.photo_markup).toBeNull();
      expect(await shown(publicPath)).toEqual({ read: null, print: null, page: null });
      // Kept, as the outbox's order needs: the same photo back (the same bytes) has its marks again.
      expect(JSON.parse((await stored()) ?? 'null')).toEqual(markup);
      expect((await upload(smallJpeg(), 'dent.jpg', 'image/jpeg')).photo_markup).toEqual(markup);
      // A markup for the new photo is shown over it; a removed photo takes it off.
      const onPng = { photo_sha256: shaOf(smallPng()), shapes: [shapes[1]] };
      await upload(smallPng(), 'dent.png', 'image/png');
      expect((await edit({ photo_markup: onPng })).photo_markup).toEqual(onPng);
      expect(await shown(publicPath)).toEqual({ read: onPng, print: onPng, page: onPng });
      const photoId = (await full(vehicleId)).inspections[0]?.inspection_items[0]?.image?.id;
      const removed = await server.call(`/v3/vehicles3/${vehicleId}/inspections/${report.condition_report_id}/images/${photoId}`, {
        method: 'DELETE',
        token: inspector,
      });
      expect((await json<{ response: Condition }>(removed)).response).toMatchObject({ image: null, photo_markup: null });
      expect(await shown(publicPath)).toEqual({ read: null, print: null, page: null });
    });

    it('refuses bad markup with a 400 that says what is wrong, and stores nothing', async () => {
      const vehicleId = nextVehicle();
      const report = await createReport(vehicleId);
      const refusal = async (photoMarkup: unknown) => {
        const response = await addDamage(vehicleId, report.condition_report_id, { ...hoodDent, photo_markup: photoMarkup });
        expect(response.status).toBe(400);
        return (await errorOf(response)).message;
      };
      const circle = shapes[0];
      const on = (drawn: unknown[]) => ({ photo_sha256: jpegSha, shapes: drawn });
      expect(await refusal(on([{ ...circle, cx: 1.2 }]))).toBe("photo_markup: shape 1: cx must be a number from 0 to 1 (a fraction of the photo's width)");
      expect(await refusal(on([circle, { ...shapes[1], y2: -0.01 }]))).toBe(
        "photo_markup: shape 2: y2 must be a number from 0 to 1 (a fraction of the photo's height)",
      );
      expect(await refusal(on([{ type: 'square', colour: 'red', x: 0.1, y: 0.1 }]))).toBe(
        'photo_markup: shape 1: unknown shape "square"; a shape is a circle, an arrow or a stroke',
      );
      const points = Array.from({ length: 501 }, (_, i): [number, number] => [i / 501, 0.5]);
      expect(await refusal(on([{ type: 'stroke', colour: 'red', points }]))).toBe('photo_markup: shape 1: a stroke has from 2 to 500 points');
      const many = Array.from({ length: 4 }, () => ({ type: 'stroke', colour: 'red', points: points.slice(0, 400) }));
      expect(await refusal(on(many))).toBe('photo_markup: at most 1500 points in all (this one has 1600)');
      expect(await refusal(on(Array.from({ length: 51 }, () => circle)))).toBe('photo_markup: at most 50 shapes (this one has 51)');
      expect(await refusal(on([{ ...circle, colour: 'pink' }]))).toBe('photo_markup: shape 1: colour must be one of red, yellow, blue, white');
      expect(await refusal([circle])).toBe(
        'photo_markup: a markup is an object with the photo it was drawn on and its shapes: { "photo_sha256": "…", "shapes": [...] }',
      );
      // The photo it was drawn on: missing, or not a SHA-256 as the server writes it.
      const named =
        "photo_markup: photo_sha256 must name the photo the markup was drawn on by its SHA-256: 64 lowercase hex digits, as the damage's image.sha256";
      expect(await refusal({ shapes: [circle] })).toBe(named);
      expect(await refusal({ photo_sha256: jpegSha.toUpperCase(), shapes: [circle] })).toBe(named);
      expect(await refusal({ photo_sha256: jpegSha.slice(0, 12), shapes: [circle] })).toBe(named);
      expect(await refusal({ photo_sha256: 42, shapes: [circle] })).toBe(named);
      expect(await value(sql`SELECT count(*) FROM inspection_items WHERE condition_report_id = ${report.condition_report_id}`)).toBe(0);

      const good = v.parse(Condition, (await json<{ response: unknown }>(await addDamage(vehicleId, report.condition_report_id))).response);
      const { path, stored } = damageOf(vehicleId, report.condition_report_id, good.vehicle_condition_id);
      const edit = await server.call(path, { method: 'PUT', token: inspector, json: { photo_markup: on([{ ...circle, r: 0 }]) } });
      expect(edit.status).toBe(400);
      expect((await errorOf(edit)).message).toBe("photo_markup: shape 1: r must be a number over 0 and at most 1 (a fraction of the photo's width)");
      const unnamed = await server.call(path, { method: 'PUT', token: inspector, json: { photo_markup: { photo_sha256: 'not a hash', shapes: [circle] } } });
      expect(unnamed.status).toBe(400);
      expect((await errorOf(unnamed)).message).toBe(named);
      expect(await stored()).toBeNull();
    });
  });

  describe('damage photos', () => {
    it('keeps one JPG or PNG per damage, with the SHA-256 of the stored bytes; a new one replaces the old, a delete removes it', async () => {
      const vehicleId = nextVehicle();
      const report = await createReport(vehicleId);
      const damage = v.parse(Condition, (await json<{ response: unknown }>(await addDamage(vehicleId, report.condition_report_id))).response);
      const base = `/v3/vehicles3/${vehicleId}/inspections/${report.condition_report_id}`;
      const upload = (bytes: Uint8Array, name: string, type: string) => {
        const form = new FormData();
        form.append('photo', new Blob([bytes], { type }), name);
        return server.call(`${base}/conditions/${damage.vehicle_condition_id}/images`, { method: 'POST', token: inspector, body: form });
      };
      expect((await upload(smallWebp(), 'dent.webp', 'image/webp')).status).toBe(415);
      const first = await upload(smallJpeg(), 'dent.jpg', 'image/jpeg');
      expect(first.status).toBe(201);
      const withPhoto = v.parse(Condition, (await json<{ response: unknown }>(first)).response);
      const stored = await value<string>(sql`SELECT image_file_path FROM condition_images WHERE id = ${withPhoto.image?.id}`);
      expect(withPhoto.image?.sha256).toBe(
        createHash('sha256')
          .update(readFileSync(join(server.photoDir, stored)))
          .digest('hex'),
      );
      expect((await server.call(withPhoto.image?.small ?? '')).status).toBe(200);

      const second = v.parse(Condition, (await json<{ response: unknown }>(await upload(smallPng(), 'dent.png', 'image/png'))).response);
      expect(await value(sql`SELECT count(*) FROM condition_images WHERE vehicle_condition_id = ${damage.vehicle_condition_id}`)).toBe(1);
      expect(existsSync(join(server.photoDir, stored))).toBe(false);

      const removed = await server.call(`${base}/images/${second.image?.id}`, { method: 'DELETE', token: inspector });
      expect(removed.status).toBe(200);
      expect((await json<{ response: Condition }>(removed)).response).toMatchObject({ has_image: 'N', image: null });
      expect(await value(sql`SELECT count(*) FROM condition_images WHERE vehicle_condition_id = ${damage.vehicle_condition_id}`)).toBe(0);
    });

    it('dates a photo by when the device took it (captured_at), never later than its arrival; the arrival where none is sent; a bad time is a 400 that stores nothing', async () => {
      const vehicleId = nextVehicle();
      const report = await createReport(vehicleId);
      const damage = v.parse(Condition, (await json<{ response: unknown }>(await addDamage(vehicleId, report.condition_report_id))).response);
      const path = `/v3/vehicles3/${vehicleId}/inspections/${report.condition_report_id}/conditions/${damage.vehicle_condition_id}/images`;
      const upload = async (capturedAt?: string) => {
        const form = new FormData();
        if (capturedAt !== undefined) form.append('captured_at', capturedAt);
        form.append('photo', new Blob([smallJpeg()], { type: 'image/jpeg' }), 'dent.jpg');
        return server.call(path, { method: 'POST', token: inspector, body: form });
      };
      const capturedOf = async (response: Response) => {
        expect(response.status).toBe(201);
        return v.parse(Condition, (await json<{ response: unknown }>(response)).response).image?.captured_at;
      };

      // Taken offline two hours ago, uploaded now (the time in another zone's notation).
      const taken = new Date(Date.now() - 2 * 3600_000);
      const inChicago = new Date(taken.getTime() - 6 * 3600_000).toISOString().replace('Z', '-06:00');
      expect(await capturedOf(await upload(inChicago))).toBe(taken.toISOString());
      // A device clock a day ahead: the photo cannot have been taken after it arrived.
      const before = Date.now();
      const ahead = Date.parse((await capturedOf(await upload(new Date(Date.now() + 86_400_000).toISOString()))) ?? '');
      expect(ahead).toBeGreaterThanOrEqual(before);
      expect(ahead).toBeLessThanOrEqual(Date.now());
      // None sent (an older client): the arrival.
      const arrival = Date.parse((await capturedOf(await upload())) ?? '');
      expect(arrival).toBeGreaterThanOrEqual(before);

      // Not a time, no zone, or a day or time that does not exist (Date.parse took 30 February for 2 March), or before any tablet.
      const impossible = [
        '2026-02-30T10:00:00Z',
        '2025-02-29T10:00:00Z',
        '2026-01-01T24:00Z',
        '2026-01-01T10:60:00Z',
        '2026-01-01T10:00:00+24:00',
        '0001-01-01T00:00Z',
      ];
      for (const bad of ['yesterday', '2026-12-04 10:42', '2026-12-04T10:42:00', '2026-13-40T10:42:00Z', ...impossible]) {
        const refused = await upload(bad);
        expect(refused.status, bad).toBe(400);
        expect(await json(refused)).toMatchObject({
          error: { message: 'The field captured_at must be a time that exists, from 2000 on, in ISO 8601 with its zone, such as 2026-12-04T10:42:00Z' },
        });
      }
      // A leap day that exists is taken.
      expect(await capturedOf(await upload('2024-02-29T10:00:00Z'))).toBe('2024-02-29T10:00:00.000Z');
      expect(await value(sql`SELECT count(*) FROM condition_images WHERE vehicle_condition_id = ${damage.vehicle_condition_id}`)).toBe(1);
    });
  });

  describe('the vehicle’s condition fields', () => {
    it('refuses each bad value with a 400 that names it, and takes good ones with a new ETag', async () => {
      const vehicleId = nextVehicle();
      const state = await full(vehicleId);
      const put = (body: object, headers: Record<string, string> = {}) =>
        server.call(`/v3/vehicles3/${vehicleId}?with[]=equipment`, { method: 'PUT', token: inspector, json: body, headers });
      const bad = { ...emptyTires, leftFront: { ...emptyTires.leftFront, treadDepth: 21 } };
      expect((await errorOf(await put({ tires: bad }))).message).toBe('tires.leftFront.treadDepth must be a whole number from 0 to 20');
      expect((await errorOf(await put({ tires: { ...emptyTires, rightRear: { ...emptyTires.rightRear, brand_id: 80 } } }))).message).toMatch(
        /^tires.rightRear.brand_id/,
      );
      expect((await put({ keys_count: 5 })).status).toBe(400);
      expect((await put({ drivable: 2 })).status).toBe(400);
      // A tyre field the API does not keep is refused, not dropped.
      expect((await errorOf(await put({ tires: { ...emptyTires, leftFront: { ...emptyTires.leftFront, pressure: 32 } } }))).message).toBe(
        "Field 'tires.leftFront.pressure' cannot be written",
      );
      expect((await errorOf(await put({ tires: { ...emptyTires, spare: emptyTires.leftFront } }))).message).toBe("Field 'tires.spare' cannot be written");
      const good = await put({ keys_count: 0, drivable: 0 }, { 'If-Match': state.etag });
      expect(good.status).toBe(200);
      const after = v.parse(InspectionVehicle, (await json<{ response: unknown }>(good)).response);
      expect(after).toMatchObject({ keys_count: 0, drivable: 0 });
      expect(after.etag).not.toBe(state.etag);
      expect((await put({ keys_count: 2 }, { 'If-Match': state.etag })).status).toBe(412);
      // A body style code is stored as the catalogue spells it: no padding, upper case, blank is none.
      const bodyType = async (sent: string) =>
        v.parse(InspectionVehicle, (await json<{ response: unknown }>(await put({ body_type: sent }))).response).body_type;
      expect(await bodyType('  suv ')).toBe('SUV');
      expect(await bodyType('   ')).toBeNull();
    });
  });

  describe('site switches and per-site permissions', () => {
    it('takes whole-number grades only at ATL, and refuses a typed grade where autograde grades', async () => {
      const atlWriter = await signInAt('ATL', 'jwalker');
      const atlVehicle = await value(
        sql`SELECT vehicle_id FROM vehicles v WHERE site_id = 2 AND vehicle_status_id IN (1, 2, 3) AND NOT EXISTS (SELECT 1 FROM inspections i WHERE i.vehicle_id = v.vehicle_id) ORDER BY vehicle_id LIMIT 1`,
      );
      const report = await createReport(atlVehicle, atlWriter);
      const grade = (value: number, token: string, vehicleId: number, reportId: number) =>
        server.call(`/v3/vehicles3/${vehicleId}/inspections/${reportId}?with[]=inspection_items`, { method: 'PUT', token, json: { grade: value } });
      expect((await errorOf(await grade(3.5, atlWriter, atlVehicle, report.condition_report_id))).message).toBe('Grade must be a whole number at this site');
      expect((await grade(3, atlWriter, atlVehicle, report.condition_report_id)).status).toBe(200);
      // At PHX (neither autograde nor whole numbers) a grade within a float's noise of one decimal is stored at that decimal:
      // kept as sent, 4.99999999999 was shown 5.0 and described as a 4.9.
      const phxWriter = await signInAt('PHX', 'lnguyen');
      const phxVehicle = await value(
        sql`SELECT vehicle_id FROM vehicles v WHERE site_id = (SELECT id FROM sites WHERE code = 'PHX') AND vehicle_status_id IN (1, 2, 3)
             AND NOT EXISTS (SELECT 1 FROM inspections i WHERE i.vehicle_id = v.vehicle_id) ORDER BY vehicle_id LIMIT 1`,
      );
      const phxReport = await createReport(phxVehicle, phxWriter);
      const noisy = await grade(4.99999999999, phxWriter, phxVehicle, phxReport.condition_report_id);
      expect((await json<{ response: Inspection }>(noisy)).response.grade).toBe(5);
      expect(await value(sql`SELECT grade FROM inspections WHERE condition_report_id = ${phxReport.condition_report_id}`)).toBe(5);
      const dalVehicle = nextVehicle();
      const dalReport = await createReport(dalVehicle);
      expect((await errorOf(await grade(3, inspector, dalVehicle, dalReport.condition_report_id))).message).toBe(
        'The grade is computed by autograde at this site; it cannot be typed.',
      );
    });

    it('checks condition_writer at the site the vehicle is at, not at the user’s active site', async () => {
      const user = await value(sql`SELECT id FROM users WHERE username = 'cortega'`);
      await server.query(sql`DELETE FROM user_securities WHERE user_id = ${user} AND site_id = (SELECT id FROM sites WHERE code = 'PHX')`);
      const token = await signInAt('DAL', 'cortega');
      const phx = await value(
        sql`SELECT vehicle_id FROM vehicles v WHERE site_id = (SELECT id FROM sites WHERE code = 'PHX') AND vehicle_status_id IN (1, 2, 3) ORDER BY vehicle_id LIMIT 1`,
      );
      const refused = await server.call(`/v3/vehicles3/${phx}/inspections`, { method: 'POST', token, json: {} });
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toMatch(/at PHX/);
      expect((await full(phx, token)).can_write).toBe(false);
      expect((await server.call(`/v3/vehicles3/${nextVehicle()}/inspections`, { method: 'POST', token, json: {} })).status).toBe(201);
    });

    it('answers another site’s report, damage or photo exactly as one that does not exist (same 404, same message)', async () => {
      // An ATL report with a damage and a photo (the inspector signs in at DAL only).
      const [foreign] = await server.query<{ report: number; vehicle: number; condition: number; image: number }>(
        sql`SELECT i.condition_report_id AS report, i.vehicle_id AS vehicle, c.vehicle_condition_id AS condition, ci.id AS image
           FROM inspections i JOIN vehicles v ON v.vehicle_id = i.vehicle_id
           JOIN inspection_items c ON c.condition_report_id = i.condition_report_id
           JOIN condition_images ci ON ci.vehicle_condition_id = c.vehicle_condition_id
           WHERE v.site_id = 2 AND i.deleted_at IS NULL ORDER BY ci.id LIMIT 1`,
      );
      if (!foreign) throw new Error('the seed has no ATL report with a damage photo');
      expect(foreign).toBeDefined();
      const missing = 999_999_999;
      const own = nextVehicle();
      const ownReport = (await createReport(own)).condition_report_id;
      const outcome = async (method: 'GET' | 'PUT' | 'DELETE', path: string, json?: object) => {
        const response = await server.call(path, { method, token: inspector, json });
        return [response.status, (await errorOf(response)).message];
      };
      const pairs: [string, 'GET' | 'PUT' | 'DELETE', (report: number, vehicle: number) => string, object?][] = [
        ['GET /v3/inspections/{id}', 'GET', (report) => `/v3/inspections/${report}?with[]=inspection_items`],
        ['GET /v3/vehicles3/{its vehicle}/inspections/{id}', 'GET', (report, vehicle) => `/v3/vehicles3/${vehicle}/inspections/${report}`],
        ['GET /v3/vehicles3/{own vehicle}/inspections/{id}', 'GET', (report) => `/v3/vehicles3/${own}/inspections/${report}`],
        ['PUT /v3/vehicles3/{own vehicle}/inspections/{id}', 'PUT', (report) => `/v3/vehicles3/${own}/inspections/${report}`, { comments: 'x' }],
        ['DELETE /v3/vehicles3/{own vehicle}/inspections/{id}', 'DELETE', (report) => `/v3/vehicles3/${own}/inspections/${report}`],
        ['PUT a damage of another report', 'PUT', (report) => `/v3/vehicles3/${own}/inspections/${report}/conditions/1`, { labor_cost: 1 }],
      ];
      for (const [name, method, path, body] of pairs) {
        const [status, message] = await outcome(method, path(foreign.report, foreign.vehicle), body);
        expect([status, message], name).toEqual(await outcome(method, path(missing, foreign.vehicle), body));
        expect([status, message], name).toEqual([404, 'Inspection not found']);
      }
      // A damage or a photo of an ATL report, through the caller's own report.
      const ownPath = `/v3/vehicles3/${own}/inspections/${ownReport}`;
      for (const [name, method, path, body] of [
        ['PUT a damage', 'PUT', (id: number) => `${ownPath}/conditions/${id}`, { labor_cost: 1 }],
        ['DELETE a damage', 'DELETE', (id: number) => `${ownPath}/conditions/${id}`],
        ['DELETE a photo', 'DELETE', (id: number) => `${ownPath}/images/${id}`],
      ] as const) {
        const id = name.endsWith('photo') ? foreign.image : foreign.condition;
        expect(await outcome(method, path(id), body), name).toEqual(await outcome(method, path(missing), body));
      }
      // The vehicle's own routes: another site's vehicle is answered as a vehicle that does not exist.
      const vehicleRefusal = async (vehicle: number) =>
        (await outcome('GET', `/v3/vehicles3/${vehicle}/full`)).map((part) => String(part).replace(String(vehicle), '{id}'));
      expect(await vehicleRefusal(foreign.vehicle)).toEqual(await vehicleRefusal(missing));
    });

    it('deletes a report only where inspection_delete is on', async () => {
      const vehicleId = nextVehicle();
      const report = await createReport(vehicleId);
      const removed = await server.call(`/v3/vehicles3/${vehicleId}/inspections/${report.condition_report_id}`, { method: 'DELETE', token: inspector });
      expect(removed.status).toBe(200);
      expect((await full(vehicleId)).inspections).toEqual([]);
    });
  });
});

describe('the inspection API on both engines', () => {
  it('answers the replayed calls with the same bytes, but for what two runs may differ in', () => {
    const [sqlite, postgres] = [replays.get('SQLite'), replays.get('PostgreSQL')];
    if (!sqlite || !postgres) throw new Error('the replay did not run on both engines');
    expect(postgres.answers.length).toBe(sqlite.answers.length);
    sqlite.answers.forEach((answer, index) => {
      expect(comparable(postgres.answers[index] ?? '', postgres.began)).toBe(comparable(answer, sqlite.began));
    });
  });
});
