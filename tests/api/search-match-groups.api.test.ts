/**
 * Where each job of a "most relevant" page matched its text (issue 31): the jobs with every word in
 * their title, then those whose text mentions them, then those of a startup whose name only
 * resembles the text, each row saying which (`matchedIn`), so the /jobs page can mark where the real
 * matches end. Other sorts carry no such groups. Run on both backends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobList } from '#domain/jobs/job.schema.ts';
import { addDays, insertCompany, insertJob, type JobRow } from '#tests/helpers/factories.ts';
import { parseJson } from '#tests/helpers/http.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

describe.each(BACKENDS)('search match groups [%s]', (backend) => {
  let t: TestApp;
  let lead: JobRow;
  let senior: JobRow;
  let mention: JobRow;
  let lookalike: JobRow;

  async function search(query: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/jobs${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return parseJson(response, JobList);
  }

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { PUBLIC_CACHE_SECONDS: '0' } });
    const now = t.deps.now();
    const studio = await insertCompany(t.deps.db, { name: 'Vexilla Studio' });
    lead = await insertJob(t.deps.db, studio, { title: 'Zorbist Lead', approvedAt: addDays(now, -9) });
    senior = await insertJob(t.deps.db, studio, { title: 'Senior Zorbist', approvedAt: addDays(now, -8) });
    // The newest, but it only mentions the word in its description.
    mention = await insertJob(t.deps.db, studio, {
      title: 'Growth Marketer',
      description: 'You will work every day with our zorbists.',
      approvedAt: addDays(now, -1),
    });
    // A startup whose name resembles the word (a typo's match): found, last.
    const zorbista = await insertCompany(t.deps.db, { name: 'Zorbista' });
    lookalike = await insertJob(t.deps.db, zorbista, {
      title: 'Office Manager',
      approvedAt: addDays(now, -2),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says of each job on a "most relevant" page whether the title, the text or a startup name matched', async () => {
    const { jobs, pagination } = await search('?q=zorbist&sort=relevance');
    expect(pagination.total).toBe(4);
    expect(jobs.map((job) => [job.id, job.matchedIn])).toEqual([
      // Two titles of two words: the newer first.
      [senior.id, 'title'],
      [lead.id, 'title'],
      [mention.id, 'text'],
      [lookalike.id, 'startupName'],
    ]);
  });

  it('says it on later pages too, where the groups continue', async () => {
    const second = await search('?q=zorbist&sort=relevance&perPage=2&page=2');
    expect(second.jobs.map((job) => [job.id, job.matchedIn])).toEqual([
      [mention.id, 'text'],
      [lookalike.id, 'startupName'],
    ]);
  });

  it('has no groups in the other sorts', async () => {
    for (const sort of ['newest', 'mostviewed']) {
      const { jobs } = await search(`?q=zorbist&sort=${sort}`);
      expect(jobs).toHaveLength(4);
      for (const job of jobs) expect(job.matchedIn, sort).toBeUndefined();
    }
  });
});
