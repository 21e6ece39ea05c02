/**
 * Global setup: a real SMTP server for the delivery e-mails (smtp-server), on the port that
 * playwright.config.ts chose and gave the e2e server (SMTP_HOST/SMTP_PORT). Each message it
 * accepts is written to E2E_DATA_DIR/mail/{n}.eml, where the tests read it (delivery-helpers.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export default async function setup(): Promise<() => Promise<void>> {
  const folder = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(join(folder, `${String(Date.now()).padStart(15, '0')}-${String(count).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(Number(process.env.E2E_SMTP_PORT), '127.0.0.1', () => resolve()));
  return () => new Promise((resolve) => server.close(() => resolve()));
}
