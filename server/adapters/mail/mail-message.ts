/** The mail every sender, the queue and the worker pass around; a module of its own, so none of them imports another for it. */

/**
 * A file sent with a mail (an application's CV to the job's address), by its key in file storage:
 * the queue keeps the reference and the worker reads the bytes when it sends. `bytes` (optional)
 * only sizes the note a stored mail shows instead.
 */
export type MailAttachment = { filename: string; contentType: string; storageKey: string; bytes?: number };

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

/** A pino logger fits; only details without bodies or recipients are passed (they hold secret links). */
export type MailLogger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};
