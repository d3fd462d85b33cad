import { describe, expect, it } from 'vitest';
import { BENEFIT_ICONS, JOB_ROLE_KEYS, JOB_STATUSES } from '../jobs/job-enums.ts';
import {
  DetectedCountryCode,
  INVESTOR_CATEGORY_KEYS,
  SiteConfig,
  SiteConfigBase,
  SiteConfigLists,
} from './site-config.schema.ts';
import { DEFAULT_SITE_CONFIG_LISTS, SITE_CONFIG_VERSION } from './site-config-defaults.ts';

const lists = DEFAULT_SITE_CONFIG_LISTS;

function valuesOf<T extends { value: unknown }>(options: readonly T[]): T['value'][] {
  return options.map((o) => o.value);
}

describe('DEFAULT_SITE_CONFIG_LISTS', () => {
  it('parses with the SiteConfigLists schema unchanged', () => {
    expect(SiteConfigLists.parse(lists)).toEqual(lists);
  });

  it('lists the five Nordic countries in order, never NI or REMOTE', () => {
    expect(valuesOf(lists.site.countries)).toEqual(['DK', 'SE', 'NO', 'FI', 'IS']);
    expect(lists.site.countries.map((c) => c.text)).toEqual([
      'Denmark',
      'Sweden',
      'Norway',
      'Finland',
      'Iceland',
    ]);
  });

  it('has NI in no list at all', () => {
    expect(JSON.stringify(lists)).not.toMatch(/"NI"/);
  });

  it('investor markets start with the Nordic countries and add wider regions', () => {
    expect(valuesOf(lists.investor.markets)).toEqual(['DK', 'SE', 'NO', 'FI', 'IS', 'EUROPE', 'GLOBAL']);
  });

  it.each([
    'fintech',
    'healthtech',
    'cleantech',
    'foodtech',
    'edtech',
    'saas',
    'e-commerce',
    'gaming',
    'mobility',
    'proptech',
    'deeptech',
    'impact',
  ])('industries include %s', (industry) => {
    expect(valuesOf(lists.industries)).toContain(industry);
  });

  it('has the 17 SDGs numbered 1 to 17 with their short names', () => {
    expect(valuesOf(lists.sdgs)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(lists.sdgs[0]?.text).toBe('No poverty');
    expect(lists.sdgs[12]?.text).toBe('Climate action');
    expect(lists.sdgs[16]?.text).toBe('Partnerships for the goals');
  });

  it('maps every applicant stage to exactly one status the talent sees', () => {
    const stages = lists.interestedStatuses.flatMap((s) => s.stages).sort();
    expect(stages).toEqual(['applied', 'custom', 'hired', 'rejected', 'toreject']);
    expect(lists.interestedStatuses.map((s) => s.text)).toEqual([
      'Applied',
      'In review',
      'Hired',
      'Not selected',
    ]);
  });

  it('offers every job role exactly once, grouped by category', () => {
    const roles = lists.job.roles.flatMap((c) => c.roles.map((r) => r.key));
    expect([...roles].sort()).toEqual([...JOB_ROLE_KEYS].sort());
    expect(new Set(roles).size).toBe(roles.length);
  });

  it('labels every job status', () => {
    expect(valuesOf(lists.job.status)).toEqual([...JOB_STATUSES]);
  });

  it('has a perk text for every benefit icon', () => {
    expect(lists.company.perks.map((p) => p.icon)).toEqual([...BENEFIT_ICONS]);
  });

  it('lists the seven investor categories and both contact preferences', () => {
    expect(valuesOf(lists.investor.categories)).toEqual([...INVESTOR_CATEGORY_KEYS]);
    expect(INVESTOR_CATEGORY_KEYS).toEqual([
      'vc',
      'angel',
      'accelerator',
      'corporate',
      'public',
      'crowdfunding',
      'familyoffice',
    ]);
    expect(valuesOf(lists.investor.contactPreferences)).toEqual(['EMAIL', 'WEBSITE']);
  });

  it.each(['{{candidateFirstName}}', '{{jobTitle}}', '{{companyName}}'])(
    'offers the %s email placeholder',
    (p) => {
      expect(lists.emailPlaceholders.map((e) => e.placeholder)).toContain(p);
    },
  );

  it('colours every kanban column', () => {
    expect(Object.keys(lists.kanban.columnColors).sort()).toEqual([
      'applied',
      'custom',
      'hired',
      'rejected',
      'toreject',
    ]);
  });

  it.each<[string, readonly { value: unknown }[]]>([
    ['site.countries', lists.site.countries],
    ['industries', lists.industries],
    ['sdgs', lists.sdgs],
    ['interestedStatuses', lists.interestedStatuses],
    ['job.sorting', lists.job.sorting],
    ['job.positionTypes', lists.job.positionTypes],
    ['job.receiveApplicants', lists.job.receiveApplicants],
    ['job.status', lists.job.status],
    ['company.funding', lists.company.funding],
    ['company.fundingStages', lists.company.fundingStages],
    ['company.stages', lists.company.stages],
    ['company.businessModels', lists.company.businessModels],
    ['company.slackNotifications', lists.company.slackNotifications],
    ['company.numberOfEmployees', lists.company.numberOfEmployees],
    ['company.keyFigureNames', lists.company.keyFigureNames],
    ['investor.categories', lists.investor.categories],
    ['investor.investmentRanges', lists.investor.investmentRanges],
    ['investor.markets', lists.investor.markets],
    ['toolCategories', lists.toolCategories],
    ['partnerCategories', lists.partnerCategories],
  ])('%s is non-empty with unique values', (_name, options) => {
    expect(options.length).toBeGreaterThan(0);
    expect(new Set(valuesOf(options)).size).toBe(options.length);
  });

  it('rejects values the code does not know', () => {
    const badRole = structuredClone(lists);
    badRole.job.roles[0]?.roles.push({ key: 'astronaut' as never, text: 'Astronaut' });
    expect(SiteConfigLists.safeParse(badRole).success).toBe(false);

    const missingColour = structuredClone(lists) as { kanban: { columnColors: Record<string, string> } };
    delete missingColour.kanban.columnColors.hired;
    expect(SiteConfigLists.safeParse(missingColour).success).toBe(false);
  });
});

describe('SiteConfig and SiteConfigBase', () => {
  const full: SiteConfig = {
    ...lists,
    version: SITE_CONFIG_VERSION,
    defaultCountryCode: 'DK',
    products: ['BOOST', 'HEADHUNTER', 'PLAN_YEARLY'],
    site: { ...lists.site, currency: 'DKK', ipDetectedCountryCode: 'DK' },
  };

  it('accepts the defaults with the visitor part filled in', () => {
    expect(SiteConfig.parse(full)).toEqual(full);
    expect(SITE_CONFIG_VERSION).toBe('1.0.02');
  });

  it('keeps only what every page needs in the base', () => {
    const base = SiteConfigBase.parse(full);
    expect(Object.keys(base).sort()).toEqual(['defaultCountryCode', 'job', 'products', 'site', 'version']);
    expect(Object.keys(base.job).sort()).toEqual(['positionTypes', 'roles']);
    expect(base.site).toEqual(full.site);
  });
});

describe('DetectedCountryCode', () => {
  it.each([
    ['DK', true],
    ['DE', true],
    ['US', true],
    ['NI', false],
    ['REMOTE', false],
    ['dk', false],
    ['', false],
  ])('%j → %s', (code, ok) => {
    expect(DetectedCountryCode.safeParse(code).success).toBe(ok);
  });
});
