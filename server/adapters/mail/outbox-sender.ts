import type { MailTransport } from '#domain/mail/outbox-email.schema.ts';
import type { Executor } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import type { MailMessage } from './mail-message.ts';

/** queued: the worker delivers it over SMTP; stored: no SMTP, the row is the delivery (outbox page). */
export type OutboxEntryStatus = 'queued' | 'stored';

/**
 * Writes a mail into `outbox_emails` (ADR 010), through `db`: the app's database, or the caller's
 * transaction so that the mail exists exactly when what it tells about does. Attachments are kept
 * by storage key; the worker reads the bytes when it sends.
 */
export async function recordOutboxEmail(
  db: Executor,
  message: MailMessage,
  entry: { transport: MailTransport; status: OutboxEntryStatus },
): Promise<{ id: string }> {
  let rows: { id: string }[];
  try {
    rows = await db
      .insert(outboxEmails)
      .values({
        to: message.to,
        subject: message.subject,
        html: message.html,
        // A stored mail goes nowhere: its text names the files, as the outbox page shows nothing else.
        text: entry.status === 'stored' ? withAttachmentNote(message) : message.text,
        kind: message.kind,
        transport: entry.transport,
        status: entry.status,
        headers: message.headers ?? {},
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          storageKey: a.storageKey,
        })),
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
 * A line naming each attachment, e.g. `[Attached: cv.pdf (application/pdf, 12 kB)]`, after the text
 * of a mail that is only stored (the development outbox page shows it).
 */
export function withAttachmentNote(message: MailMessage): string {
  if (!message.attachments?.length) return message.text;
  const lines = message.attachments.map((a) => {
    const size = a.bytes === undefined ? '' : `, ${Math.max(1, Math.round(a.bytes / 1024))} kB`;
    return `[Attached: ${a.filename} (${a.contentType}${size})]`;
  });
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
