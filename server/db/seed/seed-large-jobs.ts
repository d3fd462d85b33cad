import { and, eq, sql } from 'drizzle-orm';
import { JOB_ROLE_KEYS, type JobRole, type PositionType } from '../../../domain/jobs/job-enums.ts';
import type { CountryCode } from '../../../domain/location/countries.ts';
import type { DatabaseHandle } from '../client.ts';
import { companies, jobs } from '../schema/index.ts';
import { createPerks } from './companies.ts';
import {
  createEquity,
  createJobTitle,
  createSalary,
  describeCompany,
  writeJobDescription,
} from './job-content.ts';
import { createStreetAddress, seedFakers } from './people.ts';
import { createRandom, type Random } from './random.ts';
import { CITIES_BY_COUNTRY, SEED_COUNTRY_CODES } from './reference-data.ts';
import { isDatabaseSeeded, seedDemoData } from './seed-demo-data.ts';

/**
 * Bulk jobs for benchmarks: N more ACTIVE jobs spread evenly over the published startups (so countries
 * get jobs in proportion to their startups). Rows are made by the database itself (INSERT ... SELECT
 * over generate_series) from job templates per country and the startups, passed in as two JSON
 * parameters; only that small input crosses the wire.
 * Every per-row choice comes from md5 of the row number, so the same database and `now` give the same
 * jobs. The search vector is a generated column, computed by the database as rows arrive.
 */

export type SeedLargeJobsOptions = { jobs: number; now: Date; uploadsDir: string };

const TEMPLATES_PER_COUNTRY = 120;
/** Rows per INSERT statement: big enough to amortise planning, small enough to report progress. */
const ROWS_PER_STATEMENT = 10_000;
const LARGE_SEED = 'nordhub-large';

/** Placeholders the SQL replaces with the chosen startup's facts. */
const PLACEHOLDERS = {
  company: '{company}',
  city: '{city}',
  whatWeDo: '{whatwedo}',
  intro: '{intro}',
  applyEmail: '{applyemail}',
} as const;

type JobTemplate = {
  idx: number;
  country_code: CountryCode;
  title: string;
  description: string;
  position_type: PositionType;
  role: JobRole;
  is_remote: boolean;
  has_location: boolean;
  salary_type: string;
  salary_currency: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_period: string | null;
  equity_type: string;
  equity_min: number | null;
  equity_max: number | null;
  perks: { icon: string; text: string }[];
  receive_applicants: 'platform' | 'email' | 'url';
};

type CompanyInput = {
  idx: number;
  country_code: string;
  id: string;
  key: string;
  name: string;
  city: string;
  address: string;
  what_we_do: string;
  intro: string;
};

const LARGE_POSITION_WEIGHTS: readonly (readonly [PositionType, number])[] = [
  ['fulltime', 75],
  ['parttime', 8],
  ['internship', 9],
  ['studentjob', 6],
  ['freelance', 2],
];

function buildTemplates(rng: Random): JobTemplate[] {
  const templates: JobTemplate[] = [];
  for (const countryCode of SEED_COUNTRY_CODES) {
    for (let i = 0; i < TEMPLATES_PER_COUNTRY; i++) {
      // Cycle through the roles so every role is equally present in the bulk data.
      const role = JOB_ROLE_KEYS[i % JOB_ROLE_KEYS.length] ?? 'fullstackdeveloper';
      const positionType = rng.pickWeighted(LARGE_POSITION_WEIGHTS);
      const title = createJobTitle(rng, role, positionType, countryCode);
      const isRemote = rng.rollChance(0.2);
      const hasLocation = !isRemote || rng.rollChance(0.5);
      const salary = createSalary(rng, { role, positionType, title, countryCode });
      const equity = createEquity(rng, positionType);
      const perks = createPerks(rng, rng.nextInt(1, 4));
      const receiveApplicants = rng.pickWeighted([
        ['platform', 75],
        ['email', 15],
        ['url', 10],
      ] as const);
      const description = writeJobDescription(rng, {
        companyName: PLACEHOLDERS.company,
        city: PLACEHOLDERS.city,
        whatWeDo: PLACEHOLDERS.whatWeDo,
        companyIntro: PLACEHOLDERS.intro,
        role,
        positionType,
        title,
        countryCode,
        isRemote,
        hasLocation,
        salary,
        equity,
        applyEmail: receiveApplicants === 'email' ? PLACEHOLDERS.applyEmail : null,
      });
      templates.push({
        idx: i,
        country_code: countryCode,
        title,
        description,
        position_type: positionType,
        role,
        is_remote: isRemote,
        has_location: hasLocation,
        salary_type: salary.salaryType,
        salary_currency: salary.salaryCurrency,
        salary_min: salary.salaryMin,
        salary_max: salary.salaryMax,
        salary_period: salary.salaryPeriod,
        equity_type: equity.equityType,
        equity_min: equity.equityMin,
        equity_max: equity.equityMax,
        perks,
        receive_applicants: receiveApplicants,
      });
    }
  }
  return templates;
}

