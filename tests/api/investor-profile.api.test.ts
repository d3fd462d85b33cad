/**
 * The whole investor profile over HTTP (issue 33 scopes 1 and 2): `PUT /api/investors/{key}` takes
 * every field `GET` returns under the same names and they round-trip; the publishing rules on
 * publishing and on every save of a listed profile; refusals (a portfolio key no startup has, a
 * smallest ticket above the largest, a country outside the site's list) answer 422 with field errors
 * and save nothing; only members and admins read and edit it (others 404); and a fresh investor is
 * found under each directory filter its fields allow, first in the directory's order, and in the
 * funding quiz's matches with the reasons.
 */
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvestorDetail, InvestorList } from '#domain/investors/investor.schema.ts';
import { EditableInvestor } from '#domain/investors/investor-form.schema.ts';
import {
  COUNTRIES_MESSAGE,
  EditableInvestorProfile,
  LISTING_MESSAGES,
  RANGE_ORDER_MESSAGE,
  UNKNOWN_STARTUP_MESSAGE,
} from '#domain/investors/investor-profile.schema.ts';
import { companies, investors } from '#server/db/schema/index.ts';
import { UploadedImage } from '#server/http/routes/uploads/upload-routes.ts';
import { mapEditableInvestorProfile } from '#server/services/investors/map-investor.ts';
import { matchInvestors } from '#server/services/investors/match-investors.ts';
import { insertUser } from '#tests/helpers/factories.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient, type SessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

function suffix(): string {
  return Math.random().toString(36).slice(2, 8);
}

