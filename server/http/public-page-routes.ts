import type { ServerBuild } from 'react-router';

type BuildRoute = ServerBuild['routes'][string];

/**
 * The server build with only the routes an address beginning with `/<segment>` can match (`''`:
 * the address `/`), for the public pages the page cache knows
 * (docs/decisions/034-signed-in-pages-from-templates.md, "Fewer routes to match").
 *
 * React Router matches a page's address twice a request (to tell a page from a resource route,
 * then for its loaders), each time trying the ranked routes one by one until one fits: a job page
 * was tried against 128 of the app's 162 before its own (the portal's and the back office's rank
 * higher: more segments). That was a quarter of a signed-in job page's CPU once its render came
 * from a template. A route whose full path begins with another static segment can never match
 * such an address, nor its shorter paths (which the page's `<Scripts>` looks up: they begin with
 * the same segment, or are `/`). Left out, the others are matched in the same order (a rank
 * depends on a route's own path and its place among its siblings), so each such address matches
 * the same routes (public-page-routes.test.ts compares both tables).
 *
 * Kept: routes whose full path is empty (the root, layouts, index routes) or begins with a dynamic
 * segment, a splat or `segment`; and the parents of every kept route.
 */
export function withRoutesForSegment(build: ServerBuild, segment: string): ServerBuild {
  return { ...build, routes: routesForSegment(build.routes, segment) };
}

export function routesForSegment(routes: ServerBuild['routes'], segment: string): ServerBuild['routes'] {
  const fullPath = (route: BuildRoute | undefined): string => {
    if (!route) return '';
    const parent = route.parentId ? fullPath(routes[route.parentId]) : '';
    return [parent, route.path ?? ''].filter(Boolean).join('/');
  };
  const kept: ServerBuild['routes'] = {};
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const first = fullPath(route).split('/').find(Boolean);
    const canMatch = first === undefined || first.startsWith(':') || first === '*' || first === segment;
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
