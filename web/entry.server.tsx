import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import type { PageTemplate, PageTemplates } from '#server/http/page-cache.ts';
import type { WebContext } from '#server/http/web-context.ts';
import { appContext } from './app-context.ts';
import {
  compileTemplate,
  fillTemplate,
  maskForTemplate,
  maskHydrationData,
  type ViewerValues,
} from './lib/signed-in-template.server.ts';

export { appContext };

export const streamTimeout = 5_000;

/**
 * Renders the whole page before answering (`renderPage`); a public page seen signed in may come
 * from its template instead (`fromTemplate`).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const stylesheets = stylesheetPreloads(routerContext);
  if (stylesheets) responseHeaders.append('Link', stylesheets);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const app = loadContext.get(appContext);
  if (app.pageTemplates) {
    const page = await fromTemplate(
      app.pageTemplates,
      request,
      responseStatusCode,
      routerContext,
      loadContext,
    );
    if (page) {
      responseHeaders.set('x-page-template', page.isHit ? 'HIT' : 'MISS');
      return htmlResponse(page.html, responseStatusCode, responseHeaders);
    }
  }
  const page = await renderPage(routerContext, request.url, app.nonce, loadContext, responseStatusCode);
  return htmlResponse(page.html, page.status, responseHeaders);
}

function htmlResponse(html: Uint8Array<ArrayBuffer>, status: number, headers: Headers): Response {
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { headers, status });
}

/**
 * Renders the page into one buffer: our loaders return complete data (nothing deferred), so waiting
 * for everything costs nothing and gives crawlers and no-JS readers the full page. The status turns
 * 500 when the render met an error.
 */
function renderPage(
  context: EntryContext,
  url: string,
  nonce: string,
  loadContext: RouterContextProvider,
  responseStatusCode: number,
): Promise<{ html: Buffer<ArrayBuffer>; status: number }> {
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={withRoutesThePageNeeds(context)} url={url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          // Collected into one buffer: the page is complete anyway, and one write is far cheaper
          // than hundreds of small chunks passed through stream adapters.
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              resolve({ html: Buffer.concat(chunks), status });
              callback();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          logPageError(loadContext, error);
        },
      },
    );
  });
}

/**
 * A public page seen signed in, from its template (docs/decisions/034-signed-in-pages-from-templates.md):
 * the page rendered once with placeholders for the viewer's own values, kept, and filled for each
 * viewer in the same state. Null when the page is rendered as usual: an error or an action's answer,
 * hydration data that is not one complete line, or a kind of page whose template was found to
 * differ from its full render.
 *
 * A miss renders the template and fills it. The first template of each kind of page is also checked
 * against the full render, byte for byte: a component that derives text from a masked value (its
 * initials, a lower-cased email) would show the placeholder's, so that kind is never templated.
 */
async function fromTemplate(
  slot: NonNullable<WebContext['pageTemplates']>,
  request: Request,
  status: number,
  context: EntryContext,
  loadContext: RouterContextProvider,
): Promise<{ html: Buffer<ArrayBuffer>; isHit: boolean } | null> {
  const handler = context.staticHandlerContext;
  if (status !== 200 || handler.errors || handler.actionData) return null;
  const keys = maskForTemplate(
    {
      build: context.manifest.version,
      url: request.url,
      status,
      routeIds: handler.matches.map((match) => match.route.id),
    },
    handler.loaderData,
  );
  if (!keys) return null;
  // Kept, or being rendered for another viewer in the same state (a burst of visits, the first
  // ones after a write): waited for, as stored pages are. No await between the look-up and `begin`
  // when nothing is under way: the visits of one tick would each begin a render of their own.
  const underWay = slot.store.get(keys.key) ?? slot.store.underWay(keys.key);
  const kept = underWay instanceof Promise ? await underWay : underWay;
  if (kept) return { html: fillTemplate(kept, keys.viewer.values), isHit: true };
  const kind = keys.kind();
  if (slot.store.verdict(kind) === false) return null;
  const settle = slot.store.begin(keys.key, slot.generation);
  let made: PageTemplate | null = null;
  try {
    const page = await renderTemplate(
      slot.store,
      kind,
      keys.viewer,
      keys.loaderData,
      request,
      context,
      loadContext,
    );
    if (page?.template) {
      slot.store.set(keys.key, page.template, slot.generation);
      made = page.template;
    }
    return page && { html: page.html, isHit: false };
  } finally {
    settle(made);
  }
}

