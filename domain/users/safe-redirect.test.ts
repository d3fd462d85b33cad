import { describe, expect, it } from 'vitest';
import { toSafeRedirectPath } from './safe-redirect.ts';

describe('toSafeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(toSafeRedirectPath('/')).toBe('/');
    expect(toSafeRedirectPath('/client/my-jobs')).toBe('/client/my-jobs');
    expect(toSafeRedirectPath('/jobs?q=react#top')).toBe('/jobs?q=react#top');
  });

  it.each([
    ['an absolute URL', 'https://evil.example'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash host', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'jobs'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['an empty string', ''],
  ])('sends %s to /', (_label, value) => {
    expect(toSafeRedirectPath(value)).toBe('/');
  });

  it('sends non-strings to /', () => {
    expect(toSafeRedirectPath(null)).toBe('/');
    expect(toSafeRedirectPath(undefined)).toBe('/');
    expect(toSafeRedirectPath(['/jobs'])).toBe('/');
  });
});
