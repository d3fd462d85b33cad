import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { type ApplicantStageValue, candidateStatus } from '#domain/applications/pipeline.ts';
import { AppError } from '#domain/errors.ts';
import type { PrivacyExport } from '#domain/privacy/privacy.schema.ts';
import {
  applicants,
  applicationEvents,
  applications,
  companies,
  companyFollows,
  companyMembers,
  digestSubscriptions,
  identities,
  investorMembers,
  investors,
  jobInterests,
  jobSaves,
  jobs,
  savedSearches,
  sessions,
  users,
} from '../../db/schema/index.ts';
import type { ServiceDeps } from '../deps.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

const VIA_LABELS: Record<string, string> = {
  platform: 'Nordhub',
  email: "Email to the startup's address",
  scout: 'Introduced by Scout',
};

/**
 * "Download everything stored about me" (privacy centre): the account, the talent profile, the
 * person's applications with the status they see and its history, saved jobs, interests, follows,
 * saved searches, job digest subscriptions (of the account or its address), memberships of startups
 * and investors (their names only: never the other members) and sessions (dates and browsers).
 * Applications show what the candidate sees, not the startup's private pipeline columns.
 */
export async function exportMyData(deps: ServiceDeps, userId: string): Promise<PrivacyExport> {
  const db = deps.db;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in');
  const email = user.email.toLowerCase();

  const [
    signIns,
    [profile],
    ownApplications,
    saved,
    interested,
    follows,
    searches,
    subscriptions,
    startups,
    investorProfiles,
    userSessions,
  ] = await Promise.all([
    db
      .select({ provider: identities.provider })
      .from(identities)
      .where(eq(identities.userId, userId))
      .orderBy(asc(identities.provider)),
    db.select().from(applicants).where(eq(applicants.userId, userId)).limit(1),
    db
      .select({ application: applications, jobTitle: jobs.title, startup: jobs.companyName })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.userId, userId))
      .orderBy(asc(applications.createdAt)),
    db
      .select({ jobId: jobSaves.jobId, title: jobs.title, startup: jobs.companyName, at: jobSaves.createdAt })
      .from(jobSaves)
      .innerJoin(jobs, eq(jobs.id, jobSaves.jobId))
      .where(eq(jobSaves.userId, userId))
      .orderBy(asc(jobSaves.createdAt)),
    db
      .select({
        jobId: jobInterests.jobId,
        title: jobs.title,
        startup: jobs.companyName,
        at: jobInterests.interestedAt,
      })
      .from(jobInterests)
      .innerJoin(jobs, eq(jobs.id, jobInterests.jobId))
      .where(eq(jobInterests.userId, userId))
      .orderBy(asc(jobInterests.interestedAt)),
    db
      .select({ startup: companies.name, at: companyFollows.createdAt })
      .from(companyFollows)
      .innerJoin(companies, eq(companies.id, companyFollows.companyId))
      .where(eq(companyFollows.userId, userId))
      .orderBy(asc(companyFollows.createdAt)),
    db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(asc(savedSearches.createdAt)),
    db
      .select()
      .from(digestSubscriptions)
      .where(or(eq(digestSubscriptions.userId, userId), sql`lower(${digestSubscriptions.email}) = ${email}`))
      .orderBy(asc(digestSubscriptions.createdAt)),
    db
      .select({ name: companies.name, since: companyMembers.createdAt })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, userId))
      .orderBy(asc(companyMembers.createdAt)),
    db
      .select({ name: investors.name, since: investorMembers.createdAt })
      .from(investorMembers)
      .innerJoin(investors, eq(investors.id, investorMembers.investorId))
      .where(eq(investorMembers.userId, userId))
      .orderBy(asc(investorMembers.createdAt)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
  ]);

  const applicationIds = ownApplications.map((row) => row.application.id);
  const events =
    applicationIds.length === 0
      ? []
      : await db
          .select({
            applicationId: applicationEvents.applicationId,
            toStage: applicationEvents.toStage,
            reason: applicationEvents.reason,
            at: applicationEvents.at,
          })
          .from(applicationEvents)
          .where(inArray(applicationEvents.applicationId, applicationIds))
          .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));

  return {
    exportedAt: iso(deps.now()),
    account: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      isEmailVerified: user.isEmailVerified,
      hasPassword: user.passwordHash !== null,
      signInWith: signIns.map((row) => row.provider),
      selectedProfile: user.profile,
      createdAt: iso(user.createdAt),
    },
    talentProfile: profile
      ? {
          enabled: profile.enabled,
          name: profile.name,
          email: profile.email,
          phone: profile.phone,
          linkedinUrl: profile.linkedinUrl,
          cvFileName: profile.cvFileName,
          cvUploadedAt: isoOrNull(profile.cvUploadedAt),
          intro: profile.intro,
          preferredCountries: profile.preferredCountryCodes,
          preferredRoles: profile.preferredRoles,
          createdAt: iso(profile.createdAt),
        }
      : null,
    applications: ownApplications.map(({ application, jobTitle, startup }) => ({
      id: application.id,
      job: { id: application.jobId, title: jobTitle, startup },
      status: candidateStatus({
        stage: application.stage as ApplicantStageValue,
        withdrawnAt: application.withdrawnAt,
      }),
      appliedAt: iso(application.createdAt),
      via: VIA_LABELS[application.source] ?? application.source,
      name: application.name,
      email: application.email,
      phone: application.phone,
      linkedinUrl: application.linkedinUrl,
      coverNote: application.coverNote,
      cvFileName: application.cvFileName,
      withdrawnAt: isoOrNull(application.withdrawnAt),
      decidedAt: isoOrNull(application.decidedAt),
      anonymizedAt: isoOrNull(application.anonymizedAt),
      events: candidateHistory(events.filter((event) => event.applicationId === application.id)),
    })),
    savedJobs: saved.map((row) => ({
      jobId: row.jobId,
      title: row.title,
      startup: row.startup,
      at: iso(row.at),
    })),
    interests: interested.map((row) => ({
      jobId: row.jobId,
      title: row.title,
      startup: row.startup,
      at: iso(row.at),
    })),
    follows: follows.map((row) => ({ startup: row.startup, at: iso(row.at) })),
    savedSearches: searches.map((row) => ({
      search: row.filters.search ?? null,
      location: row.filters.location ?? null,
      countryCode: row.filters.countryCode ?? null,
      visaSponsorshipOnly: row.filters.visa === true,
      since: iso(row.since),
      createdAt: iso(row.createdAt),
    })),
    digestSubscriptions: subscriptions.map((row) => ({
      email: row.email,
      frequency: row.frequency,
      locations: row.locations,
      includeRemoteJobs: row.includeRemoteJobs,
      roles: row.roles,
      visaSponsorshipOnly: row.visaSponsorshipOnly,
      confirmedAt: isoOrNull(row.confirmedAt),
      unsubscribedAt: isoOrNull(row.unsubscribedAt),
      lastSentAt: isoOrNull(row.lastSentAt),
      createdAt: iso(row.createdAt),
    })),
    memberships: {
      startups: startups.map((row) => ({ name: row.name, since: iso(row.since) })),
      investors: investorProfiles.map((row) => ({ name: row.name, since: iso(row.since) })),
    },
    sessions: userSessions.map((row) => ({
      createdAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastSeenAt),
      expiresAt: iso(row.expiresAt),
      userAgent: row.userAgent,
    })),
  };
}

/**
 * The application's history as the candidate sees it: each change of the status they see, with its
 * time ('To be rejected' and the custom column both read 'In review', so moves between them vanish).
 */
function candidateHistory(
  events: { toStage: string; reason: string; at: Date }[],
): { at: string; status: string }[] {
  const history: { at: string; status: string }[] = [];
  for (const event of events) {
    const status =
      event.reason === 'withdraw'
        ? 'Withdrawn'
        : candidateStatus({ stage: event.toStage as ApplicantStageValue, withdrawnAt: null });
    if (history[history.length - 1]?.status === status) continue;
    history.push({ at: iso(event.at), status });
  }
  return history;
}
