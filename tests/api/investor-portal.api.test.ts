/**
 * The investor portal's second part (issue 12), over HTTP on both backends: an investor's settings
 * (contact preference and pitch address), its team (the startups' team implementation: invite by
 * mail, accept with the invited address, revoke, remove, leave, never the last member), and
 * engagement (`POST /api/engagement/log`: the current profile viewed or contacted a profile, once a
 * day; the investor's "who viewed" list). Every route of another investor answers 404.
 */
import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  InvitePreview,
  lastMemberMessage,
  PendingInvite,
  TeamOverview,
} from '#domain/companies/team.schema.ts';
import { EngagementLogResult, ProfileEngagementList } from '#domain/engagement/engagement.schema.ts';
import {
  InvestorSettings,
  PITCH_EMAIL_MESSAGE,
  WEBSITE_NEEDED_MESSAGE,
} from '#domain/investors/investor-settings.schema.ts';
import { Me } from '#domain/users/user.schema.ts';
import {
  companyMembers,
  investorMembers,
  investors,
  outboxEmails,
  profileEngagements,
  users,
} from '#server/db/schema/index.ts';
import {
  addDays,
  type CompanyRow,
  insertCompany,
  insertUser,
  type UserRow,
} from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { TEST_NOW } from '#tests/helpers/test-context.ts';

const PUBLIC_URL = 'http://localhost:3000';
const INVITE_LINK = /http:\/\/localhost:3000\/client\/invites\/([A-Za-z0-9_-]{43})/;

const unique = () => crypto.randomBytes(3).toString('hex');
const uniqueEmail = (label: string) => `${label}-${unique()}@example.test`;

type InvestorRow = typeof investors.$inferSelect;
type Member = UserRow & { password: string };
type InvestorFixture = { investor: InvestorRow; owner: Member; client: SessionClient };
type StartupFixture = { company: CompanyRow; owner: Member; client: SessionClient };

