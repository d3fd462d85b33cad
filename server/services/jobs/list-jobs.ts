import { type AnyColumn, and, eq, inArray, isNotNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

import type { JobList, JobListItem } from '#domain/jobs/job.schema.ts';
import { DEFAULT_PER_PAGE, JOB_COUNT_CAP, type JobSearchQuery } from '#domain/jobs/job-search.schema.ts';
import { PUBLIC_JOBS_PER_PAGE } from '#domain/jobs/public-jobs-api.schema.ts';
import { CUSTOM_PLAN_MARK } from '../../db/custom-plan.ts';
import { companies, jobs } from '../../db/schema/index.ts';
import { statementTemplate, UNNAMED } from '../../db/statement-templates.ts';
import type { ServiceDeps } from '../deps.ts';
import { buildPagination } from '../list-helpers.ts';
import { peekListFresh, readCached, storeCached } from '../public-caches.ts';
import { JOB_LIST_COLUMNS, mapJobListItem } from './map-job.ts';

/**
 * Filters shared by every public job list: only jobs listed on this platform (ACTIVE, of a startup
 * PUBLISHED there: the `listed_*` columns the triggers of migration 0010 keep, ADR 016), so the
 * filters read the jobs table alone and the startups are joined only for the page's rows.
 *
 * A search text matches the full text, or a startup whose name resembles it (pg_trgm similarity:
 * typos). The resembling startups are looked up first among the startups (`findSimilarStartups`,
 * a few hundred names, not a trigram scan of every job's copy of the name) and passed in as
 * `similarStartupIds`; without them (a caller that did not look them up) the job's copy of the name
 * is compared, which gives the same jobs but costs a trigram index scan over every job.
 *
 * `planForValues`: a search whose best plan depends on its values asks to be planned for them every
 * time (see valuesNeedTheirOwnPlan); `isLargeJobTable` tells when that is worth it.
 */
export function buildJobFilters(
  query: Partial<JobSearchQuery>,
  platform: JobScope,
  similarStartupIds?: readonly string[],
  planForValues = true,
): SQL[] {
  return searchConditions(describeJobFilters(query, platform, similarStartupIds, planForValues));
}

/** The conditions of a search with its values as parameters (a statement built per request). */
function searchConditions(search: SearchFilters): SQL[] {
  return jobFilterConditions(search.shape, (name) => sql.param(search.values[name]));
}

/**
 * Which conditions a search's filters make, never their values: two searches of one shape share
 * one statement text, so the statements of a shape are built once (`statementTemplate`, ADR 021).
 * `jobFilterConditions` builds the conditions from the shape alone, which keeps the key complete.
 */
export type JobFilterShape = {
  platform: 'main' | 'impact';
  /** Only the jobs of the scope's startups (a white-label feed's filter; JobScope). */
  scopeStartups: boolean;
  /** Only the jobs of impact startups (a white-label feed's filter; JobScope). */
  impactOnly: boolean;
  /** country: exactly one, compared by equality, so its index gives its jobs in date order (an `= any` does not). */
  location: 'any' | 'country' | 'countries' | 'remote' | 'countriesOrRemote';
  city: boolean;
  roles: boolean;
  positionTypes: boolean;
  salaryType: boolean;
  visa: boolean;
  hasSalary: boolean;
  /** words: the full text; wordsOrName: or the job's copy of the startup name resembles the text; wordsOrStartups: or the job is of one of the resembling startups. */
  text: 'none' | 'words' | 'wordsOrName' | 'wordsOrStartups';
  /** The statement carries CUSTOM_PLAN_MARK: planned for its values every time (valuesNeedTheirOwnPlan). */
  planForValues: boolean;
};

/** A search's filters: their shape and their values (describeJobFilters), and the scope they were made in. */
type SearchFilters = { shape: JobFilterShape; values: JobFilterValues; scope: JobScope };

/**
 * What a list may show before its search narrows it (ADR 030): the jobs listed on a platform, or,
 * for a white-label feed's site, those of them its filter allows: some startups only, or impact
 * startups only (the feed's countries and roles are the search's own filters). Part of every cache
 * key of a list, so a scoped list never shares a cached answer with another scope.
 */
export type JobScope =
  | 'main'
  | 'impact'
  | { platform: 'main' | 'impact'; startupIds?: readonly string[]; impactOnly?: boolean };

/** The platform of a scope. */
export function scopePlatform(scope: JobScope): 'main' | 'impact' {
  return typeof scope === 'string' ? scope : scope.platform;
}

/** The values a shape's conditions take, by name (each bound as one parameter; lists as arrays). */
export type JobFilterValues = {
  country: string | null;
  countries: string[];
  city: string | null;
  roles: string[];
  positionTypes: string[];
  salaryType: string | null;
  q: string | null;
  startups: string[];
  /** The scope's startups (JobScope), when it names some. */
  scopeStartups: string[];
};

export function describeJobFilters(
  query: Partial<JobSearchQuery>,
  scope: JobScope,
  similarStartupIds?: readonly string[],
  planForValues = true,
): SearchFilters {
  const platform = scopePlatform(scope);
  const scopeStartupIds = typeof scope === 'string' ? undefined : scope.startupIds;
  const countries = (query.country ?? []).filter((c) => c !== 'REMOTE');
  const wantsRemote = query.remote === true || (query.country ?? []).includes('REMOTE');
  const text = !query.q
    ? 'none'
    : !similarStartupIds
      ? 'wordsOrName'
      : similarStartupIds.length === 0
        ? 'words'
        : 'wordsOrStartups';
  const filters: Omit<JobFilterShape, 'planForValues'> = {
    platform,
    scopeStartups: scopeStartupIds !== undefined,
    impactOnly: typeof scope !== 'string' && scope.impactOnly === true,
    location:
      countries.length > 0
        ? wantsRemote
          ? 'countriesOrRemote'
          : countries.length === 1
            ? 'country'
            : 'countries'
        : wantsRemote
          ? 'remote'
          : 'any',
    city: Boolean(query.city),
    roles: Boolean(query.roles?.length),
    positionTypes: Boolean(query.positionTypes?.length),
    salaryType: Boolean(query.salaryType),
    visa: Boolean(query.visa),
    hasSalary: Boolean(query.hasSalary),
    text,
  };
  return {
    shape: { ...filters, planForValues: planForValues && valuesNeedTheirOwnPlan(filters) },
    values: {
      country: countries.length === 1 ? (countries[0] ?? null) : null,
      countries,
      city: query.city || null,
      roles: query.roles ?? [],
      positionTypes: query.positionTypes ?? [],
      salaryType: query.salaryType ?? null,
      q: query.q || null,
      startups: [...(similarStartupIds ?? [])],
      scopeStartups: [...(scopeStartupIds ?? [])],
    },
    scope,
  };
}

/** Where a condition takes a value: as a parameter, or as a placeholder of a statement template. */
type BindValue = (name: keyof JobFilterValues) => SQLWrapper;

/**
 * The conditions of a shape (see buildJobFilters). Reads nothing but the shape: what varies between
 * searches of one shape comes through `bind`. Lists are one array parameter each (`= any(…)`, which
 * PostgreSQL plans as it plans `in (…)`), so the text is the same for any number of choices.
 */
export function jobFilterConditions(shape: JobFilterShape, bind: BindValue): SQL[] {
  // The mark is a comment: anywhere in the text it asks for a plan per execution (custom-plan.ts).
  const where: SQL[] = [
    shape.planForValues ? sql`${eq(jobs.status, 'ACTIVE')} ${planMark(true)}` : eq(jobs.status, 'ACTIVE'),
    listedOn(shape.platform),
  ];
  if (shape.scopeStartups) where.push(sql`${jobs.companyId} = any(${bind('scopeStartups')}::uuid[])`);
  if (shape.impactOnly) {
    where.push(
      sql`${jobs.companyId} in (select ${companies.id} from ${companies} where ${companies.isImpact})`,
    );
  }
  const inCountries = sql`${jobs.locationCountry} = any(${bind('countries')}::text[])`;
  if (shape.location === 'countriesOrRemote') where.push(sql`(${inCountries} or ${jobs.isRemote})`);
  else if (shape.location === 'country') where.push(sql`${jobs.locationCountry} = ${bind('country')}`);
  else if (shape.location === 'countries') where.push(inCountries);
  else if (shape.location === 'remote') where.push(eq(jobs.isRemote, true));
  if (shape.city) where.push(sql`lower(${jobs.locationLocality}) = lower(${bind('city')})`);
  if (shape.roles) where.push(sql`${jobs.roles} && ${bind('roles')}::text[]`);
  if (shape.positionTypes) where.push(sql`${jobs.positionType} = any(${bind('positionTypes')}::text[])`);
  if (shape.salaryType) where.push(sql`${jobs.salaryType} = ${bind('salaryType')}`);
  if (shape.visa) where.push(eq(jobs.visaSponsorship, true));
  if (shape.hasSalary) where.push(and(eq(jobs.salaryType, 'range'), isNotNull(jobs.salaryMin)) as SQL);
  if (shape.text !== 'none') {
    const fullText = fullTextMatch(bind('q'));
    if (shape.text === 'words') where.push(fullText);
    else if (shape.text === 'wordsOrName')
      where.push(sql`(${fullText} or ${jobs.companyName} % ${bind('q')})`);
    else where.push(sql`(${fullText} or ${jobs.companyId} = any(${bind('startups')}::uuid[]))`);
  }
  return where;
}

/** The job's text (title, startup name, description) holds every word. */
function fullTextMatch(q: SQLWrapper | string): SQL {
  return sql`${jobs.search} @@ websearch_to_tsquery('english', ${q})`;
}

/**
 * Whether a search's best plan depends on its values, so that one plan kept for every value (a
 * prepared statement's generic plan, ADRs 020 and 023) can cost a hundred times the right one for
 * some: a text (a common word is met walking the newest jobs, a rare one is read from the text
 * index), roles and a city (each with an index of its own, right for a rare value, wrong for a
 * common one), and a list of countries (where the date order of the one-country index is lost).
 * The other filters either have no index of their own (position type, salary, visa: walking the
 * jobs in the sort's order is the plan for every value) or take no value (remote).
 */
function valuesNeedTheirOwnPlan(shape: Omit<JobFilterShape, 'planForValues'>): boolean {
  return (
    shape.text !== 'none' ||
    shape.roles ||
    shape.city ||
    shape.location === 'countries' ||
    shape.location === 'countriesOrRemote'
  );
}

/**
 * Whether searches whose plan depends on their values are planned for them (CUSTOM_PLAN_MARK): on
 * a table of RECENT_WINDOW_MIN_ROWS jobs or more, where one plan for every value can cost a hundred
 * times the right one for some (ADR 016). On a smaller table the worst plan reads the whole small
 * table, and planning a search costs more than running it, above all on the embedded engine (ADR 020).
 */
async function isLargeJobTable(deps: ServiceDeps): Promise<boolean> {
  return (await estimateJobRows(deps)) >= RECENT_WINDOW_MIN_ROWS;
}

/**
 * CUSTOM_PLAN_MARK on a large table, nothing on a small one (see isLargeJobTable): for a statement
 * on the jobs outside the search's own shapes whose best plan depends on its values, such as the
 * job page's similar jobs (by roles, by place).
 */
export async function markForValuePlans(deps: ServiceDeps): Promise<SQL> {
  return planMark(await isLargeJobTable(deps));
}

/** CUSTOM_PLAN_MARK when `planForValues`, else nothing (a comment: anywhere in a statement's text). */
function planMark(planForValues: boolean): SQL {
  return planForValues ? sql.raw(CUSTOM_PLAN_MARK) : sql``;
}

/**
 * The job is listed on the platform. The column itself, not `= $1`: the planner then knows which
 * rows it means (its statistics, and a partial index `where listed_main` should one be added)
 * even in a generic plan.
 */
function listedOn(platform: 'main' | 'impact'): SQL {
  return platform === 'main' ? sql`${jobs.listedMain}` : sql`${jobs.listedImpact}`;
}

/**
 * Ids of the startups whose name resembles `q` (pg_trgm's `%`, the typo-tolerant half of a text
 * search). One query over the startups, cached with the public reads; the jobs query then asks for
 * `company_id in (…)`, an index lookup, or nothing at all when no name resembles the text (most
 * searches).
 */
export function findSimilarStartups(deps: ServiceDeps, q: string): Promise<string[]> {
  return readCached(deps.caches, 'similarStartups', [q], async () => {
    const statement = statementTemplate(deps.db, 'similarStartups', () =>
      deps.db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.status, 'PUBLISHED'), sql`${companies.name} % ${sql.placeholder('q')}`))
        .prepare(UNNAMED),
    );
    const rows = await statement.execute({ q });
    return rows.map((row) => row.id).sort();
  });
}

