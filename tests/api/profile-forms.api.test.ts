/**
 * The startup and investor forms over HTTP (issue 3, profile creation): creating a DRAFT profile on
 * the host's platform with a key from its name, saving and publishing it as a member or an admin
 * (everyone else gets a 404), validation answers, the profiles of the other platform in `Me` (the
 * Connect profile modal) and the selected profile being forgotten at logout.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyDetail } from '#domain/companies/company.schema.ts';
import {
  COMPANY_NAME_MESSAGE,
  COUNTRY_MESSAGE,
  EditableCompany,
  PUBLISH_DESCRIPTION_MESSAGE,
  WEBSITE_MESSAGE,
} from '#domain/companies/company-form.schema.ts';
import { InvestorDetail } from '#domain/investors/investor.schema.ts';
import {
  CATEGORY_MESSAGE,
  EditableInvestor,
  INVESTOR_NAME_MESSAGE,
  PUBLISH_INTRO_MESSAGE,
} from '#domain/investors/investor-form.schema.ts';
import { EditableInvestorProfile } from '#domain/investors/investor-profile.schema.ts';
import { Me } from '#domain/users/user.schema.ts';
import { companies, companyMembers, investorMembers, investors } from '#server/db/schema/index.ts';
import { insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const IMPACT_HOST = 'impact.localhost';

function suffix(): string {
  return Math.random().toString(36).slice(2, 8);
}

/** What a listed investor profile needs besides its introduction (issue 33), the logo kept from the row. */
const LISTABLE_INVESTOR = {
  logoImage: 'seed/investors/test-logo.png',
  stages: ['seed'],
  industries: ['fintech'],
  investmentRange: { min: '50k-250k', max: '250k-1m' },
  countryCodes: ['DK'],
  markets: ['DK'],
};

