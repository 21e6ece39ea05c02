/**
 * `npm start`: opens (creating and seeding if missing) the database, serves the
 * built PWA and the /v3 API on PORT (plain HTTP/1.1, or HTTPS with HTTP/2 when
 * TLS_CERT_FILE and TLS_KEY_FILE are set), prints the URL and the demo sign-ins,
 * and stops cleanly on Ctrl-C.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openServerDatabase } from './db/from-env.ts';
import { publicHostsFromEnv } from './delivery/links.ts';
import { mailSettingsFromEnv, smtpMailer } from './delivery/mailer.ts';
import { trustedProxiesFromEnv } from './http/client-address.ts';
import { runtimeConfigOrigins } from './http/runtime-config.ts';
import { photoStoreFromEnv } from './media/photo-store.ts';
import { imageUrlKey } from './media/signing.ts';
import { http2ServeOptions, tlsFilesFromEnv } from './http/tls.ts';
import { projectRoot } from './lib/run-paths.ts';
import { checkNumericSettings, numericSetting } from './lib/settings.ts';
import { closePrintWorkers } from './reports/print-variant.ts';
import { closePdfWorker } from './reports/render-pdf.ts';

/** The seeded demo accounts (server/db/seed.ts creates them); the README lists the same. */
const demoSignIns = [
  'Cloud admin:                  admin@example.com / admin-demo-2026   (Admin Sign in)',
  'Cloud user (not an admin):    user@example.com / user-demo-2026',
  'Auction staff at DAL:         inspector / inspector-demo-2026   (condition_writer, administration)',
  'Auction staff at DAL:         clerk / clerk-demo-2026',
];

/**
 * Every numeric setting is a whole number in its range (lib/settings.ts): one that is not stops
 * the start here, before the database is opened, with a message naming each (ADR 0101).
 */
checkNumericSettings(process.env);

/** SQLite (DATABASE_FILE), or PostgreSQL when DATABASE_URL is set: migrated, and on SQLite seeded when new (db/from-env.ts). */
const database = await openServerDatabase(process.env);
const { db } = database;
// Drawn (or taken from IMAGE_URL_SECRET) before anything signs a photo URL or starts a read worker.
imageUrlKey();
const photoDir = resolve(process.env.PHOTO_DIR ?? database.defaultPhotoDir);
/** The photo store: the folder photoDir, or S3 when PHOTO_STORE=s3 or S3_BUCKET is set (ADR 0069); settings that cannot work stop the start. */
const photos = await photoStoreFromEnv(process.env, photoDir);
const distDir = resolve(projectRoot, 'dist');
const port = numericSetting('PORT');
const host = process.env.HOST ?? '0.0.0.0';
/** HTTPS with HTTP/2 (HTTP/1.1 over TLS for clients without h2) when both files are named; checked before anything else starts. */
const tlsFiles = tlsFilesFromEnv(process.env);
const tlsOptions = tlsFiles ? http2ServeOptions(tlsFiles) : {};

if ((await database.seedDemoIfEmpty(photos)) === 'empty') {
  console.warn(
    `The database at ${database.shown} holds no users yet: seed it with \`npm run seed\` (with the same DATABASE_URL), or register the first account.`,
  );
}
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.warn('No build found in dist/: serving the API only. Run `npm run build` (npm start does it for you).');
}

