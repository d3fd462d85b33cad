/**
 * The client portal over HTTP, on both backends: the page guards (docs/product.md, Permissions) answer with the right
 * redirects, and the portal pages show the signed-in user's own data only (membership checked in
 * the service layer, across tenants). The pages are served by the same app with React Router (in
 * development mode, so no production build is needed), and requested as a browser would, with the
 * session cookie of a real sign-in.
 */
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Me } from '#domain/users/user.schema.ts';
import {
  applications,
  companies,
  companyFollows,
  investorMembers,
  investors,
  jobSaves,
  jobs,
  users,
} from '#server/db/schema/index.ts';
import { buildApp } from '#server/http/app.ts';
import { addCompanyMember, insertCompany, insertJob, insertUser } from '#tests/helpers/factories.ts';
import { parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const DEMO_PASSWORD = 'Nordhub-demo-2026!';
const DEMO = {
  talent: 'talent@nordhub.test',
  recruiter: 'recruiter@nordhub.test',
  investor: 'investor@nordhub.test',
  multi: 'multi@nordhub.test',
  admin: 'admin@nordhub.test',
} as const;

/** The page's text as a reader gets it: tags dropped, the usual entities decoded. */
function pageText(response: LightMyRequestResponse): string {
  return (
    response.body
      .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
      // React separates adjacent text with empty comments: they are not spaces.
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/\s+/g, ' ')
  );
}

function expectRedirect(response: LightMyRequestResponse, location: string): void {
  expect(response.statusCode, `${response.statusCode} ${response.headers.location ?? ''}`).toBe(302);
  expect(response.headers.location).toBe(location);
}

