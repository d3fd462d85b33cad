/**
 * Who may do what: one table for the whole app. Every service asks `can(actor, action, resource)`
 * (through `authorize` in server/services/access/) instead of checking roles itself, so giving an
 * operator a new power, or a member a new action, is one line here and one row in policy.test.ts.
 *
 * An `Actor` is who asks: a visitor, a signed-in user with the startups and investors they are a
 * member of, or an admin (a user the team made an operator, `users.is_admin`). A `Resource` is what
 * the action is on: the site as a whole (the back office), a profile (a startup or an investor) or
 * a job of a startup. Each action names the kind of resource it takes and the grants that allow it.
 */

/** The profiles people are members of: a startup ('company', as in `company:<key>`) or an investor. */
export type ProfileKind = 'company' | 'investor';
export const PROFILE_KINDS = ['company', 'investor'] as const satisfies readonly ProfileKind[];

/** What differs between the two kinds of profile for the policy: the 404 a refusal answers. */
export const PROFILE_KIND_RULES: Record<ProfileKind, { notFoundMessage: string }> = {
  company: { notFoundMessage: 'Startup not found' },
  investor: { notFoundMessage: 'Investor not found' },
};

export type Membership = { kind: ProfileKind; profileId: string };

export type Actor =
  | { kind: 'visitor' }
  | { kind: 'user'; userId: string; memberships: readonly Membership[] }
  | { kind: 'admin'; userId: string; memberships: readonly Membership[] };

export type Resource =
  /** The site as a whole: the back office, Scout's orders, products and prices. */
  | { type: 'site' }
  /** A startup or an investor, by id. */
  | { type: 'profile'; kind: ProfileKind; id: string }
  /** A job, through the startup it belongs to. */
  | { type: 'job'; companyId: string }
  /** A deal's code, link or document (docs/product.md, Content pages). */
  | { type: 'deal' };

export const SITE = { type: 'site' } as const satisfies Resource;
export const DEAL = { type: 'deal' } as const satisfies Resource;

/**
 * Why an actor may act:
 * - `member`: a member of the resource's profile (of a job: of its startup);
 * - `admin`: an admin (an operator of the site);
 * - `startupMember`: a member of any startup (deals are for startups, whichever profile is in use).
 */
export type Grant = 'member' | 'admin' | 'startupMember';

type Rule = { resource: Resource['type']; allow: readonly Grant[] };

/** The policy: every action, the resource it takes, and who may do it. */
export const POLICY = {
  /** Act for a startup or investor: its portal, settings, team, pitches, jobs, pipeline. */
  'profile.act': { resource: 'profile', allow: ['member', 'admin'] },
  /** A job in any status (DRAFT, PENDING, EXPIRED…) as its startup sees and changes it. */
  'job.manage': { resource: 'job', allow: ['member', 'admin'] },
  /** Write a job on a startup's behalf: it waits for a member's approval. */
  'job.createOnBehalf': { resource: 'profile', allow: ['admin'] },
  /** The operator's back office (`/admin`). */
  'admin.backOffice': { resource: 'site', allow: ['admin'] },
  /** Scout's orders: list them, add candidates, close them. */
  'scout.manage': { resource: 'site', allow: ['admin'] },
  /** Approve a job that waits for the team, unpublish it (with a reason) or restore it. */
  'job.approve': { resource: 'job', allow: ['admin'] },
  'job.unpublish': { resource: 'job', allow: ['admin'] },
  /** Publish or unpublish a startup or investor, set its platform flags. */
  'profile.moderate': { resource: 'profile', allow: ['admin'] },
  /** Look up users, disable and enable them, send a password reset. */
  'user.manage': { resource: 'site', allow: ['admin'] },
  /** See every payment; refund one. */
  'payment.refund': { resource: 'site', allow: ['admin'] },
  /** Products and the price table. */
  'site.configure': { resource: 'site', allow: ['admin'] },
  /** The company's content: editable pages, the FAQ, contact messages (docs/product.md, Pages). */
  'content.manage': { resource: 'site', allow: ['admin'] },
  /** The blog's back office: write and publish team posts, approve or reject startups' posts. */
  'blog.manage': { resource: 'site', allow: ['admin'] },
  /** Read the audit log of admin actions. */
  'audit.read': { resource: 'site', allow: ['admin'] },
  /** Create, edit, publish and unpublish deals; read startups' deal proposals. */
  'deal.manage': { resource: 'site', allow: ['admin'] },
  /** Get a deal's code, link or document (docs/product.md, Content pages: startup members). */
  'deal.redeem': { resource: 'deal', allow: ['startupMember'] },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof POLICY;
export const ACTIONS = Object.keys(POLICY) as Action[];

/** The actions on the site as a whole (the back office's): an actor's memberships play no part. */
export type SiteAction = {
  [A in Action]: (typeof POLICY)[A]['resource'] extends 'site' ? A : never;
}[Action];

/** The resource an action takes (`'profile.act'` → a profile). */
export type ResourceOf<A extends Action> = Extract<Resource, { type: (typeof POLICY)[A]['resource'] }>;

function isMemberOf(actor: Actor, resource: Resource): boolean {
  if (actor.kind === 'visitor') return false;
  const profile =
    resource.type === 'profile'
      ? { kind: resource.kind, id: resource.id }
      : resource.type === 'job'
        ? { kind: 'company' as const, id: resource.companyId }
        : null;
  if (!profile) return false;
  return actor.memberships.some((m) => m.kind === profile.kind && m.profileId === profile.id);
}

function holds(grant: Grant, actor: Actor, resource: Resource): boolean {
  switch (grant) {
    case 'admin':
      return actor.kind === 'admin';
    case 'member':
      return isMemberOf(actor, resource);
    case 'startupMember':
      return actor.kind !== 'visitor' && actor.memberships.some((m) => m.kind === 'company');
  }
}

/** Whether the actor may do the action on the resource. */
export function can<A extends Action>(actor: Actor, action: A, resource: ResourceOf<A>): boolean {
  const rule: Rule = POLICY[action];
  if (resource.type !== rule.resource) return false;
  return rule.allow.some((grant) => holds(grant, actor, resource));
}

/**
 * The message of the 404 a refusal answers: the same as for a resource that does not exist, so
 * refusals do not tell which keys, jobs or pages are there.
 */
export function notFoundMessage(resource: Resource): string {
  switch (resource.type) {
    case 'site':
      return 'Page not found';
    case 'profile':
      return PROFILE_KIND_RULES[resource.kind].notFoundMessage;
    case 'job':
      return 'Job not found';
    case 'deal':
      return 'Deal not found';
  }
}

export const VISITOR: Actor = { kind: 'visitor' };

/** The actor of a signed-in user, from the facts the server read (or the web's `me`). */
export function toActor(user: {
  userId: string;
  isAdmin: boolean;
  memberships: readonly Membership[];
}): Actor {
  return user.isAdmin
    ? { kind: 'admin', userId: user.userId, memberships: user.memberships }
    : { kind: 'user', userId: user.userId, memberships: user.memberships };
}

/**
 * The actor for a site-wide action (`SiteAction`), from what the pages know of the signed-in user
 * (`me`: no profile ids). Questions about a startup or investor are the server's: its services load
 * the whole actor (server/services/access/load-actor.ts).
 */
export function siteActor(me: { id: string; isAdmin: boolean } | null): Actor {
  return me ? toActor({ userId: me.id, isAdmin: me.isAdmin, memberships: [] }) : VISITOR;
}
