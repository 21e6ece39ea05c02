/**
 * The inspection API (docs/API.md "Inspections"; ADR 0018): the inspection state of a vehicle,
 * its condition fields and
 * tyres, reports, damages and their photos, the damage catalogue and the action codes.
 *
 * Every write: the vehicle in the caller's sites (404), condition_writer at the vehicle's site
 * (403), a status that allows it and a report not replaced by an approved one (423), the
 * record's ETag when If-Match is sent (412), the body checked by the contract's rules (400);
 * then the write, the report's total and autograde, and the stored idempotent answer in one
 * transaction (writeOnce), which first takes the vehicle's lock (writes.ts
 * lockVehicleInspection: on PostgreSQL, writes do not otherwise wait for one another) and then
 * checks again what it relies on. Files are written and flushed before that transaction, and
 * replaced or deleted files removed after it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { conditionLabel } from '../../src/contract/autograde.ts';
import {
  approvesReport,
  combinationIssue,
  damageMissing,
  gradeIssue,
  normalizeReportText,
  storedGrade,
  type DamageChoice,
} from '../../src/contract/inspection-rules.ts';
import {
  ConditionCreate,
  conditionPhotoCapturedField,
  conditionPhotoField,
  earliestCaptureYear,
  parseCapturedAt,
  ConditionUpdate,
  InspectionCreate,
  InspectionUpdate,
  VehicleConditionUpdate,
  type AutogradeMeta,
  type InspectionVehicle,
} from '../../src/contract/inspections.ts';
import { tiresIssue } from '../../src/contract/tires.ts';
import type { Actor } from '../auth/actor.ts';
import { actorOf } from '../auth/middleware.ts';
import { readBody } from '../http/body.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { writeOnce } from '../http/idempotency.ts';
import { isMultipart, parseMultipart } from '../http/multipart.ts';
import { maxImageBytes, maxJsonBytes, maxRequestBytes, readRawBody, tooLarge } from '../http/raw-body.ts';
import { checkUploadedImage } from '../media/image-file.ts';
import { uploadFolder } from '../media/photo-store.ts';
import { checkIfMatch, inspectionAccess, writableReport, type InspectionVehicleRow } from '../inspections/access.ts';
import { catalogueOf, drilldownReply, type Catalogue } from '../inspections/catalogue.ts';
import { grading, storedTires } from '../inspections/grade.ts';
import { approvedAmong, presentCondition, presentReport, reportReply, reportRows, vehicleEtag, type ReportRow } from '../inspections/reports.ts';
import { vehicleCondition } from '../inspections/vehicle-condition.ts';
import { fileInUse, inspectionWrites, lockVehicleInspection } from '../inspections/writes.ts';
import { conditionReportSources } from '../reports/condition-report-source.ts';
import { printVariantWidths, queuePrintVariant } from '../reports/print-variant.ts';

const id = (text: string, what: string) => {
  if (!/^\d{1,12}$/.test(text)) throw notFound(`${what} not found`);
  return Number(text);
};

export function inspectionRoutes({ db, engine, photos, uploadMoments }: Deps) {
  const reads = reportRows(db);
  const vehicleFields = vehicleCondition(db);
  const access = inspectionAccess(db, engine);
  const regrade = grading(db, reads);
  // The catalogue is read on first use (a test database may fill its lookup tables after the
  // app is made), and awaited before a write transaction opens (catalogue.ts).
  const writesWith = (catalogue: Catalogue) => inspectionWrites(db, catalogue);
  const writes = async () => writesWith(await catalogueOf(db));

  /** The reports the screen shows: the current one, then the original it replaced (if any). */
  async function shownReports(vehicleId: number) {
    const reports = await reads.ofVehicle(vehicleId);
    const approved = approvedAmong(reports);
    const current = approved ?? reports[0];
    if (!current) return [];
    const original = approved ? reports.find((report) => report.condition_report_id === approved.original_report_id) : undefined;
    return [
      presentReport(current, await reads.conditionsOf(current.condition_report_id), false),
      ...(original ? [presentReport(original, await reads.conditionsOf(original.condition_report_id), true)] : []),
    ];
  }

  async function fullReply(actor: Actor, vehicleId: string): Promise<InspectionVehicle> {
    const row = await access.visibleVehicle(actor, vehicleId);
    const base = (await engine.get('vehicles_full', vehicleId, new URLSearchParams('withAdd=1'), actor)) as Record<string, unknown>;
    const imageQuery = new URLSearchParams({ page: '1', per_page: '1000', 'filters[0]': `vehicle_id|eq|${row.vehicle_id}` });
    imageQuery.append('order_by[]', 'main_image|desc');
    imageQuery.append('order_by[]', 'created_at|desc');
    const images = (await engine.list('vehicle_images', imageQuery, actor)).data;
    const inspections = await shownReports(row.vehicle_id);
    const current = inspections[0];
    const switches = await access.switches(row.site_id);
    return {
      ...(base as Omit<InspectionVehicle, 'site_code'>),
      vehicle_id: row.vehicle_id,
      site_code: row.site_code,
      keys_count: row.keys_count,
      drivable: row.drivable === 1 ? 1 : row.drivable === 0 ? 0 : null,
      body_type: row.body_type,
      body_style: row.body_style,
      vehicle_status_id: row.vehicle_status_id,
      tires: storedTires(row.tires),
      vehicle_positions: (base.vehicle_positions as InspectionVehicle['vehicle_positions'] | undefined) ?? [],
      vehicle_images: images as InspectionVehicle['vehicle_images'],
      equipment: await vehicleFields.equipmentOf(row.vehicle_id),
      overall_condition_object: current ? { grade: current.grade, description: conditionLabel(current.grade) } : null,
      inspections,
      body_styles: await vehicleFields.bodyStyles(),
      inspection_config: {
        integration_autograde: switches.autograde,
        mobile_grade_whole_numbers: switches.wholeNumbers,
        mobile_inspection_severity_required: switches.severityRequired,
        inspection_delete: switches.deleteEnabled,
      },
      can_write: await access.canWrite(actor, row.site_id),
      etag: vehicleEtag(row),
    };
  }

  /** The reply of a write: the record, the autograde outcome in meta, the ETag header. */
  const answer = (status: 200 | 201, response: { etag?: string }, meta?: AutogradeMeta) => ({
    status,
    body: meta ? { response, meta } : { response },
    headers: response.etag ? { ETag: response.etag } : undefined,
  });

  /** Removes files a committed write no longer names (a replaced or deleted photo), unless a copy still does. */
  async function removeUnused(paths: readonly (string | null)[]): Promise<void> {
    for (const path of paths) if (path && !(await fileInUse(db, path))) void photos.removeUpload(path);
  }

  /** The current report's id after a write to `reportId` (an approval makes the approved report current). */
  const regradeCurrent = async (vehicle: InspectionVehicleRow, reportId: number) => {
    const switches = await access.switches(vehicle.site_id);
    return regrade(reportId, switches.autograde, switches.wholeNumbers);
  };

  const app = new Hono<AppEnv>();

  app.get('/:vehicleId/full', async (c) => {
    const reply = await fullReply(actorOf(c), c.req.param('vehicleId'));
    c.header('ETag', reply.etag);
    return c.json({ response: reply });
  });

  // The vehicle's condition fields: keys, body type and style, drivable, tyres.
  app.put('/:vehicleId', async (c) => {
    const actor = actorOf(c);
    const vehicle = await access.writableVehicle(actor, c.req.param('vehicleId'));
    const body = await readBody(c, VehicleConditionUpdate);
    if (body.tires) {
      const issue = tiresIssue(body.tires);
      if (issue) throw badRequest(issue);
      for (const wheel of [body.tires.leftFront, body.tires.rightFront, body.tires.leftRear, body.tires.rightRear]) {
        if (wheel.brand_id !== null && !(await vehicleFields.isTyreBrand(wheel.brand_id))) {
          throw badRequest(`Unknown tyre brand ${wheel.brand_id}`);
        }
      }
    }
    if (body.body_style != null && !(await vehicleFields.isBodyStyle(body.body_style))) throw badRequest(`Unknown body_style ${body.body_style}`);
    return writeOnce(c, db, async () => {
      await lockVehicleInspection(db, vehicle.vehicle_id);
      const now = await access.visibleVehicle(actor, String(vehicle.vehicle_id));
      await checkIfMatch(c, vehicleEtag(now), () => fullReply(actor, String(vehicle.vehicle_id)));
      await vehicleFields.update(vehicle.vehicle_id, { ...body, tires: body.tires === undefined ? undefined : JSON.stringify(body.tires) });
      const current = (await shownReports(vehicle.vehicle_id))[0];
      const meta = current ? await regradeCurrent(vehicle, current.condition_report_id) : undefined;
      return answer(200, await fullReply(actor, String(vehicle.vehicle_id)), meta);
    });
  });

  // A new report; the vehicle's current one when it has one already (two tablets that both
  // started a report offline write into one, and nothing either wrote waits behind a refusal).
  app.post('/:vehicleId/inspections', async (c) => {
    const actor = actorOf(c);
    const vehicle = await access.writableVehicle(actor, c.req.param('vehicleId'));
    // An empty body, or the report's first comment and note as JSON; a body of another kind is
    // refused (it was ignored, and the text it carried lost under a 201).
    const json = (c.req.header('content-type') ?? '').includes('application/json');
    if (!json && (await readRawBody(c, maxJsonBytes, 'The body')).byteLength > 0) throw badRequest('The body must be JSON (Content-Type: application/json)');
    const body = json ? await readBody(c, InspectionCreate) : {};
    const text = {
      comments: body.comments == null ? null : normalizeReportText(body.comments) || null,
      notes: body.notes == null ? null : normalizeReportText(body.notes) || null,
    };
    const write = await writes();
    return writeOnce(c, db, async () => {
      // Under the vehicle's lock (writes.ts openReport): two creations at once make one report.
      const opened = await write.openReport(vehicle.vehicle_id, actor, text);
      if (!opened.created) {
        // The vehicle has its report: the comment and note sent are written into it, as a PUT
        // without If-Match would write them, not dropped under a 200.
        const sent = Object.fromEntries(Object.entries(text).filter(([, value]) => value !== null));
        if (Object.keys(sent).length > 0) await write.updateReport(opened.reportId, actor, sent);
        return answer(200, await reportReply(reads, (await reads.byId(opened.reportId)) as ReportRow));
      }
      const meta = await regradeCurrent(vehicle, opened.reportId);
      return answer(201, await reportReply(reads, (await reads.byId(opened.reportId)) as ReportRow), meta);
    });
  });

  app.put('/:vehicleId/inspections/:reportId', async (c) => {
    const actor = actorOf(c);
    const vehicle = await access.writableVehicle(actor, c.req.param('vehicleId'));
    const body = await readBody(c, InspectionUpdate);
    const switches = await access.switches(vehicle.site_id);
    if (body.grade !== undefined) {
      if (switches.autograde) throw badRequest('The grade is computed by autograde at this site; it cannot be typed.');
      const issue = gradeIssue(body.grade, switches.wholeNumbers);
      if (issue) throw badRequest(issue);
    }
    const write = await writes();
    return writeOnce(c, db, async () => {
      await lockVehicleInspection(db, vehicle.vehicle_id);
      const report = await writableReport(reads, db, vehicle.vehicle_id, c.req.param('reportId'));
      await checkIfMatch(c, (await reportReply(reads, report)).etag, () => reportReply(reads, report));
      const fields: InspectionUpdate = {
        ...(body.grade !== undefined ? { grade: storedGrade(body.grade) } : {}),
        ...(body.comments !== undefined ? { comments: normalizeReportText(body.comments) || null } : {}),
        ...(body.notes !== undefined ? { notes: normalizeReportText(body.notes) || null } : {}),
      };
      await write.updateReport(report.condition_report_id, actor, fields);
      const meta = await regradeCurrent(vehicle, report.condition_report_id);
      return answer(200, await reportReply(reads, (await reads.byId(report.condition_report_id)) as ReportRow), meta);
    });
  });

  app.delete('/:vehicleId/inspections/:reportId', async (c) => {
    const actor = actorOf(c);
    const vehicle = await access.writableVehicle(actor, c.req.param('vehicleId'));
    if (!(await access.switches(vehicle.site_id)).deleteEnabled)
      throw new HttpError(403, 'Deleting inspections is not enabled at this site (configuration inspection_delete).');
    const write = await writes();
    return writeOnce(c, db, async () => {
      await lockVehicleInspection(db, vehicle.vehicle_id);
      const report = await writableReport(reads, db, vehicle.vehicle_id, c.req.param('reportId'));
      await checkIfMatch(c, (await reportReply(reads, report)).etag, () => reportReply(reads, report));
      await write.deleteReport(report.condition_report_id, report.original_report_id);
      return { status: 200, body: { response: { deleted: true, condition_report_id: report.condition_report_id } } };
    });
  });

  /** The damage choice after a write, checked by the contract's rules with the site's switches. */
  async function checkDamage(vehicle: InspectionVehicleRow, catalogue: Catalogue, choice: DamageChoice, actionCode: string | null | undefined): Promise<void> {
    const switches = await access.switches(vehicle.site_id);
    const missing = damageMissing(choice, switches.severityRequired);
    if (missing) throw badRequest(missing);
    const issue = combinationIssue(catalogue, choice, switches.autograde);
    if (issue) throw badRequest(issue);
    if (actionCode != null && !catalogue.actionByCode.has(actionCode)) throw badRequest(`Unknown action code ${actionCode}`);
  }

  app.post('/:vehicleId/inspections/:reportId/conditions', async (c) => {
    const actor = actorOf(c);
    const vehicle = await access.writableVehicle(actor, c.req.param('vehicleId'));
    const body = await readBody(c, ConditionCreate);
    const catalogue = await catalogueOf(db);
    await checkDamage(
      vehicle,
      catalogue,
      { item_code: body.item_code, damage_code: body.damage_code, severity_code: body.severity_code ?? null },
      body.action_code,
    );
    const write = writesWith(catalogue);
    return writeOnce(c, db, async () => {
      await lockVehicleInspection(db, vehicle.vehicle_id);
      const report = await writableReport(reads, db, vehicle.vehicle_id, c.req.param('reportId'));
      const conditionId = await write.createCondition(report.condition_report_id, actor, body);
      const meta = await regradeCurrent(vehicle, report.condition_report_id);
      return answer(201, presentCondition((await reads.conditionById(conditionId))!), meta);
    });
  });

  app.put('/:vehicleId/inspections/:reportId/conditions/:conditionId', async (c) => {
    const actor = actorOf(c);
    const vehicle = await access.writableVehicle(actor, c.req.param('vehicleId'));
    const conditionId = id(c.req.param('conditionId'), 'Damage');
    const body = await readBody(c, ConditionUpdate);
    const catalogue = await catalogueOf(db);
    const write = writesWith(catalogue);
    return writeOnce(c, db, async () => {
      await lockVehicleInspection(db, vehicle.vehicle_id);
      const report = await writableReport(reads, db, vehicle.vehicle_id, c.req.param('reportId'), conditionId);
      const current = await reads.conditionById(conditionId);
      if (!current || current.condition_report_id !== report.condition_report_id) throw notFound('Damage not found');
      await checkIfMatch(c, presentCondition(current).etag, () => presentCondition(current));
      const choice: DamageChoice = {
        item_code: body.item_code ?? current.item_code,
        damage_code: body.damage_code ?? current.damage_code,
        severity_code: body.severity_code === undefined ? current.severity_code : body.severity_code,
      };
      await checkDamage(vehicle, catalogue, choice, body.action_code);
      const approvedAfter = (body.repair_approved ?? current.repair_approved) === 1;
      if ((body.damage_repaired ?? current.damage_repaired) === 1 && !approvedAfter)
        throw badRequest('A repair can be marked complete only once it is approved');
      const approving = body.repair_approved === 1 && current.repair_approved !== 1;
      // The first approval of a report copies it into its approved report, and the change goes to the copy.
      if (report.condition_report_type_id !== 2 && approvesReport(body, false)) {
        const approvedId = await write.approve(report, actor);
        const copy = await write.copyOf(approvedId, conditionId);
        await write.updateCondition(copy, actor, body, approving);
        const meta = await regradeCurrent(vehicle, approvedId);
        return answer(200, presentCondition((await reads.conditionById(copy))!), { ...meta, approved_report_id: approvedId } as AutogradeMeta);
      }
      await write.updateCondition(conditionId, actor, body, approving);
      const meta = await regradeCurrent(vehicle, report.condition_report_id);
      return answer(200, presentCondition((await reads.conditionById(conditionId))!), meta);
    });
  });

  app.delete('/:vehicleId/inspections/:reportId/conditions/:conditionId', async (c) => {
    const actor = actorOf(c);
    const vehicle = await access.writableVehicle(actor, c.req.param('vehicleId'));
    const conditionId = id(c.req.param('conditionId'), 'Damage');
    let removed: string[] = [];
    const write = await writes();
    const response = await writeOnce(c, db, async () => {
      await lockVehicleInspection(db, vehicle.vehicle_id);
      const report = await writableReport(reads, db, vehicle.vehicle_id, c.req.param('reportId'), conditionId);
      const current = await reads.conditionById(conditionId);
      if (!current || current.condition_report_id !== report.condition_report_id) throw notFound('Damage not found');
      await checkIfMatch(c, presentCondition(current).etag, () => presentCondition(current));
      removed = await write.deleteCondition(conditionId);
      const meta = await regradeCurrent(vehicle, report.condition_report_id);
      return { status: 200, body: { response: { deleted: true, vehicle_condition_id: conditionId }, ...(meta ? { meta } : {}) } };
    });
    await removeUnused(removed);
    return response;
  });

  app.post('/:vehicleId/inspections/:reportId/conditions/:conditionId/images', async (c) => {
    const actor = actorOf(c);
    const vehicle = await access.writableVehicle(actor, c.req.param('vehicleId'));
    const conditionId = id(c.req.param('conditionId'), 'Damage');
    const contentType = c.req.header('content-type');
    if (!isMultipart(contentType)) throw new HttpError(415, 'Send the photo as multipart/form-data, the file in the field photo');
    const form = await parseMultipart(await readRawBody(c, maxRequestBytes, 'The upload'), contentType ?? '');
    const { file, capturedAt } = photoOf(form);
    const image = await checkUploadedImage(new Uint8Array(await file.arrayBuffer()));
    if (image.kind !== 'jpeg' && image.kind !== 'png') throw new HttpError(415, 'A damage photo must be a JPG or PNG image');
    // Checked before the file is written; checked again in the transaction.
    await writableReport(reads, db, vehicle.vehicle_id, c.req.param('reportId'), conditionId);
    const write = await writes();
    const relative = `${uploadFolder}/${vehicle.site_code}/${vehicle.vehicle_id}/c${conditionId}-${randomBytes(16).toString('base64url')}.${image.extension}`;
    const upload = await photos.putUpload(relative, image.bytes, image.mimeType);
    let replaced: string | null = null;
    let response: Response;
    try {
      if (uploadMoments) await uploadMoments.fileStored('condition-image', c.req.path);
      response = await writeOnce(c, db, async () => {
        await lockVehicleInspection(db, vehicle.vehicle_id);
        const report = await writableReport(reads, db, vehicle.vehicle_id, c.req.param('reportId'), conditionId);
        const current = await reads.conditionById(conditionId);
        if (!current || current.condition_report_id !== report.condition_report_id) throw notFound('Damage not found');
        const sha256 = createHash('sha256').update(image.bytes).digest('hex');
        ({ replaced } = await write.setConditionImage(conditionId, {
          path: relative,
          mimeType: image.mimeType,
          width: image.width,
          height: image.height,
          sha256,
          capturedAt,
        }));
        return answer(201, presentCondition((await reads.conditionById(conditionId))!));
      });
    } catch (error) {
      await photos.removeUpload(relative);
      throw error;
    } finally {
      await upload.settle();
    }
    if (uploadMoments) await uploadMoments.rowCommitted('condition-image', c.req.path);
    await removeUnused([replaced]);
    queuePrintVariant(photos, { relative, mimeType: image.mimeType, width: printVariantWidths.damage });
    return response;
  });

  app.delete('/:vehicleId/inspections/:reportId/images/:imageId', async (c) => {
    const actor = actorOf(c);
    const vehicle = await access.writableVehicle(actor, c.req.param('vehicleId'));
    const imageId = id(c.req.param('imageId'), 'Photo');
    let removed: string | null = null;
    const write = await writes();
    const response = await writeOnce(c, db, async () => {
      await lockVehicleInspection(db, vehicle.vehicle_id);
      const owner = await vehicleFields.conditionOfImage(imageId);
      const report = await writableReport(reads, db, vehicle.vehicle_id, c.req.param('reportId'), owner);
      const condition = owner === undefined ? undefined : await reads.conditionById(owner);
      if (!condition || condition.condition_report_id !== report.condition_report_id) throw notFound('Photo not found');
      removed = await write.deleteConditionImage(imageId, condition.vehicle_condition_id);
      return answer(200, presentCondition((await reads.conditionById(condition.vehicle_condition_id))!));
    });
    await removeUnused([removed]);
    return response;
  });

  /**
   * GET /v3/inspections/{id} and GET /v3/vehicles3/{vehicleId}/inspections/{id}: a report, its
   * damages with `with[]=inspection_items`, and the printable report's data with
   * `with[]=vehicle_inspection_pdf` (`exclude=1`: the dealer-facing copy, ADR 0021).
   */
  const printSource = conditionReportSources(db);
  async function reportRead(c: Context<AppEnv>, vehicleId?: string) {
    const actor = actorOf(c);
    const report = await reads.byId(id(c.req.param('reportId') ?? '', 'Inspection'));
    // Another site's report answers as one that does not exist: the same 404 and message, not
    // its vehicle's "No vehicle with id …" (which told that the report exists, and its vehicle).
    const vehicle =
      report && (vehicleId === undefined || String(report.vehicle_id) === vehicleId) ? await access.seenVehicle(actor, report.vehicle_id) : undefined;
    if (!report || !vehicle) throw notFound('Inspection not found');
    const withs = new Set(c.req.queries('with[]') ?? []);
    const reply: Record<string, unknown> = { ...(await reportReply(reads, report)) };
    if (!withs.has('inspection_items')) delete reply.inspection_items;
    if (withs.has('vehicle_inspection_pdf')) {
      const exclude = c.req.query('exclude');
      if (exclude !== undefined && exclude !== '0' && exclude !== '1') throw badRequest('exclude must be 0 or 1');
      reply.vehicle_inspection_pdf = (await printSource(vehicle.vehicle_id, report.condition_report_id, exclude === '1')).pdf;
    }
    return c.json({ response: reply });
  }
  app.get('/:vehicleId/inspections/:reportId', (c) => reportRead(c, c.req.param('vehicleId')));
  const inspections = new Hono<AppEnv>();
  inspections.get('/:reportId', (c) => reportRead(c));

  const catalogueCache = 'private, max-age=300';
  const data = new Hono<AppEnv>();
  data.get('/art/drilldown2', async (c) => {
    actorOf(c);
    c.header('Cache-Control', catalogueCache);
    return c.json({ response: drilldownReply(await catalogueOf(db)) });
  });
  const actionCodes = new Hono<AppEnv>();
  actionCodes.get('/', async (c) => {
    actorOf(c);
    c.header('Cache-Control', catalogueCache);
    return c.json({ response: (await catalogueOf(db)).actionCodes });
  });

  return { vehicles3: app, inspections, data, actionCodes };
}

