import { describe, expect, it } from 'vitest';
import {
  checkEmailLink,
  cleanText,
  EMAIL_FOOTER,
  formatDuration,
  formatGreeting,
  renderEmailLayout,
} from './render-email-layout.ts';

const LINK = 'https://nordhub.test/client/verify-email?key=abc123&source=mail';

function render(overrides: Partial<Parameters<typeof renderEmailLayout>[0]> = {}) {
  return renderEmailLayout({
    heading: 'Verify your email address',
    preheader: 'Preview line',
    paragraphs: ['Hi Anna,', 'First paragraph.'],
    action: { label: 'Verify email address', url: LINK },
    notes: ['This link works once.'],
    ...overrides,
  });
}

describe('renderEmailLayout', () => {
  it('gives both parts the heading, paragraphs, notes, footer and the link', () => {
    const { html, text } = render();
    for (const part of [html, text]) {
      expect(part).toContain('Nordhub');
      expect(part).toContain('Verify your email address');
      expect(part).toContain('First paragraph.');
      expect(part).toContain('This link works once.');
      expect(part).toContain(EMAIL_FOOTER);
    }
    expect(text).toContain(`Verify email address:\n${LINK}`);
    // The button and the printed link both point at the link, with '&' escaped in the attribute.
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([LINK.replace('&', '&amp;'), LINK.replace('&', '&amp;')]);
    expect(html).toContain(`>${LINK.replace('&', '&amp;')}</a>`);
  });

  it('is an accessible document: language, title, one h1, presentation tables', () => {
    const { html } = render();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en"/);
    expect(html).toContain('<title>Verify your email address</title>');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html.match(/<table /g)?.length).toBe(html.match(/<table role="presentation"/g)?.length);
  });

  it('escapes every piece of dynamic text in the HTML part', () => {
    const evil = '<script>alert("x")</script> & \'quotes\'';
    const { html, text } = render({
      heading: evil,
      preheader: evil,
      paragraphs: [evil],
      notes: [evil],
      action: { label: evil, url: LINK },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"x"');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    // Plain text is never rendered as HTML: it keeps the characters as written.
    expect(text).toContain(evil);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/client/verify-email?key=abc',
    'not a url',
  ])('refuses the link %s', (url) => {
    expect(() => render({ action: { label: 'Go', url } })).toThrow(
      'Email links must be absolute http(s) URLs',
    );
  });
});

describe('checkEmailLink', () => {
  it.each([
    ['https://nordhub.test/a?key=1', 'https://nordhub.test/a?key=1'],
    [
      'http://localhost:3000/client/reset-password?key=x',
      'http://localhost:3000/client/reset-password?key=x',
    ],
  ])('accepts %s', (url, expected) => {
    expect(checkEmailLink(url)).toBe(expected);
  });
});

describe('cleanText', () => {
  it.each([
    ['Anna', 'Anna'],
    ['  Anna  ', 'Anna'],
    ['Anna\r\nVisit http://evil.test', 'Anna Visit http://evil.test'],
    ['Anna\u202Egnp.exe', 'Annagnp.exe'],
    ['Anna\u2066x\u2069', 'Annax'],
    ['A\tB\u0000C', 'A B C'],
  ])('%j → %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });
});

describe('formatGreeting', () => {
  it.each([
    ['Anna', 'Hi Anna,'],
    ['', 'Hi,'],
    ['   ', 'Hi,'],
    [undefined, 'Hi,'],
  ])('%j → %j', (name, expected) => {
    expect(formatGreeting(name)).toBe(expected);
  });
});

describe('formatDuration', () => {
  it.each([
    [1, '1 minute'],
    [30, '30 minutes'],
    [60, '1 hour'],
    [90, '90 minutes'],
    [120, '2 hours'],
    [1440, '24 hours'],
    [0, '1 minute'],
  ])('%i minutes → %j', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });
});
