import { describe, expect, it } from 'vitest';
import { findLocationCountry } from '../location/location-slugs.ts';
import { META_DESCRIPTION_MAX } from '../site/cut-meta-description.ts';
import { JobSearchQuery } from './job-search.schema.ts';
import {
  findSeoLandingPage,
  SEO_LANDING_PAGES,
  type SeoLandingPage,
  seoLandingPath,
  toJobSearchParams,
} from './seo-landing-pages.ts';

/** The topics docs/product.md, Pages lists, each of which must have its page. */
const SPEC_TOPICS: readonly [string, RegExp][] = [
  ['backend', /backend/i],
  ['business development', /business development/i],
  ['content creator', /content creator/i],
  ['customer success', /customer success/i],
  ['designer', /^designer/i],
  ['devops', /devops/i],
  ['e-commerce', /e-commerce/i],
  ['financial controller', /financial controller/i],
  ['foodtech', /foodtech/i],
  ['graphic design internship', /graphic design internship/i],
  ['HR', /^HR\b/],
  ['internships', /^internships/i],
  ['tech jobs in Malmo', /tech jobs in malmo/i],
  ['marketing internships', /marketing internships/i],
  ['part-time', /part-time/i],
  ['project manager', /project manager/i],
  ['SaaS', /SaaS/],
  ['student jobs', /student jobs/i],
  ['UX/UI designer', /UX\/UI designer/i],
];

/** The query string as a request would carry it, read like the API and pages read it. */
function parseAsRequest(page: SeoLandingPage) {
  return JobSearchQuery.safeParse(Object.fromEntries(toJobSearchParams(page.search)));
}

describe('SEO landing pages', () => {
  it('has one page per topic of docs/product.md, Pages, and no others', () => {
    expect(SEO_LANDING_PAGES).toHaveLength(SPEC_TOPICS.length);
    for (const [topic, pattern] of SPEC_TOPICS) {
      const matches = SEO_LANDING_PAGES.filter((page) => pattern.test(page.heading));
      expect(
        matches.map((p) => p.slug),
        `pages for '${topic}'`,
      ).toHaveLength(1);
    }
  });

  it.each(['slug', 'title', 'heading', 'intro', 'description'] as const)(
    'has a distinct %s on every page',
    (field) => {
      const values = SEO_LANDING_PAGES.map((page) => page[field].toLowerCase());
      expect(new Set(values).size).toBe(values.length);
    },
  );

  it.each(SEO_LANDING_PAGES.map((page) => [page.slug, page] as const))(
    '%s: texts fit their limits',
    (_slug, page) => {
      expect(page.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      // Never a job id: /jobs/{uuid} stays the job page.
      expect(page.slug).not.toMatch(/^[0-9a-f]{8}-/);
      expect(page.title.length).toBeGreaterThan(10);
      expect(page.title.length).toBeLessThanOrEqual(60);
      expect(page.heading.length).toBeGreaterThan(2);
      expect(page.intro.length).toBeGreaterThan(60);
      expect(page.description.length).toBeGreaterThan(50);
      expect(page.description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      // Nothing the meta cut would change: single spaces, no surrounding blanks.
      expect(page.description).toBe(page.description.replace(/\s+/g, ' ').trim());
    },
  );

  it.each(SEO_LANDING_PAGES.map((page) => [page.slug, page] as const))(
    '%s: its search is a valid, non-empty job search query',
    (_slug, page) => {
      const parsed = parseAsRequest(page);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      if (!parsed.success) return;
      const { q, roles, positionTypes, city, country } = parsed.data;
      expect(q ?? roles ?? positionTypes ?? city ?? country, 'at least one filter').toBeDefined();
      // The round trip keeps every filter as written.
      expect(q).toBe(page.search.q);
      expect(roles).toEqual(page.search.roles ? [...page.search.roles] : undefined);
      expect(positionTypes).toEqual(page.search.positionTypes ? [...page.search.positionTypes] : undefined);
      expect(city).toBe(page.search.city);
      expect(country).toEqual(page.search.country ? [...page.search.country] : undefined);
    },
  );

  it.each(SEO_LANDING_PAGES.map((page) => [page.slug, page] as const))(
    '%s: links to existing related pages and locations',
    (_slug, page) => {
      expect(page.related.length).toBeGreaterThanOrEqual(2);
      expect(new Set(page.related).size).toBe(page.related.length);
      expect(page.related).not.toContain(page.slug);
      for (const slug of page.related) expect(findSeoLandingPage(slug), slug).toBeDefined();
      if (page.location) {
        const [countrySlug, citySlug] = page.location;
        expect(findLocationCountry(countrySlug)?.isCanonical).toBe(true);
        if (citySlug) expect(citySlug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      }
    },
  );

  it('every page is linked from at least one other page', () => {
    const linked = new Set(SEO_LANDING_PAGES.flatMap((page) => page.related));
    for (const page of SEO_LANDING_PAGES) expect(linked.has(page.slug), page.slug).toBe(true);
  });

  it('finds pages by slug and builds their paths', () => {
    expect(findSeoLandingPage('tech-jobs-malmo')?.search.city).toBe('Malmo');
    expect(findSeoLandingPage('Tech-Jobs-Malmo')).toBeUndefined();
    expect(findSeoLandingPage('unknown')).toBeUndefined();
    expect(seoLandingPath('backend-developer-jobs')).toBe('/jobs/backend-developer-jobs');
  });

  it.each<[string, Parameters<typeof toJobSearchParams>[0], string]>([
    ['roles only', { roles: ['backenddeveloper'] }, 'roles=backenddeveloper'],
    [
      'several roles and a position type',
      { roles: ['marketing', 'content'], positionTypes: ['internship'] },
      'roles=marketing%2Ccontent&positionTypes=internship',
    ],
    ['text', { q: 'SaaS' }, 'q=SaaS'],
    ['city and country', { city: 'Malmo', country: ['SE'] }, 'country=SE&city=Malmo'],
    ['nothing', {}, ''],
  ])('toJobSearchParams: %s', (_name, search, expected) => {
    expect(toJobSearchParams(search).toString()).toBe(expected);
  });
});
