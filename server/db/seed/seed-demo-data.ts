import { count } from 'drizzle-orm';
import { createLocalDiskStorage, type FileStorage } from '../../adapters/storage/local-disk-storage.ts';
import type { DatabaseHandle } from '../client.ts';
import {
  applicants,
  applicationEvents,
  applications,
  blogPosts,
  communityApplications,
  companies,
  companyFollows,
  companyMembers,
  companyPlans,
  contactMessages,
  contentPages,
  deals,
  digestSubscriptions,
  faqEntries,
  investorMembers,
  investorPitches,
  investors,
  jobBoosts,
  jobInterests,
  jobSaves,
  jobs,
  jobViewsDaily,
  partners,
  payments,
  pitchMessages,
  prices,
  products,
  savedSearches,
  tools,
  users,
  whiteLabelFeeds,
} from '../schema/index.ts';
import { insertInBatches } from './batch-insert.ts';
import { buildCommerce, type CommerceBuild } from './commerce.ts';
import { buildCompanies, type CompanyInsert } from './companies.ts';
import { buildCompanyPages, type CompanyPagesBuild } from './company-pages.ts';
import { buildContent, type ContentBuild } from './content.ts';
import { COVER_SIZE, type SeedFileSpec, writeSeedFiles } from './images.ts';
import { buildInvestors, type InvestorInsert } from './investors.ts';
import { isDatabaseSeeded } from './is-database-seeded.ts';
import { buildJobs, buildJobViewsDaily, type JobInsert, type JobViewsDailyInsert } from './jobs.ts';
import { buildPitches, type PitchesBuild } from './pitches.ts';
import { createRandom } from './random.ts';
import { buildUsers, DEMO_PASSWORD, DEMO_USERS, type DemoUser, type UsersBuild } from './users.ts';

export { DEMO_PASSWORD, DEMO_USERS, type DemoUser, isDatabaseSeeded };

/** The seed of every random draw in the demo data: change it and all demo data changes. */
export const DEMO_SEED = 42;

export type SeedDemoDataOptions = {
  /** Where uploaded files live; generated images go to `${uploadsDir}/seed/...`. */
  uploadsDir: string;
  /** The app's file storage (an S3 bucket with STORAGE=s3): the files go there instead of uploadsDir. */
  storage?: FileStorage;
  /** Every date in the demo data is relative to this moment. */
  now: Date;
  /** When given, every demo account gets this hash of DEMO_PASSWORD; otherwise no password is set. */
  hashPassword?: (password: string) => Promise<string>;
};

/** The seeded tables, by their schema export name. */
const SEEDED_TABLES = {
  companies,
  companyMembers,
  companyFollows,
  whiteLabelFeeds,
  investors,
  investorMembers,
  users,
  applicants,
  jobs,
  jobViewsDaily,
  jobSaves,
  jobInterests,
  applications,
  savedSearches,
  digestSubscriptions,
  products,
  prices,
  payments,
  companyPlans,
  jobBoosts,
  deals,
  tools,
  partners,
  blogPosts,
  contentPages,
  faqEntries,
  contactMessages,
} as const;

export type SeedSummary = { [Table in keyof typeof SEEDED_TABLES]: number };

export type DemoData = {
  companies: CompanyInsert[];
  investors: InvestorInsert[];
  jobs: JobInsert[];
  jobViewsDaily: JobViewsDailyInsert[];
  users: UsersBuild;
  commerce: CommerceBuild;
  content: ContentBuild;
  /** The about page, the startups' FAQ and contact messages (issue 35). */
  companyPages: CompanyPagesBuild;
  /** Fjordline's pitch threads (issue 33) and the founders who sent them. */
  pitches: PitchesBuild;
  files: SeedFileSpec[];
};

