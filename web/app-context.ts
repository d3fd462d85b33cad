import { createContext, type RouterContextProvider } from 'react-router';
import type { WebContext } from '#server/http/web-context.ts';

/**
 * The key under which the server hands each request's services and host to loaders. It is
 * re-exported by entry.server.tsx so the server uses the very same key object as the build.
 */
export const appContext = createContext<WebContext>();

export function getAppContext(context: Readonly<RouterContextProvider>): WebContext {
  return context.get(appContext);
}