/**
 * What a search's conditions need beyond its filters: the startups whose name resembles its text
 * (none without a text), and whether a search whose plan depends on its values is planned for them
 * (see valuesNeedTheirOwnPlan; the table's size is known from a moment ago).
 */
export async function lookUpSearchContext(
  deps: ServiceDeps,
  q: string | undefined,
): Promise<{ similar: string[]; planForValues: boolean }> {
  const planForValues = await isLargeJobTable(deps);
  return { similar: q ? await findSimilarStartups(deps, q) : [], planForValues };
}

/** buildJobFilters with the startups resembling the search text looked up (see there). */
export async function resolveJobFilters(
  deps: ServiceDeps,
  query: Partial<JobSearchQuery>,
  platform: JobScope,
): Promise<SQL[]> {
  const { similar, planForValues } = await lookUpSearchContext(deps, query.q);
  return buildJobFilters(query, platform, similar, planForValues);
}

/**
 * A page of jobs in the chosen sort. Boosted jobs take no places here: featured jobs are a list of
 * their own (list-featured-jobs.ts; `/api/v2/jobsandfeatured`, the strip above the results on the
 * job pages), so a job posted an hour ago is not pushed behind every running boost.
 */
export async function listJobs(
  deps: ServiceDeps,
  query: JobSearchQuery,
  platform: JobScope = 'main',
): Promise<JobList> {
  return readCached(deps.caches, 'jobLists', [platform, query], () => readJobs(deps, query, platform));
}

