/**
 * Search relevance (issue 14): a small judged set of searches over the seeded jobs plus a few made
 * here to tempt the ranking (a newer job that only mentions the words in its description, a
 * startup whose name merely resembles the search). For each search: the jobs that must come first,
 * and the jobs that must not be on the first page. Run on both backends.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobList, type JobListItem } from '#domain/jobs/job.schema.ts';
import { companies, jobs } from '#server/db/schema/index.ts';
import { addDays, type CompanyRow, insertCompany, insertJob, type JobRow } from '#tests/helpers/factories.ts';
import { parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/** A judged search: which jobs must lead, which must stay off the first page (20 jobs). */
type Judgement = {
  q: string;
  /** The ids that must come first, as a set (their order among themselves is checked apart). */
  first: () => Promise<string[]>;
  /** The one job that must be the very first, when the search has a clear best answer. */
  top?: () => string;
  notOnFirstPage: () => string[];
};

describe.each(BACKENDS)('search relevance [%s]', (backend) => {
  let t: TestApp;
  let now: Date;
  let quillmark: CompanyRow;
  let exactBackendDeveloper: JobRow;
  let projectManager: JobRow;
  let fullStack: JobRow;
  let lookalikeStartupJob: JobRow;
  let formerQuillmarkJob: JobRow;
  let kubernetesInTextOnly: JobRow;

  /** Ids of public (main platform) ACTIVE jobs that meet `condition`. */
  async function publicJobIds(condition: SQL): Promise<string[]> {
    const rows = await t.deps.db
      .select({ id: jobs.id })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(
        and(
          eq(jobs.status, 'ACTIVE'),
          eq(companies.status, 'PUBLISHED'),
          sql`(${companies.platform} ->> 'main')::boolean`,
          condition,
        ),
      );
    return rows.map((row) => row.id);
  }

  /** Jobs whose title holds every one of `words` (case-insensitive substrings). */
  function titleHasAll(...words: string[]): SQL {
    return and(...words.map((word) => sql`${jobs.title} ilike ${`%${word}%`}`)) as SQL;
  }

  async function search(query: string): Promise<JobListItem[]> {
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return parseJson(response, JobList).jobs;
  }

  beforeAll(async () => {
    t = await createTestApp({ backend });
    now = t.deps.now();
    const db = t.deps.db;
    quillmark = await insertCompany(db, { name: 'Quillmark' });
    // The best answer to "backend developer", posted long ago: the date must not decide.
    exactBackendDeveloper = await insertJob(db, quillmark, {
      title: 'Backend Developer',
      description: 'Build and run the APIs behind our product in a small team.',
      approvedAt: addDays(now, -40),
    });
    // Newer jobs that only talk about backend developers and designers in their text.
    projectManager = await insertJob(db, quillmark, {
      title: 'Project Manager',
      roles: ['projectmanagement'],
      description:
        'Plan releases with our backend developers and designers. You will coordinate the backend developer team, two designers and a designer-turned-researcher.',
      approvedAt: addDays(now, -0.5),
    });
    fullStack = await insertJob(db, quillmark, {
      title: 'Full-stack Developer',
      roles: ['fullstackdeveloper'],
      description: 'Pair with our designer on every feature; our designers and developers sit together.',
      approvedAt: addDays(now, -0.2),
    });
    // A startup whose name only looks like the search: a looser match than any real one.
    const lookalike = await insertCompany(db, { name: 'Designa' });
    lookalikeStartupJob = await insertJob(db, lookalike, {
      title: 'Office Manager',
      roles: ['operations'],
      description: 'Keep our office running.',
      approvedAt: addDays(now, -0.1),
    });
    const other = await insertCompany(db, { name: 'Tallbacken' });
    formerQuillmarkJob = await insertJob(db, other, {
      title: 'Sales Lead',
      roles: ['sales'],
      description: 'Our founders met at Quillmark, and we sell to the same customers.',
      approvedAt: addDays(now, -0.1),
    });
    kubernetesInTextOnly = await insertJob(db, other, {
      title: 'Platform Engineer',
      roles: ['devops'],
      description:
        'Kubernetes all day: run our Kubernetes clusters, write Kubernetes operators, teach Kubernetes to the team.',
      approvedAt: addDays(now, -0.1),
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  const judged: Judgement[] = [
    {
      q: 'backend developer',
      first: () => publicJobIds(titleHasAll('backend', 'developer')),
      top: () => exactBackendDeveloper.id,
      notOnFirstPage: () => [projectManager.id, fullStack.id],
    },
    {
      q: 'designer',
      // "designer" and "design" are one word to the English stemmer: "Graphic Design Intern" counts.
      first: () => publicJobIds(titleHasAll('design')),
      notOnFirstPage: () => [projectManager.id, fullStack.id, lookalikeStartupJob.id],
    },
    {
      q: 'python backend',
      first: () => publicJobIds(titleHasAll('python', 'backend')),
      notOnFirstPage: () => [projectManager.id],
    },
    {
      q: 'kubernetes',
      first: () => publicJobIds(titleHasAll('kubernetes')),
      notOnFirstPage: () => [],
    },
    {
      q: 'quillmark',
      // The startup's own jobs before a job that mentions it in passing.
      first: () => publicJobIds(eq(jobs.companyId, quillmark.id)),
      notOnFirstPage: () => [],
    },
  ];

  it.each(judged.map((j) => [j.q, j] as const))('"%s": the judged jobs lead', async (q, judgement) => {
    const expectedFirst = await judgement.first();
    expect(expectedFirst.length, 'the judged set has jobs that must lead').toBeGreaterThan(0);
    const results = await search(`?q=${encodeURIComponent(q)}&sort=relevance&perPage=50`);
    const leading = results.slice(0, expectedFirst.length).map((job) => job.id);
    expect(new Set(leading), results.map((j) => j.title).join(' | ')).toEqual(new Set(expectedFirst));
    if (judgement.top) expect(results[0]?.id).toBe(judgement.top());

    const firstPage = (await search(`?q=${encodeURIComponent(q)}&sort=relevance`)).map((job) => job.id);
    expect(firstPage).toHaveLength(Math.min(20, results.length));
    for (const id of judgement.notOnFirstPage()) expect(firstPage).not.toContain(id);
  });

  it('still finds the weaker matches, after the strong ones', async () => {
    const all: JobListItem[] = [];
    for (let page = 1; ; page++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/jobs?q=designer&sort=relevance&perPage=50&page=${page}`,
      });
      const list = parseJson(response, JobList);
      all.push(...list.jobs);
      if (page >= list.pagination.pages) break;
    }
    const ids = all.map((job) => job.id);
    // Text that mentions designers still matches, below every designer's title…
    expect(ids).toContain(projectManager.id);
    expect(ids).toContain(fullStack.id);
    // …and a startup name that merely resembles the search comes after every job with the word.
    expect(ids.at(-1)).toBe(lookalikeStartupJob.id);
  });

  it('features only boosted jobs with every word in the title or the startup name', async () => {
    const db = t.deps.db;
    const boostedUntil = addDays(now, 10);
    const boostedDesigner = await insertJob(db, quillmark, {
      title: 'Senior Service Designer',
      roles: ['design'],
      approvedAt: addDays(now, -3),
      boostingExpiresAt: boostedUntil,
    });
    const boostedMentionsDesigners = await insertJob(db, quillmark, {
      title: 'Growth Marketer',
      roles: ['marketing'],
      description: 'Work with our designers on every campaign; a designer sits next to you.',
      approvedAt: addDays(now, -3),
      boostingExpiresAt: boostedUntil,
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs/featured?q=designer' });
    expect(response.statusCode, response.body).toBe(200);
    const ids = (JSON.parse(response.body) as { featuredJobs: { id: string }[] }).featuredJobs.map(
      (job) => job.id,
    );
    expect(ids).toContain(boostedDesigner.id);
    expect(ids).not.toContain(boostedMentionsDesigners.id);
    // It is still a result of the search, after the designers' titles.
    const results = (await search('?q=designer&sort=relevance&perPage=50&page=1')).map((job) => job.id);
    expect(results).toContain(boostedDesigner.id);
    await db
      .update(jobs)
      .set({ boostingExpiresAt: null })
      .where(sql`${jobs.id} in (${boostedDesigner.id}, ${boostedMentionsDesigners.id})`);
  });

  it('ranks a startup named in the search above a job that mentions it', async () => {
    const ids = (await search('?q=quillmark&sort=relevance')).map((job) => job.id);
    expect(ids).toContain(formerQuillmarkJob.id);
    expect(ids.indexOf(formerQuillmarkJob.id)).toBeGreaterThan(ids.indexOf(projectManager.id));
  });

  it('ranks a word in the title above the same word repeated in a description', async () => {
    const ids = (await search('?q=kubernetes&sort=relevance')).map((job) => job.id);
    const inTitle = await publicJobIds(titleHasAll('kubernetes'));
    expect(ids.indexOf(kubernetesInTextOnly.id)).toBe(inTitle.length);
  });

  it('puts the shortest title holding every word first among such titles', async () => {
    const titles = (await search('?q=backend%20developer&sort=relevance')).map((job) => job.title);
    expect(titles[0]).toBe('Backend Developer');
  });

  it('keeps the chosen sort: Newest lists the same matches by date', async () => {
    const newest = await search('?q=designer&sort=newest&perPage=50');
    const approved = newest.map((job) => job.approvedAt ?? '');
    expect(approved).toEqual([...approved].sort().reverse());
    expect(newest.map((job) => job.id)).toContain(lookalikeStartupJob.id);
  });
});
