import { describe, expect, it } from 'vitest';
import { servesPage } from './site-paths.ts';

describe('servesPage', () => {
  it.each([
    ['main', '/funding', true],
    ['impact', '/startups/acme', true],
    ['career', '/careers', true],
    ['career', '/careers/', true],
    ['career', '/careers/jobs/123', true],
    ['career', '/jobs', false],
    ['career', '/funding', false],
    ['career', '/startups/other', false],
    ['whiteLabel', '/whiteLabelFeed/jobs/9', true],
    ['whiteLabel', '/careers', false],
    ['whiteLabel', '/jobs/9', false],
  ] as const)('%s serves %s: %s', (kind, path, served) => {
    expect(servesPage(kind, path)).toBe(served);
  });
});