async function readJobs(deps: ServiceDeps, query: JobSearchQuery, platform: JobScope): Promise<JobList> {
  const now = deps.now();
  const offset = (query.page - 1) * query.perPage;
  // A page past the end of a count known from a moment ago is empty without asking the database:
  // most searches fit on their first page, so pages 2 and 3 are usually past it.
  const known =
    offset > 0 ? peekListFresh(deps.caches, 'jobCounts', jobCountKey(query, platform)) : undefined;
  if (known && !known.isTotalCapped && offset >= known.total) return emptyPage(query, known.total);
  const { similar, planForValues } = await lookUpSearchContext(deps, query.q);
  const search = describeJobFilters(query, platform, similar, planForValues);
  const order = pageOrderOf(query);
  // The planner's estimate of the matches, asked at most once (see estimateMatches).
  let estimate: Promise<number> | undefined;
  const estimated = () => {
    estimate ??= estimateMatches(deps, searchConditions(search));
    return estimate;
  };
  // A search that matches the full text OR a resembling startup's jobs takes the first `limit` of
  // each in the sort, apart (each has its own index), then the first of both: one walk over both
  // conditions would test the text of every job it passes until it found enough of the startup's.
  // With other filters the startup's jobs are read whole (a materialized CTE is planned for all its
  // rows: from the startup's index) and then sorted, never looked for by a walk in the sort's order:
  // a startup's jobs lie in its own country, which the planner cannot know, so a search in another
  // country walked every job hoping to meet some (3.7 s at a million jobs, ADR 016). Without other
  // filters the planner's estimate of a startup's jobs is its own, and its choice stands.
  // Other searches' first matches are their filters' own (the statement templates of their shape).
  const isUnionOfMatches = Boolean(query.q) && similar.length > 0;
  const firstMatchesOfUnion = (order: 'newest' | 'mostviewed', limit: number): SQL => {
    const q = query.q as string;
    const base = buildJobFilters({ ...query, q: undefined }, platform, undefined, planForValues);
    const firstInOrder = (condition: SQL) =>
      deps.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(...base, condition))
        .orderBy(...sortOrder(order, sql.param(q)))
        .limit(limit);
    // The mark (a text's plan depends on its words) anywhere in the statement keeps it unnamed.
    const textMatches = firstInOrder(sql`${fullTextMatch(q)} ${planMark(search.shape.planForValues)}`);
    const ofStartups = inArray(jobs.companyId, similar);
    const startupJobs = hasFiltersBesideText(query)
      ? firstOfEveryMatch([...base, ofStartups], sortColumnOf(order), limit)
      : firstInOrder(ofStartups);
    return and(
      ...base,
      sql`${jobs.id} in (select id from ((${textMatches}) union (${startupJobs})) as first_matches)`,
    ) as SQL;
  };
  // The page is read by its shape's template among its filters' matches, or among these ids only
  // (the ranked candidates, the newest matches), or under this condition (built per request).
  let pageAmong: { ids: string[] } | { condition: SQL } | null = null;
  // The number of matches when the page's own statements already tell it, or were counted first.
  let knownTotal: number | undefined;
  let counted: JobCount | undefined;
  if (order === 'relevance') {
    // Ranking is never done over every match: the newest JOB_COUNT_CAP matches are the candidates
    // (index walks), and only they are ranked. Pages beyond them do not exist ('1,000+').
    const candidates = isUnionOfMatches
      ? await deps.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(firstMatchesOfUnion('newest', JOB_COUNT_CAP))
          .orderBy(...NEWEST_FIRST)
          .limit(JOB_COUNT_CAP)
      : (await areMatchesSparse(deps, query, estimated))
        ? // Few matches for the table's size, on an estimate that multiplies guesses: every match
          // read (a materialized CTE is planned for all its rows: from the indexes, never as a walk
          // in date order), then the newest of them.
          (
            await deps.db.execute<{ id: string }>(
              firstOfEveryMatch(searchConditions(search), jobs.approvedAt, JOB_COUNT_CAP),
            )
          ).rows
        : await candidatesStatement(deps, search.shape).execute(search.values);
    // Fewer candidates than the cap are every match: a page past them is empty.
    if (candidates.length < JOB_COUNT_CAP) {
      knownTotal = candidates.length;
      if (offset >= knownTotal)
        return emptyPage(query, keepToldCount(deps, query, platform, knownTotal).total);
    }
    pageAmong = { ids: candidates.map((c) => c.id) };
  } else {
    if (offset > 0) {
      // A page after the first: the count first (kept per filter combination, so pages 2 and 3
      // share it), and a page past its end is answered without a statement of its own.
      const first = await countFirst(deps, query, search, estimated);
      const { total, isTotalCapped } = first.count;
      if (first.isCountedNow && !isTotalCapped && offset >= total) return emptyPage(query, total);
      counted = first.count;
    }
    const limit = offset + query.perPage;
    const guarded = await isGuardedSearch(deps, query, limit);
    const recent =
      guarded && (await isDenseAmongRecent(deps, query, platform, await estimated(), limit))
        ? await firstRecentMatches(deps, query, platform, similar, limit)
        : null;
    if (recent) {
      pageAmong = { ids: recent };
    } else if (guarded) {
      // Not dense enough among the newest jobs: every match from the text index (a materialized CTE
      // is planned on its own, so never as a walk in date order), then the first of them.
      const filters = searchConditions(search);
      pageAmong = {
        condition: and(
          ...filters,
          sql`${jobs.id} in (${firstOfEveryMatch(filters, sortColumnOf(order), limit)})`,
        ) as SQL,
      };
    } else if (isUnionOfMatches) {
      pageAmong = { condition: firstMatchesOfUnion(order, limit) };
    }
  }
  const window = { limit: query.perPage, offset };
  const rows: PageRow[] =
    pageAmong && 'condition' in pageAmong
      ? await deps.db
          .select(pageColumns(order, sql.param(query.q)))
          .from(jobs)
          .innerJoin(companies, eq(companies.id, jobs.companyId))
          .where(pageAmong.condition)
          .orderBy(...sortOrder(order, sql.param(query.q)))
          .limit(window.limit)
          .offset(window.offset)
      : pageAmong
        ? await pageStatement(deps, search.shape, order, true, window).execute({
            ...search.values,
            ...window,
            ids: pageAmong.ids,
          })
        : await pageStatement(deps, search.shape, order, false, window).execute({
            ...search.values,
            ...window,
          });
  const { total, isTotalCapped } = await countJobs(deps, query, search, estimated, {
    offset,
    pageRows: rows.length,
    knownTotal,
    counted,
  });
  return {
    jobs: rows.map((row) => {
      const job = mapJobListItem(row, now);
      return row.hasEveryWord === undefined ? job : { ...job, matchedIn: matchedIn(row) };
    }),
    pagination: buildPagination({ page: query.page, perPage: query.perPage, total, isTotalCapped }),
  };
}

