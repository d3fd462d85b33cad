import { and, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { viewDay } from '#domain/jobs/view-counting.ts';
import type { FileStorage } from '../../adapters/storage/local-disk-storage.ts';
import type { Database } from '../../db/client.ts';
import {
  digestSends,
  emailTokens,
  outboxEmails,
  sessions,
  signInFailures,
  uploads,
  usedCaptchaChallenges,
  viewVisitors,
} from '../../db/schema/index.ts';
import { SESSION_IDLE_MS } from '../auth/session-policy.ts';
import type { ServiceDeps } from '../deps.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long each kind of row is kept once it is of no use (docs/architecture.md, Housekeeping). */
export const RETENTION = {
  /** Used or expired email keys (verify, reset): a day, for support questions about a link. */
  emailTokensMs: DAY_MS,
  /** Mails sent, stored or given up: 30 days (the development outbox, support). */
  outboxEmailsMs: 30 * DAY_MS,
  /** The digest ledger: 90 days (only the current period matters to the sender). */
  digestSendsMs: 90 * DAY_MS,
  /** Failed sign-ins: the per-account limit counts the last hour; a day is plenty. */
  signInFailuresMs: DAY_MS,
  /** An upload no profile, application or queued mail refers to: a day to attach it. */
  unattachedUploadsMs: DAY_MS,
} as const;

export type PurgeSummary = {
  sessions: number;
  emailTokens: number;
  outboxEmails: number;
  digestSends: number;
  signInFailures: number;
  captchaChallenges: number;
  /** Rate limit windows that ended (ADR 026). */
  rateLimitWindows: number;
  /** Visitors of past days (view counting remembers only today's). */
  viewVisitors: number;
  uploads: number;
  /** A table still had rows to purge when its batches ran out: the next run continues. */
  unfinished: string[];
};

export type PurgeDeps = ServiceDeps & {
  storage: FileStorage;
  logger?: { warn(details: object, message: string): void };
};

export type PurgeOptions = {
  /** Rows per statement: each delete is short, so a big backlog never holds long locks. */
  batchSize?: number;
  /** Statements per table and run. */
  maxBatches?: number;
};

const BATCH_SIZE = 1_000;
const UPLOAD_BATCH_SIZE = 200;
const MAX_BATCHES = 100;

/**
 * The hourly purge (issue 10, defect 15): expired and idle sessions, used or expired email keys,
 * old outbox mail and digest ledger rows, old failed sign-ins, spent captcha challenges past their
 * expiry, ended rate limit windows, past days' view-counting visitors, and uploads never attached to anything (row and file). Every delete takes at most
 * `batchSize` rows, by primary key, so the locks are short and requests go on meanwhile; rows still
 * left after `maxBatches` wait for the next run. Safe to run on several instances at once.
 */
export async function purgeExpiredData(deps: PurgeDeps, options: PurgeOptions = {}): Promise<PurgeSummary> {
  const now = deps.now();
  const before = (ms: number) => new Date(now.getTime() - ms);
  const limits = {
    batchSize: options.batchSize ?? BATCH_SIZE,
    maxBatches: options.maxBatches ?? MAX_BATCHES,
  };
  const unfinished: string[] = [];
  const purge = async (name: string, table: PgTable, key: PgColumn, condition: SQL | undefined) => {
    const result = await deleteInBatches(deps.db, table, key, condition as SQL, limits);
    if (!result.finished) unfinished.push(name);
    return result.deleted;
  };

  const summary: PurgeSummary = {
    sessions: await purge(
      'sessions',
      sessions,
      sessions.idHash,
      or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, before(SESSION_IDLE_MS))),
    ),
    emailTokens: await purge(
      'email_tokens',
      emailTokens,
      emailTokens.id,
      or(
        and(isNotNull(emailTokens.usedAt), lt(emailTokens.usedAt, before(RETENTION.emailTokensMs))),
        lt(emailTokens.expiresAt, before(RETENTION.emailTokensMs)),
      ),
    ),
    outboxEmails: await purge(
      'outbox_emails',
      outboxEmails,
      outboxEmails.id,
      and(
        inArray(outboxEmails.status, ['sent', 'stored', 'failed']),
        lt(outboxEmails.createdAt, before(RETENTION.outboxEmailsMs)),
      ),
    ),
    digestSends: await purge(
      'digest_sends',
      digestSends,
      digestSends.id,
      lt(digestSends.claimedAt, before(RETENTION.digestSendsMs)),
    ),
    signInFailures: await purge(
      'sign_in_failures',
      signInFailures,
      signInFailures.id,
      lt(signInFailures.at, before(RETENTION.signInFailuresMs)),
    ),
    captchaChallenges: await purge(
      'used_captcha_challenges',
      usedCaptchaChallenges,
      usedCaptchaChallenges.challengeHash,
      lt(usedCaptchaChallenges.expiresAt, now),
    ),
    rateLimitWindows: await purgeEndedRateLimitWindows(deps.db, limits).then((result) => {
      if (!result.finished) unfinished.push('rate_limit_hits');
      return result.deleted;
    }),
    viewVisitors: await purge(
      'view_visitors',
      viewVisitors,
      viewVisitors.visitor,
      // Today's and yesterday's (a day's last views may flush just after midnight) are kept.
      lt(viewVisitors.day, viewDay(before(DAY_MS))),
    ),
    uploads: 0,
    unfinished,
  };
  const orphans = await deleteUnattachedUploads(deps, before(RETENTION.unattachedUploadsMs), {
    batchSize: Math.min(limits.batchSize, UPLOAD_BATCH_SIZE),
    maxBatches: limits.maxBatches,
  });
  summary.uploads = orphans.deleted;
  if (!orphans.finished) unfinished.push('uploads');
  return summary;
}