describe.each(BACKENDS)('investor portal API [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    t.setNow(TEST_NOW);
  });

  async function logIn(user: { email: string; password: string }): Promise<SessionClient> {
    const client = createSessionClient(t.app);
    const response = await client.post('/api/users/sign-in', { email: user.email, password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  /** A published investor on the main platform with one member (its owner), signed in. */
  async function newInvestor(
    overrides: Partial<typeof investors.$inferInsert> = {},
  ): Promise<InvestorFixture> {
    const suffix = unique();
    const [investor] = await t.deps.db
      .insert(investors)
      .values({
        key: `test-capital-${suffix}`,
        name: `Test Capital ${suffix}`,
        category: 'vc',
        intro: 'We invest in Nordic software startups at seed.',
        status: 'PUBLISHED',
        ...overrides,
      })
      .returning();
    if (!investor) throw new Error('no investor');
    const owner = await insertUser(t.deps.db, { email: uniqueEmail('investor') });
    await t.deps.db
      .insert(investorMembers)
      .values({ investorId: investor.id, userId: owner.id, role: 'owner', createdAt: addDays(TEST_NOW, -1) });
    return { investor, owner, client: await logIn(owner) };
  }

  async function newStartup(overrides: Partial<CompanyRow> = {}): Promise<StartupFixture> {
    const company = await insertCompany(t.deps.db, overrides);
    const owner = await insertUser(t.deps.db, { email: uniqueEmail('founder') });
    await t.deps.db.insert(companyMembers).values({ companyId: company.id, userId: owner.id, role: 'owner' });
    return { company, owner, client: await logIn(owner) };
  }

  async function addInvestorMember(investor: InvestorRow) {
    const user = await insertUser(t.deps.db, { email: uniqueEmail('partner') });
    await t.deps.db.insert(investorMembers).values({ investorId: investor.id, userId: user.id });
    return { user, client: await logIn(user) };
  }

  function del(client: SessionClient, url: string) {
    return client.request({ method: 'DELETE', url });
  }

  async function mailedKey(email: string): Promise<string> {
    const [mail] = await t.deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, email.toLowerCase()), eq(outboxEmails.kind, 'team_invite')))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    const key = mail ? INVITE_LINK.exec(mail.text)?.[1] : undefined;
    if (!key) throw new Error(`no invitation mail to ${email}`);
    return key;
  }

  async function isInvestorMember(investor: InvestorRow, userId: string): Promise<boolean> {
    const rows = await t.deps.db
      .select()
      .from(investorMembers)
      .where(and(eq(investorMembers.investorId, investor.id), eq(investorMembers.userId, userId)));
    return rows.length > 0;
  }

  describe('settings', () => {
    it('reads the settings: contact preference, pitch address (none: the members) and website', async () => {
      const a = await newInvestor();
      const settings = parseJson(
        await a.client.get(`/api/investors/${a.investor.key}/settings`),
        InvestorSettings,
      );
      expect(settings).toEqual({
        investorKey: a.investor.key,
        investorName: a.investor.name,
        status: 'PUBLISHED',
        contactPreference: 'EMAIL',
        contactEmail: null,
        memberEmails: [a.owner.email],
        website: null,
      });
    });

    it('saves the pitch address (lower-cased), clears it with null, and refuses a bad one as a field error', async () => {
      const a = await newInvestor();
      const url = `/api/investors/${a.investor.key}/settings`;
      const saved = parseJson(
        await a.client.put(url, { contactEmail: ' Pitch@Test-Capital.example ' }),
        InvestorSettings,
      );
      expect(saved.contactEmail).toBe('pitch@test-capital.example');
      expect(saved.contactPreference).toBe('EMAIL');

      const bad = expectError(await a.client.put(url, { contactEmail: 'not an address' }), 422, 'VALIDATION');
      expect(bad.fieldErrors?.contactEmail).toEqual([PITCH_EMAIL_MESSAGE]);
      expectError(await a.client.put(url, {}), 422, 'VALIDATION');
      expectError(await a.client.put(url, { contactPreference: 'PHONE' }), 422, 'VALIDATION');

      const cleared = parseJson(await a.client.put(url, { contactEmail: null }), InvestorSettings);
      expect(cleared.contactEmail).toBeNull();
    });

    it('takes WEBSITE only with a website on the profile; the public page then shows it', async () => {
      const a = await newInvestor();
      const url = `/api/investors/${a.investor.key}/settings`;
      const refused = expectError(
        await a.client.put(url, { contactPreference: 'WEBSITE' }),
        422,
        'VALIDATION',
      );
      expect(refused.fieldErrors?.contactPreference).toEqual([WEBSITE_NEEDED_MESSAGE]);

      await t.deps.db
        .update(investors)
        .set({ website: 'https://test-capital.example' })
        .where(eq(investors.id, a.investor.id));
      const saved = parseJson(await a.client.put(url, { contactPreference: 'WEBSITE' }), InvestorSettings);
      expect(saved.contactPreference).toBe('WEBSITE');
      const page = await createSessionClient(t.app).get(`/api/investors/${a.investor.key}`);
      expect(page.json()).toMatchObject({ contactPreference: 'WEBSITE' });
    });

    it("answers 404 to another investor's members and to startup members, 401 logged out; nothing changes", async () => {
      const a = await newInvestor();
      const b = await newInvestor();
      const startup = await newStartup();
      const url = `/api/investors/${b.investor.key}/settings`;
      for (const client of [a.client, startup.client]) {
        expectError(await client.get(url), 404, 'NOT_FOUND');
        expectError(await client.put(url, { contactEmail: 'thief@example.test' }), 404, 'NOT_FOUND');
      }
      expectError(await createSessionClient(t.app).get(url), 401, 'UNAUTHORIZED');
      const [row] = await t.deps.db.select().from(investors).where(eq(investors.id, b.investor.id));
      expect(row?.contactEmail).toBeNull();
    });
  });

  describe('team', () => {
    it('invites by mail; the invited address accepts and becomes a member of the investor', async () => {
      const a = await newInvestor();
      const invited = await insertUser(t.deps.db, { email: uniqueEmail('angel') });
      const response = await a.client.post(`/api/investors/${a.investor.key}/invites`, {
        email: invited.email,
      });
      expect(response.statusCode, response.body).toBe(201);
      const pending = parseJson(response, PendingInvite);
      expect(pending.expiresAt).toBe(addDays(TEST_NOW, 14).toISOString());

      const [mail] = await t.deps.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, invited.email), eq(outboxEmails.kind, 'team_invite')));
      expect(mail?.subject).toBe(`Test User invited you to join ${a.investor.name} on Nordhub`);
      expect(mail?.text).toContain("reads and answers startups' pitches");
      const key = await mailedKey(invited.email);

      const preview = parseJson(await createSessionClient(t.app).get(`/api/invites/${key}`), InvitePreview);
      expect(preview).toMatchObject({ profileType: 'investor', name: a.investor.name });
      expect(preview.email).toMatch(/^a\*\*\*@example\.test$/);

      const team = parseJson(await a.client.get(`/api/investors/${a.investor.key}/members`), TeamOverview);
      expect(team).toMatchObject({ profileType: 'investor', key: a.investor.key, name: a.investor.name });
      expect(team.invites).toEqual([pending]);
      expect(team.members).toEqual([
        expect.objectContaining({ userId: a.owner.id, role: 'owner', isYou: true }),
      ]);

      const someoneElse = await logIn(await insertUser(t.deps.db, { email: uniqueEmail('other') }));
      expectError(await someoneElse.post(`/api/invites/${key}/accept`, {}), 409, 'CONFLICT');

      const client = await logIn(invited);
      const accepted = await client.post(`/api/invites/${key}/accept`, {});
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toEqual({
        profileType: 'investor',
        key: a.investor.key,
        name: a.investor.name,
      });
      expect(await isInvestorMember(a.investor, invited.id)).toBe(true);
      const me = parseJson(await client.get('/api/users/me'), Me);
      expect(me.investors.map((investor) => investor.key)).toContain(a.investor.key);
      expectError(await client.post(`/api/invites/${key}/accept`, {}), 410, 'GONE');

      const after = parseJson(await client.get(`/api/investors/${a.investor.key}/members`), TeamOverview);
      expect(after.invites).toEqual([]);
      expect(after.members.map((member) => member.userId)).toEqual([a.owner.id, invited.id]);
    });

    it('revokes an invitation: its link stops working', async () => {
      const a = await newInvestor();
      const email = uniqueEmail('revoked');
      const pending = parseJson(
        await a.client.post(`/api/investors/${a.investor.key}/invites`, { email }),
        PendingInvite,
      );
      const key = await mailedKey(email);
      const revoked = await del(a.client, `/api/investors/${a.investor.key}/invites/${pending.id}`);
      expect(revoked.statusCode, revoked.body).toBe(200);
      expectError(await createSessionClient(t.app).get(`/api/invites/${key}`), 410, 'GONE');
      expectError(
        await del(a.client, `/api/investors/${a.investor.key}/invites/${pending.id}`),
        404,
        'NOT_FOUND',
      );
    });

    it('removes a member and lets a member leave, but never the last one', async () => {
      const a = await newInvestor();
      const partner = await addInvestorMember(a.investor);
      const removed = await del(a.client, `/api/investors/${a.investor.key}/members/${partner.user.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({ ok: true, hasLeft: false });
      expect(await isInvestorMember(a.investor, partner.user.id)).toBe(false);
      expectError(await partner.client.get(`/api/investors/${a.investor.key}/members`), 404, 'NOT_FOUND');

      const last = expectError(
        await del(a.client, `/api/investors/${a.investor.key}/members/${a.owner.id}`),
        409,
        'CONFLICT',
      );
      expect(last.message).toBe(lastMemberMessage('investor'));

      const second = await addInvestorMember(a.investor);
      const left = await del(second.client, `/api/investors/${a.investor.key}/members/${second.user.id}`);
      expect(left.json()).toEqual({ ok: true, hasLeft: true });
      expect(await isInvestorMember(a.investor, second.user.id)).toBe(false);
    });

    it("answers 404 on every team route of another investor (and a startup's key is not an investor's)", async () => {
      const a = await newInvestor();
      const b = await newInvestor();
      const startup = await newStartup();
      const bPending = parseJson(
        await b.client.post(`/api/investors/${b.investor.key}/invites`, { email: uniqueEmail('b-invite') }),
        PendingInvite,
      );
      const base = `/api/investors/${b.investor.key}`;
      expectError(await a.client.get(`${base}/members`), 404, 'NOT_FOUND');
      expectError(await a.client.post(`${base}/invites`, { email: uniqueEmail('x') }), 404, 'NOT_FOUND');
      expectError(await del(a.client, `${base}/invites/${bPending.id}`), 404, 'NOT_FOUND');
      expectError(await del(a.client, `${base}/members/${b.owner.id}`), 404, 'NOT_FOUND');
      // B's invitation cannot be revoked through A's key either.
      expectError(
        await del(a.client, `/api/investors/${a.investor.key}/invites/${bPending.id}`),
        404,
        'NOT_FOUND',
      );
      expectError(
        await startup.client.get(`/api/investors/${startup.company.key}/members`),
        404,
        'NOT_FOUND',
      );
      expectError(await a.client.get(`/api/companies/${startup.company.key}/members`), 404, 'NOT_FOUND');
      expect(await isInvestorMember(b.investor, b.owner.id)).toBe(true);
      const bTeam = parseJson(await b.client.get(`${base}/members`), TeamOverview);
      expect(bTeam.invites.map((invite) => invite.id)).toEqual([bPending.id]);
    });
  });

  describe('engagement', () => {
    function log(client: SessionClient, body: unknown) {
      return client.post('/api/engagement/log', body);
    }

    it('refuses malformed logs with 422 JSON field errors, and logged-out ones with 401', async () => {
      const a = await newInvestor();
      const startup = await newStartup();
      const good = {
        profile: { type: 'company', id: startup.company.key },
        target: { type: 'investor', id: a.investor.key },
        action: 'view',
      };
      const cases: unknown[] = [
        {},
        { ...good, action: 'like' },
        { ...good, action: undefined },
        { ...good, profile: { type: 'applicant', id: 'me' } },
        { ...good, target: { type: 'investor', id: '../etc/passwd' } },
        { ...good, target: { type: 'investor', id: 'x'.repeat(101) } },
        { ...good, extra: true },
        [good],
      ];
      for (const body of cases) {
        const error = expectError(await log(startup.client, body), 422, 'VALIDATION');
        expect(error.message).toEqual(expect.any(String));
      }
      const bad = expectError(await log(startup.client, { ...good, action: 'like' }), 422, 'VALIDATION');
      expect(Object.keys(bad.fieldErrors ?? {})).toContain('action');
      expectError(await log(createSessionClient(t.app), good), 401, 'UNAUTHORIZED');
      const rows = await t.deps.db
        .select()
        .from(profileEngagements)
        .where(eq(profileEngagements.targetInvestorId, a.investor.id));
      expect(rows).toEqual([]);
    });

    it('logs only as a profile of your own, and only about a published profile of this platform (404)', async () => {
      const a = await newInvestor();
      const startup = await newStartup();
      const strangers = await newStartup();
      const draft = await newInvestor({ status: 'DRAFT' });
      const impactOnly = await newInvestor({ platform: { main: false, impact: true } });
      const target = { type: 'investor', id: a.investor.key };
      expectError(
        await log(startup.client, {
          profile: { type: 'company', id: strangers.company.key },
          target,
          action: 'view',
        }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await log(startup.client, {
          profile: { type: 'investor', id: a.investor.key },
          target,
          action: 'view',
        }),
        404,
        'NOT_FOUND',
      );
      for (const hidden of [draft.investor.key, impactOnly.investor.key, 'no-such-investor']) {
        expectError(
          await log(startup.client, {
            profile: { type: 'company', id: startup.company.key },
            target: { type: 'investor', id: hidden },
            action: 'view',
          }),
          404,
          'NOT_FOUND',
        );
      }
      // An investor looking at its own page is not an engagement.
      const own = parseJson(
        await log(a.client, { profile: { type: 'investor', id: a.investor.id }, target, action: 'view' }),
        EngagementLogResult,
      );
      expect(own).toEqual({ recorded: false });
    });

    it('stores one view and one contact per profile and day; the investor sees who, linked to the startup', async () => {
      const a = await newInvestor();
      const startup = await newStartup();
      const draftStartup = await newStartup({ status: 'DRAFT' });
      const otherInvestor = await newInvestor();
      const target = { type: 'investor', id: a.investor.key };
      const as = (fixture: StartupFixture) => ({ type: 'company', id: fixture.company.key });

      const first = await log(startup.client, { profile: as(startup), target, action: 'view' });
      expect(first.statusCode, first.body).toBe(200);
      expect(parseJson(first, EngagementLogResult)).toEqual({ recorded: true });
      expect(
        parseJson(
          await log(startup.client, { profile: as(startup), target, action: 'view' }),
          EngagementLogResult,
        ),
      ).toEqual({ recorded: false });
      // By id works as well as by key, and is the same profile.
      expect(
        parseJson(
          await log(startup.client, {
            profile: { type: 'company', id: startup.company.id },
            target: { type: 'investor', id: a.investor.id },
            action: 'view',
          }),
          EngagementLogResult,
        ),
      ).toEqual({ recorded: false });
      t.setNow(addDays(TEST_NOW, 0.01));
      expect(
        parseJson(
          await log(startup.client, { profile: as(startup), target, action: 'contact' }),
          EngagementLogResult,
        ),
      ).toEqual({ recorded: true });
      // Two logs at once store one row.
      t.setNow(addDays(TEST_NOW, 0.02));
      const racing = await Promise.all([
        log(draftStartup.client, { profile: as(draftStartup), target, action: 'view' }),
        log(draftStartup.client, { profile: as(draftStartup), target, action: 'view' }),
      ]);
      expect(racing.map((response) => parseJson(response, EngagementLogResult).recorded).sort()).toEqual([
        false,
        true,
      ]);
      t.setNow(addDays(TEST_NOW, 1));
      expect(
        parseJson(
          await log(startup.client, { profile: as(startup), target, action: 'view' }),
          EngagementLogResult,
        ),
      ).toEqual({ recorded: true });
      t.setNow(addDays(TEST_NOW, 1.01));
      expect(
        parseJson(
          await log(otherInvestor.client, {
            profile: { type: 'investor', id: otherInvestor.investor.key },
            target,
            action: 'view',
          }),
          EngagementLogResult,
        ),
      ).toEqual({ recorded: true });

      const list = parseJson(
        await a.client.get(`/api/investors/${a.investor.key}/engagements`),
        ProfileEngagementList,
      );
      expect(list.items).toEqual([
        {
          profile: {
            type: 'investor',
            key: otherInvestor.investor.key,
            name: otherInvestor.investor.name,
            link: `/funding/${otherInvestor.investor.key}`,
          },
          action: 'view',
          at: addDays(TEST_NOW, 1.01).toISOString(),
        },
        {
          profile: {
            type: 'company',
            key: startup.company.key,
            name: startup.company.name,
            link: `/startups/${startup.company.key}`,
          },
          action: 'view',
          at: addDays(TEST_NOW, 1).toISOString(),
        },
        {
          profile: {
            type: 'company',
            key: draftStartup.company.key,
            name: draftStartup.company.name,
            // A draft startup has no public page to link to.
            link: null,
          },
          action: 'view',
          at: addDays(TEST_NOW, 0.02).toISOString(),
        },
        expect.objectContaining({
          profile: expect.objectContaining({ key: startup.company.key }),
          action: 'contact',
          at: addDays(TEST_NOW, 0.01).toISOString(),
        }),
        expect.objectContaining({
          profile: expect.objectContaining({ key: startup.company.key }),
          action: 'view',
          at: TEST_NOW.toISOString(),
        }),
      ]);
    });

    it("shows the list to the investor's members only (404 for others) and lists startup views for the startup", async () => {
      const a = await newInvestor();
      const b = await newInvestor();
      const startup = await newStartup();
      await log(startup.client, {
        profile: { type: 'company', id: startup.company.key },
        target: { type: 'investor', id: a.investor.key },
        action: 'view',
      });
      expectError(await b.client.get(`/api/investors/${a.investor.key}/engagements`), 404, 'NOT_FOUND');
      expectError(await startup.client.get(`/api/investors/${a.investor.key}/engagements`), 404, 'NOT_FOUND');
      expectError(
        await createSessionClient(t.app).get(`/api/investors/${a.investor.key}/engagements`),
        401,
        'UNAUTHORIZED',
      );
      const partner = await addInvestorMember(a.investor);
      const seen = parseJson(
        await partner.client.get(`/api/investors/${a.investor.key}/engagements`),
        ProfileEngagementList,
      );
      expect(seen.items.map((item) => item.profile.key)).toEqual([startup.company.key]);

      // An investor looking at a startup: the startup's members see it, the investor's do not.
      const logged = parseJson(
        await log(a.client, {
          profile: { type: 'investor', id: a.investor.key },
          target: { type: 'company', id: startup.company.key },
          action: 'view',
        }),
        EngagementLogResult,
      );
      expect(logged).toEqual({ recorded: true });
      const startupList = parseJson(
        await startup.client.get(`/api/companies/${startup.company.key}/engagements`),
        ProfileEngagementList,
      );
      expect(startupList.items).toEqual([
        expect.objectContaining({
          profile: expect.objectContaining({ type: 'investor', key: a.investor.key }),
          action: 'view',
        }),
      ]);
      expectError(await a.client.get(`/api/companies/${startup.company.key}/engagements`), 404, 'NOT_FOUND');
    });

    it('keeps a row when the member who logged it deletes the account (the profile did it)', async () => {
      const a = await newInvestor();
      const startup = await newStartup();
      await log(startup.client, {
        profile: { type: 'company', id: startup.company.key },
        target: { type: 'investor', id: a.investor.key },
        action: 'contact',
      });
      await t.deps.db.delete(users).where(eq(users.id, startup.owner.id));
      const kept = parseJson(
        await a.client.get(`/api/investors/${a.investor.key}/engagements`),
        ProfileEngagementList,
      );
      expect(kept.items).toHaveLength(1);
    });
  });
});
