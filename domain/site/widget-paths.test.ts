import { describe, expect, it } from 'vitest';
import { frameAncestorsOf, jobListWidgetPath, widgetPageOf } from './widget-paths.ts';

describe('widgetPageOf', () => {
  it.each([
    ['/startups/joblistwidget/kodkraft', { kind: 'jobList', companyKey: 'kodkraft' }],
    ['/startups/joblistwidget/kodkraft/', { kind: 'jobList', companyKey: 'kodkraft' }],
    ['/startups/joblistwidget/k%C3%B6d', { kind: 'jobList', companyKey: 'köd' }],
    ['/external/featuredjobs', { kind: 'featured' }],
    ['/external/featuredjobs/', { kind: 'featured' }],
  ])('%s is an embeddable page', (path, expected) => {
    expect(widgetPageOf(path)).toEqual(expected);
  });

  it.each([
    '/',
    '/jobs',
    '/startups/joblistwidget',
    '/startups/joblistwidget/',
    '/startups/joblistwidget/a/b',
    '/startups/joblistwidget/%E0%A4%A',
    '/startups/kodkraft',
    '/external/featuredjobs/more',
    '/embed/nordhub-embed.js',
  ])('%s is not', (path) => {
    expect(widgetPageOf(path)).toBeNull();
  });

  it('builds the widget address of a key', () => {
    expect(jobListWidgetPath('kvartal pay')).toBe('/startups/joblistwidget/kvartal%20pay');
  });
});

describe('frameAncestorsOf', () => {
  it('lets a widget be framed by its listed origins, or by any when none are listed', () => {
    expect(
      frameAncestorsOf({ kind: 'widget', widgetOrigins: ['https://a.example', 'https://b.example'] }),
    ).toBe('https://a.example https://b.example');
    expect(frameAncestorsOf({ kind: 'widget', widgetOrigins: [] })).toBe('*');
    expect(frameAncestorsOf({ kind: 'widget' })).toBe('*');
  });

  it('lets no other site be framed', () => {
    for (const kind of ['main', 'impact', 'career', 'whiteLabel'] as const) {
      expect(frameAncestorsOf({ kind, widgetOrigins: ['https://a.example'] })).toBe("'none'");
    }
  });
});
