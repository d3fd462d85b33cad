import { describe, expect, it } from 'vitest';
import { builtLinksOnly, isPageBuilt } from './built-pages.ts';

describe('isPageBuilt', () => {
  it.each([
    ['/jobs', true],
    ['/startups/join', true],
    ['/client/investors/fjordline-ventures/edit', true],
    ['/client/investors/fjordline-ventures', true],
    ['/terms', true],
    ['/privacy-policy', true],
    ['https://www.linkedin.com/company/nordhub', true],
    ['/startups/career-page', false],
    ['/startups/career-page?from=menu#top', false],
    // Built by the company pages and the blog (issue 35).
    ['/blog', true],
    ['/blog/', true],
    ['/startups/faq', true],
    ['/startups/faq?from=menu#top', true],
    ['/about', true],
    ['/contact', true],
    // Built by the funding work (issue 12): their lines left the list.
    ['/funding', true],
    ['/funding/fjordline-ventures', true],
    ['/client/investors/fjordline-ventures/startups', true],
    ['/investors/join', true],
    // Built by issue 12's second part: settings and team of an investor.
    ['/client/investors/fjordline-ventures/settings', true],
    ['/client/investors/fjordline-ventures/users', true],
    // Built by the deals work (issue 35): its line left the list.
    ['/deals', true],
    // A pattern stands for one segment, not more.
    ['/startups/career-page/more', true],
  ])('%s → %s', (to, expected) => {
    expect(isPageBuilt(to)).toBe(expected);
  });

  it('keeps the built items in their order', () => {
    expect(
      builtLinksOnly([
        { to: '/jobs', text: 'Find jobs' },
        { to: '/startups/faq', text: 'FAQ' },
        { to: '/pricing', text: 'Pricing' },
      ]).map((item) => item.text),
    ).toEqual(['Find jobs', 'Pricing']);
  });
});
