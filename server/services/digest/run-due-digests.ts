import { and, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
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
/** Mails in flight at once: the SMTP pool has 3 connections; one more keeps it busy. */
const SEND_CONCURRENCY = 4;

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
 * run for the same period and retries of the scheduled job find the row and skip. The mail goes out
 * after the commit: if it fails, the row becomes `failed` and `last_sent_at` goes back, so a later
 * run of the period tries again (up to DIGEST_MAX_ATTEMPTS); if the process dies between commit and
 * send, the row stays `sending` and the period is never mailed twice.
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
    const subscribers = await listDueSubscribers(deps, period);
    if (subscribers.length === 0) continue;
    const since = Math.min(
      ...subscribers.map((s) =>
        digestWindowStart({ frequency: period.frequency, lastSentAt: s.lastSentAt, cutoff: now }).getTime(),
      ),
    );
    const candidates = await listDigestCandidateJobs(deps, { since: new Date(since), cutoff: now });
    await forEachConcurrently(subscribers, SEND_CONCURRENCY, async (subscriber) => {
      try {
        const outcome = await sendDigest(deps, { subscriber, period, candidates, now });
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
    });
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
 * Confirmed before the period's send time, still subscribed, this frequency, and not yet in the
 * ledger for the period (or failed with attempts left).
 */
async function listDueSubscribers(deps: RunDigestsDeps, period: DigestPeriod): Promise<DueSubscriber[]> {
  return deps.db
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
    .leftJoin(
      digestSends,
      and(eq(digestSends.subscriptionId, digestSubscriptions.id), eq(digestSends.periodKey, period.key)),
    )
    .where(
      and(
        eq(digestSubscriptions.frequency, period.frequency),
        isNotNull(digestSubscriptions.confirmedAt),
        lte(digestSubscriptions.confirmedAt, period.scheduledAt),
        isNull(digestSubscriptions.unsubscribedAt),
        or(
          isNull(digestSends.id),
          and(eq(digestSends.status, 'failed'), lt(digestSends.attempts, DIGEST_MAX_ATTEMPTS)),
        ),
      ),
    )
    .orderBy(digestSubscriptions.id);
}

async function sendDigest(
  deps: RunDigestsDeps,
  input: { subscriber: DueSubscriber; period: DigestPeriod; candidates: DigestJob[]; now: Date },
): Promise<Outcome> {
  const { subscriber, period, now } = input;
  const preferences = {
    locations: subscriber.locations,
    includeRemoteJobs: subscriber.includeRemoteJobs,
    roles: subscriber.roles,
    visaSponsorshipOnly: subscriber.visaSponsorshipOnly,
  };
  const selection = selectDigestJobs(input.candidates, {
    preferences,
    windowStart: digestWindowStart({
      frequency: period.frequency,
      lastSentAt: subscriber.lastSentAt,
      cutoff: now,
    }),
    cutoff: now,
  });
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

async function forEachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(lanes);
}
