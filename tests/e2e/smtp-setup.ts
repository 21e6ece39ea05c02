/**
 * Global setup: a real SMTP server for the delivery e-mails (smtp-server), on the port that
 * playwright.config.ts chose and gave the e2e server (SMTP_HOST/SMTP_PORT). Each message it
 * accepts is written to E2E_DATA_DIR/mail/{n}.eml, where the tests read it (delivery-helpers.ts).
 * Recipients at refused.example are refused (550), as a mail server refuses an unknown mailbox.
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
    // A mailbox that does not exist, for the failure path ("Error sending: …").
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example')) callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
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
