import { searchKey } from '#domain/jobs/search-history.ts';
import type { ApplicantStage } from '../../../domain/jobs/job-enums.ts';
import type { CountryCode } from '../../../domain/location/countries.ts';
import type {
  applicants,
  applicationEvents,
  applications,
  companyFollows,
  companyMembers,
  digestSubscriptions,
  investorMembers,
  jobInterests,
  jobSaves,
  savedSearches,
  users,
} from '../schema/index.ts';
import { type CompanySeed, DEMO_COMPANY_KEYS, findCompany } from './companies.ts';
import { DEMO_INVESTOR_KEYS, type InvestorSeed } from './investors.ts';
import type { JobSeed } from './jobs.ts';
import {
  createEmailLocalPart,
  createPersonName,
  createPhoneNumber,
  formatFullName,
  type PersonName,
  seedFakers,
} from './people.ts';
import { addDays, addMinutes, DAY_MS, type Random, slugify } from './random.ts';
import { SEED_COUNTRY_CODES } from './reference-data.ts';

export type UserInsert = typeof users.$inferInsert;
export type ApplicantInsert = typeof applicants.$inferInsert;
export type CompanyMemberInsert = typeof companyMembers.$inferInsert;
export type InvestorMemberInsert = typeof investorMembers.$inferInsert;
export type CompanyFollowInsert = typeof companyFollows.$inferInsert;
export type JobSaveInsert = typeof jobSaves.$inferInsert;
export type JobInterestInsert = typeof jobInterests.$inferInsert;
export type SavedSearchInsert = typeof savedSearches.$inferInsert;
export type DigestSubscriptionInsert = typeof digestSubscriptions.$inferInsert;
/** Open applications of live jobs are at most this old in the demo data (see `apply`). */
const SEED_OPEN_APPLICATION_DAYS = 18;

export type ApplicationInsert = typeof applications.$inferInsert;
export type ApplicationEventInsert = typeof applicationEvents.$inferInsert;

export { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demo-logins.ts';

const OTHER_TALENT_COUNT = 40;
const STAGE_WEIGHTS: readonly (readonly [ApplicantStage, number])[] = [
  ['applied', 45],
  ['custom', 20],
  ['toreject', 10],
  ['rejected', 15],
  ['hired', 10],
];
/** A closed job has mostly decided candidates. */
const CLOSED_JOB_STAGE_WEIGHTS: readonly (readonly [ApplicantStage, number])[] = [
  ['applied', 10],
  ['custom', 10],
  ['toreject', 10],
  ['rejected', 50],
  ['hired', 20],
];

const COVER_NOTES = [
  'I have followed your company for a while and would love to help you grow.',
  'Your mission matches what I want to work on next. I am available from next month.',
  'I am relocating to the Nordics this year and your team looks like a great fit.',
  'I enjoyed reading about your product and have a few ideas I would like to share in an interview.',
];

const INTROS = [
  'Developer with a love for clean APIs and good coffee.',
  'Marketer who likes numbers as much as words.',
  'Designer focused on accessible, calm interfaces.',
  'Student looking for my first startup experience.',
  'Customer-obsessed generalist, happy in a small team.',
];

type TalentSeed = {
  id: string;
  name: PersonName;
  email: string;
  countryCode: CountryCode;
  phone: string;
  linkedinUrl: string;
  cvFile: string;
};

export type UsersBuild = {
  users: UserInsert[];
  applicants: ApplicantInsert[];
  companyMembers: CompanyMemberInsert[];
  investorMembers: InvestorMemberInsert[];
  companyFollows: CompanyFollowInsert[];
  jobSaves: JobSaveInsert[];
  jobInterests: JobInterestInsert[];
  savedSearches: SavedSearchInsert[];
  digestSubscriptions: DigestSubscriptionInsert[];
  applications: ApplicationInsert[];
  /** Each application's history: applied, then the startup's move to its stage. */
  applicationEvents: ApplicationEventInsert[];
  /** Storage keys of the CV PDFs the applications point at. */
  cvFiles: string[];
};

type BuildUsersInput = {
  now: Date;
  companies: readonly CompanySeed[];
  investors: readonly InvestorSeed[];
  jobs: readonly JobSeed[];
  passwordHash: string | null;
};

function findInvestor(seeds: readonly InvestorSeed[], key: string): InvestorSeed {
  const investor = seeds.find((i) => i.key === key);
  if (!investor) throw new Error(`Seed investor ${key} is missing`);
  return investor;
}

/** A moment between `from` and `to` (or `from` itself when the range is empty). */
function pickMomentBetween(rng: Random, from: Date, to: Date): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  return new Date(from.getTime() + Math.floor(rng.nextFloat() * span));
}

