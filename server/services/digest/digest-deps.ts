import type { MailSender } from '../../adapters/mail/mail-sender.ts';
import type { ServiceDeps } from '../deps.ts';

/** The digest sends mail and builds its links from the public URL (never from a request's Host). */
export type DigestDeps = ServiceDeps & {
  mail: MailSender;
  publicUrl: string;
};

/** Where a run reports mails that failed (pino fits); details never hold addresses or links. */
export type DigestLogger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};
