import MarkdownIt from 'markdown-it';

/**
 * Content bodies (pages, FAQ answers, blog posts, deals, tools, partners) are markdown, rendered by
 * markdown-it (ADR 029). Its defaults are what keeps a body safe:
 * - `html: false`: raw HTML in a body (`<script>`, `<img onerror>`, `<iframe>`) is escaped as text;
 * - its `validateLink` drops `javascript:`, `vbscript:`, `file:` and non-image `data:` links, which
 *   then render as plain text.
 * Links leave with `rel="nofollow noopener"` (a body may be written by a startup), and images are
 * lazy. Job descriptions keep their own smaller format (domain/content/rich-text.ts).
 */
const markdown = new MarkdownIt('default', { html: false, linkify: true, typographer: false });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  if (token) {
    const href = String(token.attrGet('href') ?? '');
    if (/^https?:\/\//i.test(href)) token.attrSet('rel', 'nofollow noopener');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};
const defaultImage =
  markdown.renderer.rules.image ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.image = (tokens, idx, options, env, self) => {
  tokens[idx]?.attrSet('loading', 'lazy');
  return defaultImage(tokens, idx, options, env, self);
};

/** The body as HTML, safe to put in a page as it is. */
export function renderMarkdown(body: string): string {
  return markdown.render(body);
}

/** The body as plain text (for meta descriptions, excerpts and feeds' summaries). */
export function markdownToPlainText(body: string): string {
  const text = markdown
    .render(body)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return text.replace(/\s+/g, ' ').trim();
}

/** Minutes to read a body, at 200 words a minute, at least one. */
export function readingMinutes(body: string): number {
  const words = markdownToPlainText(body).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
