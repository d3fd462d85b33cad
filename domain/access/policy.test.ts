import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  type Action,
  type Actor,
  can,
  DEAL,
  notFoundMessage,
  POLICY,
  type Resource,
  SITE,
  siteActor,
  toActor,
  VISITOR,
} from './policy.ts';

const STARTUP = 'c0000000-0000-4000-8000-000000000001';
const OTHER_STARTUP = 'c0000000-0000-4000-8000-000000000002';
const INVESTOR = 'a0000000-0000-4000-8000-000000000001';

const founder: Actor = toActor({
  userId: 'u1',
  isAdmin: false,
  memberships: [{ kind: 'company', profileId: STARTUP }],
});
const angel: Actor = toActor({
  userId: 'u2',
  isAdmin: false,
  memberships: [{ kind: 'investor', profileId: INVESTOR }],
});
const talent: Actor = toActor({ userId: 'u3', isAdmin: false, memberships: [] });
const admin: Actor = toActor({ userId: 'u4', isAdmin: true, memberships: [] });

const startup: Resource = { type: 'profile', kind: 'company', id: STARTUP };
const otherStartup: Resource = { type: 'profile', kind: 'company', id: OTHER_STARTUP };
const investor: Resource = { type: 'profile', kind: 'investor', id: INVESTOR };
/** The investor's id used as a startup's: membership is of a kind, not of an id alone. */
const startupWithInvestorsId: Resource = { type: 'profile', kind: 'company', id: INVESTOR };
const job: Resource = { type: 'job', companyId: STARTUP };
const otherJob: Resource = { type: 'job', companyId: OTHER_STARTUP };

const ACTORS = { visitor: VISITOR, founder, angel, talent, admin } as const;
type ActorName = keyof typeof ACTORS;

/** Every action, a resource it takes, and exactly who may do it. */
const TABLE: [Action, Resource, string, ActorName[]][] = [
  ['profile.act', startup, 'their startup', ['founder', 'admin']],
  ['profile.act', otherStartup, 'another startup', ['admin']],
  ['profile.act', investor, 'their investor', ['angel', 'admin']],
  ['profile.act', startupWithInvestorsId, "a startup with the investor's id", ['admin']],
  ['job.manage', job, "their startup's job", ['founder', 'admin']],
  ['job.manage', otherJob, "another startup's job", ['admin']],
  ['job.createOnBehalf', startup, 'their startup', ['admin']],
  ['admin.backOffice', SITE, 'the site', ['admin']],
  ['scout.manage', SITE, 'the site', ['admin']],
  ['job.approve', job, "their startup's job", ['admin']],
  ['job.unpublish', job, "their startup's job", ['admin']],
  ['profile.moderate', startup, 'their startup', ['admin']],
  ['user.manage', SITE, 'the site', ['admin']],
  ['payment.refund', SITE, 'the site', ['admin']],
  ['site.configure', SITE, 'the site', ['admin']],
  ['content.manage', SITE, 'the site', ['admin']],
  ['blog.manage', SITE, 'the site', ['admin']],
  ['audit.read', SITE, 'the site', ['admin']],
  ['deal.manage', SITE, 'the site', ['admin']],
  // Deals are for startup members only, admins included only when they are members themselves.
  ['deal.redeem', DEAL, 'a deal', ['founder']],
];

describe('can', () => {
  it.each(
    TABLE.flatMap(([action, resource, label, allowed]) =>
      (Object.keys(ACTORS) as ActorName[]).map(
        (name) => [name, action, label, allowed.includes(name), resource] as const,
      ),
    ),
  )('%s may %s on %s: %s', (name, action, _label, expected, resource) => {
    expect(can(ACTORS[name], action, resource as never)).toBe(expected);
  });

  it('covers every action of the policy in the table', () => {
    expect(new Set(TABLE.map(([action]) => action))).toEqual(new Set(ACTIONS));
  });

  it('refuses a resource of another kind than the action takes', () => {
    expect(can(admin, 'admin.backOffice', startup as never)).toBe(false);
    expect(can(founder, 'profile.act', job as never)).toBe(false);
  });

  it('keeps every site-wide action (the back office) to admins alone', () => {
    const siteActions = ACTIONS.filter((action) => POLICY[action].resource === 'site');
    expect(siteActions.length).toBeGreaterThan(0);
    for (const action of siteActions) expect(POLICY[action].allow, action).toEqual(['admin']);
  });
});

describe('notFoundMessage', () => {
  it.each([
    [SITE, 'Page not found'],
    [startup, 'Startup not found'],
    [investor, 'Investor not found'],
    [job, 'Job not found'],
  ] as const)('%o answers %s', (resource, message) => {
    expect(notFoundMessage(resource)).toBe(message);
  });
});

describe('toActor', () => {
  it('makes an admin of a user the team made an operator, keeping their memberships', () => {
    expect(
      toActor({ userId: 'u', isAdmin: true, memberships: [{ kind: 'company', profileId: STARTUP }] }),
    ).toEqual({
      kind: 'admin',
      userId: 'u',
      memberships: [{ kind: 'company', profileId: STARTUP }],
    });
    expect(toActor({ userId: 'u', isAdmin: false, memberships: [] })).toEqual({
      kind: 'user',
      userId: 'u',
      memberships: [],
    });
  });
});

describe('siteActor (what the pages know of the signed-in user)', () => {
  it.each([
    [null, false],
    [{ id: 'u3', isAdmin: false }, false],
    [{ id: 'u4', isAdmin: true }, true],
  ])('%o may open the back office: %s', (me, expected) => {
    expect(can(siteActor(me), 'admin.backOffice', SITE)).toBe(expected);
    expect(can(siteActor(me), 'scout.manage', SITE)).toBe(expected);
  });
});
