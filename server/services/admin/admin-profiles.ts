import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PROFILE_KIND_RULES, type ProfileKind, SITE } from '#domain/access/policy.ts';
import type {
  AdminInvestorDetail,
  AdminPlatformFlagsInput,
  AdminProfileField,
  AdminProfileList,
  AdminProfileMember,
  AdminProfileSearchQuery,
  AdminStartupDetail,
} from '#domain/admin/admin-profiles.schema.ts';
import {
  ADMIN_PROFILES_PER_PAGE,
  PROFILE_ALREADY_PUBLISHED_MESSAGE,
  PROFILE_ALREADY_UNPUBLISHED_MESSAGE,
  type ProfileStatus,
} from '#domain/admin/admin-profiles-constants.ts';
import { AppError } from '#domain/errors.ts';
import type { Executor } from '../../db/client.ts';
import {
  companies,
  companyMembers,
  investorMembers,
  investorPitches,
  investors,
  jobs,
  payments,
  users,
} from '../../db/schema/index.ts';
import { requireAction } from '../access/authorize.ts';
import type { ActorOrUserId } from '../access/load-actor.ts';
import type { ServiceDeps } from '../deps.ts';
import { clearPublicCaches } from '../public-caches.ts';
import { runAdminAction } from './run-admin-action.ts';

/**
 * The back office's Startups and Investors (issue 32): search by name or key, a read-only view of a
 * profile's portal data with its members, publish/unpublish and the platform flags. Both kinds of
 * profile have the same columns for these (key, name, status, platform); `PROFILE_TABLES` says
 * where each kind keeps them. Every change goes through `runAdminAction` (policy
 * `profile.moderate`), so it is audited in its own transaction.
 */
const PROFILE_TABLES = {
  company: {
    table: companies,
    columns: {
      id: companies.id,
      key: companies.key,
      name: companies.name,
      status: companies.status,
      platform: companies.platform,
      createdAt: companies.createdAt,
      updatedAt: companies.updatedAt,
    },
    members: { table: companyMembers, profileId: companyMembers.companyId, ...memberColumns(companyMembers) },
  },
  investor: {
    table: investors,
    columns: {
      id: investors.id,
      key: investors.key,
      name: investors.name,
      status: investors.status,
      platform: investors.platform,
      createdAt: investors.createdAt,
      updatedAt: investors.updatedAt,
    },
    members: {
      table: investorMembers,
      profileId: investorMembers.investorId,
      ...memberColumns(investorMembers),
    },
  },
} as const;

function memberColumns(table: typeof companyMembers | typeof investorMembers) {
  return { userId: table.userId, role: table.role, createdAt: table.createdAt };
}

type ProfileRow = {
  id: string;
  key: string;
  name: string;
  status: ProfileStatus;
  platform: { main: boolean; impact: boolean };
  createdAt: Date;
  updatedAt: Date;
};

