import crypto from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { companies, companyMembers, jobs, users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/services/auth/password-hashing.ts';

/**
 * Rows a test needs beyond the demo data, with exactly the facts it asserts on. Keys and names are
 * unique per call, so tests in one file never trip over each other's rows.
 */

export type CompanyRow = typeof companies.$inferSelect;
export type JobRow = Omit<typeof jobs.$inferSelect, 'search'>;

const DAY_MS = 86_400_000;
// The generated search vector is the database's business, not a test's.
const { search: _search, ...JOB_COLUMNS } = getTableColumns(jobs);

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

function uniqueSuffix(): string {
  return crypto.randomBytes(3).toString('hex');
}

export async function insertCompany(
  db: Database,
  overrides: Partial<typeof companies.$inferInsert> = {},
): Promise<CompanyRow> {
  const name = overrides.name ?? `Testbolag ${uniqueSuffix()}`;
  const [row] = await db
    .insert(companies)
    .values({
      key: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${uniqueSuffix()}`,
      name,
      whatWeDo: 'We make test data look like a real startup.',
      countryCode: 'DK',
      countryCodes: ['DK'],
      city: 'Copenhagen',
      industries: ['saas'],
      status: 'PUBLISHED',
      platform: { main: true, impact: false },
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insertCompany returned no row');
  return row;
}

export async function insertJob(
  db: Database,
  company: CompanyRow,
  overrides: Partial<typeof jobs.$inferInsert> = {},
): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({
      companyId: company.id,
      companyName: company.name,
      title: `Test engineer ${uniqueSuffix()}`,
      description: 'You will build things with us.',
      status: 'ACTIVE',
      positionType: 'fulltime',
      roles: ['backenddeveloper'],
      locationLocality: company.city,
      locationCountry: company.countryCode,
      ...overrides,
    })
    .returning(JOB_COLUMNS);
  if (!row) throw new Error('insertJob returned no row');
  return row;
}

export type UserRow = typeof users.$inferSelect;

/** A user who can sign in with `password` (hashed with the app's own argon2id settings). */
export async function insertUser(
  db: Database,
  options: {
    password?: string;
    isAdmin?: boolean;
    email?: string;
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<UserRow & { password: string }> {
  const password = options.password ?? 'Correct-horse-9!';
  const [row] = await db
    .insert(users)
    .values({
      email: options.email ?? `user-${uniqueSuffix()}@example.test`,
      passwordHash: await hashPassword(password),
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'User',
      isAdmin: options.isAdmin ?? false,
      isEmailVerified: true,
    })
    .returning();
  if (!row) throw new Error('insertUser returned no row');
  return { ...row, password };
}

export async function addCompanyMember(db: Database, company: CompanyRow, user: UserRow): Promise<void> {
  await db.insert(companyMembers).values({ companyId: company.id, userId: user.id, role: 'member' });
}
