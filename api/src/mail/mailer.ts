// Outgoing email, for every feature that sends some (accounts today; claim decisions and
// payments later): `createMailer(config)` → `mailer.send({ to, subject, text, html })`.
//
// With SMTP_URL set (smtp://user:pass@host:587, smtps://…:465) messages go out by SMTP
// (nodemailer). Otherwise each message is written as an RFC 5322 `.eml` file into the
// outbox directory (MAIL_OUTBOX_DIR, default <DATA_DIR>/outbox); `npm run outbox -w api`
// lists the latest ones with their links (src/mail/outbox.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text body (always sent). */
  text: string;
  /** HTML body; every interpolated value must be escaped (templates.ts: escapeHtml). */
  html: string;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post (alerts, newsletter). */
  headers?: Record<string, string>;
}

interface SentMail {
  messageId: string;
  /** The .eml file written, when sending to the outbox. */
  file: string | null;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export type MailerConfig = Pick<Config, 'smtpUrl' | 'mailOutboxDir' | 'mailFrom'>;

export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        return { messageId: String(info.messageId), file: null };
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const directory = config.mailOutboxDir;
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await fs.promises.mkdir(directory, { recursive: true, mode: 0o700 });
      // Sortable by name: time first, then a random suffix (two messages in one millisecond).
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const file = path.join(directory, name);
      const temporary = `${file}.tmp`;
      await fs.promises.writeFile(temporary, info.message as Buffer, { mode: 0o600 });
      await fs.promises.rename(temporary, file); // readers never see half a message
      return { messageId: String(info.messageId), file };
    },
    close: () => transport.close(),
  };
}
