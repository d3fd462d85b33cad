import { z } from 'zod';

/** How a mail left the app: through the SMTP server, or only into the development outbox. */
export const MailTransport = z.enum(['smtp', 'outbox']);
export type MailTransport = z.infer<typeof MailTransport>;

/** A mail the app sent, as the development outbox page and `GET /api/dev/outbox` show it. */
export const OutboxEmail = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** What the mail is about, e.g. 'verify_email'. */
  kind: z.string(),
  transport: MailTransport,
  createdAt: z.iso.datetime(),
});
export type OutboxEmail = z.infer<typeof OutboxEmail>;

export const OUTBOX_DEFAULT_LIMIT = 50;
export const OUTBOX_MAX_LIMIT = 200;

export const OutboxEmailList = z.object({ emails: z.array(OutboxEmail) });
export type OutboxEmailList = z.infer<typeof OutboxEmailList>;