/** A row of a page: a "most relevant" page also tells where each job matched (pageColumns). */
type PageRow = Parameters<typeof mapJobListItem>[0] & {
  hasEveryWord?: boolean;
  hasEveryWordInTitle?: boolean;
};

/** Where a ranked job matched the text: the groups "most relevant" puts in order (relevanceOrder). */
function matchedIn(row: PageRow): NonNullable<JobListItem['matchedIn']> {
  if (!row.hasEveryWord) return 'startupName';
  return row.hasEveryWordInTitle ? 'title' : 'text';
}

/**
 * The ids of the first `limit` jobs passing `conditions` in `sortColumn`'s order (then the id, both
 * descending): every match is read through a materialized CTE, which is planned on its own for all
 * its rows (from the indexes), never as a walk in the sort's order that hopes to meet them early.
 */
function firstOfEveryMatch(conditions: SQL[], sortColumn: AnyColumn, limit: number): SQL {
  return sql`with matches as materialized (select ${jobs.id} as id, ${sortColumn} as sort_key from ${jobs} where ${and(...conditions)}) select id from matches order by sort_key desc nulls last, id desc nulls last limit ${limit}`;
}

/** The column a date or views order sorts by (firstOfEveryMatch). */
function sortColumnOf(order: PageOrder): AnyColumn {
  return order === 'mostviewed' ? jobs.views : jobs.approvedAt;
}

