/**
 * Builds the reference server: the /v3 API and, when a build exists, the PWA from
 * the same origin. Exported for tests; server/index.ts listens.
 */
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { identify } from './auth/middleware.ts';
import { databaseUnavailable, PostgresDb, type DbHandle } from './db/query.ts';
import { testFaults } from './faults/test-faults.ts';
import { notFoundOrNotAllowed } from './http/allowed-methods.ts';
import { apiLog, type ApiLogRetention } from './http/api-log.ts';
import type { AppEnv, Deps } from './http/context.ts';
import { clientAddresses } from './http/client-address.ts';
import { errorBody, HttpError } from './http/errors.ts';
import { idempotency } from './http/idempotency.ts';
import { declaredLengthLimit } from './http/raw-body.ts';
import { plainAddress } from './http/control-characters.ts';
import { pageScriptHashes, securityHeaders } from './http/security-headers.ts';
import { requestsUnderWay } from './http/under-way.ts';
import { staticFiles } from './http/static-files.ts';
import { localPhotoStore, sweepOrphanUploads, type PhotoStore } from './media/photo-store.ts';
import { imageUrlKey } from './media/signing.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import type { SendMail } from './delivery/mailer.ts';
import { defaultMailQuota, type MailQuotaLimits } from './delivery/quota.ts';
import { renderReportPdf, type RenderReportPdf } from './delivery/report-pdf.ts';
import { deliveryRoutes } from './routes/delivery.ts';
import { cubedRoutes } from './routes/flumbus.ts';
import { imageRoutes } from './routes/images.ts';
import { inspectionRoutes } from './routes/inspections.ts';
import { integrationRoutes } from './routes/integration.ts';
import { laneMonitorPageRoutes } from './routes/lane-monitor-page.ts';
import { publicPageRoutes } from './routes/public-pages.ts';
import { publicReportRoutes } from './routes/public-report.ts';
import { reportingRoutes } from './routes/reporting.ts';
import { utilRoutes } from './routes/util.ts';
import { vehicleImageRoutes } from './routes/vehicle-images.ts';
import { ListEngine } from './list/list-engine.ts';
import { inPlaceReads, readPool, type ReadPool } from './list/read-pool.ts';
import { createRegistry } from './list/registry.ts';

export interface AppOptions {
  /** The database: a SQLite file (or `:memory:`), or PostgreSQL (server/db/query.ts, `openPostgres`). */
  db: DbHandle;
  /**
   * PostgreSQL: the handle the list engine's reads run on, a pool of their own whose connections
   * have a statement_timeout (list/read-pool.ts, `postgresReadOptions`); closed with the app.
   * Without it they run on `db`. Not for SQLite, whose reads run on worker threads.
   */
  readsDb?: PostgresDb;
  /** The photo store (media/photo-store.ts, ADR 0069); without it, the local folder `photoDir`. */
  photos?: PhotoStore;
  /** Folder of the local photo store, when `photos` is not given. */
  photoDir?: string;
  /** Folder of the built PWA; omitted in API-only tests. */
  distDir?: string;
  /** Extra origins the PWA may call (other environments' API base URLs). */
  connectSources?: readonly string[];
  /** Fault injection and read-only helpers for the end-to-end tests under /__test (LOT_TEST_FAULTS=1 only). */
  testFaults?: boolean;
  /** How long a lane monitor action (Cycle, Stop, Start) runs, in ms; by default 1.2 to 2.5 s per action. */
  laneMonitorActionMs?: number;
  /** Outgoing e-mail of the delivery calls (delivery/mailer.ts); null or omitted: not configured (501). */
  sendMail?: SendMail | null;
  /** Origin of the share links (PUBLIC_URL); without it, the origin a request came to when its host is loopback or in `publicHosts` (ADR 0067). */
  publicUrl?: string;
  /** PUBLIC_HOSTS: hosts (`name` or `name:port`) whose origin may be used for share links when there is no PUBLIC_URL. */
  publicHosts?: readonly string[];
  /** The proxies (TRUSTED_PROXIES) whose X-Forwarded-For names the client the throttles count (client-address.ts). */
  trustedProxies?: readonly string[];
  /** The report e-mail quotas (EMAIL_MAX_PER_USER_HOUR, EMAIL_MAX_PER_SITE_DAY); by default 30 an hour per user, 200 a day per site. */
  mailQuota?: MailQuotaLimits;
  /** The report PDF (tests may replace it); by default the printable report's renderer. */
  renderPdf?: RenderReportPdf;
  /** How long and how much of the API log is kept; by default 30 days and 256 MiB. */
  apiLogRetention?: ApiLogRetention;
  /** Worker threads for the list engine's reads (ADR 0024); 0 runs them on the event loop. Default: one core fewer than the machine has (1 to 4). */
  readWorkers?: number;
}

/**
 * Where the list engine's reads run, per engine (list/read-pool.ts; ADR 0071 "Bounded reads"):
 * on SQLite, worker threads with their own connections (one core is left to the event loop,
 * which answers everyone else); on PostgreSQL, in place on the reads' own pool.
 */
