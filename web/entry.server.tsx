import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { appContext } from './app-context.ts';

export { appContext };

export const streamTimeout = 5_000;

/**
 * Renders the whole page before answering: our loaders return complete data (nothing deferred), so
 * waiting for everything costs nothing and gives crawlers and no-JS readers the full page.
 */
export default function handleRequest(
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
  const nonce = loadContext.get(appContext).nonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
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
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
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
