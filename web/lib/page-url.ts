/**
 * The page's own URL in a loader. A client-side navigation fetches loader data from `/<path>.data`
 * (the root index from `/_.data`), sometimes with a `_routes` parameter; React Router hands loaders
 * that raw request. Both are transport, not the page: a guard comparing paths would redirect
 * forever, and links built from the search would carry `_routes`.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/_.data')) url.pathname = url.pathname.slice(0, -'_.data'.length);
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length) || '/';
  url.searchParams.delete('_routes');
  return url;
}
