import type { ServerBuild } from 'react-router';
import { CACHEABLE_FIRST_SEGMENTS } from './page-cache.ts';

type BuildRoute = ServerBuild['routes'][string];

/**
 * The server build with only the routes a public page's address can match
 * (docs/decisions/034-signed-in-pages-from-templates.md, "Fewer routes to match").
 *
 * React Router matches a page's address twice a request (to tell a page from a resource route,
 * then for its loaders), each time trying the ranked routes one by one until one fits: a job page
 * was tried against 128 of the app's 162 before its own, the portal's and the back office's first
 * (they rank higher: more segments). That was a quarter of a signed-in job page's CPU once its
 * render came from a template. The addresses the page cache knows (page-cache.ts,
 * `cacheableParams`) all begin with `/` or one of `CACHEABLE_FIRST_SEGMENTS`, and so do their
 * shorter paths (which the page's `<Scripts>` looks up); a route whose full path begins with
 * another static segment can never match them. Left out, the others are matched in the same order
 * (ranks depend on a route's own path and its place among its siblings), so the answer is the same
 * route for each such address (public-page-routes.test.ts compares both tables' matches).
 *
 * Kept: routes whose full path is empty (the root, layouts, index routes), begins with a dynamic
 * segment or a splat, or with one of those segments; and the parents of every kept route.
 */
export function withPublicPageRoutes(build: ServerBuild): ServerBuild {
  return { ...build, routes: publicPageRoutes(build.routes) };
}

export function publicPageRoutes(routes: ServerBuild['routes']): ServerBuild['routes'] {
  const fullPath = (route: BuildRoute | undefined): string => {
    if (!route) return '';
    const parent = route.parentId ? fullPath(routes[route.parentId]) : '';
    return [parent, route.path ?? ''].filter(Boolean).join('/');
  };
  const kept: ServerBuild['routes'] = {};
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const first = fullPath(route).split('/').find(Boolean);
    const canMatch =
      first === undefined || first.startsWith(':') || first === '*' || CACHEABLE_FIRST_SEGMENTS.has(first);
    if (!canMatch) continue;
    for (
      let r: BuildRoute | undefined = route;
      r && !(r.id in kept);
      r = r.parentId ? routes[r.parentId] : undefined
    ) {
      kept[r.id] = r;
    }
  }
  // In the build's own order: a route's place among its siblings breaks ties between equal ranks.
  return Object.fromEntries(
    Object.keys(routes)
      .filter((id) => id in kept)
      .map((id) => [id, kept[id]]),
  );
}
