import { describe, expect, it } from 'vitest';
import { absoluteUrl, escapeXml } from './xml-text.ts';

describe('escapeXml', () => {
  it.each([
    ['plain text', 'Backend Developer', 'Backend Developer'],
    ['markup characters', `<b> & "q" 'a'`, '&lt;b&gt; &amp; &quot;q&quot; &apos;a&apos;'],
    ['an entity stays text', '&amp;', '&amp;amp;'],
    ['URL query separators', 'https://x.test/?a=1&b=2', 'https://x.test/?a=1&amp;b=2'],
    ['forbidden control characters dropped', 'a\u0000b\u0008c\u000Bd\u001Fe', 'abcde'],
    ['tab, newline and carriage return kept', 'a\tb\nc\rd', 'a\tb\nc\rd'],
    ['non-characters dropped', 'a\uFFFEb\uFFFFc', 'abc'],
    ['lone surrogates dropped', 'a\uD800b\uDC00c', 'abc'],
    ['emoji and Nordic letters kept', 'Malmö 🚀 Ærø', 'Malmö 🚀 Ærø'],
  ])('%s', (_name, input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['https://nordhub.example', '/jobs', 'https://nordhub.example/jobs'],
    ['https://nordhub.example/', '/jobs/location/denmark', 'https://nordhub.example/jobs/location/denmark'],
    ['http://127.0.0.1:3000', '/sitemap.xml', 'http://127.0.0.1:3000/sitemap.xml'],
  ])('%s + %s', (base, path, expected) => {
    expect(absoluteUrl(base, path)).toBe(expected);
  });
});
