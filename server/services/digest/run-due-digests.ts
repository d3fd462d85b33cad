import { and, eq, gt, gte, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import pMap from 'p-map';
import type { DigestRunSummary } from '#domain/digest/digest.schema.ts';
import { type DigestPeriod, digestWindowStart, findDueDigestPeriods } from '#domain/digest/digest-periods.ts';
import { isBoostedAt, selectDigestJobs } from '#domain/digest/select-digest-jobs.ts';
import type { DigestFrequency } from '#domain/jobs/job-enums.ts';
import { digestSends, digestSubscriptions } from '../../db/schema/index.ts';
import { buildDigestMessage } from '../mail/templates/digest-jobs.ts';
import type { DigestDeps, DigestLogger } from './digest-deps.ts';
import { type DigestJob, listDigestCandidateJobs } from './list-digest-candidate-jobs.ts';
import { buildSettingsLink } from './subscribe-digest.ts';

/** A mail that failed is tried again by later runs of the same period, this many times in all. */
export const DIGEST_MAX_ATTEMPTS = 3;
/** Claims in flight at once (each is a short transaction that also queues the mail). */
const SEND_CONCURRENCY = 4;
/** Subscribers read per page. */
export const SUBSCRIBER_PAGE_SIZE = 1_000;

export type RunDigestsDeps = DigestDeps & { logger?: DigestLogger };

type DueSubscriber = {
  id: string;
  email: string;
  settingsKey: string;
  locations: string[];
  includeRemoteJobs: boolean;
  roles: string[];
  visaSponsorshipOnly: boolean;
  frequency: string;
  mergeData: Record<string, string>;
  lastSentAt: Date | null;
};

type Outcome = 'sent' | 'skipped' | 'failed' | 'taken';

/**
 * Sends the digests due at `now` (the scheduler calls it on schedule and after a restart; tests call
 * it with a fixed clock). Exactly-once rests on the ledger `digest_sends`, unique per (subscription,
 * period): a subscriber is claimed in one transaction that inserts the ledger row and moves
 * `last_sent_at`, and only the run whose insert succeeded sends. Runs on other instances, a second
 * run for the same period and retries of the scheduled job find the row and skip. The mail is
 * queued after the commit (the mail queue delivers it, with its own retries: ADR 010): if queueing
 * fails, the row becomes `failed` and `last_sent_at` goes back, so a later run of the period tries
 * again (up to DIGEST_MAX_ATTEMPTS); if the process dies between commit and queueing, the row stays
 * `sending` and the period is never mailed twice. Subscribers are read a page at a time and those
 * with nothing new are recorded in bulk, so a run scales to hundreds of thousands of subscribers.
 */
export async function runDueDigests(deps: RunDigestsDeps, now: Date): Promise<DigestRunSummary> {
  const periods = findDueDigestPeriods(now);
  const summary: DigestRunSummary = {
    periods: periods.map((p) => ({
      frequency: p.frequency,
      key: p.key,
      scheduledAt: p.scheduledAt.toISOString(),
    })),
    sent: 0,
    skipped: 0,
    failed: 0,
  };
  for (const period of periods) {
    // Subscribers are read in pages by id (keyset), so a run holds one page in memory however many
    // subscribe. The candidate jobs are read once for the earliest window seen so far, and again only
    // when a later page reaches further back.
    let candidates: DigestJob[] = [];
    let candidatesSince: number | null = null;
    let afterId: string | null = null;
    for (;;) {
      const { due: page, lastId, isFull } = await listSubscriberPage(deps, period, afterId);
      afterId = lastId;
      if (page.length === 0) {
        if (isFull) continue;
        break;
      }
      let since = Number.POSITIVE_INFINITY;
      for (const subscriber of page) {
        const start = digestWindowStart({
          frequency: period.frequency,
          lastSentAt: subscriber.lastSentAt,
          cutoff: now,
        }).getTime();
        if (start < since) since = start;
      }
      if (candidatesSince === null || since < candidatesSince) {
        candidates = await listDigestCandidateJobs(deps, { since: new Date(since), cutoff: now });
        candidatesSince = since;
      }
      await sendPage(deps, { page, period, candidates, now, summary });
      if (!isFull) break;
    }
  }
  if (summary.sent + summary.failed > 0) {
    deps.logger?.info(
      {
        periods: summary.periods.map((p) => p.key),
        sent: summary.sent,
        skipped: summary.skipped,
        failed: summary.failed,
      },
      'job digests sent',
    );
  }
  return summary;
}

/**
 * The next page of subscribers after `afterId` (by id) that are confirmed before the period's send
 * time, still subscribed and of this frequency; `due` are those not yet in the ledger for the period
 * (or failed with attempts left). The ledger is read for the page's ids by its unique index, not
 * joined: a join's plan depends on statistics that lag while a run fills the ledger.
 */
async function listSubscriberPage(
  deps: RunDigestsDeps,
  period: DigestPeriod,
  afterId: string | null,
): Promise<{ due: DueSubscriber[]; lastId: string | null; isFull: boolean }> {
  const rows = await deps.db
    .select({
      id: digestSubscriptions.id,
      email: digestSubscriptions.email,
      settingsKey: digestSubscriptions.settingsKey,
      locations: digestSubscriptions.locations,
      includeRemoteJobs: digestSubscriptions.includeRemoteJobs,
      roles: digestSubscriptions.roles,
      visaSponsorshipOnly: digestSubscriptions.visaSponsorshipOnly,
      frequency: digestSubscriptions.frequency,
      mergeData: digestSubscriptions.mergeData,
      lastSentAt: digestSubscriptions.lastSentAt,
    })
    .from(digestSubscriptions)
    .where(
      and(
        afterId ? gt(digestSubscriptions.id, afterId) : undefined,
        eq(digestSubscriptions.frequency, period.frequency),
        isNotNull(digestSubscriptions.confirmedAt),
        lte(digestSubscriptions.confirmedAt, period.scheduledAt),
        isNull(digestSubscriptions.unsubscribedAt),
      ),
    )
    .orderBy(digestSubscriptions.id)
    .limit(SUBSCRIBER_PAGE_SIZE);
  const last = rows[rows.length - 1];
  if (!last) return { due: [], lastId: null, isFull: false };
  const ids = rows.map((row) => row.id);
  const ledger = await deps.db
    .select({ subscriptionId: digestSends.subscriptionId })
    .from(digestSends)
    .where(
      and(
        eq(digestSends.periodKey, period.key),
        sql`${digestSends.subscriptionId} = any(${sql.param(ids)}::uuid[])`,
        or(ne(digestSends.status, 'failed'), gte(digestSends.attempts, DIGEST_MAX_ATTEMPTS)),
      ),
    );
  const recorded = new Set(ledger.map((row) => row.subscriptionId));
  return {
    due: rows.filter((row) => !recorded.has(row.id)),
    lastId: last.id,
    isFull: rows.length === SUBSCRIBER_PAGE_SIZE,
  };
}

type Selection = ReturnType<typeof selectDigestJobs<DigestJob>>;

function preferencesOf(subscriber: DueSubscriber) {
  return {
    locations: subscriber.locations,
    includeRemoteJobs: subscriber.includeRemoteJobs,
    roles: subscriber.roles,
    visaSponsorshipOnly: subscriber.visaSponsorshipOnly,
  };
}

/**
 * One page: each subscriber's jobs are chosen in memory; those with nothing new are recorded as
 * skipped in one statement (at 100k subscribers most days are like that), the others are claimed
 * and mailed one by one, a few at a time.
 */
async function sendPage(
  deps: RunDigestsDeps,
  input: {
    page: DueSubscriber[];
    period: DigestPeriod;
    candidates: DigestJob[];
    now: Date;
    summary: DigestRunSummary;
  },
): Promise<void> {
  const { period, now, summary } = input;
  const idle: DueSubscriber[] = [];
  const busy: { subscriber: DueSubscriber; selection: Selection }[] = [];
  for (const subscriber of input.page) {
    const selection = selectDigestJobs(input.candidates, {
      preferences: preferencesOf(subscriber),
      windowStart: digestWindowStart({
        frequency: period.frequency,
        lastSentAt: subscriber.lastSentAt,
        cutoff: now,
      }),
      cutoff: now,
    });
    if (selection.jobs.length === 0) idle.push(subscriber);
    else busy.push({ subscriber, selection });
  }
  if (idle.length > 0) {
    try {
      summary.skipped += await recordSkipped(deps, { subscribers: idle, periodKey: period.key, now });
    } catch (error) {
      summary.failed += idle.length;
      deps.logger?.error(
        {
          periodKey: period.key,
          subscribers: idle.length,
          error: error instanceof Error ? error.name : 'unknown',
        },
        'job digest skips could not be recorded',
      );
    }
  }
  await pMap(
    busy,
    async ({ subscriber, selection }) => {
      try {
        const outcome = await sendDigest(deps, { subscriber, period, selection, now });
        if (outcome !== 'taken') summary[outcome] += 1;
      } catch (error) {
        // One subscriber's database trouble must not stop the others; the next run tries again.
        summary.failed += 1;
        deps.logger?.error(
          {
            subscriptionId: subscriber.id,
            periodKey: period.key,
            error: error instanceof Error ? error.name : 'unknown',
          },
          'job digest could not be prepared',
        );
      }
    },
    { concurrency: SEND_CONCURRENCY },
  );
}

/**
 * The ledger rows of subscribers with nothing new this period, in one statement: like a claim, it
 * re-checks that each is still subscribed and takes over only failed rows with attempts left; a row
 * another run holds stays as it is. Returns how many were recorded.
 */
async function recordSkipped(
  deps: RunDigestsDeps,
  input: { subscribers: DueSubscriber[]; periodKey: string; now: Date },
): Promise<number> {
  const ids = input.subscribers.map((subscriber) => subscriber.id);
  const result = await deps.db.execute(sql`
    insert into ${digestSends}
      (subscription_id, period_key, status, job_ids, attempts, previous_last_sent_at, claimed_at, finished_at)
    select id, ${input.periodKey}, 'skipped', '{}'::uuid[], 1, last_sent_at, ${input.now}, ${input.now}
    from ${digestSubscriptions}
    where id = any(${sql.param(ids)}::uuid[]) and unsubscribed_at is null and confirmed_at is not null
    on conflict (subscription_id, period_key) do update
      set status = 'skipped', job_ids = '{}'::uuid[], attempts = ${digestSends}.attempts + 1,
          previous_last_sent_at = excluded.previous_last_sent_at,
          claimed_at = excluded.claimed_at, finished_at = excluded.finished_at
      where ${digestSends}.status = 'failed' and ${digestSends}.attempts < ${DIGEST_MAX_ATTEMPTS}
    returning 1`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

async function sendDigest(
  deps: RunDigestsDeps,
  input: { subscriber: DueSubscriber; period: DigestPeriod; selection: Selection; now: Date },
): Promise<Outcome> {
  const { subscriber, period, selection, now } = input;
  const preferences = preferencesOf(subscriber);
  const claim = await claimDigestSend(deps, {
    subscriptionId: subscriber.id,
    periodKey: period.key,
    jobIds: selection.jobs.map((job) => job.id),
    now,
  });
  if (!claim) return 'taken';
  if (selection.jobs.length === 0) return 'skipped';

  try {
    await deps.mail.send(
      buildDigestMessage({
        to: subscriber.email,
        firstName: subscriber.mergeData.firstName,
        frequency: period.frequency as DigestFrequency,
        preferences,
        jobs: selection.jobs.map((job) => ({ ...job, isBoosted: isBoostedAt(job, now) })),
        total: selection.total,
        publicUrl: deps.publicUrl,
        settingsLink: buildSettingsLink(deps.publicUrl, subscriber.settingsKey),
        oneClickUnsubscribeUrl: buildOneClickUnsubscribeUrl(deps.publicUrl, subscriber.settingsKey),
      }),
    );
  } catch (error) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(digestSends)
        .set({ status: 'failed', finishedAt: now })
        .where(eq(digestSends.id, claim.id));
      await tx
        .update(digestSubscriptions)
        .set({ lastSentAt: claim.previousLastSentAt })
        .where(and(eq(digestSubscriptions.id, subscriber.id), eq(digestSubscriptions.lastSentAt, now)));
    });
    // No address, no body: the ledger row says who; the error's name and code say why.
    deps.logger?.error(
      {
        subscriptionId: subscriber.id,
        periodKey: period.key,
        attempt: claim.attempts,
        error: error instanceof Error ? { name: error.name, code: (error as { code?: unknown }).code } : {},
      },
      'job digest mail failed',
    );
    return 'failed';
  }
  await deps.db
    .update(digestSends)
    .set({ status: 'sent', finishedAt: deps.now() })
    .where(eq(digestSends.id, claim.id));
  return 'sent';
}