/** How a page is sorted: the chosen sort, where "most relevant" needs a text (newest without). */
type PageOrder = 'newest' | 'mostviewed' | 'relevance';

function pageOrderOf(query: JobSearchQuery): PageOrder {
  if (query.sort === 'mostviewed') return 'mostviewed';
  return query.sort === 'relevance' && query.q ? 'relevance' : 'newest';
}

const NEWEST_FIRST = [descNullsLast(jobs.approvedAt), descNullsLast(jobs.id)];

/** Placeholders for a statement template's values (`statementTemplate`). */
const placeholder = (name: string) => sql.placeholder(name);

/**
 * A page of a shape's matches in an order (`byIds`: among the `ids` given only), with the startups
 * joined: built once per shape, order, kind and window in the text (see windowInText), then
 * executed with the values (and `ids`, and the window where it is not in the text).
 */
function pageStatement(
  deps: ServiceDeps,
  shape: JobFilterShape,
  order: PageOrder,
  byIds: boolean,
  window: { limit: number; offset: number },
) {
  const inText = windowInText(window);
  const key = `jobs page ${order} ${byIds} ${inText ? `${window.limit}+${window.offset}` : '$'} ${JSON.stringify(shape)}`;
  return statementTemplate(deps.db, key, () => {
    const conditions = jobFilterConditions(shape, placeholder);
    // One array parameter, so the text is the same whatever the number of ids.
    if (byIds) conditions.push(sql`${jobs.id} = any(${placeholder('ids')}::uuid[])`);
    const statement = deps.db
      .select(pageColumns(order, placeholder('q')))
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(...conditions))
      .orderBy(...sortOrder(order, placeholder('q')));
    return (
      inText
        ? statement.limit(literal(window.limit)).offset(literal(window.offset))
        : statement.limit(placeholder('limit')).offset(placeholder('offset'))
    ).prepare(UNNAMED);
  });
}

/**
 * The page sizes whose first pages have their LIMIT and OFFSET written in the statement's text:
 * the /jobs page's and the public API's. A prepared statement whose LIMIT is a parameter is in
 * practice never given a generic plan: not knowing the limit, PostgreSQL costs that plan as if a
 * tenth of the matches were read, far above any plan for 20 rows, and keeps planning the statement
 * for its values at every execution (ADR 023). Written in, the first pages of a search whose plan does not depend on
 * its values are planned once per connection. Other sizes and later pages keep parameters, so the
 * texts stay few: one per size and page of each shape.
 */
const PAGE_SIZES_IN_TEXT: ReadonlySet<number> = new Set([DEFAULT_PER_PAGE, PUBLIC_JOBS_PER_PAGE]);
const PAGES_IN_TEXT = 5;

function windowInText(window: { limit: number; offset: number }): boolean {
  return PAGE_SIZES_IN_TEXT.has(window.limit) && window.offset < PAGES_IN_TEXT * window.limit;
}

/**
 * A whole number written into a statement's text (LIMIT, OFFSET), where drizzle would bind a
 * parameter: drizzle's limit() and offset() take a number or a placeholder, and write an SQL
 * fragment as it is.
 */
function literal(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

/** The newest JOB_COUNT_CAP matches of a shape, the candidates a ranking orders (readJobs). */
function candidatesStatement(deps: ServiceDeps, shape: JobFilterShape) {
  return statementTemplate(deps.db, `jobs candidates ${JSON.stringify(shape)}`, () =>
    deps.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(...jobFilterConditions(shape, placeholder)))
      .orderBy(...NEWEST_FIRST)
      .limit(literal(JOB_COUNT_CAP))
      .prepare(UNNAMED),
  );
}

/**
 * Text searches on a large table look at the newest jobs first (ADR 016). The planner chooses
 * between walking the jobs in the sort order, testing each one's text until a page is found, and
 * reading every match from the text index then sorting them; it chooses by its guess of how many
 * jobs match, and for two or more words that guess multiplies their frequencies as if independent:
 * "ios python" in SE was guessed at 1,250 of a million jobs, has none, and the walk tested all
 * million (9 s). So the first `limit` matches are looked for among the newest RECENT_WINDOW jobs
 * that pass the other filters, a walk that stops there; when that window holds them all, they are
 * the answer (nothing older can come before them). Otherwise null: the caller asks the planner,
 * which now only meets searches that are rare among recent jobs, where reading the matches from the
 * text index is right.
 */