async function loadCompanyInputs(handle: DatabaseHandle, rng: Random): Promise<CompanyInput[]> {
  const rows = await handle.db
    .select({
      id: companies.id,
      key: companies.key,
      name: companies.name,
      city: companies.city,
      countryCode: companies.countryCode,
      whatWeDo: companies.whatWeDo,
      stage: companies.stage,
      industries: companies.industries,
      numberOfEmployees: companies.numberOfEmployees,
    })
    .from(companies)
    .where(and(eq(companies.status, 'PUBLISHED'), sql`(${companies.platform} ->> 'main')::boolean`))
    .orderBy(companies.key);
  const inputs: CompanyInput[] = [];
  for (const row of rows) {
    const countryCode = SEED_COUNTRY_CODES.find((c) => c === row.countryCode);
    if (!countryCode || !row.city) continue;
    // Startups created in the app may be in a town the seed does not know: no postcode for those.
    const city = CITIES_BY_COUNTRY[countryCode].find((c) => c.name === row.city) ?? {
      name: row.city,
      postcodes: [],
      weight: 1,
    };
    inputs.push({
      idx: inputs.length,
      country_code: countryCode,
      id: row.id,
      key: row.key,
      name: row.name,
      city: row.city,
      address: createStreetAddress(rng, countryCode, city),
      what_we_do: row.whatWeDo,
      intro: describeCompany(row.stage, row.industries, row.numberOfEmployees ?? '11-50'),
    });
  }
  if (inputs.length === 0) throw new Error('No published Nordic startups to attach jobs to');
  return inputs;
}

/**
 * One INSERT ... SELECT for rows `from`..`to`. Hash values are 28-bit slices of an md5 of the row
 * number: cheap, stable across PostgreSQL versions (PGlite and the server agree), and independent.
 */
