/**
 * A startup's team and settings over HTTP, on both backends (issue 8 scopes 2 and 3): invitations by
 * mail accepted by new and existing accounts (only with the invited address), expired, revoked, used
 * and replaced keys, removing members and leaving (never the last member), every route refused with
 * 404 across tenants, the settings' field errors, the career domain's uniqueness, and Slack messages
 * through the safe webhook client (private addresses and redirects refused; a real send to a local
 * HTTPS receiver with an allow-policy for the test only).
 */
import crypto from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CAREER_DOMAIN_MESSAGE,
  CAREER_DOMAIN_RESERVED_MESSAGE,
  CAREER_DOMAIN_TAKEN_MESSAGE,
  LINKEDIN_URL_MESSAGE,
  NOTIFICATION_EMAILS_COUNT_MESSAGE,
  SLACK_WEBHOOK_MESSAGE,
  SLACK_WEBHOOK_MISSING_MESSAGE,
  StartupSettings,
} from '#domain/companies/startup-settings.schema.ts';
import {
  ALREADY_MEMBER_MESSAGE,
  INVITE_EMAIL_MESSAGE,
  INVITE_INVALID_MESSAGE,
  InvitePreview,
  LAST_MEMBER_MESSAGE,
  MAX_PENDING_INVITES,
  PendingInvite,
  TeamOverview,
  TOO_MANY_INVITES_MESSAGE,
} from '#domain/companies/team.schema.ts';
import { Me } from '#domain/users/user.schema.ts';
import { createSafeWebhookClient } from '#server/adapters/outbound/safe-webhook.ts';
import { createSlackNotifier } from '#server/adapters/outbound/slack-notifier.ts';
import { companies, companyInvites, companyMembers, outboxEmails, users } from '#server/db/schema/index.ts';
import { hashSecretToken } from '#server/services/auth/secret-tokens.ts';
import { notifyCompany } from '#server/services/startup-settings/notify-company.ts';
import { solveCaptcha } from '#tests/helpers/captcha.ts';
import {
  addDays,
  type CompanyRow,
  insertCompany,
  insertUser,
  type UserRow,
} from '#tests/helpers/factories.ts';
import {
  FAKE_WEBHOOK_HOST,
  type FakeWebhookReceiver,
  startFakeWebhookReceiver,
} from '#tests/helpers/fake-webhook-receiver.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { TEST_NOW } from '#tests/helpers/test-context.ts';

const PUBLIC_URL = 'http://localhost:3000';
const STRONG_PASSWORD = 'Fjord-Lights-42!';
const SLACK_URL = 'https://hooks.slack.com/services/T0001/B0002/secretsecret';
const INVITE_LINK = /http:\/\/localhost:3000\/client\/invites\/([A-Za-z0-9_-]{43})/;

const uniqueEmail = (label: string) => `${label}-${crypto.randomBytes(3).toString('hex')}@example.test`;