const RECENT_WINDOW = 1_000;
/** Below this many jobs a whole walk is cheap: the window would only add a round trip. */
const RECENT_WINDOW_MIN_ROWS = 20_000;

/**
 * Searches of several words, or of one word with other filters, on a large table, for the first
 * pages, are guarded: the planner's guess for one word alone comes from the word's own frequency
 * and is right (within 15% for the bench's words), so its choice stands; for several words, or a
 * word and a filter, it multiplies guesses as if independent and may be 20 times off either way
 * ("growth" among unpaid jobs: 2,309 matches spread over a million jobs, a walk of 580,000).
 */
async function isGuardedSearch(deps: ServiceDeps, query: JobSearchQuery, limit: number): Promise<boolean> {
  if (limit > RECENT_WINDOW / 4) return false;
  return isEstimateMultiplied(deps, query);
}

/** A text search whose estimate multiplies guesses (see isGuardedSearch), on a large table. */
async function isEstimateMultiplied(deps: ServiceDeps, query: JobSearchQuery): Promise<boolean> {
  if (!query.q || (isOneWord(query.q) && !hasFiltersBesideText(query))) return false;
  return (await estimateJobRows(deps)) >= RECENT_WINDOW_MIN_ROWS;
}

function hasFiltersBesideText(query: JobSearchQuery): boolean {
  return Boolean(
    query.country?.length ||
      query.city ||
      query.roles?.length ||
      query.positionTypes?.length ||
      query.salaryType ||
      query.hasSalary ||
      query.remote ||
      query.visa,
  );
}

/**
 * The ranking's candidates (the newest JOB_COUNT_CAP matches) are better read whole than walked
 * for: a walk in date order meets a match every N / M jobs (N jobs, M matches), so it tests about
 * JOB_COUNT_CAP × N / M jobs' texts, each read from TOAST, where reading every match costs M rows
 * from the indexes. Only where the estimate multiplies guesses (isEstimateMultiplied); for one word
 * alone the planner's own choice stands.
 */
async function areMatchesSparse(
  deps: ServiceDeps,
  query: JobSearchQuery,
  estimated: () => Promise<number>,
): Promise<boolean> {
  if (!(await isEstimateMultiplied(deps, query))) return false;
  const matches = await estimated();
  return matches * matches < JOB_COUNT_CAP * (await estimateJobRows(deps));
}

/**
 * Worth looking among the newest jobs: by the planner's estimates, the window (the newest 1,000
 * jobs passing the other filters) should hold twice the page's matches. A guess too high costs one
 * walk over the window before the CTE; a guess too low goes to the CTE at once, which costs what
 * the matches cost. Either way bounded, unlike a walk over every job.
 */
async function isDenseAmongRecent(
  deps: ServiceDeps,
  query: JobSearchQuery,
  platform: JobScope,
  matches: number,
  limit: number,
): Promise<boolean> {
  const base = await estimateFilteredRows(deps, { ...query, q: undefined }, platform);
  return base > 0 && (Math.min(RECENT_WINDOW, base) * matches) / base >= 2 * limit;
}

/** The planner's estimate for filters without a text, kept a minute (statistics change slowly). */
const baseEstimates = new WeakMap<object, Map<string, { rows: number; at: number }>>();

async function estimateFilteredRows(
  deps: ServiceDeps,
  query: Partial<JobSearchQuery>,
  platform: JobScope,
): Promise<number> {
  const { sort: _sort, page: _page, perPage: _perPage, ...filters } = query;
  const key = JSON.stringify([platform, filters]);
  let known = baseEstimates.get(deps.db);
  if (!known) {
    known = new Map();
    baseEstimates.set(deps.db, known);
  }
  const hit = known.get(key);
  const nowMs = Date.now();
  if (hit && nowMs - hit.at < JOB_ROWS_TTL_MS) return hit.rows;
  const rows = await estimateMatches(deps, buildJobFilters(query, platform));
  if (known.size >= 1_000) known.clear();
  known.set(key, { rows, at: nowMs });
  return rows;
}

/** A text of one word (letters and digits): one lexeme, whose frequency the statistics know. */
function isOneWord(q: string): boolean {
  return /^[\p{L}\p{N}]+$/u.test(q.trim());
}

async function firstRecentMatches(
  deps: ServiceDeps,
  query: JobSearchQuery,
  platform: JobScope,
  similar: readonly string[],
  limit: number,
): Promise<string[] | null> {
  if (!query.q) return null;
  const base = buildJobFilters({ ...query, q: undefined }, platform);
  const byViews = query.sort === 'mostviewed';
  const sortColumn = byViews ? jobs.views : jobs.approvedAt;
  const nameMatch =
    similar.length > 0 ? sql` or r.company_id = any(${sql.param([...similar])}::uuid[])` : sql``;
  const result = await deps.db.execute<{ id: string }>(sql`
    select r.id from (
      select ${jobs.id} as id, ${sortColumn} as sort_key, ${jobs.companyId} as company_id, ${jobs.search} as search
      from ${jobs} where ${and(...base)}
      order by ${sortColumn} desc nulls last, ${jobs.id} desc nulls last
      limit ${RECENT_WINDOW}
    ) r
    where (r.search @@ websearch_to_tsquery('english', ${query.q})${nameMatch})
    order by r.sort_key desc nulls last, r.id desc nulls last
    limit ${limit}`);
  const ids = result.rows.map((row) => row.id);
  return ids.length >= limit ? ids : null;
}

type JobCount = { total: number; isTotalCapped: boolean };

