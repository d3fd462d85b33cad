/**
 * docs/product.md, Permissions roles and permissions as pure decisions: who may see a portal page, and where everyone
 * else is sent. The web's loaders (web/lib/guards.server.ts) gather the facts and act on the answer;
 * the rules themselves live here so they are tested as a table.
 */

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const ALLOW: AccessDecision = { kind: 'allow' };

function redirectTo(to: string): AccessDecision {
  return { kind: 'redirect', to };
}

/**
 * `/?to={path}`: the front page opens the log-in modal and returns to `path` afterwards. The value
 * is encoded, but its slashes stay readable (they are allowed in a query).
 */
export function loginRedirectPath(pathWithSearch: string): string {
  return `/?to=${encodeURIComponent(pathWithSearch).replaceAll('%2F', '/')}`;
}

/** Pages that need a login (and portal pages: the product's `redirect` query is served by `to`). */
export function decideUserAccess(input: { isLoggedIn: boolean; pathWithSearch: string }): AccessDecision {
  return input.isLoggedIn ? ALLOW : redirectTo(loginRedirectPath(input.pathWithSearch));
}

/** Applicant pages need an enabled talent profile, or the `create` query where a page offers creation. */
export function decideApplicantAccess(input: {
  isLoggedIn: boolean;
  isApplicantEnabled: boolean;
  /** The page creates the profile when asked (`/client/applicant?create=1`). */
  allowCreate: boolean;
  hasCreateQuery: boolean;
  pathWithSearch: string;
}): AccessDecision {
  if (!input.isLoggedIn) return redirectTo(loginRedirectPath(input.pathWithSearch));
  if (input.isApplicantEnabled) return ALLOW;
  if (input.allowCreate && input.hasCreateQuery) return ALLOW;
  return redirectTo('/');
}

/** What the guard knows about a startup or investor for the signed-in user. */
export type ProfileAccess =
  /** The user is a member or an admin. */
  | { isAllowed: true; status: 'DRAFT' | 'PUBLISHED' }
  /** Not a member (or no such key: both look the same, so private keys do not leak). */
  | { isAllowed: false };

function decideMemberAccess(
  input: {
    isLoggedIn: boolean;
    access: ProfileAccess;
    pathname: string;
    pathWithSearch: string;
  },
  places: { refused: string; form: string; draftPages?: string[] },
): AccessDecision {
  if (!input.isLoggedIn) return redirectTo(loginRedirectPath(input.pathWithSearch));
  if (!input.access.isAllowed) return redirectTo(places.refused);
  const pathname = trimSlash(input.pathname);
  if (
    input.access.status === 'DRAFT' &&
    pathname !== places.form &&
    !(places.draftPages ?? []).includes(pathname)
  ) {
    return redirectTo(places.form);
  }
  return ALLOW;
}

function trimSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * Startup pages: an admin or a member of the startup in the route. Others go to `/client/` (logged
 * in) or log in first; a draft startup goes to its form, except for the preview of its public page
 * (`/client/startups/{key}/profile`), which shows drafts as they will look.
 */
export function decideStartupAccess(input: {
  isLoggedIn: boolean;
  key: string;
  access: ProfileAccess;
  pathname: string;
  pathWithSearch: string;
}): AccessDecision {
  const base = `/client/startups/${encodeURIComponent(input.key)}`;
  return decideMemberAccess(input, {
    refused: '/client/',
    form: `${base}/edit`,
    draftPages: [`${base}/profile`],
  });
}

/** Investor pages: an admin or a member; others go to `/investors/join`; a draft goes to its form. */
export function decideInvestorAccess(input: {
  isLoggedIn: boolean;
  key: string;
  access: ProfileAccess;
  pathname: string;
  pathWithSearch: string;
}): AccessDecision {
  return decideMemberAccess(input, {
    refused: '/investors/join',
    form: `/client/investors/${encodeURIComponent(input.key)}/edit`,
    // A draft may see how founders will see it (issue 33).
    draftPages: [`/client/investors/${encodeURIComponent(input.key)}/profile`],
  });
}
