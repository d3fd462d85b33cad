import { desc } from 'drizzle-orm';
import {
  OUTBOX_DEFAULT_LIMIT,
  OUTBOX_MAX_LIMIT,
  type OutboxEmail,
} from '#domain/mail/outbox-email.schema.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

/**
 * The latest mails the app sent, newest first: for the development outbox page and its API. The
 * bodies hold live single-use links, so only development and test may expose this (see
 * routes/dev/outbox-routes.ts and the page's loader).
 */
export async function listOutboxEmails(
  deps: Pick<ServiceDeps, 'db'>,
  input: { limit?: number } = {},
): Promise<OutboxEmail[]> {
  const limit = Math.min(Math.max(Math.trunc(input.limit ?? OUTBOX_DEFAULT_LIMIT), 1), OUTBOX_MAX_LIMIT);
  const rows = await deps.db
    .select()
    .from(outboxEmails)
    // The id breaks ties between mails written within the same microsecond.
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    kind: row.kind,
    transport: row.transport,
    createdAt: row.createdAt.toISOString(),
  }));
}
