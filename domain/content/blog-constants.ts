/**
 * The blog (docs/product.md, Content pages: Blog): team posts and startups' own posts, with a state
 * each (ADR 032). Zod-free: the pages import it in the browser.
 */

/**
 * - DRAFT: being written, seen by its authors only;
 * - SUBMITTED: a startup's post waiting for the team's approval;
 * - PUBLISHED: public in /blog, its feed and, for a startup's post, on the startup's page;
 * - REJECTED: refused by the team with a reason; its startup may edit and submit it again.
 */
export const BLOG_POST_STATUSES = ['DRAFT', 'SUBMITTED', 'PUBLISHED', 'REJECTED'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const BLOG_POST_STATUS_LABELS: Record<BlogPostStatus, string> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Awaiting approval',
  PUBLISHED: 'Published',
  REJECTED: 'Rejected',
};

/** The tags a post may carry: a fixed list, so `/blog?tag=` pages are few and never misspelt. */
export const BLOG_TAGS = [
  { value: 'hiring', text: 'Hiring' },
  { value: 'salaries', text: 'Salaries' },
  { value: 'equity', text: 'Equity' },
  { value: 'funding', text: 'Funding' },
  { value: 'relocation', text: 'Relocation' },
  { value: 'remote-work', text: 'Remote work' },
  { value: 'students', text: 'Students' },
  { value: 'impact', text: 'Impact' },
  { value: 'engineering', text: 'Engineering' },
  { value: 'company-news', text: 'Company news' },
] as const;
export type BlogTag = (typeof BLOG_TAGS)[number]['value'];
export const BLOG_TAG_VALUES = BLOG_TAGS.map((tag) => tag.value) as [BlogTag, ...BlogTag[]];

export function blogTagText(value: string): string {
  return BLOG_TAGS.find((tag) => tag.value === value)?.text ?? value;
}

export const BLOG_POSTS_PER_PAGE = 9;
export const BLOG_MAX_TAGS = 5;
export const BLOG_TITLE_MAX = 140;
export const BLOG_EXCERPT_MAX = 300;
export const BLOG_BODY_MAX = 50_000;
export const BLOG_AUTHOR_MAX = 100;
export const BLOG_REASON_MAX = 1_000;
/** How many related posts a post page shows. */
export const BLOG_RELATED_COUNT = 3;
/** How many published posts a startup's page shows in its News section. */
export const STARTUP_NEWS_COUNT = 3;
/** The blog's RSS 2.0 feed: the newest published posts. */
export const BLOG_FEED_PATH = '/feeds/blog.xml';
export const BLOG_FEED_SIZE = 30;

export const BLOG_TITLE_MESSAGE = `Please enter a title (at most ${BLOG_TITLE_MAX} characters)`;
export const BLOG_EXCERPT_MESSAGE = `Please enter a short summary (at most ${BLOG_EXCERPT_MAX} characters)`;
export const BLOG_BODY_MESSAGE = `Please write the post (at most ${BLOG_BODY_MAX.toLocaleString('en')} characters)`;
export const BLOG_TAGS_MESSAGE = `Choose at most ${BLOG_MAX_TAGS} tags from the list`;
export const BLOG_AUTHOR_MESSAGE = `Please enter the author's name (at most ${BLOG_AUTHOR_MAX} characters)`;
export const BLOG_REASON_MESSAGE = `Please tell the startup why (at most ${BLOG_REASON_MAX} characters)`;

/** The URL slug of a title: lower-case ASCII words joined by hyphens (at most 80 characters). */
export function slugifyTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .replace(/å/gi, 'a')
    .replace(/ß/g, 'ss')
    .replace(/ð/gi, 'd')
    .replace(/þ/gi, 'th')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'post';
}