/** A page with no jobs, at or past the end of `total` matches (fewer than the cap, so exact). */
function emptyPage(query: JobSearchQuery, total: number): JobList {
  return {
    jobs: [],
    pagination: buildPagination({ page: query.page, perPage: query.perPage, total, isTotalCapped: false }),
  };
}

/**
 * Keeps a count this request's own statements told (never one read from the cache: stored again,
 * it would look fresh for ever to a stream of visitors, and a page past it would never be read).
 */
function keepToldCount(deps: ServiceDeps, query: JobSearchQuery, platform: JobScope, told: number) {
  const count = { total: Math.min(told, JOB_COUNT_CAP), isTotalCapped: told > JOB_COUNT_CAP };
  storeCached(deps.caches, 'jobCounts', jobCountKey(query, platform), count);
  return count;
}

/**
 * The count of a search, asked before its page (pages after the first). `isCountedNow`: counted for
 * this request, so it may stand for the list and answer a page past its end. A kept count that
 * could (no older than PUBLIC_CACHE_SECONDS) already did, in readJobs; an older one (counts live
 * JOB_COUNT_CACHE_SECONDS) only labels the page, which is still read.
 */
async function countFirst(
  deps: ServiceDeps,
  query: JobSearchQuery,
  search: SearchFilters,
  estimated: () => Promise<number>,
): Promise<{ count: JobCount; isCountedNow: boolean }> {
  let isCountedNow = false;
  const key = jobCountKey(query, search.scope);
  const count = await readCached(deps.caches, 'jobCounts', key, () => {
    isCountedNow = true;
    return countMatches(deps, query, search, estimated);
  });
  return { count, isCountedNow };
}

/** The key of a search's count: its scope and filters, not its sort or page. */
function jobCountKey(query: JobSearchQuery, platform: JobScope): unknown[] {
  const { sort: _sort, page: _page, perPage: _perPage, ...search } = query;
  return [platform, search];
}

/**
 * The number of matches, capped: a partly filled page (or the ranked candidates) already tells it,
 * so only a full page asks the database, which stops counting at the cap (shown as '1,000+')
 * instead of counting every match. On a large table, a search the planner expects to match far
 * more than the cap is '1,000+' without counting (see `estimateMatches`, ADR 016). A count the page
 * told is kept like a counted one, so the next pages of the search need not count, and a page past
 * its end needs no statement at all (readJobs).
 */
async function countJobs(
  deps: ServiceDeps,
  query: JobSearchQuery,
  search: SearchFilters,
  estimated: () => Promise<number>,
  page: {
    offset: number;
    pageRows: number;
    knownTotal: number | undefined;
    /** Counted before the page was read (countFirst). */
    counted: JobCount | undefined;
  },
): Promise<JobCount> {
  const { offset, pageRows } = page;
  const told =
    page.knownTotal ??
    (pageRows < query.perPage && (pageRows > 0 || offset === 0) ? offset + pageRows : undefined);
  const platform = search.scope;
  if (told !== undefined) return keepToldCount(deps, query, platform, told);
  if (page.counted) return page.counted;
  return readCached(deps.caches, 'jobCounts', jobCountKey(query, platform), () =>
    countMatches(deps, query, search, estimated),
  );
}

/** The capped count of the matches (see countJobs), asked of the database. */
async function countMatches(
  deps: ServiceDeps,
  query: JobSearchQuery,
  search: SearchFilters,
  estimated: () => Promise<number>,
): Promise<JobCount> {
  const oneWord = !query.q || isOneWord(query.q);
  const needed = oneWord ? SURE_ESTIMATE_ONE_WORD : SURE_ESTIMATE_SEVERAL_WORDS;
  // A small table never pays the estimate's round trip.
  if ((await estimateJobRows(deps)) >= needed && (await estimated()) >= needed) {
    return { total: JOB_COUNT_CAP, isTotalCapped: true };
  }
  // Several words, or a word and filters, on a large table: counted through a materialized CTE,
  // planned for all its rows (read lazily, so the count still stops at the cap), never as a walk
  // that hopes to meet 1,001 matches early on a guess that may be 20 times too high.
  const guarded = await isEstimateMultiplied(deps, query);
  const rows = guarded
    ? (
        await deps.db.execute<{ total: number }>(
          sql`with matches as materialized (select 1 from ${jobs} where ${and(...searchConditions(search))}) select count(*)::int as total from (select 1 from matches limit ${JOB_COUNT_CAP + 1}) capped`,
        )
      ).rows
    : await countStatement(deps, search.shape).execute(search.values);
  const counted = Number(rows[0]?.total ?? 0);
  return { total: Math.min(counted, JOB_COUNT_CAP), isTotalCapped: counted > JOB_COUNT_CAP };
}

/** The capped count of a shape's matches (countMatches): built once per shape. */
function countStatement(deps: ServiceDeps, shape: JobFilterShape) {
  return statementTemplate(deps.db, `jobs count ${JSON.stringify(shape)}`, () =>
    deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(
        sql`(select 1 from ${jobs} where ${and(...jobFilterConditions(shape, placeholder))} limit ${literal(JOB_COUNT_CAP + 1)}) capped`,
      )
      .prepare(UNNAMED),
  );
}

/**
 * How many rows the planner must expect before a count is skipped as '1,000+'. Its estimate of one
 * word (or of filters alone) comes from the column statistics and was within 15% of the truth for
 * every word of the bench at 100,000 jobs (ADR 016), so ten times the cap leaves a wide margin. For
 * several words it multiplies their frequencies as if independent and was up to 20 times too high
 * ("sales python"), so it must be a hundred times the cap there: in practice only from about a
 * million jobs.
 */