describe.each(BACKENDS)('startup and investor forms API [%s]', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ backend });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(options: { isAdmin?: boolean } = {}) {
    const user = await insertUser(t.deps.db, options);
    const client = createSessionClient(t.app);
    const response = await client.post('/api/users/sign-in', { email: user.email, password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    return { user, client };
  }

  async function meOf(client: SessionClient, host?: string) {
    const response = await client.request({
      method: 'GET',
      url: '/api/users/me',
      ...(host ? { headers: { host } } : {}),
    });
    return parseJson(response, Me);
  }

  async function createStartup(client: SessionClient, body: Record<string, unknown>, host?: string) {
    return client.request({
      method: 'POST',
      url: '/api/companies',
      payload: body,
      ...(host ? { headers: { host } } : {}),
    });
  }

  describe('POST /api/companies', () => {
    it('creates a DRAFT startup on this platform, keyed by its name, with the user as owner', async () => {
      const { user, client } = await signedIn();
      const name = `Fjord Ærø Labs ${suffix()}`;
      const expectedKey = name.toLowerCase().replace('ærø', 'aero').replaceAll(' ', '-');

      const response = await createStartup(client, { name, countryCode: 'NO', website: 'fjordlabs.no' });
      expect(response.statusCode, response.body).toBe(201);
      expect(parseJson(response, EditableCompany)).toEqual({
        key: expectedKey,
        name,
        countryCode: 'NO',
        website: 'http://fjordlabs.no',
        whatWeDo: '',
        status: 'DRAFT',
        platform: { main: true, impact: false },
      });

      const [membership] = await t.deps.db
        .select({ role: companyMembers.role })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(and(eq(companies.key, expectedKey), eq(companyMembers.userId, user.id)));
      expect(membership?.role).toBe('owner');

      const me = await meOf(client);
      expect(me.profiles).toEqual([
        expect.objectContaining({
          type: 'company',
          id: `company:${expectedKey}`,
          name,
          typeLabel: 'Startup',
          isDraft: true,
          link: `/client/startups/${expectedKey}/edit`,
        }),
      ]);
      // A draft is private: its members see it, the public does not.
      expect((await client.get(`/api/companies/${expectedKey}/hidden`)).statusCode).toBe(200);
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/companies/${expectedKey}` }),
        404,
        'NOT_FOUND',
      );
    });

    it('gives a startup with a taken name the next free key, also when two are created at once', async () => {
      const { client } = await signedIn();
      const name = `Kodverk ${suffix()}`;
      const base = name.toLowerCase().replace(' ', '-');
      const first = parseJson(await createStartup(client, { name, countryCode: 'SE' }), EditableCompany);
      expect(first.key).toBe(base);
      expect(first.website).toBeNull();
      const [second, third] = await Promise.all([
        createStartup(client, { name, countryCode: 'SE' }),
        createStartup(client, { name, countryCode: 'SE' }),
      ]);
      const keys = [second, third].map((r) => parseJson(r, EditableCompany).key).sort();
      expect(keys).toEqual([`${base}-2`, `${base}-3`]);

      const reserved = parseJson(
        await createStartup(client, { name: 'New', countryCode: 'DK' }),
        EditableCompany,
      );
      expect(reserved.key).toMatch(/^new-startup(-\d+)?$/);
      const symbols = parseJson(
        await createStartup(client, { name: '***', countryCode: 'DK' }),
        EditableCompany,
      );
      expect(symbols.key).toMatch(/^startup(-\d+)?$/);
    });

    it('creates it on the impact platform on the impact host; Me lists it there, and as another platform’s profile on the main one', async () => {
      const { client } = await signedIn();
      const name = `Impact Forge ${suffix()}`;
      const created = parseJson(
        await createStartup(
          client,
          { name, countryCode: 'FI', website: 'https://forge.example' },
          IMPACT_HOST,
        ),
        EditableCompany,
      );
      expect(created.platform).toEqual({ main: false, impact: true });

      const onImpact = await meOf(client, IMPACT_HOST);
      expect(onImpact.profiles.map((p) => p.id)).toEqual([`company:${created.key}`]);
      expect(onImpact.otherPlatformProfiles).toEqual([]);

      const onMain = await meOf(client);
      expect(onMain.profiles).toEqual([]);
      expect(onMain.otherPlatformProfiles).toEqual([
        expect.objectContaining({ id: `company:${created.key}`, name, typeLabel: 'Startup', isDraft: true }),
      ]);

      // Connect profile: continue with it on the main platform too.
      const connected = await client.post(`/api/companies/${created.key}/platform`, { platform: 'main' });
      expect(parseJson(connected, CompanyDetail).platform).toEqual({ main: true, impact: true });
      const after = await meOf(client);
      expect(after.profiles.map((p) => p.id)).toEqual([`company:${created.key}`]);
      expect(after.otherPlatformProfiles).toEqual([]);
    });

    it('answers invalid input with 422 and a message per field, and a visitor with 401', async () => {
      const { client } = await signedIn();
      const empty = expectError(await createStartup(client, {}), 422, 'VALIDATION');
      expect(empty.fieldErrors).toEqual({ name: [COMPANY_NAME_MESSAGE], countryCode: [COUNTRY_MESSAGE] });

      const bad = expectError(
        await createStartup(client, { name: 'x'.repeat(101), countryCode: 'NI', website: 'not a site' }),
        422,
        'VALIDATION',
      );
      expect(bad.fieldErrors).toEqual({
        name: [COMPANY_NAME_MESSAGE],
        countryCode: [COUNTRY_MESSAGE],
        website: [WEBSITE_MESSAGE],
      });
      for (const website of ['localhost', 'ftp://example.com', `${'a'.repeat(200)}.com`, 42]) {
        const response = await createStartup(client, { name: 'Fine', countryCode: 'DK', website });
        expect(expectError(response, 422, 'VALIDATION').fieldErrors, String(website)).toEqual({
          website: [WEBSITE_MESSAGE],
        });
      }
      expectError(
        await createSessionClient(t.app).post('/api/companies', { name: 'Anon', countryCode: 'DK' }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('PUT /api/companies/{key}', () => {
    it('saves and publishes for members and admins; anyone else gets 404 and changes nothing', async () => {
      const a = await signedIn();
      const b = await signedIn();
      const admin = await signedIn({ isAdmin: true });
      const startupA = parseJson(
        await createStartup(a.client, { name: `Startup A ${suffix()}`, countryCode: 'DK' }),
        EditableCompany,
      );
      const startupB = parseJson(
        await createStartup(b.client, { name: `Startup B ${suffix()}`, countryCode: 'SE' }),
        EditableCompany,
      );
      const form = { name: 'Taken over', countryCode: 'DK', website: '', whatWeDo: 'Nothing good' };

      expectError(await a.client.put(`/api/companies/${startupB.key}`, form), 404, 'NOT_FOUND');
      expectError(await a.client.put('/api/companies/no-such-startup', form), 404, 'NOT_FOUND');
      expectError(
        await createSessionClient(t.app).put(`/api/companies/${startupB.key}`, form),
        401,
        'UNAUTHORIZED',
      );
      const [unchanged] = await t.deps.db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.key, startupB.key));
      expect(unchanged?.name).toBe(startupB.name);

      const byAdmin = await admin.client.put(`/api/companies/${startupB.key}`, {
        ...form,
        name: 'Renamed by admin',
        countryCode: 'SE',
      });
      expect(parseJson(byAdmin, EditableCompany)).toMatchObject({
        key: startupB.key,
        name: 'Renamed by admin',
        status: 'DRAFT',
      });

      const saved = await a.client.put(`/api/companies/${startupA.key}`, {
        name: 'Startup A renamed',
        countryCode: 'IS',
        website: 'www.startup-a.is',
        whatWeDo: '',
      });
      expect(parseJson(saved, EditableCompany)).toEqual({
        ...startupA,
        name: 'Startup A renamed',
        countryCode: 'IS',
        website: 'http://www.startup-a.is',
      });

      const noDescription = expectError(
        await a.client.put(`/api/companies/${startupA.key}`, {
          name: 'Startup A renamed',
          countryCode: 'IS',
          publish: true,
        }),
        422,
        'VALIDATION',
      );
      expect(noDescription.fieldErrors).toEqual({ whatWeDo: [PUBLISH_DESCRIPTION_MESSAGE] });

      const published = await a.client.put(`/api/companies/${startupA.key}`, {
        name: 'Startup A renamed',
        countryCode: 'IS',
        website: 'https://startup-a.is',
        whatWeDo: '  We publish things.  ',
        publish: true,
      });
      expect(parseJson(published, EditableCompany)).toMatchObject({
        status: 'PUBLISHED',
        whatWeDo: 'We publish things.',
      });
      const publicView = parseJson(
        await t.app.inject({ method: 'GET', url: `/api/companies/${startupA.key}` }),
        CompanyDetail,
      );
      expect(publicView).toMatchObject({ name: 'Startup A renamed', countries: [{ countryCode: 'IS' }] });
      const [entry] = (await meOf(a.client)).profiles;
      expect(entry?.isDraft).toBe(false);
      // Published: the profile link leads to the startup's portal, no longer to its form.
      expect(entry?.link).toMatch(new RegExp(`^/client/startups/${startupA.key}(/|$)`));
      expect(entry?.link).not.toMatch(/\/edit$/);

      // Saving again keeps it published.
      const resaved = await a.client.put(`/api/companies/${startupA.key}`, {
        name: 'Startup A',
        countryCode: 'IS',
        whatWeDo: 'We publish things.',
      });
      expect(parseJson(resaved, EditableCompany).status).toBe('PUBLISHED');

      const invalid = expectError(
        await a.client.put(`/api/companies/${startupA.key}`, {
          name: ' ',
          countryCode: 'XX',
          whatWeDo: 'y'.repeat(301),
          publish: 'yes',
        }),
        422,
        'VALIDATION',
      );
      expect(Object.keys(invalid.fieldErrors ?? {}).sort()).toEqual([
        'countryCode',
        'name',
        'publish',
        'whatWeDo',
      ]);
    });
  });

  describe('investors', () => {
    it('creates a DRAFT investor keyed by its name; members and admins save and publish it, others get 404', async () => {
      const a = await signedIn();
      const b = await signedIn();
      const admin = await signedIn({ isAdmin: true });
      const name = `Nordlys Ventures ${suffix()}`;

      const response = await a.client.post('/api/investors', {
        name,
        category: 'vc',
        website: 'nordlys.vc',
      });
      expect(response.statusCode, response.body).toBe(201);
      const created = parseJson(response, EditableInvestor);
      expect(created).toEqual({
        key: name.toLowerCase().replaceAll(' ', '-'),
        name,
        category: 'vc',
        website: 'http://nordlys.vc',
        intro: '',
        status: 'DRAFT',
        platform: { main: true, impact: false },
      });
      const [membership] = await t.deps.db
        .select({ userId: investorMembers.userId })
        .from(investorMembers)
        .innerJoin(investors, eq(investors.id, investorMembers.investorId))
        .where(eq(investors.key, created.key));
      expect(membership?.userId).toBe(a.user.id);
      expect((await meOf(a.client)).profiles).toEqual([
        expect.objectContaining({
          id: `investor:${created.key}`,
          typeLabel: 'Investor',
          isDraft: true,
          link: `/client/investors/${created.key}/edit`,
        }),
      ]);
      expect(
        parseJson(await a.client.post('/api/investors', { name, category: 'angel' }), EditableInvestor).key,
      ).toBe(`${created.key}-2`);

      const form = { name: 'Hijacked', category: 'angel', intro: 'Not ours' };
      expectError(await b.client.put(`/api/investors/${created.key}`, form), 404, 'NOT_FOUND');
      expectError(
        await createSessionClient(t.app).put(`/api/investors/${created.key}`, form),
        401,
        'UNAUTHORIZED',
      );
      expect(
        (
          await t.deps.db
            .select({ name: investors.name })
            .from(investors)
            .where(eq(investors.key, created.key))
        )[0]?.name,
      ).toBe(name);

      await t.deps.db
        .update(investors)
        .set({ logoImage: LISTABLE_INVESTOR.logoImage })
        .where(eq(investors.key, created.key));
      const noIntro = expectError(
        await a.client.put(`/api/investors/${created.key}`, {
          name,
          category: 'vc',
          ...LISTABLE_INVESTOR,
          publish: true,
        }),
        422,
        'VALIDATION',
      );
      expect(noIntro.fieldErrors).toEqual({ intro: [PUBLISH_INTRO_MESSAGE] });

      const published = await a.client.put(`/api/investors/${created.key}`, {
        name,
        category: 'crowdfunding',
        website: '',
        intro: 'We back Nordic founders early.',
        ...LISTABLE_INVESTOR,
        publish: true,
      });
      expect(parseJson(published, EditableInvestorProfile)).toMatchObject({
        category: 'crowdfunding',
        website: null,
        status: 'PUBLISHED',
      });
      const publicView = parseJson(
        await t.app.inject({ method: 'GET', url: `/api/investors/${created.key}` }),
        InvestorDetail,
      );
      expect(publicView).toMatchObject({ name, intro: 'We back Nordic founders early.' });

      const byAdmin = await admin.client.put(`/api/investors/${created.key}`, {
        name: 'Renamed by admin',
        category: 'crowdfunding',
        intro: 'We back Nordic founders early.',
        ...LISTABLE_INVESTOR,
      });
      expect(parseJson(byAdmin, EditableInvestorProfile)).toMatchObject({
        name: 'Renamed by admin',
        status: 'PUBLISHED',
      });
    });

    it('creates on the impact host for the impact platform, and answers invalid input with 422', async () => {
      const { client } = await signedIn();
      const onImpact = await client.request({
        method: 'POST',
        url: '/api/investors',
        headers: { host: IMPACT_HOST },
        payload: { name: `Green Angels ${suffix()}`, category: 'angel' },
      });
      expect(parseJson(onImpact, EditableInvestor).platform).toEqual({ main: false, impact: true });
      expect((await meOf(client)).otherPlatformProfiles.map((p) => p.typeLabel)).toEqual(['Investor']);

      const invalid = expectError(
        await client.post('/api/investors', { name: '', category: 'bank', website: 'no way' }),
        422,
        'VALIDATION',
      );
      expect(invalid.fieldErrors).toEqual({
        name: [INVESTOR_NAME_MESSAGE],
        category: [CATEGORY_MESSAGE],
        website: [WEBSITE_MESSAGE],
      });
      expectError(
        await createSessionClient(t.app).post('/api/investors', { name: 'Anon', category: 'vc' }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  // Issue 14 (12): what a draft needs to be published, a published profile keeps on every save.
  describe('publishing rules on every save of a published profile', () => {
    async function rowOfStartup(key: string) {
      const [row] = await t.deps.db
        .select({ whatWeDo: companies.whatWeDo, status: companies.status })
        .from(companies)
        .where(eq(companies.key, key));
      return row;
    }

    it('refuses to empty a published startup’s "What we do" through both of its routes, and lets a draft save without it', async () => {
      const { client } = await signedIn();
      const name = `Kelp Works ${suffix()}`;
      const { key } = parseJson(await createStartup(client, { name, countryCode: 'DK' }), EditableCompany);

      // A draft may be saved half-done.
      const draftSave = await client.put(`/api/companies/${key}`, { name, countryCode: 'DK', whatWeDo: '' });
      expect(parseJson(draftSave, EditableCompany)).toMatchObject({ status: 'DRAFT', whatWeDo: '' });

      const published = await client.put(`/api/companies/${key}`, {
        name,
        countryCode: 'DK',
        whatWeDo: 'We farm kelp.',
        publish: true,
      });
      expect(parseJson(published, EditableCompany).status).toBe('PUBLISHED');

      const basic = expectError(
        await client.put(`/api/companies/${key}`, { name, countryCode: 'DK', whatWeDo: '   ' }),
        422,
        'VALIDATION',
      );
      expect(basic).toMatchObject({ message: expect.any(String) });
      expect(basic.fieldErrors).toEqual({ whatWeDo: [PUBLISH_DESCRIPTION_MESSAGE] });
      const profile = expectError(
        await client.put(`/api/companies/${key}/profile`, { name, countryCode: 'DK', whatWeDo: '' }),
        422,
        'VALIDATION',
      );
      expect(profile.fieldErrors).toEqual({ whatWeDo: [PUBLISH_DESCRIPTION_MESSAGE] });
      expect(await rowOfStartup(key)).toEqual({ whatWeDo: 'We farm kelp.', status: 'PUBLISHED' });

      // A save that keeps the description goes through, and the startup stays published.
      const renamed = await client.put(`/api/companies/${key}`, {
        name: `${name} ApS`,
        countryCode: 'DK',
        whatWeDo: 'We farm kelp.',
      });
      expect(parseJson(renamed, EditableCompany)).toMatchObject({ name: `${name} ApS`, status: 'PUBLISHED' });
    });

    it('refuses to empty a published investor’s introduction, for members and admins alike, and lets a draft save without it', async () => {
      const member = await signedIn();
      const admin = await signedIn({ isAdmin: true });
      const name = `Skerry Capital ${suffix()}`;
      const created = parseJson(
        await member.client.post('/api/investors', { name, category: 'vc' }),
        EditableInvestor,
      );

      const draftSave = await member.client.put(`/api/investors/${created.key}`, {
        name,
        category: 'angel',
        intro: '',
      });
      expect(parseJson(draftSave, EditableInvestorProfile)).toMatchObject({ status: 'DRAFT', intro: '' });

      await t.deps.db
        .update(investors)
        .set({ logoImage: LISTABLE_INVESTOR.logoImage })
        .where(eq(investors.key, created.key));
      const published = await member.client.put(`/api/investors/${created.key}`, {
        name,
        category: 'vc',
        intro: 'We back Nordic founders early.',
        ...LISTABLE_INVESTOR,
        publish: true,
      });
      expect(parseJson(published, EditableInvestorProfile).status).toBe('PUBLISHED');

      for (const client of [member.client, admin.client]) {
        for (const intro of ['', '  ', undefined]) {
          const refused = expectError(
            await client.put(`/api/investors/${created.key}`, {
              name: 'Emptied',
              category: 'angel',
              intro,
              ...LISTABLE_INVESTOR,
            }),
            422,
            'VALIDATION',
          );
          expect(refused).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
          expect(refused.fieldErrors).toEqual({ intro: [PUBLISH_INTRO_MESSAGE] });
        }
      }
      const [row] = await t.deps.db
        .select({ name: investors.name, intro: investors.intro, status: investors.status })
        .from(investors)
        .where(eq(investors.key, created.key));
      expect(row).toEqual({ name, intro: 'We back Nordic founders early.', status: 'PUBLISHED' });
      expect(
        parseJson(
          await t.app.inject({ method: 'GET', url: `/api/investors/${created.key}` }),
          InvestorDetail,
        ),
      ).toMatchObject({ name, intro: 'We back Nordic founders early.' });

      const resaved = await member.client.put(`/api/investors/${created.key}`, {
        name,
        category: 'angel',
        intro: 'We back Nordic founders early, and later too.',
        ...LISTABLE_INVESTOR,
      });
      expect(parseJson(resaved, EditableInvestorProfile)).toMatchObject({
        category: 'angel',
        status: 'PUBLISHED',
      });
    });
  });

  describe('log out', () => {
    it('forgets the selected profile with the session', async () => {
      const { client } = await signedIn();
      await client.post('/api/applicant');
      const selected = await client.post('/api/users/select-profile', { profile: 'applicant' });
      expect(selected.cookies.find((c) => c.name === 'nh_profile')?.value).toBe('applicant');
      const out = await client.post('/api/users/sign-out');
      expect(out.statusCode).toBe(200);
      const cleared = out.cookies.find((c) => c.name === 'nh_profile');
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    });
  });
});