/** All demo rows and files, built in memory: pure apart from faker's global seed. */
export function buildDemoData(now: Date, passwordHash: string | null): DemoData {
  const rng = createRandom(DEMO_SEED);
  const companySeeds = buildCompanies(rng.fork('companies'), now);
  const { investors: investorSeeds, investorNamesByCompanyId } = buildInvestors(
    rng.fork('investors'),
    now,
    companySeeds,
  );
  for (const company of companySeeds) {
    company.row.investors = (investorNamesByCompanyId.get(company.id) ?? []).slice(0, 5);
  }
  const jobSeeds = buildJobs(rng.fork('jobs'), now, companySeeds);
  const userBuild = buildUsers(rng.fork('users'), {
    now,
    companies: companySeeds,
    investors: investorSeeds,
    jobs: jobSeeds,
    passwordHash,
  });
  const content = buildContent(rng.fork('content'), now, companySeeds);
  const demoInvestorId = investorSeeds.find((seed) => seed.key === 'fjordline-ventures')?.id;
  const pitchBuild = buildPitches(rng.fork('pitches'), now, companySeeds, investorSeeds, {
    passwordHash,
    investorUserId:
      userBuild.investorMembers.find((member) => member.investorId === demoInvestorId)?.userId ?? null,
  });
  const data: DemoData = {
    companies: companySeeds.map((c) => c.row),
    investors: investorSeeds.map((i) => i.row),
    jobs: jobSeeds.map((j) => j.row),
    jobViewsDaily: buildJobViewsDaily(rng.fork('views'), now, jobSeeds),
    users: userBuild,
    commerce: buildCommerce(rng.fork('commerce'), now, companySeeds, jobSeeds),
    content,
    companyPages: buildCompanyPages(now),
    pitches: pitchBuild,
    files: [],
  };
  data.files = listDemoFiles(data);
  return data;
}

function listDemoFiles(data: DemoData): SeedFileSpec[] {
  const files: SeedFileSpec[] = [];
  const logo = (
    storageKey: string | null | undefined,
    label: string,
    shape: 'square' | 'circle' = 'square',
  ) => {
    if (storageKey) files.push({ kind: 'logo', storageKey, label, shape });
  };
  const cover = (
    storageKey: string | null | undefined,
    label: string,
    caption: string | null,
    size: { width: number; height: number } = COVER_SIZE,
  ) => {
    if (storageKey) files.push({ kind: 'cover', storageKey, label, caption, ...size });
  };
  for (const company of data.companies) {
    logo(company.logoImage, company.name);
    cover(company.coverImage, company.name, null);
  }
  for (const investor of data.investors) {
    logo(investor.logoImage, investor.name, 'circle');
    cover(investor.coverImage, investor.name, null);
  }
  for (const deal of data.content.deals) {
    // Deal images are shown as listing cards (1200x675).
    cover(deal.image, deal.partnerName, deal.title, { width: 1200, height: 675 });
    logo(deal.partnerLogo, deal.partnerName);
    if (deal.documentFile) {
      files.push({
        kind: 'pdf',
        storageKey: deal.documentFile,
        title: deal.title,
        lines: [`Offered by ${deal.partnerName} to startups on Nordhub.`, deal.summary ?? ''],
      });
    }
  }
  for (const tool of data.content.tools) logo(tool.logo, tool.name);
  for (const partner of data.content.partners) logo(partner.logo, partner.name);
  for (const post of data.content.blogPosts) cover(post.coverImage, post.slug, post.title);
  for (const deck of data.pitches.deckFiles) {
    files.push({
      kind: 'pdf',
      storageKey: deck.storageKey,
      title: `${deck.companyName}: pitch deck`,
      lines: ['Demo pitch deck generated for the Nordhub demo data.'],
    });
  }
  for (const [index, cvFile] of data.users.cvFiles.entries()) {
    const applicant = data.users.applicants[index];
    const user = data.users.users.find((u) => u.id === applicant?.userId);
    const name = user ? `${user.firstName} ${user.lastName}` : 'Demo talent';
    files.push({
      kind: 'pdf',
      storageKey: cvFile,
      title: `${name}: CV`,
      lines: ['Demo CV generated for the Nordhub demo data.', applicant?.intro ?? ''],
    });
  }
  return files;
}