/**
 * Renders a page's template and fills it; the first of its kind is also rendered in full and
 * compared (that render answered instead, with no template, when they differ). Null: the hydration
 * data could not be masked, or the render failed: the page is rendered as usual.
 */
async function renderTemplate(
  store: PageTemplates,
  kind: string,
  viewer: ViewerValues,
  maskedLoaderData: Record<string, unknown>,
  request: Request,
  context: EntryContext,
  loadContext: RouterContextProvider,
): Promise<{ html: Buffer<ArrayBuffer>; template?: PageTemplate } | null> {
  // React Router's hydration data, read whole: masked for the template, and a new stream of it for
  // a full render (this request's own when the page is not templated after all, or the check's).
  // Only a miss reads it: React Router is patched to encode it on this first read (ADR 035), so a
  // hit never encodes it.
  const hydrationData = await new Response(context.serverHandoffStream).text();
  const streamOf = (text: string) => new Response(text).body as ReadableStream<Uint8Array>;
  context.serverHandoffStream = streamOf(hydrationData);
  // Each render with its own `renderMeta`: React Router keeps the stream's chunks read there.
  const withHydrationData = (text: string): EntryContext => ({
    ...context,
    serverHandoffStream: streamOf(text),
    renderMeta: {},
  });
  const maskedHydrationData = maskHydrationData(hydrationData, viewer);
  if (maskedHydrationData === null) return null;
  const app = loadContext.get(appContext);
  const masked = await renderPage(
    {
      ...withHydrationData(maskedHydrationData),
      staticHandlerContext: { ...context.staticHandlerContext, loaderData: maskedLoaderData },
    },
    request.url,
    viewer.mask(app.nonce),
    loadContext,
    200,
  );
  if (masked.status !== 200) return null;
  const template = compileTemplate(masked.html.toString('utf8'));
  const html = fillTemplate(template, viewer.values);
  if (store.verdict(kind) === undefined) {
    const full = await renderPage(withHydrationData(hydrationData), request.url, app.nonce, loadContext, 200);
    const isSame = full.status === 200 && full.html.equals(html);
    store.judge(kind, isSame);
    if (!isSame) {
      app.logError(
        new Error(
          `A signed-in page's template differs from its full render (${new URL(request.url).pathname}): pages of its kind are rendered in full`,
        ),
      );
      return { html: full.html };
    }
  }
  return { html, template };
}

type RouteMatches = ReturnType<EntryContext['staticHandlerContext']['_match']>;

/**
 * Route matches of the paths a page's `<Scripts>` looks up, by the route table's match function
 * (one per build). `<Scripts>` lists in the page the routes of the address and of every shorter
 * path of it ('/', '/jobs' for a job page), so links there need no manifest request; React Router
 * matches those shorter paths on every render, each scan trying up to all 118 routes (0.4 ms of a
 * signed-in job page's 6.3: docs/decisions/031-signed-in-pages-render-less.md). The answer depends
 * on the path alone, so it is kept. Bounded: an address may hold ids ('/jobs/<id>' is a shorter
 * path of '/jobs/<id>/apply'), so the memo is emptied when it grows past 500 paths.
 */
const matchesByPath = new WeakMap<object, Map<string, RouteMatches>>();
const MATCH_MEMO_LIMIT = 500;

