/**
 * Outgoing e-mail through SMTP (nodemailer), configured by the environment
 * (docs/configuration.md). With no SMTP_HOST the server has no mailer, and the delivery calls refuse
 * with a 501 that says so rather than pretending to send: not a 503, which a client (the outbox)
 * retries for as long as it lasts, while this lasts until someone configures the server.
 */
import nodemailer from 'nodemailer';
import { numericSetting } from '../lib/settings.ts';

export interface MailSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Uint8Array; contentType: string }[];
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

export const mailNotConfigured = 'E-mail is not configured on this server';

/** The settings the environment gives, or null when SMTP_HOST is not set. */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv): MailSettings | null {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const secure = env.SMTP_SECURE === '1' || env.SMTP_SECURE === 'true';
  const port = numericSetting('SMTP_PORT', env, secure ? 465 : 587);
  return {
    host,
    port,
    secure,
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from: env.SMTP_FROM?.trim() || 'Lot Console <no-reply@localhost>',
  };
}

export function smtpMailer(settings: MailSettings): SendMail {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return async (mail) => {
    await transport.sendMail({
      from: settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments.map(({ filename, content, contentType }) => ({ filename, content: Buffer.from(content), contentType })),
    });
  };
}