async function insertDemoData(handle: DatabaseHandle, data: DemoData): Promise<void> {
  await handle.db.transaction(async (tx) => {
    // Parents before children, so every foreign key already has its target.
    await insertInBatches(tx, companies, data.companies);
    await insertInBatches(tx, investors, data.investors);
    await insertInBatches(tx, users, data.users.users);
    await insertInBatches(tx, applicants, data.users.applicants);
    await insertInBatches(tx, companyMembers, data.users.companyMembers);
    await insertInBatches(tx, investorMembers, data.users.investorMembers);
    await insertInBatches(tx, users, data.pitches.users);
    await insertInBatches(tx, companyMembers, data.pitches.companyMembers);
    await insertInBatches(tx, investorPitches, data.pitches.pitches);
    await insertInBatches(tx, pitchMessages, data.pitches.messages);
    await insertInBatches(tx, whiteLabelFeeds, data.content.whiteLabelFeeds);
    // Job rows carry long descriptions and a generated search vector: smaller batches.
    await insertInBatches(tx, jobs, data.jobs, 200);
    await insertInBatches(tx, jobViewsDaily, data.jobViewsDaily, 2000);
    await insertInBatches(tx, jobSaves, data.users.jobSaves);
    await insertInBatches(tx, jobInterests, data.users.jobInterests);
    await insertInBatches(tx, applications, data.users.applications);
    await insertInBatches(tx, applicationEvents, data.users.applicationEvents);
    await insertInBatches(tx, companyFollows, data.users.companyFollows);
    await insertInBatches(tx, savedSearches, data.users.savedSearches);
    await insertInBatches(tx, digestSubscriptions, data.users.digestSubscriptions);
    await insertInBatches(tx, products, data.commerce.products);
    await insertInBatches(tx, prices, data.commerce.prices);
    await insertInBatches(tx, payments, data.commerce.payments);
    await insertInBatches(tx, companyPlans, data.commerce.companyPlans);
    await insertInBatches(tx, jobBoosts, data.commerce.jobBoosts);
    await insertInBatches(tx, deals, data.content.deals);
    await insertInBatches(tx, tools, data.content.tools);
    await insertInBatches(tx, partners, data.content.partners);
    await insertInBatches(tx, communityApplications, data.content.communityApplications);
    await insertInBatches(tx, blogPosts, data.content.blogPosts);
    await insertInBatches(tx, contentPages, data.companyPages.contentPages);
    await insertInBatches(tx, faqEntries, data.companyPages.faqEntries);
    await insertInBatches(tx, contactMessages, data.companyPages.contactMessages);
  });
}

export async function countSeedTables(handle: DatabaseHandle): Promise<SeedSummary> {
  const entries = await Promise.all(
    Object.entries(SEEDED_TABLES).map(async ([name, table]) => {
      const [row] = await handle.db.select({ total: count() }).from(table);
      return [name, row?.total ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as SeedSummary;
}

/**
 * Fills an empty database with the demo data: one transaction for the rows, with the image files
 * written alongside. Refuses a database that already has startups, since the ids are fixed.
 */
export async function seedDemoData(
  handle: DatabaseHandle,
  options: SeedDemoDataOptions,
): Promise<SeedSummary> {
  if (await isDatabaseSeeded(handle)) {
    throw new Error(
      'The database already has startups: reset it (npm run db:reset) before seeding demo data',
    );
  }
  const passwordHash = options.hashPassword ? await options.hashPassword(DEMO_PASSWORD) : null;
  const data = buildDemoData(options.now, passwordHash);
  // Rendering images is CPU work in sharp's threads, so it overlaps well with the inserts.
  await Promise.all([
    writeSeedFiles(options.storage ?? createLocalDiskStorage(options.uploadsDir), data.files),
    insertDemoData(handle, data),
  ]);
  return countSeedTables(handle);
}