describe.each(BACKENDS)('team and settings API [%s]', (backend) => {
  let t: TestApp;
  let receiver: FakeWebhookReceiver;

  beforeAll(async () => {
    receiver = await startFakeWebhookReceiver();
    t = await createTestApp({ backend, env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  afterEach(() => {
    t.setNow(TEST_NOW);
    t.app.deps.slack = undefined;
    receiver.received.length = 0;
    receiver.respond((_request, response) => response.writeHead(200).end('ok'));
  });

  type Startup = { company: CompanyRow; owner: UserRow & { password: string }; client: SessionClient };

  async function logIn(user: { email: string; password: string }): Promise<SessionClient> {
    const client = createSessionClient(t.app);
    const response = await client.post('/api/users/sign-in', { email: user.email, password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  /** A startup with one member (its owner), signed in. */
  async function newStartup(): Promise<Startup> {
    const company = await insertCompany(t.deps.db);
    const owner = await insertUser(t.deps.db, { email: uniqueEmail('owner') });
    await t.deps.db.insert(companyMembers).values({ companyId: company.id, userId: owner.id, role: 'owner' });
    return { company, owner, client: await logIn(owner) };
  }

  async function addMember(company: CompanyRow) {
    const user = await insertUser(t.deps.db, { email: uniqueEmail('member') });
    await t.deps.db.insert(companyMembers).values({ companyId: company.id, userId: user.id, role: 'member' });
    return { user, client: await logIn(user) };
  }

  async function invite(startup: Startup, email: string) {
    const response = await startup.client.post(`/api/companies/${startup.company.key}/invites`, { email });
    expect(response.statusCode, response.body).toBe(201);
    return parseJson(response, PendingInvite);
  }

  /** The key in the newest invitation mail to `email`. */
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

  async function signUp(email: string): Promise<SessionClient> {
    const client = createSessionClient(t.app);
    const response = await client.post('/api/users/sign-up', {
      name: { first: 'Ingrid', last: 'Solberg' },
      email,
      password: STRONG_PASSWORD,
      reCaptchaResponse: await solveCaptcha(t.app),
    });
    expect(response.statusCode, response.body).toBe(201);
    return client;
  }

  async function isMember(company: CompanyRow, userId: string): Promise<boolean> {
    const rows = await t.deps.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, userId)));
    return rows.length > 0;
  }

  async function userByEmail(email: string) {
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    if (!row) throw new Error(`no user ${email}`);
    return row;
  }

  describe('invitations', () => {
    it('mails a link valid for 14 days, stores only its hash and lists it as pending', async () => {
      const startup = await newStartup();
      const email = uniqueEmail('New.Person');
      const pending = await invite(startup, email.toUpperCase());
      expect(pending.email).toBe(email.toLowerCase());
      expect(pending.expiresAt).toBe(addDays(TEST_NOW, 14).toISOString());

      const [mail] = await t.deps.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, email.toLowerCase()));
      expect(mail?.kind).toBe('team_invite');
      expect(mail?.subject).toBe(`Test User invited you to join ${startup.company.name} on Nordhub`);
      const key = await mailedKey(email);
      expect(mail?.html).toContain(`${PUBLIC_URL}/client/invites/${key}`);

      const [row] = await t.deps.db.select().from(companyInvites).where(eq(companyInvites.id, pending.id));
      expect(row?.tokenHash).toBe(hashSecretToken(key));
      expect(JSON.stringify(row)).not.toContain(key);

      const team = parseJson(
        await startup.client.get(`/api/companies/${startup.company.key}/members`),
        TeamOverview,
      );
      expect(team.invites).toEqual([pending]);
      expect(team.members).toEqual([
        expect.objectContaining({
          userId: startup.owner.id,
          email: startup.owner.email,
          role: 'owner',
          isYou: true,
        }),
      ]);
    });

    it('lets a NEW account sign up with the invited address and accept: member, address verified', async () => {
      const startup = await newStartup();
      const email = uniqueEmail('newcomer');
      await invite(startup, email);
      const key = await mailedKey(email);

      const anonymous = createSessionClient(t.app);
      const preview = parseJson(await anonymous.get(`/api/invites/${key}`), InvitePreview);
      expect(preview).toEqual({
        profileType: 'company',
        name: startup.company.name,
        email: `n***@example.test`,
        expiresAt: addDays(TEST_NOW, 14).toISOString(),
      });
      expectError(await anonymous.post(`/api/invites/${key}/accept`, {}), 401, 'UNAUTHORIZED');

      const newcomer = await signUp(email);
      expect((await userByEmail(email)).isEmailVerified).toBe(false);
      const accepted = await newcomer.post(`/api/invites/${key}/accept`, {});
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toEqual({
        profileType: 'company',
        key: startup.company.key,
        name: startup.company.name,
      });

      const user = await userByEmail(email);
      expect(user.isEmailVerified).toBe(true);
      expect(await isMember(startup.company, user.id)).toBe(true);
      const me = parseJson(await newcomer.get('/api/users/me'), Me);
      expect(me.profiles.map((profile) => profile.key)).toContain(startup.company.key);
      const team = parseJson(
        await newcomer.get(`/api/companies/${startup.company.key}/members`),
        TeamOverview,
      );
      expect(team.members.map((member) => member.email).sort()).toEqual([startup.owner.email, email].sort());
      expect(team.invites).toEqual([]);

      // Spent: the link works once.
      expectError(await newcomer.post(`/api/invites/${key}/accept`, {}), 410, 'GONE');
      expectError(await anonymous.get(`/api/invites/${key}`), 410, 'GONE');
    });

    it('lets an EXISTING account accept (addresses compare without case)', async () => {
      const startup = await newStartup();
      const existing = await insertUser(t.deps.db, { email: uniqueEmail('existing') });
      await invite(startup, existing.email.toUpperCase());
      const key = await mailedKey(existing.email);
      const client = await logIn(existing);
      const response = await client.post(`/api/invites/${key}/accept`, {});
      expect(response.statusCode, response.body).toBe(200);
      expect(await isMember(startup.company, existing.id)).toBe(true);
      const [row] = await t.deps.db
        .select()
        .from(companyInvites)
        .where(eq(companyInvites.tokenHash, hashSecretToken(key)));
      expect(row?.acceptedByUserId).toBe(existing.id);
    });

    it('refuses another account (a forwarded link grants nothing); the invited one still can', async () => {
      const startup = await newStartup();
      const invited = await insertUser(t.deps.db, { email: uniqueEmail('invited') });
      const other = await insertUser(t.deps.db, { email: uniqueEmail('other') });
      await invite(startup, invited.email);
      const key = await mailedKey(invited.email);

      const wrong = await logIn(other);
      const refused = expectError(await wrong.post(`/api/invites/${key}/accept`, {}), 409, 'CONFLICT');
      expect(refused.message).toBe(
        'This invitation was sent to i***@example.test: log in with that address to accept it',
      );
      expect(await isMember(startup.company, other.id)).toBe(false);
      expectError(await wrong.get(`/api/companies/${startup.company.key}/members`), 404, 'NOT_FOUND');

      const right = await logIn(invited);
      expect((await right.post(`/api/invites/${key}/accept`, {})).statusCode).toBe(200);
    });

    it('refuses an expired key (410) on the preview and the accept', async () => {
      const startup = await newStartup();
      const invited = await insertUser(t.deps.db, { email: uniqueEmail('late') });
      await invite(startup, invited.email);
      const key = await mailedKey(invited.email);
      const anonymous = createSessionClient(t.app);
      const fourteenDays = addDays(TEST_NOW, 14).getTime();
      t.setNow(new Date(fourteenDays - 1000));
      expect((await anonymous.get(`/api/invites/${key}`)).statusCode).toBe(200);
      t.setNow(new Date(fourteenDays));
      expectError(await anonymous.get(`/api/invites/${key}`), 410, 'GONE');
      t.setNow(TEST_NOW);

      // Signed in, with the key's 14 days over (its own expiry moved, so the session stays valid).
      const client = await logIn(invited);
      await t.deps.db
        .update(companyInvites)
        .set({ expiresAt: TEST_NOW })
        .where(eq(companyInvites.tokenHash, hashSecretToken(key)));
      expect(expectError(await client.get(`/api/invites/${key}`), 410, 'GONE').message).toBe(
        INVITE_INVALID_MESSAGE,
      );
      expectError(await client.post(`/api/invites/${key}/accept`, {}), 410, 'GONE');
      expect(await isMember(startup.company, invited.id)).toBe(false);
      // Expired invitations are no longer pending.
      const team = parseJson(
        await startup.client.get(`/api/companies/${startup.company.key}/members`),
        TeamOverview,
      );
      expect(team.invites).toEqual([]);
    });

    it('revokes an invitation: its link stops working', async () => {
      const startup = await newStartup();
      const invited = await insertUser(t.deps.db, { email: uniqueEmail('revoked') });
      const pending = await invite(startup, invited.email);
      const key = await mailedKey(invited.email);
      const revoked = await startup.client.request({
        method: 'DELETE',
        url: `/api/companies/${startup.company.key}/invites/${pending.id}`,
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
      const client = await logIn(invited);
      expectError(await client.post(`/api/invites/${key}/accept`, {}), 410, 'GONE');
      expectError(
        await startup.client.request({
          method: 'DELETE',
          url: `/api/companies/${startup.company.key}/invites/${pending.id}`,
        }),
        404,
        'NOT_FOUND',
      );
      const team = parseJson(
        await startup.client.get(`/api/companies/${startup.company.key}/members`),
        TeamOverview,
      );
      expect(team.invites).toEqual([]);
    });

    it('replaces a pending invitation to the same address: one live key per address', async () => {
      const startup = await newStartup();
      const email = uniqueEmail('twice');
      await invite(startup, email);
      const first = await mailedKey(email);
      await invite(startup, email);
      const second = await mailedKey(email);
      expect(second).not.toBe(first);
      const anonymous = createSessionClient(t.app);
      expectError(await anonymous.get(`/api/invites/${first}`), 410, 'GONE');
      expect((await anonymous.get(`/api/invites/${second}`)).statusCode).toBe(200);
      const team = parseJson(
        await startup.client.get(`/api/companies/${startup.company.key}/members`),
        TeamOverview,
      );
      expect(team.invites.map((pending) => pending.email)).toEqual([email]);
    });

    it('answers unknown and malformed keys with 404', async () => {
      const anonymous = createSessionClient(t.app);
      const unknown = crypto.randomBytes(32).toString('base64url');
      expect(expectError(await anonymous.get(`/api/invites/${unknown}`), 404, 'NOT_FOUND').message).toBe(
        INVITE_INVALID_MESSAGE,
      );
      expectError(await anonymous.get('/api/invites/abc'), 404, 'NOT_FOUND');
      expectError(await anonymous.get(`/api/invites/${'%27%20or%201%3D1'.repeat(3)}`), 404, 'NOT_FOUND');
    });

    it('refuses a member address with a field error, and a bad address with the field message', async () => {
      const startup = await newStartup();
      const body = expectError(
        await startup.client.post(`/api/companies/${startup.company.key}/invites`, {
          email: startup.owner.email.toUpperCase(),
        }),
        422,
        'VALIDATION',
      );
      expect(body.fieldErrors).toEqual({ email: [ALREADY_MEMBER_MESSAGE] });
      const bad = expectError(
        await startup.client.post(`/api/companies/${startup.company.key}/invites`, {
          email: 'not-an-address',
        }),
        422,
        'VALIDATION',
      );
      expect(bad.fieldErrors).toEqual({ email: [INVITE_EMAIL_MESSAGE] });
      const mails = await t.deps.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, startup.owner.email));
      expect(mails.filter((mail) => mail.kind === 'team_invite')).toEqual([]);
    });

    it(`caps pending invitations at ${MAX_PENDING_INVITES} per startup`, async () => {
      const startup = await newStartup();
      await t.deps.db.insert(companyInvites).values(
        Array.from({ length: MAX_PENDING_INVITES }, (_, index) => ({
          companyId: startup.company.id,
          email: `pending-${index}@example.test`,
          tokenHash: crypto.randomBytes(16).toString('hex'),
          expiresAt: addDays(TEST_NOW, 7),
        })),
      );
      const refused = expectError(
        await startup.client.post(`/api/companies/${startup.company.key}/invites`, {
          email: uniqueEmail('one-more'),
        }),
        409,
        'CONFLICT',
      );
      expect(refused.message).toBe(TOO_MANY_INVITES_MESSAGE);
      // Re-sending to an address already pending replaces it, so it stays possible.
      await invite(startup, 'pending-3@example.test');
    });

    it('limits invitations to 20 an hour per client', async () => {
      const startup = await newStartup();
      for (let index = 0; index < 20; index++) await invite(startup, uniqueEmail(`burst${index}`));
      const limited = await startup.client.post(`/api/companies/${startup.company.key}/invites`, {
        email: uniqueEmail('burst-21'),
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });

    it('needs a login to invite', async () => {
      const startup = await newStartup();
      const anonymous = createSessionClient(t.app);
      expectError(
        await anonymous.post(`/api/companies/${startup.company.key}/invites`, { email: uniqueEmail('x') }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('members', () => {
    it('any member removes another, who then gets 404 for the startup', async () => {
      const startup = await newStartup();
      const member = await addMember(startup.company);
      const response = await member.client.request({
        method: 'DELETE',
        url: `/api/companies/${startup.company.key}/members/${startup.owner.id}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ok: true, hasLeft: false });
      expect(await isMember(startup.company, startup.owner.id)).toBe(false);
      expectError(
        await startup.client.get(`/api/companies/${startup.company.key}/members`),
        404,
        'NOT_FOUND',
      );
    });

    it('a member leaves; the last member can neither leave nor be removed', async () => {
      const startup = await newStartup();
      const member = await addMember(startup.company);
      await t.deps.db
        .update(users)
        .set({ profile: `company:${startup.company.key}` })
        .where(eq(users.id, member.user.id));
      const left = await member.client.request({
        method: 'DELETE',
        url: `/api/companies/${startup.company.key}/members/${member.user.id}`,
      });
      expect(left.json()).toEqual({ ok: true, hasLeft: true });
      expect((await userByEmail(member.user.email)).profile).toBeNull();

      const last = expectError(
        await startup.client.request({
          method: 'DELETE',
          url: `/api/companies/${startup.company.key}/members/${startup.owner.id}`,
        }),
        409,
        'CONFLICT',
      );
      expect(last.message).toBe(LAST_MEMBER_MESSAGE);
      // An admin is not a member: removing the last member is refused for them too.
      const admin = await insertUser(t.deps.db, { email: uniqueEmail('admin'), isAdmin: true });
      const adminClient = await logIn(admin);
      expectError(
        await adminClient.request({
          method: 'DELETE',
          url: `/api/companies/${startup.company.key}/members/${startup.owner.id}`,
        }),
        409,
        'CONFLICT',
      );
      expect(await isMember(startup.company, startup.owner.id)).toBe(true);
      // Someone who is not a member cannot be removed.
      expectError(
        await startup.client.request({
          method: 'DELETE',
          url: `/api/companies/${startup.company.key}/members/${member.user.id}`,
        }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('across tenants', () => {
    it('answers a member of startup A with 404 for every read and write on startup B, and changes nothing', async () => {
      const a = await newStartup();
      const b = await newStartup();
      const bMember = await addMember(b.company);
      const bInvite = await invite(b, uniqueEmail('b-invitee'));
      await t.deps.db
        .update(companies)
        .set({
          slackWebhookUrl: SLACK_URL,
          slackNotifications: ['newapplicant'],
          notificationEmails: ['b@example.test'],
        })
        .where(eq(companies.id, b.company.id));
      const mailsBefore = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(outboxEmails);
      const bKey = b.company.key;
      const requests: [string, string, unknown?][] = [
        ['GET', `/api/companies/${bKey}/members`],
        ['POST', `/api/companies/${bKey}/invites`, { email: uniqueEmail('cross') }],
        ['DELETE', `/api/companies/${bKey}/invites/${bInvite.id}`],
        ['DELETE', `/api/companies/${bKey}/members/${bMember.user.id}`],
        ['DELETE', `/api/companies/${bKey}/members/${b.owner.id}`],
        ['GET', `/api/companies/${bKey}/settings`],
        [
          'PUT',
          `/api/companies/${bKey}/settings`,
          { notificationEmails: ['attacker@example.test'], slackWebhookUrl: null },
        ],
        ['POST', `/api/companies/${bKey}/settings/slack-test`, {}],
        // B's rows through A's own key are not A's either.
        ['DELETE', `/api/companies/${a.company.key}/invites/${bInvite.id}`],
        ['DELETE', `/api/companies/${a.company.key}/members/${b.owner.id}`],
      ];
      for (const [method, url, payload] of requests) {
        const response = await a.client.request({
          method: method as 'GET',
          url,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      const team = parseJson(await b.client.get(`/api/companies/${bKey}/members`), TeamOverview);
      expect(team.members.map((member) => member.userId).sort()).toEqual(
        [b.owner.id, bMember.user.id].sort(),
      );
      expect(team.invites.map((pending) => pending.id)).toEqual([bInvite.id]);
      const settings = parseJson(await b.client.get(`/api/companies/${bKey}/settings`), StartupSettings);
      expect(settings.notificationEmails).toEqual(['b@example.test']);
      expect(settings.slackWebhookUrl).toBe(SLACK_URL);
      const mailsAfter = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(outboxEmails);
      expect(mailsAfter[0]?.n).toBe(mailsBefore[0]?.n);
    });
  });

  describe('settings', () => {
    it('reads the defaults: notifications go to the members, Slack options from the site configuration', async () => {
      const startup = await newStartup();
      const settings = parseJson(
        await startup.client.get(`/api/companies/${startup.company.key}/settings`),
        StartupSettings,
      );
      expect(settings).toMatchObject({
        companyKey: startup.company.key,
        notificationEmails: [],
        memberEmails: [startup.owner.email],
        slackWebhookUrl: null,
        slackNotifications: [],
        linkedinId: null,
        linkedinUrl: null,
        careerDomain: null,
      });
      expect(settings.slackNotificationOptions.map((option) => option.value)).toEqual([
        'newapplicant',
        'newinterest',
        'newfollower',
        'jobexpiring',
        'weeklysummary',
      ]);
      expect(settings.slackNotificationOptions[0]?.text).toBe('A talent applies to a job');
    });

    it('saves the sections given and keeps the others', async () => {
      const startup = await newStartup();
      const url = `/api/companies/${startup.company.key}/settings`;
      let response = await startup.client.put(url, {
        notificationEmails: ['Hire@Example.test', 'cto@example.test', 'hire@example.test'],
        slackWebhookUrl: SLACK_URL,
        slackNotifications: ['weeklysummary', 'newapplicant'],
      });
      expect(response.statusCode, response.body).toBe(200);
      response = await startup.client.put(url, {
        linkedinUrl: 'https://www.linkedin.com/company/Acme-Robotics/',
      });
      const settings = parseJson(response, StartupSettings);
      expect(settings).toMatchObject({
        notificationEmails: ['hire@example.test', 'cto@example.test'],
        slackWebhookUrl: SLACK_URL,
        slackNotifications: ['newapplicant', 'weeklysummary'],
        linkedinId: 'acme-robotics',
        linkedinUrl: 'https://www.linkedin.com/company/acme-robotics/',
      });
      // The header banner reads this: the startup now has its LinkedIn page.
      const me = parseJson(await startup.client.get('/api/users/me'), Me);
      expect(
        me.profiles.find((profile) => profile.key === startup.company.key)?.hasProfessionalNetworkId,
      ).toBe(true);

      const cleared = parseJson(
        await startup.client.put(url, { linkedinUrl: null, slackWebhookUrl: '', notificationEmails: [] }),
        StartupSettings,
      );
      expect(cleared).toMatchObject({ linkedinId: null, slackWebhookUrl: null, notificationEmails: [] });
      expect(cleared.slackNotifications).toEqual(['newapplicant', 'weeklysummary']);
      const after = parseJson(await startup.client.get('/api/users/me'), Me);
      expect(
        after.profiles.find((profile) => profile.key === startup.company.key)?.hasProfessionalNetworkId,
      ).toBe(false);
    });

    it('answers each bad field with its message and saves nothing', async () => {
      const startup = await newStartup();
      const url = `/api/companies/${startup.company.key}/settings`;
      const body = expectError(
        await startup.client.put(url, {
          notificationEmails: ['a@example.test', 'nope'],
          slackWebhookUrl: 'https://127.0.0.1/services/T/B/x',
          slackNotifications: ['newapplicant', 'everything'],
          linkedinUrl: 'https://www.linkedin.com/in/a-person/',
          careerDomain: 'https://jobs.example.com/',
        }),
        422,
        'VALIDATION',
      );
      expect(body.fieldErrors).toEqual({
        notificationEmails: ['"nope" is not a valid email address'],
        slackWebhookUrl: [SLACK_WEBHOOK_MESSAGE],
        'slackNotifications.1': ['Please choose notifications from the list'],
        linkedinUrl: [LINKEDIN_URL_MESSAGE],
        careerDomain: [CAREER_DOMAIN_MESSAGE],
      });
      const tooMany = expectError(
        await startup.client.put(url, {
          notificationEmails: '1@x.dk, 2@x.dk, 3@x.dk, 4@x.dk, 5@x.dk, 6@x.dk',
        }),
        422,
        'VALIDATION',
      );
      expect(tooMany.fieldErrors).toEqual({ notificationEmails: [NOTIFICATION_EMAILS_COUNT_MESSAGE] });
      const [row] = await t.deps.db.select().from(companies).where(eq(companies.id, startup.company.id));
      expect(row).toMatchObject({
        notificationEmails: [],
        slackWebhookUrl: null,
        linkedinId: null,
        careerDomain: null,
      });
    });

    it('keeps a career domain unique across startups and refuses our own host names', async () => {
      const first = await newStartup();
      const second = await newStartup();
      const domain = `jobs.${crypto.randomBytes(3).toString('hex')}-startup.dk`;
      const saved = parseJson(
        await first.client.put(`/api/companies/${first.company.key}/settings`, {
          careerDomain: ` ${domain.toUpperCase()} `,
        }),
        StartupSettings,
      );
      expect(saved.careerDomain).toBe(domain);
      // Saving it again for the same startup is fine.
      expect(
        (await first.client.put(`/api/companies/${first.company.key}/settings`, { careerDomain: domain }))
          .statusCode,
      ).toBe(200);

      const taken = expectError(
        await second.client.put(`/api/companies/${second.company.key}/settings`, { careerDomain: domain }),
        422,
        'VALIDATION',
      );
      expect(taken.fieldErrors).toEqual({ careerDomain: [CAREER_DOMAIN_TAKEN_MESSAGE] });
      for (const ours of ['impact.localhost', 'careers.localhost']) {
        const reserved = expectError(
          await second.client.put(`/api/companies/${second.company.key}/settings`, { careerDomain: ours }),
          422,
          'VALIDATION',
        );
        expect(reserved.fieldErrors).toEqual({ careerDomain: [CAREER_DOMAIN_RESERVED_MESSAGE] });
      }

      await first.client.put(`/api/companies/${first.company.key}/settings`, { careerDomain: null });
      const moved = parseJson(
        await second.client.put(`/api/companies/${second.company.key}/settings`, { careerDomain: domain }),
        StartupSettings,
      );
      expect(moved.careerDomain).toBe(domain);
    });
  });

  describe('Slack', () => {
    const saveWebhook = (company: CompanyRow, url: string) =>
      t.deps.db
        .update(companies)
        .set({ slackWebhookUrl: url, slackNotifications: ['newapplicant'] })
        .where(eq(companies.id, company.id));
    /** The real client, except that hooks.slack.com is the local receiver and loopback is allowed. */
    const allowLocalReceiver = () => {
      t.app.deps.slack = createSlackNotifier({
        webhook: createSafeWebhookClient({
          resolve: async () => [{ address: '127.0.0.1', family: 4 }],
          isAllowedAddress: () => true,
          ca: receiver.ca,
        }),
      });
    };
    const slackTest = (startup: Startup, body: object = {}) =>
      startup.client.post(`/api/companies/${startup.company.key}/settings/slack-test`, body);

    it('refuses https://127.0.0.1/... typed in the form as not a Slack webhook', async () => {
      const startup = await newStartup();
      const body = expectError(
        await slackTest(startup, { slackWebhookUrl: `https://127.0.0.1:${receiver.port}/services/T/B/x` }),
        422,
        'VALIDATION',
      );
      expect(body.fieldErrors).toEqual({ slackWebhookUrl: [SLACK_WEBHOOK_MESSAGE] });
      expect(receiver.received).toEqual([]);
    });

    it('refuses a saved loopback URL with the real address policy: nothing is sent', async () => {
      const startup = await newStartup();
      await saveWebhook(startup.company, `https://127.0.0.1:${receiver.port}/services/T/B/x`);
      const body = expectError(await slackTest(startup), 422, 'VALIDATION');
      expect(body.fieldErrors?.slackWebhookUrl).toEqual([
        'This webhook URL points to a private or local network address, which is not allowed',
      ]);
      expect(receiver.received).toEqual([]);
    });

    it('refuses a webhook whose host resolves to a private address', async () => {
      const startup = await newStartup();
      t.app.deps.slack = createSlackNotifier({
        webhook: createSafeWebhookClient({
          resolve: async () => [
            { address: '34.1.2.3', family: 4 },
            { address: '10.1.2.3', family: 4 },
          ],
        }),
      });
      const body = expectError(await slackTest(startup, { slackWebhookUrl: SLACK_URL }), 422, 'VALIDATION');
      expect(body.fieldErrors?.slackWebhookUrl).toEqual([
        'This webhook URL points to a private or local network address, which is not allowed',
      ]);
    });

    it('does not follow a redirecting endpoint', async () => {
      const startup = await newStartup();
      allowLocalReceiver();
      receiver.respond((_request, response) =>
        response.writeHead(301, { location: `https://${FAKE_WEBHOOK_HOST}:${receiver.port}/stolen` }).end(),
      );
      await saveWebhook(startup.company, `https://${FAKE_WEBHOOK_HOST}:${receiver.port}/services/T1/B2/x`);
      const body = expectError(await slackTest(startup), 422, 'VALIDATION');
      expect(body.fieldErrors?.slackWebhookUrl).toEqual([
        'The webhook answered with a redirect, which is not followed: please check the URL',
      ]);
      expect(receiver.received.map((request) => request.path)).toEqual(['/services/T1/B2/x']);
    });

    it('sends a test message to a local receiver (allow-policy for this test only)', async () => {
      const startup = await newStartup();
      allowLocalReceiver();
      await saveWebhook(startup.company, `https://${FAKE_WEBHOOK_HOST}:${receiver.port}/services/T1/B2/x`);
      const response = await slackTest(startup);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ delivered: true });
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(receiver.received[0]?.body ?? '')).toEqual({
        text: `This is a test message from Nordhub: notifications for ${startup.company.name} will arrive in this channel.`,
      });
    });

    it('asks for a URL when none is typed or saved', async () => {
      const startup = await newStartup();
      const body = expectError(await slackTest(startup), 422, 'VALIDATION');
      expect(body.fieldErrors).toEqual({ slackWebhookUrl: [SLACK_WEBHOOK_MISSING_MESSAGE] });
    });

    it('notifyCompany mails the notification addresses or the members, posts to Slack when the kind is on, and never throws', async () => {
      const startup = await newStartup();
      const member = await addMember(startup.company);
      allowLocalReceiver();
      const message = {
        subject: 'New applicant for Backend engineer',
        text: 'Anna applied <today>',
        html: '<p>Anna applied</p>',
      };
      const deps = { db: t.deps.db, mail: t.deps.mail, slack: t.app.deps.slack };
      const kindCount = async (to: string, kind: string) =>
        (
          await t.deps.db
            .select()
            .from(outboxEmails)
            .where(and(eq(outboxEmails.to, to), eq(outboxEmails.kind, kind)))
        ).length;

      // No notification addresses: every member gets the mail; Slack is off.
      expect(await notifyCompany(deps, startup.company.id, 'newapplicant', message)).toEqual({
        emailsSent: 2,
        emailsFailed: 0,
        slack: 'off',
      });
      expect(await kindCount(startup.owner.email, 'company_newapplicant')).toBe(1);
      expect(await kindCount(member.user.email, 'company_newapplicant')).toBe(1);

      const hire = uniqueEmail('hire');
      await t.deps.db
        .update(companies)
        .set({
          notificationEmails: [hire],
          slackWebhookUrl: `https://${FAKE_WEBHOOK_HOST}:${receiver.port}/services/T1/B2/x`,
          slackNotifications: ['newapplicant'],
        })
        .where(eq(companies.id, startup.company.id));
      expect(await notifyCompany(deps, startup.company.id, 'newapplicant', message)).toEqual({
        emailsSent: 1,
        emailsFailed: 0,
        slack: 'sent',
      });
      expect(await kindCount(hire, 'company_newapplicant')).toBe(1);
      expect(await kindCount(startup.owner.email, 'company_newapplicant')).toBe(1);
      expect(JSON.parse(receiver.received[0]?.body ?? '')).toEqual({ text: 'Anna applied &lt;today&gt;' });
      // A kind not switched on for Slack only mails.
      expect((await notifyCompany(deps, startup.company.id, 'newfollower', message)).slack).toBe('off');

      // Failing mail and Slack: logged without addresses or the URL, and the caller carries on.
      const warnings: unknown[] = [];
      receiver.respond((_request, response) => response.writeHead(500).end());
      const failing = {
        db: t.deps.db,
        mail: {
          send: async () => {
            throw new Error(`SMTP refused ${hire}`);
          },
        },
        slack: deps.slack,
        logger: { warn: (details: object, text: string) => warnings.push({ details, text }) },
      };
      expect(await notifyCompany(failing, startup.company.id, 'newapplicant', message)).toEqual({
        emailsSent: 0,
        emailsFailed: 1,
        slack: 'failed',
      });
      expect(warnings).toHaveLength(2);
      expect(JSON.stringify(warnings)).not.toContain(hire);
      expect(JSON.stringify(warnings)).not.toContain('hooks.slack.com');
      expect(await notifyCompany(failing, crypto.randomUUID(), 'newapplicant', message)).toEqual({
        emailsSent: 0,
        emailsFailed: 0,
        slack: 'off',
      });
    });
  });
});
