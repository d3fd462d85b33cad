import { sql } from 'drizzle-orm';
import pMap from 'p-map';
import { DEFAULT_MAIL_RETRY_DELAYS_SECONDS, nextMailAttemptAt } from '#domain/mail/mail-retry.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../storage/local-disk-storage.ts';
import type { MailLogger } from './mail-message.ts';
import type { SmtpMessage, SmtpTransport } from './smtp-sender.ts';

/**
 * The mail queue's worker (ADR 010): delivers the `queued` rows of `outbox_emails` over SMTP.
 *
 * - A batch is claimed in one statement (`FOR UPDATE SKIP LOCKED`): status `sending`, `claimed_at`,
 *   `attempts + 1`. Workers in other processes (or a second one in this process) skip what is
 *   claimed, so a row is never delivered by two workers at once.
 * - Delivered: `sent`, `sent_at`, `message_id`; the row is never claimed again.
 * - Failed: `queued` again with `next_attempt_at` after the retry delay (1 min, 5 min, 30 min, 2 h,
 *   6 h by default), or `failed` after the last attempt; `last_error` keeps the SMTP code only.
 * - A `sending` row whose claim is older than the lease belongs to a worker that died: it is claimed
 *   again. The lease (5 min) is far longer than one delivery may take (the SMTP timeouts), so a live
 *   worker never loses its row; a crash between the server's "250 OK" and the `sent` update is the
 *   only case in which a mail can go out twice.
 *
 * It polls every `pollMs` (1 s) and `wake()` starts a round at once (the sender calls it on every
 * enqueue), so a request's mail leaves within moments without the request ever waiting for SMTP.
 */
export type MailWorkerOptions = {
  db: Database;
  smtp: SmtpTransport;
  /** Where attachments are read from at send time (the CV of an email application). */
  storage: FileStorage;
  logger?: MailLogger;
  /** The clock for claims and retries (tests fix and move it). */
  now?: () => Date;
  pollMs?: number;
  retryDelaysSeconds?: readonly number[];
  leaseMs?: number;
  batchSize?: number;
  /** Deliveries in flight at once: the SMTP pool has 3 connections. */
  concurrency?: number;
};

export type MailWorkerRound = { claimed: number; sent: number; retried: number; failed: number };

export type MailWorker = {
  /** One round: claims and delivers due mail until none is left; safe beside other workers. */
  tick(): Promise<MailWorkerRound>;
  /** Starts a round now (or right after the running one). */
  wake(): void;
  /** Resolves once every due mail has been tried: the running round, then rounds until none is due. */
  drain(): Promise<void>;
  /** Stops polling and waits for the running round. */
  stop(): Promise<void>;
};

export const MAIL_POLL_MS = 1_000;
export const MAIL_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 10;
const CONCURRENCY = 3;
/** Rounds stop claiming after this long; the next poll continues (a huge backlog never blocks stop()). */
const ROUND_BUDGET_MS = 30_000;

type ClaimedMail = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  headers: Record<string, string> | null;
  attachments: { filename: string; contentType: string; storageKey: string }[] | null;
  attempts: number;
};