function expectPage(response: LightMyRequestResponse, title: string): string {
  expect(response.statusCode, response.headers.location ?? response.body.slice(0, 500)).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toContain(`<title>${title}`);
  expect(response.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  return pageText(response);
}

describe.each(BACKENDS)('client portal pages [%s]', (backend) => {
  let t: TestApp;
  let pages: FastifyInstance;

  beforeAll(async () => {
    // Development mode renders pages through Vite, straight from the sources.
    t = await createTestApp({ backend, env: { NODE_ENV: 'development' } });
    pages = await buildApp({ deps: t.deps, logger: false, withPages: true });
    await pages.ready();
    // The first page compiles the app; later ones are quick.
    await pages.inject({ method: 'GET', url: '/client' });
  });
  afterAll(async () => {
    await pages?.close();
    await t?.close();
  });

  async function logIn(email: string, password = DEMO_PASSWORD): Promise<SessionClient> {
    const client = createSessionClient(pages);
    const response = await client.post('/api/users/sign-in', { email, password });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  async function userId(email: string): Promise<string> {
    const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  }

  describe('profile selection (docs/product.md, Profile selection)', () => {
    /**
     * The text of the client home's profile card marked Selected ('<name> Talent Selected'), as a
     * browser holding `profileCookie` (the nh_profile value of its last switch, if any) sees it.
     */
    async function selectedOnClientHome(client: SessionClient, profileCookie?: string) {
      const cookie = [`${client.cookieName}=${client.cookie}`];
      if (profileCookie) cookie.push(`nh_profile=${profileCookie}`);
      const response = await client.request({
        method: 'GET',
        url: '/client',
        headers: { cookie: cookie.join('; ') },
      });
      expect(response.statusCode, response.headers.location ?? '').toBe(200);
      return response.body
        .split('<li')
        .map((item) =>
          item
            .replace(/<!--[\s\S]*?-->/g, '')
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' '),
        )
        .find((item) => item.includes('Selected'));
    }

    it('follows a switch made in this browser over the saved profile, until the next login', async () => {
      const company = await insertCompany(t.deps.db);
      const user = await insertUser(t.deps.db);
      await addCompanyMember(t.deps.db, company, user);
      const client = await logIn(user.email, user.password);
      expect((await client.post('/api/applicant')).statusCode).toBe(201);
      const save = await client.post('/api/users/select-profile', {
        profile: `company:${company.key}`,
        save: true,
      });
      expect(save.statusCode, save.body).toBe(200);
      expect(await selectedOnClientHome(client)).toContain('Startup');

      // Switch profile without 'Remember my choice': this browser uses the talent profile now...
      const once = await client.post('/api/users/select-profile', { profile: 'applicant', save: false });
      const switched = once.cookies.find((c) => c.name === 'nh_profile')?.value;
      expect(switched).toBe('applicant');
      expect(await selectedOnClientHome(client, switched)).toContain('Talent');
      expect(parseJson(await client.get('/api/users/me'), Me).profile).toBe(`company:${company.key}`);

      // ...and a new login clears the browser's choice, so the saved one is loaded again.
      const again = await client.post('/api/users/sign-in', { email: user.email, password: user.password });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.cookies.find((c) => c.name === 'nh_profile')?.value).toBe('');
      expect(await selectedOnClientHome(client)).toContain('Startup');
    });
  });

  describe('logged out', () => {
    it.each([
      ['/client', '/?to=/client'],
      ['/client/my-jobs', '/?to=/client/my-jobs'],
      ['/client/followed-startups', '/?to=/client/followed-startups'],
      ['/client/startups/mosegaard-analytics', '/?to=/client/startups/mosegaard-analytics'],
      ['/client/investors/fjordline-ventures', '/?to=/client/investors/fjordline-ventures'],
      ['/client/my-jobs?page=2&sort=new', '/?to=/client/my-jobs%3Fpage%3D2%26sort%3Dnew'],
    ])('%s sends the visitor to log in first', async (path, location) => {
      const response = await pages.inject({ method: 'GET', url: path });
      expectRedirect(response, location);
    });
  });

  describe('talent', () => {
    let talent: SessionClient;
    beforeAll(async () => {
      talent = await logIn(DEMO.talent);
    });

    it('lists their own applications with the candidate status, saved jobs and nothing of others', async () => {
      const id = await userId(DEMO.talent);
      const applied = await t.deps.db
        .select({ title: jobs.title, company: companies.name, stage: applications.stage })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(eq(applications.userId, id));
      const saved = await t.deps.db
        .select({ title: jobs.title })
        .from(jobSaves)
        .innerJoin(jobs, eq(jobs.id, jobSaves.jobId))
        .where(eq(jobSaves.userId, id));
      expect(applied.length).toBeGreaterThan(0);
      expect(saved.length).toBeGreaterThan(0);

      // Someone else's application to a job the talent never touched.
      const other = await insertUser(t.deps.db);
      const company = await insertCompany(t.deps.db);
      const foreignJob = await insertJob(t.deps.db, company, { title: `Secret role ${Date.now()}` });
      await t.deps.db
        .insert(applications)
        .values({ jobId: foreignJob.id, userId: other.id, name: 'Other', email: other.email });

      const text = expectPage(await talent.get('/client/my-jobs'), 'My jobs');
      expect(text).toContain(`Applications (${applied.length})`);
      expect(text).toContain(`Saved jobs (${saved.length})`);
      for (const row of [...applied, ...saved]) expect(text).toContain(row.title);
      for (const row of applied) expect(text).toContain(row.company);
      const labels = {
        applied: 'Applied',
        custom: 'In review',
        toreject: 'In review',
        hired: 'Hired',
        rejected: 'Not selected',
      };
      for (const row of applied) expect(text).toContain(labels[row.stage as keyof typeof labels]);
      expect(text).not.toContain(foreignJob.title);
    });

    it('lists the startups they follow', async () => {
      const followed = await t.deps.db
        .select({ name: companies.name })
        .from(companyFollows)
        .innerJoin(companies, eq(companies.id, companyFollows.companyId))
        .where(and(eq(companyFollows.userId, await userId(DEMO.talent)), eq(companies.status, 'PUBLISHED')));
      expect(followed.length).toBeGreaterThan(0);
      const text = expectPage(await talent.get('/client/followed-startups'), 'Followed startups');
      for (const row of followed) expect(text).toContain(row.name);
    });

    it('shows their profiles on the client home', async () => {
      const text = expectPage(await talent.get('/client'), 'My dashboard');
      expect(text).toContain('Your profiles');
      expect(text).toContain('Talent');
      expect(text).not.toContain('Create a talent profile');
    });

    it('is sent away from startup and investor pages that are not theirs', async () => {
      expectRedirect(await talent.get('/client/startups/mosegaard-analytics'), '/client/');
      expectRedirect(await talent.get('/client/investors/fjordline-ventures'), '/investors/join');
    });
  });

  describe('a new user without profiles', () => {
    let client: SessionClient;
    beforeAll(async () => {
      const user = await insertUser(t.deps.db);
      client = await logIn(user.email, user.password);
    });

    it('has no My jobs: an applicant page goes to the front page', async () => {
      expectRedirect(await client.get('/client/my-jobs'), '/');
    });

    it('sees honest empty states and how to create a profile', async () => {
      const home = expectPage(await client.get('/client'), 'My dashboard');
      expect(home).toContain('You have no profile yet');
      for (const link of [
        'Create a talent profile',
        'Create a startup profile',
        'Create an investor profile',
      ]) {
        expect(home).toContain(link);
      }
      expect((await client.get('/client')).body).toContain('href="/client/applicant?create=1"');
      const followed = expectPage(await client.get('/client/followed-startups'), 'Followed startups');
      expect(followed).toContain('You do not follow any startup yet');
    });
  });

  describe('startup members', () => {
    let recruiter: SessionClient;
    beforeAll(async () => {
      recruiter = await logIn(DEMO.recruiter);
    });

    it('opens the dashboard of their own startup with its figures', async () => {
      const [company] = await t.deps.db
        .select()
        .from(companies)
        .where(eq(companies.key, 'mosegaard-analytics'));
      const [active] = await t.deps.db
        .select({ count: count() })
        .from(jobs)
        .where(and(eq(jobs.companyId, company!.id), eq(jobs.status, 'ACTIVE')));
      const response = await recruiter.get('/client/startups/mosegaard-analytics');
      const text = expectPage(response, 'Mosegaard Analytics: startup dashboard');
      expect(text).toContain(`Active jobs ${active!.count}`);
      for (const item of [
        'My jobs',
        'All applicants',
        'Post a job',
        'Edit startup profile',
        'Startup settings',
        'Team members',
      ]) {
        expect(text).toContain(item);
      }
      expect(response.body).toContain(
        'href="/client/startups/mosegaard-analytics/settings?openedSetting=linkedin"',
      );
      expect(response.body).toContain('href="/client/startups/mosegaard-analytics/applicants"');
    });

    it.each([
      ['another tenant', '/client/startups/fjellpuls'],
      ['a key that does not exist', '/client/startups/no-such-startup'],
    ])('is sent to /client/ for %s', async (_label, path) => {
      expectRedirect(await recruiter.get(path), '/client/');
    });

    it('is sent to the form of a draft startup, wherever in its portal', async () => {
      const user = await insertUser(t.deps.db);
      const draft = await insertCompany(t.deps.db, { status: 'DRAFT' });
      await addCompanyMember(t.deps.db, draft, user);
      const member = await logIn(user.email, user.password);
      expectRedirect(await member.get(`/client/startups/${draft.key}`), `/client/startups/${draft.key}/edit`);
      // The same startup published: the dashboard opens.
      await t.deps.db.update(companies).set({ status: 'PUBLISHED' }).where(eq(companies.id, draft.id));
      expectPage(await member.get(`/client/startups/${draft.key}`), `${draft.name}: startup dashboard`);
    });

    it('tells in Me which startups lack the professional-network id (the banner)', async () => {
      const me = parseJson(await recruiter.get('/api/users/me'), Me);
      const startups = me.profiles.filter((p) => p.type === 'company');
      expect(startups.map((p) => [p.key, p.link, p.hasProfessionalNetworkId])).toEqual([
        ['kodkraft', '/client/startups/kodkraft', true],
        ['mosegaard-analytics', '/client/startups/mosegaard-analytics', false],
      ]);
    });
  });

  describe('investor members', () => {
    let investor: SessionClient;
    beforeAll(async () => {
      investor = await logIn(DEMO.investor);
    });

    it('opens the dashboard of their own investor profile', async () => {
      const text = expectPage(
        await investor.get('/client/investors/fjordline-ventures'),
        'Fjordline Ventures: investor dashboard',
      );
      expect(text).toContain('Edit investor profile');
      // Settings and team are built (issue 12): the dashboard links them, and shows who viewed it.
      expect(text).toContain('Investor settings');
      expect(text).toContain('Team members');
      expect(text).toContain('Who viewed your profile');
    });

    it("opens its settings and team pages, and another investor's are refused", async () => {
      const settings = expectPage(
        await investor.get('/client/investors/fjordline-ventures/settings'),
        'Fjordline Ventures: investor settings',
      );
      expect(settings).toContain('How startups contact you');
      expect(settings).toContain('Pitch emails');
      const team = expectPage(
        await investor.get('/client/investors/fjordline-ventures/users'),
        'Fjordline Ventures: team members',
      );
      expect(team).toContain('Invite a team member');
      for (const page of ['settings', 'users']) {
        expectRedirect(
          await investor.get(`/client/investors/lighthouse-angels-copenhagen/${page}`),
          '/investors/join',
        );
      }
    });

    it('is sent to /investors/join for another investor or an unknown key', async () => {
      expectRedirect(await investor.get('/client/investors/lighthouse-angels-copenhagen'), '/investors/join');
      expectRedirect(await investor.get('/client/investors/no-such-fund'), '/investors/join');
    });

    it('is sent to the form of a draft investor profile', async () => {
      const [draft] = await t.deps.db.select().from(investors).where(eq(investors.status, 'DRAFT')).limit(1);
      await t.deps.db
        .insert(investorMembers)
        .values({ investorId: draft!.id, userId: await userId(DEMO.investor) });
      expectRedirect(
        await investor.get(`/client/investors/${draft!.key}`),
        `/client/investors/${draft!.key}/edit`,
      );
    });
  });

  describe('admins', () => {
    let admin: SessionClient;
    beforeAll(async () => {
      admin = await logIn(DEMO.admin);
    });

    it('open any startup and investor dashboard without being a member', async () => {
      expectPage(await admin.get('/client/startups/fjellpuls'), 'Fjellpuls: startup dashboard');
      expectPage(
        await admin.get('/client/investors/lighthouse-angels-copenhagen'),
        'Lighthouse Angels Copenhagen: investor dashboard',
      );
    });

    it('are still sent to the form of a draft', async () => {
      const [draft] = await t.deps.db.select().from(companies).where(eq(companies.status, 'DRAFT')).limit(1);
      expectRedirect(
        await admin.get(`/client/startups/${draft!.key}`),
        `/client/startups/${draft!.key}/edit`,
      );
    });

    it('are refused on an unknown key like anyone', async () => {
      expectRedirect(await admin.get('/client/startups/no-such-startup'), '/client/');
    });
  });
});
