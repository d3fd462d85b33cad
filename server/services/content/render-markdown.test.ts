import { describe, expect, it } from 'vitest';
import { markdownToPlainText, readingMinutes, renderMarkdown } from './render-markdown.ts';

describe('renderMarkdown', () => {
  it.each([
    ['# Title', '<h1>Title</h1>'],
    ['- one\n- two', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>'],
    ['| a | b |\n|---|---|\n| 1 | 2 |', '<td>1</td>'],
    ['![Logo](/images/logo.png)', '<img src="/images/logo.png" alt="Logo" loading="lazy">'],
    [
      '[Nordhub](https://nordhub.example)',
      '<a href="https://nordhub.example" rel="nofollow noopener">Nordhub</a>',
    ],
    ['[About](/about)', '<a href="/about">About</a>'],
  ])('renders %j', (body, fragment) => {
    expect(renderMarkdown(body)).toContain(fragment);
  });

  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['[click](javascript:alert(1))', '[click](javascript:alert(1))'],
    ['[click](JAVASCRIPT:alert(1))', '[click](JAVASCRIPT:alert(1))'],
    ['[x](vbscript:msgbox)', '[x](vbscript:msgbox)'],
  ])('keeps %j inert', (body, rendered) => {
    const html = renderMarkdown(body);
    expect(html).toContain(rendered);
    expect(html).not.toMatch(/<script|<img src=x|href="(javascript|vbscript)/i);
  });
});

describe('markdownToPlainText and readingMinutes', () => {
  it('drops the markup and counts words', () => {
    expect(markdownToPlainText('## Hello **world** & [friends](/x)')).toBe('Hello world & friends');
    expect(readingMinutes('word '.repeat(450))).toBe(2);
    expect(readingMinutes('short')).toBe(1);
  });
});
