/**
 * Issue 14 (10): every code shown to people goes through the site configuration's labels. The
 * startup page's facts ('Stage: Series A', never 'series-a'), the startup list's cards, the job
 * page's facts, and the kinds of profile in the Switch profile modal ('Investor', capitalised like
 * 'Startup' and 'Talent'). The labels are read from the site configuration the server serves, so
 * an admin's wording is what the test expects.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStartupByApi, signUpByApi, uniqueEmail } from './accounts.ts';
import { gotoAndCheck, textOf, useBrowserPage } from './fixtures.ts';

type Option = { value: string; text: string };
type SiteConfig = {
  industries: Option[];
  company: Record<'stages' | 'fundingStages' | 'businessModels' | 'numberOfEmployees', Option[]>;
  job: { positionTypes: Option[]; roles: { roles: { key: string; text: string }[] }[] };
  investor: Record<'categories' | 'investmentRanges', Option[]>;
};
type CompanyDetail = {
  key: string;
  industries: string[];
  stage: string | null;
  fundingStage: string | null;
  businessModel: string | null;
  numberOfEmployees: string | null;
};

async function readConfig(page: Page): Promise<SiteConfig> {
  const response = await page.request.get('/api/site/configuration-cached');
  expect(response.status()).toBe(200);
  return (await response.json()) as SiteConfig;
}

/** Every code of the configuration whose label differs from it: none may be shown as such. */
function rawCodes(config: SiteConfig): Set<string> {
  const options: Option[] = [
    ...config.industries,
    ...Object.values(config.company).flat(),
    ...config.job.positionTypes,
    ...config.job.roles.flatMap((category) => category.roles.map((r) => ({ value: r.key, text: r.text }))),
    ...Object.values(config.investor).flat(),
  ];
  return new Set(options.filter((o) => o.value !== o.text).map((o) => o.value));
}

function labelOf(options: Option[], code: string | null): string {
  const option = options.find((o) => o.value === code);
  if (!option) throw new Error(`no label for ${code}`);
  return option.text;
}

/** The page's fact lists as term → description. */
async function factsOf(page: Page, scope = page.getByRole('main')): Promise<Map<string, string>> {
  const facts = new Map<string, string>();
  for (const term of await scope.locator('dt').all()) {
    const description = term.locator('xpath=following-sibling::dd[1]');
    // The term as written (some are shown in capitals by CSS), the description as people read it.
    facts.set(((await term.textContent()) ?? '').trim(), await textOf(description));
  }
  return facts;
}

describe('labels instead of codes', () => {
  const session = useBrowserPage();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await session.browser.context.clearCookies();
  });

  it('shows a startup’s stage, industries and other facts by their labels, on its page and in the list', async () => {
    const config = await readConfig(page);
    const codes = rawCodes(config);
    // The example: a gaming startup at Series A.
    const list = await page.request.get('/api/companiesProper?limit=100');
    const { companies } = (await list.json()) as { companies: { key: string; industries: string[] }[] };
    const gaming = companies.find((c) => c.industries.includes('gaming'));
    if (!gaming) throw new Error('the seed has no gaming startup');
    const company = (await (await page.request.get(`/api/companies/${gaming.key}`)).json()) as CompanyDetail;
    expect(company.stage).not.toBeNull();

    await gotoAndCheck(page, `/startups/${company.key}`);
    const facts = await factsOf(page, page.getByRole('complementary'));
    expect(facts.get('Stage')).toBe(labelOf(config.company.stages, company.stage));
    expect(facts.get('Industries')).toBe(
      company.industries.map((c) => labelOf(config.industries, c)).join(', '),
    );
    if (company.fundingStage)
      expect(facts.get('Funding')).toBe(labelOf(config.company.fundingStages, company.fundingStage));
    if (company.businessModel)
      expect(facts.get('Business model')).toBe(labelOf(config.company.businessModels, company.businessModel));
    if (company.numberOfEmployees)
      expect(facts.get('Employees')).toBe(
        labelOf(config.company.numberOfEmployees, company.numberOfEmployees),
      );
    for (const [term, description] of facts) {
      for (const part of description.split(', '))
        expect(codes.has(part), `${term}: ${description}`).toBe(false);
    }

    await gotoAndCheck(page, '/startups');
    for (const card of await page.locator('main article').all()) {
      const lines = (await textOf(card)).split('\n').flatMap((line) => line.split(/, | · /));
      for (const line of lines) expect(codes.has(line.trim()), line).toBe(false);
    }
  });

  it('shows a job’s position and role by their labels', async () => {
    const config = await readConfig(page);
    const codes = rawCodes(config);
    const response = await page.request.get('/api/jobs');
    const { jobs } = (await response.json()) as {
      jobs: { id: string; positionType: string; roles: string[] }[];
    };
    const job = jobs.find((j) => j.roles.length > 0);
    if (!job) throw new Error('the seed has no job with a role');
    await gotoAndCheck(page, `/jobs/${job.id}`);
    const facts = await factsOf(page, page.getByRole('main').getByRole('article').first());
    expect(facts.get('Position')).toBe(labelOf(config.job.positionTypes, job.positionType));
    const roleLabels = config.job.roles.flatMap((category) => category.roles);
    expect(facts.get('Role')).toBe(
      job.roles
        .map((role) => roleLabels.find((r) => r.key === role)?.text ?? `(no label for ${role})`)
        .join(', '),
    );
    for (const [term, description] of facts) {
      for (const part of description.split(', '))
        expect(codes.has(part), `${term}: ${description}`).toBe(false);
    }
  });

  it('names each kind of profile with a capital in Switch profile: Startup, Investor, Talent', async () => {
    await signUpByApi(page, { first: 'Mona', last: 'Many', email: uniqueEmail('labels') });
    const investor = await page.request.post('/api/investors', {
      data: { name: `Labelled Angels ${Math.random().toString(36).slice(2, 7)}`, category: 'angel' },
    });
    expect(investor.status(), await investor.text()).toBe(201);
    expect((await page.request.post('/api/applicant')).status()).toBe(201);
    await createStartupByApi(page, {
      name: `Labelled ${Math.random().toString(36).slice(2, 7)}`,
      countryCode: 'FI',
    });

    const me = (await (await page.request.get('/api/users/me')).json()) as {
      profiles: { type: string; typeLabel: string }[];
    };
    expect(Object.fromEntries(me.profiles.map((p) => [p.type, p.typeLabel]))).toEqual({
      company: 'Startup',
      investor: 'Investor',
      applicant: 'Talent',
    });

    await gotoAndCheck(page, '/startups?switchProfile=1');
    const modal = page.getByRole('dialog');
    await modal.getByRole('heading', { name: 'Choose profile' }).waitFor();
    for (const label of ['Startup', 'Investor', 'Talent']) {
      expect(await modal.getByText(label, { exact: true }).count(), label).toBe(1);
    }
    for (const raw of ['company', 'investor', 'applicant']) {
      expect(await modal.getByText(raw, { exact: true }).count(), raw).toBe(0);
    }
  });
});