/**
 * The claim: in one transaction, re-check the subscription (it may have been unsubscribed since it
 * was listed; the row lock also orders concurrent claimers), insert the ledger row (or take over a
 * failed one with attempts left) and, when there is something to send, move `last_sent_at`. Null
 * when another run holds the period.
 */
async function claimDigestSend(
  deps: RunDigestsDeps,
  input: { subscriptionId: string; periodKey: string; jobIds: string[]; now: Date },
): Promise<{ id: string; attempts: number; previousLastSentAt: Date | null } | null> {
  const hasJobs = input.jobIds.length > 0;
  return deps.db.transaction(async (tx) => {
    const [live] = await tx
      .select({ lastSentAt: digestSubscriptions.lastSentAt })
      .from(digestSubscriptions)
      .where(
        and(
          eq(digestSubscriptions.id, input.subscriptionId),
          isNull(digestSubscriptions.unsubscribedAt),
          isNotNull(digestSubscriptions.confirmedAt),
        ),
      )
      .for('update');
    if (!live) return null;
    const status = hasJobs ? 'sending' : 'skipped';
    const values = {
      status,
      jobIds: input.jobIds,
      previousLastSentAt: live.lastSentAt,
      claimedAt: input.now,
      finishedAt: hasJobs ? null : input.now,
    };
    const [row] = await tx
      .insert(digestSends)
      .values({ subscriptionId: input.subscriptionId, periodKey: input.periodKey, attempts: 1, ...values })
      .onConflictDoUpdate({
        target: [digestSends.subscriptionId, digestSends.periodKey],
        set: { ...values, attempts: sql`${digestSends.attempts} + 1` },
        setWhere: and(eq(digestSends.status, 'failed'), lt(digestSends.attempts, DIGEST_MAX_ATTEMPTS)),
      })
      .returning({ id: digestSends.id, attempts: digestSends.attempts });
    if (!row) return null;
    if (hasJobs) {
      await tx
        .update(digestSubscriptions)
        .set({ lastSentAt: input.now })
        .where(eq(digestSubscriptions.id, input.subscriptionId));
    }
    return { ...row, previousLastSentAt: live.lastSentAt };
  });
}

/** The RFC 8058 one-click target: the API, so a mail app's POST needs no page. */
export function buildOneClickUnsubscribeUrl(publicUrl: string, settingsKey: string): string {
  return new URL(`/api/digest/${encodeURIComponent(settingsKey)}/unsubscribe`, publicUrl).href;
}
