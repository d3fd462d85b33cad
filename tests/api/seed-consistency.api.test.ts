/**
 * The demo data never contradicts itself (issue 31), over every seeded startup and job: a startup's
 * funding type fits its stage, words about a small team stand only beside a small team, and a job's
 * text and perks name the equity the way its header does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs } from '#server/db/schema/index.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/** Stages that are a priced venture round: the startup is venture funded. */
const VENTURE_ROUND_STAGES = ['series-a', 'series-b', 'growth'];
/** Stages before any outside round: the only ones a bootstrapped startup can be at. */
const BOOTSTRAPPED_STAGES = ['idea', 'pre-seed'];
const SMALL_TEAM_WORDS = /\bsmall (?:founding )?team\b/i;
const SMALL_TEAM_SIZES = ['1-10', '11-50'];
/** What each equity instrument is called, and the words of the other one. */
const OTHER_INSTRUMENT_WORDS: Record<string, RegExp> = { options: /warrant/i, warrants: /option/i };

/** The part of a job text that says what the job offers. */
function offerOf(description: string): string {
  return description.split('## What we offer')[1]?.split('\n\n')[1] ?? '';
}

describe.each(BACKENDS)('the demo data is consistent [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function readCompanies() {
    const rows = await t.deps.db.select().from(companies);
    expect(rows.length).toBeGreaterThan(50);
    return rows;
  }

  it('gives each startup a funding type that fits its stage', async () => {
    const rows = await readCompanies();
    const contradictions = rows
      .filter(
        (c) =>
          (VENTURE_ROUND_STAGES.includes(c.stage ?? '') && c.fundingStage !== 'vc-funded') ||
          (c.fundingStage === 'bootstrapped' && !BOOTSTRAPPED_STAGES.includes(c.stage ?? '')),
      )
      .map((c) => `${c.key}: ${c.stage} and ${c.fundingStage}`);
    expect(contradictions).toEqual([]);
    // Both rules have startups to apply to.
    expect(rows.filter((c) => VENTURE_ROUND_STAGES.includes(c.stage ?? '')).length).toBeGreaterThan(5);
    expect(rows.filter((c) => c.fundingStage === 'bootstrapped').length).toBeGreaterThan(0);
  });

  it('speaks of a small team only where the startup has at most 50 people', async () => {
    const rows = await readCompanies();
    const contradictions = rows
      .filter((c) => !SMALL_TEAM_SIZES.includes(c.numberOfEmployees ?? ''))
      .filter((c) => SMALL_TEAM_WORDS.test([c.whatWeDo, c.description, c.quote ?? ''].join('\n')))
      .map((c) => `${c.key}: ${c.numberOfEmployees} people`);
    expect(contradictions).toEqual([]);
    const jobRows = await t.deps.db
      .select({ title: jobs.title, description: jobs.description, companyId: jobs.companyId })
      .from(jobs);
    const sizeOf = new Map(rows.map((c) => [c.id, c.numberOfEmployees ?? '']));
    const jobContradictions = jobRows
      .filter((j) => !SMALL_TEAM_SIZES.includes(sizeOf.get(j.companyId) ?? ''))
      .filter((j) => SMALL_TEAM_WORDS.test(j.description))
      .map((j) => j.title);
    expect(jobContradictions).toEqual([]);
    // Where the text says how many people work there, it is the startup's own number.
    for (const j of jobRows) {
      const people = /startup with (\S+) people/.exec(j.description)?.[1];
      if (people) expect(people, j.title).toBe(sizeOf.get(j.companyId));
    }
  });

  it("names a job's equity in its text and perks as its header does", async () => {
    const rows = await readCompanies();
    const perksOf = new Map(rows.map((c) => [c.id, c.perks]));
    const jobRows = await t.deps.db.select().from(jobs);
    const withInstrument = jobRows.filter((j) => j.equityInstrument);
    expect(withInstrument.length).toBeGreaterThan(20);
    const contradictions: string[] = [];
    for (const job of withInstrument) {
      const other = OTHER_INSTRUMENT_WORDS[job.equityInstrument ?? ''];
      expect(other, `instrument ${job.equityInstrument}`).toBeDefined();
      const perkTexts = [...job.perks, ...(perksOf.get(job.companyId) ?? [])].map((p) => p.text);
      const said = [offerOf(job.description), ...perkTexts].join('\n');
      if (other?.test(said)) contradictions.push(`${job.title} (${job.equityInstrument}): ${said}`);
    }
    expect(contradictions).toEqual([]);
    // A job whose text offers equity has equity terms, and the text names their instrument.
    for (const job of jobRows) {
      const offer = offerOf(job.description);
      if (!/\*\*Equity:\*\*/.test(offer)) continue;
      expect(job.equityInstrument, job.title).not.toBeNull();
      expect(offer).toMatch(job.equityInstrument === 'warrants' ? /warrants/ : /stock options/);
    }
  });
});