/** The origins the PWA may call (public/environments.json): other environments' APIs, the map imagery. */
function environmentOrigins(file: string): string[] {
  try {
    return runtimeConfigOrigins(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
}

/** Only the end-to-end tests set this: it opens /__test/* (fault injection, row counts) to anyone. */
const testFaults = process.env.LOT_TEST_FAULTS === '1';
if (testFaults) console.warn('LOT_TEST_FAULTS=1: test fault injection is ON at /__test/* — never run a shared or production server like this.');

/**
 * Only the end-to-end tests set this: every lane monitor action lasts this many ms (instead of
 * 1.2 to 2.5 s), so a loaded test machine still sees an action while it runs.
 */
const laneMonitorActionMs = numericSetting('LOT_LANE_MONITOR_MS');

/** SMTP for the delivery e-mails (docs/configuration.md); without SMTP_HOST the delivery calls answer 503. */
const mailSettings = mailSettingsFromEnv(process.env);
if (!mailSettings) console.warn('SMTP_HOST is not set: report e-mails are refused with "E-mail is not configured on this server".');
const sendMail = mailSettings ? smtpMailer(mailSettings) : null;
const publicUrl = process.env.PUBLIC_URL?.replace(/\/+$/, '') || undefined;
/** Without PUBLIC_URL, links use the request's origin only for loopback hosts and these (ADR 0067). */
const publicHosts = publicHostsFromEnv(process.env.PUBLIC_HOSTS);
if (!publicUrl) {
  console.warn(
    `PUBLIC_URL is not set: report links and e-mails are made only for requests to localhost${publicHosts.length > 0 ? ` or ${publicHosts.join(', ')}` : ''}; set it to share reports from other machines.`,
  );
}

/** Behind nginx (docs/deployment.md): the proxies whose X-Forwarded-For names the client. */
const trustedProxies = trustedProxiesFromEnv(process.env.TRUSTED_PROXIES);

/** How long and how much of the API log is kept (docs/configuration.md). */
const apiLogRetention = {
  maxAgeDays: numericSetting('API_LOG_MAX_AGE_DAYS'),
  maxBytes: numericSetting('API_LOG_MAX_MIB') * 1024 * 1024,
};

/** The report e-mail quotas (docs/configuration.md; ADR 0067). */
const mailQuota = {
  perUserPerHour: numericSetting('EMAIL_MAX_PER_USER_HOUR'),
  perSitePerDay: numericSetting('EMAIL_MAX_PER_SITE_DAY'),
};

const app = createApp({
  apiLogRetention,
  db,
  readsDb: database.readsDb,
  photos,
  distDir,
  connectSources: environmentOrigins(resolve(distDir, 'environments.json')),
  testFaults,
  laneMonitorActionMs,
  sendMail,
  publicUrl,
  publicHosts,
  mailQuota,
  trustedProxies,
});
// A file a killed process stored without committing its row is removed before the first request.
await app.swept;
const server = serve({ fetch: app.fetch, port, hostname: host, ...tlsOptions }, (info) => {
  const url = `${tlsFiles ? 'https' : 'http'}://localhost:${info.port}`;
  const protocol = tlsFiles ? `\n  HTTP/2 over TLS (HTTP/1.1 for clients without h2), certificate: ${tlsFiles.certFile}` : '';
  console.log(`\nLot Console is running at ${url}${protocol}\n  database: ${database.shown}\n  photos: ${photos.location}\n\nDemo sign-ins:`);
  for (const line of demoSignIns) console.log(`  ${line}`);
  console.log('\nPress Ctrl-C to stop.');
});
// An idle keep-alive connection is closed by the client (or a proxy in front, whose idle
// timeout is usually 60 s), not by this server: Node's default of 5 s closed sockets that a
// client was just reusing, and that request failed with ECONNRESET (seen in the end-to-end
// suite on a loaded machine). Headers must be allowed a little longer than the idle time.
// The HTTP/2 server has no such fields of its own but reads them for its HTTP/1.1-over-TLS
// connections (without them an idle one would never be closed); an HTTP/2 session is one
// connection that the client closes.
Object.assign(server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });

/** How long a stopping process lets the requests under way finish (SHUTDOWN_GRACE_SECONDS). */
const shutdownGraceMs = numericSetting('SHUTDOWN_GRACE_SECONDS') * 1000;
let stopping = false;
// While stopping, no connection outlives its answer: a client (or nginx) sends its next request
// to a process that stays. A request that began before the stop kept its connection alive when
// it started; that connection is closed as soon as its answer is sent.
server.on('request', (_request: unknown, response: { shouldKeepAlive: boolean; once(event: 'finish', listener: () => void): void }) => {
  if (stopping) response.shouldKeepAlive = false;
  response.once('finish', () => {
    if (stopping) setImmediate(() => (server as { closeIdleConnections?: () => void }).closeIdleConnections?.());
  });
});

/**
 * SIGTERM (a rolling restart) or Ctrl-C: the listener closes at once, so new connections go to
 * the other processes (nginx retries a refused one on the next); the requests under way finish
 * (those whose client has gone too), for at most shutdownGraceMs; then the database, the workers
 * and the photo store close.
 */
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: taking no new requests; finishing those under way (at most ${shutdownGraceMs / 1000} s) …`);
  // Every connection closed, then every request finished: one whose client has gone has no
  // connection left but may still be writing (its API log row, say).
  const closed = new Promise<void>((done) => server.close(() => done())).then(() => app.settled());
  // Idle kept-alive connections carry no request: closed now, not at the client's leisure.
  (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  const grace = new Promise<'late'>((done) => setTimeout(() => done('late'), shutdownGraceMs).unref());
  void Promise.race([closed, grace])
    .then(async (outcome) => {
      if (outcome === 'late') {
        console.warn(`Requests still under way after ${shutdownGraceMs / 1000} s: their connections are closed.`);
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }
      await Promise.all([database.close(), app.closeReads(), closePrintWorkers(), closePdfWorker(), photos.close()]);
    })
    .finally(() => process.exit(0));
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