const SURE_ESTIMATE_ONE_WORD = 10 * JOB_COUNT_CAP;
const SURE_ESTIMATE_SEVERAL_WORDS = 100 * JOB_COUNT_CAP;

/**
 * The planner's estimate of how many jobs pass `filters` (EXPLAIN, planning only: 0.1–0.3 ms).
 * Used on large tables only: to answer '1,000+' without counting when it expects far more than the
 * cap (counting a thousand matches of a common word walks thousands of rows or builds a bitmap of
 * every match, and buys nothing), and to choose how a search of several words finds its page.
 */
async function estimateMatches(deps: ServiceDeps, filters: SQL[]): Promise<number> {
  // Always planned for these values: an estimate from one plan kept for every value would be the
  // same for a rare value and a common one.
  const result = await deps.db.execute<{ 'QUERY PLAN': unknown }>(
    sql`explain (format json) select 1 from ${jobs} where ${and(...filters)} ${planMark(true)}`,
  );
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0]?.Plan['Plan Rows'] ?? 0;
}

/** The planner's row count of `jobs` (pg_class.reltuples), read at most once a minute per database. */
const JOB_ROWS_TTL_MS = 60_000;
const jobRowEstimates = new WeakMap<object, { rows: number; at: number }>();

async function estimateJobRows(deps: ServiceDeps): Promise<number> {
  const known = jobRowEstimates.get(deps.db);
  const nowMs = Date.now();
  if (known && nowMs - known.at < JOB_ROWS_TTL_MS) return known.rows;
  const result = await deps.db.execute<{ rows: number }>(
    sql`select reltuples::float8 as rows from pg_class where oid = 'jobs'::regclass`,
  );
  const rows = Number(result.rows[0]?.rows ?? 0);
  jobRowEstimates.set(deps.db, { rows, at: nowMs });
  return rows;
}

/** The ORDER BY of a page; `q` is the search text's parameter (or placeholder), read by "most relevant". */
function sortOrder(order: PageOrder, q: SQLWrapper): SQL[] {
  if (order === 'mostviewed') return [descNullsLast(jobs.views), descNullsLast(jobs.id)];
  if (order === 'relevance') return [...relevanceOrder(q), ...NEWEST_FIRST];
  return NEWEST_FIRST;
}

/**
 * "Most relevant", computed on the capped candidates only (see readJobs):
 * 1. jobs that contain every word (title, startup name or description) before the looser matches
 *    found by the startup name's similarity alone (typos);
 * 2. jobs whose title holds every word, the shortest such titles first ("Backend Developer" before
 *    "Senior Backend Developer (Kotlin)");
 * 3. then a weighted rank counting each word once where it weighs most: a word in the title far
 *    above one in the startup's name, which is above one in the description (0.02), so a page of
 *    text that mentions "designers" never outranks a designer's job title. The rank uses the words
 *    OR-ed, so a title holding some of the words beats a description holding all of them.
 */
function relevanceOrder(q: SQLWrapper): SQL[] {
  const everyWord = sql`websearch_to_tsquery('english', ${q})`;
  // One query for the whole statement (an init plan), not one per row.
  const anyWord = sql`(select replace(websearch_to_tsquery('english', ${q})::text, ' & ', ' | ')::tsquery)`;
  const titleLexemes = sql`ts_filter(${jobs.search}, '{a}')`;
  const titleHasEveryWord = sql`(${titleLexemes} @@ ${everyWord})`;
  // The first two keys are the page's own columns (pageColumns), named: computed once per candidate
  // for both the order and the answer.
  return [
    sql.raw(`"${HAS_EVERY_WORD}" desc`),
    sql.raw(`"${HAS_EVERY_WORD_IN_TITLE}" desc`),
    sql`case when ${titleHasEveryWord} then length(${titleLexemes}) end asc nulls last`,
    sql`ts_rank('{0.01, 0.02, 0.2, 1}'::float4[], ${jobs.search}, ${anyWord}) desc`,
  ];
}

const HAS_EVERY_WORD = 'has_every_word';
const HAS_EVERY_WORD_IN_TITLE = 'has_every_word_in_title';

/**
 * The columns of a page: a job's, and under "most relevant" whether its text and its title hold
 * every word, the first keys of the ranking (relevanceOrder orders by them by name). So the page
 * tells where the jobs with the words in their title end and the mentions begin at no cost beyond
 * the ranking's own: no match is counted, each row of the page carries its group.
 */
function pageColumns(order: PageOrder, q: SQLWrapper) {
  if (order !== 'relevance') return JOB_LIST_COLUMNS;
  const everyWord = sql`websearch_to_tsquery('english', ${q})`;
  return {
    ...JOB_LIST_COLUMNS,
    hasEveryWord: sql<boolean>`(${jobs.search} @@ ${everyWord})`.as(HAS_EVERY_WORD),
    hasEveryWordInTitle: sql<boolean>`(ts_filter(${jobs.search}, '{a}') @@ ${everyWord})`.as(
      HAS_EVERY_WORD_IN_TITLE,
    ),
  };
}

/** Matches the `DESC NULLS LAST` of the list indexes, so PostgreSQL can walk them instead of sorting. */
export function descNullsLast(column: AnyColumn): SQL {
  return sql`${column} desc nulls last`;
}