/** The one photo of a damage photo form (field `photo`) and when it was taken (`captured_at`, optional); 400 for anything else in it. */
function photoOf(form: FormData): { file: File; capturedAt: number | null } {
  const files: File[] = [];
  let capturedAt: number | null = null;
  for (const [name, value] of form) {
    if (name === conditionPhotoCapturedField) {
      capturedAt = typeof value === 'string' ? parseCapturedAt(value) : null;
      if (capturedAt === null)
        throw badRequest(
          `The field ${conditionPhotoCapturedField} must be a time that exists, from ${earliestCaptureYear} on, in ISO 8601 with its zone, such as 2026-12-04T10:42:00Z`,
        );
      continue;
    }
    if (name !== conditionPhotoField) throw badRequest(`Unknown form field '${name}': send one photo in the field ${conditionPhotoField}`);
    if (typeof value === 'string') throw badRequest(`The field ${conditionPhotoField} must be a file`);
    files.push(value);
  }
  const [file, ...more] = files;
  if (!file) throw badRequest(`No photo: send it as a file in the form field ${conditionPhotoField}`);
  if (more.length) throw badRequest('A damage has one photo: send one per request');
  if (file.size > maxImageBytes) throw tooLarge(maxImageBytes, 'The photo');
  if (file.size === 0) throw badRequest('The photo file is empty');
  return { file, capturedAt };
}