function multipart(data: Buffer) {
  const boundary = `----nordhub${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file_upload"; filename="picture.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(BACKENDS)('investor profile API [%s]', (backend) => {
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

  async function uploadImage(client: SessionClient, kind: string): Promise<string> {
    const png = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const response = await client.request({ method: 'POST', url: `/api/upload/${kind}`, ...multipart(png) });
    expect(response.statusCode, response.body).toBe(201);
    return parseJson(response, UploadedImage).key;
  }

  async function createInvestor(client: SessionClient, name = `Skerry Capital ${suffix()}`) {
    return parseJson(await client.post('/api/investors', { name, category: 'vc' }), EditableInvestor);
  }

  async function publishedStartupKey(): Promise<{ key: string; name: string }> {
    const [row] = await t.deps.db
      .select({ key: companies.key, name: companies.name })
      .from(companies)
      .where(and(eq(companies.status, 'PUBLISHED'), sql`(${companies.platform} ->> 'main')::boolean`))
      .orderBy(companies.key)
      .limit(1);
    if (!row) throw new Error('the seed has no published startup');
    return row;
  }

  /** A complete profile a member can publish (pictures uploaded by that member). */
  async function completeProfile(client: SessionClient, name: string) {
    const startup = await publishedStartupKey();
    return {
      name,
      category: 'angel',
      website: 'https://skerry.example',
      intro: 'We back Nordic founders from the first line of code.',
      logoImage: await uploadImage(client, 'logo'),
      coverImage: await uploadImage(client, 'gallery'),
      smallImage: await uploadImage(client, 'logo'),
      keyPeople: [
        {
          name: 'Sigrid Holm',
          title: 'Partner',
          image: await uploadImage(client, 'team'),
          linkedinUrl: 'https://www.linkedin.com/in/sigrid-holm',
        },
        { name: 'Ari Lund', title: 'Analyst', image: null, linkedinUrl: null },
      ],
      investments: [
        { name: startup.name, companyKey: startup.key },
        { name: 'Quiet Harbour AB', companyKey: null },
      ],
      industries: ['agritech', 'impact'],
      stages: ['pre-seed', 'seed'],
      investmentRange: { min: '50k-250k', max: '1m-5m' },
      markets: ['SE', 'EUROPE'],
      countryCodes: ['IS', 'FI'],
      contactPreference: 'WEBSITE' as const,
      contactEmail: 'pitch@skerry.example',
      contactUrl: 'https://skerry.example/pitch',
      sdgs: [2, 13],
    };
  }

  async function rowOf(key: string) {
    const [row] = await t.deps.db.select().from(investors).where(eq(investors.key, key));
    return row;
  }

  it('round-trips every field through PUT and GET under the same names, and shows them publicly once published', async () => {
    const { client } = await signedIn();
    const created = await createInvestor(client);
    const body = await completeProfile(client, created.name);
    const saved = parseJson(
      await client.put(`/api/investors/${created.key}`, { ...body, publish: true }),
      EditableInvestorProfile,
    );
    expect(saved).toEqual({
      ...body,
      key: created.key,
      status: 'PUBLISHED',
      platform: { main: true, impact: false },
      missingForListing: [],
    });
    const read = parseJson(
      await client.get(`/api/investors/${created.key}/profile`),
      EditableInvestorProfile,
    );
    expect(read).toEqual(saved);

    // Saving what GET returned changes nothing.
    const { key: _key, status: _status, platform: _platform, missingForListing: _missing, ...fields } = read;
    expect(
      parseJson(await client.put(`/api/investors/${created.key}`, fields), EditableInvestorProfile),
    ).toEqual(read);

    const publicView = parseJson(
      await t.app.inject({ method: 'GET', url: `/api/investors/${created.key}` }),
      InvestorDetail,
    );
    const { contactEmail, ...shown } = body;
    expect(publicView).toMatchObject(shown);
    expect(JSON.stringify(publicView)).not.toContain(contactEmail);
    // The startup named by its key is linked; the other entry is not.
    expect(publicView.portfolio).toEqual(body.investments);
  });

  it('lists what a profile lacks, refuses to publish without it, and keeps a listed profile complete on every save', async () => {
    const member = await signedIn();
    const admin = await signedIn({ isAdmin: true });
    const created = await createInvestor(member.client);
    const draft = parseJson(
      await member.client.put(`/api/investors/${created.key}`, { name: created.name, category: 'vc' }),
      EditableInvestorProfile,
    );
    expect(draft.status).toBe('DRAFT');
    expect(draft.missingForListing).toEqual([
      'intro',
      'logoImage',
      'stages',
      'industries',
      'investmentRange',
      'countryCodes',
      'markets',
    ]);
    const refused = expectError(
      await member.client.put(`/api/investors/${created.key}`, {
        name: created.name,
        category: 'vc',
        publish: true,
      }),
      422,
      'VALIDATION',
    );
    expect(refused.fieldErrors).toEqual(
      Object.fromEntries(Object.entries(LISTING_MESSAGES).map(([field, message]) => [field, [message]])),
    );
    expect((await rowOf(created.key))?.status).toBe('DRAFT');

    const body = await completeProfile(member.client, created.name);
    await member.client.put(`/api/investors/${created.key}`, { ...body, publish: true });
    for (const client of [member.client, admin.client]) {
      const emptied = expectError(
        await client.put(`/api/investors/${created.key}`, { ...body, stages: [], markets: [] }),
        422,
        'VALIDATION',
      );
      expect(emptied.fieldErrors).toEqual({
        stages: [LISTING_MESSAGES.stages],
        markets: [LISTING_MESSAGES.markets],
      });
    }
    const row = await rowOf(created.key);
    expect(row).toMatchObject({ status: 'PUBLISHED', stages: body.stages, markets: body.markets });
  });

  it.each([
    [
      'a portfolio entry naming a startup key nobody has',
      { investments: [{ name: 'Ghost Oy', companyKey: 'no-such-startup-xyz' }] },
      { 'investments.0.companyKey': [UNKNOWN_STARTUP_MESSAGE] },
    ],
    [
      'a smallest ticket above the largest',
      { investmentRange: { min: '1m-5m', max: '0-50k' } },
      { investmentRange: [RANGE_ORDER_MESSAGE] },
    ],
    [
      'a country outside the site’s list',
      { countryCodes: ['FI', 'DE'] },
      { 'countryCodes.1': [COUNTRIES_MESSAGE] },
    ],
  ])('refuses %s with 422 and saves nothing', async (_case, change, fieldErrors) => {
    const { client } = await signedIn();
    const created = await createInvestor(client);
    const body = await completeProfile(client, created.name);
    await client.put(`/api/investors/${created.key}`, body);
    const before = await rowOf(created.key);
    const refused = expectError(
      await client.put(`/api/investors/${created.key}`, { ...body, name: 'Changed', ...change }),
      422,
      'VALIDATION',
    );
    expect(refused.fieldErrors).toEqual(fieldErrors);
    expect(await rowOf(created.key)).toEqual(before);
  });

  it('seeds listed investors that meet the publishing rules', async () => {
    const rows = await t.deps.db.select().from(investors).where(eq(investors.status, 'PUBLISHED'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(mapEditableInvestorProfile(row).missingForListing, row.key).toEqual([]);
  });

  it('lets only members and admins read and edit the profile (others 404, visitors 401)', async () => {
    const member = await signedIn();
    const other = await signedIn();
    const admin = await signedIn({ isAdmin: true });
    const created = await createInvestor(member.client);
    const form = { name: 'Hijacked', category: 'angel' };
    expectError(await other.client.put(`/api/investors/${created.key}`, form), 404, 'NOT_FOUND');
    expectError(await other.client.get(`/api/investors/${created.key}/profile`), 404, 'NOT_FOUND');
    expectError(
      await createSessionClient(t.app).put(`/api/investors/${created.key}`, form),
      401,
      'UNAUTHORIZED',
    );
    expectError(
      await createSessionClient(t.app).get(`/api/investors/${created.key}/profile`),
      401,
      'UNAUTHORIZED',
    );
    expect((await rowOf(created.key))?.name).toBe(created.name);
    const byAdmin = parseJson(
      await admin.client.put(`/api/investors/${created.key}`, {
        name: 'Renamed by admin',
        category: 'angel',
      }),
      EditableInvestorProfile,
    );
    expect(byAdmin.name).toBe('Renamed by admin');
    expect(
      parseJson(await admin.client.get(`/api/investors/${created.key}/profile`), EditableInvestorProfile)
        .name,
    ).toBe('Renamed by admin');
  });

  it('finds a freshly completed investor under each filter its fields allow, first, and in the quiz with its reasons', async () => {
    const { client } = await signedIn();
    const created = await createInvestor(client, `Tidewater Angels ${suffix()}`);
    const body = await completeProfile(client, created.name);
    // It completes its profile a minute after everyone else was last active.
    t.setNow(new Date(t.deps.now().getTime() + 60_000));
    await client.put(`/api/investors/${created.key}`, { ...body, publish: true });

    const firstPage = parseJson(await t.app.inject({ method: 'GET', url: '/api/investors' }), InvestorList);
    expect(firstPage.investors[0]?.key).toBe(created.key);
    for (const query of [
      'stage=seed',
      'stage=pre-seed',
      'industry=agritech',
      'industry=impact',
      'country=IS',
      'country=FI',
      'market=EUROPE',
      'market=se',
      // Every range between the smallest and the largest ticket.
      'range=50k-250k',
      'range=250k-1m',
      'range=1m-5m',
      'category=ANGELS',
      'stage=seed&industry=agritech&country=IS&range=250k-1m&market=SE',
    ]) {
      const list = parseJson(
        await t.app.inject({ method: 'GET', url: `/api/investors?${query}` }),
        InvestorList,
      );
      expect(list.investors[0]?.key, query).toBe(created.key);
    }
    for (const query of ['stage=series-b', 'range=0-50k', 'country=NO', 'market=GLOBAL', 'industry=gaming']) {
      const list = parseJson(
        await t.app.inject({ method: 'GET', url: `/api/investors?${query}&perPage=60` }),
        InvestorList,
      );
      expect(
        list.investors.map((item) => item.key),
        query,
      ).not.toContain(created.key);
    }

    const matches = await matchInvestors(
      t.deps,
      { stage: 'seed', industry: 'agritech', amount: '250k-1m', country: 'SE', impact: true },
      'main',
    );
    const mine = matches.find((match) => match.investor.key === created.key);
    expect(mine?.match.reasons).toEqual([
      { kind: 'stage', code: 'seed' },
      { kind: 'industry', code: 'agritech' },
      { kind: 'impact', sdgs: [2, 13] },
      { kind: 'amount', code: '250k-1m' },
      { kind: 'country', code: 'SE' },
    ]);
    // The best possible score, and first among equals as the most recently active.
    expect(matches[0]?.investor.key).toBe(created.key);
    const [row] = await t.deps.db
      .select({ ranges: investors.investmentRanges })
      .from(investors)
      .where(and(eq(investors.key, created.key)));
    expect(row?.ranges).toEqual(['50k-250k', '250k-1m', '1m-5m']);
  });
});