/** Search by part of the name or key, optionally by status; by name, a page at a time. */
export async function listAdminProfiles(
  deps: ServiceDeps,
  who: ActorOrUserId,
  kind: ProfileKind,
  query: AdminProfileSearchQuery,
): Promise<AdminProfileList> {
  await requireAction(deps, who, 'admin.backOffice', SITE);
  const { table, columns, members } = PROFILE_TABLES[kind];
  const conditions: SQL[] = [];
  const q = query.q?.toLowerCase();
  if (q) {
    conditions.push(
      sql`(position(${q} in lower(${columns.name})) > 0 or position(${q} in lower(${columns.key})) > 0)`,
    );
  }
  if (query.status) conditions.push(eq(columns.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totalRow] = await deps.db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  const total = totalRow?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PROFILES_PER_PAGE));
  const page = Math.min(query.page, pages);
  const rows = await deps.db
    .select({
      ...columns,
      memberCount: sql<number>`(select count(*)::int from ${members.table} where ${members.profileId} = ${columns.id})`,
    })
    .from(table as PgTable)
    .where(where)
    .orderBy(asc(columns.name), asc(columns.id))
    .limit(ADMIN_PROFILES_PER_PAGE)
    .offset((page - 1) * ADMIN_PROFILES_PER_PAGE);
  return {
    profiles: (rows as (ProfileRow & { memberCount: number })[]).map((row) => ({
      id: row.id,
      key: row.key,
      name: row.name,
      status: row.status,
      platform: row.platform,
      memberCount: Number(row.memberCount),
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    pages,
    total,
  };
}

/** The profile with this key, or the 404 of one that does not exist. */
async function findProfile(db: Executor, kind: ProfileKind, key: string, lock = false): Promise<ProfileRow> {
  const { table, columns } = PROFILE_TABLES[kind];
  const select = db
    .select(columns)
    .from(table as PgTable)
    .where(eq(columns.key, key))
    .limit(1);
  const [row] = (lock ? await select.for('update') : await select) as ProfileRow[];
  if (!row) throw new AppError('NOT_FOUND', PROFILE_KIND_RULES[kind].notFoundMessage);
  return row;
}

async function listMembers(
  db: Executor,
  kind: ProfileKind,
  profileId: string,
): Promise<AdminProfileMember[]> {
  const { members } = PROFILE_TABLES[kind];
  const rows = await db
    .select({
      userId: members.userId,
      role: members.role,
      since: members.createdAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(members.table as PgTable)
    .innerJoin(users, eq(users.id, members.userId as PgColumn))
    .where(eq(members.profileId, profileId))
    .orderBy(asc(members.createdAt), asc(users.email));
  return (
    rows as {
      userId: string;
      role: 'owner' | 'member';
      since: Date;
      email: string;
      firstName: string;
      lastName: string;
    }[]
  ).map((row) => ({
    userId: row.userId,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
    role: row.role,
    since: row.since.toISOString(),
  }));
}

const list = (values: readonly (string | number)[]) => (values.length > 0 ? values.join(', ') : '–');
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '–' : String(value);

/** `/admin/startups/{key}`: the startup's portal data, members, jobs and payments (read only). */
export async function getAdminStartup(
  deps: ServiceDeps,
  who: ActorOrUserId,
  key: string,
): Promise<AdminStartupDetail> {
  await requireAction(deps, who, 'admin.backOffice', SITE);
  const [company] = await deps.db.select().from(companies).where(eq(companies.key, key)).limit(1);
  if (!company) throw new AppError('NOT_FOUND', PROFILE_KIND_RULES.company.notFoundMessage);
  const fields: AdminProfileField[] = [
    { label: 'What we do', value: text(company.whatWeDo) },
    { label: 'Website', value: text(company.website) },
    { label: 'Headquarters', value: [company.city, company.countryCode].filter(Boolean).join(', ') || '–' },
    { label: 'Countries', value: list(company.countryCodes) },
    { label: 'Founded', value: text(company.foundedYear) },
    { label: 'Employees', value: text(company.numberOfEmployees) },
    { label: 'Stage', value: text(company.stage) },
    { label: 'Funding stage', value: text(company.fundingStage) },
    { label: 'Business model', value: text(company.businessModel) },
    { label: 'Industries', value: list(company.industries) },
    { label: 'Impact startup', value: company.isImpact ? 'Yes' : 'No' },
    { label: 'Career domain', value: text(company.careerDomain) },
    { label: 'Live jobs', value: String(company.activeJobCount) },
    { label: 'Profile views', value: String(company.views) },
  ];
  const [members, jobRows, paymentRows] = await Promise.all([
    listMembers(deps.db, 'company', company.id),
    deps.db
      .select({ id: jobs.id, title: jobs.title, status: jobs.status, createdAt: jobs.createdAt })
      .from(jobs)
      .where(eq(jobs.companyId, company.id))
      .orderBy(desc(jobs.createdAt), asc(jobs.id)),
    deps.db
      .select({
        id: payments.id,
        productKey: payments.productKey,
        amount: payments.amount,
        currency: payments.currency,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.companyId, company.id))
      .orderBy(desc(payments.createdAt), asc(payments.id)),
  ]);
  return {
    ...toDetailBase(company),
    fields,
    members,
    jobs: jobRows.map((job) => ({ ...job, createdAt: job.createdAt.toISOString() })),
    payments: paymentRows.map((payment) => ({ ...payment, createdAt: payment.createdAt.toISOString() })),
  };
}

/** `/admin/investors/{key}`: the investor's portal data, members and how many pitches it got. */
export async function getAdminInvestor(
  deps: ServiceDeps,
  who: ActorOrUserId,
  key: string,
): Promise<AdminInvestorDetail> {
  await requireAction(deps, who, 'admin.backOffice', SITE);
  const [investor] = await deps.db.select().from(investors).where(eq(investors.key, key)).limit(1);
  if (!investor) throw new AppError('NOT_FOUND', PROFILE_KIND_RULES.investor.notFoundMessage);
  const fields: AdminProfileField[] = [
    { label: 'Category', value: text(investor.category) },
    { label: 'Introduction', value: text(investor.intro) },
    { label: 'Website', value: text(investor.website) },
    { label: 'Contact preference', value: investor.contactPreference === 'EMAIL' ? 'Email' : 'Website' },
    { label: 'Contact email', value: text(investor.contactEmail) },
    {
      label: 'Investment range',
      value:
        investor.investmentRangeMin && investor.investmentRangeMax
          ? `${investor.investmentRangeMin} to ${investor.investmentRangeMax}`
          : text(investor.investmentRangeMin),
    },
    { label: 'Contact page', value: text(investor.contactUrl) },
    { label: 'Stages', value: list(investor.stages) },
    { label: 'Industries', value: list(investor.industries) },
    { label: 'Markets', value: list(investor.markets) },
    { label: 'Countries', value: list(investor.countryCodes) },
    { label: 'Profile views', value: String(investor.views) },
  ];
  const [members, [pitches]] = await Promise.all([
    listMembers(deps.db, 'investor', investor.id),
    deps.db.select({ n: count() }).from(investorPitches).where(eq(investorPitches.investorId, investor.id)),
  ]);
  return { ...toDetailBase(investor), fields, members, pitchCount: pitches?.n ?? 0 };
}

function toDetailBase(profile: ProfileRow) {
  return {
    id: profile.id,
    key: profile.key,
    name: profile.name,
    status: profile.status,
    platform: { main: profile.platform.main === true, impact: profile.platform.impact === true },
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  };
}

/**
 * Publishes (DRAFT → PUBLISHED) or unpublishes a profile: it appears on, or leaves, the public pages
 * (its page, the lists, and for a startup its jobs in the search, whose listed columns the
 * database's triggers keep). Doing what is already so is a conflict, and writes no audit row.
 */
export async function setProfileStatus(
  deps: ServiceDeps,
  who: ActorOrUserId,
  kind: ProfileKind,
  key: string,
  status: ProfileStatus,
): Promise<{ status: ProfileStatus }> {
  const found = await findProfile(deps.db, kind, key);
  const result = await runAdminAction(
    deps,
    who,
    { action: 'profile.moderate', resource: { type: 'profile', kind, id: found.id } },
    async (tx) => {
      const profile = await findProfile(tx, kind, key, true);
      if (profile.status === status) {
        throw new AppError(
          'CONFLICT',
          status === 'PUBLISHED' ? PROFILE_ALREADY_PUBLISHED_MESSAGE : PROFILE_ALREADY_UNPUBLISHED_MESSAGE,
        );
      }
      const changes = { status, updatedAt: deps.now() };
      if (kind === 'company') await tx.update(companies).set(changes).where(eq(companies.id, profile.id));
      else await tx.update(investors).set(changes).where(eq(investors.id, profile.id));
      return {
        result: { status },
        audit: {
          action: status === 'PUBLISHED' ? 'profile.publish' : 'profile.unpublish',
          objectType: kind,
          objectId: profile.id,
          objectLabel: profile.name,
          before: { status: profile.status },
          after: { status },
        },
      };
    },
  );
  clearPublicCaches(deps.caches);
  return result;
}

/** Sets on which platforms (main site, impact site) a profile shows. */
export async function setProfilePlatforms(
  deps: ServiceDeps,
  who: ActorOrUserId,
  kind: ProfileKind,
  key: string,
  flags: AdminPlatformFlagsInput,
): Promise<{ platform: AdminPlatformFlagsInput }> {
  const found = await findProfile(deps.db, kind, key);
  const platform = { main: flags.main, impact: flags.impact };
  const result = await runAdminAction(
    deps,
    who,
    { action: 'profile.moderate', resource: { type: 'profile', kind, id: found.id } },
    async (tx) => {
      const profile = await findProfile(tx, kind, key, true);
      const changes = { platform, updatedAt: deps.now() };
      if (kind === 'company') await tx.update(companies).set(changes).where(eq(companies.id, profile.id));
      else await tx.update(investors).set(changes).where(eq(investors.id, profile.id));
      return {
        result: { platform },
        audit: {
          action: 'profile.setPlatforms',
          objectType: kind,
          objectId: profile.id,
          objectLabel: profile.name,
          before: { main: profile.platform.main === true, impact: profile.platform.impact === true },
          after: platform,
        },
      };
    },
  );
  clearPublicCaches(deps.caches);
  return result;
}
