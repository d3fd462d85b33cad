import { describe, expect, it } from 'vitest';
import { pageUrl } from './page-url.ts';

describe('pageUrl', () => {
  it.each([
    ['http://x.test/jobs?q=go', '/jobs', '?q=go'],
    ['http://x.test/jobs.data?q=go&_routes=routes%2Fjobs', '/jobs', '?q=go'],
    ['http://x.test/_.data', '/', ''],
    ['http://x.test/client/startups/acme/edit.data', '/client/startups/acme/edit', ''],
    ['http://x.test/client/my-jobs.data?_routes=root', '/client/my-jobs', ''],
  ])('reads %s as the page %s%s', (raw, pathname, search) => {
    const url = pageUrl(new Request(raw));
    expect(url.pathname).toBe(pathname);
    expect(url.search).toBe(search);
  });
});