type Outcome = 'sent' | 'retried' | 'failed';

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, smtp, storage, logger } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? MAIL_POLL_MS;
  const retryDelays = options.retryDelaysSeconds ?? DEFAULT_MAIL_RETRY_DELAYS_SECONDS;
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const concurrency = options.concurrency ?? CONCURRENCY;

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  /** One log line per burst of failing rounds (a database outage), not one per poll. */
  let failingSince: number | null = null;

  async function claim(at: Date): Promise<ClaimedMail[]> {
    const staleBefore = new Date(at.getTime() - leaseMs);
    const result = await db.execute(sql`
      update outbox_emails
      set status = 'sending', claimed_at = ${at}, attempts = attempts + 1
      where id in (
        select id from outbox_emails
        where (status = 'queued' and (next_attempt_at is null or next_attempt_at <= ${at}))
           or (status = 'sending' and claimed_at < ${staleBefore})
        order by created_at, id
        limit ${batchSize}
        for update skip locked
      )
      returning id, "to", subject, html, text, kind, headers, attachments, attempts`);
    return (result as unknown as { rows: ClaimedMail[] }).rows.map((row) => ({
      ...row,
      attempts: Number(row.attempts),
    }));
  }

  /** Applies an outcome only while the row is still ours (same claim): a reclaimed row is not touched. */
  async function finish(id: string, claimedAt: Date, changes: ReturnType<typeof sql>): Promise<boolean> {
    const result = await db.execute(sql`
      update outbox_emails set ${changes}
      where id = ${id} and status = 'sending' and claimed_at = ${claimedAt}
      returning id`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  }

  async function deliver(mail: ClaimedMail, claimedAt: Date): Promise<Outcome> {
    const maxAttempts = retryDelays.length + 1;
    if (mail.attempts > maxAttempts) {
      // Claimed again after a worker died holding its last attempt: nothing is left to try.
      await finish(mail.id, claimedAt, sql`status = 'failed', last_error = 'LEASE_EXPIRED'`);
      logger?.error({ outboxId: mail.id, kind: mail.kind, attempts: mail.attempts }, 'mail given up');
      return 'failed';
    }
    const attachments: NonNullable<SmtpMessage['attachments']> = [];
    for (const attachment of mail.attachments ?? []) {
      const content = await storage.read(attachment.storageKey);
      if (!content) {
        // The file is gone (its owner deleted their data): never send the mail without it.
        await finish(mail.id, claimedAt, sql`status = 'failed', last_error = 'ATTACHMENT_MISSING'`);
        logger?.warn({ outboxId: mail.id, kind: mail.kind }, 'mail not sent: its attachment is gone');
        return 'failed';
      }
      attachments.push({ filename: attachment.filename, contentType: attachment.contentType, content });
    }
    try {
      const { messageId } = await smtp.deliver({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        kind: mail.kind,
        headers: mail.headers ?? {},
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      const marked = await finish(
        mail.id,
        claimedAt,
        sql`status = 'sent', sent_at = ${now()}, message_id = ${messageId.slice(0, 300)}, last_error = null, next_attempt_at = null`,
      );
      if (marked) logger?.info({ outboxId: mail.id, kind: mail.kind, attempts: mail.attempts }, 'mail sent');
      else logger?.warn({ outboxId: mail.id, kind: mail.kind }, 'mail sent but its row was taken over');
      return 'sent';
    } catch (error) {
      const failedAt = now();
      const reason = describeSmtpError(error);
      const retryAt = nextMailAttemptAt({ attempts: mail.attempts, failedAt, delaysSeconds: retryDelays });
      if (retryAt) {
        await finish(
          mail.id,
          claimedAt,
          sql`status = 'queued', next_attempt_at = ${retryAt}, last_error = ${reason}`,
        );
        logger?.warn(
          { outboxId: mail.id, kind: mail.kind, attempts: mail.attempts, error: reason, retryAt },
          'mail delivery failed; it will be retried',
        );
        return 'retried';
      }
      await finish(mail.id, claimedAt, sql`status = 'failed', last_error = ${reason}`);
      logger?.error(
        { outboxId: mail.id, kind: mail.kind, attempts: mail.attempts, error: reason },
        'mail delivery failed for the last time; given up',
      );
      return 'failed';
    }
  }

  async function tick(): Promise<MailWorkerRound> {
    const round: MailWorkerRound = { claimed: 0, sent: 0, retried: 0, failed: 0 };
    const started = Date.now();
    for (;;) {
      const claimedAt = now();
      const batch = await claim(claimedAt);
      round.claimed += batch.length;
      await pMap(
        batch,
        async (mail) => {
          try {
            round[await deliver(mail, claimedAt)] += 1;
          } catch (error) {
            // The database failed while recording the outcome: the lease hands the row on later.
            logger?.error({ outboxId: mail.id, kind: mail.kind, err: error }, 'mail outcome not recorded');
          }
        },
        { concurrency },
      );
      if (batch.length < batchSize || stopped || Date.now() - started > ROUND_BUDGET_MS) return round;
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
    timer.unref?.();
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = tick()
      .then(() => {
        if (failingSince !== null) {
          logger?.info({ failedForMs: Date.now() - failingSince }, 'mail worker recovered');
          failingSince = null;
        }
      })
      .catch((error: unknown) => {
        if (failingSince === null) {
          failingSince = Date.now();
          logger?.error({ err: error }, 'mail worker round failed; retrying quietly until it works');
        }
      })
      .finally(() => {
        running = null;
        const soon = again;
        again = false;
        schedule(soon ? 0 : pollMs);
      });
  }

  schedule(0);

  return {
    tick,
    wake() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async drain() {
      for (;;) {
        if (running) {
          await running;
          continue;
        }
        const round = await tick();
        if (round.claimed === 0 && !running) return;
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * What `last_error` and the log keep of a failed delivery: nodemailer's code and the SMTP reply
 * code (e.g. `EENVELOPE 550`), never the server's text, which may quote the address.
 */
export function describeSmtpError(error: unknown): string {
  if (!(error instanceof Error)) return 'UNKNOWN';
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  const name = typeof code === 'string' && /^[A-Z0-9_]{1,30}$/i.test(code) ? code : error.name;
  return typeof responseCode === 'number' ? `${name} ${responseCode}` : name;
}