function memoisedMatch(match: EntryContext['staticHandlerContext']['_match']) {
  let memo = matchesByPath.get(match);
  if (!memo) {
    memo = new Map();
    matchesByPath.set(match, memo);
  }
  const paths = memo;
  return (location: Parameters<typeof match>[0]): RouteMatches => {
    if (typeof location !== 'string') return match(location);
    let matches = paths.get(location);
    if (matches === undefined) {
      matches = match(location);
      if (paths.size >= MATCH_MEMO_LIMIT) paths.clear();
      paths.set(location, matches);
    }
    return matches;
  };
}

/**
 * The render's context with only the routes the page uses: those matched by its address and by each
 * shorter path of it, the same set `<Scripts>` puts in the page (React Router's fog of war), and
 * the path matching memoised. `<ServerRouter>` otherwise builds route objects for every route of
 * the app on every render and `<Scripts>` matches the shorter paths again. The HTML is the same
 * bytes either way (compared when this was written, docs/decisions/031-signed-in-pages-render-less.md).
 * Not for `<Link prefetch>` (none in the app): its target's routes would not be in this manifest.
 */
function withRoutesThePageNeeds(context: EntryContext): EntryContext {
  const handlerContext = context.staticHandlerContext;
  // Only where `<Scripts>` lists the page's routes itself (lazy route discovery, server rendering);
  // with `routeDiscovery: { mode: 'initial' }` every page carries the whole manifest.
  if (
    context.routeDiscovery.mode !== 'lazy' ||
    context.isSpaMode ||
    typeof handlerContext._match !== 'function'
  ) {
    return context;
  }
  const match = memoisedMatch(handlerContext._match);
  const ids = new Set(handlerContext.matches.map((m) => m.route.id));
  const segments = handlerContext.location.pathname.split('/').filter(Boolean);
  const paths = ['/'];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join('/')}`);
    segments.pop();
  }
  for (const path of paths) for (const m of match(path) ?? []) ids.add(m.route.id);
  const all = context.manifest.routes;
  const routes: typeof all = {};
  for (const id of ids) {
    // A matched route's parents are matched too; kept by their ids anyway, so the tree stays whole.
    for (
      let route = all[id];
      route && !(route.id in routes);
      route = route.parentId ? all[route.parentId] : undefined
    ) {
      routes[route.id] = route;
    }
  }
  return {
    ...context,
    manifest: { ...context.manifest, routes },
    staticHandlerContext: { ...handlerContext, _match: match },
  };
}

/**
 * The page's stylesheets as a `Link: <…>; rel=preload; as=style` header, so the browser asks for them
 * as soon as the answer's headers arrive. A first paint waits for the stylesheet, and in the page
 * it comes after the route modules' preloads (React hoists those `<Scripts>` renders into `<head>`,
 * ahead of what `<Links>` renders there): under the bench's mobile profile the browser met it after
 * 14 of them, asked for it
 * 0.2–0.3 s after the HTML had arrived, behind them on HTTP/1.1's six connections, and fetched it
 * sharing the bandwidth with the framework's 93 KB (bench/RESULTS.md, session 16). The header costs
 * no client JavaScript, and the page cache keeps it with the page.
 */
function stylesheetPreloads(context: EntryContext): string | null {
  const hrefs = new Set<string>();
  for (const match of context.staticHandlerContext.matches) {
    for (const href of context.manifest.routes[match.route.id]?.css ?? []) hrefs.add(href);
  }
  if (hrefs.size === 0) return null;
  return [...hrefs].map((href) => `<${href}>; rel=preload; as=style`).join(', ');
}

/**
 * Errors of loaders and actions: through the app's logger (with the request id, and never the SQL
 * parameters or row values an error may carry), instead of React Router's `console.error(error)`,
 * which would print them all.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A 4xx answer (a thrown 404, a refused form) is no server error.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  logPageError(context as Readonly<RouterContextProvider>, cause);
};

function logPageError(context: Readonly<RouterContextProvider>, error: unknown): void {
  try {
    context.get(appContext).logError(error);
  } catch {
    // No app context (the request failed before it was made): the error's type only.
    console.error(`page request failed: ${error instanceof Error ? error.name : typeof error}`);
  }
}
