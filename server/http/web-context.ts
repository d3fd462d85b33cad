import type { Site } from '#domain/site/site.ts';
import type { SignInMethod } from '#domain/users/sign-in-method.ts';
import type { Me } from '#domain/users/user.schema.ts';
import type { QuestionChallenge } from '../adapters/captcha/captcha-verifier.ts';
import type { AREAS } from '../areas.ts';
import type { CoreWebServices } from '../services/web-services.ts';
import type { AreasPageServices } from './app-area.ts';
import type { PageTemplates } from './page-cache.ts';

/** The core services and every area's groups of page services (server/areas.ts). */
export type WebServices = CoreWebServices & AreasPageServices<typeof AREAS>;

/** What every React Router loader and action receives from the server (see web/app-context.ts). */
export type WebContext = {
  services: WebServices;
  /** This request's site (ADR 030): which platform, tenant, origin and name the page is for. */
  site: Site;
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  publicUrl: string;
  requestId: string;
  /** Products the site sells or shows (e.g. HEADHUNTER enables Scout). */
  products: string[];
  /** The signed-in user with the profiles of this platform, or null. */
  me: Me | null;
  /**
   * A signed-in GET of a public page (one the page cache keeps for anonymous visitors): its
   * template store, and the page cache's generation read before the loaders ran (ADR 034). Null
   * for every other request and without the page cache.
   */
  pageTemplates: { store: PageTemplates; generation: number } | null;
  /** When the signed-in user's session began (null when signed out). */
  sessionStartedAt: Date | null;
  /** The profile remembered in this browser (cookie), used when the user has saved none. */
  rememberedProfile: string | null;
  /** A Set-Cookie value that makes `profile` ("company:<key>", …) this browser's profile (actions). */
  profileCookie: (profile: string) => string;
  /**
   * Signs the user in for this browser (actions): the session it had ends (rotation), a new one
   * starts (recorded in the sign-in history as `method`); answers the Set-Cookie value to send with
   * the action's response.
   */
  startSession: (userId: string, method: SignInMethod) => Promise<string>;
  /**
   * Logs this browser out (actions): its session ends on the server; answers the Set-Cookie values
   * that remove the session and selected-profile cookies, to send with the action's response.
   */
  endSession: () => Promise<string[]>;
  /**
   * Counts this request against a per-client limit shared with an API route (`name` is the route's
   * "METHOD /url", so a form's page action and its API share one budget; ADR 026); over it, throws
   * RATE_LIMITED (429) with `retryAfterSeconds`.
   */
  limitRate: (limit: { name: string; max: number; timeWindowMs: number }) => Promise<void>;
  /** The robot check's question for a visitor without JavaScript (ADR 033), new on every call. */
  captchaQuestion: () => QuestionChallenge;
  /** Development and test only pages (the mail outbox) check this. */
  isDevelopment: boolean;
  /** Sign-in with LinkedIn is configured (else its button is hidden). */
  professionalNetworkSignIn: boolean;
  /**
   * Logs an error of this page request with its request id, through the app's logger (its `err`
   * serializer keeps SQL parameters and row values out of the log): entry.server.tsx uses it.
   */
  logError: (error: unknown) => void;
};
