import type { MailTransport } from '#domain/mail/outbox-email.schema.ts';
import type { Database } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import type { MailMessage } from './mail-sender.ts';

/**
 * Writes a mail into `outbox_emails`. Without SMTP this row is the delivery (the development outbox
 * page reads it); with SMTP it is the log of what was sent.
 */
export async function recordOutboxEmail(
  db: Database,
  message: MailMessage,
  transport: MailTransport,
): Promise<{ id: string }> {
  let rows: { id: string }[];
  try {
    rows = await db
      .insert(outboxEmails)
      .values({
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: withAttachmentNote(message),
        kind: message.kind,
        transport,
      })
      .returning({ id: outboxEmails.id });
  } catch (error) {
    throw toBodylessError(error);
  }
  const row = rows[0];
  if (!row) throw new Error('insert into outbox_emails returned no row');
  return row;
}

/**
 * The table keeps no files: a mail with attachments is logged with a line naming each one (the
 * development outbox page shows it), e.g. `[Attached: cv.pdf (application/pdf, 12 kB)]`.
 */
export function withAttachmentNote(message: MailMessage): string {
  if (!message.attachments?.length) return message.text;
  const lines = message.attachments.map(
    (a) =>
      `[Attached: ${a.filename} (${a.contentType}, ${Math.max(1, Math.round(a.content.length / 1024))} kB)]`,
  );
  return `${message.text}\n\n${lines.join('\n')}`;
}

/**
 * Drizzle's query error repeats the parameters (the mail body with its single-use link) in its
 * message, and error loggers print messages and causes: keep only the database's error code.
 */
function toBodylessError(error: unknown): Error {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = readErrorCode(cause);
  const failure = new Error(
    `Could not store the mail in outbox_emails${code ? ` (database error ${code})` : ''}`,
  );
  failure.name = 'OutboxWriteError';
  return Object.assign(failure, { code });
}

function readErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' && /^[A-Z0-9_]{1,20}$/i.test(error.code) ? error.code : undefined;
}