function buildInsertStatement(input: {
  templatesJson: string;
  companiesJson: string;
  from: number;
  to: number;
  now: Date;
}) {
  const { templatesJson, companiesJson, from, to, now } = input;
  const nowIso = now.toISOString();
  const idPrefix = `${LARGE_SEED}:${now.getTime()}:`;
  return sql`
    with t as (
      select * from jsonb_to_recordset(${templatesJson}::jsonb) as t(
        idx int, country_code text, title text, description text, position_type text, role text,
        is_remote boolean, has_location boolean, salary_type text, salary_currency text, salary_min int,
        salary_max int, salary_period text, equity_type text, equity_min numeric, equity_max numeric,
        perks jsonb, receive_applicants text)
    ),
    c as (
      select * from jsonb_to_recordset(${companiesJson}::jsonb) as c(
        idx int, country_code text, id uuid, key text, name text, city text, address text,
        what_we_do text, intro text)
    ),
    company_count as (select count(*)::int as n from c),
    r as (
      select g, md5(${LARGE_SEED}::text || ':' || g) as h, ${nowIso}::timestamptz as now_at
      from generate_series(${from}::bigint, ${to}::bigint) as g
    ),
    u as (
      select g, now_at,
        ('x' || substr(h, 1, 7))::bit(28)::int as pick_template,
        ('x' || substr(h, 8, 7))::bit(28)::int as pick_company,
        ('x' || substr(h, 15, 7))::bit(28)::int / 268435456.0 as u_age,
        ('x' || substr(h, 22, 7))::bit(28)::int / 268435456.0 as u_created,
        ('x' || substr(h, 29, 4))::bit(16)::int / 65536.0 as u_views,
        ('x' || substr(md5(h), 1, 7))::bit(28)::int / 268435456.0 as u_boost,
        ('x' || substr(md5(h), 8, 7))::bit(28)::int / 268435456.0 as u_address
      from r
    ),
    picked as (
      select u.*, t.*, c.id as company_id, c.key as company_key, c.name as company_name, c.city, c.address,
        c.what_we_do, c.intro,
        u.now_at - (u.u_age * 59 * 86400 + 600) * interval '1 second' as approved_at
      from u
      cross join company_count cc
      join c on c.idx = u.pick_company % cc.n
      join t on t.country_code = c.country_code and t.idx = u.pick_template % ${TEMPLATES_PER_COUNTRY}::int
    )
    insert into jobs (
      id, company_id, company_name, title, description, status, position_type, roles,
      location_locality, location_country, location_address, is_remote,
      salary_type, salary_currency, salary_min, salary_max, salary_period,
      equity_type, equity_min, equity_max, perks, receive_applicants, apply_email, apply_url, views,
      created_at, updated_at, approved_at, expiration_date, boosting_expires_at)
    select
      md5(${idPrefix}::text || g)::uuid,
      company_id,
      company_name,
      title,
      replace(replace(replace(replace(replace(description,
        ${PLACEHOLDERS.company}, company_name),
        ${PLACEHOLDERS.city}, city),
        ${PLACEHOLDERS.whatWeDo}, what_we_do),
        ${PLACEHOLDERS.intro}, intro),
        ${PLACEHOLDERS.applyEmail}, 'jobs@' || company_key || '.example.com'),
      'ACTIVE',
      position_type,
      array[role],
      case when has_location then city end,
      case when has_location then country_code end,
      case when has_location and u_address < 0.9 then address end,
      is_remote,
      salary_type, salary_currency, salary_min, salary_max, salary_period,
      equity_type, equity_min, equity_max, perks, receive_applicants,
      case when receive_applicants = 'email' then 'jobs@' || company_key || '.example.com' end,
      case when receive_applicants = 'url'
        then 'https://' || company_key || '.example.com/careers/' || g end,
      -- Skewed: most jobs get a few hundred views, a few get thousands; young jobs fewer.
      floor(5000 * power(u_views, 2.6) * least(1, 0.25 + u_age * 59 / 45))::int,
      approved_at - (u_created * 3 * 86400 + 600) * interval '1 second',
      approved_at,
      approved_at,
      approved_at + interval '60 days',
      -- About 3% boosted: a boost lasts 30 days from its payment, made after approval.
      case when u_boost < 0.03 and approved_at > now_at - interval '29 days'
        then approved_at + interval '30 days' end
    from picked
  `;
}

export async function seedLargeJobs(handle: DatabaseHandle, options: SeedLargeJobsOptions): Promise<void> {
  if (!(await isDatabaseSeeded(handle))) {
    await seedDemoData(handle, { uploadsDir: options.uploadsDir, now: options.now });
  }
  if (options.jobs <= 0) return;
  seedFakers(5);
  const rng = createRandom(LARGE_SEED);
  const templatesJson = JSON.stringify(buildTemplates(rng.fork('templates')));
  const companiesJson = JSON.stringify(await loadCompanyInputs(handle, rng.fork('companies')));

  // Continue numbering after the jobs already there, so a second run adds new jobs.
  const [existing] = await handle.db.select({ total: sql<number>`count(*)::int` }).from(jobs);
  const first = (existing?.total ?? 0) + 1;
  const ranges: { from: number; to: number }[] = [];
  for (let from = first; from < first + options.jobs; from += ROWS_PER_STATEMENT) {
    ranges.push({ from, to: Math.min(first + options.jobs - 1, from + ROWS_PER_STATEMENT - 1) });
  }

  const insertRange = async (range: { from: number; to: number }) => {
    const statement = buildInsertStatement({ templatesJson, companiesJson, now: options.now, ...range });
    await handle.db.transaction(async (tx) => {
      // The app's statement timeout protects requests; a bulk insert may take longer.
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(statement);
    });
  };
  // PostgreSQL computes the search vectors of two statements on two cores; PGlite has one connection.
  const workers = handle.kind === 'postgres' ? 2 : 1;
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < ranges.length) {
        const range = ranges[next++];
        if (range) await insertRange(range);
      }
    }),
  );
  await handle.exec('analyze jobs');
}