export function buildUsers(rng: Random, input: BuildUsersInput): UsersBuild {
  seedFakers(4);
  const { now, companies, investors, jobs, passwordHash } = input;
  const build: UsersBuild = {
    users: [],
    applicants: [],
    companyMembers: [],
    investorMembers: [],
    companyFollows: [],
    jobSaves: [],
    jobInterests: [],
    savedSearches: [],
    digestSubscriptions: [],
    applications: [],
    applicationEvents: [],
    cvFiles: [],
  };
  const usedEmails = new Set<string>();

  const addUser = (name: PersonName, email: string, createdAt: Date, isAdmin = false): string => {
    const id = rng.createUuid();
    usedEmails.add(email);
    build.users.push({
      id,
      email,
      passwordHash,
      firstName: name.firstName,
      lastName: name.lastName,
      image: null,
      isAdmin,
      isEmailVerified: true,
      profile: null,
      uiFeatures: [],
      createdAt,
      updatedAt: createdAt,
    });
    return id;
  };

  const addTalent = (
    name: PersonName,
    email: string,
    countryCode: CountryCode,
    createdAt: Date,
  ): TalentSeed => {
    const id = addUser(name, email, createdAt);
    const slug = slugify(formatFullName(name));
    const cvFile = `seed/cvs/${slug}.pdf`;
    const talent: TalentSeed = {
      id,
      name,
      email,
      countryCode,
      phone: createPhoneNumber(rng, countryCode),
      linkedinUrl: `https://linkedin.example.com/in/${slug}`,
      cvFile,
    };
    build.cvFiles.push(cvFile);
    build.applicants.push({
      userId: id,
      enabled: true,
      phone: talent.phone,
      linkedinUrl: talent.linkedinUrl,
      cvFile,
      intro: rng.pickOne(INTROS),
      preferredCountryCode: countryCode,
      createdAt,
    });
    return talent;
  };

  // Demo logins, in the order DEMO_USERS lists them.
  const accountsCreatedAt = addDays(now, -180);
  const talent = addTalent(
    { firstName: 'Freja', lastName: 'Lund' },
    'talent@nordhub.test',
    'DK',
    accountsCreatedAt,
  );
  const recruiterId = addUser(
    { firstName: 'Mads', lastName: 'Holm' },
    'recruiter@nordhub.test',
    accountsCreatedAt,
  );
  const investorUserId = addUser(
    { firstName: 'Ingrid', lastName: 'Berg' },
    'investor@nordhub.test',
    accountsCreatedAt,
  );
  const multi = addTalent(
    { firstName: 'Aino', lastName: 'Virtanen' },
    'multi@nordhub.test',
    'FI',
    accountsCreatedAt,
  );
  addUser({ firstName: 'Nils', lastName: 'Ek' }, 'admin@nordhub.test', accountsCreatedAt, true);

  const recruiterDenmark = findCompany(companies, DEMO_COMPANY_KEYS.recruiterDenmark);
  const recruiterSweden = findCompany(companies, DEMO_COMPANY_KEYS.recruiterSweden);
  const multiCompany = findCompany(companies, DEMO_COMPANY_KEYS.multiProfile);
  build.companyMembers.push(
    {
      companyId: recruiterDenmark.id,
      userId: recruiterId,
      role: 'owner',
      createdAt: recruiterDenmark.createdAt,
    },
    {
      companyId: recruiterSweden.id,
      userId: recruiterId,
      role: 'member',
      createdAt: recruiterSweden.createdAt,
    },
    { companyId: multiCompany.id, userId: multi.id, role: 'owner', createdAt: multiCompany.createdAt },
  );
  const demoInvestor = findInvestor(investors, DEMO_INVESTOR_KEYS.investor);
  const multiInvestor = findInvestor(investors, DEMO_INVESTOR_KEYS.multiProfile);
  build.investorMembers.push(
    { investorId: demoInvestor.id, userId: investorUserId, role: 'owner', createdAt: accountsCreatedAt },
    { investorId: multiInvestor.id, userId: multi.id, role: 'owner', createdAt: accountsCreatedAt },
  );

  const others: TalentSeed[] = [];
  for (let i = 0; i < OTHER_TALENT_COUNT; i++) {
    const countryCode = rng.pickOne(SEED_COUNTRY_CODES);
    const name = createPersonName(rng, countryCode);
    let email = `${createEmailLocalPart(name)}@example.com`;
    for (let n = 2; usedEmails.has(email); n++) email = `${createEmailLocalPart(name)}${n}@example.com`;
    others.push(addTalent(name, email, countryCode, addDays(now, -rng.nextInt(1, 400))));
  }

  const activeJobs = jobs.filter((j) => j.status === 'ACTIVE');
  const publishedCompanies = companies.filter((c) => c.isPublished && c.row.platform?.main);

  // Applications: first fill the demo startups' pipelines with every stage, then spread the rest.
  const appliedPairs = new Set<string>();
  const apply = (person: TalentSeed, job: JobSeed, stage: ApplicantStage) => {
    const pair = `${person.id}:${job.id}`;
    if (appliedPairs.has(pair) || !job.approvedAt) return;
    appliedPairs.add(pair);
    const closesAt = job.row.expirationDate && job.row.expirationDate < now ? job.row.expirationDate : now;
    const drawnCreatedAt = pickMomentBetween(rng, job.approvedAt, closesAt);
    const drawnUpdatedAt =
      stage === 'applied' ? drawnCreatedAt : pickMomentBetween(rng, drawnCreatedAt, closesAt);
    // Live jobs' open candidates are recent (the startup is working through them), so the guaranteed
    // closure does not close the demo pipelines the moment the demo starts.
    const isOpen = stage === 'applied' || stage === 'custom' || stage === 'toreject';
    const recentFloor = addDays(now, -SEED_OPEN_APPLICATION_DAYS);
    const createdAt =
      isOpen && job.status === 'ACTIVE' && drawnCreatedAt < recentFloor
        ? new Date(Math.max(recentFloor.getTime(), job.approvedAt.getTime()))
        : drawnCreatedAt;
    const updatedAt =
      stage === 'applied' ? createdAt : drawnUpdatedAt < createdAt ? createdAt : drawnUpdatedAt;
    const id = rng.createUuid();
    const isDecided = stage === 'hired' || stage === 'rejected';
    build.applicationEvents.push({
      applicationId: id,
      fromStage: null,
      toStage: 'applied',
      reason: 'applied',
      actor: 'talent',
      userId: person.id,
      at: createdAt,
    });
    if (stage !== 'applied') {
      build.applicationEvents.push({
        applicationId: id,
        fromStage: 'applied',
        toStage: stage,
        reason: 'move',
        actor: 'member',
        userId: null,
        at: updatedAt,
      });
    }
    build.applications.push({
      id,
      jobId: job.id,
      userId: person.id,
      stage,
      name: formatFullName(person.name),
      email: person.email,
      phone: person.phone,
      linkedinUrl: person.linkedinUrl,
      cvFile: person.cvFile,
      coverNote: rng.rollChance(0.5) ? rng.pickOne(COVER_NOTES) : null,
      // A few candidates came through the Scout team, who grade them.
      scoutGrade: rng.rollChance(0.05) ? rng.nextInt(1, 5) : null,
      cvFileName: `CV ${formatFullName(person.name)}.pdf`,
      firstResponseAt: stage === 'applied' ? null : updatedAt,
      decidedAt: isDecided ? updatedAt : null,
      rejectionSentAt: stage === 'rejected' ? updatedAt : null,
      createdAt,
      updatedAt,
    });
    const added = build.applications[build.applications.length - 1];
    if (added?.scoutGrade) added.source = 'scout';
  };
  const pipelineJobs = jobs.filter(
    (j) => j.receiveApplicants === 'platform' && ['ACTIVE', 'STOPPED', 'EXPIRED'].includes(j.status),
  );
  const stageCycle: readonly ApplicantStage[] = [
    'applied',
    'custom',
    'toreject',
    'hired',
    'rejected',
    'applied',
  ];
  for (const company of [recruiterDenmark, recruiterSweden]) {
    const ownActive = pipelineJobs
      .filter((j) => j.company.id === company.id && j.status === 'ACTIVE')
      .slice(0, 3);
    for (const job of ownActive) {
      const candidates = rng.pickSome(others, rng.nextInt(6, 10));
      candidates.forEach((person, i) => {
        apply(person, job, stageCycle[i % stageCycle.length] ?? 'applied');
      });
    }
  }
  for (const person of others) {
    for (const job of rng.pickSome(pipelineJobs, rng.nextInt(1, 4))) {
      apply(
        person,
        job,
        rng.pickWeighted(job.status === 'ACTIVE' ? STAGE_WEIGHTS : CLOSED_JOB_STAGE_WEIGHTS),
      );
    }
  }
  // The demo talent sees each status of "My jobs": Applied, In review, Hired is rare, Not selected.
  const talentStages: readonly ApplicantStage[] = ['applied', 'custom', 'rejected', 'applied'];
  const talentJobs = rng.pickSome(
    pipelineJobs.filter((j) => j.status === 'ACTIVE'),
    talentStages.length + 2,
  );
  talentStages.forEach((stage, i) => {
    const job = talentJobs[i];
    if (job) apply(talent, job, stage);
  });
  for (const job of talentJobs.slice(talentStages.length)) apply(multi, job, 'applied');

  // Saves, interests and follows: the demo talent's are fixed in size, the others' random.
  const saved = new Set<string>();
  const interested = new Set<string>();
  const followed = new Set<string>();
  const saveJobs = (userId: string, count: number) => {
    for (const job of rng.pickSome(activeJobs, count)) {
      if (saved.has(`${userId}:${job.id}`)) continue;
      saved.add(`${userId}:${job.id}`);
      build.jobSaves.push({ userId, jobId: job.id, createdAt: addMinutes(now, -rng.nextInt(60, 20 * 1440)) });
    }
  };
  const showInterest = (userId: string, count: number) => {
    for (const job of rng.pickSome(activeJobs, count)) {
      if (interested.has(`${userId}:${job.id}`)) continue;
      interested.add(`${userId}:${job.id}`);
      build.jobInterests.push({
        userId,
        jobId: job.id,
        interestedAt: addMinutes(now, -rng.nextInt(60, 20 * 1440)),
      });
    }
  };
  const follow = (userId: string, picked: readonly CompanySeed[]) => {
    for (const company of picked) {
      if (followed.has(`${userId}:${company.id}`)) continue;
      followed.add(`${userId}:${company.id}`);
      build.companyFollows.push({
        userId,
        companyId: company.id,
        createdAt: addMinutes(now, -rng.nextInt(60, 60 * 1440)),
      });
    }
  };
  saveJobs(talent.id, 4);
  showInterest(talent.id, 3);
  follow(talent.id, [recruiterDenmark, ...rng.pickSome(publishedCompanies, 3)].slice(0, 3));
  saveJobs(multi.id, 2);
  follow(multi.id, rng.pickSome(publishedCompanies, 2));
  follow(investorUserId, rng.pickSome(publishedCompanies, 4));
  for (const person of others) {
    saveJobs(person.id, rng.nextInt(0, 3));
    showInterest(person.id, rng.nextInt(0, 2));
    follow(person.id, rng.pickSome(publishedCompanies, rng.nextInt(0, 4)));
  }

  build.savedSearches.push({
    id: rng.createUuid(),
    userId: talent.id,
    key: searchKey({ search: 'backend', countryCode: 'DK' }),
    filters: { search: 'backend', countryCode: 'DK' },
    pinned: true,
    since: addDays(now, -7),
    createdAt: addDays(now, -21),
  });
  for (const person of others.slice(0, 5)) {
    const search = rng.pickOne(['designer', 'marketing', 'data', 'product manager', 'sales']);
    build.savedSearches.push({
      id: rng.createUuid(),
      userId: person.id,
      key: searchKey({ search, countryCode: person.countryCode }),
      filters: { search, countryCode: person.countryCode },
      pinned: true,
      since: addDays(now, -rng.nextInt(1, 14)),
      createdAt: addDays(now, -rng.nextInt(15, 60)),
    });
  }

  const subscribe = (
    email: string,
    userId: string | null,
    options: {
      locations: CountryCode[];
      includeRemoteJobs: boolean;
      roles: string[];
      frequency: 'daily' | 'onceweek';
    },
    state: 'confirmed' | 'unconfirmed' | 'unsubscribed',
    firstName: string,
  ) => {
    const createdAt = addMinutes(now, -rng.nextInt(3 * 1440, 90 * 1440));
    const confirmedAt = state === 'unconfirmed' ? null : addMinutes(createdAt, rng.nextInt(2, 600));
    const lastSentAt =
      state === 'confirmed'
        ? addMinutes(
            now,
            -(options.frequency === 'daily' ? rng.nextInt(60, 1440) : rng.nextInt(1440, 7 * 1440)),
          )
        : null;
    build.digestSubscriptions.push({
      id: rng.createUuid(),
      email,
      // Long and unguessable in real life; here from the seeded sequence so re-seeds match.
      settingsKey: rng.createHex(48),
      userId,
      ...options,
      mergeData: { firstName },
      confirmedAt,
      unsubscribedAt: state === 'unsubscribed' ? new Date(now.getTime() - rng.nextInt(1, 20) * DAY_MS) : null,
      lastSentAt,
      createdAt,
    });
  };
  subscribe(
    talent.email,
    talent.id,
    {
      locations: ['DK', 'SE'],
      includeRemoteJobs: true,
      roles: ['backenddeveloper', 'fullstackdeveloper', 'devops'],
      frequency: 'daily',
    },
    'confirmed',
    talent.name.firstName,
  );
  others.slice(5, 15).forEach((person, i) => {
    const state = i === 0 ? 'unconfirmed' : i === 1 ? 'unsubscribed' : 'confirmed';
    subscribe(
      person.email,
      person.id,
      {
        locations: [person.countryCode],
        includeRemoteJobs: rng.rollChance(0.4),
        roles: rng.pickSome(
          ['marketing', 'design', 'sales', 'data', 'backenddeveloper', 'customersuccess'],
          2,
        ),
        frequency: rng.rollChance(0.6) ? 'daily' : 'onceweek',
      },
      state,
      person.name.firstName,
    );
  });
  // Subscribers without an account: the digest is open to anyone with an email address.
  subscribe(
    'nordic.jobs.reader@example.com',
    null,
    { locations: ['NO', 'FI'], includeRemoteJobs: true, roles: [], frequency: 'onceweek' },
    'confirmed',
    'Reader',
  );

  return build;
}
