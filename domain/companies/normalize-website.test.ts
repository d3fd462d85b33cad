import { describe, expect, it } from 'vitest';
import { normalizeWebsite } from './normalize-website.ts';

describe('normalizeWebsite', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['example.com', 'http://example.com'],
    ['www.example.com/jobs', 'http://www.example.com/jobs'],
    ['  example.dk  ', 'http://example.dk'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['HTTPS://Example.com', 'HTTPS://Example.com'],
    ['Http://example.com', 'Http://example.com'],
    ['//example.com', 'http://example.com'],
    ['ftp://example.com', 'http://ftp://example.com'],
    ['httpsexample.com', 'http://httpsexample.com'],
  ])('%j → %j', (url, expected) => {
    expect(normalizeWebsite(url)).toBe(expected);
  });
});
