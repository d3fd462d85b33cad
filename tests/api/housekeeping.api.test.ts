/**
 * Issue 10, defect 15: the hourly purge (`POST /api/dev/housekeeping/run {now}` runs it as the
 * scheduler would at that instant). What is of no use any more goes; what is still live stays;
 * an upload a profile, an application or a queued mail refers to stays with its file.
 */
import crypto from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  applicants,
  applications,
  digestSends,
  digestSubscriptions,
  emailTokens,
  outboxEmails,
  sessions,
  signInFailures,
  uploads,
  usedCaptchaChallenges,
  viewVisitors,
} from '#server/db/schema/index.ts';
import { purgeExpiredData } from '#server/services/housekeeping/purge-expired-data.ts';
import { insertCompany, insertJob, insertUser, type UserRow } from '#tests/helpers/factories.ts';
import { parseJson } from '#tests/helpers/http.ts';
import { createSessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const PurgeSummary = z.object({
  sessions: z.number(),
  emailTokens: z.number(),
  outboxEmails: z.number(),
  digestSends: z.number(),
  signInFailures: z.number(),
  captchaChallenges: z.number(),
  viewVisitors: z.number(),
  uploads: z.number(),
  unfinished: z.array(z.string()),
});

const hex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');

describe.each(BACKENDS)('housekeeping [%s]', (backend) => {
  let t: TestApp;
  let user: UserRow;
  let now: Date;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const ahead = (ms: number) => new Date(now.getTime() + ms);

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { DIGEST_RUN_ROUTE: 'true' } });
    now = t.deps.now();
    user = await insertUser(t.deps.db);
  });

  afterAll(async () => {
    await t?.close();
  });

  async function runPurge() {
    const response = await createSessionClient(t.app).post('/api/dev/housekeeping/run', {
      now: now.toISOString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return parseJson(response, PurgeSummary);
  }

  const storage = () => t.app.deps.storage as NonNullable<typeof t.app.deps.storage>;

  /** An `uploads` row and its file, `age` old. */
  async function upload(kind: 'logo' | 'gallery' | 'team' | 'cv', age: number): Promise<string> {
    const key = kind === 'cv' ? `cvs/${hex(1)}/${hex(16)}.pdf` : `uploads/${hex(1)}/${hex(16)}.webp`;
    await storage().write(key, Buffer.from(`file ${key}`));
    await t.deps.db.insert(uploads).values({
      storageKey: key,
      ownerUserId: user.id,
      kind,
      contentType: kind === 'cv' ? 'application/pdf' : 'image/webp',
      bytes: 20,
      createdAt: ago(age),
    });
    return key;
  }

  it('purges what is of no use and keeps what is live', async () => {
    // Sessions: past their end, idle beyond 14 days, and a live one.
    const session = (label: string, values: { expiresAt: Date; lastSeenAt: Date }) => ({
      idHash: `${label}-${hex(16)}`,
      userId: user.id,
      createdAt: ago(20 * DAY),
      ...values,
    });
    const expiredSession = session('expired', { expiresAt: ago(HOUR), lastSeenAt: ago(2 * DAY) });
    const idleSession = session('idle', { expiresAt: ahead(10 * DAY), lastSeenAt: ago(15 * DAY) });
    const liveSession = session('live', { expiresAt: ahead(10 * DAY), lastSeenAt: ago(HOUR) });
    await t.deps.db.insert(sessions).values([expiredSession, idleSession, liveSession]);

    // Email keys: used or expired more than a day ago go; a key used an hour ago and a live one stay.
    const token = (label: string, values: { expiresAt: Date; usedAt?: Date }) => ({
      userId: user.id,
      purpose: 'reset_password' as const,
      tokenHash: `${label}-${hex(16)}`,
      email: user.email,
      createdAt: ago(3 * DAY),
      ...values,
    });
    const tokens = await t.deps.db
      .insert(emailTokens)
      .values([
        token('used-old', { expiresAt: ahead(DAY), usedAt: ago(2 * DAY) }),
        token('expired-old', { expiresAt: ago(2 * DAY) }),
        token('used-recent', { expiresAt: ahead(DAY), usedAt: ago(HOUR) }),
        token('expired-recent', { expiresAt: ago(HOUR) }),
        token('live', { expiresAt: ahead(HOUR) }),
      ])
      .returning({ id: emailTokens.id, tokenHash: emailTokens.tokenHash });

    // Mail: sent, stored or given up more than 30 days ago goes; queued mail and newer mail stay.
    const mark = `purge-${hex(4)}`;
    const mail = (status: 'sent' | 'stored' | 'failed' | 'queued', age: number) => ({
      to: `${mark}-${status}-${age}@example.test`,
      subject: mark,
      html: '<p>x</p>',
      text: 'x',
      kind: 'test',
      transport: status === 'stored' ? ('outbox' as const) : ('smtp' as const),
      status,
      createdAt: ago(age),
    });
    await t.deps.db
      .insert(outboxEmails)
      .values([
        mail('sent', 31 * DAY),
        mail('stored', 31 * DAY),
        mail('failed', 31 * DAY),
        mail('queued', 31 * DAY),
        mail('sent', 29 * DAY),
      ]);

    // The digest ledger: rows older than 90 days go.
    const [subscription] = await t.deps.db
      .insert(digestSubscriptions)
      .values({
        email: `${mark}@example.test`,
        settingsKey: `${mark}-${hex(16)}`,
        confirmedAt: ago(200 * DAY),
      })
      .returning();
    if (!subscription) throw new Error('no subscription');
    await t.deps.db.insert(digestSends).values([
      { subscriptionId: subscription.id, periodKey: 'old', status: 'sent', claimedAt: ago(91 * DAY) },
      { subscriptionId: subscription.id, periodKey: 'recent', status: 'sent', claimedAt: ago(89 * DAY) },
    ]);

    // Failed sign-ins: older than a day go. Spent captcha challenges: gone once expired.
    const emailHash = `${mark}-${hex(8)}`;
    await t.deps.db.insert(signInFailures).values([
      { emailHash, at: ago(2 * DAY) },
      { emailHash, at: ago(HOUR) },
    ]);
    const captcha = { expired: `${mark}-expired`, live: `${mark}-live` };
    await t.deps.db.insert(usedCaptchaChallenges).values([
      { challengeHash: captcha.expired, expiresAt: ago(HOUR) },
      { challengeHash: captcha.live, expiresAt: ahead(HOUR) },
    ]);

    // View counting's visitors: today's and yesterday's stay, older days go.
    const day = (ms: number) => ago(ms).toISOString().slice(0, 10);
    const visitor = (label: string) => `${mark}-${label}`;
    await t.deps.db.insert(viewVisitors).values([
      { visitor: visitor('today'), day: day(0) },
      { visitor: visitor('yesterday'), day: day(DAY) },
      { visitor: visitor('old'), day: day(2 * DAY) },
    ]);

    // Uploads: attached ones stay whatever their age; unattached ones go after a day.
    const logo = await upload('logo', 3 * DAY);
    const gallery = await upload('gallery', 3 * DAY);
    const team = await upload('team', 3 * DAY);
    const strayImage = await upload('gallery', 2 * DAY);
    const freshImage = await upload('logo', HOUR);
    const profileCv = await upload('cv', 3 * DAY);
    const applicationCv = await upload('cv', 3 * DAY);
    const queuedCv = await upload('cv', 3 * DAY);
    const strayCv = await upload('cv', 2 * DAY);
    const company = await insertCompany(t.deps.db, {
      logoImage: logo,
      galleryImages: [gallery],
      team: [{ name: 'Ada', title: 'CTO', image: team }],
    });
    const talent = await insertUser(t.deps.db);
    await t.deps.db.insert(applicants).values({ userId: talent.id, cvFile: profileCv, cvFileName: 'cv.pdf' });
    const job = await insertJob(t.deps.db, company);
    await t.deps.db
      .insert(applications)
      .values({ jobId: job.id, userId: talent.id, name: 'Ada', email: talent.email, cvFile: applicationCv });
    await t.deps.db.insert(outboxEmails).values({
      ...mail('queued', HOUR),
      to: `${mark}-with-cv@example.test`,
      attachments: [{ filename: 'cv.pdf', contentType: 'application/pdf', storageKey: queuedCv }],
    });

    const summary = await runPurge();
    expect(summary.unfinished).toEqual([]);
    expect(summary.sessions).toBeGreaterThanOrEqual(2);
    expect(summary.emailTokens).toBeGreaterThanOrEqual(2);
    expect(summary.outboxEmails).toBeGreaterThanOrEqual(3);
    expect(summary.uploads).toBeGreaterThanOrEqual(2);

    const sessionHashes = (
      await t.deps.db
        .select({ idHash: sessions.idHash })
        .from(sessions)
        .where(inArray(sessions.idHash, [expiredSession.idHash, idleSession.idHash, liveSession.idHash]))
    ).map((row) => row.idHash);
    expect(sessionHashes).toEqual([liveSession.idHash]);

    const keptTokens = await t.deps.db
      .select({ tokenHash: emailTokens.tokenHash })
      .from(emailTokens)
      .where(
        inArray(
          emailTokens.id,
          tokens.map((row) => row.id),
        ),
      );
    expect(keptTokens.map((row) => row.tokenHash.split('-').slice(0, -1).join('-')).sort()).toEqual([
      'expired-recent',
      'live',
      'used-recent',
    ]);

    const keptMail = await t.deps.db
      .select({ to: outboxEmails.to })
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, mark));
    expect(keptMail.map((row) => row.to.replace(`${mark}-`, '')).sort()).toEqual(
      [`queued-${31 * DAY}@example.test`, `sent-${29 * DAY}@example.test`, 'with-cv@example.test'].sort(),
    );

    const keptSends = await t.deps.db
      .select({ periodKey: digestSends.periodKey })
      .from(digestSends)
      .where(eq(digestSends.subscriptionId, subscription.id));
    expect(keptSends.map((row) => row.periodKey)).toEqual(['recent']);

    const keptFailures = await t.deps.db
      .select({ at: signInFailures.at })
      .from(signInFailures)
      .where(eq(signInFailures.emailHash, emailHash));
    expect(keptFailures.map((row) => row.at)).toEqual([ago(HOUR)]);

    const keptChallenges = await t.deps.db
      .select({ challengeHash: usedCaptchaChallenges.challengeHash })
      .from(usedCaptchaChallenges)
      .where(like(usedCaptchaChallenges.challengeHash, `${mark}-%`));
    expect(keptChallenges.map((row) => row.challengeHash)).toEqual([captcha.live]);

    const keptVisitors = await t.deps.db
      .select({ visitor: viewVisitors.visitor })
      .from(viewVisitors)
      .where(like(viewVisitors.visitor, `${mark}-%`));
    expect(keptVisitors.map((row) => row.visitor).sort()).toEqual([visitor('today'), visitor('yesterday')]);

    const kept = [logo, gallery, team, freshImage, profileCv, applicationCv, queuedCv];
    const gone = [strayImage, strayCv];
    const rows = await t.deps.db
      .select({ key: uploads.storageKey })
      .from(uploads)
      .where(inArray(uploads.storageKey, [...kept, ...gone]));
    expect(rows.map((row) => row.key).sort()).toEqual([...kept].sort());
    for (const key of kept) expect(await storage().exists(key), key).toBe(true);
    for (const key of gone) expect(await storage().exists(key), key).toBe(false);

    // Nothing left to do: a second run right after deletes none of these.
    const again = await runPurge();
    expect(again).toMatchObject({ sessions: 0, emailTokens: 0, uploads: 0, unfinished: [] });
  });

  it('works through a backlog in short batches, and the next run finishes what one run left', async () => {
    const deps = { ...t.deps, storage: storage(), now: () => now };
    await purgeExpiredData(deps);
    const expired = Array.from({ length: 25 }, () => ({
      idHash: `backlog-${hex(16)}`,
      userId: user.id,
      expiresAt: ago(DAY),
      lastSeenAt: ago(2 * DAY),
    }));
    await t.deps.db.insert(sessions).values(expired);
    const left = async () =>
      (
        await t.deps.db
          .select({ idHash: sessions.idHash })
          .from(sessions)
          .where(like(sessions.idHash, 'backlog-%'))
      ).length;

    const first = await purgeExpiredData(deps, { batchSize: 10, maxBatches: 2 });
    expect(first.sessions).toBe(20);
    expect(first.unfinished).toContain('sessions');
    expect(await left()).toBe(5);

    const second = await purgeExpiredData(deps, { batchSize: 10, maxBatches: 2 });
    expect(second.sessions).toBe(5);
    expect(second.unfinished).not.toContain('sessions');
    expect(await left()).toBe(0);
  });
});
