/**
 * A real SMTP server for tests of the delivery e-mails (smtp-server), on a free port, that
 * parses every message it accepts (mailparser). `received(n)` waits for the n-th message: a
 * test waits for the server's event, never a fixed time.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  port: number;
  messages: ParsedMail[];
  /** Resolves once at least `count` messages have arrived. */
  received(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startTestSmtp(onMessage?: (raw: Buffer, parsed: ParsedMail) => void): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            messages.push(parsed);
            onMessage?.(raw, parsed);
            for (const waiter of waiting.filter((entry) => messages.length >= entry.count)) waiter.resolve();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    messages,
    received: (count) =>
      messages.length >= count ? Promise.resolve(messages) : new Promise((resolve) => waiting.push({ count, resolve: () => resolve(messages) })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
