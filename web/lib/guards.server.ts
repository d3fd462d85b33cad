/**
 * Page guards (docs/product.md, Permissions) for loaders: they run on the server (and for client navigations, in the
 * `.data` request), so a refused visitor is redirected before anything renders, with or without
 * JavaScript. The decisions are the pure rules of `domain/users/access-rules.ts`; this module only
 * gathers the facts (who is logged in, their membership) and turns a decision into a redirect.
 *
 *   export async function loader({ context, url, params }: Route.LoaderArgs) {
 *     const { me, startup } = await requireStartupMember(context, url, params.company);
 *     ...
 *   }
 */
import { type RouterContextProvider, redirect } from 'react-router';
import { can, SITE, type SiteAction, siteActor } from '#domain/access/policy.ts';
import {
  type AccessDecision,
  decideApplicantAccess,
  decideInvestorAccess,
  decideStartupAccess,
  decideUserAccess,
  type ProfileAccess,
} from '#domain/users/access-rules.ts';
import type { Me } from '#domain/users/user.schema.ts';
import type { MemberProfileAccess } from '#server/services/portal/get-startup-access.ts';
import { getAppContext } from '../app-context.ts';
import { notFound } from './responses.ts';

type LoaderContext = Readonly<RouterContextProvider>;

/**
 * The page's own path, from the loader's `url`: React Router strips what client-side data requests
 * add (`.data`, `_routes`), so a guard compares page paths, never transport ones.
 */
function pathOf(url: URL): { pathname: string; pathWithSearch: string } {
  return { pathname: url.pathname, pathWithSearch: `${url.pathname}${url.search}` };
}

/** Throws the redirect of a refusal; returns when the decision allows the page. */
function enforce(decision: AccessDecision): void {
  if (decision.kind === 'redirect') throw redirect(decision.to);
}

/** A page that needs a login: anyone else goes to `/?to={path}` (the log-in modal, then back here). */
export function requireUser(context: LoaderContext, url: URL): Me {
  const { me } = getAppContext(context);
  enforce(decideUserAccess({ isLoggedIn: me !== null, pathWithSearch: pathOf(url).pathWithSearch }));
  return me as Me;
}

/**
 * A back office page: a signed-in user the policy allows the site-wide `action`
 * (domain/access/policy.ts). Everyone else, visitors included, gets the 404 page, so the back office
 * does not announce itself (an admin signs in on the front page first). The services behind the
 * page ask the policy again.
 */
export function requireSiteAction(context: LoaderContext, _url: URL, action: SiteAction): Me {
  const { me } = getAppContext(context);
  if (!can(siteActor(me), action, SITE)) throw notFound();
  return me as Me;
}

/**
 * A client portal page (`/client/...`). docs/product.md, Permissions, sends visitors to `/` with a `redirect` query; the
 * front page's log-in modal reads `to`, which means the same thing, so both kinds of page use `to`.
 */
export const requirePortalUser = requireUser;

/**
 * An applicant (Talent) page: needs `applicant.enabled`; with `allowCreate`, `?create` is enough
 * (the page that creates the profile). Others go to `/`.
 */
export function requireApplicant(
  context: LoaderContext,
  url: URL,
  options: { allowCreate?: boolean } = {},
): Me {
  const { me } = getAppContext(context);
  const { pathWithSearch } = pathOf(url);
  enforce(
    decideApplicantAccess({
      isLoggedIn: me !== null,
      isApplicantEnabled: me?.applicant?.enabled ?? false,
      allowCreate: options.allowCreate ?? false,
      hasCreateQuery: url.searchParams.has('create'),
      pathWithSearch,
    }),
  );
  return me as Me;
}

function toProfileAccess(access: MemberProfileAccess | null): ProfileAccess {
  return access ? { isAllowed: true, status: access.status } : { isAllowed: false };
}

type MemberDecision = typeof decideStartupAccess;

/**
 * The two kinds of member profile differ only in where membership is looked up and which rules send
 * refused visitors and drafts away: one guard, with those differences as data.
 */
const MEMBER_PROFILES = {
  startup: {
    access: (app: ReturnType<typeof getAppContext>, userId: string, key: string) =>
      app.services.portal.getStartupAccess(userId, key),
    decide: decideStartupAccess,
  },
  investor: {
    access: (app: ReturnType<typeof getAppContext>, userId: string, key: string) =>
      app.services.portal.getInvestorAccess(userId, key),
    decide: decideInvestorAccess satisfies MemberDecision,
  },
} as const;

async function requireMember(
  kind: keyof typeof MEMBER_PROFILES,
  context: LoaderContext,
  url: URL,
  key: string,
): Promise<{ me: Me; access: MemberProfileAccess }> {
  const app = getAppContext(context);
  const profile = MEMBER_PROFILES[kind];
  const { pathname, pathWithSearch } = pathOf(url);
  const access = app.me ? await profile.access(app, app.me.id, key) : null;
  enforce(
    profile.decide({
      isLoggedIn: app.me !== null,
      key,
      access: toProfileAccess(access),
      pathname,
      pathWithSearch,
    }),
  );
  return { me: app.me as Me, access: access as MemberProfileAccess };
}

/**
 * A startup portal page (`/client/startups/{key}/...`): an admin or a member of that startup. Others
 * go to `/client/` (or log in first); a draft startup goes to its form, unless this is the form.
 */
export async function requireStartupMember(
  context: LoaderContext,
  url: URL,
  key: string,
): Promise<{ me: Me; startup: MemberProfileAccess }> {
  const { me, access } = await requireMember('startup', context, url, key);
  return { me, startup: access };
}

/**
 * An investor portal page (`/client/investors/{key}/...`): an admin or a member of that investor.
 * Others go to `/investors/join` (or log in first); a draft goes to its form, unless this is the form.
 */
export async function requireInvestorMember(
  context: LoaderContext,
  url: URL,
  key: string,
): Promise<{ me: Me; investor: MemberProfileAccess }> {
  const { me, access } = await requireMember('investor', context, url, key);
  return { me, investor: access };
}