type BatchLimits = { batchSize: number; maxBatches: number };

async function deleteInBatches(
  db: Database,
  table: PgTable,
  key: PgColumn,
  condition: SQL,
  limits: BatchLimits,
): Promise<{ deleted: number; finished: boolean }> {
  let deleted = 0;
  for (let batch = 0; batch < limits.maxBatches; batch++) {
    const rows = await db
      .delete(table)
      .where(inArray(key, db.select({ key }).from(table).where(condition).limit(limits.batchSize)))
      .returning({ key });
    deleted += rows.length;
    if (rows.length < limits.batchSize) return { deleted, finished: true };
  }
  return { deleted, finished: false };
}

/**
 * Rate limit windows that ended (ADR 026), by the database's clock as the windows are timed
 * (count-rate-limit-hit.ts): a purged row is what the client's next hit would have started afresh.
 */
async function purgeEndedRateLimitWindows(
  db: Database,
  limits: BatchLimits,
): Promise<{ deleted: number; finished: boolean }> {
  let deleted = 0;
  for (let batch = 0; batch < limits.maxBatches; batch++) {
    const result = await db.execute(sql`
      delete from rate_limit_hits
      where (limit_key, client_hash) in (
        select limit_key, client_hash from rate_limit_hits where window_ends_at < now() limit ${limits.batchSize}
      )`);
    const rows = result.rowCount ?? 0;
    deleted += rows;
    if (rows < limits.batchSize) return { deleted, finished: true };
  }
  return { deleted, finished: false };
}

/**
 * Every place a stored file's key may be referenced: pictures of startups (logo, cover, gallery,
 * team), investors, users, white-label feeds and deals (image, partner logo, document); CVs of quick-apply profiles and applications; and
 * attachments of mail still waiting in the queue (the worker reads them at send time).
 */
const REFERENCED_KEYS = sql`
  select logo_image as k from companies where logo_image is not null
  union all select cover_image from companies where cover_image is not null
  union all select jsonb_array_elements_text(gallery_images) from companies
  union all select member ->> 'image' from companies, jsonb_array_elements(team) as member
  union all select logo_image from investors where logo_image is not null
  union all select small_image from investors where small_image is not null
  union all select cover_image from investors where cover_image is not null
  union all select image from users where image is not null
  union all select logo_image from white_label_feeds where logo_image is not null
  union all select image from deals where image is not null
  union all select partner_logo from deals where partner_logo is not null
  union all select document_file from deals where document_file is not null
  union all select cv_file from applicants where cv_file is not null
  union all select cv_file from applications where cv_file is not null
  union all select attachment ->> 'storageKey'
    from outbox_emails, jsonb_array_elements(attachments) as attachment
    where status in ('queued', 'sending')`;

/**
 * Uploads older than `cutoff` that nothing refers to: the row goes first (in one statement that
 * checks the references again), then the file. A file whose delete fails stays on disk without a
 * row (harmless); the reverse order could leave a row pointing at nothing.
 */
async function deleteUnattachedUploads(
  deps: PurgeDeps,
  cutoff: Date,
  limits: BatchLimits,
): Promise<{ deleted: number; finished: boolean }> {
  let deleted = 0;
  for (let batch = 0; batch < limits.maxBatches; batch++) {
    const result = await deps.db.execute<{ storage_key: string }>(sql`
      with referenced as (${REFERENCED_KEYS})
      delete from ${uploads}
      where id in (
        select u.id from ${uploads} u
        where u.created_at < ${cutoff}
          and not exists (select 1 from referenced r where r.k = u.storage_key)
        order by u.created_at, u.id
        limit ${limits.batchSize}
      )
      returning storage_key`);
    const keys = (result as unknown as { rows: { storage_key: string }[] }).rows.map(
      (row) => row.storage_key,
    );
    for (const key of keys) {
      try {
        await deps.storage.delete(key);
      } catch (error) {
        deps.logger?.warn(
          { error: error instanceof Error ? error.name : 'unknown' },
          'unattached upload: row deleted, file not',
        );
      }
    }
    deleted += keys.length;
    if (keys.length < limits.batchSize) return { deleted, finished: true };
  }
  return { deleted, finished: false };
}