function listReads(options: AppOptions, engine: ListEngine): ReadPool {
  const { db, readsDb } = options;
  if (db instanceof PostgresDb) {
    return readsDb ? inPlaceReads(new ListEngine(readsDb, createRegistry()), () => readsDb.close()) : inPlaceReads(engine);
  }
  const workers = options.readWorkers ?? Math.min(4, Math.max(1, availableParallelism() - 1));
  // The workers take the environment as it is when they start: the photo URLs' key must be in it.
  imageUrlKey();
  return workers > 0 && !db.$client.memory ? readPool({ databaseFile: db.$client.name, size: workers }) : inPlaceReads(engine);
}

export function createApp(options: AppOptions) {
  const photos = options.photos ?? (options.photoDir !== undefined ? localPhotoStore(options.photoDir) : undefined);
  if (!photos) throw new Error('createApp needs a photo store (photos) or a photo folder (photoDir)');
  const engine = new ListEngine(options.db, createRegistry(), { photos });
  const reads = listReads(options, engine);
  // The tests' fault injection (LOT_TEST_FAULTS=1 only), and the upload moments it stops or holds.
  const faults = options.testFaults ? testFaults({ db: options.db, photos }) : undefined;
  const deps: Deps = { db: options.db, photos, engine, reads, uploadMoments: faults?.uploadMoments };
  // An upload a killed process stored without committing its row is removed. server/index.ts
  // waits for this before it listens; requests that come meanwhile are safe too (their uploads
  // are noted in flight as this process's, so the sweep leaves them).
  const swept = sweepOrphanUploads(options.db, photos).then(
    (removed) => {
      if (removed > 0) console.warn(`Removed ${removed} uploaded file(s) that no photo row names (left by an interrupted write).`);
      return removed;
    },
    (error: unknown) => {
      // Not fatal: what it would have removed is only space, taken at the next start.
      console.error('could not sweep orphan uploads:', error instanceof Error ? error.message : error);
      return 0;
    },
  );
  const underWay = requestsUnderWay();
  const app = Object.assign(new Hono<AppEnv>(), { swept, photos, closeReads: () => reads.close(), settled: underWay.settled });
  app.use('*', underWay.middleware);

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(errorBody(error), error.status);
    }
    if (databaseUnavailable(error)) {
      console.error('database unavailable:', error instanceof Error ? error.message : error);
      c.header('Retry-After', '2');
      return c.json({ error: { message: 'The database cannot be reached at the moment. Try again shortly.' } }, 503);
    }
    console.error(error);
    return c.json({ error: { message: 'Internal server error' } }, 500);
  });
  app.notFound(notFoundOrNotAllowed(app));

  app.use('*', clientAddresses(options.trustedProxies ?? []));
  if (faults) {
    // Outermost, so a dropped answer is dropped after everything else (idempotency included) ran.
    app.use('*', faults.middleware);
    app.route('/__test', faults.routes);
  }
  app.use('*', compress());
  app.use('*', securityHeaders(options.connectSources, options.distDir ? pageScriptHashes(join(options.distDir, 'index.html')) : undefined));

  // The readiness check of whoever runs the processes (ADR 0073): answered before the /v3
  // middleware, so it touches no database (no session look-up, no API log row). A process whose
  // database is down is still ready: its calls answer 503 with Retry-After, which clients retry.
  app.get('/v3/health', (c) => c.json({ status: 'ok' }));

  const v3 = new Hono<AppEnv>();
  v3.use('*', apiLog(deps, options.apiLogRetention));
  v3.use('*', plainAddress);
  v3.use('*', identify(deps));
  // Nothing before this point reads a body: a refused call is refused before its bytes are read.
  v3.use('*', declaredLengthLimit);
  v3.use('*', idempotency(deps));
  v3.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
  });
  v3.route('/', authRoutes(deps));
  v3.route('/util', utilRoutes(deps));
  v3.route('/admin', adminRoutes(deps, { laneMonitorActionMs: options.laneMonitorActionMs }));
  v3.route('/cubed', cubedRoutes(deps));
  v3.route('/reporting', reportingRoutes(deps));
  v3.route('/lanemonitor', laneMonitorPageRoutes(deps));
  v3.route('/images', imageRoutes(deps));
  v3.route('/integration', integrationRoutes(deps));
  v3.route('/vehicles', vehicleImageRoutes(deps));
  const inspections = inspectionRoutes(deps);
  const renderPdf = options.renderPdf ?? renderReportPdf;
  const delivery = deliveryRoutes(deps, {
    sendMail: options.sendMail ?? null,
    renderPdf,
    publicUrl: options.publicUrl,
    publicHosts: options.publicHosts,
    mailQuota: options.mailQuota ?? defaultMailQuota,
  });
  v3.route('/vehicles3', inspections.vehicles3);
  v3.route('/vehicles3', delivery.vehicles3);
  v3.route('/dealers', delivery.dealers);
  v3.route('/inspections', inspections.inspections);
  v3.route('/data', inspections.data);
  v3.route('/action-codes', inspections.actionCodes);
  v3.route('/site', publicPageRoutes(deps));
  v3.route('/site', publicReportRoutes(deps, renderPdf));
  app.route('/v3', v3);

  if (options.distDir) app.use('*', staticFiles(options.distDir));
  return app;
}
