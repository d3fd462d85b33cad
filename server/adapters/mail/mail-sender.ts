import type { Database, Executor } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { FileStorage } from '../storage/local-disk-storage.ts';
import type { MailLogger, MailMessage } from './mail-message.ts';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './mail-worker.ts';
import { recordOutboxEmail } from './outbox-sender.ts';
import { createSmtpTransport, parseSmtpUrl, type SmtpTimeouts } from './smtp-sender.ts';

export type { MailAttachment, MailLogger, MailMessage } from './mail-message.ts';

export type SendOptions = {
  /**
   * The caller's transaction: the mail is queued in it, so it exists exactly when the rows it tells
   * about do (a rolled-back request leaves no mail, a committed one always has its mail).
   */
  db?: Executor;
};

/**
 * What services depend on. `send` queues the mail (one row in `outbox_emails`) and returns at once:
 * it never waits for, nor fails because of, the mail server (ADR 010).
 */
export type MailSender = {
  send(message: MailMessage, options?: SendOptions): Promise<void>;
};

export type StartMailWorkerOptions = {
  storage: FileStorage;
  now?: () => Date;
  pollMs?: number;
  retryDelaysSeconds?: readonly number[];
  leaseMs?: number;
  /** Shorter SMTP waits (tests of a hanging server). */
  smtpTimeouts?: Partial<SmtpTimeouts>;
} & Pick<MailWorkerOptions, 'batchSize' | 'concurrency'>;

/** The sender the app boots with, and the worker that delivers its queue in this process. */
export type MailSenderHandle = MailSender & {
  transport: 'smtp' | 'outbox';
  /**
   * Starts delivering queued mail from this process (main.ts, when SCHEDULER is on; the API test
   * app). Null without SMTP: stored mail goes nowhere. Once per handle.
   */
  startWorker(options: StartMailWorkerOptions): MailWorker | null;
  readonly worker: MailWorker | null;
  /** Stops the worker (waiting for its round) and ends pooled SMTP connections. */
  close(): Promise<void>;
};

export type CreateMailSenderOptions = {
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'> &
    Partial<Pick<Env, 'MAIL_RETRY_DELAYS' | 'MAIL_POLL_MS'>>;
  db: Database;
  logger?: MailLogger;
};

/**
 * With `SMTP_URL`: `send` queues the mail (status `queued`, transport 'smtp') and wakes the worker,
 * which delivers it. Without it: the row (status `stored`, transport 'outbox') is the delivery,
 * shown by the development outbox page; in production that means nobody receives mail, so it warns
 * once at boot.
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
      async send(message, sendOptions) {
        const row = await recordOutboxEmail(sendOptions?.db ?? db, message, {
          transport: 'outbox',
          status: 'stored',
        });
        logger?.info({ kind: message.kind, outboxId: row.id, transport: 'outbox' }, 'mail stored in outbox');
      },
      startWorker: () => null,
      worker: null,
      async close() {},
    };
  }

  // A bad SMTP_URL stops the boot here, not at the first mail.
  parseSmtpUrl(smtpUrl);
  let worker: MailWorker | null = null;
  let closeSmtp: (() => void) | null = null;
  return {
    transport: 'smtp',
    async send(message, sendOptions) {
      const row = await recordOutboxEmail(sendOptions?.db ?? db, message, {
        transport: 'smtp',
        status: 'queued',
      });
      logger?.info({ kind: message.kind, outboxId: row.id, transport: 'smtp' }, 'mail queued');
      // Inside a transaction the row is not visible yet: the worker's next poll finds it.
      worker?.wake();
    },
    startWorker(workerOptions) {
      if (worker) throw new Error('The mail worker is already running');
      const smtp = createSmtpTransport({
        url: smtpUrl,
        from: env.MAIL_FROM,
        timeouts: workerOptions.smtpTimeouts,
      });
      closeSmtp = () => smtp.close();
      worker = createMailWorker({
        db,
        smtp,
        storage: workerOptions.storage,
        logger,
        now: workerOptions.now,
        pollMs: workerOptions.pollMs ?? env.MAIL_POLL_MS,
        retryDelaysSeconds: workerOptions.retryDelaysSeconds ?? env.MAIL_RETRY_DELAYS,
        leaseMs: workerOptions.leaseMs,
        batchSize: workerOptions.batchSize,
        concurrency: workerOptions.concurrency,
      });
      return worker;
    },
    get worker() {
      return worker;
    },
    async close() {
      await worker?.stop();
      closeSmtp?.();
    },
  };
}
