import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { recordOutboxEmail } from './outbox-sender.ts';
import { createSmtpTransport } from './smtp-sender.ts';

/**
 * A file sent with a mail (an application's CV to the job's address): bytes in memory, never a
 * path or URL for the transport to fetch.
 */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/** One mail as the templates build it (server/services/mail/templates). */
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the mail is about, e.g. 'verify_email': stored with it for tests and support. */
  kind: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};

/** What services depend on: tests and callers never care which transport is behind it. */
export type MailSender = {
  send(message: MailMessage): Promise<void>;
};

/** The sender the app boots with; `close` ends pooled SMTP connections at shutdown. */
export type MailSenderHandle = MailSender & {
  transport: 'smtp' | 'outbox';
  close(): Promise<void>;
};

/** A pino logger fits; only details without bodies or recipients are passed (they hold secret links). */
export type MailLogger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type CreateMailSenderOptions = {
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>;
  db: Database;
  logger?: MailLogger;
};

/**
 * With `SMTP_URL`: delivers through SMTP, then logs the mail in `outbox_emails` (transport 'smtp').
 * Without it: the `outbox_emails` row (transport 'outbox') is the delivery, shown by the development
 * outbox page; in production that means nobody receives mail, so it warns once at boot.
 */
export function createMailSender(options: CreateMailSenderOptions): MailSenderHandle {
  const { env, db, logger } = options;
  const smtpUrl = env.SMTP_URL?.trim();

  if (!smtpUrl) {
    if (env.NODE_ENV === 'production') {
      logger?.warn(
        { transport: 'outbox' },
        'SMTP_URL is not set: mail is only stored in outbox_emails and never delivered',
      );
    }
    return {
      transport: 'outbox',
      async send(message) {
        const row = await recordOutboxEmail(db, message, 'outbox');
        logger?.info({ kind: message.kind, outboxId: row.id, transport: 'outbox' }, 'mail stored in outbox');
      },
      async close() {},
    };
  }

  const smtp = createSmtpTransport({ url: smtpUrl, from: env.MAIL_FROM });
  return {
    transport: 'smtp',
    async send(message) {
      // A failed delivery throws to the caller and leaves no log row: the row means "sent".
      const { messageId } = await smtp.deliver(message);
      try {
        const row = await recordOutboxEmail(db, message, 'smtp');
        logger?.info({ kind: message.kind, outboxId: row.id, messageId, transport: 'smtp' }, 'mail sent');
      } catch (error) {
        // The mail is already out: failing now would make the caller retry and send it twice.
        // Only the name and code: the error never carries the body (see outbox-sender.ts), but stay sure.
        const reason =
          error instanceof Error ? { name: error.name, code: (error as { code?: unknown }).code } : {};
        logger?.error(
          { kind: message.kind, messageId, ...reason },
          'mail sent but not logged in outbox_emails',
        );
      }
    },
    async close() {
      smtp.close();
    },
  };
}
