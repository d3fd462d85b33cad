/**
 * The blog in the browser (docs/product.md, Content pages: Blog; ADR 032): a startup member writes
 * a post with a cover picture in the portal and submits it; the admin finds it on the dashboard,
 * approves it in /admin/blog; it appears in News & Insights and in the startup page's News, with
 * the `<script>` and `javascript:` link of its body inert. /blog (by tag and page) and a post page
 * have a title, a description of at most 200 characters and no axe violations; the portal form
 * shows its errors beside the fields without JavaScript.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStartupByApi, logInByApi, logoPng, signUpByApi, uniqueEmail } from './accounts.ts';
import {
  checkCurrentPage,
  expectNoAxeViolations,
  expectNoPageProblems,
  gotoAndCheck,
  textOf,
  useBrowserPage,
} from './fixtures.ts';

async function expectTitleAndDescription(page: Page, title: string | RegExp): Promise<void> {
  expect(await page.title()).toMatch(title);
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  expect(description.length).toBeGreaterThan(20);
  expect(description.length).toBeLessThanOrEqual(200);
}

describe('the blog', () => {
  const session = useBrowserPage();

  it('a startup member writes a post, the admin approves it, it is in /blog and on the startup page', async () => {
    const { page } = session;
    await signUpByApi(page, { first: 'Blog', last: 'Writer', email: uniqueEmail('blog') });
    const name = `Skrivbolaget ${Math.random().toString(36).slice(2, 8)}`;
    const { key } = await createStartupByApi(page, { name, countryCode: 'SE' });
    const title = `Our first year in Malmo ${Math.random().toString(36).slice(2, 6)}`;

    await gotoAndCheck(page, `/client/startups/${key}`);
    await page.getByRole('link', { name: 'Blog posts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog posts' }).waitFor();
    await checkCurrentPage(page);
    await page.getByRole('link', { name: 'Write a post' }).click();
    await page.getByRole('heading', { level: 1, name: 'Write a post' }).waitFor();
    await checkCurrentPage(page);
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('What we learned in a year of building robots in Malmo.');
    await page
      .getByLabel('Post')
      .fill(
        'We **grew** to twelve people.\n\n<script>window.hacked = true</script>\n\n[Win a prize](javascript:window.hacked=true)',
      );
    await page.getByRole('checkbox', { name: 'Company news' }).check();
    await page.getByLabel('Cover picture').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await logoPng(),
    });
    await page.getByRole('img', { name: 'The cover picture' }).waitFor();
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await page.getByText('Submitted: the Nordhub team will read your post and publish it.').waitFor();
    await checkCurrentPage(page);
    expect(await textOf(page.locator('main'))).toContain('Awaiting approval');
    expect((await page.request.get('/blog')).status()).toBe(200);
    expect(await (await page.request.get('/blog')).text()).not.toContain(title);

    await logInByApi(page, 'admin@nordhub.test');
    await gotoAndCheck(page, '/admin');
    await page.getByRole('link', { name: /Startup posts awaiting approval/ }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/blog' && url.searchParams.get('status') === 'SUBMITTED',
    );
    await checkCurrentPage(page);
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await checkCurrentPage(page);
    await page.getByRole('button', { name: 'Approve and publish' }).click();
    await page.getByText("Approved: the post is in News & Insights and on the startup's page.").waitFor();
    await checkCurrentPage(page);

    await gotoAndCheck(page, '/blog');
    await expectTitleAndDescription(page, /News & Insights/);
    await page.getByRole('link', { name: title }).first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await checkCurrentPage(page);
    await expectTitleAndDescription(page, new RegExp(title));
    const article = page.locator('article').first();
    expect(await textOf(article)).toContain('We grew to twelve people.');
    expect(await textOf(article)).toContain('<script>window.hacked = true</script>');
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: title, author: { name } });
    expect(await article.locator('img').first().getAttribute('src')).toMatch(/^\/images\/cover\/uploads\//);

    await gotoAndCheck(page, `/startups/${key}`);
    const news = page.getByRole('region', { name: 'News' });
    await news.getByRole('link', { name: title }).waitFor();

    const feed = await page.request.get('/feeds/blog.xml');
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(title);
  }, 180_000);

  it('lists posts by tag and page, each page with its title, description and no axe violations', async () => {
    const { page } = session;
    await gotoAndCheck(page, '/blog');
    await expectTitleAndDescription(page, /^News & Insights/);
    expect(
      await page.locator('link[rel="alternate"][type="application/rss+xml"][href="/feeds/blog.xml"]').count(),
    ).toBe(1);
    await page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: 'Salaries' }).click();
    await page.waitForURL((url) => url.searchParams.get('tag') === 'salaries');
    await page.getByRole('heading', { level: 1, name: /Salaries/ }).waitFor();
    await checkCurrentPage(page);
    await expectTitleAndDescription(page, /Salaries/);
    await gotoAndCheck(page, '/blog?page=2');
    await expectTitleAndDescription(page, /page 2/);
    await page.getByRole('navigation', { name: 'Pagination' }).waitFor();
    await gotoAndCheck(page, '/blog?tag=unknown', { status: 404 });
    await gotoAndCheck(page, '/blog/no-such-post', { status: 404 });
  });
});

describe('the blog without JavaScript', () => {
  const session = useBrowserPage({ javaScriptEnabled: false });

  it('refuses an empty post beside its fields and keeps what was typed', async () => {
    const { page } = session;
    await signUpByApi(page, { first: 'No', last: 'Script', email: uniqueEmail('blog-nojs') });
    const { key } = await createStartupByApi(page, {
      name: `Utanjs ${Math.random().toString(36).slice(2, 8)}`,
      countryCode: 'DK',
    });
    await gotoAndCheck(page, `/client/startups/${key}/blog/new`);
    await page.getByLabel('Title').fill('Only a title');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Please enter a short summary').waitFor();
    await expectNoAxeViolations(page);
    expectNoPageProblems(page, {
      expectedFailures: [{ status: 422, path: `/client/startups/${key}/blog/new` }],
    });
    expect(await page.getByLabel('Title').inputValue()).toBe('Only a title');
    expect(await page.getByText('Please write the post').count()).toBe(1);
    await page.getByLabel('Summary').fill('A summary.');
    await page.getByLabel('Post').fill('A body.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved.').waitFor();
    await checkCurrentPage(page);
  });
});
