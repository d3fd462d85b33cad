import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SEO_LANDING_PAGES } from '#domain/jobs/seo-landing-pages.ts';
import routeConfig from '../../web/routes.ts';
import { CACHEABLE_FIRST_SEGMENTS, cacheableParams } from './page-cache.ts';
import { routesForSegment } from './public-page-routes.ts';

type ConfigEntry = { id?: string; file: string; path?: string; index?: boolean; children?: ConfigEntry[] };

/** The app's route table as the server build holds it (id, parent, path), from web/routes.ts. */
function buildRoutes(): ServerBuild['routes'] {
  const routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }> = {
    root: { id: 'root', path: '' },
  };
  const add = (entries: ConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
      routes[id] = { id, parentId, path: entry.path, index: entry.index };
      add(entry.children ?? [], id);
    }
  };
  add(routeConfig as ConfigEntry[], 'root');
  return routes as unknown as ServerBuild['routes'];
}

/** The table as nested route objects, children in the table's order (as React Router builds them). */
function tree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) =>
      route?.index
        ? { id: route.id, index: true }
        : { id: route?.id, path: route?.path, children: tree(routes, route?.id) },
    );
}

const ID = '0b6a2f4e-3c1d-4e5f-9a7b-8c9d0e1f2a3b';
/** Every kind of address the page cache knows, and each one's shorter paths. */
const PUBLIC_ADDRESSES = [
  '/',
  '/jobs',
  `/jobs/${ID}`,
  '/jobs/location',
  '/jobs/location/dk',
  '/jobs/location/dk/copenhagen',
  ...SEO_LANDING_PAGES.map((page) => `/jobs/${page.slug}`),
  '/startups',
  '/startups/kodkraft',
  '/startups/faq',
  '/startups/joblistwidget',
  `/startups/joblistwidget/${ID}`,
  '/external',
  '/external/featuredjobs',
  '/whiteLabelFeed',
  '/whiteLabelFeed/jobs',
  `/whiteLabelFeed/jobs/${ID}`,
  '/careers',
  '/careers/jobs',
  `/careers/jobs/${ID}`,
  '/about',
  '/deals',
  `/deals/${ID}`,
  '/blog',
  '/blog/a-post',
  '/funding',
  '/funding/lighthouse-angels',
  '/tools',
  '/tools/a-tool',
  '/partners',
  '/partners/growth-bank',
];

describe('routesForSegment', () => {
  const all = buildRoutes();
  const ids = (routes: ServerBuild['routes'], path: string) =>
    matchRoutes(tree(routes), path)?.map((match) => match.route.id) ?? null;
  const segmentOf = (path: string) => path.split('/')[1] ?? '';

  it('matches every public address, and each shorter path of it, to the same routes as the whole table', () => {
    for (const path of PUBLIC_ADDRESSES) {
      const kept = routesForSegment(all, segmentOf(path));
      expect(ids(kept, path), path).toEqual(ids(all, path));
      expect(ids(all, path), path).not.toBeNull();
    }
  });

  it('lists an address for every first segment the page cache knows', () => {
    const known = PUBLIC_ADDRESSES.filter((path) => cacheableParams(path) !== null);
    expect(known.length).toBeGreaterThan(30);
    expect(new Set(known.map(segmentOf))).toEqual(new Set(['', ...CACHEABLE_FIRST_SEGMENTS]));
  });

  it('leaves out the routes of other first segments', () => {
    const jobs = routesForSegment(all, 'jobs');
    expect(Object.keys(jobs).length).toBeLessThan(Object.keys(all).length / 3);
    for (const id of Object.keys(jobs)) expect(id).not.toMatch(/^routes\/(admin|client|startup|funding)/);
    expect(ids(jobs, '/client/my-jobs')).not.toEqual(ids(all, '/client/my-jobs'));
  });
});
