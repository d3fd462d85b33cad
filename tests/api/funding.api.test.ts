import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvestorDetail, InvestorList, type InvestorListItem } from '#domain/investors/investor.schema.ts';
import { companies, investorPitches, investors } from '#server/db/schema/index.ts';
import { expectError, parseJson } from '#tests/helpers/http.ts';
import { createSessionClient } from '#tests/helpers/session-client.ts';
import { BACKENDS, createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const IMPACT_HOST = 'impact.localhost';

describe.each(BACKENDS)('funding directory API [%s]', (backend) => {
  let t: TestApp;

  async function getInvestors(query: string, host = 'localhost') {
    const response = await t.app.inject({ method: 'GET', url: `/api/investors${query}`, headers: { host } });
    expect(response.statusCode, response.body).toBe(200);
    return parseJson(response, InvestorList);
  }

  /** Every page of a search, checked to add up to its total. */
  async function getAll(query: string, host = 'localhost'): Promise<InvestorListItem[]> {
    const separator = query ? '&' : '?';
    const first = await getInvestors(`${query}${separator}perPage=10`, host);
    const all = [...first.investors];
    for (let page = 2; page <= first.pagination.pages; page++) {
      all.push(...(await getInvestors(`${query}${separator}perPage=10&page=${page}`, host)).investors);
    }
    expect(all).toHaveLength(first.pagination.total);
    return all;
  }

  /** The keys the database says a filter should give (published, on the main platform). */
  async function expectedKeys(filter?: SQL, platform = 'main'): Promise<string[]> {
    const rows = await t.deps.db
      .select({ key: investors.key })
      .from(investors)
      .where(
        and(
          eq(investors.status, 'PUBLISHED'),
          sql`(${investors.platform} ->> ${platform})::boolean`,
          ...(filter ? [filter] : []),
        ),
      );
    return rows.map((row) => row.key).sort();
  }

  const keysOf = (items: InvestorListItem[]) => items.map((item) => item.key).sort();

  beforeAll(async () => {
    t = await createTestApp({ backend });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lists published investors of the platform most recently active first, in pages that add up', async () => {
    const all = await getAll('');
    expect(keysOf(all)).toEqual(await expectedKeys());
    // Active: the last profile save or the last pitch answered, whichever is later.
    const activity = await t.deps.db
      .select({
        key: investors.key,
        // The outer row's id spelled out: a column in a select list is written unqualified ("id"),
        // which inside the subquery would name the pitch's own id.
        at: sql<number>`extract(epoch from greatest(${investors.updatedAt}, (select max(p.answered_at) from investor_pitches p where p.investor_id = investors.id)))::float8`,
      })
      .from(investors);
    const activeAt = new Map(activity.map((row) => [row.key, Number(row.at)]));
    const times = all.map((item) => activeAt.get(item.key) ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The demo data has investors of every category.
    expect(new Set(all.map((item) => item.category))).toEqual(
      new Set(['vc', 'angel', 'accelerator', 'corporate', 'public', 'crowdfunding', 'familyoffice']),
    );
  });

  it('filters by category and country: the ventures in DK (the keyword VENTURES is the vc category)', async () => {
    const byKey = await getAll('?category=vc&country=DK');
    const expected = await expectedKeys(
      and(eq(investors.category, 'vc'), sql`'DK' = any(${investors.countryCodes})`),
    );
    expect(expected).toContain('fjordline-ventures');
    expect(keysOf(byKey)).toEqual(expected);
    for (const item of byKey) {
      expect(item.category).toBe('vc');
      expect(item.countryCodes).toContain('DK');
    }
    expect(keysOf(await getAll('?category=VENTURES&country=dk'))).toEqual(expected);
    const angels = await expectedKeys(eq(investors.category, 'angel'));
    expect(keysOf(await getAll('?category=ANGELS'))).toEqual(angels);
    expect(keysOf(await getAll('?category=ANGEL'))).toEqual(angels);
  });

  it.each([
    ['stage=series-a', () => sql`'series-a' = any(${investors.stages})`],
    ['industry=impact', () => sql`'impact' = any(${investors.industries})`],
    ['range=50k-250k', () => sql`'50k-250k' = any(${investors.investmentRanges})`],
    ['market=EUROPE', () => sql`'EUROPE' = any(${investors.markets})`],
    [
      'market=se&stage=seed',
      () => sql`'SE' = any(${investors.markets}) and 'seed' = any(${investors.stages})`,
    ],
  ])('filters by %s', async (query, filter) => {
    const expected = await expectedKeys(filter());
    expect(expected.length).toBeGreaterThan(0);
    expect(keysOf(await getAll(`?${query}`))).toEqual(expected);
  });

  it('searches names (with typos) and introductions', async () => {
    expect(keysOf(await getAll('?q=Fjordline'))).toContain('fjordline-ventures');
    expect(keysOf(await getAll('?q=Fjordlin%20Ventures'))).toContain('fjordline-ventures');
    const demoDay = await getAll('?q=demo%20day');
    expect(keysOf(demoDay)).toEqual(await expectedKeys(sql`${investors.intro} ilike '%demo day%'`));
    expect(demoDay.length).toBeGreaterThan(0);
  });

  it('refuses an unknown category (422) and reads empty filters as none', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/investors?category=bank' }),
      422,
      'VALIDATION',
    );
    const empty = await getInvestors('?category=&country=&stage=&industry=&range=&market=&perPage=60');
    expect(empty.pagination.total).toBe((await expectedKeys()).length);
  });

  it('shows impact-only investors on the impact host only', async () => {
    const impactOnly = await expectedKeys(sql`not (${investors.platform} ->> 'main')::boolean`, 'impact');
    expect(impactOnly.length).toBeGreaterThan(0);
    const main = keysOf(await getAll(''));
    expect(main.filter((key) => impactOnly.includes(key))).toEqual([]);
    const impact = await getAll('?industry=impact', IMPACT_HOST);
    expect(keysOf(impact)).toEqual(
      await expectedKeys(sql`'impact' = any(${investors.industries})`, 'impact'),
    );
    expect(keysOf(impact)).toEqual(expect.arrayContaining(impactOnly));
    for (const key of impactOnly) {
      const response = await t.app.inject({ method: 'GET', url: `/api/investors/${key}` });
      expectError(response, 404, 'NOT_FOUND');
    }
  });

  it('shows the share of pitches answered in the last 12 months and the median time to the first answer, from 5 pitches received on', async () => {
    const KEY = 'nordkap-capital';
    const [investor] = await t.deps.db
      .select({ id: investors.id })
      .from(investors)
      .where(eq(investors.key, KEY));
    const [company] = await t.deps.db.select({ id: companies.id }).from(companies).limit(1);
    const now = Date.now();
    const HOUR = 3_600_000;
    const DAY = 24 * HOUR;
    /** A pitch sent `sentDaysAgo` days ago, answered after `answeredAfterHours` (null: not answered). */
    async function pitch(sentDaysAgo: number, answeredAfterHours: number | null) {
      const createdAt = new Date(now - sentDaysAgo * DAY);
      await t.deps.db.insert(investorPitches).values({
        investorId: investor?.id ?? '',
        companyId: company?.id ?? '',
        message: 'A pitch for the reply rate.',
        amount: 500_000,
        stage: 'seed',
        deckFile: 'decks/00/reply-rate.pdf',
        deckFileName: 'deck.pdf',
        deckBytes: 1000,
        status: answeredAfterHours === null ? 'SENT' : 'PASSED',
        passReason: answeredAfterHours === null ? null : 'stage',
        answeredAt:
          answeredAfterHours === null ? null : new Date(createdAt.getTime() + answeredAfterHours * HOUR),
        createdAt,
      });
    }
    async function rates() {
      const list = await getInvestors('?q=Nordkap');
      const card = list.investors.find((item) => item.key === KEY);
      const response = await t.app.inject({ method: 'GET', url: `/api/investors/${KEY}` });
      expect(response.statusCode, response.body).toBe(200);
      return { card: card?.replyRate, page: parseJson(response, InvestorDetail).replyRate };
    }

    await pitch(60, 1);
    await pitch(50, 48);
    await pitch(45, 72);
    await pitch(40, null); // never answered: received, not answered
    await pitch(400, 2); // more than 12 months ago: not counted
    expect(await rates()).toEqual({ card: null, page: null });

    await pitch(5, 100); // the fifth pitch received, answered after 100 hours
    const expected = { pitches: 5, answeredPercent: 80, medianHours: 60 };
    expect(await rates()).toEqual({ card: expected, page: expected });
    // Investors without pitches show none.
    expect((await getInvestors('?q=Skerry')).investors[0]?.replyRate).toBeNull();
  });

  it('shows impact investors with their SDGs on the impact platform as far as their platform flag allows', async () => {
    const impactList = await getAll('', IMPACT_HOST);
    // Every investor there has the impact flag; the impact investors among them name their SDGs.
    expect(keysOf(impactList)).toEqual(await expectedKeys(undefined, 'impact'));
    const impactInvestors = impactList.filter((item) => item.industries.includes('impact'));
    expect(impactInvestors.length).toBeGreaterThan(3);
    for (const item of impactInvestors) expect(item.sdgs.length).toBeGreaterThan(0);
    const shown = impactInvestors[0]?.key ?? '';
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/investors/${shown}`,
      headers: { host: IMPACT_HOST },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(parseJson(page, InvestorDetail).sdgs).toEqual(impactInvestors[0]?.sdgs);

    // An impact investor whose flag says no is not on the impact platform (its main page stays).
    await t.deps.db
      .update(investors)
      .set({ platform: { main: true, impact: false } })
      .where(eq(investors.key, shown));
    expect(keysOf(await getAll('?industry=impact', IMPACT_HOST))).not.toContain(shown);
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/investors/${shown}`, headers: { host: IMPACT_HOST } }),
      404,
      'NOT_FOUND',
    );
    expect(keysOf(await getAll('?industry=impact'))).toContain(shown);

    // A member connecting the profile to the impact platform puts it there.
    const member = createSessionClient(t.app);
    const signIn = await member.post('/api/users/sign-in', {
      email: 'investor@nordhub.test',
      password: 'Nordhub-demo-2026!',
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(keysOf(impactList)).not.toContain('fjordline-ventures');
    const connect = await member.post('/api/investors/fjordline-ventures/platform', { platform: 'impact' });
    expect(connect.statusCode, connect.body).toBe(200);
    expect(keysOf(await getAll('', IMPACT_HOST))).toContain('fjordline-ventures');
  });

  it("shows an investor's profile by key or id, with portfolio startups on the platform linked", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/investors/fjordline-ventures' });
    expect(response.statusCode, response.body).toBe(200);
    const investor = parseJson(response, InvestorDetail);
    expect(response.body).not.toContain('pitch@');
    expect(investor.keyPeople.length).toBeGreaterThan(0);
    expect(investor.portfolio.map((p) => p.name)).toEqual(investor.investments.map((entry) => entry.name));
    const published = await t.deps.db
      .select({ key: companies.key, name: companies.name })
      .from(companies)
      .where(and(eq(companies.status, 'PUBLISHED'), sql`(${companies.platform} ->> 'main')::boolean`));
    const keyByName = new Map(published.map((c) => [c.name, c.key]));
    const publishedKeys = new Set(published.map((c) => c.key));
    // An entry naming a startup by key links when that startup is published here; one without a key by name.
    expect(investor.portfolio).toEqual(
      investor.investments.map(({ name, companyKey }) => ({
        name,
        companyKey: companyKey
          ? publishedKeys.has(companyKey)
            ? companyKey
            : null
          : (keyByName.get(name) ?? null),
      })),
    );
    expect(investor.portfolio.some((p) => p.companyKey !== null)).toBe(true);

    const byId = await t.app.inject({ method: 'GET', url: `/api/investors/${investor.id}` });
    expect(parseJson(byId, InvestorDetail).key).toBe('fjordline-ventures');
  });

  it('answers 404 for drafts and unknown keys', async () => {
    const [draft] = await t.deps.db
      .select({ key: investors.key })
      .from(investors)
      .where(eq(investors.status, 'DRAFT'))
      .limit(1);
    expect(draft).toBeDefined();
    expectError(await t.app.inject({ method: 'GET', url: `/api/investors/${draft?.key}` }), 404, 'NOT_FOUND');
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/investors/no-such-investor' }),
      404,
      'NOT_FOUND',
    );
  });
});
